// The `leash` command: parses the verb and hands over to it. Errors a user can fix print one
// line and exit 2; nothing prints a stack trace for a user's mistake.
import { PolicyError } from '../policy/index.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { HelpRequest, unknownCommandMessage } from './options.js';
import { LEASH_VERSION } from './version.js';

type Command = (args: string[], io: CliIO) => Promise<number>;

interface CommandEntry {
  /** One line for `leash --help`; the command's own table says the same (a test holds them equal). */
  summary: string;
  /** Its code, loaded only when it is called: `leash check` must not pay for the agent loop, the SDK and the Actions toolkit at every start. */
  load: () => Promise<Command>;
}

export const COMMANDS: Record<string, CommandEntry> = {
  demo: { summary: 'a whole scripted task, offline (no API key needed)', load: async () => (await import('./demo.js')).demoCommand },
  run: {
    summary: 'one headless task, from prompt to result envelope (exit 0 success, 1 any error, 2 bad usage)',
    load: async () => (await import('./run.js')).runCommand,
  },
  approvals: {
    summary: 'what a session left for a person to approve, and how to approve it',
    load: async () => (await import('./approvals.js')).approvalsCommand,
  },
  report: { summary: "a session as a self-contained HTML page (or the job summary's markdown)", load: async () => (await import('./report.js')).reportCommand },
  chain: {
    summary: 'a budget-capped chain of tasks (exit 0 success, 1 failure, 5 budget exhausted)',
    load: async () => (await import('./chain.js')).chainCommand,
  },
  grind: {
    summary: "one task at a time from a queue while the day's budget lasts (0 queue empty, 5 budget exhausted, 1 failure)",
    load: async () => (await import('./grind.js')).grindCommand,
  },
  budget: { summary: 'what a spend ledger holds: leash budget status', load: async () => (await import('./budget.js')).budgetCommand },
  'merge-envelopes': {
    summary: "add the envelopes of a matrix's shards into one (0 success, 1 failure, 5 budget exhausted)",
    load: async () => (await import('./merge.js')).mergeEnvelopesCommand,
  },
  check: {
    summary: 'decide one bash command (exit 0 allow, 3 deny, 4 needs approval), or JSON lines from stdin',
    load: async () => (await import('./check.js')).checkCommand,
  },
  explain: {
    summary: 'the decision on one bash command, for a person: each scope and the rule that decided it',
    load: async () => (await import('./explain.js')).explainCommand,
  },
  policy: { summary: 'test, lint or start a policy file: leash policy test|lint|init', load: async () => (await import('./policy-commands.js')).policyCommand },
};

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length)) + 2;
  return [
    'leash: run coding agents headless in CI on a short leash',
    '',
    'Usage: leash COMMAND [flags]',
    '',
    'Commands:',
    ...Object.entries(COMMANDS).map(([name, entry]) => `  ${name.padEnd(width)}${entry.summary}`),
    '',
    'Run leash COMMAND --help (or leash help COMMAND) for its flags; leash --version prints the version.',
    '',
  ].join('\n');
}

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  let [verb, ...rest] = argv;
  if (verb === '--version' || verb === '-v') {
    writeLine(io.stdout, LEASH_VERSION);
    return 0;
  }
  // `leash help run` is `leash run --help`, as git and npm have it.
  if (verb === 'help' && rest.length > 0) [verb, ...rest] = [rest[0]!, '--help'];
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    (verb ? io.stdout : io.stderr).write(usage());
    return verb ? 0 : 2;
  }
  const entry = Object.hasOwn(COMMANDS, verb) ? COMMANDS[verb] : undefined;
  try {
    if (!entry)
      throw new UsageError(
        verb.startsWith('-')
          ? `unknown flag ${verb}; flags go after the command (leash --help lists the commands)`
          : unknownCommandMessage(verb, Object.keys(COMMANDS), 'leash'),
      );
    const command = await entry.load();
    return await command(rest, io);
  } catch (error) {
    if (error instanceof HelpRequest) {
      io.stdout.write(error.text);
      return 0;
    }
    if (error instanceof PolicyError || error instanceof UsageError || isUserMistake(error)) {
      writeLine(io.stderr, `leash: ${error instanceof UsageError ? oneLine(error.message) : (error as Error).message}`);
      return 2;
    }
    // A bug of ours, not the user's: one line, and the stack only when asked for.
    writeLine(
      io.stderr,
      `leash: internal error: ${error instanceof Error ? error.message : String(error)}${io.env.LEASH_DEBUG ? `\n${(error as Error).stack ?? ''}` : ' (set LEASH_DEBUG=1 for details)'}`,
    );
    return 1;
  }
}

/** A usage error is one line, whatever the message it carries (a parser's may hold a break). */
function oneLine(message: string): string {
  return message.replace(/\s*\n\s*/g, ' ');
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
