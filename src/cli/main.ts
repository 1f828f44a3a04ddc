// The `leash` command: parses the verb and hands over to it. Errors a user can fix print one
// line and exit 2; nothing prints a stack trace for a user's mistake.
import { PolicyError } from '../policy/errors.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { LEASH_VERSION } from './version.js';

export const USAGE = `leash — run coding agents headless in CI on a short leash

Usage:
  leash demo                                                  a whole scripted task, offline (no API key needed)
  leash run --prompt TEXT | --prompt-file F [--policy FILE] [--model M] [--max-turns N]
            [--max-budget-usd X] [--timeout 10m] [--output-format text|json|stream-json]
            [--session-dir DIR] [--resume SESSION] [--cwd DIR]      one headless task (exit 0 success, 1 error)
            [--sandbox required|auto|off]                   commands inside the OS sandbox (default auto; required: refuse without it)
  leash run --resume SESSION --approve all|ID[,ID…] [--approved-by WHO]   continue a session with held-back calls approved
  leash approvals SESSION [--json]                            what a session left for a person to approve
  leash report SESSION [--output FILE|-] [--format html|markdown]   a session as a self-contained HTML page (or summary markdown)
  leash run … --max-budget-usd X --ledger PATH [--daily-budget-usd X] [--monthly-budget-usd X]
                                                              reserve the run's cap in a spend ledger first (refused: exit 1)
  leash chain FILE [--concurrency N] [--ledger PATH] [--output-format text|json] [--session-dir DIR]
            [--policy FILE] [--cwd DIR] [--chain-id ID] [--sandbox MODE]   a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)
  leash grind --queue FILE --daily-budget-usd X [--task-budget-usd Y] [--monthly-budget-usd Z]
            [--max-tasks N] [--ledger PATH] [--output-format text|json] …   one task at a time while the day's budget lasts (0 queue empty, 5 budget exhausted, 1 failure)
  leash budget status [--ledger PATH] [--daily-budget-usd X] [--monthly-budget-usd X] [--json]   spend per window and open reservations
  leash merge-envelopes FILE… [--output FILE] [--summary FILE]   add the envelopes of a matrix's shards into one (0 success, 1 failure, 5 budget exhausted)
  leash check --policy FILE [--cwd DIR] [--json] [--sandbox] -- COMMAND   decide one bash command (exit 0 allow, 3 deny, 4 needs approval)
  leash check --policy FILE [--cwd DIR] [--sandbox] --jsonl               decide JSON lines from stdin
  leash explain --policy FILE [--cwd DIR] [--sandbox] -- COMMAND          the decision, for a person
  leash policy test FILE                                      run a policy's self-tests
  leash policy lint FILE                                      warn about patterns that do not mean what they seem
  leash policy init [FILE]                                    write a starter policy (default .github/leash.yml)
`;

type Command = (args: string[], io: CliIO) => Promise<number>;

// Each command's code is loaded only when it is called: `leash check` must not pay for the
// agent loop, the SDK and the Actions toolkit at every start.
const COMMANDS: Record<string, () => Promise<Command>> = {
  check: async () => (await import('./check.js')).checkCommand,
  explain: async () => (await import('./explain.js')).explainCommand,
  policy: async () => (await import('./policy-commands.js')).policyCommand,
  run: async () => (await import('./run.js')).runCommand,
  demo: async () => (await import('./demo.js')).demoCommand,
  approvals: async () => (await import('./approvals.js')).approvalsCommand,
  chain: async () => (await import('./chain.js')).chainCommand,
  grind: async () => (await import('./grind.js')).grindCommand,
  budget: async () => (await import('./budget.js')).budgetCommand,
  'merge-envelopes': async () => (await import('./merge.js')).mergeEnvelopesCommand,
  report: async () => (await import('./report.js')).reportCommand,
};

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === '--version' || verb === '-v') {
    writeLine(io.stdout, LEASH_VERSION);
    return 0;
  }
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    io.stdout.write(USAGE);
    return verb ? 0 : 2;
  }
  const load = Object.hasOwn(COMMANDS, verb) ? COMMANDS[verb] : undefined;
  try {
    if (!load) throw new UsageError(`unknown command "${verb}"; run leash --help`);
    const command = await load();
    return await command(rest, io);
  } catch (error) {
    if (error instanceof PolicyError || error instanceof UsageError || isUserMistake(error)) {
      writeLine(io.stderr, `leash: ${(error as Error).message}`);
      return 2;
    }
    if (error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      writeLine(io.stderr, `leash ${verb}: ${error.message}`);
      return 2;
    }
    // A bug of ours, not the user's: one line, and the stack only when asked for.
    writeLine(io.stderr, `leash: internal error: ${error instanceof Error ? error.message : String(error)}${io.env.LEASH_DEBUG ? `\n${(error as Error).stack ?? ''}` : ' (set LEASH_DEBUG=1 for details)'}`);
    return 1;
  }
}

/** Errors that come from what the user gave (files, ids, prices), each already naming what and where. */
const USER_MISTAKES = new Set([
  'UnknownModelPriceError',
  'PriceFileError',
  'PriceFileReadError',
  'SessionFileError',
  'ResumeError',
  'ApprovalError',
  'LedgerError',
  'BudgetFileError',
  'ChainFileError',
  'QueueFileError',
  'ToolLimitsError',
  'McpConfigError',
]);

function isUserMistake(error: unknown): boolean {
  return error instanceof Error && (USER_MISTAKES.has(error.name) || USER_MISTAKES.has(error.constructor.name));
}
