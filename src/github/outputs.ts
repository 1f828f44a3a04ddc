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
] as const;

export type OutputName = (typeof OUTPUT_NAMES)[number];

/** Dollars as a plain decimal with at most six places (`0.0123`, `2`), never exponent notation. */
export function usdText(usd: number): string {
  return (Math.round(usd * 1e6) / 1e6).toFixed(6).replace(/\.?0+$/, '') || '0';
}

export function actionOutputs(outcome: ActionOutcome, artifactId: number | null): Record<OutputName, string> {
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
    envelope: outcome.envelope === null ? '' : JSON.stringify(outcome.envelope),
  };
}
