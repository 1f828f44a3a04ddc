// The tools of a run with MCP servers: the local tools, then each server's tools as
// `mcp__<server>__<tool>`, then `tool_search` and the deferred tools it (or a direct call by
// name) has loaded. The loop asks for `definitions()` before every request, so a load shows in
// the next one. Calls are gated by the loop (`mcp.<server>` rules) before `run` sees them.
import type { Tool, ToolResultBlockParam } from '@anthropic-ai/sdk/resources/messages';
import { Ajv, type ValidateFunction } from 'ajv';
import type { AssistantEvent, LeashEvent, UserEvent } from '../events.js';
import { TOOL_DEFINITIONS } from '../prompt.js';
import type { ToolHost, ToolOutcome, ToolRunContext } from '../tool-host.js';
import limitsTable from '../tools/limits.json' with { type: 'json' };
import { truncateOutput, type OutputLimits } from '../tools/truncate.js';
import { DEFAULT_DEFER_THRESHOLD } from './config.js';
import { mcpResultText } from './content.js';
import { rankDeferredTools, searchLoadedNames, toolSearchDescription, toolSearchResultText, type DeferredTool } from './search.js';
import type { McpServerHandle, McpToolInfo } from './server.js';

export const TOOL_SEARCH = 'tool_search';

/** What the Messages API accepts as a tool name. */
const API_TOOL_NAME = /^[A-Za-z0-9_-]{1,128}$/;
/** A server's description is cut here: it is sent (and paid for) on every request. */
const MAX_DESCRIPTION_CHARS = 2_048;

/** The output limits every tool starts from (limits.json `all`), unless the caller overrides them. */
const DEFAULT_OUTPUT_LIMITS: OutputLimits = {
  maxLines: limitsTable.all.maxLines,
  maxBytes: limitsTable.all.maxBytes,
  maxLineLength: limitsTable.all.maxLineLength,
};

export interface McpToolHostOptions {
  /** The built-in tools; every name that is not an MCP tool or tool_search goes to it. */
  local: ToolHost;
  /** Started servers, connected or failed, in configuration order. */
  servers: readonly McpServerHandle[];
  /** A server with more tools than this is deferred when its `defer` is `auto` (default 10). */
  deferThreshold?: number;
  outputLimits?: Partial<OutputLimits>;
}

export interface McpToolHost extends ToolHost {
  /** Deferred tools loaded in this session, in the order they were loaded. */
  loadedTools(): string[];
  /** Tools a server listed that cannot be offered (a name the API refuses, a duplicate). */
  warnings(): string[];
  /** A server's stderr (redacted, the newest 64 KiB); empty for http servers. */
  serverStderr(server: string): string;
  /** Stops every server; stdio servers with their whole process group. */
  close(): Promise<void>;
}

interface McpTool {
  server: McpServerHandle;
  info: McpToolInfo;
  fullName: string;
  definition: Tool;
  deferred: boolean;
  /** Compiled on first use; null when the server's schema does not compile (the server checks it then). */
  validator?: ValidateFunction | null;
}

export function createMcpToolHost(options: McpToolHostOptions): McpToolHost {
  const threshold = options.deferThreshold ?? DEFAULT_DEFER_THRESHOLD;
  const limits: OutputLimits = { ...DEFAULT_OUTPUT_LIMITS, ...options.outputLimits };
  const ajv = new Ajv({ allErrors: true, strict: false });
  const tools = new Map<string, McpTool>();
  const warnings: string[] = [];
  const deferredServers = new Set<string>();

  for (const server of options.servers) {
    if (server.status !== 'connected') continue;
    const offered: McpTool[] = [];
    for (const info of server.tools) {
      const fullName = `mcp__${server.config.name}__${info.name}`;
      if (!API_TOOL_NAME.test(fullName)) {
        warnings.push(
          `MCP server "${server.config.name}": tool "${info.name}" is left out: ${fullName} is not a name the model can call (letters, digits, _ and -, at most 128)`,
        );
        continue;
      }
      if (tools.has(fullName)) {
        warnings.push(`MCP server "${server.config.name}": tool "${info.name}" is listed twice; the first is kept`);
        continue;
      }
      const tool: McpTool = { server, info, fullName, definition: toolDefinition(fullName, info), deferred: false };
      tools.set(fullName, tool);
      offered.push(tool);
    }
    const defer = server.config.defer;
    if (defer === 'always' || (defer === 'auto' && offered.length > threshold)) {
      deferredServers.add(server.config.name);
      for (const tool of offered) tool.deferred = true;
    }
  }

  const all = [...tools.values()];
  const direct = all.filter((tool) => !tool.deferred);
  const deferred: DeferredTool[] = all
    .filter((tool) => tool.deferred)
    .map((tool) => ({ server: tool.server.config.name, name: tool.info.name, fullName: tool.fullName, description: tool.info.description }));
  const toolSearch: Tool | null =
    deferred.length > 0 ? { name: TOOL_SEARCH, description: toolSearchDescription(deferred), input_schema: TOOL_DEFINITIONS.tool_search!.input_schema } : null;
  const loaded: string[] = [];

  /** Loads a deferred tool; true when it was not loaded before. */
  const load = (name: string): boolean => {
    if (!tools.get(name)?.deferred || loaded.includes(name)) return false;
    loaded.push(name);
    return true;
  };
  const ownsName = (name: string) => tools.has(name) || (toolSearch !== null && name === TOOL_SEARCH);

  const definitions = (): Tool[] => [
    ...options.local.definitions().filter((definition) => !ownsName(definition.name)),
    ...direct.map((tool) => tool.definition),
    ...(toolSearch ? [toolSearch] : []),
    ...loaded.map((name) => tools.get(name)!.definition),
  ];

  const inputProblem = (tool: McpTool, input: Record<string, unknown>): string | null => {
    if (tool.validator === undefined) {
      try {
        tool.validator = ajv.compile(tool.definition.input_schema);
      } catch {
        tool.validator = null;
      }
    }
    if (tool.validator === null || tool.validator(input)) return null;
    return (tool.validator.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || 'input'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      .join('; ');
  };

  const search = (query: string): ToolOutcome => {
    const found = rankDeferredTools(query, deferred);
    for (const tool of found) load(tool.fullName);
    return { content: toolSearchResultText(query, found), isError: false, partial: false, exitCode: null };
  };

  const callTool = async (tool: McpTool, input: Record<string, unknown>, context: ToolRunContext): Promise<ToolOutcome> => {
    const timeoutMs = tool.server.config.toolTimeoutMs;
    const outcome = await tool.server.callTool(tool.info.name, input, { signal: context.signal, timeoutMs });
    switch (outcome.kind) {
      case 'result': {
        const { text, isError } = mcpResultText(outcome.result);
        return { content: truncateOutput(text, limits).text, isError, partial: false, exitCode: null };
      }
      case 'timeout':
        return {
          content: `${tool.fullName} did not answer within ${timeoutMs} ms (tool_timeout_ms of server "${tool.server.config.name}"); the call was abandoned and may or may not have taken effect.`,
          isError: true,
          partial: true,
          exitCode: null,
        };
      case 'aborted':
        return {
          content: `The run stopped while this ${tool.fullName} call was running; it may or may not have taken effect.`,
          isError: true,
          partial: true,
          exitCode: null,
        };
      case 'error':
        return { content: outcome.message, isError: true, partial: false, exitCode: null };
    }
  };

  return {
    definitions,
    get bashEnvironment() {
      return options.local.bashEnvironment;
    },
    ...(options.local.prepareSandbox ? { prepareSandbox: () => options.local.prepareSandbox!() } : {}),
    ...(options.local.beginCall ? { beginCall: (name: string, id: string) => options.local.beginCall!(name, id) } : {}),
    validate(name, input) {
      if (toolSearch !== null && name === TOOL_SEARCH) {
        const extra = Object.keys(input).filter((key) => key !== 'query');
        if (typeof input.query !== 'string' || input.query.trim() === '' || extra.length > 0) {
          return `Invalid input for ${TOOL_SEARCH}: give only query, a non-empty string${extra.length > 0 ? ` (not ${extra.join(', ')})` : ''}. The call was not run.`;
        }
        return null;
      }
      const tool = tools.get(name);
      if (tool) {
        // A deferred tool called by its exact name joins the tool list, whatever becomes of this call.
        const justLoaded = load(name);
        const problem = inputProblem(tool, input);
        if (!problem) return null;
        return `Invalid input for ${name}: ${problem}. The call was not run.${justLoaded ? ' Its input schema is in your tool list from your next turn.' : ''}`;
      }
      if (options.local.definitions().some((definition) => definition.name === name)) return options.local.validate(name, input);
      const more = toolSearch !== null ? ' More tools are listed in the tool_search description.' : '';
      return `There is no tool named "${name}". Available tools: ${definitions()
        .map((d) => d.name)
        .join(', ')}.${more}`;
    },
    async run(name, input, context) {
      if (toolSearch !== null && name === TOOL_SEARCH) return search(String(input.query));
      const tool = tools.get(name);
      if (tool) return callTool(tool, input, context);
      return options.local.run(name, input, context);
    },
    mcpServers() {
      return options.servers.map((server) =>
        server.status === 'failed'
          ? { name: server.config.name, status: 'failed', error: server.error ?? 'failed to start' }
          : { name: server.config.name, status: deferredServers.has(server.config.name) ? 'deferred' : 'connected' },
      );
    },
    restore(events) {
      options.local.restore?.(events);
      for (const name of loadsOf(events, (name) => tools.get(name)?.deferred === true)) load(name);
    },
    loadedTools: () => [...loaded],
    warnings: () => [...warnings],
    serverStderr: (name) => options.servers.find((server) => server.config.name === name)?.stderr() ?? '',
    async close() {
      await Promise.all(options.servers.map((server) => server.close()));
    },
  };
}

function toolDefinition(fullName: string, info: McpToolInfo): Tool {
  // `$schema` names a draft the Messages API does not need; everything else is the server's.
  const { $schema: _draft, ...schema } = info.inputSchema;
  const description = info.description.length > MAX_DESCRIPTION_CHARS ? `${info.description.slice(0, MAX_DESCRIPTION_CHARS - 1)}…` : info.description;
  return {
    name: fullName,
    ...(description ? { description } : {}),
    input_schema: { ...schema, type: 'object' } as Tool['input_schema'],
  };
}

/**
 * The deferred tools a session loaded, in the order it loaded them, from its events: for each
 * tool call in order, a successful tool_search loads what its result lists, and a call of a
 * deferred tool by name loads that tool. Subagents' calls count too: they share the run's tools.
 */
export function loadsOf(events: readonly LeashEvent[], isDeferred: (name: string) => boolean): string[] {
  const results = new Map<string, { text: string; isError: boolean }>();
  for (const event of events) {
    if (event.type !== 'user') continue;
    const content = (event as UserEvent).message.content;
    if (!Array.isArray(content)) continue;
    for (const block of content) {
      if (block.type !== 'tool_result') continue;
      const result = block as ToolResultBlockParam;
      results.set(result.tool_use_id, { text: resultText(result.content), isError: result.is_error === true });
    }
  }
  const loads: string[] = [];
  const add = (name: string) => {
    if (isDeferred(name) && !loads.includes(name)) loads.push(name);
  };
  for (const event of events) {
    if (event.type !== 'assistant') continue;
    for (const block of (event as AssistantEvent).message.content ?? []) {
      if (block.type !== 'tool_use') continue;
      if (block.name === TOOL_SEARCH) {
        const result = results.get(block.id);
        if (result && !result.isError) for (const name of searchLoadedNames(result.text)) add(name);
      } else {
        add(block.name);
      }
    }
  }
  return loads;
}

function resultText(content: ToolResultBlockParam['content']): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((block) => (block.type === 'text' ? block.text : '')).join('\n');
}
