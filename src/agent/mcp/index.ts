// MCP servers for a run (docs/mcp.md): configuration beside the policy, servers started with a
// deadline and stopped with the run, their tools offered as `mcp__<server>__<tool>` (deferred
// behind `tool_search` when a server has many) and gated by the policy's `mcp.<server>` rules.
// The SDK-using modules (server.ts, stdio-transport.ts) are re-exported here for the tests; the
// agent layer's own surface takes `withMcpServers` from with-servers.ts, which imports them only
// when a server is configured.
export {
  loadMcpConfig,
  parseConfig,
  McpConfigError,
  MCP_CONFIG_FILE,
  DEFAULT_DEFER_THRESHOLD,
  DEFAULT_STARTUP_TIMEOUT_MS,
  DEFAULT_TOOL_TIMEOUT_MS,
  type LoadMcpConfigOptions,
  type McpConfig,
  type McpConfigErrorCode,
  type McpDefer,
  type McpHttpServerConfig,
  type McpServerConfig,
  type McpStdioServerConfig,
} from './config.js';
export { connectMcpServer, type ConnectMcpServerOptions, type McpCallOutcome, type McpServerHandle, type McpToolInfo } from './server.js';
export { createMcpToolHost, loadsOf, TOOL_SEARCH, type McpToolHost, type McpToolHostOptions } from './tool-host.js';
export { rankDeferredTools, searchLoadedNames, toolSearchDescription, toolSearchResultText, SEARCH_RESULTS, type DeferredTool } from './search.js';
export { mcpResultText } from './content.js';
export { MCP_MARKER_VARIABLE } from './marker.js';
export { withMcpServers, type WithMcpServersOptions } from './with-servers.js';
