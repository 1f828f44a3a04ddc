// The hard per-run cap (DESIGN.md section 5): before each model call the worst case of that
// call is reserved; a call whose reservation would pass the cap is made smaller or not made.
// Spend therefore never exceeds the cap. Subagents share their parent's guard.

/** Below this many output tokens a call is not worth making. */
export const MIN_USEFUL_OUTPUT_TOKENS = 1024;

export interface CallReservationRequest {
  /** The most the call's input can cost (all of it priced at the dearest input kind that may apply). */
  inputCostUsd: number;
  /** Price of one output token. */
  outputUsdPerToken: number;
  /** The output tokens the call would ask for. */
  maxTokens: number;
}

export type CallReservation =
  { ok: true; id: number; amountUsd: number; maxTokens: number } | { ok: false; reason: string; remainingUsd: number; neededUsd: number };

export class SpendGuard {
  private settled = 0;
  private readonly open = new Map<number, number>();
  private nextId = 1;

  /** `capUsd` null means no cap: reservations always fit. */
  constructor(readonly capUsd: number | null) {}

  /** Settled spend plus open reservations. */
  committedUsd(): number {
    let total = this.settled;
    for (const amount of this.open.values()) total += amount;
    return total;
  }

  settledUsd(): number {
    return this.settled;
  }

  remainingUsd(): number | null {
    return this.capUsd === null ? null : Math.max(0, this.capUsd - this.committedUsd());
  }

  /** Reserves the call's worst case, lowering max_tokens to what fits when that still leaves a useful amount. */
  reserve(request: CallReservationRequest): CallReservation {
    const worst = request.inputCostUsd + request.maxTokens * request.outputUsdPerToken;
    const remaining = this.remainingUsd();
    let maxTokens = request.maxTokens;
    let amount = worst;
    if (remaining !== null && worst > remaining) {
      const affordable = request.outputUsdPerToken > 0 ? Math.floor((remaining - request.inputCostUsd) / request.outputUsdPerToken) : maxTokens;
      if (affordable < Math.min(MIN_USEFUL_OUTPUT_TOKENS, request.maxTokens)) {
        return {
          ok: false,
          reason: `the next model call could cost up to $${worst.toFixed(4)} (input up to $${request.inputCostUsd.toFixed(4)}), and only $${remaining.toFixed(4)} of the $${this.capUsd} cap is left`,
          remainingUsd: remaining,
          neededUsd: request.inputCostUsd + Math.min(MIN_USEFUL_OUTPUT_TOKENS, request.maxTokens) * request.outputUsdPerToken,
        };
      }
      maxTokens = Math.min(maxTokens, affordable);
      amount = request.inputCostUsd + maxTokens * request.outputUsdPerToken;
    }
    const id = this.nextId++;
    this.open.set(id, amount);
    return { ok: true, id, amountUsd: amount, maxTokens };
  }

  /** Replaces a reservation with what the call really cost. */
  settle(id: number, actualUsd: number): void {
    if (!this.open.delete(id)) throw new Error(`reservation ${id} is not open`);
    this.settled += actualUsd;
  }

  /** Drops a reservation for a call that cost nothing (it failed before the model ran). */
  release(id: number): void {
    this.open.delete(id);
  }
}
