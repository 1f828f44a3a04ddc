// One agent's side of a run (DESIGN.md section 4): the main agent, or a subagent started by a
// `task` call. Each turn is one streamed model call, then every tool call in it validated,
// gated through the policy and run. Top-level calls, calls inside a batch and a subagent's
// calls all go through `executeCall`, so a refusal reads and is recorded the same wherever it
// happens. Every agent of a run writes to the same event stream and draws on the same budget.
import type {
  ContentBlockParam,
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
  TextBlockParam,
  Tool,
  ToolResultBlockParam,
  ToolUseBlock,
} from '@anthropic-ai/sdk/resources/messages';
import { Ajv, type ValidateFunction } from 'ajv';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Decision, Effect } from '../policy/index.js';
import { BATCH_READ_CONCURRENCY, batchResultText, batchSteps, type BatchItem, type BatchItemResult } from './batch.js';
import {
  assistantEventMessage,
  toolUseResultOf,
  type AssistantEvent,
  type BatchCallMeta,
  type EventBase,
  type LeashEvent,
  type ResultSubtype,
  type SubagentMeta,
  type ToolResultMeta,
} from './events.js';
import type { AgentOptions } from './agent-options.js';
import { callModel, DEFAULT_RETRY_POLICY, ModelCallError } from './model-call.js';
import { responseCost } from './response-cost.js';
import { systemPrompt, TOOL_DEFINITIONS } from './prompt.js';
import { schemaProblems } from './schema-check.js';
import type { SandboxDenial } from '../sandbox/index.js';
import type { SpendGuard } from './spend.js';

/** Tokens the API adds to a request with tools (its tool-use system prompt), more than it documents. */
const API_PROMPT_OVERHEAD_TOKENS = 2048;
/** Ask count_tokens for the exact input only when the size bound would take more than this share of what is left. */
const COUNT_TOKENS_WHEN_SHARE = 0.05;
import {
  MAX_STRUCTURED_OUTPUT_NUDGES,
  STRUCTURED_OUTPUT_TOOL,
  structuredOutputNudge,
  structuredOutputProblem,
  structuredOutputSpec,
  type StructuredOutputSpec,
} from './structured-output.js';
import { clampTier, LOOP_TOOLS, READ_ONLY_TOOLS, RESEARCH_TOOLS, type SubagentType, type Tier, type TierModels } from './subagents.js';
import { gateToolCall, refusalText } from './tool-gate.js';
import type { ToolOutcome } from './tool-host.js';

/** Near a limit (this share of turns, time or budget) the model gets one wrap-up request. */
export const WRAP_UP_SHARE = 0.8;

/** What an agent's loop ended with; the main agent turns it into the envelope, a subagent into a tool result. */
export type AgentOutcome =
  { ok: true; text: string; structured?: unknown } | { ok: false; subtype: ResultSubtype; terminalReason: string; message: string; errors: string[] };

/** A call the policy refused, for the run's event, denial list and pending approvals. */
export interface Refusal {
  name: string;
  toolUseId: string;
  input: Record<string, unknown>;
  decision: Decision;
  parentToolUseId: string | null;
  batchIndex: number | null;
  /** The main agent's turn (a subagent's refusal counts at the turn that started it). */
  turn: number;
}

/** What every agent of a run shares: the options, the budget, the stop signal, the event stream, the totals. */
export interface RunServices {
  readonly options: AgentOptions;
  readonly spend: SpendGuard;
  readonly signal: AbortSignal;
  readonly started: number;
  readonly tierModels: TierModels;
  readonly subagentLimit: LimitFunction;
  readonly subagentMaxTurns: number;
  write(event: LeashEvent): void;
  flush(): void;
  base(): Pick<EventBase, 'uuid' | 'session_id' | 'timestamp'>;
  /** Counts a response's tokens and cost; `main` responses also count in the envelope's `usage`. */
  account(response: AccountedResponse): void;
  /** Counts spend with no response to show for it (a stream cut off after billing began). */
  addCost(usd: number): void;
  /** Writes the permission_denied event and lists the denial (and a pending approval). */
  refuse(refusal: Refusal): void;
  /** Writes the sandbox_denied event and lists what the OS sandbox refused in a call. */
  sandboxRefused(toolName: string, toolUseId: string, parentToolUseId: string | null, denials: SandboxDenial[]): void;
  /** The outcome of a run that was stopped (timeout or signal). */
  stoppedOutcome(): AgentOutcome & { ok: false };
  /**
   * Set when a call of any agent could not be priced: the whole run ends with it, since its
   * spend is no longer known to the cent and another call could pass the cap.
   */
  pricingFailure: (AgentOutcome & { ok: false }) | null;
}

/** One model response as the envelope counts it. */
export interface AccountedResponse {
  /** The model that was requested, reserved and priced: the envelope's `modelUsage` key. */
  model: string;
  /** The model the response named, when it is another one. */
  responseModel: string | null;
  /** null when the usage cannot be trusted (an unpriced response): no tokens are counted. */
  usage: Message['usage'] | null;
  cost: number;
  apiMs: number;
  /** Main-loop responses also count in the envelope's `usage`. */
  main: boolean;
}

export interface AgentConfig {
  model: string;
  tier: Tier;
  /** null for the main agent; for a subagent, the id of the task call that started it. */
  parentToolUseId: string | null;
  parent: Conversation | null;
  maxTurns: number | null;
  /** Which of the tool host's tools this agent gets. */
  hostTool: (name: string) => boolean;
  offerBatch: boolean;
  offerTask: boolean;
  structured: StructuredOutputSpec | null;
  system: string;
  /** The result text when the turn limit is reached. */
  turnLimitText: (max: number) => string;
  /** The turn number this invocation starts after (a resumed session's last turn). */
  firstTurn: number;
}

interface ToolCall {
  id: string;
  name: string;
  input: Record<string, unknown>;
}

/** Where a call sits: at the top of a turn, or inside the batch call `batchId`. */
interface CallPlace {
  batchId: string | null;
  batchIndex: number | null;
}

interface Executed {
  decision: Effect;
  outcome: ToolOutcome;
  extra?: Pick<ToolResultMeta, 'batch' | 'subagent'>;
}

const TOP: CallPlace = { batchId: null, batchIndex: null };

function failure(content: string): ToolOutcome {
  return { content, isError: true, partial: false, exitCode: null };
}

function failed(subtype: ResultSubtype, terminalReason: string, message: string, errors: string[]): AgentOutcome & { ok: false } {
  return { ok: false, subtype, terminalReason, message, errors };
}

/** Validators of the loop's own tools (batch, task), compiled once per process on first use. */
let loopToolValidators: Map<string, ValidateFunction> | undefined;

function loopToolValidator(name: 'batch' | 'task'): ValidateFunction {
  if (!loopToolValidators) {
    const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
    loopToolValidators = new Map([
      ['batch', ajv.compile(TOOL_DEFINITIONS.batch!.input_schema)],
      ['task', ajv.compile(TOOL_DEFINITIONS.task!.input_schema)],
    ]);
  }
  return loopToolValidators.get(name)!;
}

export class Conversation {
  turnsThisRun = 0;
  sessionTurn: number;
  lastStopReason: string | null = null;
  lastText = '';
  /** What this agent's own model calls cost (its subagents not included). */
  costUsd = 0;
  private wrapUpSent = false;
  private nudges = 0;
  private structuredResult: { value: unknown } | null = null;
  private previousInput: { total: number; messageCount: number; tools: string } | null = null;

  constructor(
    private readonly run: RunServices,
    readonly config: AgentConfig,
  ) {
    this.sessionTurn = config.firstTurn;
  }

  private get main(): boolean {
    return this.config.parentToolUseId === null;
  }

  /** The tools offered on the next request: the host's (recomputed each time), then the loop's own. */
  definitions(): Tool[] {
    const tools = this.run.options.tools.definitions().filter((tool) => this.config.hostTool(tool.name) && !LOOP_TOOLS.has(tool.name));
    if (this.config.offerBatch) tools.push(TOOL_DEFINITIONS.batch!);
    if (this.config.offerTask) tools.push(TOOL_DEFINITIONS.task!);
    if (this.config.structured) tools.push(this.config.structured.definition);
    return tools;
  }

  /** A subagent's whole life: its prompt as the first user message, then the loop. */
  async runAsSubagent(prompt: string): Promise<AgentOutcome> {
    // The prompt comes from the parent's raw output: redacted like every other text a model reads.
    const content: ContentBlockParam[] = [{ type: 'text', text: this.run.options.redactor.redact(prompt) }];
    this.run.write({ type: 'user', ...this.run.base(), message: { role: 'user', content }, parent_tool_use_id: this.config.parentToolUseId });
    return this.loop([{ role: 'user', content }]);
  }

  async loop(messages: MessageParam[]): Promise<AgentOutcome> {
    let continuations = 0;
    for (;;) {
      if (this.run.signal.aborted) return this.run.stoppedOutcome();
      // Another agent's unpriced response ends every agent of the run before its next call.
      if (this.run.pricingFailure) return this.run.pricingFailure;
      // The tool list is recomputed for every request: tools found with tool_search join it.
      const response = await this.turn(this.definitions(), messages);
      if ('outcome' in response) return response.outcome;
      const message = response.message;
      // The history the model reads again is redacted too: a secret it somehow wrote never comes back.
      messages.push({ role: 'assistant', content: this.run.options.redactor.redactValue(message.content) as ContentBlockParam[] });
      const toolUses = message.content.filter((b): b is ToolUseBlock => b.type === 'tool_use');

      switch (message.stop_reason) {
        case 'tool_use':
        case 'max_tokens':
        case 'pause_turn':
          break;
        case 'refusal':
          return failed('error_during_execution', 'model_error', `The model refused to continue: ${this.lastText || 'no reason given'}`, ['the model refused']);
        default:
          if (toolUses.length === 0) {
            if (!this.config.structured) return { ok: true, text: this.lastText };
            if (this.nudges >= MAX_STRUCTURED_OUTPUT_NUDGES) {
              return failed(
                'error_max_structured_output_retries',
                'structured_output_missing',
                `The model finished without giving its result through ${STRUCTURED_OUTPUT_TOOL}, after ${MAX_STRUCTURED_OUTPUT_NUDGES} reminders.`,
                [`no ${STRUCTURED_OUTPUT_TOOL} call after ${MAX_STRUCTURED_OUTPUT_NUDGES} reminders`],
              );
            }
            this.nudge(messages, structuredOutputNudge(++this.nudges));
            if (this.limitReached()) return this.limitOutcome();
            continue;
          }
      }

      if (message.stop_reason === 'pause_turn' && toolUses.length === 0) {
        // A paused turn is resumed by sending the response back as it is.
        if (this.limitReached()) return this.limitOutcome();
        continue;
      }
      if (message.stop_reason === 'max_tokens' && toolUses.length === 0) {
        if (++continuations > 3) {
          return failed('error_during_execution', 'model_error', 'The model kept hitting the output limit without finishing.', [
            'output limit reached four times in a row',
          ]);
        }
        this.nudge(messages, 'Your reply was cut off at the output limit. Continue exactly where you stopped.');
        if (this.limitReached()) return this.limitOutcome();
        continue;
      }
      continuations = 0;

      const blocks = await this.runTools(toolUses, message.stop_reason === 'max_tokens');
      if (this.run.signal.aborted) {
        this.recordToolResults(messages, blocks, null);
        return this.run.stoppedOutcome();
      }
      if (this.run.pricingFailure) {
        this.recordToolResults(messages, blocks, null);
        return this.run.pricingFailure;
      }
      if (this.structuredResult) {
        this.recordToolResults(messages, blocks, null);
        return { ok: true, text: this.lastText, structured: this.structuredResult.value };
      }
      this.recordToolResults(messages, blocks, this.wrapUpNote());
      if (this.limitReached()) return this.limitOutcome();
    }
  }

  private nudge(messages: MessageParam[], text: string): void {
    const block: TextBlockParam = { type: 'text', text };
    messages.push({ role: 'user', content: [block] });
    this.run.write({
      type: 'user',
      ...this.run.base(),
      message: { role: 'user', content: [block] },
      parent_tool_use_id: this.config.parentToolUseId,
      synthetic: true,
    });
  }

  /**
   * The turn's results go back to the model as one user message. Each result is already in the
   * session file (written as its call ended); a wrap-up note is written as a synthetic user text.
   */
  private recordToolResults(messages: MessageParam[], blocks: ContentBlockParam[], wrapUp: string | null): void {
    const content: ContentBlockParam[] = wrapUp ? [...blocks, { type: 'text', text: wrapUp }] : blocks;
    messages.push({ role: 'user', content });
    if (wrapUp) {
      this.run.write({
        type: 'user',
        ...this.run.base(),
        message: { role: 'user', content: [{ type: 'text', text: wrapUp }] },
        parent_tool_use_id: this.config.parentToolUseId,
        synthetic: true,
      });
    }
    this.run.flush();
  }

  /** The start marker of a top-level call (docs/events.md, `tool_progress`). */
  private markStarted(call: ToolUseBlock): void {
    this.run.write({
      type: 'tool_progress',
      ...this.run.base(),
      tool_use_id: call.id,
      tool_name: call.name,
      parent_tool_use_id: this.config.parentToolUseId,
      elapsed_time_seconds: 0,
    });
  }

  /** One call's result, in the session file as soon as the call has ended (Claude Code's one tool_result per user event). */
  private writeToolResult(block: ToolResultBlockParam, meta: ToolResultMeta): void {
    this.run.write({
      type: 'user',
      ...this.run.base(),
      message: { role: 'user', content: [block] },
      parent_tool_use_id: this.config.parentToolUseId,
      tool_results: [meta],
      tool_use_result: toolUseResultOf([block], [meta]),
    });
  }

  // ------------------------------------------------------------------ one model call

  private async turn(tools: Tool[], messages: MessageParam[]): Promise<{ message: Message } | { outcome: AgentOutcome }> {
    const request = this.buildRequest(tools, messages);
    const { model } = this.config;
    const { pricing } = this.run.options;
    const parent = this.config.parentToolUseId;
    try {
      pricing.check(model);
    } catch (error) {
      // Without a price there is no worst case to reserve, so no call is made.
      const reason = (error as Error).message;
      return { outcome: failed('error_pricing', 'unpriced_model', `No model call was made: ${reason}.`, [reason]) };
    }
    const inputBound = await this.inputTokenBound(request, messages);
    let reservationId: number | null = null;
    let reservedUsd = 0;
    // While the model streams, the sandbox makes the next bash call's wrap (no tool runs now).
    this.run.options.tools.prepareSandbox?.();
    try {
      const result = await callModel({
        client: this.run.options.client,
        request,
        clock: this.run.options.clock,
        signal: this.run.signal,
        idleTimeoutMs: this.run.options.limits.idleTimeoutMs,
        retry: this.run.options.retry ?? DEFAULT_RETRY_POLICY,
        onRetry: (notice) =>
          this.run.write({
            type: 'system',
            subtype: 'api_retry',
            ...this.run.base(),
            attempt: notice.attempt,
            max_retries: notice.maxRetries,
            retry_delay_ms: notice.delayMs,
            error_status: notice.status,
            error: notice.kind,
            error_message: notice.message,
            parent_tool_use_id: parent,
          }),
        beforeAttempt: () => {
          const worst = pricing.worstCase(model, inputBound);
          const reservation = this.run.spend.reserve({
            inputCostUsd: worst.inputUsd,
            outputUsdPerToken: worst.outputUsdPerToken,
            maxTokens: request.max_tokens,
          });
          if (!reservation.ok) return { refused: reservation.reason };
          reservationId = reservation.id;
          reservedUsd = reservation.amountUsd;
          return { maxTokens: reservation.maxTokens };
        },
        afterFailedAttempt: ({ streamStarted }) => {
          if (reservationId === null) return;
          // A stream cut off after the model started may have been billed: count its worst case.
          if (streamStarted) {
            this.run.spend.settle(reservationId, reservedUsd);
            this.run.addCost(reservedUsd);
            this.costUsd += reservedUsd;
          } else {
            this.run.spend.release(reservationId);
          }
          reservationId = null;
        },
      });
      const priced = responseCost(pricing, model, result.message);
      if (!priced.ok) {
        // The call happened and was billed, by an amount nobody can tell: count the most it
        // could cost (its reservation), keep that in the ledger, and stop before another call.
        if (reservationId !== null) this.run.spend.settle(reservationId, reservedUsd);
        reservationId = null;
        this.run.account({ model, responseModel: priced.responseModel, usage: null, cost: reservedUsd, apiMs: result.apiMs, main: this.main });
        this.costUsd += reservedUsd;
        this.turnsThisRun++;
        this.sessionTurn++;
        this.lastStopReason = result.message.stop_reason;
        this.run.write({
          type: 'assistant',
          ...this.run.base(),
          message: result.message,
          parent_tool_use_id: parent,
          request_id: result.requestId,
          turn: this.sessionTurn,
          cost_usd: reservedUsd,
          ...(priced.responseModel !== null ? { requested_model: model } : {}),
          cost_basis: 'reserved_worst_case',
        });
        this.run.flush();
        const message = `The model's response could not be priced (${priced.reason}); it was counted at its reserved worst case of $${roundUsd(reservedUsd)} and the run stopped before another call.`;
        const outcome = failed('error_pricing', 'unpriced_response', message, [priced.reason]);
        this.run.pricingFailure ??= outcome;
        return { outcome };
      }
      const cost = priced.usd;
      if (reservationId !== null) this.run.spend.settle(reservationId, cost);
      reservationId = null;
      this.run.account({ model, responseModel: priced.responseModel, usage: result.message.usage, cost, apiMs: result.apiMs, main: this.main });
      this.costUsd += cost;
      const usage = result.message.usage;
      this.previousInput = {
        total: (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
        messageCount: messages.length,
        tools: JSON.stringify(tools),
      };
      this.turnsThisRun++;
      this.sessionTurn++;
      this.lastStopReason = result.message.stop_reason;
      const text = result.message.content
        .filter((b) => b.type === 'text')
        .map((b) => (b as { text: string }).text)
        .join('\n')
        .trim();
      if (text) this.lastText = text;
      const event: AssistantEvent = {
        type: 'assistant',
        ...this.run.base(),
        message: assistantEventMessage(result.message),
        parent_tool_use_id: parent,
        request_id: result.requestId,
        turn: this.sessionTurn,
        cost_usd: cost,
        ...(priced.responseModel !== null ? { requested_model: model } : {}),
      };
      this.run.write(event);
      return { message: result.message };
    } catch (error) {
      if (reservationId !== null) this.run.spend.release(reservationId);
      if (error instanceof ModelCallError) {
        if (error.kind === 'aborted') return { outcome: this.run.stoppedOutcome() };
        if (error.kind === 'budget')
          return { outcome: failed('error_max_budget_usd', 'budget_exhausted', `Stopped before the next model call: ${error.message}.`, [error.message]) };
        return { outcome: failed('error_during_execution', 'api_error', `The model call failed: ${error.message}.`, [error.message]) };
      }
      throw error;
    }
  }

  private buildRequest(tools: Tool[], messages: MessageParam[]): MessageCreateParamsNonStreaming {
    // Breakpoints: the tools and system prefix, and the newest message, so each turn reads the
    // history from the cache and writes only what is new.
    const cachedTools = tools.map((tool, index) => (index === tools.length - 1 ? { ...tool, cache_control: { type: 'ephemeral' as const } } : tool));
    const cachedMessages = messages.map((message, index) => (index === messages.length - 1 ? withCacheBreakpoint(message) : message));
    return {
      model: this.config.model,
      max_tokens: this.run.options.limits.maxOutputTokens,
      system: [{ type: 'text', text: this.config.system, cache_control: { type: 'ephemeral' } }],
      tools: cachedTools,
      messages: cachedMessages,
    };
  }

  /**
   * An upper bound on the request's input tokens, for the reservation. A first call is bounded
   * by the request's UTF-8 size (a token is at least one byte) plus the prompt the API adds for
   * tools; only when that bound would weigh on the budget is the API's count_tokens endpoint
   * asked for the exact count (a round trip saved on almost every run). Later calls add the size
   * of what was appended since the last call to the input the API reported for it.
   */
  private async inputTokenBound(request: MessageCreateParamsNonStreaming, messages: MessageParam[]): Promise<number> {
    const previous = this.previousInput;
    if (previous) {
      const added = messages.slice(previous.messageCount);
      let bound = previous.total + byteLength(JSON.stringify(added)) + added.length * 64;
      // A changed tool list may add every current definition.
      const tools = JSON.stringify(request.tools);
      if (tools !== previous.tools) bound += byteLength(tools);
      return bound;
    }
    const sizeBound = byteLength(JSON.stringify({ system: request.system, tools: request.tools, messages: request.messages })) + API_PROMPT_OVERHEAD_TOKENS;
    const remaining = this.run.spend.remainingUsd();
    const weight = this.run.options.pricing.worstCase(request.model, sizeBound).inputUsd;
    if (remaining === null || weight <= remaining * COUNT_TOKENS_WHEN_SHARE) return sizeBound;
    try {
      const counted = await this.run.options.client.messages.countTokens(
        { model: request.model, system: request.system, tools: request.tools, messages: request.messages } as never,
        // A stalled count must not hold the run longer than a stalled call would: it falls back to the size bound.
        { signal: this.run.signal, maxRetries: 0, timeout: this.run.options.limits.idleTimeoutMs },
      );
      return counted.input_tokens;
    } catch {
      return sizeBound;
    }
  }

  // ------------------------------------------------------------------ tools

  /**
   * Runs a turn's calls in order. Consecutive task calls run at once (each subagent waits for a
   * slot of the subagent limit); every other call runs alone, after the ones before it.
   */
  private async runTools(calls: ToolUseBlock[], cutOff: boolean): Promise<ContentBlockParam[]> {
    const done: ToolResultBlockParam[] = new Array(calls.length);
    let index = 0;
    while (index < calls.length) {
      let end = index + 1;
      if (calls[index]!.name === 'task') while (end < calls.length && calls[end]!.name === 'task') end++;
      const group = calls.slice(index, end);
      const start = index;
      await Promise.all(
        group.map(async (call, offset) => {
          const { block, meta } = await this.runTopLevel(call, cutOff);
          done[start + offset] = block;
          // Written as soon as the call ends: a kill later in the turn does not lose it.
          this.writeToolResult(block, meta);
        }),
      );
      index = end;
    }
    this.run.flush();
    return done;
  }

  private async runTopLevel(block: ToolUseBlock, cutOff: boolean): Promise<{ block: ToolResultBlockParam; meta: ToolResultMeta }> {
    const started = this.run.options.clock.now();
    const call: ToolCall = { id: block.id, name: block.name, input: (block.input ?? {}) as Record<string, unknown> };
    let executed: Executed;
    if (cutOff) {
      executed = {
        decision: 'allow',
        outcome: failure(
          `This ${call.name} call was cut off by the output limit before its input was complete, so it was not run. Make it again with less content.`,
        ),
      };
    } else {
      if (!this.run.signal.aborted) this.markStarted(block);
      executed = await this.executeCall(call, TOP);
    }
    const { outcome } = executed;
    const content = this.run.options.redactor.redact(outcome.content);
    return {
      block: { type: 'tool_result', tool_use_id: call.id, content, ...(outcome.isError ? { is_error: true } : {}) },
      meta: {
        tool_use_id: call.id,
        tool_name: call.name,
        decision: executed.decision,
        duration_ms: this.run.options.clock.now() - started,
        partial: outcome.partial,
        exit_code: outcome.exitCode,
        ...executed.extra,
      },
    };
  }

  /** One call, wherever it sits: validated, gated, then run by the loop (batch, task, structured_output) or the tool host. */
  private async executeCall(call: ToolCall, place: CallPlace): Promise<Executed> {
    if (this.run.signal.aborted) return { decision: 'allow', outcome: failure(`The run stopped before this ${call.name} call could start.`) };
    const invalid = this.validateCall(call, place);
    if (invalid) return { decision: 'allow', outcome: failure(invalid) };
    switch (call.name) {
      case 'batch':
        return this.runBatch(call);
      case 'task':
        return this.runTask(call);
      case STRUCTURED_OUTPUT_TOOL:
        return { decision: 'allow', outcome: this.acceptStructuredOutput(call.input) };
    }
    const { policy, parser } = this.run.options;
    // With the sandbox on, a path the parse cannot know is the sandbox's to enforce (DESIGN 4a).
    const environment = this.run.options.tools.bashEnvironment;
    const decision = gateToolCall(call.name, call.input, {
      policy,
      parser,
      sandbox: this.run.options.sandbox?.active === true,
      ...(environment ? { environment } : {}),
    });
    if (decision && decision.decision !== 'allow') {
      this.run.refuse({
        name: call.name,
        toolUseId: place.batchId ?? call.id,
        input: call.input,
        decision,
        parentToolUseId: this.config.parentToolUseId,
        batchIndex: place.batchIndex,
        turn: this.config.parent?.sessionTurn ?? this.sessionTurn,
      });
      return { decision: decision.decision, outcome: failure(refusalText(call.name, decision)) };
    }
    const tools = this.run.options.tools;
    const grants = sandboxGrantsOf(decision);
    const endCall = tools.beginCall?.(call.name, call.id);
    try {
      const outcome = await tools.run(call.name, call.input, {
        signal: this.run.signal,
        toolUseId: call.id,
        limits: this.run.options.toolLimits,
        ...(grants.length > 0 ? { sandboxGrants: grants } : {}),
      });
      if (outcome.sandboxDenials?.length) this.run.sandboxRefused(call.name, place.batchId ?? call.id, this.config.parentToolUseId, outcome.sandboxDenials);
      return { decision: 'allow', outcome };
    } catch (error) {
      // A tool that throws (a bug, a crashed server) is one failed call, not a failed run.
      return { decision: 'allow', outcome: failure(`The ${call.name} tool failed: ${error instanceof Error ? error.message : String(error)}`) };
    } finally {
      endCall?.();
    }
  }

  /** An error text when the call cannot be made as it is (unknown tool, nested, input against its schema). */
  private validateCall(call: ToolCall, place: CallPlace): string | null {
    if (place.batchId !== null && LOOP_TOOLS.has(call.name)) return `A batch cannot contain ${call.name} calls; make it as a call of its own.`;
    const loopTool = LOOP_TOOLS.has(call.name);
    // Names of the host's tools go to the host, which knows tools not offered yet (deferred
    // MCP tools load when called by name); a tool this agent was not given is unknown to it.
    if ((loopTool && !this.definitions().some((tool) => tool.name === call.name)) || (!loopTool && !this.config.hostTool(call.name))) {
      return `There is no tool named "${call.name}". Available tools: ${this.definitions()
        .map((tool) => tool.name)
        .join(', ')}.`;
    }
    if (call.name === 'batch' || call.name === 'task') {
      const validate = loopToolValidator(call.name);
      if (validate(call.input)) return null;
      return `Invalid input for ${call.name}: ${schemaProblems(validate.errors).join('; ')}. The call was not run.`;
    }
    // structured_output's input is checked when it is accepted: a mismatch is its answer.
    if (call.name === STRUCTURED_OUTPUT_TOOL) return null;
    return this.run.options.tools.validate(call.name, call.input);
  }

  // ------------------------------------------------------------------ batch

  private async runBatch(call: ToolCall): Promise<Executed> {
    const items = call.input.calls as BatchItem[];
    const results: BatchItemResult[] = new Array(items.length);
    const metas: BatchCallMeta[] = new Array(items.length);
    const clock = this.run.options.clock;
    for (const step of batchSteps(items, (tool) => READ_ONLY_TOOLS.has(tool) && this.config.hostTool(tool))) {
      const limit = pLimit(BATCH_READ_CONCURRENCY);
      await Promise.all(
        step.map((index) =>
          limit(async () => {
            const item = items[index]!;
            const started = clock.now();
            const inner: ToolCall = { id: `${call.id}:${index + 1}`, name: item.tool, input: item.input };
            const executed = await this.executeCall(inner, { batchId: call.id, batchIndex: index + 1 });
            results[index] = executed;
            const { outcome } = executed;
            metas[index] = {
              tool_name: item.tool,
              decision: executed.decision,
              is_error: outcome.isError,
              duration_ms: clock.now() - started,
              partial: outcome.partial,
              exit_code: outcome.exitCode,
            };
          }),
        ),
      );
    }
    return {
      decision: 'allow',
      outcome: {
        content: batchResultText(items, results),
        isError: results.every((r) => r.outcome.isError),
        partial: results.some((r) => r.outcome.partial),
        exitCode: null,
      },
      extra: { batch: metas },
    };
  }

  // ------------------------------------------------------------------ task

  private async runTask(call: ToolCall): Promise<Executed> {
    const input = call.input;
    const type = (input.type as SubagentType | undefined) ?? 'research';
    const requested = (input.tier as Tier | undefined) ?? 'weak';
    let structured: StructuredOutputSpec | null = null;
    if (input.output_schema !== undefined) {
      try {
        structured = structuredOutputSpec(input.output_schema);
      } catch (error) {
        return {
          decision: 'allow',
          outcome: failure(`No subagent was started: output_schema cannot be used, ${(error as Error).message}. Fix the schema and call task again.`),
        };
      }
    }
    const tier = clampTier(requested, this.config.tier);
    const model = this.run.tierModels[tier];
    try {
      this.run.options.pricing.check(model);
    } catch (error) {
      return { decision: 'allow', outcome: failure(`No subagent was started: ${(error as Error).message}`) };
    }
    const maxTurns = this.run.subagentMaxTurns;
    const { timeoutMs } = this.run.options.limits;
    const remainingMs = timeoutMs === null ? null : Math.max(0, timeoutMs - (this.run.options.clock.now() - this.run.started));
    const subagent = new Conversation(this.run, {
      model,
      tier,
      parentToolUseId: call.id,
      parent: this,
      maxTurns,
      hostTool: type === 'research' ? (name) => RESEARCH_TOOLS.has(name) : () => true,
      offerBatch: this.config.offerBatch,
      offerTask: false,
      structured,
      system: systemPrompt({
        workspace: this.run.options.policy.workspace,
        limits: { maxTurns, maxBudgetUsd: null, timeoutMs: remainingMs },
        subagent: type,
        structuredOutput: structured !== null,
      }),
      turnLimitText: (max) => `The subagent used all of its ${max} turns before finishing.`,
      firstTurn: 0,
    });
    let outcome: AgentOutcome;
    try {
      // The slot is held for the subagent's whole life and given back however it ends.
      outcome = await this.run.subagentLimit(() => (this.run.signal.aborted ? this.run.stoppedOutcome() : subagent.runAsSubagent(String(input.prompt))));
    } catch (error) {
      outcome = failed('error_during_execution', 'error', `the subagent failed: ${error instanceof Error ? error.message : String(error)}`, []);
    }
    const meta: SubagentMeta = {
      type,
      tier,
      requested_tier: requested,
      model,
      num_turns: subagent.turnsThisRun,
      cost_usd: roundUsd(subagent.costUsd),
      subtype: outcome.ok ? 'success' : outcome.subtype,
    };
    if (outcome.ok) {
      const content = structured ? JSON.stringify(outcome.structured) : outcome.text || 'The subagent finished without a reply.';
      return { decision: 'allow', outcome: { content, isError: false, partial: false, exitCode: null }, extra: { subagent: meta } };
    }
    const last = subagent.lastText ? `\nIts last message: ${subagent.lastText}` : '';
    return {
      decision: 'allow',
      outcome: failure(`The subagent stopped before finishing (${outcome.subtype}): ${outcome.message}${last}`),
      extra: { subagent: meta },
    };
  }

  // ------------------------------------------------------------------ structured output

  private acceptStructuredOutput(input: Record<string, unknown>): ToolOutcome {
    const spec = this.config.structured!;
    const problem = structuredOutputProblem(spec, input);
    if (problem) return failure(problem);
    this.structuredResult = { value: input };
    return { content: 'Result accepted.', isError: false, partial: false, exitCode: null };
  }

  // ------------------------------------------------------------------ limits

  private limitReached(): boolean {
    const max = this.config.maxTurns;
    return max !== null && this.turnsThisRun >= max;
  }

  private limitOutcome(): AgentOutcome {
    const max = this.config.maxTurns!;
    return failed('error_max_turns', 'max_turns', this.config.turnLimitText(max), [`reached the limit of ${max} turns`]);
  }

  /** One request to wrap up, the first time turns, time or budget pass 80% of their limit. */
  private wrapUpNote(): string | null {
    if (this.wrapUpSent) return null;
    const maxTurns = this.config.maxTurns;
    const { timeoutMs, maxBudgetUsd } = this.run.options.limits;
    const elapsed = this.run.options.clock.now() - this.run.started;
    const spent = this.run.spend.settledUsd();
    const near: string[] = [];
    if (maxTurns !== null && this.turnsThisRun >= Math.ceil(maxTurns * WRAP_UP_SHARE)) near.push(`${this.turnsThisRun} of ${maxTurns} turns used`);
    if (timeoutMs !== null && elapsed >= timeoutMs * WRAP_UP_SHARE) near.push(`${Math.round(elapsed / 1000)} s of ${Math.round(timeoutMs / 1000)} s used`);
    if (maxBudgetUsd !== null && spent >= maxBudgetUsd * WRAP_UP_SHARE) near.push(`$${spent.toFixed(4)} of $${maxBudgetUsd} spent`);
    if (near.length === 0) return null;
    this.wrapUpSent = true;
    return `You are close to this run's limits (${near.join('; ')}). Finish now: make only the calls you cannot do without, then write your summary of what you did and what is left.`;
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
export function roundUsd(value: number): number {
  // `|| 0`: a zero total is 0, not the -0 that ceil gives just below it.
  return Math.ceil(value * 1e6 - 1e-6) / 1e6 || 0;
}

/**
 * The write paths a call may take only because an approval allowed them: scopes a `session`
 * rule decided. The OS sandbox opens exactly these for the call (DESIGN 4a, docs/policy.md).
 */
function sandboxGrantsOf(decision: Decision | null): string[] {
  if (!decision) return [];
  const grants = decision.scopes.filter((scope) => scope.kind === 'write' && scope.decision === 'allow' && scope.rule?.layer === 'session' && scope.path);
  return [...new Set(grants.map((scope) => scope.path!))];
}
