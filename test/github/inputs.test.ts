// The inputs as the code reads them, and action.yml as the runner reads it: the same names, the
// same defaults, the same outputs; and every bad value a failed step that names the input.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_MODEL } from '../../src/cli/run.js';
import { INPUT_DEFAULTS, INPUT_NAMES, InputError, inputVariable, readActionInputs } from '../../src/github/inputs.js';
import { envelopeOutput, MAX_ENVELOPE_OUTPUT_CHARS, OUTPUT_NAMES } from '../../src/github/outputs.js';
import { repoRoot } from './helpers.js';

interface ActionYml {
  runs: Record<string, string>;
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
}

const action = parseYaml(readFileSync(join(repoRoot, 'action.yml'), 'utf8')) as ActionYml;

function inputs(values: Record<string, string>): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries({ 'anthropic-api-key': 'sk-test', 'github-token': 'ghs_test', ...values }).map(([name, value]) => [inputVariable(name), value]),
  );
}

function errorOf(values: Record<string, string>): InputError {
  try {
    readActionInputs(inputs(values));
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error(`no error for ${JSON.stringify(values)}`);
}

describe('action.yml', () => {
  it('runs dist/index.js on node24 with dist/post.js as a post step that always runs', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js', post: 'dist/post.js', 'post-if': 'always()' });
  });

  it('declares exactly the inputs the code reads, each described, none required', () => {
    expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
    for (const [name, spec] of Object.entries(action.inputs)) {
      expect(spec.description.length, name).toBeGreaterThan(20);
      expect(spec.required ?? false, name).toBe(false);
    }
  });

  it('declares the defaults the code falls back to', () => {
    const declared = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, spec]) => spec.default !== undefined)
        .map(([name, spec]) => [name, String(spec.default)]),
    );
    expect(declared).toEqual({ ...INPUT_DEFAULTS, 'github-token': '${{ github.token }}' });
    expect(INPUT_DEFAULTS.model).toBe(DEFAULT_MODEL);
  });

  it('declares exactly the outputs the step sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('is documented input by input in the README, each with an example, and in docs/action.md', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const start = readme.indexOf('## The GitHub Action');
    expect(start).toBeGreaterThan(-1);
    const next = readme.indexOf('\n## ', start + 1);
    const section = readme.slice(start, next === -1 ? undefined : next);
    const docs = readFileSync(join(repoRoot, 'docs', 'action.md'), 'utf8');
    for (const name of INPUT_NAMES) {
      const row = section.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, `README row for ${name}`).toBeDefined();
      // The last cell is an example: `name: value` as it goes under `with:`.
      expect(row, name).toMatch(new RegExp(`\\| \`${name}: [^\`]+\` \\|$`));
      expect(docs, name).toContain(`\`${name}\``);
    }
    for (const name of OUTPUT_NAMES) expect(docs, name).toContain(`\`${name}\``);
  });
});

describe('the envelope output', () => {
  it('is the envelope as JSON, or a head that says where the whole is when it is too long for an output', () => {
    expect(envelopeOutput({ type: 'result', subtype: 'success' })).toBe('{"type":"result","subtype":"success"}');
    const long = {
      type: 'grind_result',
      conclusion: 'queue_empty',
      total_cost_usd: 1.5,
      tasks: Array.from({ length: 5000 }, (_, i) => ({ id: `t${i}`, status: 'succeeded', note: 'x'.repeat(200) })),
    };
    const text = envelopeOutput(long);
    expect(text.length).toBeLessThan(MAX_ENVELOPE_OUTPUT_CHARS);
    expect(JSON.parse(text)).toMatchObject({
      truncated: true,
      type: 'grind_result',
      conclusion: 'queue_empty',
      total_cost_usd: 1.5,
      note: expect.stringContaining('envelope.json in the artifact'),
    });
  });
});

describe('readActionInputs', () => {
  it('takes the defaults for what is not given', () => {
    const read = readActionInputs(inputs({ prompt: 'Review this.\n  Indented line kept.\n' }));
    expect(read).toEqual({
      mode: { kind: 'prompt', prompt: 'Review this.\n  Indented line kept.\n' },
      policy: '.github/leash.yml',
      model: DEFAULT_MODEL,
      maxTurns: null,
      maxBudgetUsd: 2,
      chainBudgetUsd: null,
      dailyBudgetUsd: null,
      ledger: 'cache',
      anthropicApiKey: 'sk-test',
      anthropicBaseUrl: null,
      githubToken: 'ghs_test',
      comment: 'off',
      artifactName: null,
      artifactRetentionDays: 7,
      failOn: ['error', 'budget'],
      allowedActors: [],
      allowBots: [],
      allowForks: [],
      timeoutMs: 30 * 60_000,
      deprecations: [],
      sandbox: null,
    });
  });

  it('reads every input given', () => {
    const read = readActionInputs(
      inputs({
        'queue-label': 'leash',
        policy: 'ci/leash.yml',
        model: 'claude-opus-4-5',
        'max-turns': '40',
        'max-budget-usd': '0.75',
        'daily-budget-usd': '10',
        ledger: 'off',
        'anthropic-base-url': 'https://gateway.example/anthropic',
        'github-token': 'ghs_x',
        comment: 'sticky',
        'artifact-name': 'leash-nightly',
        'artifact-retention-days': '3',
        'fail-on': 'error, denial',
        'allowed-actors': 'octocat, hubot',
        'allow-bots': 'dependabot[bot]\nrenovate[bot]',
        'allow-forks': 'octocat/app,hubot',
        'run-timeout-minutes': '12.5',
      }),
    );
    expect(read).toMatchObject({
      mode: { kind: 'queue-label', label: 'leash' },
      policy: 'ci/leash.yml',
      model: 'claude-opus-4-5',
      maxTurns: 40,
      maxBudgetUsd: 0.75,
      dailyBudgetUsd: 10,
      ledger: 'off',
      anthropicBaseUrl: 'https://gateway.example/anthropic',
      githubToken: 'ghs_x',
      comment: 'sticky',
      artifactName: 'leash-nightly',
      artifactRetentionDays: 3,
      failOn: ['error', 'denial'],
      allowedActors: ['octocat', 'hubot'],
      allowBots: ['dependabot[bot]', 'renovate[bot]'],
      allowForks: ['octocat/app', 'hubot'],
      timeoutMs: 750_000,
    });
    expect(readActionInputs(inputs({ chain: 'nightly.yml', 'chain-budget-usd': '5' }))).toMatchObject({
      mode: { kind: 'chain', path: 'nightly.yml' },
      chainBudgetUsd: 5,
    });
    expect(readActionInputs(inputs({ 'prompt-file': '.github/prompts/review.md', 'fail-on': 'none' }))).toMatchObject({
      mode: { kind: 'prompt-file', path: '.github/prompts/review.md' },
      failOn: [],
    });
    expect(readActionInputs(inputs({ 'approve-comment': 'true', 'daily-budget-usd': '3' }))).toMatchObject({ mode: { kind: 'approve' }, dailyBudgetUsd: 3 });
    expect(readActionInputs(inputs({ 'approve-comment': 'false', prompt: 'x' }))).toMatchObject({ mode: { kind: 'prompt', prompt: 'x' } });
  });

  it('takes the key and endpoint from the environment when the inputs are empty', () => {
    const read = readActionInputs({ INPUT_PROMPT: 'x', ANTHROPIC_API_KEY: 'sk-env', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9', GITHUB_TOKEN: 'ghs_env' });
    expect(read.githubToken).toBe('ghs_env');
    expect(read).toMatchObject({ anthropicApiKey: 'sk-env', anthropicBaseUrl: 'http://127.0.0.1:9', githubToken: 'ghs_env' });
  });

  it.each([
    [{}, 'prompt', 'nothing to do: give one of prompt, prompt-file, chain, queue or queue-label (or approve-comment: true)'],
    [{ 'approve-comment': 'yes' }, 'approve-comment', 'expected "true" or "false", got "yes"'],
    [
      { 'approve-comment': 'true', chain: 'c.yml' },
      'approve-comment',
      'approve-comment: true resumes the session a /leash approve comment names; give no chain with it',
    ],
    [{ prompt: '   \n ' }, 'prompt', 'nothing to do'],
    [{ prompt: 'x', 'queue-label': 'l' }, 'queue-label', 'give only one of'],
    [{ 'anthropic-api-key': '', prompt: 'x' }, 'anthropic-api-key', 'expected the Anthropic API key'],
    [{ 'github-token': '', prompt: 'x' }, 'github-token', 'expected a token for the trust check'],
    [{ prompt: 'x', 'max-turns': '0' }, 'max-turns', 'expected a whole number of at least 1, got "0"'],
    [{ prompt: 'x', 'max-turns': '2.5' }, 'max-turns', 'got "2.5"'],
    [{ prompt: 'x', 'max-budget-usd': '-1' }, 'max-budget-usd', 'expected a number above 0 such as 2 or 0.50, got "-1"'],
    [{ prompt: 'x', 'max-budget-usd': '$5' }, 'max-budget-usd', 'got "$5"'],
    [{ prompt: 'x', 'max-budget-usd': '1e3' }, 'max-budget-usd', 'got "1e3"'],
    [{ prompt: 'x', 'chain-budget-usd': '5' }, 'chain-budget-usd', 'only a chain has a chain budget; this step runs prompt'],
    [{ queue: 'q.yml' }, 'daily-budget-usd', 'the grinder (queue) works while a daily budget lasts'],
    [{ prompt: 'x', ledger: 'file' }, 'ledger', 'expected "cache" or "off", got "file"'],
    [{ prompt: 'x', comment: 'yes' }, 'comment', 'expected "off" or "sticky", got "yes"'],
    [{ prompt: 'x', 'anthropic-base-url': 'gateway.example' }, 'anthropic-base-url', 'expected an http(s) URL'],
    [{ prompt: 'x', 'artifact-name': 'a/b' }, 'artifact-name', 'expected a name without'],
    [{ prompt: 'x', 'artifact-retention-days': '91' }, 'artifact-retention-days', 'expected 1 to 90 days, got 91'],
    [{ prompt: 'x', 'fail-on': 'errors' }, 'fail-on', 'got "errors"'],
    [{ prompt: 'x', 'allow-bots': '*' }, 'allow-bots', '"*" would trust everyone'],
    [{ prompt: 'x', 'allow-forks': 'true' }, 'allow-forks', '"true" would trust everyone'],
    [{ prompt: 'x', 'allowed-actors': 'octo cat;' }, 'allowed-actors', 'got "cat;"'],
    [{ prompt: 'x', model: 'claude opus' }, 'model', 'expected a model id'],
    [{ prompt: 'x', 'run-timeout-minutes': '0' }, 'run-timeout-minutes', 'got "0"'],
    [{ prompt: 'x', 'timeout-minutes': '0' }, 'timeout-minutes', 'got "0"'],
    [{ prompt: 'x', 'timeout-minutes': '10', 'run-timeout-minutes': '20' }, 'run-timeout-minutes', 'give run-timeout-minutes only'],
  ])('%j is refused naming %s', (values, input, words) => {
    const error = errorOf(values as Record<string, string>);
    expect(error.input).toBe(input);
    expect(error.code).toBe('BAD_INPUT');
    expect(error.message.startsWith(`input ${input}: `)).toBe(true);
    expect(error.message).toContain(words);
  });
});

describe('the deprecated input timeout-minutes', () => {
  it('is still read when only it is given, and the step is told to rename it', () => {
    // The runner fills in run-timeout-minutes' default beside it, as it does on a real step.
    const read = readActionInputs(inputs({ prompt: 'x', 'timeout-minutes': '12', 'run-timeout-minutes': INPUT_DEFAULTS['run-timeout-minutes'] }));
    expect(read.timeoutMs).toBe(12 * 60_000);
    expect(read.deprecations).toEqual([expect.stringMatching(/^input timeout-minutes is deprecated .*rename it to run-timeout-minutes$/)]);
  });

  it('the new name alone reads with no warning', () => {
    const read = readActionInputs(inputs({ prompt: 'x', 'run-timeout-minutes': '7' }));
    expect(read.timeoutMs).toBe(7 * 60_000);
    expect(read.deprecations).toEqual([]);
  });

  it('is declared in action.yml without a default, so the code can tell it was given', () => {
    expect(action.inputs['timeout-minutes']?.default).toBeUndefined();
    expect(action.inputs['timeout-minutes']?.description).toMatch(/^Deprecated/);
  });
});
