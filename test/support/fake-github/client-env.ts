import type { FakeWorkflowRun } from './types.js';

/** Paths and choices the caller owns; the fake never creates directories itself. */
export interface ClientEnvOptions {
  /** The run the process plays; defaults to the fake's default run. */
  runId?: number;
  /** The REST token exported as GITHUB_TOKEN; defaults to the fake's first token. */
  token?: string;
  /** GITHUB_WORKSPACE: where artifact downloads land by default and cache paths resolve. */
  workspace?: string;
  /** RUNNER_TEMP: where `@actions/cache` writes its archive (else `/home/actions/temp`). */
  runnerTemp?: string;
  /** GITHUB_EVENT_PATH: the event payload file `@actions/github`'s context reads at import. */
  eventPath?: string;
}

export interface ClientEnvInput {
  apiUrl: string;
  resultsUrl: string;
  serverUrl: string;
  repositoryId: number;
  run: FakeWorkflowRun;
  token: string;
  runtimeToken: string;
  maxRetentionDays: number | undefined;
  options: ClientEnvOptions;
}

/**
 * The variables a GitHub-hosted runner gives a step, pointed at the fake. GITHUB_SERVER_URL
 * is a `*.localhost` URL: the artifact and cache clients call any other non-github.com host
 * GHES and refuse to work (artifacts) or fall back to cache service v1 (cache).
 */
export function buildClientEnv(input: ClientEnvInput): Record<string, string> {
  const { run, options } = input;
  const [owner = ''] = run.repository.split('/');
  const isPullRequest = run.headRef !== undefined;
  const env: Record<string, string> = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: input.apiUrl,
    GITHUB_SERVER_URL: input.serverUrl,
    GITHUB_GRAPHQL_URL: `${input.apiUrl}/graphql`,
    GITHUB_REPOSITORY: run.repository,
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_REPOSITORY_ID: String(input.repositoryId),
    GITHUB_RUN_ID: String(run.id),
    GITHUB_RUN_NUMBER: String(run.runNumber),
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_EVENT_NAME: run.event,
    GITHUB_REF: run.ref,
    GITHUB_REF_NAME: isPullRequest ? run.ref.replace(/^refs\/pull\/(\d+)\/merge$/, '$1/merge') : run.ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_REF_TYPE: run.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    GITHUB_SHA: run.sha,
    GITHUB_HEAD_REF: run.headRef ?? '',
    GITHUB_BASE_REF: run.baseRef ?? '',
    GITHUB_ACTOR: run.actor,
    GITHUB_TRIGGERING_ACTOR: run.actor,
    GITHUB_WORKFLOW: run.workflow,
    GITHUB_JOB: run.job,
    GITHUB_TOKEN: options.token ?? input.token,
    ACTIONS_RUNTIME_TOKEN: input.runtimeToken,
    ACTIONS_RESULTS_URL: input.resultsUrl,
    ACTIONS_CACHE_SERVICE_V2: 'True',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_ENVIRONMENT: 'github-hosted',
    // The Azure SDK honours proxy variables for loopback too; keep the fake reachable.
    NO_PROXY: '127.0.0.1,localhost',
    no_proxy: '127.0.0.1,localhost',
  };
  if (input.maxRetentionDays !== undefined) env['GITHUB_RETENTION_DAYS'] = String(input.maxRetentionDays);
  if (options.workspace !== undefined) env['GITHUB_WORKSPACE'] = options.workspace;
  if (options.runnerTemp !== undefined) env['RUNNER_TEMP'] = options.runnerTemp;
  if (options.eventPath !== undefined) env['GITHUB_EVENT_PATH'] = options.eventPath;
  return env;
}
