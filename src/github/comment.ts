// The sticky comment on a pull request or issue (`comment: sticky`): the result, the cost, the
// denials and links to the run and the artifact. It carries a hidden marker and is edited in place
// on every later run of the same workflow job, so a pull request gets one comment, not a pile.
import type { PermissionDenial } from '../agent/events.js';
import { formatCount, formatUsd } from '../report/format.js';
import { escapeMarkdownText, markdownCode } from '../report/markdown-escape.js';
import type { GitHubApi } from './github-api.js';
import { fencedText } from './markdown.js';
import type { ActionOutcome } from './outcome.js';

export const STICKY_MARKER = '<!-- leash:sticky -->';

/** GitHub refuses comments over 65,536 characters; the result text is cut well before. */
const MAX_RESULT_CHARS = 20_000;
const MAX_DENIAL_ROWS = 10;

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

const ICON: Record<string, string> = { success: '✅', queue_empty: '✅', budget_exhausted: '💸', refused: '⛔' };

export function renderStickyComment(outcome: ActionOutcome, key: string, links: CommentLinks): string {
  const lines: string[] = [STICKY_MARKER, key];
  lines.push(`### ${ICON[outcome.conclusion] ?? '❌'} Leash: ${escapeMarkdownText(outcome.conclusion)}`, '');
  const tokens = outcome.tokens.input + outcome.tokens.output + outcome.tokens.cacheRead + outcome.tokens.cacheWrite;
  const facts = [
    `**${formatUsd(outcome.totalCostUsd)}**`,
    `${formatCount(outcome.numTurns)} ${outcome.numTurns === 1 ? 'turn' : 'turns'}`,
    `${formatCount(tokens)} tokens`,
    `${formatCount(outcome.denials.length)} ${outcome.denials.length === 1 ? 'denial' : 'denials'}`,
  ];
  if (outcome.budgetRemainingUsd !== null) facts.push(`${formatUsd(Math.max(0, outcome.budgetRemainingUsd))} budget left`);
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

  if (outcome.denials.length > 0) {
    lines.push('**Refused calls**', '', '| Tool | Call | Decision | Rule |', '| --- | --- | --- | --- |');
    for (const denial of outcome.denials.slice(0, MAX_DENIAL_ROWS)) lines.push(denialRow(denial));
    if (outcome.denials.length > MAX_DENIAL_ROWS) lines.push('', `…and ${outcome.denials.length - MAX_DENIAL_ROWS} more in the job summary.`);
    lines.push('');
  }

  const linkParts = [`[workflow run](${links.runUrl})`];
  if (links.artifact) linkParts.push(`[artifact ${escapeMarkdownText(links.artifact.name)}](${links.artifact.url}) (transcripts, envelopes, HTML reports)`);
  lines.push(linkParts.join(' · '), '');
  lines.push(`<sub>Commit ${escapeMarkdownText(links.sha.slice(0, 7))} · updated ${escapeMarkdownText(links.updatedAt)} · edited in place on re-runs</sub>`);
  return `${lines.join('\n')}\n`;
}

function denialRow(denial: PermissionDenial): string {
  const input = (denial.tool_input ?? {}) as Record<string, unknown>;
  const call = typeof input.command === 'string' ? input.command : typeof input.path === 'string' ? input.path : typeof input.pattern === 'string' ? input.pattern : JSON.stringify(input);
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
export async function upsertStickyComment(api: Pick<GitHubApi, 'comments' | 'createComment' | 'updateComment'>, issue: number, key: string, body: string): Promise<StickyResult> {
  const existing = (await api.comments(issue)).find((comment) => comment.body.startsWith(STICKY_MARKER) && comment.body.includes(key));
  if (existing) {
    await api.updateComment(existing.id, body);
    return { id: existing.id, created: false };
  }
  const created = await api.createComment(issue, body);
  return { id: created.id, created: true };
}
