// Rebuilding a conversation from its session file for `--resume`: the main loop's user and
// assistant messages in order, the calls a kill interrupted, and what the session has spent.
import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { AssistantEvent, LeashEvent, PendingApproval, ResultEvent, UserEvent } from './events.js';

export interface ResumeState {
  sessionId: string;
  messages: MessageParam[];
  /**
   * tool_use blocks of the last assistant message that never got a result: `started` when the
   * session file has the call's start marker (it was running when the run died, and may have
   * taken effect), false when it never began.
   */
  interruptedCalls: { id: string; name: string; started: boolean }[];
  /** The highest turn number the main loop reached. */
  lastTurn: number;
  /** Every model call the session paid for, subagents included. */
  sessionCostUsd: number;
  /** The id the next pending approval gets. */
  nextApprovalId: number;
  /** What the last finished invocation left pending. */
  pendingApprovals: PendingApproval[];
}

export class ResumeError extends Error {
  override name = 'ResumeError';
}

export function rebuildConversation(events: readonly LeashEvent[]): ResumeState {
  const init = events.find((e) => e.type === 'system' && e.subtype === 'init');
  if (!init) throw new ResumeError('the session file has no system/init event: it is not a Leash session');
  const messages: MessageParam[] = [];
  let lastTurn = 0;
  let sessionCostUsd = 0;
  let nextApprovalId = 1;
  let pendingApprovals: PendingApproval[] = [];
  const started = new Set<string>();
  for (const event of events) {
    if (event.type === 'tool_progress') {
      const id = (event as { tool_use_id?: unknown }).tool_use_id;
      if (typeof id === 'string') started.add(id);
    } else if (event.type === 'assistant') {
      const assistant = event as AssistantEvent;
      sessionCostUsd += Number(assistant.cost_usd) || 0;
      if (assistant.parent_tool_use_id) continue;
      lastTurn = Math.max(lastTurn, Number(assistant.turn) || 0);
      push(messages, 'assistant', assistant.message.content as ContentBlockParam[]);
    } else if (event.type === 'user') {
      const user = event as UserEvent;
      if (user.parent_tool_use_id) continue;
      push(messages, 'user', user.message.content);
    } else if (event.type === 'result') {
      const result = event as ResultEvent;
      pendingApprovals = result.pending_approvals ?? [];
      for (const approval of pendingApprovals) nextApprovalId = Math.max(nextApprovalId, Number(approval.id) + 1);
    }
  }
  if (messages.length === 0) throw new ResumeError('the session has no messages to continue');
  const turn = lastTurnCalls(messages);
  // A session written before start markers existed (or killed in the instant before the first
  // one) shows no sign of any of the turn's calls: then none can be said not to have run.
  const marked = turn.calls.some((call) => started.has(call.id) || turn.answered.has(call.id));
  const interruptedCalls = turn.calls.filter((call) => !turn.answered.has(call.id)).map((call) => ({ ...call, started: !marked || started.has(call.id) }));
  return { sessionId: init.session_id, messages, interruptedCalls, lastTurn, sessionCostUsd, nextApprovalId, pendingApprovals };
}

/**
 * The calls of the last assistant message, and which of them have a result after it. Results are
 * written one call at a time, so a kill mid-turn leaves some of a turn's calls answered and
 * others not.
 */
function lastTurnCalls(messages: readonly MessageParam[]): { calls: { id: string; name: string }[]; answered: Set<string> } {
  const answered = new Set<string>();
  let at = messages.length - 1;
  if (at >= 0 && messages[at]!.role === 'user') at--;
  const assistant = messages[at];
  if (!assistant || assistant.role !== 'assistant' || !Array.isArray(assistant.content)) return { calls: [], answered };
  const after = messages[at + 1];
  if (after && Array.isArray(after.content)) {
    for (const block of after.content) if (block.type === 'tool_result') answered.add(block.tool_use_id);
  }
  const calls = assistant.content.filter((b) => b.type === 'tool_use').map((b) => ({ id: (b as { id: string }).id, name: (b as { name: string }).name }));
  return { calls, answered };
}

/** Appends a message, merging into the previous one when a kill left two of one role in a row. */
function push(messages: MessageParam[], role: 'user' | 'assistant', content: ContentBlockParam[]): void {
  const previous = messages[messages.length - 1];
  if (previous && previous.role === role) {
    previous.content = [...(previous.content as ContentBlockParam[]), ...content];
    return;
  }
  messages.push({ role, content: [...content] });
}
