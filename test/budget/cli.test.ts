// The budget commands end to end, in-process, with the real loop against the fake Messages
// API: leash chain and leash grind (progress, table, envelope, exit codes), leash run --ledger
// (reserve, settle, refuse, resume counting only new spend) and leash budget status.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../src/agent/events.js';
import { FileLedgerStore, foldReservations, reserveSpend, usdToMicros, type ChainEnvelope, type GrindEnvelope } from '../../src/budget/index.js';
import { startFakeMessagesServer, type FakeMessagesServer, type ScriptFunction } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { taskOfRequest } from './helpers.js';

afterEach(cleanUpRuns);

const POLICY = 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *"]\n';

async function setUp(script: ScriptFunction) {
  const { root, workspace, home } = makeWorkspace({}, POLICY);
  const server: FakeMessagesServer = await startFakeMessagesServer({ minCacheableTokens: 0, script });
  const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
  const ledgerPath = join(root, 'ledger.jsonl');
  const common = ['--cwd', workspace, '--policy', join(workspace, '.github/leash.yml'), '--session-dir', join(root, 'sessions'), '--ledger', ledgerPath];
  return { root, workspace, home, server, env, ledgerPath, common };
}

async function settledMicros(path: string): Promise<number> {
  return foldReservations(await new FileLedgerStore(path).read()).reduce((sum, r) => sum + (r.state === 'open' ? 0 : r.countedMicros), 0);
}

describe('leash chain', () => {
  it('prints a progress line per task event and a table, and exits 0 on success', async () => {
    const t = await setUp((request) => {
      const turns = request.body.messages.filter((m) => m.role === 'assistant').length;
      if (taskOfRequest(request.body) === 'lint' && turns === 0) return { content: [{ type: 'tool_use', name: 'bash', input: { command: 'echo linting' } }] };
      return { content: `${taskOfRequest(request.body)} done` };
    });
    try {
      const chain = join(t.root, 'chain.yml');
      writeFileSync(
        chain,
        'version: 1\ntask_budget_usd: 0.5\nbudget_usd: 2\ntasks:\n  - id: lint\n    prompt: "[task:lint] Lint."\n  - id: fix\n    prompt: "[task:fix] Fix."\n    needs: [lint]\n',
      );
      const result = await runCliInProcess(['chain', chain, ...t.common, '--chain-id', 'cli-1'], { cwd: t.root, env: t.env });
      expect(result.code, result.stderr).toBe(0);
      const progress = result.stderr.trim().split('\n');
      expect(progress[0]).toBe(`leash chain cli-1: 2 tasks from chain.yml, budget $2.00; ledger ${t.ledgerPath}`);
      expect(progress.filter((l) => /^\[(lint|fix)\] /.test(l)).map((l) => l.replace(/ \(\$[\d.]+\)$/, '').replace(/session: .*/, 'session: …'))).toEqual([
        '[lint] start: reserved $0.50',
        '[lint] session: …',
        '[lint] turn 1',
        '[lint] turn 2',
        '[lint] end: success after 2 turns',
        '[fix] start: reserved $0.50',
        '[fix] session: …',
        '[fix] turn 1',
        '[fix] end: success after 1 turn',
      ]);
      const table = result.stdout.trim().split('\n');
      expect(table[0]).toMatch(/^task +status +cost +turns +note$/);
      expect(table[1]).toMatch(/^lint +succeeded +\$0\.\d+ +2 +lint done$/);
      expect(table[2]).toMatch(/^fix +succeeded +\$0\.\d+ +1 +fix done$/);
      expect(table.at(-1)).toMatch(/^success: chain cli-1, \$0\.\d+ spent in this run, \$0\.\d+ in the chain so far, \$1\.9\d+ left$/);
    } finally {
      await t.server.close();
    }
  });

  it('exits 1 on a failed task, with the downstream task skipped in the JSON envelope', async () => {
    const t = await setUp(() => ({ content: [{ type: 'tool_use', name: 'bash', input: { command: 'echo again' } }] }));
    try {
      const chain = join(t.root, 'chain.yml');
      writeFileSync(
        chain,
        'version: 1\ntask_budget_usd: 0.5\nmax_turns: 2\ntasks:\n  - id: build\n    prompt: "[task:build] Build."\n  - id: ship\n    prompt: "[task:ship] Ship."\n    needs: [build]\n',
      );
      const result = await runCliInProcess(['chain', chain, ...t.common, '--output-format', 'json'], { cwd: t.root, env: t.env });
      expect(result.code).toBe(1);
      const envelope = JSON.parse(result.stdout) as ChainEnvelope;
      expect(envelope).toMatchObject({ type: 'chain_result', conclusion: 'failure', is_error: true });
      expect(envelope.chain_id).toMatch(/^chain-[0-9a-f]{12}$/);
      expect(envelope.tasks[0]).toMatchObject({ id: 'build', status: 'failed' });
      expect(envelope.tasks[0]!.envelope).toMatchObject({ type: 'result', subtype: 'error_max_turns', num_turns: 2 });
      expect(envelope.tasks[1]).toMatchObject({ id: 'ship', status: 'skipped', reason: 'needs "build", which failed', costUsd: 0 });
      expect(await settledMicros(t.ledgerPath)).toBe(usdToMicros(envelope.total_cost_usd));
    } finally {
      await t.server.close();
    }
  });

  it('exits 5 with conclusion budget_exhausted when the next task does not fit, distinct from failure', async () => {
    // Each answer reports 15,000 output tokens: about $0.15 at claude-sonnet-5-5's $10 per million.
    const t = await setUp(() => ({ content: 'Done.', usage: { output_tokens: 15_000 } }));
    try {
      const chain = join(t.root, 'chain.yml');
      writeFileSync(
        chain,
        'version: 1\nbudget_usd: 0.3\ntask_budget_usd: 0.2\nconcurrency: 1\ntasks:\n  - id: a\n    prompt: "[task:a] A."\n  - id: b\n    prompt: "[task:b] B."\n    needs: [a]\n  - id: c\n    prompt: "[task:c] C."\n    needs: [b]\n',
      );
      const result = await runCliInProcess(['chain', chain, ...t.common, '--output-format', 'json'], { cwd: t.root, env: t.env });
      expect(result.code, result.stderr).toBe(5);
      const envelope = JSON.parse(result.stdout) as ChainEnvelope;
      expect(envelope).toMatchObject({ conclusion: 'budget_exhausted', is_error: true });
      expect(envelope.tasks.map((task) => task.status)).toEqual(['succeeded', 'not_started', 'not_started']);
      expect(envelope.tasks[1]!.reason).toMatch(
        /^chain budget of chain "chain-[0-9a-f]+" exhausted: cap \$0\.30, \$0\.1\d+ left, reservation "[^"]+" needs \$0\.20$/,
      );
      expect(envelope.budget.chain_usd).toBe(0.3);
      expect(envelope.budget.spent_usd).toBeGreaterThan(0.15);
      expect(envelope.budget.spent_usd).toBeLessThanOrEqual(0.3);
      expect(result.stderr).toMatch(/\n\[b\] refused: chain budget of chain/);
    } finally {
      await t.server.close();
    }
  });
});

describe('leash grind', () => {
  it("drips through a queue file and exits 0 when it is empty, 5 when the day's budget cannot cover the next task", async () => {
    const t = await setUp((request) => ({ content: `${taskOfRequest(request.body)} fixed`, usage: { output_tokens: 4_000 } }));
    try {
      const queue = join(t.root, 'issues.jsonl');
      writeFileSync(queue, ['a', 'b', 'c', 'd'].map((id) => JSON.stringify({ id, prompt: `[task:${id}] Fix issue ${id}.` })).join('\n') + '\n');
      // Each task costs a little over $0.04; the day holds $0.15 and a task reserves $0.06.
      const first = await runCliInProcess(
        ['grind', '--queue', queue, '--daily-budget-usd', '0.15', '--task-budget-usd', '0.06', ...t.common, '--output-format', 'json'],
        { cwd: t.root, env: t.env },
      );
      expect(first.code, first.stderr).toBe(5);
      const envelope = JSON.parse(first.stdout) as GrindEnvelope;
      expect(envelope).toMatchObject({ type: 'grind_result', conclusion: 'budget_exhausted', is_error: false });
      expect(envelope.tasks.map((task) => [task.id, task.status])).toEqual([
        ['a', 'succeeded'],
        ['b', 'succeeded'],
        ['c', 'succeeded'],
        ['d', 'not_started'],
      ]);
      const marks = readFileSync(`${queue}.state.jsonl`, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { id: string; status: string });
      expect(marks.map((m) => [m.id, m.status])).toEqual([
        ['a', 'done'],
        ['b', 'done'],
        ['c', 'done'],
      ]);
      expect(envelope.budget.spent_today_usd).toBeLessThanOrEqual(0.15);

      const more = await runCliInProcess(['grind', '--queue', queue, '--daily-budget-usd', '1', '--task-budget-usd', '0.06', ...t.common], {
        cwd: t.root,
        env: t.env,
      });
      expect(more.code, more.stderr).toBe(0);
      expect(more.stdout).toMatch(/^task +status/);
      expect(more.stdout).toMatch(/\nd +succeeded +\$0\.04\d* +1 +d fixed\n/);
      expect(more.stdout.trim().split('\n').at(-1)).toMatch(
        /^queue_empty: \$0\.04\d* spent in this run; today \$0\.1\d+ of \$1\.00, \$0\.8\d+ left; queue issues\.jsonl \(0 of 4 tasks left\)$/,
      );
    } finally {
      await t.server.close();
    }
  });

  it('refuses a queue whose tasks have no cap when --task-budget-usd is missing (exit 2, naming the line)', async () => {
    const t = await setUp(() => ({ content: 'never' }));
    try {
      const queue = join(t.root, 'q.yml');
      writeFileSync(queue, '- id: a\n  prompt: x\n  budget_usd: 0.1\n- id: b\n  prompt: y\n');
      const result = await runCliInProcess(['grind', '--queue', queue, '--daily-budget-usd', '1', ...t.common], { cwd: t.root, env: t.env });
      expect(result.code).toBe(2);
      expect(result.stderr.trim()).toBe('leash: q.yml:4: task "b" has no budget_usd, and --task-budget-usd is not given; every task needs a cap');
      expect(t.server.requests).toHaveLength(0);
    } finally {
      await t.server.close();
    }
  });
});

describe('leash run --ledger', () => {
  it('reserves the cap, settles with total_cost_usd, and on --resume settles only the new spend', async () => {
    const t = await setUp((_request, index) => ({ content: index === 0 ? 'First answer.' : 'Second answer.', usage: { output_tokens: 1_000 + index * 500 } }));
    try {
      const args = ['run', '--max-budget-usd', '0.5', '--daily-budget-usd', '2', '--output-format', 'json', ...t.common];
      const first = await runCliInProcess([...args, '--prompt', 'One.'], { cwd: t.root, env: t.env });
      expect(first.code, first.stderr).toBe(0);
      const one = JSON.parse(first.stdout) as ResultEvent;
      const second = await runCliInProcess([...args, '--resume', one.session_id, '--prompt', 'Two.'], { cwd: t.root, env: t.env });
      expect(second.code, second.stderr).toBe(0);
      const two = JSON.parse(second.stdout) as ResultEvent;
      expect(two.session_cost_usd).toBeGreaterThan(two.total_cost_usd);
      const reservations = foldReservations(await new FileLedgerStore(t.ledgerPath).read());
      expect(reservations.map((r) => [r.record.amount_usd, r.state, r.closing?.amount_usd, r.closing?.session_id])).toEqual([
        [0.5, 'settled', one.total_cost_usd, one.session_id],
        [0.5, 'settled', two.total_cost_usd, one.session_id],
      ]);
    } finally {
      await t.server.close();
    }
  });

  it('refuses a run that does not fit the day before any model call: error_max_budget_usd, exit 1', async () => {
    const t = await setUp(() => ({ content: 'never' }));
    try {
      await reserveSpend(new FileLedgerStore(t.ledgerPath), { run_id: 'earlier', amount_usd: 0.8 }, {});
      const args = ['run', '--prompt', 'Go.', '--max-budget-usd', '0.5', '--daily-budget-usd', '1', ...t.common];
      const text = await runCliInProcess(args, { cwd: t.root, env: t.env });
      expect(text.code).toBe(1);
      expect(text.stderr.trim()).toMatch(
        /^leash: error_max_budget_usd: not started: daily budget of day \d{4}-\d\d-\d\d \(UTC\) exhausted: cap \$1\.00, \$0\.20 left, reservation "[^"]+" needs \$0\.50 \(ledger .*ledger\.jsonl\)$/,
      );
      const json = await runCliInProcess([...args, '--output-format', 'json'], { cwd: t.root, env: t.env });
      expect(json.code).toBe(1);
      expect(JSON.parse(json.stdout)).toMatchObject({
        type: 'result',
        subtype: 'error_max_budget_usd',
        is_error: true,
        total_cost_usd: 0,
        num_turns: 0,
        terminal_reason: 'budget_exhausted',
      });
      expect(t.server.requests).toHaveLength(0);
      expect(foldReservations(await new FileLedgerStore(t.ledgerPath).read())).toHaveLength(1);
    } finally {
      await t.server.close();
    }
  });

  it('needs --max-budget-usd with --ledger, and --ledger with a daily or monthly budget (exit 2)', async () => {
    const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: 'k' };
    const noCap = await runCliInProcess(['run', '--prompt', 'x', '--ledger', '/tmp/never.jsonl'], { env });
    expect([noCap.code, noCap.stderr.trim()]).toEqual([2, 'leash: --ledger needs --max-budget-usd: the run reserves its cap in the ledger before it starts']);
    const noLedger = await runCliInProcess(['run', '--prompt', 'x', '--daily-budget-usd', '1'], { env });
    expect(noLedger.code).toBe(2);
    expect(noLedger.stderr).toContain('give --ledger PATH too');
  });
});

describe('leash budget status', () => {
  it('prints spend per window with caps, and the same as JSON', async () => {
    const { root } = makeWorkspace();
    const path = join(root, 'ledger.jsonl');
    const store = new FileLedgerStore(path);
    await reserveSpend(store, { run_id: 'r1', chain_id: 'nightly', task_id: 'lint', amount_usd: 0.4 }, {});
    const text = await runCliInProcess(['budget', 'status', '--ledger', path, '--daily-budget-usd', '1', '--monthly-budget-usd', '10'], {
      env: { PATH: process.env.PATH },
    });
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`Ledger ${path}\nBudget status at `);
    expect(text.stdout).toMatch(/\ntoday \d{4}-\d\d-\d\d +\$0\.00 +\$0\.40 +\$0\.40 +\$1\.00 +\$0\.60\n/);
    expect(text.stdout).toMatch(/\nchain nightly +\$0\.00 +\$0\.40 +\$0\.40 +- +-\n/);
    expect(text.stdout).toContain('Open reservations (1), counted as spent until settled or released:');
    const json = await runCliInProcess(['budget', 'status', '--ledger', path, '--daily-budget-usd', '1', '--json'], { env: { PATH: process.env.PATH } });
    const status = JSON.parse(json.stdout) as {
      today: { total: number; remaining_usd: number };
      month: { cap_usd: null };
      chains: Array<{ chain_id: string }>;
      open_reservations: Array<{ task_id: string; age_ms: number }>;
    };
    expect(status.today).toMatchObject({ total: 0.4, reserved: 0.4, cap_usd: 1, remaining_usd: 0.6 });
    expect(status.month.cap_usd).toBeNull();
    expect(status.chains.map((c) => c.chain_id)).toEqual(['nightly']);
    expect(status.open_reservations.map((r) => r.task_id)).toEqual(['lint']);
    const corrupt = join(root, 'bad.jsonl');
    writeFileSync(corrupt, '{"kind":"reserve"}\n');
    const bad = await runCliInProcess(['budget', 'status', '--ledger', corrupt], { env: { PATH: process.env.PATH } });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(`leash: ${corrupt}:1: id: expected a non-empty string, found nothing`);
  });
});
