import { createHash } from 'node:crypto';

import { DESKTOP_CHART, PHONE_CHART, renderCostChart, type CostBar } from './cost-chart.js';
import { formatCompactCount, formatCount, formatDuration, formatUsd, plural } from './format.js';
import { escapeHtml } from './html-escape.js';
import { REPORT_CSS, REPORT_SCRIPT } from './html-theme.js';
import { decidingRule, decisionLabel, reasonTypeText } from './decisions.js';
import { renderAgentEntries, type TimelineContext } from './html-timeline.js';
import {
  buildSessionView,
  turnSubagentCostUsd,
  totalTokens,
  type AgentView,
  type InitView,
  type PartView,
  type ResultView,
  type SessionView,
  type TurnView,
} from './session-model.js';
import { toolTarget } from './tool-input.js';
import { renderSandboxHtml, sandboxViewOfEvents } from './sandbox-section.js';

export interface SessionReportOptions {
  /** Heading of the page; defaults to "Session report". */
  title?: string;
  /** When the report was made (ISO 8601), printed in the footer; the renderer reads no clock. */
  generatedAt?: string;
  /** Tool outputs and inputs longer than this many lines start collapsed (default 20). */
  collapseLines?: number;
  /** …or longer than this many characters (default 2400). */
  collapseChars?: number;
}

/**
 * One session as a self-contained HTML page: inline CSS, an inline script for
 * niceties only, no request to anywhere. `events` are the parsed lines of a session
 * file (see `readSessionEvents`); unknown events are ignored.
 */
export function renderSessionReport(events: readonly unknown[], options: SessionReportOptions = {}): string {
  const view = buildSessionView(events);
  const mainTurns = view.parts.map((part) => ({ part, turns: agentTurns(part.main) }));
  const turnCosts = mainTurns.flatMap(({ turns }) => turns.map((turn) => (turn.costUsd ?? 0) + turnSubagentCostUsd(view, turn)));
  const subagentTurnCosts = [...view.subagents.values()].flatMap((agent) =>
    agentTurns(agent).map((turn) => (turn.costUsd ?? 0) + turnSubagentCostUsd(view, turn)),
  );
  const ctx: TimelineContext = {
    view,
    maxTurnCostUsd: Math.max(0, ...turnCosts, ...subagentTurnCosts),
    collapseLines: options.collapseLines ?? 20,
    collapseChars: options.collapseChars ?? 2400,
    drawing: new Set(),
  };

  const firstInit = view.parts.find((part) => part.init !== undefined)?.init;
  const prompt = view.parts.find((part) => part.main.prompt !== undefined)?.main.prompt;
  const title = options.title ?? 'Session report';
  const body = [
    renderHead(title, view, firstInit),
    '<div class="overview">',
    renderTask(prompt, view),
    renderConclusion(view, events.length),
    '</div>',
    renderTotals(view, firstInit),
    renderChart(view, mainTurns),
    renderDenials(view),
    renderSandboxHtml(sandboxViewOfEvents(events.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null))),
    renderTranscript(view, ctx),
    `<footer>Leash session report${firstInit?.leashVersion === undefined ? '' : ` · written by Leash ${escapeHtml(firstInit.leashVersion)}`} · ${escapeHtml(plural(events.length, 'event'))}${options.generatedAt === undefined ? '' : ` · generated ${escapeHtml(options.generatedAt)}`}</footer>`,
  ].join('\n');

  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy())}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}${view.sessionId === undefined ? '' : ` · ${escapeHtml(view.sessionId)}`}</title>`,
    '<link rel="icon" href="data:,">',
    `<style>${REPORT_CSS}</style>`,
    '</head>',
    '<body>',
    '<main>',
    body,
    '</main>',
    `<script>${REPORT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

// Even if some text escaped its escaping, the page could neither load anything nor run
// any script but its own: the policy allows inline styles and exactly our script.
function contentSecurityPolicy(): string {
  const scriptHash = createHash('sha256').update(REPORT_SCRIPT, 'utf8').digest('base64');
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'sha256-${scriptHash}'`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function agentTurns(agent: AgentView): TurnView[] {
  return agent.entries.flatMap((entry) => (entry.kind === 'turn' ? [entry.turn] : []));
}

function renderHead(title: string, view: SessionView, init: InitView | undefined): string {
  const sub = [init?.timestamp === undefined ? undefined : `Started ${init.timestamp}`, init?.model]
    .filter((part): part is string => part !== undefined)
    .join(' · ');
  return (
    `<header class="page-head"><div><div class="brand">Leash · session report</div><h1>${escapeHtml(title)}</h1>` +
    (sub === '' ? '' : `<div class="muted">${escapeHtml(sub)}</div>`) +
    '</div>' +
    (view.sessionId === undefined ? '' : `<div class="session-id">Session <code>${escapeHtml(view.sessionId)}</code></div>`) +
    '</header>'
  );
}

function renderTask(prompt: string | undefined, view: SessionView): string {
  return (
    '<section class="card task"><div class="card-label">Task</div>' +
    (prompt === undefined ? '<div class="muted">The transcript holds no prompt.</div>' : `<div class="task-prompt">${escapeHtml(prompt)}</div>`) +
    renderFacts(view) +
    '</section>'
  );
}

interface Status {
  className: 'ok' | 'error' | 'open';
  text: string;
}

function resultStatus(result: ResultView | undefined): Status {
  if (result === undefined) return { className: 'open', text: 'Ended without a result' };
  const subtype = result.subtype ?? 'unknown';
  if (subtype === 'success' && result.isError !== true) return { className: 'ok', text: '✓ success' };
  if (subtype === 'success') return { className: 'error', text: '✗ success, but is_error' };
  return { className: 'error', text: `✗ ${subtype}` };
}

function renderConclusion(view: SessionView, eventCount: number): string {
  const last = view.parts.at(-1);
  const result = last?.result;
  const status = resultStatus(result);
  const out = [`<section class="card conclusion ${status.className}"><div class="card-label">Conclusion</div>`];
  out.push(`<span class="status ${status.className}">${escapeHtml(status.text)}</span>`);
  if (result === undefined) {
    out.push(
      `<div class="conclusion-text">${
        eventCount === 0
          ? 'The session file holds no events.'
          : 'The session ended without a result: the file stops before the envelope (the run was killed, crashed, or is still running). Totals are counted from the events that were written.'
      }</div>`,
    );
  } else {
    if (result.text !== undefined && result.text !== '') {
      out.push(`<div class="conclusion-text">${escapeHtml(result.text)}</div>`);
    }
    if (result.errors.length > 0) {
      out.push(`<ul>${result.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join('')}</ul>`);
    }
    const meta = [
      `is_error ${result.isError === undefined ? '?' : String(result.isError)}`,
      result.terminalReason === undefined ? undefined : `terminal_reason ${result.terminalReason}`,
      result.stopReason === undefined ? undefined : `stop_reason ${result.stopReason}`,
      view.parts.length > 1 ? `invocation ${view.parts.length} of ${view.parts.length}` : undefined,
    ].filter((part): part is string => part !== undefined);
    out.push(`<div class="conclusion-meta">${escapeHtml(meta.join(' · '))}</div>`);
  }
  out.push('</section>');
  return out.join('');
}

function total(label: string, value: string, detail: string, alert = false): string {
  return (
    `<div class="total"><div class="total-label">${escapeHtml(label)}</div>` +
    `<div class="total-value${alert ? ' alert' : ''}">${escapeHtml(value)}</div>` +
    `<div class="total-detail">${detail}</div></div>`
  );
}

function renderTotals(view: SessionView, init: InitView | undefined): string {
  const totals = view.totals;
  // Subagents started by the main loop; each one's cost already includes its own subagents.
  const subagentUsd = view.parts.flatMap((part) => agentTurns(part.main)).reduce((sum, turn) => sum + turnSubagentCostUsd(view, turn), 0);
  const costDetail = [
    subagentUsd > 0 ? `subagents ${formatUsd(subagentUsd)}` : undefined,
    init?.limits.maxBudgetUsd === undefined ? undefined : `cap ${formatUsd(init.limits.maxBudgetUsd)}`,
  ].filter((part): part is string => part !== undefined);
  const turnDetail = [
    totals.subagentTurns > 0 ? `+ ${plural(totals.subagentTurns, 'subagent turn')}` : undefined,
    init?.limits.maxTurns === undefined ? undefined : `limit ${init.limits.maxTurns}`,
  ].filter((part): part is string => part !== undefined);
  const tokens = totals.tokens;
  const tokenDetail =
    `input ${escapeHtml(formatCompactCount(tokens.input))} · output ${escapeHtml(formatCompactCount(tokens.output))}<br>` +
    `cache read ${escapeHtml(formatCompactCount(tokens.cacheRead))} · cache write ${escapeHtml(formatCompactCount(tokens.cacheWrite))}`;
  const refused = totals.denied + totals.needsApproval;

  const cards = [
    total('Cost', formatUsd(totals.costUsd), escapeHtml(costDetail.join(' · ') || 'all model calls')),
    total('Turns', formatCount(totals.turns), escapeHtml(turnDetail.join(' · ') || 'main loop')),
    total('Tokens', formatCompactCount(totalTokens(tokens)), tokenDetail),
    total(
      'Duration',
      totals.durationMs === undefined ? '—' : formatDuration(totals.durationMs),
      escapeHtml(totals.durationApiMs === undefined ? 'wall clock' : `model calls ${formatDuration(totals.durationApiMs)}`),
    ),
    total(
      'Denials',
      formatCount(refused),
      escapeHtml(`${formatCount(totals.denied)} denied · ${formatCount(totals.needsApproval)} ${totals.needsApproval === 1 ? 'needs' : 'need'} approval`),
      refused > 0,
    ),
    total('Retries', formatCount(totals.retries), 'failed model calls retried'),
  ];
  const incomplete = totals.complete
    ? ''
    : '<div class="incomplete">Some of this session has no result envelope: the totals are counted from the events written, and may be short.</div>';
  return `<section class="totals" aria-label="Totals">${cards.join('')}</section>${incomplete}`;
}

function renderChart(view: SessionView, mainTurns: { part: PartView; turns: TurnView[] }[]): string {
  const bars: CostBar[] = [];
  let anySub = false;
  for (const { part, turns } of mainTurns) {
    turns.forEach((turn, index) => {
      const subUsd = turnSubagentCostUsd(view, turn);
      if (subUsd > 0) anySub = true;
      const prefix = view.parts.length > 1 ? `Invocation ${part.index}, turn ${turn.number}` : `Turn ${turn.number}`;
      bars.push({
        label: String(turn.number),
        title: `${prefix}: ${turn.costUsd === undefined ? 'cost not recorded' : formatUsd(turn.costUsd)}${subUsd > 0 ? ` + ${formatUsd(subUsd)} subagent` : ''}`,
        anchor: turn.anchor,
        mainUsd: turn.costUsd ?? 0,
        subUsd,
        startsPart: index === 0,
      });
    });
  }
  if (bars.length === 0) {
    return '<section class="card chart"><h2>Cost per turn</h2><div class="muted">No model responses were recorded.</div></section>';
  }
  const legend = anySub ? '<div class="legend"><span>main loop</span><span class="legend-sub">subagents started by the turn</span></div>' : '';
  return `<section class="card chart"><h2>Cost per turn</h2>${renderCostChart(bars, DESKTOP_CHART)}${renderCostChart(bars, PHONE_CHART)}${legend}</section>`;
}

interface CallPlace {
  anchor: string;
  where: string;
}

function callPlaces(view: SessionView): Map<string, CallPlace> {
  const places = new Map<string, CallPlace>();
  const visit = (agent: AgentView, label: (turn: TurnView) => string): void => {
    for (const turn of agentTurns(agent)) {
      for (const item of turn.items) {
        if (item.kind !== 'tool') continue;
        places.set(item.call.id, { anchor: item.call.anchor, where: label(turn) });
      }
    }
  };
  for (const part of view.parts) {
    visit(part.main, (turn) => (view.parts.length > 1 ? `${turn.number} (inv. ${part.index})` : String(turn.number)));
  }
  for (const agent of view.subagents.values()) {
    visit(agent, (turn) => `subagent ${turn.number}`);
  }
  return places;
}

function renderDenials(view: SessionView): string {
  if (view.denials.length === 0) return '';
  const places = callPlaces(view);
  const rows = view.denials.map((denial) => {
    const call = view.calls.get(denial.toolUseId);
    const label = decisionLabel(call?.decision ?? denial.decision, denial);
    const target = toolTarget(denial.toolName, call?.input ?? denial.toolInput);
    const scope = decidingRule(denial);
    const place = places.get(denial.toolUseId);
    const ruleCell =
      scope?.rule !== null && scope?.rule !== undefined
        ? `<code>${escapeHtml(scope.rule.pattern ?? '')}</code>${scope.rule.layer === undefined ? '' : ` <span class="muted">${escapeHtml(scope.rule.layer)}</span>`}`
        : `<span class="muted">${escapeHtml(denial.reasonType === undefined ? 'no rule' : reasonTypeText(denial.reasonType))}</span>`;
    const sourceCell = scope?.rule?.source === undefined ? '' : `<code>${escapeHtml(scope.rule.source)}</code>`;
    const turnCell = place === undefined ? '—' : `<a href="#${escapeHtml(place.anchor)}">${escapeHtml(place.where)}</a>`;
    return (
      `<tr class="denial-row ${label.className}"><td class="nowrap" data-label="Turn">${turnCell}</td><td class="mono nowrap" data-label="Tool">${escapeHtml(denial.toolName)}</td>` +
      `<td class="mono" data-label="Command / path">${escapeHtml(target.text)}</td><td data-label="Decision"><span class="decision ${label.className}">${escapeHtml(label.text)}</span></td>` +
      `<td data-label="Rule">${ruleCell}</td><td data-label="Source">${sourceCell}</td></tr>`
    );
  });
  return (
    `<section class="card denials"><h2>Refused calls (${view.denials.length})</h2>` +
    '<table class="stack"><colgroup><col class="col-turn"><col class="col-tool"><col><col class="col-decision"><col class="col-rule"><col class="col-source"></colgroup>' +
    '<thead><tr><th>Turn</th><th>Tool</th><th>Command / path</th><th>Decision</th><th>Rule</th><th>Source</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table></section>`
  );
}

function renderFacts(view: SessionView): string {
  const facts: [string, string][] = [];
  const inits = view.parts.map((part) => part.init).filter((init): init is InitView => init !== undefined);
  const first = inits[0];
  const models = [...new Set(inits.map((init) => init.model).filter((model): model is string => model !== undefined))];
  const otherModels = new Set<string>();
  for (const part of view.parts) {
    for (const usage of part.result?.modelUsage ?? []) if (!models.includes(usage.model)) otherModels.add(usage.model);
  }
  if (models.length > 0) {
    facts.push([
      'Model',
      escapeHtml(models.join(', ')) + (otherModels.size > 0 ? ` <span class="muted">(also ${escapeHtml([...otherModels].join(', '))})</span>` : ''),
    ]);
  }
  if (first?.cwd !== undefined) facts.push(['Workspace', `<span class="mono">${escapeHtml(first.cwd)}</span>`]);
  if (first?.policyPath !== undefined || (first?.policyLayers.length ?? 0) > 0) {
    const layers = (first?.policyLayers ?? []).map((layer) => `${escapeHtml(layer.layer)}: <span class="mono">${escapeHtml(layer.source)}</span>`).join('<br>');
    facts.push([
      'Policy',
      (first?.policyPath === undefined ? '' : `<span class="mono">${escapeHtml(first.policyPath)}</span>`) +
        (layers === '' ? '' : `<div class="muted">${layers}</div>`),
    ]);
  }
  if (first !== undefined) {
    const limits = [
      first.limits.maxTurns === undefined ? undefined : `${first.limits.maxTurns} turns`,
      first.limits.maxBudgetUsd === undefined ? undefined : formatUsd(first.limits.maxBudgetUsd),
      first.limits.timeoutMs === undefined ? undefined : formatDuration(first.limits.timeoutMs),
    ].filter((part): part is string => part !== undefined);
    facts.push(['Limits', escapeHtml(limits.length > 0 ? limits.join(' · ') : 'none set')]);
    if (first.tools.length > 0) facts.push(['Tools', `<span class="mono">${escapeHtml(first.tools.join(', '))}</span>`]);
    if (first.leashVersion !== undefined) facts.push(['Leash', escapeHtml(first.leashVersion)]);
  }
  if (view.parts.length > 1) facts.push(['Invocations', escapeHtml(`${view.parts.length} (resumed)`)]);
  if (facts.length === 0) return '';
  return '<dl class="facts">' + facts.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${value}</dd>`).join('') + '</dl>';
}

function renderTranscript(view: SessionView, ctx: TimelineContext): string {
  const out = [
    '<div class="timeline-head"><h2>Transcript</h2>',
    '<div class="toolbar" hidden><button type="button" data-action="expand">Expand all</button><button type="button" data-action="collapse">Collapse all</button></div>',
    '</div>',
  ];
  if (view.parts.length === 0) out.push('<div class="muted">Nothing to show.</div>');
  for (const part of view.parts) {
    if (view.parts.length > 1) out.push(renderPartHead(part, view.parts.length));
    if (part.index > 1 && part.main.prompt !== undefined) {
      out.push(`<div class="note part-prompt"><span class="note-label">Prompt</span>${escapeHtml(part.main.prompt)}</div>`);
    }
    out.push(renderAgentEntries(part.main, ctx));
    if (part.result === undefined) {
      out.push(
        `<div class="ended">${view.parts.length > 1 ? `Invocation ${part.index} ended` : 'The session ended'} without a result: no envelope was written after this point.</div>`,
      );
    } else if (view.parts.length > 1) {
      const status = resultStatus(part.result);
      out.push(
        `<div class="card part-result conclusion ${status.className}"><div class="card-label">Result of invocation ${part.index}</div><span class="status ${status.className}">${escapeHtml(status.text)}</span>` +
          (part.result.text === undefined || part.result.text === '' ? '' : `<div class="conclusion-text">${escapeHtml(part.result.text)}</div>`) +
          '</div>',
      );
    }
  }

  // Subagent events whose `task` call is not in the file (cut off, or written by a
  // loop that lost it) are still shown rather than dropped.
  const drawnParents = new Set(view.calls.keys());
  for (const [parent, agent] of view.subagents) {
    if (drawnParents.has(parent)) continue;
    out.push(
      `<details class="subagent" open data-parent="${escapeHtml(parent)}"><summary>${escapeHtml(
        `Subagent of task call ${parent} (the call is not in the transcript)`,
      )}</summary>${renderAgentEntries(agent, ctx)}</details>`,
    );
  }
  return out.join('\n');
}

function renderPartHead(part: PartView, count: number): string {
  const status = resultStatus(part.result);
  const meta = [
    part.init?.resumed === true ? 'resumed' : undefined,
    part.init?.timestamp === undefined ? undefined : `started ${part.init.timestamp}`,
    part.init?.model,
    `${formatUsd(part.totals.costUsd)}`,
    plural(part.totals.turns, 'turn'),
  ].filter((item): item is string => item !== undefined);
  return (
    `<div class="part-head" id="invocation-${part.index}"><h3>Invocation ${part.index} of ${count}</h3>` +
    `<span class="status ${status.className}">${escapeHtml(status.text)}</span>` +
    `<span class="part-meta">${escapeHtml(meta.join(' · '))}</span></div>`
  );
}
