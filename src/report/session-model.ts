import { asArray, asBoolean, asNumber, asObject, asString, contentText, type JsonObject } from './json-access.js';

// The report is drawn from this model, not from raw events: one pass over the events
// groups them into invocations ("parts"), turns, tool calls and subagents, and joins
// each call with its result, its decision and its denial details.

export type CallDecision = 'allow' | 'deny' | 'prompt';

export interface TokenUsage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}

export interface RuleView {
  pattern: string | undefined;
  effect: string | undefined;
  layer: string | undefined;
  source: string | undefined;
}

export interface ScopeView {
  kind: string;
  text: string;
  decision: string | undefined;
  rule: RuleView | null;
}

export interface DenialView {
  toolUseId: string;
  toolName: string;
  decision: 'deny' | 'prompt';
  /** `rule`, `default`, `floor` or `parse` (docs/events.md), when the event said. */
  reasonType: string | undefined;
  reason: string | undefined;
  /** The text returned to the model. */
  message: string | undefined;
  toolInput: unknown;
  scopes: ScopeView[];
  reasons: string[];
  turn: number | undefined;
}

export interface ToolResultView {
  text: string;
  isError: boolean;
}

export interface ToolCallView {
  id: string;
  name: string;
  input: unknown;
  anchor: string;
  result: ToolResultView | undefined;
  /** Undefined when the transcript does not say (the call never got a result). */
  decision: CallDecision | undefined;
  durationMs: number | undefined;
  partial: boolean;
  exitCode: number | null | undefined;
  denial: DenialView | undefined;
}

export type TurnItem = { kind: 'text'; text: string } | { kind: 'thinking'; text: string } | { kind: 'tool'; call: ToolCallView };

export interface RetryView {
  attempt: number | undefined;
  maxRetries: number | undefined;
  delayMs: number | undefined;
  status: number | null | undefined;
  error: string | undefined;
  message: string | undefined;
}

export interface TurnView {
  anchor: string;
  /** The event's `turn`, or the response's position in its agent when absent. */
  number: number;
  messageId: string | undefined;
  model: string | undefined;
  stopReason: string | undefined;
  usage: TokenUsage;
  costUsd: number | undefined;
  timestamp: string | undefined;
  items: TurnItem[];
  /** Failed model calls retried before this response arrived. */
  retries: RetryView[];
}

export type TimelineEntry =
  | { kind: 'turn'; turn: TurnView }
  | { kind: 'note'; text: string; synthetic: boolean; timestamp: string | undefined }
  | { kind: 'retries'; retries: RetryView[] };

export interface AgentView {
  parentToolUseId: string | null;
  prompt: string | undefined;
  model: string | undefined;
  entries: TimelineEntry[];
  result: ResultView | undefined;
}

export interface InitView {
  model: string | undefined;
  cwd: string | undefined;
  leashVersion: string | undefined;
  policyPath: string | undefined;
  policyLayers: { layer: string; source: string }[];
  resumed: boolean;
  limits: { maxTurns: number | undefined; maxBudgetUsd: number | undefined; timeoutMs: number | undefined };
  tools: string[];
  timestamp: string | undefined;
}

export interface ModelUsageView {
  model: string;
  tokens: TokenUsage;
  costUsd: number | undefined;
}

export interface ResultView {
  subtype: string | undefined;
  isError: boolean | undefined;
  text: string | undefined;
  errors: string[];
  durationMs: number | undefined;
  durationApiMs: number | undefined;
  numTurns: number | undefined;
  stopReason: string | undefined;
  terminalReason: string | undefined;
  totalCostUsd: number | undefined;
  sessionCostUsd: number | undefined;
  usage: TokenUsage | undefined;
  modelUsage: ModelUsageView[];
  denials: DenialView[];
  timestamp: string | undefined;
}

export interface PartTotals {
  costUsd: number;
  turns: number;
  tokens: TokenUsage;
  durationMs: number | undefined;
  durationApiMs: number | undefined;
}

export interface PartView {
  /** 1-based. */
  index: number;
  init: InitView | undefined;
  main: AgentView;
  result: ResultView | undefined;
  totals: PartTotals;
}

export interface SessionTotals {
  costUsd: number;
  turns: number;
  subagentTurns: number;
  tokens: TokenUsage;
  durationMs: number | undefined;
  durationApiMs: number | undefined;
  /** Calls refused by a deny rule or a deny default. */
  denied: number;
  /** Calls refused because they need approval. */
  needsApproval: number;
  retries: number;
  /** False when some invocation has no `result`: the totals are then lower bounds. */
  complete: boolean;
}

export interface SessionView {
  sessionId: string | undefined;
  parts: PartView[];
  /** Subagent timelines by the `tool_use_id` of the `task` call that started them. */
  subagents: Map<string, AgentView>;
  calls: Map<string, ToolCallView>;
  /** Every refused call of the session, in the order they happened. */
  denials: DenialView[];
  totals: SessionTotals;
}

export function emptyUsage(): TokenUsage {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite,
  };
}

export function totalTokens(usage: TokenUsage): number {
  return usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}

/** Tokens of a Messages API `usage` object (snake case). */
export function apiUsage(value: unknown): TokenUsage {
  const usage = asObject(value);
  return {
    input: asNumber(usage?.['input_tokens']) ?? 0,
    output: asNumber(usage?.['output_tokens']) ?? 0,
    cacheRead: asNumber(usage?.['cache_read_input_tokens']) ?? 0,
    cacheWrite: asNumber(usage?.['cache_creation_input_tokens']) ?? 0,
  };
}

function modelUsageTokens(value: unknown): TokenUsage {
  const usage = asObject(value);
  return {
    input: asNumber(usage?.['inputTokens']) ?? 0,
    output: asNumber(usage?.['outputTokens']) ?? 0,
    cacheRead: asNumber(usage?.['cacheReadInputTokens']) ?? 0,
    cacheWrite: asNumber(usage?.['cacheCreationInputTokens']) ?? 0,
  };
}

function readRule(value: unknown): RuleView | null {
  const rule = asObject(value);
  if (rule === undefined) return null;
  return {
    pattern: asString(rule['pattern']),
    effect: asString(rule['effect']),
    layer: asString(rule['layer']),
    source: asString(rule['source']),
  };
}

function readScopes(value: unknown): ScopeView[] {
  const scopes: ScopeView[] = [];
  for (const item of asArray(value)) {
    const scope = asObject(item);
    if (scope === undefined) continue;
    scopes.push({
      kind: asString(scope['kind']) ?? '?',
      text: asString(scope['text']) ?? '',
      decision: asString(scope['decision']),
      rule: readRule(scope['rule']),
    });
  }
  return scopes;
}

function readStrings(value: unknown): string[] {
  return asArray(value).filter((item): item is string => typeof item === 'string');
}

function readDenialDecision(value: unknown): 'deny' | 'prompt' | undefined {
  return value === 'deny' || value === 'prompt' ? value : undefined;
}

/** A denial from a `system/permission_denied` event or a `permission_denials` entry. */
export function readDenial(value: unknown): DenialView | undefined {
  const denial = asObject(value);
  const toolUseId = asString(denial?.['tool_use_id']);
  if (denial === undefined || toolUseId === undefined) return undefined;
  return {
    toolUseId,
    toolName: asString(denial['tool_name']) ?? '?',
    decision: readDenialDecision(denial['decision']) ?? 'deny',
    reasonType: asString(denial['decision_reason_type']),
    reason: asString(denial['decision_reason']),
    message: asString(denial['message']),
    toolInput: denial['tool_input'],
    scopes: readScopes(denial['scopes']),
    reasons: readStrings(denial['reasons']),
    turn: asNumber(denial['turn']),
  };
}

/**
 * Join the advisory event with the envelope's authoritative entry for one call: the
 * entry decides, the event adds what only it carries (the reason, the message).
 */
export function mergeDenials(fromEvent: DenialView | undefined, fromResult: DenialView | undefined): DenialView | undefined {
  if (fromEvent === undefined) return fromResult;
  if (fromResult === undefined) return fromEvent;
  return {
    toolUseId: fromResult.toolUseId,
    toolName: fromResult.toolName !== '?' ? fromResult.toolName : fromEvent.toolName,
    decision: fromResult.decision,
    reasonType: fromResult.reasonType ?? fromEvent.reasonType,
    reason: fromResult.reason ?? fromEvent.reason,
    message: fromResult.message ?? fromEvent.message,
    toolInput: fromResult.toolInput ?? fromEvent.toolInput,
    scopes: fromResult.scopes.length > 0 ? fromResult.scopes : fromEvent.scopes,
    reasons: fromResult.reasons.length > 0 ? fromResult.reasons : fromEvent.reasons,
    turn: fromResult.turn ?? fromEvent.turn,
  };
}

export function readResult(event: JsonObject): ResultView {
  const modelUsage: ModelUsageView[] = [];
  const byModel = asObject(event['modelUsage']);
  if (byModel !== undefined) {
    for (const [model, usage] of Object.entries(byModel)) {
      modelUsage.push({ model, tokens: modelUsageTokens(usage), costUsd: asNumber(asObject(usage)?.['costUSD']) });
    }
  }
  const denials: DenialView[] = [];
  for (const item of asArray(event['permission_denials'])) {
    const denial = readDenial(item);
    if (denial !== undefined) denials.push(denial);
  }
  return {
    subtype: asString(event['subtype']),
    isError: asBoolean(event['is_error']),
    text: asString(event['result']),
    errors: readStrings(event['errors']),
    durationMs: asNumber(event['duration_ms']),
    durationApiMs: asNumber(event['duration_api_ms']),
    numTurns: asNumber(event['num_turns']),
    stopReason: asString(event['stop_reason']),
    terminalReason: asString(event['terminal_reason']),
    totalCostUsd: asNumber(event['total_cost_usd']),
    sessionCostUsd: asNumber(event['session_cost_usd']),
    usage: asObject(event['usage']) === undefined ? undefined : apiUsage(event['usage']),
    modelUsage,
    denials,
    timestamp: asString(event['timestamp']),
  };
}

/** Tokens of an envelope, subagents included when `modelUsage` is there to say so. */
export function resultTokens(result: ResultView): TokenUsage | undefined {
  if (result.modelUsage.length > 0) {
    return result.modelUsage.reduce((sum, entry) => addUsage(sum, entry.tokens), emptyUsage());
  }
  return result.usage;
}

function readInit(event: JsonObject): InitView {
  const policy = asObject(event['policy']);
  const limits = asObject(event['limits']);
  const layers: { layer: string; source: string }[] = [];
  for (const item of asArray(policy?.['layers'])) {
    const layer = asObject(item);
    if (layer === undefined) continue;
    layers.push({ layer: asString(layer['layer']) ?? '?', source: asString(layer['source']) ?? '?' });
  }
  return {
    model: asString(event['model']),
    cwd: asString(event['cwd']),
    leashVersion: asString(event['leash_version']),
    policyPath: asString(policy?.['path']),
    policyLayers: layers,
    resumed: event['resumed'] === true,
    limits: {
      maxTurns: asNumber(limits?.['max_turns']),
      maxBudgetUsd: asNumber(limits?.['max_budget_usd']),
      timeoutMs: asNumber(limits?.['timeout_ms']),
    },
    tools: readStrings(event['tools']),
    timestamp: asString(event['timestamp']),
  };
}

function readRetry(event: JsonObject): RetryView {
  const status = event['error_status'];
  return {
    attempt: asNumber(event['attempt']),
    maxRetries: asNumber(event['max_retries']),
    delayMs: asNumber(event['retry_delay_ms']),
    status: status === null ? null : asNumber(status),
    error: asString(event['error']),
    message: asString(event['error_message']),
  };
}

interface AgentBuilder {
  view: AgentView;
  pendingRetries: RetryView[];
  turnCount: number;
}

interface PartBuilder {
  index: number;
  init: InitView | undefined;
  main: AgentBuilder;
  result: ResultView | undefined;
  /** Final cost and usage of each model response in this part, all agents, by message. */
  responses: Map<string, { costUsd: number; usage: TokenUsage }>;
  firstTimestamp: number | undefined;
  lastTimestamp: number | undefined;
}

function newAgent(parentToolUseId: string | null): AgentBuilder {
  return {
    view: { parentToolUseId, prompt: undefined, model: undefined, entries: [], result: undefined },
    pendingRetries: [],
    turnCount: 0,
  };
}

function flushRetries(agent: AgentBuilder): void {
  if (agent.pendingRetries.length === 0) return;
  agent.view.entries.push({ kind: 'retries', retries: agent.pendingRetries });
  agent.pendingRetries = [];
}

/** Build the report's model of one session from its events, in file order. */
export function buildSessionView(events: readonly unknown[]): SessionView {
  const parts: PartBuilder[] = [];
  const subagents = new Map<string, AgentBuilder>();
  const calls = new Map<string, ToolCallView>();
  const deniedEvents = new Map<string, DenialView>();
  const denialOrder: string[] = [];
  const callMeta = new Map<string, JsonObject>();
  let sessionId: string | undefined;
  let retries = 0;
  let anchorCount = 0;
  let current: PartBuilder | undefined;

  const startPart = (init: InitView | undefined): PartBuilder => {
    if (current !== undefined) flushRetries(current.main);
    const part: PartBuilder = {
      index: parts.length + 1,
      init,
      main: newAgent(null),
      result: undefined,
      responses: new Map(),
      firstTimestamp: undefined,
      lastTimestamp: undefined,
    };
    parts.push(part);
    current = part;
    return part;
  };

  const agentFor = (part: PartBuilder, parent: string | null): AgentBuilder => {
    if (parent === null) return part.main;
    let agent = subagents.get(parent);
    if (agent === undefined) {
      agent = newAgent(parent);
      subagents.set(parent, agent);
    }
    return agent;
  };

  const noteDenial = (id: string): void => {
    if (!denialOrder.includes(id)) denialOrder.push(id);
  };

  for (const raw of events) {
    const event = asObject(raw);
    const type = asString(event?.['type']);
    if (event === undefined || type === undefined) continue;
    const subtype = asString(event['subtype']);
    const parent = asString(event['parent_tool_use_id']) ?? null;
    sessionId ??= asString(event['session_id']);

    if (type === 'system' && subtype === 'init' && parent === null) {
      startPart(readInit(event));
    }
    const part = current ?? startPart(undefined);
    const time = Date.parse(asString(event['timestamp']) ?? '');
    if (!Number.isNaN(time)) {
      part.firstTimestamp ??= time;
      part.lastTimestamp = time;
    }
    const agent = agentFor(part, parent);

    if (type === 'system') {
      if (subtype === 'init' && parent !== null) {
        agent.view.model ??= asString(event['model']);
      } else if (subtype === 'api_retry') {
        retries++;
        agent.pendingRetries.push(readRetry(event));
      } else if (subtype === 'permission_denied') {
        const denial = readDenial(event);
        if (denial !== undefined) {
          deniedEvents.set(denial.toolUseId, denial);
          noteDenial(denial.toolUseId);
        }
      }
    } else if (type === 'assistant') {
      addAssistant(
        part,
        agent,
        event,
        () => `turn-${++anchorCount}`,
        (call) => {
          if (!calls.has(call.id)) calls.set(call.id, call);
        },
      );
    } else if (type === 'user') {
      addUser(agent, event, calls, callMeta);
    } else if (type === 'result') {
      const result = readResult(event);
      flushRetries(agent);
      if (parent === null) part.result = result;
      else agent.view.result = result;
      for (const denial of result.denials) noteDenial(denial.toolUseId);
    }
  }
  if (current !== undefined) flushRetries(current.main);
  for (const agent of subagents.values()) flushRetries(agent);

  const resultDenials = new Map<string, DenialView>();
  for (const part of parts) {
    for (const denial of part.result?.denials ?? []) resultDenials.set(denial.toolUseId, denial);
  }
  for (const agent of subagents.values()) {
    for (const denial of agent.view.result?.denials ?? []) {
      if (!resultDenials.has(denial.toolUseId)) resultDenials.set(denial.toolUseId, denial);
    }
  }

  let callIndex = 0;
  for (const call of calls.values()) {
    call.anchor = `call-${++callIndex}`;
    call.denial = mergeDenials(deniedEvents.get(call.id), resultDenials.get(call.id));
    const meta = callMeta.get(call.id);
    const metaDecision = meta?.['decision'];
    if (metaDecision === 'allow' || metaDecision === 'deny' || metaDecision === 'prompt') {
      call.decision = metaDecision;
    } else if (call.denial !== undefined) {
      call.decision = call.denial.decision;
    } else if (call.result !== undefined) {
      call.decision = 'allow';
    }
    if (meta !== undefined) {
      call.durationMs = asNumber(meta['duration_ms']);
      call.partial = meta['partial'] === true;
      const exit = meta['exit_code'];
      call.exitCode = exit === null ? null : asNumber(exit);
    }
  }

  const denials: DenialView[] = [];
  for (const id of denialOrder) {
    const denial = calls.get(id)?.denial ?? mergeDenials(deniedEvents.get(id), resultDenials.get(id));
    if (denial !== undefined) denials.push(denial);
  }

  const partViews = parts.map((part) => finishPart(part));
  let subagentTurns = 0;
  for (const agent of subagents.values()) {
    subagentTurns += agent.view.entries.filter((entry) => entry.kind === 'turn').length;
  }
  const totals: SessionTotals = {
    costUsd: 0,
    turns: 0,
    subagentTurns,
    tokens: emptyUsage(),
    durationMs: undefined,
    durationApiMs: undefined,
    denied: denials.filter((denial) => denial.decision === 'deny').length,
    needsApproval: denials.filter((denial) => denial.decision === 'prompt').length,
    retries,
    complete: partViews.length > 0 && partViews.every((part) => part.result !== undefined),
  };
  for (const part of partViews) {
    totals.costUsd += part.totals.costUsd;
    totals.turns += part.totals.turns;
    totals.tokens = addUsage(totals.tokens, part.totals.tokens);
    if (part.totals.durationMs !== undefined) totals.durationMs = (totals.durationMs ?? 0) + part.totals.durationMs;
    if (part.totals.durationApiMs !== undefined) {
      totals.durationApiMs = (totals.durationApiMs ?? 0) + part.totals.durationApiMs;
    }
  }

  const subagentViews = new Map<string, AgentView>();
  for (const [id, agent] of subagents) subagentViews.set(id, agent.view);
  return { sessionId, parts: partViews, subagents: subagentViews, calls, denials, totals };
}

function finishPart(part: PartBuilder): PartView {
  let eventCost = 0;
  let eventUsage = emptyUsage();
  for (const response of part.responses.values()) {
    eventCost += response.costUsd;
    eventUsage = addUsage(eventUsage, response.usage);
  }
  const mainTurns = part.main.view.entries.filter((entry) => entry.kind === 'turn').length;
  const result = part.result;
  const span = part.firstTimestamp !== undefined && part.lastTimestamp !== undefined ? part.lastTimestamp - part.firstTimestamp : undefined;
  const totals: PartTotals =
    result === undefined
      ? { costUsd: eventCost, turns: mainTurns, tokens: eventUsage, durationMs: span, durationApiMs: undefined }
      : {
          costUsd: result.totalCostUsd ?? eventCost,
          turns: result.numTurns ?? mainTurns,
          tokens: resultTokens(result) ?? eventUsage,
          durationMs: result.durationMs ?? span,
          durationApiMs: result.durationApiMs,
        };
  return { index: part.index, init: part.init, main: part.main.view, result, totals };
}

function addAssistant(part: PartBuilder, agent: AgentBuilder, event: JsonObject, nextAnchor: () => string, registerCall: (call: ToolCallView) => void): void {
  const message = asObject(event['message']);
  const messageId = asString(message?.['id']);
  const usage = apiUsage(message?.['usage']);
  const costUsd = asNumber(event['cost_usd']);
  const last = agent.view.entries.at(-1);

  // Claude Code may write one response as several lines sharing `message.id`; they
  // are one turn, and the last line carries the final usage.
  let turn: TurnView;
  if (last?.kind === 'turn' && messageId !== undefined && last.turn.messageId === messageId) {
    turn = last.turn;
    turn.usage = usage;
    turn.costUsd = costUsd ?? turn.costUsd;
    turn.stopReason = asString(message?.['stop_reason']) ?? turn.stopReason;
  } else {
    agent.turnCount++;
    turn = {
      anchor: nextAnchor(),
      number: asNumber(event['turn']) ?? agent.turnCount,
      messageId,
      model: asString(message?.['model']),
      stopReason: asString(message?.['stop_reason']),
      usage,
      costUsd,
      timestamp: asString(event['timestamp']),
      items: [],
      retries: agent.pendingRetries,
    };
    agent.pendingRetries = [];
    agent.view.entries.push({ kind: 'turn', turn });
  }
  part.responses.set(messageId ?? asString(event['uuid']) ?? `#${part.responses.size}`, {
    costUsd: costUsd ?? 0,
    usage,
  });

  for (const item of asArray(message?.['content'])) {
    const block = asObject(item);
    const blockType = asString(block?.['type']);
    if (block === undefined) continue;
    if (blockType === 'text') {
      turn.items.push({ kind: 'text', text: asString(block['text']) ?? '' });
    } else if (blockType === 'thinking') {
      turn.items.push({ kind: 'thinking', text: asString(block['thinking']) ?? '' });
    } else if (blockType === 'tool_use') {
      const id = asString(block['id']);
      if (id === undefined) continue;
      if (turn.items.some((existing) => existing.kind === 'tool' && existing.call.id === id)) continue;
      const call: ToolCallView = {
        id,
        name: asString(block['name']) ?? '?',
        input: block['input'],
        anchor: '',
        result: undefined,
        decision: undefined,
        durationMs: undefined,
        partial: false,
        exitCode: undefined,
        denial: undefined,
      };
      turn.items.push({ kind: 'tool', call });
      registerCall(call);
    }
  }
}

function addUser(agent: AgentBuilder, event: JsonObject, calls: Map<string, ToolCallView>, callMeta: Map<string, JsonObject>): void {
  const message = asObject(event['message']);
  const content = message?.['content'];
  const texts: string[] = [];
  if (typeof content === 'string') {
    texts.push(content);
  } else {
    for (const item of asArray(content)) {
      const block = asObject(item);
      const blockType = asString(block?.['type']);
      if (block === undefined) continue;
      if (blockType === 'tool_result') {
        const call = calls.get(asString(block['tool_use_id']) ?? '');
        if (call !== undefined) {
          call.result = { text: contentText(block['content']), isError: block['is_error'] === true };
        }
      } else if (blockType === 'text') {
        texts.push(asString(block['text']) ?? '');
      }
    }
  }
  for (const item of asArray(event['tool_results'])) {
    const meta = asObject(item);
    const id = asString(meta?.['tool_use_id']);
    if (meta !== undefined && id !== undefined) callMeta.set(id, meta);
  }
  if (texts.length === 0) return;

  const text = texts.join('\n');
  const synthetic = event['synthetic'] === true || event['isSynthetic'] === true;
  const hasTurns = agent.view.entries.some((entry) => entry.kind === 'turn');
  if (!synthetic && agent.view.prompt === undefined && !hasTurns) {
    agent.view.prompt = text;
  } else {
    flushRetries(agent);
    agent.view.entries.push({ kind: 'note', text, synthetic, timestamp: asString(event['timestamp']) });
  }
}

/** Cost of a subagent's responses, its own subagents included. */
export function subagentCostUsd(view: SessionView, toolUseId: string, seen = new Set<string>()): number {
  const agent = view.subagents.get(toolUseId);
  if (agent === undefined || seen.has(toolUseId)) return 0;
  seen.add(toolUseId);
  let total = 0;
  for (const entry of agent.entries) {
    if (entry.kind !== 'turn') continue;
    total += entry.turn.costUsd ?? 0;
    for (const item of entry.turn.items) {
      if (item.kind === 'tool') total += subagentCostUsd(view, item.call.id, seen);
    }
  }
  return total;
}

/** Cost of the subagents started by one turn's `task` calls. */
export function turnSubagentCostUsd(view: SessionView, turn: TurnView): number {
  let total = 0;
  for (const item of turn.items) {
    if (item.kind === 'tool') total += subagentCostUsd(view, item.call.id);
  }
  return total;
}
