import { blockCosts, sparkline, turnsPerBlock } from './cost-sparkline.js';
import { formatCompactCount, formatCount, formatUsd } from './format.js';
import { decidingRule, decidingScopes, decisionLabel, reasonTypeText } from './decisions.js';
import { asObject, asString, type JsonObject } from './json-access.js';
import { escapeMarkdownText, fencedBlock, markdownCode, shortPrompt } from './markdown-escape.js';
import {
  addUsage,
  buildSessionView,
  emptyUsage,
  mergeDenials,
  readDenial,
  readResult,
  resultTokens,
  turnSubagentCostUsd,
  type AgentView,
  type CallDecision,
  type DenialView,
  type ResultView,
  type SessionView,
  type TokenUsage,
} from './session-model.js';
import { toolTarget } from './tool-input.js';

// The job summary, top to bottom: the result, the tasks (with the cost chart inside the table),
// every tool call with its decision (collapsed), the refusals with their rules. Each section is
// its own function returning lines, so a new one slots in without touching the others.

/** One tool call as the summary lists it. */
export interface JobSummaryToolCall {
  /** The main-loop turn it belongs to (a subagent's calls: the turn of the task call that started it). */
  turn: number;
  /** How deep in subagents: 0 for the main loop. */
  depth: number;
  toolName: string;
  /** The command, path, pattern or prompt. */
  target: string;
  decision: CallDecision | undefined;
  /** The decision in words: "allowed", "denied by rule", "needs approval", … */
  decisionText: string;
  /** For a refused call: the pattern of the rule that decided it, if a rule did. */
  rule?: string;
  isError: boolean;
  exitCode: number | null | undefined;
}

export interface JobSummaryTask {
  /** The task's name: its prompt, shortened, or its chain id. */
  name: string;
  /** The task's `result` event (the envelope), or null when the task left none. */
  envelope: Readonly<JsonObject> | null;
  /**
   * The task's `system/permission_denied` events: they add the reason and the message
   * to the envelope's `permission_denials`, which stay authoritative.
   */
  denials?: readonly Readonly<JsonObject>[];
  /** Cost of each main-loop turn, in order, subagents in the turn that started them: the chart. */
  turnCostsUsd?: readonly number[];
  /** Every tool call of the session, in order. */
  toolCalls?: readonly JobSummaryToolCall[];
}

export interface JobSummaryInput {
  /** Heading; defaults to "Leash". */
  title?: string;
  tasks: readonly JobSummaryTask[];
  /** The step's result text; defaults to the single task's result. */
  result?: string;
  /** Denials listed before the list is cut short (default 50); the step summary is capped at 1 MiB. */
  maxDenials?: number;
  /** Tool calls listed before the list is cut short (default 300). */
  maxToolCalls?: number;
}

interface TaskRow {
  task: JobSummaryTask;
  result: ResultView | undefined;
  tokens: TokenUsage;
  denials: DenialView[];
}

/** Past this the result is cut: the summary is capped at 1 MiB and the artifact has it whole. */
const MAX_RESULT_CHARS = 20_000;

/** GitHub-flavoured markdown for `$GITHUB_STEP_SUMMARY`. */
export function renderJobSummary(input: JobSummaryInput): string {
  const rows = input.tasks.map(taskRow);
  const sections = [
    [`### ${escapeMarkdownText(input.title ?? 'Leash')}`],
    resultSection(input.result ?? (rows.length === 1 ? rows[0]!.result?.text : undefined)),
    overviewLine(rows),
    taskTable(rows),
    toolCallSection(rows, input.maxToolCalls ?? 300),
    denialSection(rows, input.maxDenials ?? 50),
  ];
  return `${sections
    .filter((lines) => lines.length > 0)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`;
}

/** A summary row for one session, from its events; `name` null names it by its prompt. */
export function jobSummaryTaskFromEvents(name: string | null, events: readonly unknown[]): JobSummaryTask {
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
    lastPart?.main.entries.flatMap((entry) => (entry.kind === 'turn' ? [(entry.turn.costUsd ?? 0) + turnSubagentCostUsd(view, entry.turn)] : [])) ?? [];
  const toolCalls = view.parts.flatMap((part) => agentToolCalls(view, part.main, 0, undefined));
  return { name: name ?? sessionName(view), envelope, denials, turnCostsUsd, toolCalls };
}

/** A session's name for a person: its prompt, shortened; its id when it has no prompt. */
function sessionName(view: SessionView): string {
  const prompt = view.parts.find((part) => part.main.prompt !== undefined)?.main.prompt;
  return (prompt === undefined ? '' : shortPrompt(prompt)) || view.sessionId || 'session';
}

function agentToolCalls(view: SessionView, agent: AgentView, depth: number, parentTurn: number | undefined, seen = new Set<AgentView>()): JobSummaryToolCall[] {
  if (seen.has(agent)) return [];
  seen.add(agent);
  const calls: JobSummaryToolCall[] = [];
  for (const entry of agent.entries) {
    if (entry.kind !== 'turn') continue;
    for (const item of entry.turn.items) {
      if (item.kind !== 'tool') continue;
      const { call } = item;
      const turn = parentTurn ?? entry.turn.number;
      const rule = call.denial === undefined ? undefined : decidingRule(call.denial)?.rule?.pattern;
      calls.push({
        turn,
        depth,
        toolName: call.name,
        target: toolTarget(call.name, call.input).text,
        decision: call.decision,
        decisionText: decisionLabel(call.decision, call.denial).text.toLowerCase(),
        ...(rule === undefined ? {} : { rule }),
        isError: call.result?.isError ?? false,
        exitCode: call.exitCode,
      });
      const subagent = view.subagents.get(call.id);
      if (subagent !== undefined) calls.push(...agentToolCalls(view, subagent, depth + 1, turn, seen));
    }
  }
  return calls;
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

// ------------------------------------------------------------------ sections

function resultSection(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  const shown = text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS - 1)}…` : text;
  return [fencedBlock(shown)];
}

function overviewLine(rows: readonly TaskRow[]): string[] {
  const totalUsd = rows.reduce((sum, row) => sum + (row.result?.totalCostUsd ?? 0), 0);
  const totalTurns = rows.reduce((sum, row) => sum + (row.result?.numTurns ?? 0), 0);
  const totalDenials = rows.reduce((sum, row) => sum + row.denials.length, 0);
  return [
    `${rows.length === 1 ? '1 task' : `${formatCount(rows.length)} tasks`} · **${formatUsd(totalUsd)}** · ` +
      `${formatCount(totalTurns)} ${totalTurns === 1 ? 'turn' : 'turns'} · ` +
      `${formatCount(totalDenials)} ${totalDenials === 1 ? 'denial' : 'denials'}`,
  ];
}

function taskTable(rows: readonly TaskRow[]): string[] {
  const series = rows.map((row) => row.task.turnCostsUsd ?? []);
  const perBlock = turnsPerBlock(series);
  const blocks = series.map((costs) => blockCosts(costs, perBlock));
  const top = Math.max(0, ...blocks.flat());
  const out = ['| Task | Conclusion | Turns | Cost | Cost per turn | Tokens | Denials |', '| --- | --- | ---: | ---: | --- | --- | ---: |'];
  rows.forEach((row, index) => {
    const chart = blocks[index]!.length === 0 ? '—' : sparkline(blocks[index]!, top);
    out.push(
      `| ${escapeMarkdownText(row.task.name)} | ${conclusionCell(row.result)} | ${row.result?.numTurns === undefined ? '—' : formatCount(row.result.numTurns)} | ` +
        `${costCell(row.result)} | ${chart} | ${row.result === undefined ? '—' : tokensCell(row.tokens)} | ${denialsCell(row.denials)} |`,
    );
  });
  if (rows.length > 1) {
    const tokens = rows.reduce((sum, row) => addUsage(sum, row.tokens), emptyUsage());
    const totalUsd = rows.reduce((sum, row) => sum + (row.result?.totalCostUsd ?? 0), 0);
    const totalTurns = rows.reduce((sum, row) => sum + (row.result?.numTurns ?? 0), 0);
    const totalDenials = rows.reduce((sum, row) => sum + row.denials.length, 0);
    out.push(`| **Total** | | ${formatCount(totalTurns)} | **${formatUsd(totalUsd)}** | | ${tokensCell(tokens)} | ${formatCount(totalDenials)} |`);
  }
  if (top > 0) {
    const unit = perBlock === 1 ? 'one block per turn' : `one block per ${perBlock} turns`;
    out.push('', `Cost per turn: ${unit}, subagents counted in the turn that started them; █ is ${formatUsd(top)}.`);
  }
  return out;
}

function toolCallSection(rows: readonly TaskRow[], maxToolCalls: number): string[] {
  const all = rows.flatMap((row) => (row.task.toolCalls ?? []).map((call) => ({ row, call })));
  if (all.length === 0) return [];
  const counts = new Map<string, number>();
  for (const { call } of all) counts.set(call.decisionText, (counts.get(call.decisionText) ?? 0) + 1);
  const tally = [...counts].map(([text, count]) => `${formatCount(count)} ${escapeMarkdownText(text)}`).join(', ');
  const several = rows.length > 1;
  const out = [
    `<details><summary>Tool calls: ${formatCount(all.length)} (${tally})</summary>`,
    '',
    `| ${several ? 'Task | ' : ''}Turn | Tool | Command, path or input | Decision |`,
    `| ${several ? '--- | ' : ''}---: | --- | --- | --- |`,
  ];
  for (const { row, call } of all.slice(0, maxToolCalls)) {
    const tool = `${'↳ '.repeat(call.depth)}${markdownCode(call.toolName, 'table')}`;
    out.push(
      `| ${several ? `${escapeMarkdownText(row.task.name)} | ` : ''}${formatCount(call.turn)} | ${tool} | ${markdownCode(cut(call.target, 200), 'table')} | ${callDecisionCell(call)} |`,
    );
  }
  if (all.length > maxToolCalls) out.push('', `… and ${formatCount(all.length - maxToolCalls)} more; the session reports list them all.`);
  out.push('', '</details>');
  return out;
}

function denialSection(rows: readonly TaskRow[], maxDenials: number): string[] {
  const all = rows.flatMap((row) => row.denials.map((denial) => ({ row, denial })));
  if (all.length === 0) return [];
  const out = [`#### Denials (${all.length})`, ''];
  for (const { row, denial } of all.slice(0, maxDenials)) {
    const label = decisionLabel(denial.decision, denial);
    const target = toolTarget(denial.toolName, denial.toolInput);
    const turn = denial.turn === undefined ? '' : `, turn ${denial.turn}`;
    const why = denial.reasonType === undefined || denial.reasonType === 'rule' ? '' : ` (${escapeMarkdownText(reasonTypeText(denial.reasonType))})`;
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

// ------------------------------------------------------------------ cells

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
    result.sessionCostUsd !== undefined && Math.abs(result.sessionCostUsd - result.totalCostUsd) > 1e-9 ? ` (session ${formatUsd(result.sessionCostUsd)})` : '';
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

function callDecisionCell(call: JobSummaryToolCall): string {
  const mark = call.decision === 'allow' ? '✅' : call.decision === 'deny' ? '⛔' : call.decision === 'prompt' ? '✋' : '⚠️';
  const notes: string[] = [];
  if (call.exitCode !== undefined && call.exitCode !== null && call.exitCode !== 0) notes.push(`exit ${call.exitCode}`);
  else if (call.decision === 'allow' && call.isError) notes.push('failed');
  const rule = call.rule === undefined ? '' : ` ${markdownCode(call.rule, 'table')}`;
  return `${mark} ${escapeMarkdownText(call.decisionText)}${rule}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
