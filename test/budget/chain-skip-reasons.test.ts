// Issue 15 item 7: chains with many tasks. In a 10,000-task chain whose first task fails, each
// skipped task's reason names the task it needs and where the trouble began, once: reasons do
// not nest (they grew with the square of the chain's length, to gigabytes), and a chain listed
// last-first does not recurse down its length.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileLedgerStore, runChain, type ChainDefinition, type ChainProgress, type TaskSpec } from '../../src/budget/index.js';
import { removeTempDirs, scriptedRunner, tempDir } from './helpers.js';

afterEach(removeTempDirs);

const TASKS = 10_000;

function longChain(order: 'first-first' | 'last-first'): ChainDefinition {
  const tasks: TaskSpec[] = Array.from({ length: TASKS }, (_, i) => ({ id: `t${i}`, prompt: `Do ${i}.`, capUsd: 0.01, needs: i === 0 ? [] : [`t${i - 1}`] }));
  if (order === 'last-first') tasks.reverse();
  return {
    file: '/x/chain.yml',
    source: 'chain.yml',
    contentHash: 'h',
    budgetUsd: null,
    dailyBudgetUsd: null,
    monthlyBudgetUsd: null,
    concurrency: null,
    model: null,
    tasks,
  };
}

describe('issue 15 item 7: chains with many tasks', () => {
  for (const order of ['first-first', 'last-first'] as const) {
    it(`states each skip reason once per task in a 10,000-task chain whose first task fails (listed ${order})`, async () => {
      const runner = scriptedRunner({ t0: { subtype: 'error_max_turns', delayMs: 1 } });
      let progressBytes = 0;
      const envelope = await runChain({
        chain: longChain(order),
        chainId: `long-${order}`,
        runId: 'r1',
        ledger: new FileLedgerStore(join(tempDir(), 'ledger.jsonl')),
        runTask: runner.runTask,
        onProgress: (event: ChainProgress) => {
          progressBytes += (event.detail ?? '').length;
        },
      });
      expect(envelope.conclusion).toBe('failure');
      expect(runner.calls.map((call) => call.task.id)).toEqual(['t0']);
      const byId = new Map(envelope.tasks.map((task) => [task.id, task]));
      expect(byId.get('t0')!.status).toBe('failed');
      expect(byId.get('t1')).toMatchObject({ status: 'skipped', reason: 'needs "t0", which failed' });
      expect(byId.get('t2')).toMatchObject({ status: 'skipped', reason: 'needs "t1", which was skipped because "t0" failed' });
      expect(byId.get(`t${TASKS - 1}`)).toMatchObject({ status: 'skipped', reason: `needs "t${TASKS - 2}", which was skipped because "t0" failed` });
      const longest = Math.max(...envelope.tasks.map((task) => task.reason?.length ?? 0));
      expect(longest).toBeLessThan(100);
      // The whole envelope and every progress line stay linear in the number of tasks.
      expect(JSON.stringify(envelope).length).toBeLessThan(TASKS * 200);
      expect(progressBytes).toBeLessThan(TASKS * 100);
    }, 60_000);
  }
});
