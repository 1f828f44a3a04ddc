// `leash chain` as real processes: one killed with SIGKILL in the middle of a task, then run
// again; and two at once on one ledger file under a shared daily budget.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { foldReservations, parseLedgerText, usdToMicros, utcDay, type ChainEnvelope, type LedgerRecord } from '../../src/budget/index.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { spawnLeash, stopLeashProcesses, taskOfRequest, waitFor } from './helpers.js';

afterEach(async () => {
  await stopLeashProcesses();
  await cleanUpRuns();
});

function ledgerRecords(path: string): LedgerRecord[] {
  return existsSync(path) ? parseLedgerText(readFileSync(path, 'utf8'), path).records : [];
}

describe('leash chain killed with SIGKILL', () => {
  it("does not redo finished tasks on the next run, and the ledger still counts the killed task's reservation", async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\n');
    let slow = true;
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: (request) => {
        const task = taskOfRequest(request.body);
        // While `slow` holds, the report task's answer crawls: the process is killed mid-stream.
        if (task === 'report' && slow) return { content: 'A report that takes its time to arrive.', eventDelayMs: 5_000 };
        return { content: `${task} done` };
      },
    });
    try {
      const chain = join(root, 'chain.yml');
      writeFileSync(
        chain,
        [
          'version: 1',
          'budget_usd: 2',
          'task_budget_usd: 0.4',
          'concurrency: 1',
          'tasks:',
          '  - id: scan',
          '    prompt: "[task:scan] Scan."',
          '  - id: report',
          '    prompt: "[task:report] Report."',
          '    needs: [scan]',
          '  - id: notify',
          '    prompt: "[task:notify] Notify."',
          '    needs: [report]',
          '',
        ].join('\n'),
      );
      const ledgerPath = join(root, 'ledger.jsonl');
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
      const args = ['chain', chain, '--ledger', ledgerPath, '--cwd', workspace, '--session-dir', join(root, 'sessions'), '--output-format', 'json'];

      const first = spawnLeash(args, env, root);
      await waitFor(
        () =>
          ledgerRecords(ledgerPath).some((r) => r.kind === 'reserve' && r.task_id === 'report') &&
          server.requests.some((r) => r.path === '/v1/messages' && taskOfRequest(r.body as never) === 'report'),
        'the report task to be reserved and running',
      );
      first.child.kill('SIGKILL');
      expect((await first.done).signal).toBe('SIGKILL');

      const afterKill = foldReservations(ledgerRecords(ledgerPath));
      expect(afterKill.map((r) => [r.record.task_id, r.state])).toEqual([
        ['scan', 'settled'],
        ['report', 'open'],
      ]);
      const chainId = afterKill[0]!.record.chain_id!;
      const scanRequests = () => server.requests.filter((r) => r.path === '/v1/messages' && taskOfRequest(r.body as never) === 'scan').length;
      expect(scanRequests()).toBe(1);

      slow = false;
      const second = spawnLeash(args, env, root);
      const { code } = await second.done;
      expect(code, second.output().stderr).toBe(0);
      const envelope = JSON.parse(second.output().stdout) as ChainEnvelope;
      expect(envelope.chain_id).toBe(chainId);
      expect(envelope.conclusion).toBe('success');
      expect(envelope.tasks.map((t) => [t.id, t.status, t.costUsd === 0])).toEqual([
        ['scan', 'succeeded', true],
        ['report', 'succeeded', false],
        ['notify', 'succeeded', false],
      ]);
      expect(envelope.tasks[0]!.reason).toMatch(/^succeeded in an earlier run of this chain/);
      // The finished task was not run again.
      expect(scanRequests()).toBe(1);
      // The killed attempt's reservation is still open and still counted in the chain's spend.
      const reservations = foldReservations(ledgerRecords(ledgerPath));
      expect(reservations.map((r) => [r.record.task_id, r.state])).toEqual([
        ['scan', 'settled'],
        ['report', 'open'],
        ['report', 'settled'],
        ['notify', 'settled'],
      ]);
      const counted = reservations.reduce((sum, r) => sum + r.countedMicros, 0);
      expect(usdToMicros(envelope.budget.spent_usd)).toBe(counted);
      expect(counted).toBeGreaterThanOrEqual(usdToMicros(0.4));
      expect(second.output().stderr).toContain('[report] start: reserved $0.40; 1 earlier attempt never settled ($0.40 still counted)');
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe('two leash chain processes on one ledger', () => {
  it('never overspend the shared daily budget, at any point of the ledger', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\n');
    // A start barrier: no answer goes out before both chains have asked for one (or one has
    // ended). A chain reserves all its tasks within a few hundred ms, and two processes spawned
    // together start up to 200 ms apart on a loaded machine: without the barrier the first could
    // reserve everything before the second reserved anything, and the two would not interleave.
    // (The server calls the script for one request at a time, so the barrier watches the
    // requests as they arrive rather than the script's own calls.)
    let aChainEnded = false;
    const chainsAsking = () =>
      new Set(server.requests.filter((r) => r.path === '/v1/messages' && r.body !== undefined).map((r) => taskOfRequest(r.body as never).split('-')[0])).size;
    // Every answer reports about $0.03 of output, and streams slowly enough that the two interleave.
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      latencyMs: 2,
      script: async () => {
        await waitFor(() => aChainEnded || chainsAsking() === 2, 'both chains to ask for an answer');
        return { content: 'Done.', usage: { output_tokens: 3_000 } };
      },
    });
    try {
      const daily = 0.5;
      const ledgerPath = join(root, 'ledger.jsonl');
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
      const runs = ['north', 'south'].map((name) => {
        const file = join(root, `${name}.yml`);
        const tasks = Array.from({ length: 10 }, (_, i) => `  - id: ${name}-${i}\n    prompt: "[task:${name}-${i}] Work."`).join('\n');
        writeFileSync(file, `version: 1\ndaily_budget_usd: ${daily}\ntask_budget_usd: 0.045\nconcurrency: 2\ntasks:\n${tasks}\n`);
        return spawnLeash(
          ['chain', file, '--ledger', ledgerPath, '--cwd', workspace, '--session-dir', join(root, 'sessions'), '--output-format', 'json'],
          env,
          root,
        );
      });
      void Promise.race(runs.map((run) => run.done)).then(() => (aChainEnded = true));
      const results = await Promise.all(runs.map((run) => run.done));
      const envelopes = runs.map((run) => JSON.parse(run.output().stdout) as ChainEnvelope);
      expect(results.map((r) => r.code)).toEqual(envelopes.map((e) => (e.conclusion === 'success' ? 0 : 5)));
      // 20 tasks of up to $0.045 do not fit in $0.50: at least one chain ran out.
      expect(envelopes.map((e) => e.conclusion)).toContain('budget_exhausted');
      expect(envelopes.every((e) => e.tasks.some((t) => t.status === 'succeeded'))).toBe(true);

      // Replay the ledger in the order it was written: no day's total ever passed the cap.
      const records = ledgerRecords(ledgerPath);
      const capMicros = usdToMicros(daily);
      for (let end = 1; end <= records.length; end += 1) {
        const perDay = new Map<string, number>();
        for (const reservation of foldReservations(records.slice(0, end))) {
          const day = utcDay(reservation.record.time);
          perDay.set(day, (perDay.get(day) ?? 0) + reservation.countedMicros);
        }
        for (const total of perDay.values()) expect(total).toBeLessThanOrEqual(capMicros);
      }
      const all = foldReservations(records);
      expect(all.every((r) => r.state === 'settled')).toBe(true);
      // What the model server billed (by the usage it reported) is what the ledger holds.
      const settled = all.reduce((sum, r) => sum + r.countedMicros, 0);
      const fromEnvelopes = envelopes.flatMap((e) => e.tasks).reduce((sum, t) => sum + usdToMicros(t.envelope?.total_cost_usd ?? 0), 0);
      expect(settled).toBe(fromEnvelopes);
      expect(settled).toBeLessThanOrEqual(capMicros);
      expect(new Set(all.map((r) => r.record.run_id)).size).toBe(2);
      // The two really ran at once: their reservations interleave in the ledger.
      const owners = records.filter((r) => r.kind === 'reserve').map((r) => r.run_id);
      expect(owners.filter((owner, i) => i > 0 && owner !== owners[i - 1]).length).toBeGreaterThanOrEqual(2);
    } finally {
      await server.close();
    }
  }, 120_000);
});
