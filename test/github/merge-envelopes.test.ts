// `leash merge-envelopes`: the final job of a matrix fan-out adds its shards' envelopes into one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

function result(
  subtype: string,
  cost: number,
  turns: number,
  tokens: [number, number, number, number],
  denials = 0,
  session = `s-${subtype}-${cost}`,
): Record<string, unknown> {
  return {
    type: 'result',
    subtype,
    is_error: subtype !== 'success',
    result: 'text',
    session_id: session,
    num_turns: turns,
    total_cost_usd: cost,
    usage: { input_tokens: 1, output_tokens: 1, cache_creation_input_tokens: 1, cache_read_input_tokens: 1 },
    modelUsage: {
      'claude-sonnet-5-5': {
        inputTokens: tokens[0],
        outputTokens: tokens[1],
        cacheCreationInputTokens: tokens[2],
        cacheReadInputTokens: tokens[3],
        costUSD: cost,
      },
    },
    permission_denials: Array.from({ length: denials }, (_, i) => ({ tool_name: 'bash', tool_use_id: `t${i}`, tool_input: { command: 'git push' } })),
  };
}

let dir: string;
const file = (name: string, value: unknown) => {
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
  return name;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leash-merge-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leash merge-envelopes', () => {
  it('adds cost, tokens, turns and denials of runs, chains and grinds, and judges the whole', async () => {
    const a = file('a.json', result('success', 0.100001, 3, [10, 20, 30, 40], 1));
    const b = file('b.json', result('error_max_budget_usd', 0.2, 5, [1, 2, 3, 4]));
    const c = file('c.json', {
      type: 'chain_result',
      chain_id: 'nightly-1',
      conclusion: 'success',
      is_error: false,
      total_cost_usd: 0.3,
      tasks: [
        { id: 'x', status: 'succeeded', costUsd: 0.1, envelope: result('success', 0.1, 2, [100, 0, 0, 0], 2, 'sx') },
        { id: 'y', status: 'succeeded', costUsd: 0.2, envelope: result('success', 0.2, 4, [0, 100, 0, 0], 0, 'sy') },
      ],
    });
    const out = await runCliInProcess(['merge-envelopes', a, b, c, '--output', 'merged.json', '--summary', 'summary.md'], { cwd: dir });
    expect(out.code, out.stderr).toBe(5);
    const merged = JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')) as Record<string, unknown>;
    expect(merged).toEqual({
      type: 'merged_result',
      conclusion: 'budget_exhausted',
      is_error: true,
      total_cost_usd: 0.600001,
      num_turns: 14,
      denials: 3,
      usage: { input_tokens: 111, output_tokens: 122, cache_creation_input_tokens: 33, cache_read_input_tokens: 44 },
      shards: [
        {
          file: 'a.json',
          type: 'result',
          outcome: 'success',
          conclusion: 'success',
          total_cost_usd: 0.100001,
          num_turns: 3,
          denials: 1,
          session_ids: ['s-success-0.100001'],
        },
        {
          file: 'b.json',
          type: 'result',
          outcome: 'error_max_budget_usd',
          conclusion: 'budget_exhausted',
          total_cost_usd: 0.2,
          num_turns: 5,
          denials: 0,
          session_ids: ['s-error_max_budget_usd-0.2'],
        },
        {
          file: 'c.json',
          type: 'chain_result',
          outcome: 'success',
          conclusion: 'success',
          total_cost_usd: 0.3,
          num_turns: 6,
          denials: 2,
          session_ids: ['sx', 'sy'],
        },
      ],
    });
    const summary = readFileSync(join(dir, 'summary.md'), 'utf8');
    expect(summary).toContain('| `b.json` | 💸 error\\_max\\_budget\\_usd | $0.2000 | 5 | 0 |');
    expect(summary).toContain('| **Total** | | **$0.6000** | 14 | 3 |');
  });

  it('is a failure when any shard failed, and a success (exit 0) only when all did; merges merge again', async () => {
    const ok = file('ok.json', result('success', 0.5, 1, [1, 1, 1, 1]));
    const broken = file('broken.json', result('error_max_turns', 0.25, 9, [1, 1, 1, 1]));
    const grind = file('grind.json', { type: 'grind_result', conclusion: 'queue_empty', is_error: false, total_cost_usd: 0, tasks: [] });
    const failed = await runCliInProcess(['merge-envelopes', ok, broken, grind], { cwd: dir });
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ conclusion: 'failure', total_cost_usd: 0.75 });

    const good = await runCliInProcess(['merge-envelopes', ok, grind, '--output', 'good.json'], { cwd: dir });
    expect(good.code).toBe(0);
    const again = await runCliInProcess(['merge-envelopes', 'good.json', ok], { cwd: dir });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ conclusion: 'success', total_cost_usd: 1, num_turns: 2, usage: { input_tokens: 2 } });
  });

  it('refuses, exit 2, what is not an envelope, with the file named', async () => {
    file('notes.json', { hello: 'world' });
    file('broken.txt', '{"type": "result",');
    for (const [args, words] of [
      [['notes.json'], 'notes.json: not a Leash envelope'],
      [['broken.txt'], 'broken.txt: not JSON'],
      [['missing.json'], 'cannot read missing.json: no such file'],
      [[], 'needs at least one envelope file'],
    ] as const) {
      const out = await runCliInProcess(['merge-envelopes', ...args], { cwd: dir });
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toContain(words);
    }
  });
});
