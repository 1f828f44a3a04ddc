// The agent loop (DESIGN.md section 4): one turn is one streamed Messages API call, then every
// tool call in it gated through the policy and run; results go back in one user message.
// Every limit ends with its own result subtype, never a hang or a false green.
import type { Anthropic } from '@anthropic-ai/sdk';
import type { ContentBlockParam, Message, MessageCreateParamsNonStreaming, MessageParam, TextBlockParam, Tool, ToolResultBlockParam, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import type { BashParser } from '../bash/parser.js';
import type { Policy } from '../policy/types.js';
import type { Clock } from './clock.js';
import {
  denialScopes,
  emptyUsage,
  eventBase,
  type AssistantEvent,
  type InitEvent,
  type LeashEvent,
  type ModelUsageEntry,
  type PendingApproval,
  type PermissionDenial,
  type ResultEvent,
  type ResultSubtype,
  type TokenUsage,
  type ToolResultMeta,
  type UserEvent,
} from './events.js';
import { approvalNote } from './approvals.js';
import { callModel, DEFAULT_RETRY_POLICY, ModelCallError, type RetryPolicy } from './model-call.js';
import type { Pricing } from './pricing.js';
import { systemPrompt, TOOL_DEFINITIONS } from './prompt.js';
import type { Redactor } from './redact.js';
import { rebuildConversation, type ResumeState } from './resume.js';
import { SessionFileWriter } from './session-file.js';
import { SpendGuard } from './spend.js';
import { gateToolCall, refusalKind, refusalText } from './tool-gate.js';
import type { ToolHost, ToolOutcome } from './tool-host.js';

export interface AgentLimits {
  maxTurns: number | null;
  maxBudgetUsd: number | null;
  timeoutMs: number | null;
  /** No stream data for this long aborts the model call attempt (default 120 s). */
  idleTimeoutMs: number;
  /** max_tokens of each call (default 16,000). */
  maxOutputTokens: number;
}

export const DEFAULT_LIMITS: AgentLimits = { maxTurns: null, maxBudgetUsd: null, timeoutMs: null, idleTimeoutMs: 120_000, maxOutputTokens: 16_000 };

/** Near a limit (this share of turns, time or budget) the model gets one wrap-up request. */
export const WRAP_UP_SHARE = 0.8;

export interface AgentOptions {
  client: Anthropic;
  model: string;
  /** The task; null when resuming a session that is waiting for the model. */
  prompt: string | null;
  policy: Policy;
  policyPath: string | null;
  parser: BashParser;
  tools: ToolHost;
  pricing: Pricing;
  redactor: Redactor;
  clock: Clock;
  limits: AgentLimits;
  /** Where the session file goes (`<dir>/<session_id>.jsonl`). */
  sessionDir: string;
  /** A session read back for `--resume`. */
  resume?: { path: string; events: LeashEvent[] };
  /** Each event as the line written to the session file (for `--output-format stream-json`). */
  emit?: (line: string) => void;
  /** Stops the run (SIGTERM, SIGINT); it ends with `error_during_execution`. */
  signal?: AbortSignal;
  retry?: RetryPolicy;
  /** Extra system prompt text. */
  appendSystemPrompt?: string;
  leashVersion: string;
  apiKeySource: 'ANTHROPIC_API_KEY' | 'none';
  /** Shared with a chain or a parent; a fresh guard over `limits.maxBudgetUsd` otherwise. */
  spend?: SpendGuard;
  /** Text the model reads first on resume, before continuing (approvals given). */
  resumeNote?: string;
  /** Told where the session file is, as soon as it is opened. */
  onSessionFile?: (path: string) => void;
  /** Approvals given for this resumed invocation: written as a `system/approval` event and told to the model. */
  approval?: { approved: PendingApproval[]; approvedBy: string; approvedAt: string };
}

interface Totals {
  usage: TokenUsage;
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

class AgentRun {
  private readonly sessionId: string;
  private readonly writer: SessionFileWriter;
  private readonly started: number;
  private readonly spend: SpendGuard;
  private readonly stop = new AbortController();
  private readonly totals: Totals = { usage: emptyUsage(), modelUsage: {}, apiMs: 0, costUsd: 0 };
  private readonly denials: PermissionDenial[] = [];
  private readonly pending: PendingApproval[] = [];
  private readonly resumeState: ResumeState | null;
  private timeoutTimer: ReturnType<typeof setTimeout> | undefined;
  private stopReason: 'timeout' | 'signal' | null = null;
  private turnsThisRun = 0;
  private sessionTurn = 0;
  private wrapUpSent = false;
  private lastStopReason: string | null = null;
  private lastText = '';

  constructor(private readonly options: AgentOptions) {
    this.resumeState = options.resume ? rebuildConversation(options.resume.events) : null;
    this.sessionId = this.resumeState?.sessionId ?? crypto.randomUUID();
    this.writer = new SessionFileWriter(options.resume?.path ?? `${options.sessionDir}/${this.sessionId}.jsonl`);
    options.onSessionFile?.(this.writer.path);
    this.started = options.clock.now();
    this.spend = options.spend ?? new SpendGuard(options.limits.maxBudgetUsd);
    this.sessionTurn = this.resumeState?.lastTurn ?? 0;
    options.signal?.addEventListener('abort', () => this.halt('signal'), { once: true });
    if (options.limits.timeoutMs !== null) {
      this.timeoutTimer = setTimeout(() => this.halt('timeout'), options.limits.timeoutMs);
      this.timeoutTimer.unref?.();
    }
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

  private write(event: LeashEvent): void {
    const line = JSON.stringify(this.options.redactor.redactValue(event));
    this.writer.append(line);
    this.options.emit?.(line);
  }

  private base() {
    return eventBase(this.sessionId, this.options.clock.now());
  }

  // ------------------------------------------------------------------ the run

  async execute(): Promise<ResultEvent> {
    if (this.options.resume) this.options.tools.restore?.(this.options.resume.events);
    this.write(this.initEvent(this.options.tools.definitions()));
    const approval = this.options.approval;
    if (approval) {
      this.write({ type: 'system', subtype: 'approval', ...this.base(), approved: approval.approved, approved_by: approval.approvedBy, approved_at: approval.approvedAt });
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
    return this.loop(messages);
  }

  /** The user message that starts this invocation, if one is needed. */
  private openingMessage(messages: MessageParam[]): { content: ContentBlockParam[]; event: UserEvent } | null | 'nothing-to-do' {
    const blocks: ContentBlockParam[] = [];
    const state = this.resumeState;
    if (state?.interruptedCalls.length) {
      // The run stopped while these calls were running: say so rather than run them again.
      for (const call of state.interruptedCalls) {
        blocks.push({ type: 'tool_result', tool_use_id: call.id, is_error: true, content: `The run stopped while this ${call.name} call was running; it may or may not have taken effect. Check before repeating it.` });
      }
    }
    if (this.options.approval) blocks.push({ type: 'text', text: approvalNote(this.options.approval.approved, this.options.approval.approvedBy) });
    if (this.options.resumeNote) blocks.push({ type: 'text', text: this.options.resumeNote });
    if (this.options.prompt !== null) blocks.push({ type: 'text', text: this.options.prompt });
    if (blocks.length === 0) {
      if (!state) return 'nothing-to-do';
      const last = messages[messages.length - 1];
      return last && last.role === 'user' ? null : 'nothing-to-do';
    }
    const synthetic = this.options.prompt === null;
    return {
      content: blocks,
      event: { type: 'user', ...this.base(), message: { role: 'user', content: blocks }, parent_tool_use_id: null, ...(synthetic ? { synthetic: true as const } : {}) },
    };
  }

  private async loop(messages: MessageParam[]): Promise<ResultEvent> {
    const system = systemPrompt({ workspace: this.options.policy.workspace, limits: this.options.limits, append: this.options.appendSystemPrompt });
    let continuations = 0;
    for (;;) {
      if (this.stop.signal.aborted) return this.stopped();
      // The tool list is recomputed for every request: tools found with tool_search join it.
      const response = await this.turn(system, this.options.tools.definitions(), messages);
      if ('result' in response) return response.result;
      const message = response.message;
      // The history the model reads again is redacted too: a secret it somehow wrote never comes back.
      messages.push({ role: 'assistant', content: this.options.redactor.redactValue(message.content) as ContentBlockParam[] });
      const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');

      switch (message.stop_reason) {
        case 'tool_use':
        case 'max_tokens':
        case 'pause_turn':
          break;
        case 'refusal':
          return this.finish('error_during_execution', 'model_error', `The model refused to continue: ${this.lastText || 'no reason given'}`, ['the model refused']);
        default:
          if (toolUses.length === 0) return this.finish('success', 'completed', this.lastText);
      }

      if (message.stop_reason === 'pause_turn' && toolUses.length === 0) {
        // A paused turn is resumed by sending the response back as it is.
        if (this.limitReached()) return this.limitResult();
        continue;
      }
      if (message.stop_reason === 'max_tokens' && toolUses.length === 0) {
        if (++continuations > 3) {
          return this.finish('error_during_execution', 'model_error', 'The model kept hitting the output limit without finishing.', ['output limit reached four times in a row']);
        }
        const nudge: TextBlockParam = { type: 'text', text: 'Your reply was cut off at the output limit. Continue exactly where you stopped.' };
        messages.push({ role: 'user', content: [nudge] });
        this.write({ type: 'user', ...this.base(), message: { role: 'user', content: [nudge] }, parent_tool_use_id: null, synthetic: true });
        if (this.limitReached()) return this.limitResult();
        continue;
      }
      continuations = 0;

      const cutOff = message.stop_reason === 'max_tokens';
      const { blocks, metas } = await this.runTools(toolUses, cutOff);
      if (this.stop.signal.aborted && this.stopReason === 'timeout') {
        this.recordToolResults(messages, blocks, metas);
        return this.stopped();
      }
      const wrap = this.wrapUpNote();
      if (wrap) blocks.push({ type: 'text', text: wrap } as never);
      this.recordToolResults(messages, blocks, metas);
      if (this.stop.signal.aborted) return this.stopped();
      if (this.limitReached()) return this.limitResult();
    }
  }

  private recordToolResults(messages: MessageParam[], blocks: ContentBlockParam[], metas: ToolResultMeta[]): void {
    messages.push({ role: 'user', content: blocks });
    this.write({ type: 'user', ...this.base(), message: { role: 'user', content: blocks }, parent_tool_use_id: null, tool_results: metas });
    this.writer.flush();
  }

  // ------------------------------------------------------------------ one model call

  private async turn(system: string, tools: Tool[], messages: MessageParam[]): Promise<{ message: Message } | { result: ResultEvent }> {
    const request = this.buildRequest(system, tools, messages);
    const model = this.options.model;
    const pricing = this.options.pricing;
    const inputBound = await this.inputTokenBound(request, messages);
    let reservationId: number | null = null;
    let reservedUsd = 0;
    try {
      const result = await callModel({
        client: this.options.client,
        request,
        clock: this.options.clock,
        signal: this.stop.signal,
        idleTimeoutMs: this.options.limits.idleTimeoutMs,
        retry: this.options.retry ?? DEFAULT_RETRY_POLICY,
        onRetry: (notice) =>
          this.write({
            type: 'system',
            subtype: 'api_retry',
            ...this.base(),
            attempt: notice.attempt,
            max_retries: notice.maxRetries,
            retry_delay_ms: notice.delayMs,
            error_status: notice.status,
            error: notice.kind,
            error_message: notice.message,
            parent_tool_use_id: null,
          }),
        beforeAttempt: () => {
          const worst = pricing.worstCase(model, inputBound);
          const reservation = this.spend.reserve({ inputCostUsd: worst.inputUsd, outputUsdPerToken: worst.outputUsdPerToken, maxTokens: request.max_tokens });
          if (!reservation.ok) return { refused: reservation.reason };
          reservationId = reservation.id;
          reservedUsd = reservation.amountUsd;
          return { maxTokens: reservation.maxTokens };
        },
        afterFailedAttempt: ({ streamStarted }) => {
          if (reservationId === null) return;
          // A stream cut off after the model started may have been billed: count its worst case.
          if (streamStarted) this.spend.settle(reservationId, reservedUsd);
          else this.spend.release(reservationId);
          if (streamStarted) this.addCost(reservedUsd);
          reservationId = null;
        },
      });
      const cost = pricing.costOf(result.message.model || model, result.message.usage);
      if (reservationId !== null) this.spend.settle(reservationId, cost);
      reservationId = null;
      this.account(result.message, cost, result.apiMs);
      const usage = result.message.usage;
      this.previousInput = {
        total: (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
        messageCount: messages.length,
        tools: JSON.stringify(tools),
      };
      this.turnsThisRun++;
      this.sessionTurn++;
      this.lastStopReason = result.message.stop_reason;
      const text = result.message.content.filter((b) => b.type === 'text').map((b) => (b as { text: string }).text).join('\n').trim();
      if (text) this.lastText = text;
      const event: AssistantEvent = { type: 'assistant', ...this.base(), message: result.message, parent_tool_use_id: null, request_id: result.requestId, turn: this.sessionTurn, cost_usd: cost };
      this.write(event);
      return { message: result.message };
    } catch (error) {
      if (reservationId !== null) this.spend.release(reservationId);
      if (error instanceof ModelCallError) {
        if (error.kind === 'aborted') return { result: this.stopped() };
        if (error.kind === 'budget') {
          return { result: this.finish('error_max_budget_usd', 'budget_exhausted', `Stopped before the next model call: ${error.message}.`, [error.message]) };
        }
        return { result: this.finish('error_during_execution', 'api_error', `The model call failed: ${error.message}.`, [error.message]) };
      }
      throw error;
    }
  }

  private buildRequest(system: string, tools: Tool[], messages: MessageParam[]): MessageCreateParamsNonStreaming {
    // Breakpoints: the tools and system prefix, and the newest message, so each turn reads the
    // history from the cache and writes only what is new.
    const cachedTools = tools.map((tool, index) => (index === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' as const } } : tool));
    const cachedMessages = messages.map((message, index) => (index === messages.length - 1 ? withCacheBreakpoint(message) : message));
    return {
      model: this.options.model,
      max_tokens: this.options.limits.maxOutputTokens,
      system: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }],
      tools: cachedTools,
      messages: cachedMessages,
    };
  }

  private previousInput: { total: number; messageCount: number; tools: string } | null = null;

  /**
   * An upper bound on the request's input tokens, for the reservation. The first call is
   * counted by the API's count_tokens endpoint (or, when that fails, bounded by the request's
   * UTF-8 size: a token is at least one byte); later calls add the size of what was appended
   * since the last call to the input the API reported for it.
   */
  private async inputTokenBound(request: MessageCreateParamsNonStreaming, messages: MessageParam[]): Promise<number> {
    const previous = this.previousInput;
    let bound: number;
    if (previous) {
      const added = messages.slice(previous.messageCount);
      bound = previous.total + byteLength(JSON.stringify(added)) + added.length * 64;
      // A changed tool list may add every current definition.
      const tools = JSON.stringify(request.tools);
      if (tools !== previous.tools) bound += byteLength(tools);
    } else {
      try {
        const counted = await this.options.client.messages.countTokens(
          { model: request.model, system: request.system, tools: request.tools, messages: request.messages } as never,
          { signal: this.stop.signal, maxRetries: 2 },
        );
        bound = counted.input_tokens;
      } catch {
        bound = byteLength(JSON.stringify({ system: request.system, tools: request.tools, messages: request.messages }));
      }
    }
    return bound;
  }

  private account(message: Message, cost: number, apiMs: number): void {
    const usage = message.usage;
    const input = usage.input_tokens ?? 0;
    const cacheWrite = usage.cache_creation_input_tokens ?? 0;
    const cacheRead = usage.cache_read_input_tokens ?? 0;
    this.totals.usage.input_tokens += input;
    this.totals.usage.output_tokens += usage.output_tokens ?? 0;
    this.totals.usage.cache_creation_input_tokens += cacheWrite;
    this.totals.usage.cache_read_input_tokens += cacheRead;
    this.totals.apiMs += apiMs;
    this.addModelUsage(message.model || this.options.model, usage, cost);
    this.addCost(cost);
  }

  private addCost(cost: number): void {
    this.totals.costUsd += cost;
  }

  private addModelUsage(model: string, usage: Message['usage'], cost: number): void {
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
    entry.inputTokens += usage.input_tokens ?? 0;
    entry.outputTokens += usage.output_tokens ?? 0;
    entry.cacheReadInputTokens += usage.cache_read_input_tokens ?? 0;
    entry.cacheCreationInputTokens += usage.cache_creation_input_tokens ?? 0;
    entry.webSearchRequests += usage.server_tool_use?.web_search_requests ?? 0;
    entry.costUSD += cost;
  }

  // ------------------------------------------------------------------ tools

  private async runTools(calls: ToolUseBlock[], cutOff: boolean): Promise<{ blocks: ContentBlockParam[]; metas: ToolResultMeta[] }> {
    const blocks: ContentBlockParam[] = [];
    const metas: ToolResultMeta[] = [];
    for (const call of calls) {
      const started = this.options.clock.now();
      const input = (call.input ?? {}) as Record<string, unknown>;
      let outcome: ToolOutcome;
      let decision: 'allow' | 'deny' | 'prompt' = 'allow';
      if (cutOff) {
        outcome = { content: `This ${call.name} call was cut off by the output limit before its input was complete, so it was not run. Make it again with less content.`, isError: true, partial: false, exitCode: null };
      } else if (this.stop.signal.aborted) {
        outcome = { content: `The run stopped before this ${call.name} call could start.`, isError: true, partial: false, exitCode: null };
      } else {
        const checked = this.checkCall(call, input);
        if (checked) {
          decision = checked.decision;
          outcome = checked.outcome;
        } else {
          outcome = await this.options.tools.run(call.name, input, { signal: this.stop.signal, toolUseId: call.id });
        }
      }
      const content = this.options.redactor.redact(outcome.content);
      blocks.push({ type: 'tool_result', tool_use_id: call.id, content, ...(outcome.isError ? { is_error: true } : {}) } satisfies ToolResultBlockParam);
      metas.push({ tool_use_id: call.id, tool_name: call.name, decision, duration_ms: this.options.clock.now() - started, partial: outcome.partial, exit_code: outcome.exitCode });
    }
    return { blocks, metas };
  }

  /** Input validation and the policy gate: an outcome when the call must not run, else null. */
  private checkCall(call: ToolUseBlock, input: Record<string, unknown>): { decision: 'allow' | 'deny' | 'prompt'; outcome: ToolOutcome } | null {
    const invalid = this.options.tools.validate(call.name, input);
    if (invalid) return { decision: 'allow', outcome: { content: invalid, isError: true, partial: false, exitCode: null } };
    const decision = gateToolCall(call.name, input, { policy: this.options.policy, parser: this.options.parser });
    if (!decision || decision.decision === 'allow') return null;
    const text = refusalText(call.name, decision);
    const kind = refusalKind(decision);
    const scopes = denialScopes(decision.scopes);
    this.write({
      type: 'system',
      subtype: 'permission_denied',
      ...this.base(),
      tool_name: call.name,
      tool_use_id: call.id,
      parent_tool_use_id: null,
      message: text,
      decision: decision.decision,
      decision_reason_type: kind.type,
      decision_reason: kind.reason,
      tool_input: input,
      scopes,
      reasons: decision.reasons,
    });
    this.denials.push({ tool_name: call.name, tool_use_id: call.id, tool_input: input, decision: decision.decision, scopes, reasons: decision.reasons, turn: this.sessionTurn });
    if (decision.decision === 'prompt') {
      const held = scopes.filter((s) => s.decision === 'prompt');
      const base = this.resumeState?.nextApprovalId ?? 1;
      this.pending.push({ id: String(base + this.pending.length), tool: call.name, tool_use_id: call.id, tool_input: input, scopes: held, reasons: decision.reasons, turn: this.sessionTurn });
    }
    return { decision: decision.decision, outcome: { content: text, isError: true, partial: false, exitCode: null } };
  }

  // ------------------------------------------------------------------ limits

  private limitReached(): boolean {
    const max = this.options.limits.maxTurns;
    return max !== null && this.turnsThisRun >= max;
  }

  private limitResult(): ResultEvent {
    const max = this.options.limits.maxTurns!;
    return this.finish('error_max_turns', 'max_turns', `Stopped after ${max} turn${max === 1 ? '' : 's'} (--max-turns ${max}) before the task was finished.`, [`reached the limit of ${max} turns`]);
  }

  /** One request to wrap up, the first time turns, time or budget pass 80% of their limit. */
  private wrapUpNote(): string | null {
    if (this.wrapUpSent) return null;
    const { maxTurns, timeoutMs, maxBudgetUsd } = this.options.limits;
    const near: string[] = [];
    if (maxTurns !== null && this.turnsThisRun >= Math.ceil(maxTurns * WRAP_UP_SHARE)) near.push(`${this.turnsThisRun} of ${maxTurns} turns used`);
    if (timeoutMs !== null && this.options.clock.now() - this.started >= timeoutMs * WRAP_UP_SHARE) near.push(`${Math.round((this.options.clock.now() - this.started) / 1000)} s of ${Math.round(timeoutMs / 1000)} s used`);
    if (maxBudgetUsd !== null && this.spend.settledUsd() >= maxBudgetUsd * WRAP_UP_SHARE) near.push(`$${this.spend.settledUsd().toFixed(4)} of $${maxBudgetUsd} spent`);
    if (near.length === 0) return null;
    this.wrapUpSent = true;
    return `You are close to this run's limits (${near.join('; ')}). Finish now: make only the calls you cannot do without, then write your summary of what you did and what is left.`;
  }

  private stopped(): ResultEvent {
    if (this.stopReason === 'timeout') {
      const seconds = Math.round((this.options.limits.timeoutMs ?? 0) / 1000);
      return this.finish('error_timeout', 'timeout', `Stopped after ${seconds} s (--timeout) before the task was finished.`, [`wall-clock limit of ${seconds} s reached`]);
    }
    return this.finish('error_during_execution', 'aborted_tools', 'The run was stopped before it finished.', ['stopped by a signal']);
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
      leash_version: this.options.leashVersion,
      policy: {
        path: this.options.policyPath,
        layers: this.options.policy.layers.map((layer) => ({ layer: layer.layer, source: layer.file ?? 'built-in' })),
      },
      resumed: this.resumeState !== null,
      limits: { max_turns: limits.maxTurns, max_budget_usd: limits.maxBudgetUsd, timeout_ms: limits.timeoutMs },
    };
  }

  private finish(subtype: ResultSubtype, terminalReason: string, result: string, errors: string[] = []): ResultEvent {
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
      num_turns: this.turnsThisRun,
      stop_reason: this.lastStopReason,
      total_cost_usd: roundUsd(this.totals.costUsd),
      session_cost_usd: roundUsd((this.resumeState?.sessionCostUsd ?? 0) + this.totals.costUsd),
      usage: this.totals.usage,
      modelUsage: Object.fromEntries(Object.entries(this.totals.modelUsage).map(([model, entry]) => [model, { ...entry, costUSD: roundUsd(entry.costUSD) }])),
      permission_denials: this.denials,
      pending_approvals: this.pending,
      terminal_reason: terminalReason,
    };
    this.write(event);
    this.writer.flush();
    return event;
  }
}

function withCacheBreakpoint(message: MessageParam): MessageParam {
  const content: ContentBlockParam[] = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : [...message.content];
  const last = content[content.length - 1];
  if (!last || last.type === 'thinking' || last.type === 'redacted_thinking') return message;
  content[content.length - 1] = { ...last, cache_control: { type: 'ephemeral' } } as ContentBlockParam;
  return { ...message, content } as MessageParam;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Dollars to the micro-dollar, rounded up so a reported total is never below the real one. */
function roundUsd(value: number): number {
  return Math.ceil(value * 1e6 - 1e-6) / 1e6;
}
