// The `leash` command: parses the verb and hands over to it. Errors a user can fix print one
// line and exit 2; nothing prints a stack trace for a user's mistake.
import { PolicyError } from '../policy/index.js';
import { checkCommand } from './check.js';
import { explainCommand } from './explain.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { policyCommand } from './policy-commands.js';

export const USAGE = `leash — run coding agents headless in CI on a short leash

Usage:
  leash check --policy FILE [--cwd DIR] [--json] -- COMMAND   decide one bash command (exit 0 allow, 3 deny, 4 needs approval)
  leash check --policy FILE [--cwd DIR] --jsonl               decide JSON lines from stdin
  leash explain --policy FILE [--cwd DIR] -- COMMAND          the decision, for a person
  leash policy test FILE                                      run a policy's self-tests
  leash policy lint FILE                                      warn about patterns that do not mean what they seem
  leash policy init [FILE]                                    write a starter policy (default .github/leash.yml)
`;

type Command = (args: string[], io: CliIO) => Promise<number>;

const COMMANDS: Record<string, Command> = {
  check: checkCommand,
  explain: explainCommand,
  policy: policyCommand,
};

export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const [verb, ...rest] = argv;
  if (!verb || verb === '--help' || verb === '-h' || verb === 'help') {
    io.stdout.write(USAGE);
    return verb ? 0 : 2;
  }
  const command = COMMANDS[verb];
  try {
    if (!command) throw new UsageError(`unknown command "${verb}"; run leash --help`);
    return await command(rest, io);
  } catch (error) {
    if (error instanceof PolicyError || error instanceof UsageError) {
      writeLine(io.stderr, `leash: ${error.message}`);
      return 2;
    }
    if (error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('ERR_PARSE_ARGS')) {
      writeLine(io.stderr, `leash ${verb}: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
