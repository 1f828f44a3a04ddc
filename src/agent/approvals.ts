// Deferred approval (DESIGN.md section 6a): calls held back as "needs approval" are listed in
// the envelope; a maintainer approves exact ones later, and the session resumes with them as a
// `session` layer of exact rules. Nothing is generalised, and no approval lifts a deny rule.
import type { PolicyLayer, Rule } from '../policy/index.js';
import type { ApprovalEvent, LeashEvent, PendingApproval, ResultEvent } from './events.js';

export class ApprovalError extends Error {
  override name = 'ApprovalError';
}

/** What is pending now: the last invocation's held calls, less any approved since. */
export function pendingApprovals(events: readonly LeashEvent[]): PendingApproval[] {
  let pending: PendingApproval[] = [];
  for (const event of events) {
    if (event.type === 'result') pending = [...((event as ResultEvent).pending_approvals ?? [])];
    if (event.type === 'system' && event.subtype === 'approval') {
      const given = new Set((event as ApprovalEvent).approved.map((a) => a.id));
      pending = pending.filter((p) => !given.has(p.id));
    }
  }
  return pending;
}

/** `all`, or ids separated by commas (`2,3`). Unknown ids are an error naming what is pending. */
export function selectApprovals(pending: readonly PendingApproval[], spec: string): PendingApproval[] {
  const wanted = spec.trim();
  if (wanted === '') throw new ApprovalError('--approve needs "all" or ids such as 2,3');
  if (pending.length === 0) throw new ApprovalError('nothing is pending approval in this session');
  if (wanted === 'all') return [...pending];
  const ids = [
    ...new Set(
      wanted
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = ids.filter((id) => !pending.some((p) => p.id === id));
  if (unknown.length > 0) {
    throw new ApprovalError(`no pending approval with id ${unknown.join(', ')}; pending: ${pending.map((p) => p.id).join(', ')}`);
  }
  return pending.filter((p) => ids.includes(p.id));
}

/**
 * The `session` layer for approved calls: each held scope becomes an exact allow (a floor that
 * held it back is lifted for that scope alone), and each bash call's exact command text is
 * approved as a whole, so what its parse could not show no longer holds it back.
 */
export function approvalLayer(approved: readonly PendingApproval[], approvedBy: string): PolicyLayer {
  const bash: Rule[] = [];
  const write: Rule[] = [];
  const read: Rule[] = [];
  const commands: string[] = [];
  for (const approval of approved) {
    const source = `approval ${approval.id} by ${approvedBy}`;
    for (const scope of approval.scopes) {
      if (scope.kind === 'command')
        bash.push({ pattern: scope.text, effect: 'allow', tool: 'bash', layer: 'session', source, exact: true, liftsFloors: Boolean(scope.floors?.length) });
      else if (scope.kind === 'write' && scope.path)
        write.push({ pattern: scope.path, effect: 'allow', tool: 'write', layer: 'session', source, exact: true, liftsFloors: Boolean(scope.floors?.length) });
      else if (scope.kind === 'read' && scope.path) read.push({ pattern: scope.path, effect: 'allow', tool: 'read', layer: 'session', source, exact: true });
    }
    if (approval.tool === 'bash' && typeof (approval.tool_input as { command?: unknown })?.command === 'string') {
      commands.push((approval.tool_input as { command: string }).command);
    }
  }
  const section = (allow: Rule[]) => ({ allow, deny: [], hasAllowList: allow.length > 0 });
  return {
    layer: 'session',
    tools: new Map([
      ['bash', section(bash)],
      ['write', section(write)],
      ['read', section(read)],
    ]),
    lifts: [],
    envPass: [],
    tests: [],
    approvedCommands: commands,
  };
}

/** What the model reads when the session resumes with approvals. */
export function approvalNote(approved: readonly PendingApproval[], approvedBy: string): string {
  const lines = [`A maintainer (${approvedBy}) approved ${approved.length === 1 ? 'this call' : 'these calls'} that the policy had held back:`];
  for (const approval of approved) lines.push(`- [${approval.id}] ${approval.tool} ${describeInput(approval)}`);
  lines.push('You may now make exactly these calls again if you still need them. Anything else, including variations of them, still follows the policy.');
  return lines.join('\n');
}

export function describeInput(approval: PendingApproval): string {
  const input = approval.tool_input as Record<string, unknown> | null;
  if (approval.tool === 'bash' && typeof input?.command === 'string') return `\`${input.command}\``;
  if (typeof input?.path === 'string') return `\`${input.path}\``;
  return JSON.stringify(input);
}
