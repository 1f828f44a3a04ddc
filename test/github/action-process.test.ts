// The built Action (dist/index.js and dist/post.js) run as processes, as the runner runs them,
// against the fake GitHub and the fake Messages API: outputs, job summary, artifact, sticky
// comment, the post step after a killed main step, and the policy read from the base branch.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedResponse } from '../../src/demo/index.js';
import { ActionWorld, buildActionBundle, perSessionScript } from './helpers.js';

const POLICY = `version: 1
default: deny
tools:
  bash:
    allow: ["ls *", "echo *"]
    deny: ["git push *"]
  write:
    allow: ["src/**"]
`;
// Line of the deny rule above, as the envelope's rule source names it.
const DENY_LINE = 6;

/** An allowed call, a denied one, an edit, and a two-line answer. */
const REVIEW_SCRIPT: ScriptedResponse[] = [
  {
    content: [
      { type: 'text', text: 'Looking around.' },
      { type: 'tool_use', name: 'bash', input: { command: 'ls src' } },
    ],
  },
  { content: [{ type: 'tool_use', name: 'bash', input: { command: 'git push origin main' } }] },
  { content: [{ type: 'tool_use', name: 'edit', input: { path: 'src/app.txt', old_string: 'hello', new_string: 'goodbye' } }] },
  { content: 'Done: changed src/app.txt.\nThe push was refused by the policy.' },
];

let bundle: ReturnType<typeof buildActionBundle>;
let world: ActionWorld;

beforeAll(async () => {
  bundle = buildActionBundle();
  world = await ActionWorld.start(bundle.dist);
  const repo = world.github.repo();
  repo.setBranch('main', { '.github/leash.yml': POLICY, 'src/app.txt': 'hello\n' });
  repo.setRole('alice', 'write');
  world.script = perSessionScript(REVIEW_SCRIPT);
}, 180_000);

afterAll(async () => {
  await world?.dispose();
  bundle?.dispose();
});

/** Messages API calls so far (count_tokens requests left out). */
function modelCalls(): number {
  return world.messages.requests.filter((request) => request.path === '/v1/messages').length;
}

function freshCheckout(policy = POLICY): void {
  world.checkout({ '.github/leash.yml': policy, 'src/app.txt': 'hello\n' });
}

describe('a prompt run on a push', () => {
  it('sets every output, writes the summary, uploads one artifact, and applies the edit', async () => {
    freshCheckout();
    const before = modelCalls();
    const env = world.stepEnv({ actor: 'alice' }, { prompt: 'Tidy src/app.txt', 'artifact-name': 'leash-push' });
    const main = await world.runStep('index', env);
    expect(main.code, main.stdout + main.stderr).toBe(0);
    expect(modelCalls() - before).toBe(4);
    expect(readFileSync(join(world.workspace, 'src', 'app.txt'), 'utf8')).toBe('goodbye\n');

    const envelope = JSON.parse(main.outputs.get('envelope') ?? 'null') as Record<string, any>;
    expect(envelope).toMatchObject({ type: 'result', subtype: 'success', is_error: false, num_turns: 4 });
    const usage = Object.values(envelope.modelUsage as Record<string, Record<string, number>>)[0]!;
    const artifact = world.github.artifact('leash-push');
    expect(artifact).toBeDefined();
    expect(Object.fromEntries(main.outputs)).toEqual({
      conclusion: 'success',
      result: 'Done: changed src/app.txt.\nThe push was refused by the policy.',
      'total-cost-usd': String(envelope.total_cost_usd),
      'input-tokens': String(usage.inputTokens),
      'output-tokens': String(usage.outputTokens),
      'cache-read-tokens': String(usage.cacheReadInputTokens),
      'cache-write-tokens': String(usage.cacheCreationInputTokens),
      'num-turns': '4',
      'session-id': envelope.session_id,
      denials: '1',
      'budget-remaining-usd': String(Math.round((2 - envelope.total_cost_usd) * 1e6) / 1e6),
      'artifact-id': String(artifact!.id),
      envelope: main.outputs.get('envelope'),
      execution_file: join(main.state.get('leash-work-dir')!, 'leash-execution-output.json'),
    });
    // claude-code-action's execution file: the session's events, in order, as one JSON array.
    const execution = JSON.parse(readFileSync(main.outputs.get('execution_file')!, 'utf8')) as Record<string, any>[];
    expect(execution.map((event) => event.type)).toEqual([
      'system',
      'user',
      'assistant',
      'tool_progress',
      'user',
      'assistant',
      'tool_progress',
      'system',
      'user',
      'assistant',
      'tool_progress',
      'user',
      'assistant',
      'result',
    ]);
    expect(execution.at(-1)).toEqual(envelope);
    expect(envelope.total_cost_usd).toBeGreaterThan(0);
    expect(envelope.permission_denials).toEqual([
      expect.objectContaining({ tool_name: 'bash', tool_input: { command: 'git push origin main' }, decision: 'deny' }),
    ]);

    // The job summary: the result first, the task table with its chart, every tool call
    // collapsed, the denial with its command, scope, rule and file:line, the links.
    expect(main.summary.startsWith('### Leash\n\n```text\nDone: changed src/app.txt.\nThe push was refused by the policy.\n```\n')).toBe(true);
    expect(main.summary).toMatch(/\| Tidy src\/app\.txt \| ✅ success \| 4 \| \$[\d.]+ \| [▁-█]{4} \|/);
    expect(main.summary).toContain('<details><summary>Tool calls: 3 (2 allowed, 1 denied by rule)</summary>');
    expect(main.summary).toContain('| 2 | `bash` | `git push origin main` | ⛔ denied by rule `git push *` |');
    expect(main.summary).toContain('`git push origin main`');
    expect(main.summary).toContain('rule `git push *`');
    expect(main.summary).toContain(`\`.github/leash.yml:${DENY_LINE}\``);
    expect(main.summary).toContain(`/leash-org/app/actions/runs/`);
    expect(main.summary).toContain(`/artifacts/${artifact!.id})`);

    // One artifact: the redacted session file, its report, the envelope and the summary, kept a week.
    expect(artifact).toMatchObject({ retentionDays: 7 });
    const files = world.github.artifactFiles('leash-push');
    expect([...files.keys()].sort()).toEqual(
      [`envelope.json`, `reports/${envelope.session_id}.html`, `sessions/${envelope.session_id}.jsonl`, 'summary.md'].sort(),
    );
    const sessionDir = main.state.get('leash-session-dir')!;
    expect(files.get(`sessions/${envelope.session_id}.jsonl`)!.toString('utf8')).toBe(readFileSync(join(sessionDir, `${envelope.session_id}.jsonl`), 'utf8'));
    expect(JSON.parse(files.get('envelope.json')!.toString('utf8'))).toEqual(envelope);
    const report = files.get(`reports/${envelope.session_id}.html`)!.toString('utf8');
    expect(report).toMatch(/^<!doctype html>/i);
    expect(report).toContain('git push origin main');
    expect(report).toContain('Denied by rule');
    expect(main.state.get('leash-artifact-id')).toBe(String(artifact!.id));

    // The post step finds the artifact uploaded and does nothing.
    const post = await world.runStep('post', world.postEnv(env, main));
    expect(post.code).toBe(0);
    expect(post.stdout).toContain('the main step uploaded its artifact');
    expect(world.github.artifacts({ name: 'leash-push-2' })).toEqual([]);
  });

  it('fails the step under fail-on: denial, still with every output and the artifact', async () => {
    freshCheckout();
    const env = world.stepEnv({ actor: 'alice' }, { prompt: 'Tidy again', 'fail-on': 'denial', 'artifact-name': 'leash-fail-on' });
    const main = await world.runStep('index', env);
    expect(main.code).toBe(1);
    expect(main.stdout).toContain('::error::Leash: the policy refused 1 call (fail-on: denial)');
    expect(main.outputs.get('conclusion')).toBe('success');
    expect(main.outputs.get('artifact-id')).toBe(String(world.github.artifact('leash-fail-on')!.id));
  });

  it('reads the deprecated timeout-minutes input and warns on the step to rename it', async () => {
    freshCheckout();
    const main = await world.runStep(
      'index',
      world.stepEnv({ actor: 'alice' }, { prompt: 'Tidy once more', 'timeout-minutes': '12', 'artifact-name': 'leash-old-timeout' }),
    );
    expect(main.code, main.stdout).toBe(0);
    expect(main.stdout).toContain('::warning::input timeout-minutes is deprecated');
    expect(main.stdout).toContain('rename it to run-timeout-minutes');
  });

  it('names the input and what it expected when an input is bad, before any model call', async () => {
    const before = modelCalls();
    for (const [inputs, message] of [
      [{ prompt: 'x', 'max-turns': 'lots' }, 'input max-turns: expected a whole number of at least 1, got "lots"'],
      [{ prompt: 'x', 'fail-on': 'error,warnings' }, 'input fail-on: expected a comma list of error, denial and budget (or none), got "warnings"'],
      [{ prompt: 'x', chain: 'chain.yml' }, 'input chain: give only one of prompt, prompt-file, chain, queue and queue-label; got prompt and chain'],
      [{ prompt: 'x', 'allow-bots': 'true' }, 'input allow-bots: expected bot logins'],
      [{ prompt: 'x', comment: 'always' }, 'input comment: expected "off" or "sticky", got "always"'],
      [{}, 'input prompt: nothing to do'],
    ] as const) {
      const main = await world.runStep('index', world.stepEnv({ actor: 'alice' }, inputs));
      expect(main.code, JSON.stringify(inputs)).toBe(1);
      expect(main.stdout).toContain(`::error::Leash: ${message}`);
    }
    expect(modelCalls()).toBe(before);
  });

  it('fails with the policy error and its file:line:col when the policy does not load', async () => {
    freshCheckout('version: 1\ndefault: maybe\n');
    const before = modelCalls();
    const main = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { prompt: 'x' }));
    expect(main.code).toBe(1);
    expect(main.stdout).toMatch(/::error::Leash: the policy does not load: \.github\/leash\.yml:2:\d+: /);
    expect(modelCalls()).toBe(before);
    // The outputs and the summary carry the error with its place, for a later step and a person.
    expect(main.outputs.get('conclusion')).toBe('failure');
    expect(main.outputs.get('result')).toMatch(/^Leash: the policy does not load: \.github\/leash\.yml:2:\d+: /);
    expect(main.summary).toContain('### Leash failed before the run');
    expect(main.summary).toContain(main.outputs.get('result')!);
  });
});

describe('other ways a run starts and ends', () => {
  it('reads prompt-file from the workspace, and fails naming the input when it is missing', async () => {
    freshCheckout();
    world.checkout({ '.github/prompts/tidy.md': 'Tidy from a file\nwith a second line.\n' });
    const main = await world.runStep(
      'index',
      world.stepEnv({ actor: 'alice' }, { 'prompt-file': '.github/prompts/tidy.md', 'artifact-name': 'leash-prompt-file' }),
    );
    expect(main.code, main.stdout).toBe(0);
    expect(main.summary).toContain('| Tidy from a file | ✅ success |');
    const session = [...world.github.artifactFiles('leash-prompt-file').entries()].find(([path]) => path.startsWith('sessions/'))![1].toString('utf8');
    expect(session).toContain('Tidy from a file\\nwith a second line.');

    const missing = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { 'prompt-file': 'nope.md' }));
    expect(missing.code).toBe(1);
    expect(missing.stdout).toContain('::error::Leash: input prompt-file: cannot read nope.md: no such file in the workspace');
  });

  it('stops cleanly on SIGTERM (a cancelled job): the envelope says so and outputs, summary and artifact are still written', async () => {
    freshCheckout();
    const previous = world.script;
    world.script = perSessionScript([REVIEW_SCRIPT[0]!, { content: 'never sent', fault: { kind: 'stall', afterEvents: 1 } }]);
    const before = modelCalls();
    const env = world.stepEnv({ actor: 'alice' }, { prompt: 'Get cancelled', 'artifact-name': 'leash-cancelled' });
    let signalled = false;
    try {
      const main = await world.runStep('index', env, {
        killWhen: () => false,
        signalWhen: () => {
          if (signalled || modelCalls() < before + 2) return null;
          signalled = true;
          return 'SIGTERM';
        },
      });
      expect(main.code, main.stdout + main.stderr).toBe(1);
      const envelope = JSON.parse(main.outputs.get('envelope')!) as { subtype: string; num_turns: number };
      expect(envelope).toMatchObject({ subtype: 'error_during_execution', num_turns: 1 });
      expect(main.outputs.get('conclusion')).toBe('failure');
      expect(main.stdout).toContain('::error::Leash: the run ended with failure');
      expect(world.github.artifactFiles('leash-cancelled').has('envelope.json')).toBe(true);
      expect(main.summary).toContain('error\\_during\\_execution');
    } finally {
      world.script = previous;
    }
  });
});

describe('on a pull request', () => {
  it('reads the policy from the base branch: a permissive policy on the head does not decide', async () => {
    const repo = world.github.repo();
    const permissive = 'version: 1\ndefault: allow\n';
    const pr = repo.addPullRequest({ title: 'loosen the policy', user: 'alice', head: { ref: 'loose', files: { '.github/leash.yml': permissive } } });
    // The checkout of a pull_request run is the merge ref: it holds the head's policy too.
    freshCheckout(permissive);
    const run = world.github.addWorkflowRun({ pullRequest: pr.number });
    const main = await world.runStep('index', world.stepEnv(run, { prompt: 'Push it' }));
    expect(main.code, main.stdout).toBe(0);
    expect(main.stdout).toContain(`read from base commit ${repo.branchSha('main')!.slice(0, 7)} of main`);
    const envelope = JSON.parse(main.outputs.get('envelope')!) as Record<string, any>;
    // git push is allowed by the head's policy; the base's deny rule decided.
    expect(envelope.permission_denials[0].scopes[0].rule).toEqual({
      pattern: 'git push *',
      effect: 'deny',
      layer: 'repository',
      source: `.github/leash.yml:${DENY_LINE}`,
    });
    const contents = world.github.requests.filter((request) => request.path.includes('/contents/'));
    expect(contents.length).toBeGreaterThan(0);
    for (const request of contents) expect(new URLSearchParams(request.query).get('ref')).toBe(repo.branchSha('main'));
  });

  it('keeps one sticky comment: created on the first run, edited in place on the next', async () => {
    const repo = world.github.repo();
    const pr = repo.addPullRequest({ title: 'review me', user: 'alice', head: { ref: 'review', files: { 'src/extra.txt': 'x\n' } } });
    repo.addComment(pr.number, { body: 'A person said something first.', user: 'alice' });
    freshCheckout();
    const first = world.github.addWorkflowRun({ pullRequest: pr.number });
    const one = await world.runStep('index', world.stepEnv(first, { prompt: 'Review this', comment: 'sticky', 'artifact-name': 'leash-review-1' }));
    expect(one.code, one.stdout).toBe(0);
    const afterFirst = repo.comments(pr.number);
    expect(afterFirst).toHaveLength(2);
    const sticky = afterFirst[1]!;
    expect(sticky.body.startsWith('<!-- leash:sticky -->')).toBe(true);
    expect(sticky.body).toContain('Done: changed src/app.txt.');
    expect(sticky.body).toContain(`$${Number(one.outputs.get('total-cost-usd')).toFixed(4)}`);
    expect(sticky.body).toContain('`git push origin main`');
    expect(sticky.body).toContain('`git push *`');
    expect(sticky.body).toContain(`/actions/runs/${first.id})`);
    expect(sticky.body).toContain(`/artifacts/${one.outputs.get('artifact-id')})`);

    freshCheckout();
    const second = world.github.addWorkflowRun({ pullRequest: pr.number });
    const two = await world.runStep('index', world.stepEnv(second, { prompt: 'Review this', comment: 'sticky', 'artifact-name': 'leash-review-2' }));
    expect(two.code, two.stdout).toBe(0);
    const afterSecond = repo.comments(pr.number);
    expect(afterSecond).toHaveLength(2);
    expect(afterSecond[0]!.body).toBe('A person said something first.');
    expect(afterSecond[1]!.id).toBe(sticky.id);
    expect(afterSecond[1]!.body).toContain(`/actions/runs/${second.id})`);
    expect(afterSecond[1]!.body).not.toContain(`/actions/runs/${first.id})`);
    expect(two.stdout).toContain(`updated the sticky comment on #${pr.number}`);
  });
});

describe('the post step', () => {
  it('uploads what a main step killed with SIGKILL left: the session so far and its report', async () => {
    freshCheckout();
    const previous = world.script;
    // The second model call stalls; the main step is killed while it waits.
    world.script = perSessionScript([REVIEW_SCRIPT[0]!, { content: 'never sent', fault: { kind: 'stall', afterEvents: 1 } }]);
    const before = modelCalls();
    const env = world.stepEnv({ actor: 'alice' }, { prompt: 'Get killed', 'artifact-name': 'leash-killed' });
    try {
      const main = await world.runStep('index', env, { killWhen: () => modelCalls() >= before + 2 });
      expect(main.signal).toBe('SIGKILL');
      expect(world.github.artifacts({ name: 'leash-killed' })).toEqual([]);
      expect(main.outputs.size).toBe(0);

      const sessionDir = main.state.get('leash-session-dir')!;
      const sessions = readdirSync(sessionDir);
      expect(sessions).toHaveLength(1);
      const left = readFileSync(join(sessionDir, sessions[0]!), 'utf8');

      const post = await world.runStep('post', world.postEnv(env, main));
      expect(post.code, post.stdout + post.stderr).toBe(0);
      const files = world.github.artifactFiles('leash-killed');
      const stem = sessions[0]!.replace(/\.jsonl$/, '');
      expect([...files.keys()].sort()).toEqual([`reports/${stem}.html`, `sessions/${stem}.jsonl`, 'summary.md']);
      const uploaded = files.get(`sessions/${stem}.jsonl`)!.toString('utf8');
      expect(uploaded).toBe(left);
      const types = uploaded
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as { type: string; subtype?: string }).type);
      expect(types).toEqual(['system', 'user', 'assistant', 'tool_progress', 'user']);
      expect(files.get(`reports/${stem}.html`)!.toString('utf8')).toContain('Ended without a result');
      expect(post.summary).toContain('The main step did not finish');
      expect(post.summary).toContain('⚠️');
      expect(post.summary).toContain(`/artifacts/${world.github.artifact('leash-killed')!.id})`);
      expect(existsSync(sessionDir)).toBe(true);
    } finally {
      world.script = previous;
    }
  });
});
