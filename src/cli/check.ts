// `leash check` (DESIGN.md section 7): the decision for one bash command, or for JSON lines on stdin.
import { createInterface } from 'node:readline';
import { decideBashCommand, decidePathAccess, type DecideOptions } from '../policy/index.js';
import type { Decision, Effect } from '../policy/index.js';
import { policyContext, type PolicyContext } from './context.js';
import { ENVIRONMENT_OPTIONS, knownEnvironmentFrom } from './environment-flags.js';
import { decisionJson, decisionLines } from './decision-format.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { parseCommand, type CommandSpec } from './options.js';

export const CHECK_EXIT: Record<Effect, number> = { allow: 0, deny: 3, prompt: 4 };

/** File tools whose paths are write scopes; the rest read. */
const WRITE_TOOLS = new Set(['write', 'edit']);
const READ_TOOLS = new Set(['read', 'grep', 'glob', 'index']);

export const CHECK_COMMAND = {
  name: 'check',
  summary: 'decide one bash command (exit 0 allow, 3 deny, 4 needs approval), or JSON lines from stdin',
  usage: [
    '[--policy FILE] [--cwd DIR] [--json] [--sandbox] [--env NAME=VALUE]... [--env-file FILE] -- COMMAND',
    '[--policy FILE] [--cwd DIR] [--sandbox] [--env NAME=VALUE]... [--env-file FILE] --jsonl',
  ],
  options: {
    policy: { type: 'string', value: 'FILE', description: 'the policy; without it .github/leash.yml in the workspace, else only the built-in rules' },
    cwd: { type: 'string', value: 'DIR', description: 'the workspace (default GITHUB_WORKSPACE, else the current directory)' },
    json: { type: 'boolean', default: false, description: 'print the decision as one JSON object' },
    jsonl: {
      type: 'boolean',
      default: false,
      description: 'read {"cmd": "..."} or {"tool": "write", "path": "..."} lines on stdin, write one decision per line',
    },
    // Decide as the agent loop does when its commands run in the sandbox (docs/policy.md).
    sandbox: {
      type: 'boolean',
      default: false,
      description: 'decide as the agent loop does when commands run in the OS sandbox: paths not known before they run are left to it',
    },
    ...ENVIRONMENT_OPTIONS,
  },
  notes: ['Exit 0 allowed, 3 denied, 4 needs approval, 2 bad usage or bad policy (or a bad --jsonl line).'],
} as const satisfies CommandSpec;

export async function checkCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommand(CHECK_COMMAND, args);
  if (values.jsonl) {
    if (positionals.length > 0) throw new UsageError('leash check --jsonl reads commands from stdin; give no command after --');
    const environment = await knownEnvironmentFrom(io, values.env, values['env-file']);
    const context = await policyContext(io, values.policy, values.cwd);
    return checkLines(context, io, { sandbox: values.sandbox, ...(environment ? { environment } : {}) });
  }
  if (positionals.length === 0) throw new UsageError('leash check needs a command: leash check --policy FILE -- COMMAND');
  const command = positionals.join(' ');
  const environment = await knownEnvironmentFrom(io, values.env, values['env-file']);
  const context = await policyContext(io, values.policy, values.cwd);
  const decision = decideBashCommand(context.policy, context.parser, command, { sandbox: values.sandbox, ...(environment ? { environment } : {}) });
  if (values.json) writeLine(io.stdout, JSON.stringify({ cmd: command, ...decisionJson(decision) }));
  else for (const line of decisionLines(command, decision)) writeLine(io.stdout, line);
  return CHECK_EXIT[decision.decision];
}

/** One decision per input line, in order; a bad line gets an error object and the rest go on. */
async function checkLines(context: PolicyContext, io: CliIO, options: DecideOptions): Promise<number> {
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  let number = 0;
  let bad = 0;
  for await (const line of lines) {
    number++;
    if (line.trim() === '') continue;
    const answer = checkLine(context, line, number, options);
    if ('error' in answer) bad++;
    writeLine(io.stdout, JSON.stringify(answer));
  }
  return bad > 0 ? 2 : 0;
}

function checkLine(context: PolicyContext, line: string, number: number, options: DecideOptions): Record<string, unknown> {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch (error) {
    return { error: `stdin:${number}: not JSON: ${(error as Error).message}`, line: number };
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { error: `stdin:${number}: expected an object like {"cmd": "..."} or {"tool": "write", "path": "..."}`, line: number };
  }
  const record = input as Record<string, unknown>;
  const id = 'id' in record ? { id: record.id } : {};
  // A line that is both would be decided as one and silently not as the other.
  if ('cmd' in record && ('path' in record || 'tool' in record)) {
    return { ...id, error: `stdin:${number}: a line holds "cmd" or "tool" and "path", not both`, line: number };
  }
  if (typeof record.cmd === 'string') {
    const decision = decideBashCommand(context.policy, context.parser, record.cmd, options);
    return { ...id, cmd: record.cmd, ...decisionJson(decision) };
  }
  if (typeof record.tool === 'string' && typeof record.path === 'string') {
    const tool = WRITE_TOOLS.has(record.tool) ? 'write' : READ_TOOLS.has(record.tool) ? 'read' : undefined;
    if (!tool) return { ...id, error: `stdin:${number}: unknown tool "${record.tool}"; expected write, edit, read, grep, glob or index`, line: number };
    if (record.path === '') return { ...id, error: `stdin:${number}: "path" is empty; expected the path the ${record.tool} tool is given`, line: number };
    const decision: Decision = decidePathAccess(context.policy, tool, record.path);
    return { ...id, tool: record.tool, path: record.path, ...decisionJson(decision) };
  }
  return { ...id, error: `stdin:${number}: expected "cmd" (a string), or "tool" and "path"`, line: number };
}
