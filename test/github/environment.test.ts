// The bash tool's scrubbed environment (src/agent/tools/environment.ts) against everything the
// runner and the Action put in a step's environment: inputs (the API key among them), the
// saved state, the file-command paths, the tokens. None of it may reach a command.
import { describe, expect, it } from 'vitest';
import { scrubbedEnvironment } from '../../src/agent/tools/environment.js';
import { INPUT_NAMES, inputVariable } from '../../src/github/inputs.js';
import { buildClientEnv } from '../support/fake-github/client-env.js';

function stepEnvironment(): Record<string, string> {
  const client = buildClientEnv({
    apiUrl: 'http://127.0.0.1:1',
    resultsUrl: 'http://127.0.0.1:1/',
    serverUrl: 'http://github.localhost:1',
    repositoryId: 1,
    run: {
      id: 1,
      runNumber: 1,
      repository: 'o/r',
      backendId: 'b',
      jobBackendId: 'j',
      event: 'pull_request',
      ref: 'refs/pull/1/merge',
      sha: 'a'.repeat(40),
      headRef: 'h',
      baseRef: 'main',
      actor: 'alice',
      workflow: 'CI',
      job: 'leash',
      issueNumber: 1,
      commentId: undefined,
      cacheScopes: [],
    },
    token: 'ghs_abcdefghijklmnopqrstuvwxyz0123456789',
    runtimeToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
    maxRetentionDays: 90,
    options: { workspace: '/w', runnerTemp: '/t', eventPath: '/t/event.json' },
  });
  const inputs = Object.fromEntries(INPUT_NAMES.map((name) => [inputVariable(name), `value of ${name}`]));
  return {
    ...client,
    ...inputs,
    PATH: '/usr/bin',
    HOME: '/home/runner',
    GITHUB_OUTPUT: '/t/output',
    GITHUB_STATE: '/t/state',
    GITHUB_ENV: '/t/env',
    GITHUB_PATH: '/t/path',
    GITHUB_STEP_SUMMARY: '/t/summary',
    'STATE_leash-work-dir': '/t/leash-1',
    'STATE_leash-session-dir': '/t/leash-1/sessions',
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-token',
    ACTIONS_ID_TOKEN_REQUEST_URL: 'http://oidc',
    ACTIONS_CACHE_URL: 'http://cache',
    ANTHROPIC_API_KEY: 'sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    ANTHROPIC_BASE_URL: 'http://127.0.0.1:2',
    RUNNER_TRACKING_ID: 'github_1',
  };
}

describe('the bash environment of an Action step', () => {
  it('keeps none of the inputs, the state, the file commands or the tokens', () => {
    const env = stepEnvironment();
    const scrubbed = scrubbedEnvironment(env);
    const leaked = Object.keys(scrubbed).filter((name) =>
      /^(INPUT_|STATE_|ACTIONS_|ANTHROPIC_)|TOKEN|^GITHUB_(OUTPUT|STATE|ENV|PATH|STEP_SUMMARY|EVENT_PATH|API_URL|GRAPHQL_URL)$/.test(name),
    );
    expect(leaked).toEqual([]);
    for (const value of [env.GITHUB_TOKEN, env.ACTIONS_RUNTIME_TOKEN, env['INPUT_ANTHROPIC-API-KEY'], env['INPUT_GITHUB-TOKEN']]) {
      expect(Object.values(scrubbed)).not.toContain(value);
    }
  });

  it("still passes what commands need: the path, home, the workspace and the run's public facts", () => {
    const scrubbed = scrubbedEnvironment(stepEnvironment());
    expect(scrubbed).toMatchObject({ PATH: '/usr/bin', HOME: '/home/runner', GITHUB_WORKSPACE: '/w', GITHUB_REPOSITORY: 'o/r', CI: 'true', RUNNER_TEMP: '/t' });
  });
});
