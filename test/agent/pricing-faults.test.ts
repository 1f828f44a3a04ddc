// Issue 15, items 3 and 4: a response that cannot be priced, and a response that names another
// model. The real SDK against the fake Messages API; the ledger is a real file.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantEvent } from '../../src/agent/events.js';
import { roundUsd } from '../../src/agent/conversation.js';
import { tablePricing } from '../../src/agent/table-pricing.js';
import { FileLedgerStore, runWithLedger } from '../../src/budget/index.js';
import type { ScriptedResponse } from '../../src/demo/index.js';
import { isSubagentRequest, routedScript } from './subagent-script.js';
import { bodyOf, cleanUpRuns, makeWorkspace, messagesRequests, runScripted, TEST_MODEL, type ScriptedRun } from '../helpers/agent.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });
const assistants = (run: ScriptedRun) => run.events.filter((e) => e.type === 'assistant') as AssistantEvent[];

/** A run through `runWithLedger` on a ledger file, as `leash run --ledger` makes it. */
async function runOnLedger(script: ScriptedResponse[], agent: Record<string, unknown> = {}) {
  const { root } = makeWorkspace();
  const ledger = new FileLedgerStore(join(root, 'ledger.jsonl'));
  let run: ScriptedRun | undefined;
  const outcome = await runWithLedger({ ledger, runId: 'r1', capUsd: 5, caps: { daily_usd: 10 } }, async (spend) => {
    run = await runScripted({ script, agent: { spend, ...agent } });
    return run.result;
  });
  if (!outcome.ok) throw new Error(outcome.reason);
  return { run: run!, outcome, records: await ledger.read() };
}

describe('issue 15 item 3: a response that cannot be priced', () => {
  const hostile: [string, Partial<ScriptedResponse>, RegExp][] = [
    ['a negative token count', { usage: { output_tokens: -5 } }, /usage\.output_tokens must be a whole number of tokens, 0 or more, found -5/],
    [
      'a non-numeric token count',
      { usage: { input_tokens: 'lots' as never } },
      /usage\.input_tokens must be a whole number of tokens, 0 or more, found "lots"/,
    ],
    ['missing usage', { omitUsage: true }, /usage\.input_tokens must be a whole number of tokens/],
  ];

  it.each(hostile)(
    '%s: settled at its reserved worst case, the run ends with error_pricing and an envelope, the ledger shows the spend',
    async (_name, fault, reason) => {
      const { run, records } = await runOnLedger([{ content: [bash('echo should-not-run')], ...fault }, { content: 'never asked for' }]);
      expect(run.result).toMatchObject({ type: 'result', subtype: 'error_pricing', is_error: true, terminal_reason: 'unpriced_response' });
      expect(run.result.errors!.at(-1)).toMatch(reason);
      expect(run.result.result).toContain('counted at its reserved worst case');
      // No other call was made, and the call's tools were not run.
      expect(messagesRequests(run)).toHaveLength(1);
      expect(run.events.some((e) => e.type === 'user' && JSON.stringify(e).includes('should-not-run\\n'))).toBe(false);
      // The worst case: at least max_tokens of output at the model's price, on top of the input bound.
      const [assistant] = assistants(run);
      expect(assistant).toMatchObject({ cost_basis: 'reserved_worst_case' });
      const maxTokens = bodyOf(messagesRequests(run)[0]).max_tokens;
      expect(assistant!.cost_usd).toBeGreaterThan(maxTokens * tablePricing().worstCase(TEST_MODEL, 0).outputUsdPerToken);
      expect(run.result.total_cost_usd).toBe(roundUsd(assistant!.cost_usd));
      expect(run.result.modelUsage[TEST_MODEL]).toMatchObject({ costUSD: run.result.total_cost_usd, inputTokens: 0, outputTokens: 0 });
      // The ledger's settlement is that spend, not a released reservation.
      const settle = records.find((r) => r.kind === 'settle');
      expect(records.some((r) => r.kind === 'release')).toBe(false);
      expect(settle?.amount_usd).toBe(run.result.total_cost_usd);
    },
  );

  it("a subagent's unpriced response ends the whole run, with every agent stopped before its next call", async () => {
    const task = (prompt: string, id: string) => ({ type: 'tool_use' as const, id, name: 'task', input: { prompt } });
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task('Count it.', 'toolu_t1'), task('Also count.', 'toolu_t2')] } : { content: 'Main goes on.' }),
        (prompt, { turn }) =>
          prompt === 'Count it.'
            ? { content: 'Counted.', usage: { output_tokens: -1 } }
            : turn === 0
              ? { content: [bash('echo sub')], eventDelayMs: 30 }
              : { content: 'Sub goes on.' },
      ),
    });
    expect(run.result).toMatchObject({ subtype: 'error_pricing', terminal_reason: 'unpriced_response' });
    // The main agent made no second call; the other subagent none after its first.
    const requests = messagesRequests(run).map((r) => bodyOf(r));
    expect(requests.filter((b) => !isSubagentRequest(b))).toHaveLength(1);
    expect(requests.filter((b) => isSubagentRequest(b))).toHaveLength(2);
    expect(run.result.total_cost_usd).toBe(roundUsd(assistants(run).reduce((sum, e) => sum + e.cost_usd, 0)));
  });

  it('a model with no price: no call is made, and the run ends with error_pricing and an envelope', async () => {
    const run = await runScripted({ script: [{ content: 'never asked for' }], agent: { model: 'claude-unpriced-0' } });
    expect(run.result).toMatchObject({ type: 'result', subtype: 'error_pricing', is_error: true, terminal_reason: 'unpriced_model', total_cost_usd: 0 });
    expect(run.result.result).toContain('claude-unpriced-0');
    expect(messagesRequests(run)).toHaveLength(0);
    expect(run.events.at(-1)).toEqual(run.result);
  });
});

describe('issue 15 item 4: price by what was asked for', () => {
  const usageOf = (run: ScriptedRun) => assistants(run)[0]!.message.usage;

  it('a response that names a cheaper model is priced as the requested model, and both names are recorded', async () => {
    const run = await runScripted({ script: [{ content: 'Done.', model: 'claude-haiku-5-5', usage: { input_tokens: 20_000, output_tokens: 4_000 } }] });
    expect(run.result.subtype).toBe('success');
    const pricing = tablePricing();
    const asked = pricing.costOf(TEST_MODEL, usageOf(run));
    expect(asked).toBeGreaterThan(10 * pricing.costOf('claude-haiku-5-5', usageOf(run)));
    const [assistant] = assistants(run);
    expect(assistant).toMatchObject({ cost_usd: asked, requested_model: TEST_MODEL, message: { model: 'claude-haiku-5-5' } });
    expect(run.result.total_cost_usd).toBe(roundUsd(asked));
    expect(Object.keys(run.result.modelUsage)).toEqual([TEST_MODEL]);
    expect(run.result.modelUsage[TEST_MODEL]).toMatchObject({
      responseModels: ['claude-haiku-5-5'],
      inputTokens: 20_000,
      outputTokens: 4_000,
      costUSD: roundUsd(asked),
    });
  });

  it('a response that names a dearer known model is priced at the higher of the two', async () => {
    const run = await runScripted({ script: [{ content: 'Done.', model: 'claude-opus-4-1', usage: { input_tokens: 20_000, output_tokens: 4_000 } }] });
    const pricing = tablePricing();
    const dearer = pricing.costOf('claude-opus-4-1', usageOf(run));
    expect(dearer).toBeGreaterThan(pricing.costOf(TEST_MODEL, usageOf(run)));
    expect(assistants(run)[0]!.cost_usd).toBe(dearer);
    expect(run.result.total_cost_usd).toBe(roundUsd(dearer));
    expect(run.result.modelUsage[TEST_MODEL]!.responseModels).toEqual(['claude-opus-4-1']);
  });

  it('a response that names a model with no price is priced as the requested model, and the run goes on', async () => {
    const run = await runScripted({ script: [{ content: [bash('echo hi')], model: 'gateway/some-model' }, { content: 'Done.' }] });
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Done.', num_turns: 2 });
    const first = assistants(run)[0]!;
    expect(first.cost_usd).toBe(tablePricing().costOf(TEST_MODEL, first.message.usage));
    expect(run.result.modelUsage[TEST_MODEL]!.responseModels).toEqual(['gateway/some-model']);
  });
});
