import { formatCompactCount, formatDuration, formatUsd, plural } from './format.js';
import { escapeHtml, escapeTerminalText } from './html-escape.js';
import { decidingRule, decidingScopes, decisionLabel, reasonTypeText, type DecisionLabel } from './decisions.js';
import {
  subagentCostUsd,
  turnSubagentCostUsd,
  type AgentView,
  type DenialView,
  type RetryView,
  type SessionView,
  type ToolCallView,
  type ToolResultView,
  type TurnView,
} from './session-model.js';
import { asBoolean, asNumber, asObject, asString } from './json-access.js';
import { normalToolName, prettyJson, toolTarget } from './tool-input.js';

export interface TimelineContext {
  view: SessionView;
  /** Largest main + subagent cost of one turn: the 100% of the per-turn cost bars. */
  maxTurnCostUsd: number;
  /** Outputs longer than this many lines start collapsed. */
  collapseLines: number;
  /** Outputs longer than this many characters start collapsed. */
  collapseChars: number;
  /** Subagents already drawn on the current path, so a malformed file cannot loop. */
  drawing: Set<string>;
}

export function renderAgentEntries(agent: AgentView, ctx: TimelineContext): string {
  const out: string[] = [];
  for (const entry of agent.entries) {
    if (entry.kind === 'turn') {
      out.push(renderTurn(entry.turn, ctx));
    } else if (entry.kind === 'note') {
      const label = entry.synthetic ? 'Leash' : 'User';
      out.push(`<div class="note"><span class="note-label">${label}</span>${escapeHtml(entry.text)}</div>`);
    } else {
      out.push(`<div class="retries-orphan">${entry.retries.map(renderRetry).join('')}</div>`);
    }
  }
  return out.join('\n');
}

function renderTurn(turn: TurnView, ctx: TimelineContext): string {
  const subUsd = turnSubagentCostUsd(ctx.view, turn);
  const mainUsd = turn.costUsd ?? 0;
  const meta = [
    turn.model,
    turn.stopReason,
    `in ${formatCompactCount(turn.usage.input)}`,
    `out ${formatCompactCount(turn.usage.output)}`,
    `cache read ${formatCompactCount(turn.usage.cacheRead)}`,
    `cache write ${formatCompactCount(turn.usage.cacheWrite)}`,
  ].filter((part): part is string => part !== undefined && part !== '');
  const share = (usd: number): string => (ctx.maxTurnCostUsd > 0 ? `${Math.round((usd / ctx.maxTurnCostUsd) * 1000) / 10}%` : '0%');
  const costText = turn.costUsd === undefined ? '<span class="muted">cost not recorded</span>' : escapeHtml(formatUsd(mainUsd));
  const subText = subUsd > 0 ? ` <span class="muted">+ ${escapeHtml(formatUsd(subUsd))} subagent</span>` : '';

  const body: string[] = [];
  for (const item of turn.items) {
    if (item.kind === 'text') {
      if (item.text.trim() !== '') body.push(`<div class="assistant-text">${escapeHtml(item.text)}</div>`);
    } else if (item.kind === 'thinking') {
      if (item.text.trim() !== '') {
        body.push(`<details class="thinking"><summary>Thinking</summary><pre>${escapeHtml(item.text)}</pre></details>`);
      }
    } else {
      body.push(renderCall(item.call, ctx));
    }
  }
  if (body.length === 0) body.push('<div class="muted">(empty response)</div>');

  return [
    `<section class="turn" id="${escapeHtml(turn.anchor)}">`,
    `<header class="turn-head"><a class="turn-num" href="#${escapeHtml(turn.anchor)}">Turn ${turn.number}</a>`,
    `<span class="turn-meta">${escapeHtml(meta.join(' · '))}</span>`,
    `<span class="turn-cost" title="cost of this response">`,
    `<span class="cost-bar"><span style="width:${share(mainUsd)}"></span><span class="sub" style="width:${share(subUsd)}"></span></span>`,
    `<span class="turn-cost-value">${costText}</span>${subText}</span></header>`,
    turn.retries.map(renderRetry).join(''),
    `<div class="turn-body">${body.join('\n')}</div>`,
    '</section>',
  ].join('');
}

function renderRetry(retry: RetryView): string {
  const attempt =
    retry.attempt === undefined
      ? 'API call retried'
      : `API call retried: attempt ${retry.attempt}${retry.maxRetries === undefined ? '' : ` of ${retry.maxRetries}`}`;
  const what = [retry.error, retry.status === null ? 'no response' : retry.status === undefined ? undefined : `HTTP ${retry.status}`].filter(
    (part): part is string => part !== undefined,
  );
  const wait = retry.delayMs === undefined ? '' : `, next try after ${formatDuration(retry.delayMs)}`;
  const message = retry.message === undefined ? '' : ` — ${retry.message}`;
  return `<div class="retry">↻ ${escapeHtml(`${attempt}${what.length > 0 ? ` (${what.join(', ')})` : ''}${wait}${message}`)}</div>`;
}

function renderCall(call: ToolCallView, ctx: TimelineContext): string {
  const label = decisionLabel(call.decision, call.denial);
  const meta: string[] = [];
  // A refused call never ran: its exit code and duration say nothing.
  if (call.decision === 'allow' || call.decision === undefined) {
    if (call.exitCode !== undefined && call.exitCode !== null) meta.push(`exit ${call.exitCode}`);
    if (call.durationMs !== undefined) meta.push(formatDuration(call.durationMs));
  }
  if (call.partial) meta.push('partial: cut short');

  const body: string[] = [renderCallInput(call, ctx)];
  if (call.denial !== undefined && (call.decision === 'deny' || call.decision === 'prompt')) {
    body.push(renderDenial(call.denial, label));
  } else if (call.decision === 'deny' || call.decision === 'prompt') {
    body.push(
      `<div class="denial ${call.decision}"><div class="denial-head">${escapeHtml(label.text)}</div>` +
        '<div class="denial-reason">The transcript has no details of this decision; the tool result below says what the model was told.</div></div>',
    );
  }
  const refused = call.decision === 'deny' || call.decision === 'prompt';
  body.push(renderOutput(call.result, ctx, refused ? 'Returned to the model' : undefined));
  const subagent = renderSubagent(call, ctx);
  if (subagent !== '') body.push(subagent);

  return [
    `<div class="call ${label.className}" id="${escapeHtml(call.anchor)}" data-tool-use-id="${escapeHtml(call.id)}">`,
    `<div class="call-head"><span class="tool-name">${escapeHtml(call.name)}</span>`,
    `<span class="decision ${label.className}">${escapeHtml(label.text)}</span>`,
    meta.length > 0 ? `<span class="call-meta">${escapeHtml(meta.join(' · '))}</span>` : '',
    '</div>',
    `<div class="call-body">${body.join('\n')}</div>`,
    '</div>',
  ].join('');
}

function field(label: string, html: string): string {
  return `<div><div class="field-label">${escapeHtml(label)}</div>${html}</div>`;
}

function renderLongText(label: string, text: string, ctx: TimelineContext, className = 'block'): string {
  const lines = countLines(text);
  if (lines <= ctx.collapseLines && text.length <= ctx.collapseChars) {
    return field(label, `<pre class="${className}">${escapeTerminalText(text)}</pre>`);
  }
  return (
    `<details class="long-input"><summary>${escapeHtml(label)} · ${escapeHtml(sizeText(text))}</summary>` +
    `<pre class="${className}">${escapeTerminalText(text)}</pre></details>`
  );
}

function renderCallInput(call: ToolCallView, ctx: TimelineContext): string {
  const input = asObject(call.input) ?? {};
  const name = normalToolName(call.name);
  const str = (...keys: string[]): string | undefined => {
    for (const key of keys) {
      const value = asString(input[key]);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const pathHtml = (path: string): string => `<div class="path">${escapeHtml(path)}</div>`;

  if (name === 'bash' && str('command') !== undefined) {
    const timeout = asNumber(input['timeout_ms']);
    return (
      `<div class="cmd"><pre><span class="prompt-sign">$ </span>${escapeTerminalText(str('command') ?? '')}</pre></div>` +
      (timeout === undefined ? '' : `<div class="call-note">timeout ${escapeHtml(formatDuration(timeout))}</div>`)
    );
  }
  const path = str('path', 'file_path');
  if ((name === 'read' || name === 'index') && path !== undefined) {
    const offset = asNumber(input['offset']);
    const limit = asNumber(input['limit']);
    const range =
      offset === undefined && limit === undefined
        ? ''
        : ` <span class="muted">(${escapeHtml(
            [offset === undefined ? undefined : `from line ${offset}`, limit === undefined ? undefined : `${limit} lines`]
              .filter((part): part is string => part !== undefined)
              .join(', '),
          )})</span>`;
    return `<div class="path">${escapeHtml(path)}${range}</div>`;
  }
  if (name === 'write' && path !== undefined) {
    return pathHtml(path) + renderLongText('Content', str('content') ?? '', ctx);
  }
  if (name === 'edit' && path !== undefined) {
    const replaceAll = asBoolean(input['replace_all']) === true ? ' <span class="muted">(replace all)</span>' : '';
    return (
      `<div class="path">${escapeHtml(path)}${replaceAll}</div>` +
      renderLongText('Replace', str('old_string') ?? '', ctx, 'diff-old') +
      renderLongText('With', str('new_string') ?? '', ctx, 'diff-new')
    );
  }
  if (name === 'glob' || name === 'grep') {
    const extra = [str('path') === undefined ? undefined : `in ${str('path')}`, str('glob') === undefined ? undefined : `files ${str('glob')}`]
      .filter((part): part is string => part !== undefined)
      .join(', ');
    return `<div class="path">${escapeHtml(str('pattern') ?? '')}${extra === '' ? '' : ` <span class="muted">${escapeHtml(extra)}</span>`}</div>`;
  }
  if (name === 'task' && str('prompt') !== undefined) {
    const kind = [str('type'), str('tier')].filter((part): part is string => part !== undefined).join(' · ');
    return (kind === '' ? '' : `<div class="call-note">${escapeHtml(kind)}</div>`) + renderLongText('Prompt', str('prompt') ?? '', ctx);
  }
  const target = toolTarget(call.name, call.input);
  if (target.kind !== 'input') return `<div class="path">${escapeHtml(target.text)}</div>`;
  return renderLongText('Input', prettyJson(call.input), ctx);
}

function renderDenial(denial: DenialView, label: DecisionLabel): string {
  const rule = decidingRule(denial)?.rule ?? null;
  let head = escapeHtml(label.text);
  if (rule !== null) {
    const where = [
      rule.effect === undefined || rule.effect === 'deny' ? undefined : `${escapeHtml(rule.effect)} rule`,
      rule.layer === undefined ? undefined : `layer ${escapeHtml(rule.layer)}`,
      rule.source === undefined ? undefined : `<code>${escapeHtml(rule.source)}</code>`,
    ].filter((part): part is string => part !== undefined);
    head += ` <code>${escapeHtml(rule.pattern ?? '')}</code>${where.length > 0 ? ` — ${where.join(', ')}` : ''}`;
  }
  if (denial.reasonType !== undefined && denial.reasonType !== 'rule') {
    head += ` <span class="muted">(${escapeHtml(reasonTypeText(denial.reasonType))})</span>`;
  }
  const parts = [`<div class="denial ${denial.decision}"><div class="denial-head">${head}</div>`];
  if (denial.reason !== undefined) parts.push(`<div class="denial-reason">${escapeHtml(denial.reason)}</div>`);
  if (denial.scopes.length > 0) {
    const deciding = new Set(decidingScopes(denial));
    // Rule columns only when some scope met a rule; otherwise they would be empty.
    const withRules = denial.scopes.some((scope) => scope.rule !== null);
    parts.push(
      '<table class="scopes stack"><thead><tr><th>Kind</th><th>Scope</th><th>Decision</th>' +
        (withRules ? '<th>Rule</th><th>Layer</th><th>Source</th>' : '') +
        '</tr></thead><tbody>',
    );
    for (const scope of denial.scopes) {
      let ruleCells = '';
      if (withRules) {
        ruleCells =
          scope.rule === null
            ? '<td class="muted" data-label="Rule">no rule</td><td data-label="Layer"></td><td data-label="Source"></td>'
            : `<td data-label="Rule"><code>${escapeHtml(scope.rule.pattern ?? '')}</code>${scope.rule.effect === undefined ? '' : ` <span class="muted">${escapeHtml(scope.rule.effect)}</span>`}</td>` +
              `<td data-label="Layer">${escapeHtml(scope.rule.layer ?? '')}</td><td class="mono" data-label="Source">${escapeHtml(scope.rule.source ?? '')}</td>`;
      }
      parts.push(
        `<tr${deciding.has(scope) && deciding.size < denial.scopes.length ? ' class="decides"' : ''}><td data-label="Kind">${escapeHtml(scope.kind)}</td>` +
          `<td class="mono" data-label="Scope">${escapeHtml(scope.text)}</td><td data-label="Decision">${escapeHtml(decisionWord(scope.decision))}</td>${ruleCells}</tr>`,
      );
    }
    parts.push('</tbody></table>');
  }
  if (denial.reasons.length > 0) {
    parts.push(`<ul>${denial.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>`);
  }
  parts.push('</div>');
  return parts.join('');
}

function decisionWord(decision: string | undefined): string {
  if (decision === 'allow') return 'allowed';
  if (decision === 'deny') return 'denied';
  if (decision === 'prompt') return 'needs approval';
  return decision ?? '';
}

function renderOutput(result: ToolResultView | undefined, ctx: TimelineContext, labelOverride?: string): string {
  if (result === undefined) {
    return '<div class="no-result">No result recorded: the session ended before this call finished.</div>';
  }
  const label = labelOverride ?? (result.isError ? 'Error' : 'Output');
  const className = result.isError ? 'output error' : 'output';
  if (result.text === '') return `<div class="${className}"><div class="field-label">${label}</div><div class="muted">(empty)</div></div>`;
  const lines = countLines(result.text);
  if (lines <= ctx.collapseLines && result.text.length <= ctx.collapseChars) {
    return `<div class="${className}"><div class="field-label">${label}</div><pre>${escapeTerminalText(result.text)}</pre></div>`;
  }
  const preview = result.text
    .replace(/^\s*\n/, '')
    .split('\n')
    .slice(0, 3)
    .join('\n');
  return (
    `<details class="${className}"><summary>${label} · ${escapeHtml(sizeText(result.text))}` +
    `<span class="preview">${escapeTerminalText(preview)}</span></summary>` +
    `<pre>${escapeTerminalText(result.text)}</pre></details>`
  );
}

function renderSubagent(call: ToolCallView, ctx: TimelineContext): string {
  const agent = ctx.view.subagents.get(call.id);
  if (agent === undefined || ctx.drawing.has(call.id)) return '';
  ctx.drawing.add(call.id);
  const turns = agent.entries.filter((entry) => entry.kind === 'turn').length;
  const cost = subagentCostUsd(ctx.view, call.id);
  const taskPrompt = asString(asObject(call.input)?.['prompt']);
  const summary = ['Subagent', agent.model, plural(turns, 'turn'), formatUsd(cost)].filter((part): part is string => part !== undefined).join(' · ');
  const parts = [`<details class="subagent" open data-parent="${escapeHtml(call.id)}"><summary>${escapeHtml(summary)}</summary>`];
  if (agent.prompt !== undefined && agent.prompt !== taskPrompt) {
    parts.push(`<div class="note"><span class="note-label">Prompt</span>${escapeHtml(agent.prompt)}</div>`);
  }
  parts.push(renderAgentEntries(agent, ctx));
  parts.push('</details>');
  ctx.drawing.delete(call.id);
  return parts.join('');
}

function countLines(text: string): number {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

function sizeText(text: string): string {
  const bytes = Buffer.byteLength(text, 'utf8');
  const size = bytes < 1024 ? `${bytes} B` : `${Math.round((bytes / 1024) * 10) / 10} kB`;
  return `${plural(countLines(text), 'line')}, ${size}`;
}
