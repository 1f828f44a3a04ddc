// What one model response cost, priced by what was asked for (docs/budget.md, "Pricing a
// response"). The reservation was made at the requested model's prices, so the requested model
// is the floor of the price: a response that names a cheaper model (a gateway, a proxy, a
// hostile endpoint) cannot lower it. A response that names a dearer known model is priced at
// that model's rates, so it is never under-counted either. A response whose usage cannot be
// priced at all is not guessed at: the caller settles it at its reserved worst case.
import type { Message } from '@anthropic-ai/sdk/resources/messages';
import type { Pricing } from './pricing.js';

export type ResponseCost =
  | {
      ok: true;
      usd: number;
      /** The model whose prices were used: the requested one, or the response's when dearer. */
      pricedAs: string;
      /** The model the response names, when it is not the requested one. */
      responseModel: string | null;
    }
  | { ok: false; reason: string; responseModel: string | null };

export function responseCost(pricing: Pricing, requested: string, message: Pick<Message, 'model' | 'usage'>): ResponseCost {
  const named = typeof message.model === 'string' && message.model !== '' && message.model !== requested ? message.model : null;
  const usage = message.usage as unknown;
  if (typeof usage !== 'object' || usage === null) {
    return {
      ok: false,
      reason: `the response carries no usage (found ${usage === null ? 'null' : typeof usage}), so its tokens are not known`,
      responseModel: named,
    };
  }
  let usd: number;
  try {
    usd = pricing.costOf(requested, message.usage);
  } catch (error) {
    return { ok: false, reason: `the response cannot be priced: ${(error as Error).message}`, responseModel: named };
  }
  if (named !== null) {
    try {
      const asNamed = pricing.costOf(named, message.usage);
      if (asNamed > usd) return { ok: true, usd: asNamed, pricedAs: named, responseModel: named };
    } catch {
      // A model the price table does not know: the requested model's price stands.
    }
  }
  return { ok: true, usd, pricedAs: requested, responseModel: named };
}
