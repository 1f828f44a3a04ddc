import { niceCeiling } from './cost-chart.js';
import { formatCompactCount, formatCount, formatUsd } from './format.js';
import { decidingScopes, decisionLabel, reasonTypeText } from './decisions.js';
import { asObject, asString, type JsonObject } from './json-access.js';
import { escapeMarkdownText, markdownCode, mermaidLabel } from './markdown-escape.js';
import {
  addUsage,
  buildSessionView,
  emptyUsage,
  mergeDenials,
  readDenial,
  readResult,
  resultTokens,
  turnSubagentCostUsd,
  type DenialView,
  type ResultView,
  type TokenUsage,
} from './session-model.js';
import { toolTarget } from './tool-input.js';

export interface JobSummaryTask {
  /** The task's name as the workflow or chain calls it. */
  name: string;
  /** The task's `result` event (the envelope), or null when the task left none. */
  envelope: Readonly<JsonObject> | null;
  /**
   * The task's `system/permission_denied` events: they add the reason and the message
   * to the envelope's `permission_denials`, which stay authoritative.
   */
  denials?: readonly Readonly<JsonObject>[];
  /** Cost of each main-loop turn, in order, for the per-turn chart of a single task. */
  turnCostsUsd?: readonly number[];
}

export interface JobSummaryInput {
  /** Heading; defaults to "Leash". */
  title?: string;
  tasks: readonly JobSummaryTask[];
  /** Denials listed before the list is cut short (default 50); the step summary is capped at 1 MiB. */
  maxDenials?: number;
}

interface TaskRow {
  task: JobSummaryTask;
  result: ResultView | undefined;
  tokens: TokenUsage;
  denials: DenialView[];
}

/** GitHub-flavoured markdown for `$GITHUB_STEP_SUMMARY`: tasks, denials, a cost chart. */
export function renderJobSummary(input: JobSummaryInput): string {
  const rows = input.tasks.map(taskRow);
  const out: string[] = [];
  const totalUsd = rows.reduce((sum, row) => sum + (row.result?.totalCostUsd ?? 0), 0);
  const totalTurns = rows.reduce((sum, row) => sum + (row.result?.numTurns ?? 0), 0);
  const totalDenials = rows.reduce((sum, row) => sum + row.denials.length, 0);

  out.push(`### ${escapeMarkdownText(input.title ?? 'Leash')}`, '');
  out.push(
    `${rows.length === 1 ? '1 task' : `${formatCount(rows.length)} tasks`} · **${formatUsd(totalUsd)}** · ` +
      `${formatCount(totalTurns)} ${totalTurns === 1 ? 'turn' : 'turns'} · ` +
      `${formatCount(totalDenials)} ${totalDenials === 1 ? 'denial' : 'denials'}`,
    '',
  );

  out.push('| Task | Conclusion | Turns | Cost | Tokens | Denials |', '| --- | --- | ---: | ---: | --- | ---: |');
  for (const row of rows) {
    out.push(
      `| ${escapeMarkdownText(row.task.name)} | ${conclusionCell(row.result)} | ${row.result?.numTurns === undefined ? '—' : formatCount(row.result.numTurns)} | ` +
        `${costCell(row.result)} | ${row.result === undefined ? '—' : tokensCell(row.tokens)} | ${denialsCell(row.denials)} |`,
    );
  }
  if (rows.length > 1) {
    const tokens = rows.reduce((sum, row) => addUsage(sum, row.tokens), emptyUsage());
    out.push(
      `| **Total** | | ${formatCount(totalTurns)} | **${formatUsd(totalUsd)}** | ${tokensCell(tokens)} | ${formatCount(totalDenials)} |`,
    );
  }
  out.push('');

  if (totalDenials > 0) out.push(...renderDenialList(rows, input.maxDenials ?? 50), '');
  const chart = renderCostChart(rows);
  if (chart !== '') out.push(chart, '');
  return out.join('\n');
}

/** A summary row for one session, from its events: the last envelope, its denials, its turn costs. */
export function jobSummaryTaskFromEvents(name: string, events: readonly unknown[]): JobSummaryTask {
  let envelope: JsonObject | null = null;
  const denials: JsonObject[] = [];
  for (const raw of events) {
    const event = asObject(raw);
    if (event === undefined) continue;
    if (event['type'] === 'result' && asString(event['parent_tool_use_id']) === undefined) envelope = event;
    if (event['type'] === 'system' && event['subtype'] === 'permission_denied') denials.push(event);
  }
  const view = buildSessionView(events);
  const lastPart = view.parts.at(-1);
  const turnCostsUsd =
    lastPart?.main.entries.flatMap((entry) =>
      entry.kind === 'turn' ? [(entry.turn.costUsd ?? 0) + turnSubagentCostUsd(view, entry.turn)] : [],
    ) ?? [];
  return { name, envelope, denials, turnCostsUsd };
}

function taskRow(task: JobSummaryTask): TaskRow {
  const result = task.envelope === null ? undefined : readResult(task.envelope);
  const details = new Map<string, DenialView>();
  for (const event of task.denials ?? []) {
    const denial = readDenial(event);
    if (denial !== undefined) details.set(denial.toolUseId, denial);
  }
  // The envelope's list is authoritative; details without an envelope entry still count
  // when there is no envelope to say otherwise.
  const denials: DenialView[] = [];
  if (result !== undefined) {
    for (const denial of result.denials) denials.push(mergeDenials(details.get(denial.toolUseId), denial) ?? denial);
  } else {
    denials.push(...details.values());
  }
  return { task, result, tokens: (result === undefined ? undefined : resultTokens(result)) ?? emptyUsage(), denials };
}

function conclusionCell(result: ResultView | undefined): string {
  if (result === undefined) return '⚠️ no result';
  const subtype = escapeMarkdownText(result.subtype ?? 'unknown');
  if (result.subtype === 'success' && result.isError !== true) return `✅ ${subtype}`;
  if (result.subtype === 'success') return `❌ ${subtype} (is\\_error)`;
  return `❌ ${subtype}`;
}

function costCell(result: ResultView | undefined): string {
  if (result?.totalCostUsd === undefined) return '—';
  const session =
    result.sessionCostUsd !== undefined && Math.abs(result.sessionCostUsd - result.totalCostUsd) > 1e-9
      ? ` (session ${formatUsd(result.sessionCostUsd)})`
      : '';
  return `${formatUsd(result.totalCostUsd)}${session}`;
}

function tokensCell(tokens: TokenUsage): string {
  return (
    `${formatCompactCount(tokens.input)} in · ${formatCompactCount(tokens.output)} out · ` +
    `${formatCompactCount(tokens.cacheRead)} cache read · ${formatCompactCount(tokens.cacheWrite)} cache write`
  );
}

function denialsCell(denials: readonly DenialView[]): string {
  if (denials.length === 0) return '0';
  const denied = denials.filter((denial) => denial.decision === 'deny').length;
  const prompt = denials.length - denied;
  const parts = [denied > 0 ? `${denied} denied` : undefined, prompt > 0 ? `${prompt} ${prompt === 1 ? 'needs' : 'need'} approval` : undefined];
  return `${denials.length} (${parts.filter((part) => part !== undefined).join(', ')})`;
}

function renderDenialList(rows: readonly TaskRow[], maxDenials: number): string[] {
  const all = rows.flatMap((row) => row.denials.map((denial) => ({ row, denial })));
  const out = [`#### Denials (${all.length})`, ''];
  for (const { row, denial } of all.slice(0, maxDenials)) {
    const label = decisionLabel(denial.decision, denial);
    const target = toolTarget(denial.toolName, denial.toolInput);
    const turn = denial.turn === undefined ? '' : `, turn ${denial.turn}`;
    const why =
      denial.reasonType === undefined || denial.reasonType === 'rule'
        ? ''
        : ` (${escapeMarkdownText(reasonTypeText(denial.reasonType))})`;
    out.push(
      `- **${escapeMarkdownText(row.task.name)}**${turn}: ${markdownCode(denial.toolName)} ${markdownCode(target.text)} — **${escapeMarkdownText(label.text.toLowerCase())}**${why}`,
    );
    const scopes = decidingScopes(denial);
    for (const scope of scopes) {
      const rule =
        scope.rule === null
          ? 'no rule'
          : `rule ${markdownCode(scope.rule.pattern ?? '')}` +
            (scope.rule.layer === undefined ? '' : ` (layer ${escapeMarkdownText(scope.rule.layer)})`) +
            (scope.rule.source === undefined ? '' : ` at ${markdownCode(scope.rule.source)}`);
      out.push(`  - ${escapeMarkdownText(scope.kind)} scope ${markdownCode(scope.text)}: ${rule}`);
    }
    if (scopes.length === 0 && denial.reason !== undefined) out.push(`  - ${escapeMarkdownText(denial.reason)}`);
    for (const reason of denial.reasons) out.push(`  - ${escapeMarkdownText(reason)}`);
  }
  if (all.length > maxDenials) {
    out.push(`- … and ${formatCount(all.length - maxDenials)} more; the session reports list them all.`);
  }
  return out;
}

function renderCostChart(rows: readonly TaskRow[]): string {
  const single = rows.length === 1 ? rows[0] : undefined;
  const perTurn = single?.task.turnCostsUsd !== undefined && single.task.turnCostsUsd.length > 0;
  const labels: string[] = [];
  const values: number[] = [];
  if (perTurn && single?.task.turnCostsUsd !== undefined) {
    single.task.turnCostsUsd.forEach((usd, index) => {
      labels.push(String(index + 1));
      values.push(usd);
    });
  } else {
    for (const row of rows) {
      labels.push(mermaidLabel(row.task.name));
      values.push(row.result?.totalCostUsd ?? 0);
    }
  }
  if (values.length === 0) return '';
  const top = niceCeiling(Math.max(...values)) || 0.01;
  const title = perTurn ? 'Cost per turn (USD)' : 'Cost per task (USD)';
  return [
    '```mermaid',
    'xychart-beta',
    `    title "${title}"`,
    `    x-axis ${perTurn ? '"Turn" ' : ''}[${labels.map((label) => `"${label}"`).join(', ')}]`,
    `    y-axis "USD" 0 --> ${chartNumber(top)}`,
    `    bar [${values.map(chartNumber).join(', ')}]`,
    '```',
  ].join('\n');
}

function chartNumber(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}
