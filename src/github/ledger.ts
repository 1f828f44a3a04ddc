// The spend ledger of a step: in the Actions cache (`ledger: cache`), so a daily or chain budget
// holds across runs, or a file in the step's own directory (`ledger: off`), which counts this
// run alone.
import { join } from 'node:path';
import { ActionsCacheLedgerStore, defaultCacheLedgerPath, FileLedgerStore, type LedgerStore } from '../budget/index.js';
import type { WorkflowContext } from './context.js';

/** Every Leash step of a repository shares one ledger per branch (the cache's own scoping). */
export const LEDGER_SCOPE = 'default';

export function openLedger(kind: 'cache' | 'off', context: WorkflowContext, workDir: string, warn: (message: string) => void): LedgerStore {
  if (kind === 'off') return new FileLedgerStore(join(workDir, 'ledger.jsonl'), { onWarning: warn });
  return new ActionsCacheLedgerStore({
    scope: LEDGER_SCOPE,
    path: defaultCacheLedgerPath(context.runnerTemp, LEDGER_SCOPE),
    runId: context.runId,
    runAttempt: context.runAttempt,
    onWarning: warn,
  });
}

/** The ledger's run id: the workflow run, its attempt and the job, so two jobs of a run stay apart. */
export function ledgerRunId(context: WorkflowContext): string {
  return `${context.runId}-${context.runAttempt}-${context.job}`;
}
