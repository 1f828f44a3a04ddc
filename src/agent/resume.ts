// Rebuilding a conversation from its session file for `--resume`: the main loop's user and
// assistant messages in order, the calls a kill interrupted, and what the session has spent.
import type { ContentBlockParam, MessageParam } from '@anthropic-ai/sdk/resources/messages';
import type { AssistantEvent, LeashEvent, PendingApproval, ResultEvent, UserEvent } from './events.js';

export interface ResumeState {
  sessionId: string;
  messages: MessageParam[];
  /** tool_use blocks of the last assistant message that never got a result. */
  interruptedCalls: { id: string; name: string }[];
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
  for (const event of events) {
    if (event.type === 'assistant') {
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
  const last = messages[messages.length - 1]!;
  const interruptedCalls =
    last.role === 'assistant' && Array.isArray(last.content)
      ? last.content.filter((b) => b.type === 'tool_use').map((b) => ({ id: (b as { id: string }).id, name: (b as { name: string }).name }))
      : [];
  return { sessionId: init.session_id, messages, interruptedCalls, lastTurn, sessionCostUsd, nextApprovalId, pendingApprovals };
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
