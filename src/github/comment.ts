// The sticky comment on a pull request or issue (`comment: sticky`): the result, the cost, the
// denials and links to the run and the artifact. It carries a hidden marker and is edited in place
// on every later run of the same workflow job, so a pull request gets one comment, not a pile.
// When calls wait for a person (DESIGN.md 6a) it lists them with the comment that approves them,
// and a second hidden marker names the run, artifact, head commit and session to resume.
import { renderSandboxMarkdown, sandboxViewOfEnvelopes } from '../report/index.js';
import type { PendingApproval, PermissionDenial } from '../agent/index.js';
import { formatCount, formatUsd } from '../report/index.js';
import { escapeMarkdownText, markdownCode } from '../report/index.js';
import type { CommentInfo, GitHubApi } from './github-api.js';
import { fencedText } from './markdown.js';
import type { ActionOutcome } from './outcome.js';

export const STICKY_MARKER = '<!-- leash:sticky -->';

/** GitHub refuses comments over 65,536 characters; the result text is cut well before. */
const MAX_RESULT_CHARS = 20_000;
const MAX_DENIAL_ROWS = 10;
const MAX_PENDING_ROWS = 20;

/** One sticky comment per workflow job: two workflows that both run Leash keep their own. */
export function stickyKey(workflow: string, job: string): string {
  return `<!-- leash:key=${`${workflow}/${job}`.replace(/--+/g, '-').replace(/>/g, '')} -->`;
}

export interface CommentLinks {
  runUrl: string;
  artifact: { name: string; url: string } | null;
  sha: string;
  updatedAt: string;
}

/**
 * What a later `/leash approve` comment needs to find the session again: the run whose artifact
 * holds it, the pull request's head commit its calls were judged against, and what is pending.
 */
export interface StickyState {
  run_id: number;
  artifact: { id: number; name: string } | null;
  head_sha: string;
  session_id: string;
  /** Ids waiting for approval, as the session's envelope lists them. */
  pending: string[];
}

/** One `system/approval` event of the session: who approved which calls, and when. */
export interface ApprovalRecord {
  approved: PendingApproval[];
  approved_by: string;
  approved_at: string;
}

/** The approval part of a sticky comment about one session. */
export interface StickyApprovals {
  state: StickyState;
  pending: readonly PendingApproval[];
  given: readonly ApprovalRecord[];
}

const STATE_MARKER = /^<!-- leash:state (\{[^\n]*\}) -->$/m;
const KEY_MARKER = /^<!-- leash:key=[^\n]* -->$/m;
const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

/** The hidden state line: JSON with `<` and `>` escaped, so no value can close the HTML comment. */
export function stateMarker(state: StickyState): string {
  return `<!-- leash:state ${JSON.stringify(state).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')} -->`;
}

/** The state a sticky comment carries, or null when it has none or it is not well formed. */
export function readStateMarker(body: string): StickyState | null {
  const match = STATE_MARKER.exec(body);
  if (!match) return null;
  let value: unknown;
  try {
    value = JSON.parse(match[1]!);
  } catch {
    return null;
  }
  const state = value as Partial<StickyState>;
  const artifact = state.artifact as Partial<NonNullable<StickyState['artifact']>> | null | undefined;
  const artifactOk = artifact === null || (typeof artifact === 'object' && Number.isSafeInteger(artifact.id) && typeof artifact.name === 'string');
  if (
    !Number.isSafeInteger(state.run_id) ||
    !artifactOk ||
    typeof state.head_sha !== 'string' ||
    !/^[0-9a-f]{7,64}$/.test(state.head_sha) ||
    typeof state.session_id !== 'string' ||
    !SESSION_ID.test(state.session_id) ||
    !Array.isArray(state.pending) ||
    !state.pending.every((id) => typeof id === 'string' && /^\d+$/.test(id))
  ) {
    return null;
  }
  return {
    run_id: state.run_id!,
    artifact: artifact === null ? null : { id: artifact!.id!, name: artifact!.name! },
    head_sha: state.head_sha,
    session_id: state.session_id,
    pending: state.pending,
  };
}

/** The key line of a sticky comment (`<!-- leash:key=WORKFLOW/JOB -->`), or null. */
export function stickyKeyOf(body: string): string | null {
  return KEY_MARKER.exec(body)?.[0] ?? null;
}

/** The comment that approves `ids`: what a person writes on the pull request. */
export function approveCommand(ids: readonly string[] | 'all'): string {
  return `/leash approve ${ids === 'all' ? 'all' : ids.join(',')}`;
}

export type ApprovalStickyLookup = { found: true; comment: CommentInfo; key: string; state: StickyState } | { found: false; reason: string };

/**
 * The sticky comment a `/leash approve` comment answers: the one, written by a bot (the workflow's
 * token), that lists calls waiting for approval. A person's comment is never taken for it: its
 * marker could name any run. Several waiting at once cannot be told apart, so that is refused.
 */
export function findApprovalSticky(comments: readonly CommentInfo[]): ApprovalStickyLookup {
  const stickies = comments
    .filter((comment) => comment.body.startsWith(STICKY_MARKER) && comment.authorType === 'Bot')
    .map((comment) => ({ comment, key: stickyKeyOf(comment.body), state: readStateMarker(comment.body) }))
    .filter((entry): entry is { comment: CommentInfo; key: string; state: StickyState } => entry.key !== null && entry.state !== null);
  if (stickies.length === 0) {
    return { found: false, reason: 'no Leash comment on this pull request names a session to resume (a review run with comment: sticky leaves one)' };
  }
  const waiting = stickies.filter((entry) => entry.state.pending.length > 0);
  if (waiting.length === 0) return { found: false, reason: 'nothing on this pull request is waiting for approval' };
  if (waiting.length > 1) {
    const keys = waiting.map((entry) => entry.key.replace(/^<!-- leash:key=|\s*-->$/g, '')).join(', ');
    return {
      found: false,
      reason: `${waiting.length} Leash comments on this pull request have calls waiting for approval (${keys}), and an approval cannot say which one it is for; re-run all but one of those reviews first`,
    };
  }
  return { found: true, ...waiting[0]! };
}

const ICON: Record<string, string> = { success: '✅', queue_empty: '✅', budget_exhausted: '💸', refused: '⛔' };

export function renderStickyComment(outcome: ActionOutcome, key: string, links: CommentLinks, approvals: StickyApprovals | null = null): string {
  const lines: string[] = [STICKY_MARKER, key];
  if (approvals) lines.push(stateMarker(approvals.state));
  lines.push(`### ${ICON[outcome.conclusion] ?? '❌'} Leash: ${escapeMarkdownText(outcome.conclusion)}`, '');
  const tokens = outcome.tokens.input + outcome.tokens.output + outcome.tokens.cacheRead + outcome.tokens.cacheWrite;
  const facts = [
    `**${formatUsd(outcome.totalCostUsd)}**`,
    `${formatCount(outcome.numTurns)} ${outcome.numTurns === 1 ? 'turn' : 'turns'}`,
    `${formatCount(tokens)} tokens`,
    `${formatCount(outcome.denials.length)} ${outcome.denials.length === 1 ? 'denial' : 'denials'}`,
  ];
  if (outcome.budgetRemainingUsd !== null) facts.push(`${formatUsd(Math.max(0, outcome.budgetRemainingUsd))} budget left`);
  if (approvals && approvals.pending.length > 0) facts.push(`**${formatCount(approvals.pending.length)} waiting for approval**`);
  lines.push(facts.join(' · '), '');

  if (outcome.tasks.length > 1) {
    lines.push('| Task | Status | Cost |', '| --- | --- | ---: |');
    for (const task of outcome.tasks) {
      const status = task.status ?? (task.envelope ? task.envelope.subtype : 'no result');
      lines.push(`| ${escapeMarkdownText(task.name)} | ${escapeMarkdownText(status)} | ${formatUsd(task.envelope?.total_cost_usd ?? 0)} |`);
    }
    lines.push('');
  }

  if (outcome.result.trim() !== '') {
    lines.push('<details open><summary>Result</summary>', '', fencedText(cut(outcome.result, MAX_RESULT_CHARS)), '', '</details>', '');
  }

  if (approvals && approvals.pending.length > 0) lines.push(...pendingSection(approvals.pending, approvals.state.head_sha), '');
  if (approvals && approvals.given.length > 0) lines.push(...givenSection(approvals.given), '');

  // Calls listed as waiting for approval are not repeated among the refused ones.
  const waiting = new Set((approvals?.pending ?? []).map(callKey));
  const refused = outcome.denials.filter((denial) => !waiting.has(callKey(denial)));
  if (refused.length > 0) {
    lines.push('**Refused calls**', '', '| Tool | Call | Decision | Rule |', '| --- | --- | --- | --- |');
    for (const denial of refused.slice(0, MAX_DENIAL_ROWS)) lines.push(denialRow(denial));
    if (refused.length > MAX_DENIAL_ROWS) lines.push('', `…and ${refused.length - MAX_DENIAL_ROWS} more in the job summary.`);
    lines.push('');
  }

  // What the OS sandbox refused, beside the policy's denials; no refusal goes unmentioned.
  const sandbox = renderSandboxMarkdown(
    sandboxViewOfEnvelopes(outcome.tasks.map((task) => task.envelope as unknown as Record<string, unknown> | null)),
    MAX_DENIAL_ROWS,
  );
  if (sandbox !== '') lines.push(sandbox.replace('#### Sandbox', '**Sandbox**'), '');

  const linkParts = [approvals ? `[workflow run ${approvals.state.run_id}](${links.runUrl})` : `[workflow run](${links.runUrl})`];
  if (links.artifact) linkParts.push(`[artifact ${escapeMarkdownText(links.artifact.name)}](${links.artifact.url}) (transcripts, envelopes, HTML reports)`);
  if (approvals) linkParts.push(`session ${markdownCode(approvals.state.session_id)}`);
  lines.push(linkParts.join(' · '), '');
  lines.push(`<sub>Commit ${escapeMarkdownText(links.sha.slice(0, 7))} · updated ${escapeMarkdownText(links.updatedAt)} · edited in place on re-runs</sub>`);
  return `${lines.join('\n')}\n`;
}

/** The calls waiting for a person, why each is, and the exact comment that approves them. */
function pendingSection(pending: readonly PendingApproval[], headSha: string): string[] {
  const lines = [
    '**Waiting for approval**: the policy leaves these calls to a person with write access.',
    '',
    '| Id | Call | Scopes and why each needs a person |',
    '| --- | --- | --- |',
  ];
  for (const approval of pending.slice(0, MAX_PENDING_ROWS)) {
    const why = [
      ...approval.scopes.filter((scope) => scope.decision !== 'allow').map(scopeWhy),
      ...approval.reasons.map((reason) => `needs a person because: ${escapeMarkdownText(reason)}`),
    ];
    lines.push(
      `| ${escapeMarkdownText(approval.id)} | ${escapeMarkdownText(approval.tool)} ${markdownCode(cut(callText(approval.tool_input), 300), 'table')} | ${why.join('<br>') || 'no scope recorded'} |`,
    );
  }
  if (pending.length > MAX_PENDING_ROWS)
    lines.push('', `…and ${pending.length - MAX_PENDING_ROWS} more (\`leash approvals SESSION\` on the artifact's session lists them all).`);
  const ids = pending.map((approval) => approval.id);
  const some = ids.length > 1 ? ` (or some of them, e.g. ${markdownCode(approveCommand(ids.slice(0, 1)))})` : '';
  lines.push(
    '',
    `To let them run, comment ${markdownCode(approveCommand(ids))}${some}, or ${markdownCode(approveCommand('all'))}. ` +
      `The session then resumes and may make exactly the approved calls: not a wider command, and never one a deny rule refuses. ` +
      `The calls were judged against commit ${markdownCode(headSha.slice(0, 7))}; after a push, an approval is refused and the review must run again.`,
  );
  return lines;
}

function scopeWhy(scope: PendingApproval['scopes'][number]): string {
  const what = `${escapeMarkdownText(scope.kind)} ${markdownCode(cut(scope.text, 200), 'table')}`;
  if (scope.floors?.length)
    return `${what}: allowed by ${scope.rule ? markdownCode(scope.rule.pattern, 'table') : 'the default'}, held back by the built-in floor ${scope.floors.map((floor) => markdownCode(floor, 'table')).join(', ')}`;
  if (scope.rule) return `${what}: rule ${markdownCode(scope.rule.pattern, 'table')} (${markdownCode(scope.rule.source, 'table')})`;
  return `${what}: no rule covers it (the default is prompt)`;
}

/** Who approved what, and when: every approval the session has had. */
function givenSection(given: readonly ApprovalRecord[]): string[] {
  const lines = ['**Approved**', ''];
  for (const record of given) {
    const calls = record.approved
      .map((approval) => `[${escapeMarkdownText(approval.id)}] ${escapeMarkdownText(approval.tool)} ${markdownCode(cut(callText(approval.tool_input), 200))}`)
      .join(', ');
    lines.push(`- ${escapeMarkdownText(record.approved_at)}: **${escapeMarkdownText(record.approved_by)}** approved ${calls}`);
  }
  return lines;
}

function callKey(call: { tool_use_id: string; batch_index?: number }): string {
  return `${call.tool_use_id}#${call.batch_index ?? 0}`;
}

function callText(toolInput: unknown): string {
  const input = (toolInput ?? {}) as Record<string, unknown>;
  return typeof input.command === 'string'
    ? input.command
    : typeof input.path === 'string'
      ? input.path
      : typeof input.pattern === 'string'
        ? input.pattern
        : JSON.stringify(input);
}

function denialRow(denial: PermissionDenial): string {
  const call = callText(denial.tool_input);
  const deciding = denial.scopes.find((scope) => scope.decision !== 'allow');
  const rule = deciding?.rule
    ? `${markdownCode(deciding.rule.pattern, 'table')} (${escapeMarkdownText(deciding.rule.layer)}, ${markdownCode(deciding.rule.source, 'table')})`
    : deciding
      ? `no rule covers ${markdownCode(deciding.text, 'table')}`
      : escapeMarkdownText(denial.reasons[0] ?? 'no rule');
  const decision = denial.decision === 'prompt' ? 'needs approval' : 'denied';
  return `| ${escapeMarkdownText(denial.tool_name)} | ${markdownCode(cut(call, 300), 'table')} | ${decision} | ${rule} |`;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export interface StickyResult {
  id: number;
  created: boolean;
}

/** Edits this job's sticky comment on `issue`, or creates it when there is none yet. */
export async function upsertStickyComment(
  api: Pick<GitHubApi, 'comments' | 'createComment' | 'updateComment'>,
  issue: number,
  key: string,
  body: string,
): Promise<StickyResult> {
  const existing = (await api.comments(issue)).find((comment) => comment.body.startsWith(STICKY_MARKER) && comment.body.includes(key));
  if (existing) {
    await api.updateComment(existing.id, body);
    return { id: existing.id, created: false };
  }
  const created = await api.createComment(issue, body);
  return { id: created.id, created: true };
}
