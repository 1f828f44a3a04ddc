// The agent loop (DESIGN.md section 4): one turn is one streamed Messages API call, then every
// tool call in it gated through the policy and run; results go back in one user message.
// Every limit ends with its own result subtype, never a hang or a false green.
import type { LimitFunction } from 'p-limit';
import type { ContentBlockParam, Message, MessageParam, Tool } from '@anthropic-ai/sdk/resources/messages';
import { Conversation, roundUsd, type AccountedResponse, type AgentOutcome, type Refusal, type RunServices } from './conversation.js';
import {
  denialScopes,
  addResponseUsage,
  claudeCodeVersionFor,
  emptyUsage,
  eventBase,
  type InitEvent,
  type LeashEvent,
  type ModelUsageEntry,
  type PendingApproval,
  type PermissionDenial,
  type ResultEvent,
  type ResultSubtype,
  type ResultUsage,
  type UserEvent,
} from './events.js';
import { approvalNote } from './approvals.js';
import { DEFAULT_IDLE_TIMEOUT_MS } from './model-call.js';
import { systemPrompt } from './prompt.js';
import { rebuildConversation, type ResumeState } from './resume.js';
import { sandboxDenialNote } from '../sandbox/index.js';
import type { SandboxDenial } from '../sandbox/index.js';
import { SessionFileWriter } from './session-file.js';
import { SpendGuard } from './spend.js';
import { structuredOutputSpec, type StructuredOutputSpec } from './structured-output.js';
import { DEFAULT_SUBAGENT_MAX_TURNS, processSubagentLimit, tierModels, tierOfModel, type TierModels } from './subagents.js';
import { refusalKind, refusalText } from './tool-gate.js';

export { WRAP_UP_SHARE } from './conversation.js';
import type { AgentLimits, AgentOptions } from './agent-options.js';

export type { AgentLimits, AgentOptions } from './agent-options.js';

export const DEFAULT_LIMITS: AgentLimits = {
  maxTurns: null,
  maxBudgetUsd: null,
  timeoutMs: null,
  idleTimeoutMs: DEFAULT_IDLE_TIMEOUT_MS,
  maxOutputTokens: 16_000,
};

interface Totals {
  usage: ResultUsage;
  modelUsage: Record<string, ModelUsageEntry>;
  apiMs: number;
  costUsd: number;
}

export async function runAgent(options: AgentOptions): Promise<ResultEvent> {
  const run = new AgentRun(options);
  try {
    return await run.execute();
  } finally {
    run.close();
  }
}

class AgentRun implements RunServices {
  private readonly sessionId: string;
  private readonly writer: SessionFileWriter;
  readonly started: number;
  readonly spend: SpendGuard;
  readonly tierModels: TierModels;
  readonly subagentLimit: LimitFunction;
  readonly subagentMaxTurns: number;
  private readonly stop = new AbortController();
  private readonly totals: Totals = { usage: emptyUsage(), modelUsage: {}, apiMs: 0, costUsd: 0 };
  private readonly denials: PermissionDenial[] = [];
  private readonly pending: PendingApproval[] = [];
  private readonly sandboxDenials: SandboxDenial[] = [];
  private readonly resumeState: ResumeState | null;
  private readonly structured: StructuredOutputSpec | null;
  private readonly main: Conversation;
  private timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  private stopReason: 'timeout' | 'signal' | null = null;
  pricingFailure: (AgentOutcome & { ok: false }) | null = null;

  constructor(readonly options: AgentOptions) {
    // A schema that cannot be used fails here, before a session file or a model call.
    this.structured = options.jsonSchema ? structuredOutputSpec(options.jsonSchema) : null;
    const subagents = options.subagents === false ? null : (options.subagents ?? {});
    this.tierModels = tierModels(subagents?.tierModels);
    this.subagentLimit = subagents?.limit ?? processSubagentLimit();
    this.subagentMaxTurns = subagents?.maxTurns ?? DEFAULT_SUBAGENT_MAX_TURNS;
    this.resumeState = options.resume ? rebuildConversation(options.resume.events) : null;
    this.sessionId = this.resumeState?.sessionId ?? crypto.randomUUID();
    this.writer = new SessionFileWriter(options.resume?.path ?? `${options.sessionDir}/${this.sessionId}.jsonl`);
    options.onSessionFile?.(this.writer.path);
    this.started = options.clock.now();
    this.spend = options.spend ?? new SpendGuard(options.limits.maxBudgetUsd);
    this.main = new Conversation(this, {
      model: options.model,
      tier: tierOfModel(options.model, this.tierModels),
      parentToolUseId: null,
      parent: null,
      maxTurns: options.limits.maxTurns,
      hostTool: () => true,
      offerBatch: options.batch !== false,
      offerTask: subagents !== null,
      structured: this.structured,
      // What the model reads is redacted (docs/security.md), the text a person gave included.
      system: systemPrompt({
        workspace: options.policy.workspace,
        limits: options.limits,
        append: options.appendSystemPrompt === undefined ? undefined : options.redactor.redact(options.appendSystemPrompt),
        structuredOutput: this.structured !== null,
      }),
      turnLimitText: (max) => `Stopped after ${max} turn${max === 1 ? '' : 's'} (--max-turns ${max}) before the task was finished.`,
      firstTurn: this.resumeState?.lastTurn ?? 0,
    });
    options.signal?.addEventListener('abort', () => this.halt('signal'), { once: true });
    if (options.limits.timeoutMs !== null) {
      this.timeoutTimer = setTimeout(() => this.halt('timeout'), options.limits.timeoutMs);
      this.timeoutTimer.unref?.();
    }
  }

  get signal(): AbortSignal {
    return this.stop.signal;
  }

  get sessionFile(): string {
    return this.writer.path;
  }

  close(): void {
    if (this.timeoutTimer) clearTimeout(this.timeoutTimer);
    this.writer.close();
  }

  private halt(reason: 'timeout' | 'signal'): void {
    if (this.stop.signal.aborted) return;
    this.stopReason = reason;
    this.stop.abort(new Error(reason === 'timeout' ? 'the run timed out' : 'the run was stopped'));
  }

  write(event: LeashEvent): void {
    const line = JSON.stringify(this.options.redactor.redactValue(event));
    this.writer.append(line);
    this.options.emit?.(line);
  }

  flush(): void {
    this.writer.flush();
  }

  base() {
    return eventBase(this.sessionId, this.options.clock.now());
  }

  // ------------------------------------------------------------------ the run

  async execute(): Promise<ResultEvent> {
    if (this.options.resume) this.options.tools.restore?.(this.options.resume.events);
    this.write(this.initEvent(this.main.definitions()));
    const approval = this.options.approval;
    if (approval) {
      this.write({
        type: 'system',
        subtype: 'approval',
        ...this.base(),
        approved: approval.approved,
        approved_by: approval.approvedBy,
        approved_at: approval.approvedAt,
      });
    }
    const messages: MessageParam[] = this.resumeState ? [...this.resumeState.messages] : [];
    const opening = this.openingMessage(messages);
    if (opening === 'nothing-to-do') {
      return this.finish('error_during_execution', 'completed', 'The session has already finished; give a new prompt to continue it.', ['nothing to resume']);
    }
    if (opening) {
      const last = messages[messages.length - 1];
      // After a run that stopped on tool results, the new text joins that user message.
      if (last && last.role === 'user') last.content = [...(last.content as ContentBlockParam[]), ...opening.content];
      else messages.push({ role: 'user', content: opening.content });
      this.write(opening.event);
    }
    this.writer.flush();
    return this.finishWith(await this.main.loop(messages));
  }

  /** The user message that starts this invocation, if one is needed. */
  private openingMessage(messages: MessageParam[]): { content: ContentBlockParam[]; event: UserEvent } | null | 'nothing-to-do' {
    const blocks: ContentBlockParam[] = [];
    const state = this.resumeState;
    if (state?.interruptedCalls.length) {
      // Only a call whose start marker is in the session file was running when the run stopped;
      // the others never began. Say which, rather than run any of them again.
      for (const call of state.interruptedCalls) {
        const content = call.started
          ? `The run stopped while this ${call.name} call was running; it may or may not have taken effect. Check before repeating it.`
          : `The run stopped before this ${call.name} call started; it was not run. Make it again if it is still needed.`;
        blocks.push({ type: 'tool_result', tool_use_id: call.id, is_error: true, content });
      }
    }
    // The prompt (--prompt, --prompt-file, a chain or queue task's text with the results it is
    // given) is redacted like every other text the model reads and the session file keeps.
    const redact = (text: string) => this.options.redactor.redact(text);
    if (this.options.approval) blocks.push({ type: 'text', text: redact(approvalNote(this.options.approval.approved, this.options.approval.approvedBy)) });
    if (this.options.resumeNote) blocks.push({ type: 'text', text: redact(this.options.resumeNote) });
    if (this.options.prompt !== null) blocks.push({ type: 'text', text: redact(this.options.prompt) });
    if (blocks.length === 0) {
      if (!state) return 'nothing-to-do';
      const last = messages[messages.length - 1];
      return last && last.role === 'user' ? null : 'nothing-to-do';
    }
    const synthetic = this.options.prompt === null;
    return {
      content: blocks,
      event: {
        type: 'user',
        ...this.base(),
        message: { role: 'user', content: blocks },
        parent_tool_use_id: null,
        ...(synthetic ? { synthetic: true as const } : {}),
      },
    };
  }

  // ------------------------------------------------------------------ what every agent reports

  account({ model, responseModel, usage, cost, apiMs, main }: AccountedResponse): void {
    if (main && usage) addResponseUsage(this.totals.usage, usage);
    this.totals.apiMs += apiMs;
    this.addModelUsage(model, responseModel, usage, cost);
    this.addCost(cost);
  }

  addCost(cost: number): void {
    this.totals.costUsd += cost;
  }

  private addModelUsage(model: string, responseModel: string | null, usage: Message['usage'] | null, cost: number): void {
    const entry = (this.totals.modelUsage[model] ??= {
      inputTokens: 0,
      outputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreationInputTokens: 0,
      webSearchRequests: 0,
      costUSD: 0,
      contextWindow: this.options.pricing.contextWindow(model),
      maxOutputTokens: this.options.limits.maxOutputTokens,
    });
    if (usage) {
      entry.inputTokens += usage.input_tokens ?? 0;
      entry.outputTokens += usage.output_tokens ?? 0;
      entry.cacheReadInputTokens += usage.cache_read_input_tokens ?? 0;
      entry.cacheCreationInputTokens += usage.cache_creation_input_tokens ?? 0;
      entry.webSearchRequests += usage.server_tool_use?.web_search_requests ?? 0;
    }
    entry.costUSD += cost;
    // The key is the model asked for (and priced); the names responses gave instead are kept beside it.
    if (responseModel !== null) {
      const names = (entry.responseModels ??= []);
      if (!names.includes(responseModel)) names.push(responseModel);
    }
  }

  refuse(refusal: Refusal): void {
    const { decision } = refusal;
    const kind = refusalKind(decision);
    const scopes = denialScopes(decision.scopes);
    const where = {
      ...(refusal.parentToolUseId !== null ? { parent_tool_use_id: refusal.parentToolUseId } : {}),
      ...(refusal.batchIndex !== null ? { batch_index: refusal.batchIndex } : {}),
    };
    this.write({
      type: 'system',
      subtype: 'permission_denied',
      ...this.base(),
      tool_name: refusal.name,
      tool_use_id: refusal.toolUseId,
      parent_tool_use_id: refusal.parentToolUseId,
      message: refusalText(refusal.name, decision),
      decision: decision.decision,
      decision_reason_type: kind.type,
      decision_reason: kind.reason,
      tool_input: refusal.input,
      scopes,
      reasons: decision.reasons,
      ...(refusal.batchIndex !== null ? { batch_index: refusal.batchIndex } : {}),
    });
    this.denials.push({
      tool_name: refusal.name,
      tool_use_id: refusal.toolUseId,
      tool_input: refusal.input,
      decision: decision.decision,
      scopes,
      reasons: decision.reasons,
      turn: refusal.turn,
      ...where,
    });
    if (decision.decision === 'prompt') {
      const held = scopes.filter((s) => s.decision === 'prompt');
      const base = this.resumeState?.nextApprovalId ?? 1;
      this.pending.push({
        id: String(base + this.pending.length),
        tool: refusal.name,
        tool_use_id: refusal.toolUseId,
        tool_input: refusal.input,
        scopes: held,
        reasons: decision.reasons,
        turn: refusal.turn,
        ...where,
      });
    }
  }

  sandboxRefused(toolName: string, toolUseId: string, parentToolUseId: string | null, denials: SandboxDenial[]): void {
    this.write({
      type: 'system',
      subtype: 'sandbox_denied',
      ...this.base(),
      tool_name: toolName,
      tool_use_id: toolUseId,
      parent_tool_use_id: parentToolUseId,
      denials,
      message: sandboxDenialNote(denials),
    });
    this.sandboxDenials.push(...denials.map((d) => ({ ...d, tool_use_id: d.tool_use_id ?? toolUseId, tool_name: d.tool_name ?? toolName })));
  }

  stoppedOutcome(): AgentOutcome & { ok: false } {
    if (this.stopReason === 'timeout') {
      const seconds = Math.round((this.options.limits.timeoutMs ?? 0) / 1000);
      return {
        ok: false,
        subtype: 'error_timeout',
        terminalReason: 'timeout',
        message: `Stopped after ${seconds} s (--timeout) before the task was finished.`,
        errors: [`wall-clock limit of ${seconds} s reached`],
      };
    }
    return {
      ok: false,
      subtype: 'error_during_execution',
      terminalReason: 'aborted_tools',
      message: 'The run was stopped before it finished.',
      errors: ['stopped by a signal'],
    };
  }

  // ------------------------------------------------------------------ events

  private initEvent(tools: Tool[]): InitEvent {
    const { limits } = this.options;
    return {
      type: 'system',
      subtype: 'init',
      ...this.base(),
      cwd: this.options.policy.workspace,
      tools: tools.map((t) => t.name),
      mcp_servers: this.options.tools.mcpServers(),
      model: this.options.model,
      permissionMode: 'dontAsk',
      apiKeySource: this.options.apiKeySource,
      slash_commands: [],
      skills: [],
      plugins: [],
      output_style: 'default',
      claude_code_version: claudeCodeVersionFor(this.options.leashVersion),
      leash_version: this.options.leashVersion,
      policy: {
        path: this.options.policyPath,
        layers: this.options.policy.layers.map((layer) => ({ layer: layer.layer, source: layer.file ?? 'built-in' })),
        only_builtin_rules: this.options.policyPath === null,
      },
      resumed: this.resumeState !== null,
      limits: { max_turns: limits.maxTurns, max_budget_usd: limits.maxBudgetUsd, timeout_ms: limits.timeoutMs },
      ...(this.options.sandbox ? { sandbox: this.options.sandbox } : {}),
    };
  }

  private finishWith(outcome: AgentOutcome): ResultEvent {
    if (!outcome.ok) return this.finish(outcome.subtype, outcome.terminalReason, outcome.message, outcome.errors);
    return this.finish('success', 'completed', outcome.text, [], this.structured ? { structured_output: outcome.structured } : {});
  }

  private finish(
    subtype: ResultSubtype,
    terminalReason: string,
    result: string,
    errors: string[] = [],
    extra: Pick<ResultEvent, 'structured_output'> = {},
  ): ResultEvent {
    const now = this.options.clock.now();
    const isError = subtype !== 'success';
    const event: ResultEvent = {
      type: 'result',
      subtype,
      is_error: isError,
      result,
      ...(isError ? { errors } : {}),
      ...this.base(),
      duration_ms: now - this.started,
      duration_api_ms: this.totals.apiMs,
      num_turns: this.main.turnsThisRun,
      stop_reason: this.main.lastStopReason,
      total_cost_usd: roundUsd(this.totals.costUsd),
      session_cost_usd: roundUsd((this.resumeState?.sessionCostUsd ?? 0) + this.totals.costUsd),
      usage: this.totals.usage,
      modelUsage: Object.fromEntries(
        Object.entries(this.totals.modelUsage).map(([model, entry]) => [
          model,
          { ...entry, costUSD: roundUsd(entry.costUSD), ...(entry.responseModels ? { responseModels: [...entry.responseModels] } : {}) },
        ]),
      ),
      permission_denials: this.denials,
      pending_approvals: this.pending,
      terminal_reason: terminalReason,
      ...(this.options.sandbox ? { sandbox: this.options.sandbox, sandbox_denials: this.sandboxDenials } : {}),
      ...extra,
    };
    this.write(event);
    this.writer.flush();
    return event;
  }
}
