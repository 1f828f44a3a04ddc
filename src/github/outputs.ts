// The step's outputs (action.yml), as strings, from the outcome. Everything here has already been
// through the redactor: outputs end up in logs and in later steps' inputs.
import type { ActionOutcome } from './outcome.js';

export const OUTPUT_NAMES = [
  'conclusion',
  'result',
  'total-cost-usd',
  'input-tokens',
  'output-tokens',
  'cache-read-tokens',
  'cache-write-tokens',
  'num-turns',
  'session-id',
  'denials',
  'budget-remaining-usd',
  'artifact-id',
  'envelope',
  'execution_file',
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];

/**
 * The runner keeps about 1 MB of outputs per job; an envelope past this many characters (a long
 * grind) is given as its head, with the whole one in the artifact's envelope.json.
 */
export const MAX_ENVELOPE_OUTPUT_CHARS = 512 * 1024;

/** The `envelope` output: the envelope as JSON, or a short stand-in when it is too long for an output. */
export function envelopeOutput(envelope: Record<string, unknown> | null): string {
  if (envelope === null) return '';
  const json = JSON.stringify(envelope);
  if (json.length <= MAX_ENVELOPE_OUTPUT_CHARS) return json;
  const head: Record<string, unknown> = {
    truncated: true,
    note: `the envelope is ${json.length} characters; the whole of it is envelope.json in the artifact`,
  };
  for (const key of ['type', 'subtype', 'conclusion', 'is_error', 'session_id', 'chain_id', 'num_turns', 'total_cost_usd', 'budget', 'duration_ms']) {
    if (key in envelope) head[key] = envelope[key];
  }
  return JSON.stringify(head);
}

/** Dollars as a plain decimal with at most six places (`0.0123`, `2`), never exponent notation. */
export function usdText(usd: number): string {
  return (Math.round(usd * 1e6) / 1e6).toFixed(6).replace(/\.?0+$/, '') || '0';
}

export function actionOutputs(outcome: ActionOutcome, artifactId: number | null, executionFile: string | null = null): Record<OutputName, string> {
  return {
    conclusion: outcome.conclusion,
    result: outcome.result,
    'total-cost-usd': usdText(outcome.totalCostUsd),
    'input-tokens': String(outcome.tokens.input),
    'output-tokens': String(outcome.tokens.output),
    'cache-read-tokens': String(outcome.tokens.cacheRead),
    'cache-write-tokens': String(outcome.tokens.cacheWrite),
    'num-turns': String(outcome.numTurns),
    'session-id': outcome.sessionIds.join(','),
    denials: String(outcome.denials.length),
    'budget-remaining-usd': outcome.budgetRemainingUsd === null ? '' : usdText(Math.max(0, outcome.budgetRemainingUsd)),
    'artifact-id': artifactId === null ? '' : String(artifactId),
    envelope: envelopeOutput(outcome.envelope),
    // claude-code-action's name, so workflows written for it read this output unchanged.
    execution_file: executionFile ?? '',
  };
}
