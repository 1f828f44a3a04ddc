// One MCP server for one run: started with a deadline, its tools listed, its calls made with a
// timeout, and stopped with the run. A server that cannot start becomes a `failed` handle with
// a reason a person can act on (and the end of its stderr), never an exception or a hang.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Redactor } from '../redact.js';
import type { CommandSandbox } from '../../sandbox/index.js';
import { scrubbedEnvironment } from '../tools/environment.js';
import type { McpServerConfig } from './config.js';
import { expandReferences } from './references.js';
import { StderrTail } from './stderr-tail.js';
import { ProcessStdioTransport } from './stdio-transport.js';

export interface McpToolInfo {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export type McpCallOutcome = { kind: 'result'; result: CallToolResult } | { kind: 'timeout' } | { kind: 'aborted' } | { kind: 'error'; message: string };

export interface McpServerHandle {
  readonly config: McpServerConfig;
  readonly status: 'connected' | 'failed';
  /** Why the server failed to start (null when connected). */
  readonly error: string | null;
  readonly tools: readonly McpToolInfo[];
  /** The stdio server's pid (its process group), null for http or when it never started. */
  readonly pid: number | null;
  callTool(name: string, args: Record<string, unknown>, options: { signal: AbortSignal; timeoutMs: number }): Promise<McpCallOutcome>;
  /** What a stdio server wrote to stderr (the newest 64 KiB), redacted; empty for http. */
  stderr(): string;
  /** Stops the server (a stdio server's whole process group); safe to call more than once. */
  close(): Promise<void>;
}

export interface ConnectMcpServerOptions {
  /** The runner's environment: `${NAME}` references are looked up here; a stdio server gets its scrubbed allow-list. */
  env: Readonly<Record<string, string | undefined>>;
  /** Where stdio servers start. */
  workspace: string;
  redactor: Redactor;
  /** Leash's version, sent to the server as the client's. */
  clientVersion: string;
  /** Abandons a start that is still going (the run was stopped). */
  signal?: AbortSignal;
  /** Between SIGTERM and SIGKILL when a stdio server is stopped (default 2 s). */
  killGraceMs?: number;
  /** The session's OS sandbox: stdio servers run inside it. */
  sandbox?: CommandSandbox | null;
}

/** At most this many pages of `tools/list` are read: a server that pages forever is a failure. */
const MAX_TOOL_PAGES = 100;

class StartupTimeout extends Error {}

export async function connectMcpServer(config: McpServerConfig, options: ConnectMcpServerOptions): Promise<McpServerHandle> {
  const stderr = new StderrTail(options.redactor);
  const client = new Client({ name: 'leash', version: options.clientVersion }, { capabilities: {} });
  let transport: Transport | null = null;
  const failed = async (reason: string): Promise<McpServerHandle> => {
    await client.close().catch(() => undefined);
    await transport?.close().catch(() => undefined);
    const excerpt = stderr.excerpt();
    const error = options.redactor.redact(excerpt ? `${reason}; stderr: ${excerpt}` : reason);
    return failedHandle(config, error, stderr, pidOf(transport));
  };

  const prepared = prepareTransport(config, options, stderr);
  if ('problem' in prepared) return failed(prepared.problem);
  transport = prepared.transport;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new StartupTimeout()), config.startupTimeoutMs);
  const stop = () => deadline.abort(options.signal?.reason ?? new Error('the run was stopped'));
  options.signal?.addEventListener('abort', stop, { once: true });
  if (options.signal?.aborted) stop();
  try {
    const request = { signal: deadline.signal, timeout: config.startupTimeoutMs };
    await untilAborted(client.connect(transport, request), deadline.signal);
    const tools = await untilAborted(listAllTools(client, request), deadline.signal);
    return connectedHandle(config, client, transport, tools, stderr);
  } catch (error) {
    return failed(startupFailure(config, error, deadline.signal, transport));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

function prepareTransport(config: McpServerConfig, options: ConnectMcpServerOptions, stderr: StderrTail): { transport: Transport } | { problem: string } {
  const expand = (setting: string, text: string): string | { problem: string } => {
    const expanded = expandReferences(text, options.env);
    return expanded.ok ? expanded.value : { problem: `${setting} refers to \${${expanded.missing}}, which is not set in the environment` };
  };
  if (config.type === 'stdio') {
    const command = expand('command', config.command);
    if (typeof command !== 'string') return command;
    const args: string[] = [];
    for (const [index, arg] of config.args.entries()) {
      const value = expand(`args entry ${index + 1}`, arg);
      if (typeof value !== 'string') return value;
      args.push(value);
    }
    // The bash tool's rule: the harmless allow-list of the runner's environment, and only the
    // variables this server's configuration names on top.
    const env = scrubbedEnvironment(options.env);
    for (const [name, text] of Object.entries(config.env)) {
      const value = expand(`env ${name}`, text);
      if (typeof value !== 'string') return value;
      env[name] = value;
    }
    const transport = new ProcessStdioTransport({
      command,
      args,
      env,
      cwd: options.workspace,
      onStderr: (chunk) => stderr.append(chunk),
      killGraceMs: options.killGraceMs ?? 2_000,
      ...(options.sandbox ? { wrap: sandboxWrap(options.sandbox, config.name) } : {}),
    });
    return { transport };
  }
  const url = expand('url', config.url);
  if (typeof url !== 'string') return url;
  const headers: Record<string, string> = {};
  for (const [name, text] of Object.entries(config.headers)) {
    const value = expand(`header ${name}`, text);
    if (typeof value !== 'string') return value;
    headers[name] = value;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `url ${JSON.stringify(url)} is not a valid URL` };
  }
  return { transport: new StreamableHTTPClientTransport(parsed, { requestInit: { headers } }) };
}

async function listAllTools(client: Client, request: { signal: AbortSignal; timeout: number }): Promise<McpToolInfo[]> {
  const tools: McpToolInfo[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TOOL_PAGES; page += 1) {
    const listed = await client.listTools(cursor === undefined ? {} : { cursor }, request);
    for (const tool of listed.tools) {
      tools.push({ name: tool.name, description: tool.description ?? tool.title ?? '', inputSchema: tool.inputSchema as Record<string, unknown> });
    }
    cursor = listed.nextCursor;
    if (cursor === undefined) return tools;
  }
  throw new Error(`tools/list went on for more than ${MAX_TOOL_PAGES} pages`);
}

/** The promise, or a rejection as soon as `signal` fires: nothing in a start may outlast its deadline. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function pidOf(transport: Transport | null): number | null {
  return transport instanceof ProcessStdioTransport ? transport.pid : null;
}

function startupFailure(config: McpServerConfig, error: unknown, deadline: AbortSignal, transport: Transport | null): string {
  if (deadline.aborted && deadline.reason instanceof StartupTimeout) {
    return `did not start within ${config.startupTimeoutMs} ms (startup_timeout_ms); it was stopped`;
  }
  if (deadline.aborted) return 'the run was stopped while the server was starting';
  const exit = transport instanceof ProcessStdioTransport ? transport.exit : null;
  if (exit) return `${exitWords(exit)} before it was ready`;
  const { code, syscall } = error as NodeJS.ErrnoException;
  if (config.type === 'stdio' && code && syscall?.startsWith('spawn')) {
    const words: Record<string, string> = { ENOENT: 'no such program or file', EACCES: 'permission denied', E2BIG: 'the arguments are too long' };
    return `cannot start ${JSON.stringify(config.command)}: ${words[code] ?? 'the system refused'} (${code})`;
  }
  return errorWords(error);
}

function exitWords(exit: { code: number | null; signal: NodeJS.Signals | null }): string {
  return exit.signal ? `the server process was killed by ${exit.signal}` : `the server process exited with code ${exit.code}`;
}

function errorWords(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch failures keep the reason (ECONNREFUSED, a DNS error) in their cause.
  const cause = (error as { cause?: unknown }).cause;
  const why = cause instanceof Error ? `: ${(cause as NodeJS.ErrnoException).code ?? cause.message}` : '';
  return `${error.message}${why}`;
}

function failedHandle(config: McpServerConfig, error: string, stderr: StderrTail, pid: number | null): McpServerHandle {
  return {
    config,
    status: 'failed',
    error,
    tools: [],
    pid,
    callTool: async () => ({ kind: 'error', message: `The MCP server "${config.name}" is not running: ${error}` }),
    stderr: () => stderr.text(),
    close: async () => undefined,
  };
}

function connectedHandle(config: McpServerConfig, client: Client, transport: Transport, tools: McpToolInfo[], stderr: StderrTail): McpServerHandle {
  let closing: Promise<void> | undefined;
  return {
    config,
    status: 'connected',
    error: null,
    tools,
    pid: pidOf(transport),
    async callTool(name, args, options) {
      try {
        const result = (await client.callTool({ name, arguments: args }, undefined, { signal: options.signal, timeout: options.timeoutMs })) as CallToolResult;
        return { kind: 'result', result };
      } catch (error) {
        if (options.signal.aborted) return { kind: 'aborted' };
        if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) return { kind: 'timeout' };
        const exit = transport instanceof ProcessStdioTransport ? transport.exit : null;
        if (exit) {
          const excerpt = stderr.excerpt();
          return { kind: 'error', message: `The MCP server "${config.name}" has stopped (${exitWords(exit)})${excerpt ? `; stderr: ${excerpt}` : ''}` };
        }
        return { kind: 'error', message: `The MCP server "${config.name}" failed the call: ${errorWords(error)}` };
      }
    },
    stderr: () => stderr.text(),
    close() {
      closing ??= (async () => {
        // A stateful http server is told the session is over (at most a second: shutdown must not hang on it).
        if (transport instanceof StreamableHTTPClientTransport) {
          await Promise.race([transport.terminateSession().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
        }
        await client.close().catch(() => undefined);
        await transport.close().catch(() => undefined);
      })();
      return closing;
    },
  };
}

/** A stdio server's program run inside the session's sandbox (its refusals show in its stderr). */
function sandboxWrap(sandbox: CommandSandbox, serverName: string) {
  return async (command: string, args: readonly string[]) => {
    const wrapped = await sandbox.wrapServer(command, args, `mcp:${serverName}`);
    return { command: wrapped.command, args: wrapped.args };
  };
}
