// The built-in tools on the local machine: definitions, input validation, and running a call
// the loop has already gated. Paths resolve against the workspace root exactly as the policy
// resolved them, so a call runs on the file the policy decided on.
import { readFile, stat } from 'node:fs/promises';
import { relative } from 'node:path';
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import { Ajv, type ValidateFunction } from 'ajv';
import { findGrammarDir } from '../bash/index.js';
import { canonicalPath } from '../paths/index.js';
import { decidePathAccess } from '../policy/index.js';
import type { Policy } from '../policy/index.js';
import { sandboxDenialNote } from '../sandbox/index.js';
import type { CommandSandbox, SandboxCallKind } from '../sandbox/index.js';
import { schemaProblems } from './schema-check.js';
import { READ_ONLY_TOOLS } from './subagents.js';
import { TOOL_DEFINITIONS } from './prompt.js';
import { createSkeletonIndexer, SKELETON_MAX_BYTES, type SkeletonIndexer } from './skeleton/index.js';
import type { ToolHost, ToolOutcome, ToolRunContext } from './tool-host.js';
import {
  bashTimeoutMs,
  editFileTool,
  globTool,
  grepTool,
  readFileTool,
  resolveToolLimits,
  runBashCommand,
  RUN_MARKER_VARIABLE,
  scrubbedEnvironment,
  startSupervisor,
  writeFileTool,
  type ToolLimitOverrides,
  type ToolLimits,
  type ToolName,
} from './tools/index.js';

export const CORE_TOOLS = ['bash', 'read', 'write', 'edit', 'glob', 'grep', 'index'] as const;

export interface LocalToolOptions {
  workspace: string;
  policy: Policy;
  env: NodeJS.ProcessEnv;
  /** Tools to offer, in order (default: all core tools). */
  tools?: readonly string[];
  limits?: ToolLimitOverrides;
  /** Where the grammar .wasm files are (default: found beside the code). */
  grammarDir?: string;
  /** The session's OS sandbox: every bash command runs inside it. Null or absent: none. */
  sandbox?: CommandSandbox | null;
}

export interface LocalToolHost extends ToolHost {
  /** Runs one core tool call (no policy check here: the caller gates it). */
  runCore(name: string, input: Record<string, unknown>, context: ToolRunContext): Promise<ToolOutcome>;
}

export async function createLocalToolHost(options: LocalToolOptions): Promise<LocalToolHost> {
  const names = [...(options.tools ?? CORE_TOOLS)];
  // Up before the first command, so a Leash killed at any moment takes its commands along.
  if (names.includes('bash')) startSupervisor(RUN_MARKER_VARIABLE);
  let indexer: SkeletonIndexer | undefined;
  if (names.includes('index')) indexer = createSkeletonIndexer({ grammarDir: options.grammarDir ?? findGrammarDir() });
  const definitions = names.map((name) => {
    const definition = TOOL_DEFINITIONS[name];
    if (!definition) throw new Error(`unknown tool "${name}"`);
    return definition;
  });
  const validators = new Map<string, ValidateFunction>();
  // Made with the first call to validate, not before the first model request.
  let ajv: Ajv | undefined;
  const pass = [...new Set(options.policy.layers.flatMap((layer) => layer.envPass))];
  const environment = scrubbedEnvironment(options.env, { pass });
  const workspace = options.policy.workspace;
  const resolvePath = (path: unknown) => canonicalPath(String(path), workspace, options.policy);
  const canRead = (absolute: string) => decidePathAccess(options.policy, 'read', absolute).decision === 'allow';

  // The sandbox holds this host's policy: a chain task's narrowed one, not only the chain's.
  const sandbox = options.sandbox?.forPolicy ? options.sandbox.forPolicy(options.policy) : options.sandbox;
  const runCore = async (name: string, input: Record<string, unknown>, context: ToolRunContext): Promise<ToolOutcome> => {
    // The run's limits (context) win over the host's own, field by field.
    const limitsOf = (tool: ToolName): Partial<ToolLimits> | undefined =>
      context.limits?.[tool] ? { ...options.limits?.[tool], ...context.limits[tool] } : options.limits?.[tool];
    switch (name) {
      case 'bash': {
        const limits = resolveToolLimits('bash', limitsOf('bash'));
        const command = String(input.command);
        const sandboxed = await wrapInSandbox(sandbox, command, context);
        if (typeof sandboxed === 'string') return { content: sandboxed, isError: true, partial: false, exitCode: null };
        const run = await runBashCommand({
          command: sandboxed?.script ?? command,
          cwd: workspace,
          env: sandboxed ? { ...environment, ...sandboxed.env } : environment,
          timeoutMs: bashTimeoutMs(typeof input.timeout_ms === 'number' ? input.timeout_ms : undefined, limits),
          signal: context.signal,
          limits,
        });
        const refused = sandboxed
          ? sandboxed.finish(run.output, workspace).map((d) => ({ ...d, tool_use_id: context.toolUseId, tool_name: 'bash', command }))
          : [];
        const content = refused.length > 0 ? `${run.text}\n${sandboxDenialNote(refused)}` : run.text;
        return {
          content,
          isError: run.exitCode !== 0 || refused.length > 0,
          partial: run.partial,
          exitCode: run.exitCode,
          ...(refused.length > 0 ? { sandboxDenials: refused } : {}),
        };
      }
      case 'read':
        return fromResult(await readFileTool({ path: resolvePath(input.path), offset: num(input.offset), limit: num(input.limit), limits: limitsOf('read') }));
      case 'write':
        return fromResult(await writeFileTool({ path: resolvePath(input.path), content: String(input.content) }));
      case 'edit':
        return fromResult(
          await editFileTool({
            path: resolvePath(input.path),
            oldString: String(input.old_string),
            newString: String(input.new_string),
            replaceAll: input.replace_all === true,
            limits: limitsOf('edit'),
          }),
        );
      case 'glob':
        return fromResult(
          await globTool({ root: workspace, pattern: String(input.pattern), path: str(input.path), limits: limitsOf('glob'), canRead, signal: context.signal }),
        );
      case 'grep':
        return fromResult(
          await grepTool({
            root: workspace,
            pattern: String(input.pattern),
            path: str(input.path),
            glob: str(input.glob),
            limits: limitsOf('grep'),
            canRead,
            signal: context.signal,
          }),
        );
      case 'index':
        return indexFile(indexer, resolvePath(input.path), workspace);
      default:
        return { content: `Unknown tool "${name}".`, isError: true, partial: false, exitCode: null };
    }
  };

  return {
    definitions: (): Tool[] => definitions,
    // The marker differs per call. Inside the OS sandbox the command also sees the library's own
    // variables (proxies, TMPDIR, …), as its start-up probe found them; those that differ per call
    // (the proxies' per-call key) are any value.
    // Read per call: the sandbox's second probe, run after start-up, may have narrowed `unknown`.
    get bashEnvironment() {
      if (!sandbox) return { values: environment, unknown: [RUN_MARKER_VARIABLE] };
      const inside = sandbox.environmentFor(environment);
      return { values: inside.values, unknown: [RUN_MARKER_VARIABLE, ...inside.unknown] };
    },
    ...(sandbox ? { prepareSandbox: () => sandbox.prepare(), beginCall: (tool: string, id: string) => sandbox.beginCall(sandboxCallKind(tool), id) } : {}),
    validate(name, input) {
      const definition = definitions.find((d) => d.name === name);
      if (!definition) return `There is no tool named "${name}". Available tools: ${definitions.map((d) => d.name).join(', ')}.`;
      let validate = validators.get(name);
      if (!validate) {
        ajv ??= new Ajv({ allErrors: true, strict: false, validateSchema: false });
        validate = ajv.compile(definition.input_schema);
        validators.set(name, validate);
      }
      if (validate(input)) return null;
      const problems = schemaProblems(validate.errors);
      return `Invalid input for ${name}: ${problems.join('; ')}. The call was not run.`;
    },
    run: runCore,
    runCore,
    mcpServers: () => [],
  };
}

/** The command wrapped for the session's sandbox, null without one, or the text of a wrap that failed. */
async function wrapInSandbox(sandbox: CommandSandbox | null | undefined, command: string, context: ToolRunContext) {
  if (!sandbox) return null;
  try {
    return await sandbox.wrapCommand(command, context.toolUseId, context.signal, context.sandboxGrants);
  } catch (error) {
    return `The command was not run: the sandbox could not prepare it (${error instanceof Error ? error.message : String(error)}).`;
  }
}

function fromResult(result: { ok: boolean; text: string }): ToolOutcome {
  return { content: result.text, isError: !result.ok, partial: false, exitCode: null };
}

async function indexFile(indexer: SkeletonIndexer | undefined, path: string, workspace: string): Promise<ToolOutcome> {
  if (!indexer)
    return { content: 'The index tool is not available in this run; use read with offset and limit.', isError: true, partial: false, exitCode: null };
  const failed = (content: string): ToolOutcome => ({ content, isError: true, partial: false, exitCode: null });
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) return failed(`${relative(workspace, path) || '.'} is a directory; use glob to list it.`);
    size = info.size;
  } catch (error) {
    return failed(
      `Cannot index ${relative(workspace, path)}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}.`,
    );
  }
  if (size > SKELETON_MAX_BYTES)
    return failed(`${relative(workspace, path)} is ${size} bytes, over the 2 MB index limit; use grep to find what you need, then read with offset and limit.`);
  const text = await readFile(path, 'utf8');
  const result = await indexer.skeletonOf(relative(workspace, path), text);
  if (!result.ok) return failed(result.reason);
  return { content: result.text, isError: false, partial: result.partial, exitCode: null };
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Core tools that never change files leave the sandbox's prepared wrap valid; every other tool (an MCP tool too) may change them. */
function sandboxCallKind(tool: string): SandboxCallKind {
  return tool === 'bash' ? 'bash' : READ_ONLY_TOOLS.has(tool) ? 'read-only' : 'changes-files';
}
