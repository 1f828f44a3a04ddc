// One line for a failed step: what went wrong, in the words of the layer that knows. Errors a
// user can fix carry a `code` and a message that names the file, input or call; anything else
// is our own fault and says so.

const KNOWN: Record<string, string> = {
  InputError: '',
  ContextError: '',
  PolicyError: 'the policy does not load: ',
  BudgetFileError: 'the file does not load: ',
  UnknownModelPriceError: '',
  PriceFileError: 'the price file does not load: ',
  PriceFileReadError: '',
  GitHubApiError: '',
  LedgerError: 'the budget ledger: ',
};

export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const prefix = KNOWN[error.name];
    if (prefix !== undefined) return `Leash: ${prefix}${error.message}`;
    return `Leash failed: ${error.message}`;
  }
  return `Leash failed: ${String(error)}`;
}
