// What the loop needs to price calls, kept apart from the price table's own shape.
import type { Message } from '@anthropic-ai/sdk/resources/messages';

export interface Pricing {
  /** USD a call cost, from the usage the API reported. */
  costOf(model: string, usage: Message['usage']): number;
  /** The dearest price one input token can have in a request Leash makes (a cache write). */
  worstInputUsdPerToken(model: string): number;
  outputUsdPerToken(model: string): number;
  contextWindow(model: string): number;
}
