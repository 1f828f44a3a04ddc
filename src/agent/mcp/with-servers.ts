// Starts a run's MCP servers. The MCP SDK (and the zod schemas it builds as it loads) is imported
// only when the configuration names a server: a run without MCP servers, which is every Action
// run, never parses it (docs/action.md, "Start time").
import { createRedactor } from '../redact.js';
import type { ToolHost } from '../tool-host.js';
import type { CommandSandbox } from '../../sandbox/index.js';
import { loadMcpConfig, type McpConfig } from './config.js';
import { referencedNames } from './references.js';
import { createMcpToolHost, type McpToolHost } from './tool-host.js';

export interface WithMcpServersOptions {
  /** The policy file (absolute); null when the run has none, and then there are no MCP servers. */
  policyFile: string | null;
  workspace: string;
  /** The runner's environment. */
  env: Readonly<Record<string, string | undefined>>;
  /** Leash's version, sent to servers as the client's. */
  clientVersion: string;
  /** Stops starting servers when the run is stopped. */
  signal?: AbortSignal;
  /** Told each thing a person should see on stderr: a failed server, a tool left out, a shadowed `mcp:` key. */
  warn?: (line: string) => void;
  readFile?: (path: string) => Promise<string>;
  /** Used instead of reading the configuration beside the policy. */
  config?: McpConfig | null;
  /** The session's OS sandbox: every stdio server runs inside it. */
  sandbox?: CommandSandbox | null;
}

/**
 * `local` with the MCP servers of the policy's configuration (all started at once; a slow or
 * broken server costs at most its startup timeout and is reported, never fatal). Throws
 * `McpConfigError` for a bad configuration before starting anything. Call `close()` when the
 * run ends.
 */
export async function withMcpServers(local: ToolHost, options: WithMcpServersOptions): Promise<McpToolHost> {
  const config =
    options.config !== undefined
      ? options.config
      : options.policyFile
        ? await loadMcpConfig({ policyFile: options.policyFile, workspace: options.workspace, readFile: options.readFile })
        : null;
  const warn = options.warn ?? (() => undefined);
  if (!config) return createMcpToolHost({ local, servers: [] });
  for (const warning of config.warnings) warn(warning);
  // Values a configuration takes from the environment are treated as secrets in what servers write.
  const referenced = config.servers.flatMap((server) =>
    (server.type === 'stdio' ? [server.command, ...server.args, ...Object.values(server.env)] : [server.url, ...Object.values(server.headers)]).flatMap(
      referencedNames,
    ),
  );
  const secrets = [...new Set(referenced)].flatMap((name) => {
    const value = options.env[name];
    return value ? [{ name: `$${name}`, value }] : [];
  });
  const redactor = createRedactor({ env: options.env, secrets });
  // The SDK is loaded with the first server to start, not before.
  const connect = config.servers.length > 0 ? (await import('./server.js')).connectMcpServer : null;
  const servers = connect
    ? await Promise.all(
        config.servers.map((server) =>
          connect(server, {
            env: options.env,
            workspace: options.workspace,
            redactor,
            clientVersion: options.clientVersion,
            signal: options.signal,
            sandbox: options.sandbox,
          }),
        ),
      )
    : [];
  for (const server of servers) if (server.status === 'failed') warn(`MCP server "${server.config.name}" failed to start: ${server.error}`);
  const host = createMcpToolHost({ local, servers, deferThreshold: config.deferThreshold });
  for (const warning of host.warnings()) warn(warning);
  return host;
}
