// The forms `run` (and what runs through it, such as the ledger flags) print a result in: a
// module of its own, so budget.ts and run.ts need not import each other.
export type OutputFormat = 'text' | 'json' | 'stream-json';
