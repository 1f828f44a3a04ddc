// What the loop needs to price calls, kept apart from the price table's own shape.
import type { Message } from '@anthropic-ai/sdk/resources/messages';

export interface WorstCase {
  /** The most the input can cost: every token at the dearest input price the request allows. */
  inputUsd: number;
  /** The price of one output token at the rates that may apply. */
  outputUsdPerToken: number;
}

export interface Pricing {
  /** Throws when the model has no price (before any call is made). */
  check(model: string): void;
  /** USD a call cost, from the usage the API reported. */
  costOf(model: string, usage: Message['usage']): number;
  /** The worst case of a call with at most `inputTokens` of input, for the pre-call reservation. */
  worstCase(model: string, inputTokens: number): WorstCase;
  contextWindow(model: string): number;
}
