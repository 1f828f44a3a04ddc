// The Action's inputs (action.yml): read from the `INPUT_*` variables the runner sets, checked,
// and turned into one typed value. A bad value is an `InputError` that names the input, what was
// expected and what was given, so the failed step says exactly what to fix.

import type { SandboxRunMode } from '../sandbox/index.js';

export type ActionMode =
  | { kind: 'prompt'; prompt: string }
  | { kind: 'prompt-file'; path: string }
  | { kind: 'chain'; path: string }
  | { kind: 'queue'; path: string }
  | { kind: 'queue-label'; label: string }
  /** `approve-comment: true`: a `/leash approve …` comment resumes the session it names (DESIGN.md 6a). */
  | { kind: 'approve' };

export type FailOn = 'error' | 'denial' | 'budget';

export interface ActionInputs {
  mode: ActionMode;
  policy: string;
  model: string;
  maxTurns: number | null;
  maxBudgetUsd: number;
  chainBudgetUsd: number | null;
  dailyBudgetUsd: number | null;
  ledger: 'cache' | 'off';
  anthropicApiKey: string;
  anthropicBaseUrl: string | null;
  githubToken: string;
  comment: 'off' | 'sticky';
  /** Null: `leash-<job>` (with a number added when a matrix already took it). */
  artifactName: string | null;
  artifactRetentionDays: number;
  failOn: FailOn[];
  allowedActors: string[];
  allowBots: string[];
  allowForks: string[];
  timeoutMs: number;
  /** Inputs given by an old name, each as the line the step warns with. */
  deprecations: string[];
  /** The `sandbox` input; null: the default (required on Linux runners, auto elsewhere). */
  sandbox: SandboxRunMode | null;
}

/**
 * The defaults action.yml declares, repeated here so a step run without the runner's defaults
 * (a test, a local run) behaves the same; test/github/action-yml.test.ts keeps the two equal.
 */
export const INPUT_DEFAULTS = {
  policy: '.github/leash.yml',
  model: 'claude-sonnet-5-5',
  'max-budget-usd': '2',
  ledger: 'cache',
  comment: 'off',
  'artifact-retention-days': '7',
  'fail-on': 'error,budget',
  'run-timeout-minutes': '30',
  'approve-comment': 'false',
} as const;

export const INPUT_NAMES = [
  'prompt',
  'prompt-file',
  'chain',
  'queue',
  'queue-label',
  'policy',
  'model',
  'max-turns',
  'max-budget-usd',
  'chain-budget-usd',
  'daily-budget-usd',
  'ledger',
  'anthropic-api-key',
  'anthropic-base-url',
  'github-token',
  'comment',
  'artifact-name',
  'artifact-retention-days',
  'fail-on',
  'allowed-actors',
  'allow-bots',
  'allow-forks',
  'run-timeout-minutes',
  'timeout-minutes',
  'approve-comment',
  'sandbox',
] as const;

/**
 * Old input names still read, each with the name that replaced it. `timeout-minutes` shadowed
 * the step keyword of the same name (which kills the step without results), so a reader of the
 * workflow could not tell the two apart.
 */
export const DEPRECATED_INPUTS = { 'timeout-minutes': 'run-timeout-minutes' } as const satisfies Partial<Record<InputName, InputName>>;

export type InputName = (typeof INPUT_NAMES)[number];

export class InputError extends Error {
  override name = 'InputError';
  readonly code = 'BAD_INPUT';
  constructor(
    readonly input: string,
    detail: string,
  ) {
    super(`input ${input}: ${detail}`);
  }
}

/** The variable the runner sets for an input: `INPUT_` and the name in capitals, spaces as `_`. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** An input's value, trimmed; the action.yml default when it is unset or empty. */
export function rawInput(env: NodeJS.ProcessEnv, name: InputName): string {
  const value = (env[inputVariable(name)] ?? '').trim();
  if (value !== '') return value;
  return (INPUT_DEFAULTS as Record<string, string>)[name] ?? '';
}

const MAX_RETENTION_DAYS = 90;
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\\/\r\n]/;

export function readActionInputs(env: NodeJS.ProcessEnv): ActionInputs {
  const get = (name: InputName) => rawInput(env, name);
  const maxBudgetUsd = positiveNumber('max-budget-usd', get('max-budget-usd'));
  const mode = readMode(env);
  const dailyBudgetUsd = optional(get('daily-budget-usd'), (value) => positiveNumber('daily-budget-usd', value));
  if ((mode.kind === 'queue' || mode.kind === 'queue-label') && dailyBudgetUsd === null) {
    throw new InputError('daily-budget-usd', `the grinder (${mode.kind}) works while a daily budget lasts: give daily-budget-usd, e.g. 10`);
  }
  const chainBudgetUsd = optional(get('chain-budget-usd'), (value) => positiveNumber('chain-budget-usd', value));
  if (chainBudgetUsd !== null && mode.kind !== 'chain')
    throw new InputError('chain-budget-usd', `only a chain has a chain budget; this step runs ${mode.kind}`);
  const apiKey = get('anthropic-api-key') || env.ANTHROPIC_API_KEY?.trim() || '';
  if (apiKey === '') {
    throw new InputError(
      'anthropic-api-key',
      'expected the Anthropic API key, e.g. anthropic-api-key: ${{ secrets.ANTHROPIC_API_KEY }}; it is empty (a secret that is not set, or not available to this event)',
    );
  }
  const baseUrl = get('anthropic-base-url');
  if (baseUrl !== '' && !/^https?:\/\/\S+$/.test(baseUrl)) throw new InputError('anthropic-base-url', `expected an http(s) URL, got "${baseUrl}"`);
  const artifactName = get('artifact-name');
  if (artifactName !== '' && (ARTIFACT_NAME_FORBIDDEN.test(artifactName) || artifactName.length > 200)) {
    throw new InputError('artifact-name', `expected a name without " : < > | * ? \\ / or line breaks, at most 200 characters, got "${artifactName}"`);
  }
  const githubToken = get('github-token') || env.GITHUB_TOKEN?.trim() || '';
  if (githubToken === '') {
    throw new InputError('github-token', 'expected a token for the trust check and the GitHub API (the default is ${{ github.token }}); it is empty');
  }
  const retention = positiveInteger('artifact-retention-days', get('artifact-retention-days'));
  if (retention > MAX_RETENTION_DAYS) throw new InputError('artifact-retention-days', `expected 1 to ${MAX_RETENTION_DAYS} days, got ${retention}`);
  return {
    mode,
    policy: get('policy'),
    model: model(get('model')),
    maxTurns: optional(get('max-turns'), (value) => positiveInteger('max-turns', value)),
    maxBudgetUsd,
    chainBudgetUsd,
    dailyBudgetUsd,
    ledger: oneOf('ledger', get('ledger'), ['cache', 'off'] as const),
    anthropicApiKey: apiKey,
    anthropicBaseUrl: baseUrl === '' ? env.ANTHROPIC_BASE_URL?.trim() || null : baseUrl,
    githubToken,
    comment: oneOf('comment', get('comment'), ['off', 'sticky'] as const),
    artifactName: artifactName === '' ? null : artifactName,
    artifactRetentionDays: retention,
    failOn: failOn(get('fail-on')),
    allowedActors: names('allowed-actors', get('allowed-actors'), 'logins, e.g. octocat, hubot'),
    allowBots: names('allow-bots', get('allow-bots'), 'bot logins, e.g. dependabot[bot], renovate[bot]'),
    allowForks: names('allow-forks', get('allow-forks'), 'fork repositories or their owners, e.g. octocat/app or octocat'),
    timeoutMs: Math.round(positiveNumber(...runTimeoutMinutes(env)) * 60_000),
    deprecations: Object.entries(DEPRECATED_INPUTS)
      .filter(([old]) => (env[inputVariable(old)] ?? '').trim() !== '')
      .map(
        ([old, name]) =>
          `input ${old} is deprecated (it reads like the step keyword timeout-minutes, which kills the step without results); rename it to ${name}`,
      ),
    sandbox: get('sandbox') === '' ? null : oneOf('sandbox', get('sandbox').toLowerCase(), ['required', 'auto', 'off'] as const),
  };
}

/** The run's limit and the input it came from: the old name when only it was given. */
function runTimeoutMinutes(env: NodeJS.ProcessEnv): [InputName, string] {
  const old = (env[inputVariable('timeout-minutes')] ?? '').trim();
  const given = (env[inputVariable('run-timeout-minutes')] ?? '').trim();
  if (old === '') return ['run-timeout-minutes', rawInput(env, 'run-timeout-minutes')];
  // The runner fills in run-timeout-minutes' default, so only a value other than it is a second answer.
  if (given !== '' && given !== INPUT_DEFAULTS['run-timeout-minutes'] && given !== old) {
    throw new InputError(
      'run-timeout-minutes',
      `give run-timeout-minutes only; the deprecated timeout-minutes says "${old}" and run-timeout-minutes says "${given}"`,
    );
  }
  return ['timeout-minutes', old];
}

function readMode(env: NodeJS.ProcessEnv): ActionMode {
  const given: ActionMode[] = [];
  const prompt = env[inputVariable('prompt')] ?? '';
  // The prompt keeps its own whitespace (indentation in a YAML block means something); only an
  // all-blank prompt counts as not given.
  if (prompt.trim() !== '') given.push({ kind: 'prompt', prompt });
  const file = rawInput(env, 'prompt-file');
  if (file !== '') given.push({ kind: 'prompt-file', path: file });
  const chain = rawInput(env, 'chain');
  if (chain !== '') given.push({ kind: 'chain', path: chain });
  const queue = rawInput(env, 'queue');
  if (queue !== '') given.push({ kind: 'queue', path: queue });
  const label = rawInput(env, 'queue-label');
  if (label !== '') given.push({ kind: 'queue-label', label });
  const approve = oneOf('approve-comment', rawInput(env, 'approve-comment'), ['true', 'false'] as const);
  if (approve === 'true') {
    // The task is the session the comment approves: a prompt beside it would be a second task.
    if (given.length > 0)
      throw new InputError(
        'approve-comment',
        `approve-comment: true resumes the session a /leash approve comment names; give no ${given.map((m) => m.kind).join(' or ')} with it`,
      );
    return { kind: 'approve' };
  }
  if (given.length === 0)
    throw new InputError('prompt', 'nothing to do: give one of prompt, prompt-file, chain, queue or queue-label (or approve-comment: true)');
  if (given.length > 1)
    throw new InputError(given[1]!.kind, `give only one of prompt, prompt-file, chain, queue and queue-label; got ${given.map((m) => m.kind).join(' and ')}`);
  return given[0]!;
}

function model(value: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._:@/-]*$/.test(value)) throw new InputError('model', `expected a model id such as claude-sonnet-5-5, got "${value}"`);
  return value;
}

function optional<T>(value: string, parse: (value: string) => T): T | null {
  return value === '' ? null : parse(value);
}

function positiveInteger(input: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) throw new InputError(input, `expected a whole number of at least 1, got "${value}"`);
  return number;
}

function positiveNumber(input: string, value: string): number {
  const number = Number(value);
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value) || !Number.isFinite(number) || number <= 0) {
    throw new InputError(input, `expected a number above 0 such as 2 or 0.50, got "${value}"`);
  }
  return number;
}

function oneOf<T extends string>(input: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(input, `expected ${allowed.map((a) => `"${a}"`).join(' or ')}, got "${value}"`);
}

function failOn(value: string): FailOn[] {
  if (value === 'none' || value === '') return [];
  const parts = value.split(/[\s,]+/).filter((part) => part !== '');
  for (const part of parts) {
    if (part !== 'error' && part !== 'denial' && part !== 'budget') {
      throw new InputError('fail-on', `expected a comma list of error, denial and budget (or none), got "${part}" in "${value}"`);
    }
  }
  return [...new Set(parts as FailOn[])];
}

/**
 * A list of names. Trust is given by name only: a blanket `true` or `*` would let in every bot
 * or fork, which is what the check exists to stop, so those are refused with the reason.
 */
function names(input: string, value: string, what: string): string[] {
  if (value === '' || value.toLowerCase() === 'false' || value.toLowerCase() === 'none') return [];
  const parts = value.split(/[\s,]+/).filter((part) => part !== '');
  for (const part of parts) {
    if (/^(true|yes|on|\*|all|any)$/i.test(part)) {
      throw new InputError(input, `expected ${what}, named one by one; "${part}" would trust everyone, which is what this check exists to stop`);
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\[bot\])?(\/[A-Za-z0-9._-]+)?$/.test(part)) throw new InputError(input, `expected ${what}, got "${part}"`);
  }
  return parts;
}
