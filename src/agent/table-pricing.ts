// Pricing from the dated price table (prices.json), with a user's overrides.
import { readFileSync } from 'node:fs';
import type { Message } from '@anthropic-ai/sdk/resources/messages';
import { costOfUsage, loadPriceOverrides, priceFor, worstCaseCost, type ModelPrice, type PriceOverrides } from './cost.js';
import type { Pricing, WorstCase } from './pricing.js';

/** Context windows are not in the price table; this is what the envelope reports for every model. */
export const DEFAULT_CONTEXT_WINDOW = 200_000;

export interface TablePricingOptions {
  /** A JSON or YAML file of prices by model id (`--prices FILE`, `LEASH_PRICES`). */
  file?: string;
  overrides?: PriceOverrides;
}

export function tablePricing(options: TablePricingOptions = {}): Pricing {
  let overrides: PriceOverrides = options.overrides ?? {};
  if (options.file) {
    let text: string;
    try {
      text = readFileSync(options.file, 'utf8');
    } catch (error) {
      throw new PriceFileReadError(`cannot read the price file ${options.file}: ${(error as Error).message}`);
    }
    overrides = { ...loadPriceOverrides(text, options.file), ...overrides };
  }
  const prices = new Map<string, ModelPrice>();
  const price = (model: string) => {
    let found = prices.get(model);
    if (!found) {
      found = priceFor(model, overrides);
      prices.set(model, found);
    }
    return found;
  };
  return {
    check: (model) => void price(model),
    // Leash's own requests use only 5-minute breakpoints, so a write the API does not split is a 5-minute one.
    costOf: (model: string, usage: Message['usage']) => costOfUsage(usage, price(model), { unsplitCacheWrite: '5m' }).usd,
    worstCase(model: string, inputTokens: number): WorstCase {
      const modelPrice = price(model);
      const input = worstCaseCost({ inputTokens, maxTokens: 0, cacheTtl: '5m' }, modelPrice);
      const long = modelPrice.long_prompt && inputTokens > modelPrice.long_prompt.threshold_tokens ? modelPrice.long_prompt : null;
      return { inputUsd: input.usd, outputUsdPerToken: (long ?? modelPrice).output / 1_000_000 };
    },
    contextWindow: () => DEFAULT_CONTEXT_WINDOW,
  };
}

export class PriceFileReadError extends Error {
  override name = 'PriceFileReadError';
}
