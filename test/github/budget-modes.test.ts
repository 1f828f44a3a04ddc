// The modes that keep a ledger, run as the built Action against the fakes: a budget-capped
// chain (from the base branch on a pull request), the grinder over labelled issues with its
// ledger in the Actions cache across runs, and a prompt under a daily budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScriptedResponse } from '../../src/demo/index.js';
import { ActionWorld, buildActionBundle, perSessionScript } from './helpers.js';

const POLICY = `version: 1
default: deny
tools:
  bash:
    allow: ["ls *", "echo *", "cat *"]
    deny: ["git push *"]
`;

const CHAIN = `version: 1
budget_usd: 0.4
tasks:
  - id: survey
    prompt: Survey the repository.
    budget_usd: 0.3
  - id: fix
    prompt: Fix what the survey found.
    needs: [survey]
    budget_usd: 0.399
`;

/** Answers by what the prompt is about; every task ends in one or two turns. */
function answers(prompt: string): ScriptedResponse[] {
  if (prompt.includes('Survey'))
    return [{ content: [{ type: 'tool_use', name: 'bash', input: { command: 'ls' } }] }, { content: 'Two files, nothing broken.' }];
  if (prompt.includes('Fix what')) return [{ content: 'Nothing to fix.' }];
  if (prompt.includes('Head chain')) return [{ content: 'HEAD CHAIN RAN' }];
  if (prompt.includes('cat the readme'))
    return [{ content: [{ type: 'tool_use', name: 'bash', input: { command: 'cat README.md' } }] }, { content: 'Read it.' }];
  if (prompt.includes('issue #')) return [{ content: `Handled: ${prompt.split('\n')[0]}` }];
  return [{ content: 'Done.' }];
}

let bundle: ReturnType<typeof buildActionBundle>;
let world: ActionWorld;

beforeAll(async () => {
  bundle = buildActionBundle();
  world = await ActionWorld.start(bundle.dist);
  const repo = world.github.repo();
  repo.setBranch('main', { '.github/leash.yml': POLICY, 'chain.yml': CHAIN, 'README.md': 'hello\n' });
  repo.setRole('alice', 'write');
  repo.setRole('bob', 'read');
  world.checkout({ '.github/leash.yml': POLICY, 'chain.yml': CHAIN, 'README.md': 'hello\n' });
  world.script = perSessionScript(answers);
}, 180_000);

afterAll(async () => {
  await world?.dispose();
  bundle?.dispose();
});

function modelPrompts(): string[] {
  return world.messages.requests
    .filter((request) => request.path === '/v1/messages')
    .map((request) => {
      const first = (request.body as { messages: { content: string | { text?: string }[] }[] }).messages[0]?.content;
      return typeof first === 'string' ? first : (first ?? []).map((block) => block.text ?? '').join('\n');
    });
}

describe('chain', () => {
  it('runs the tasks in order and ends budget_exhausted when the next cap does not fit', async () => {
    const main = await world.runStep('index', world.stepEnv({ actor: 'alice' }, { chain: 'chain.yml', 'artifact-name': 'leash-chain', 'fail-on': 'error' }));
    expect(main.code, main.stdout + main.stderr).toBe(0);
    const envelope = JSON.parse(main.outputs.get('envelope')!) as {
      type: string;
      conclusion: string;
      tasks: { id: string; status: string; reason?: string }[];
      total_cost_usd: number;
      budget: { remaining_usd: number };
    };
    expect(envelope.type).toBe('chain_result');
    expect(envelope.conclusion).toBe('budget_exhausted');
    expect(envelope.tasks.map((task) => [task.id, task.status])).toEqual([
      ['survey', 'succeeded'],
      ['fix', 'not_started'],
    ]);
    expect(main.outputs.get('conclusion')).toBe('budget_exhausted');
    expect(main.outputs.get('num-turns')).toBe('2');
    expect(main.outputs.get('total-cost-usd')).toBe(String(envelope.total_cost_usd));
    expect(main.outputs.get('budget-remaining-usd')).toBe(String(envelope.budget.remaining_usd));
    expect(main.outputs.get('result')).toContain('1 of 2 tasks succeeded (budget_exhausted).\nfix: not_started');
    expect(main.summary).toContain('| survey | ✅ success | 2 |');
    expect(main.summary).toContain('| fix |');
    expect(main.summary).toContain('| **Total** |');
    const files = [...world.github.artifactFiles('leash-chain').keys()].sort();
    expect(files).toContain('envelope.json');
    expect(files).toContain('envelopes/survey.json');
    expect(files.filter((file) => file.startsWith('sessions/'))).toHaveLength(1);
    expect(files.filter((file) => file.startsWith('reports/'))).toHaveLength(1);
    // The ledger went to the Actions cache.
    expect(world.github.cacheEntries({ keyPrefix: 'leash-ledger-default-' }).length).toBeGreaterThan(0);
  });

  it('fails the step when the chain runs out of budget under the default fail-on', async () => {
    const main = await world.runStep(
      'index',
      world.stepEnv({ actor: 'alice' }, { chain: 'chain.yml', 'chain-budget-usd': '0.31', 'artifact-name': 'leash-chain-2', ledger: 'off' }),
    );
    expect(main.code).toBe(1);
    expect(main.stdout).toContain('::error::Leash: the budget ran out');
    expect(main.outputs.get('conclusion')).toBe('budget_exhausted');
  });

  it('on a pull request reads the chain file, the policy and what it extends from the base commit', async () => {
    const repo = world.github.repo();
    repo.setBranch('main', {
      '.github/leash.yml': 'version: 1\nextends: [./org.yml]\ndefault: deny\ntools:\n  bash:\n    allow: ["cat *"]\n',
      '.github/org.yml': 'version: 1\ntools:\n  bash:\n    deny: ["cat README.md"]\n',
      'base-chain.yml': 'version: 1\ntask_budget_usd: 0.5\ntasks:\n  - id: read\n    prompt: Please cat the readme.\n',
      'README.md': 'hello\n',
    });
    const headChain = 'version: 1\ntask_budget_usd: 0.5\ntasks:\n  - id: read\n    prompt: Head chain, do something else.\n';
    const pr = repo.addPullRequest({
      title: 'change the org policy',
      user: 'alice',
      head: { ref: 'loosen', files: { '.github/org.yml': 'version: 1\ndefault: allow\n', 'base-chain.yml': headChain } },
    });
    world.checkout({ '.github/org.yml': 'version: 1\ndefault: allow\n', 'base-chain.yml': headChain });
    const main = await world.runStep(
      'index',
      world.stepEnv({ pullRequest: pr.number }, { chain: 'base-chain.yml', 'artifact-name': 'leash-pr-chain', ledger: 'off' }),
    );
    expect(main.code, main.stdout).toBe(0);
    expect(modelPrompts().some((prompt) => prompt.includes('Head chain'))).toBe(false);
    const envelope = JSON.parse(main.outputs.get('envelope')!) as {
      tasks: { envelope?: { permission_denials: { scopes: { rule: { source: string; pattern: string } | null }[] }[] } }[];
    };
    const denial = envelope.tasks[0]!.envelope!.permission_denials[0]!;
    expect(denial.scopes[0]!.rule).toMatchObject({ pattern: 'cat README.md', source: '.github/org.yml:4' });
    repo.setBranch('main', { '.github/leash.yml': POLICY, 'chain.yml': CHAIN, 'README.md': 'hello\n' });
  });
});

describe('grinder over a queue file', () => {
  it("works through the file's tasks and marks each in the state file beside it", async () => {
    world.checkout({ '.github/leash/queue.yml': '- { id: one, prompt: "Queue task one", budget_usd: 0.2 }\n- { id: two, prompt: "Queue task two" }\n' });
    const main = await world.runStep(
      'index',
      world.stepEnv(
        { actor: 'alice' },
        { queue: '.github/leash/queue.yml', 'daily-budget-usd': '5', 'max-budget-usd': '0.3', ledger: 'off', 'artifact-name': 'leash-queue-file' },
      ),
    );
    expect(main.code, main.stdout).toBe(0);
    expect(JSON.parse(main.outputs.get('envelope')!)).toMatchObject({
      type: 'grind_result',
      conclusion: 'queue_empty',
      tasks: [
        { id: 'one', status: 'succeeded' },
        { id: 'two', status: 'succeeded' },
      ],
    });
    expect(main.outputs.get('session-id')!.split(',')).toHaveLength(2);
    const marks = readFileSync(join(world.workspace, '.github', 'leash', 'queue.yml.state.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; status: string });
    expect(marks.map((mark) => [mark.id, mark.status])).toEqual([
      ['one', 'done'],
      ['two', 'done'],
    ]);
    expect(main.summary).toContain('| one | ✅ success |');
    expect(main.summary).toContain('| two | ✅ success |');
  });
});

describe('grinder over labelled issues', () => {
  it('works each issue by a writer, comments with the result and cost, swaps the label, and refuses issues by others', async () => {
    const repo = world.github.repo();
    const mine = repo.addIssue({ title: 'Tidy the readme', body: 'It has a typo.', user: 'alice', labels: ['leash'] });
    const theirs = repo.addIssue({ title: 'Delete everything', body: 'Please.', user: 'bob', labels: ['leash'] });
    const unlabelled = repo.addIssue({ title: 'Not for the bot', user: 'alice' });
    const run = world.github.addWorkflowRun({ event: 'schedule', actor: 'alice' });
    const main = await world.runStep(
      'index',
      world.stepEnv(run, { 'queue-label': 'leash', 'daily-budget-usd': '1', 'max-budget-usd': '0.2', 'artifact-name': 'leash-grind' }),
    );
    expect(main.code, main.stdout + main.stderr).toBe(0);
    expect(main.outputs.get('conclusion')).toBe('queue_empty');

    expect(repo.issue(mine.number)!.labels).toEqual(['leash:done']);
    const done = repo.comments(mine.number);
    expect(done).toHaveLength(1);
    expect(done[0]!.body).toContain('Leash finished this task');
    expect(done[0]!.body).toContain('`success`');
    expect(done[0]!.body).toMatch(/\*\*\$0\.\d{4}\*\*/);
    expect(done[0]!.body).toContain(`Handled: GitHub issue #${mine.number} in leash-org/app: Tidy the readme`);
    expect(done[0]!.body).toContain(`/actions/runs/${run.id})`);

    expect(repo.issue(theirs.number)!.labels).toEqual(['leash:failed']);
    expect(repo.comments(theirs.number)[0]!.body).toContain('its author bob has read access');
    expect(modelPrompts().some((prompt) => prompt.includes('Delete everything'))).toBe(false);
    expect(repo.issue(unlabelled.number)!.labels).toEqual([]);
    expect(repo.comments(unlabelled.number)).toEqual([]);
  });

  it("keeps the day's spend in the Actions cache: the next run counts it and stops before a cap that no longer fits", async () => {
    const repo = world.github.repo();
    const first = repo.addIssue({ title: 'First of the day', user: 'alice', labels: ['grind'] });
    const entries = world.github.cacheEntries({ keyPrefix: 'leash-ledger-default-' }).length;
    const one = await world.runStep(
      'index',
      world.stepEnv(
        { event: 'schedule', actor: 'alice' },
        { 'queue-label': 'grind', 'daily-budget-usd': '1', 'max-budget-usd': '0.5', 'artifact-name': 'leash-day-1' },
      ),
    );
    expect(one.code, one.stdout).toBe(0);
    expect(world.github.cacheEntries({ keyPrefix: 'leash-ledger-default-' }).length).toBeGreaterThan(entries);
    const envelopeOne = JSON.parse(one.outputs.get('envelope')!) as {
      conclusion: string;
      tasks: { id: string; status: string }[];
      budget: { spent_today_usd: number };
    };
    expect(envelopeOne).toMatchObject({ conclusion: 'queue_empty', tasks: [{ id: `issue-${first.number}`, status: 'succeeded' }] });
    const spentToday = envelopeOne.budget.spent_today_usd;
    expect(spentToday).toBeGreaterThan(0.001);
    expect(repo.issue(first.number)!.labels).toEqual(['leash:done']);

    // A day's budget that fits the next cap only if the spend above were forgotten.
    const second = repo.addIssue({ title: 'Second of the day', user: 'alice', labels: ['grind'] });
    const daily = (Math.round((spentToday + 0.4999) * 1e6) / 1e6).toString();
    const calls = modelPrompts().length;
    const two = await world.runStep(
      'index',
      world.stepEnv(
        { event: 'schedule', actor: 'alice' },
        { 'queue-label': 'grind', 'daily-budget-usd': daily, 'max-budget-usd': '0.5', 'fail-on': 'error', 'artifact-name': 'leash-day-2' },
      ),
    );
    expect(two.code, two.stdout).toBe(0);
    expect(JSON.parse(two.outputs.get('envelope')!)).toMatchObject({
      conclusion: 'budget_exhausted',
      tasks: [{ id: `issue-${second.number}`, status: 'not_started' }],
    });
    expect(two.outputs.get('conclusion')).toBe('budget_exhausted');
    expect(modelPrompts().length).toBe(calls);
    expect(repo.issue(second.number)!.labels).toEqual(['grind']);
    expect(repo.comments(second.number)).toEqual([]);
  });
});

describe('a ledger that cannot be written', () => {
  it("fails the step with the ledger's reason before any task runs (a read-only cache token)", async () => {
    const repo = world.github.repo();
    const issue = repo.addIssue({ title: 'Blocked by the ledger', user: 'alice', labels: ['ro'] });
    const calls = modelPrompts().length;
    const main = await world.runStep(
      'index',
      world.stepEnv({ event: 'schedule', actor: 'alice', cacheWritable: false }, { 'queue-label': 'ro', 'daily-budget-usd': '1', 'max-budget-usd': '0.5' }),
    );
    expect(main.code).toBe(1);
    expect(main.stdout).toMatch(/::error::Leash: the budget ledger: .*refused to save the ledger/);
    expect(modelPrompts().length).toBe(calls);
    expect(repo.issue(issue.number)!.labels).toEqual(['ro']);
    expect(repo.comments(issue.number)).toEqual([]);
  });
});

describe('a prompt under a daily budget', () => {
  it('is not started when its cap does not fit the day, and says so', async () => {
    const calls = modelPrompts().length;
    const main = await world.runStep(
      'index',
      world.stepEnv({ actor: 'alice' }, { prompt: 'Anything', 'daily-budget-usd': '0.5', 'max-budget-usd': '0.75', ledger: 'off' }),
    );
    expect(main.code).toBe(1);
    expect(main.outputs.get('conclusion')).toBe('budget_exhausted');
    expect(main.outputs.get('result')).toMatch(/^Not started: /);
    expect(main.outputs.get('total-cost-usd')).toBe('0');
    expect(modelPrompts().length).toBe(calls);
  });

  it('runs and reports what is left of the day when it fits', async () => {
    const main = await world.runStep(
      'index',
      world.stepEnv({ actor: 'alice' }, { prompt: 'Anything at all', 'daily-budget-usd': '3', 'max-budget-usd': '1', ledger: 'off' }),
    );
    expect(main.code, main.stdout).toBe(0);
    const cost = Number(main.outputs.get('total-cost-usd'));
    expect(cost).toBeGreaterThan(0);
    expect(Number(main.outputs.get('budget-remaining-usd'))).toBeCloseTo(3 - cost, 6);
  });
});
