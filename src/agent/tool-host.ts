// What the loop needs from its tools: their definitions, input validation, and running an
// allowed call. The loop gates every call through the policy before `run`.
import type { Tool } from '@anthropic-ai/sdk/resources/messages';
import type { KnownEnvironment } from '../bash/index.js';
import type { SandboxDenial } from '../sandbox/index.js';
import type { LeashEvent } from './events.js';
import type { ToolLimitOverrides } from './tools/limits.js';

export interface ToolOutcome {
  /** Text for the model (redacted by the loop before it is sent or written). */
  content: string;
  isError: boolean;
  /** The tool was cut short (timeout, output limit, stop) and returned what it had. */
  partial: boolean;
  /** For bash: the exit code, null when the command was killed. */
  exitCode: number | null;
  /** What the OS sandbox refused while the call ran (already told to the model in `content`). */
  sandboxDenials?: SandboxDenial[];
}

export interface ToolRunContext {
  signal: AbortSignal;
  toolUseId: string;
  /** Output limits per tool for this run (`--tool-limits`); they win over the host's own. */
  limits?: ToolLimitOverrides;
  /**
   * Canonical paths this call may write only because an approval allowed them (a `session`
   * rule decided the scope): the OS sandbox opens exactly these, for this call alone.
   */
  sandboxGrants?: readonly string[];
}

export interface ToolHost {
  /** The tools offered to the model, in order. */
  definitions(): Tool[];
  /** An error text when the input does not match the tool's schema (or the tool is unknown), else null. */
  validate(name: string, input: Record<string, unknown>): string | null;
  run(name: string, input: Record<string, unknown>, context: ToolRunContext): Promise<ToolOutcome>;
  /** MCP servers and their status, for system/init. */
  mcpServers(): { name: string; status: string; error?: string }[];
  /**
   * The environment this host's bash commands get, when it knows it exactly: the loop decides each
   * command in it (DESIGN.md section 3). Absent, every variable a command does not set is any value.
   */
  readonly bashEnvironment?: KnownEnvironment;
  /** A model turn starts and no tool runs: the OS sandbox may make the next bash call's wrap now. */
  prepareSandbox?(): void;
  /** A tool call starts (the sandbox drops a wrap made ahead that the call may make stale); returns its end. */
  beginCall?(name: string, toolUseId: string): () => void;
  /** On resume: rebuild per-session state (tools loaded by tool_search) from the session's events. */
  restore?(events: readonly LeashEvent[]): void;
}
