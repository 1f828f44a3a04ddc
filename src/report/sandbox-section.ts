// What the OS sandbox did in a session, for the job summary, the sticky comment and the HTML
// report: whether it was on (and why not), the Action's preflight, and every refusal with the
// rule (or default) that refused it. Read from plain JSON (envelopes and session events).
import { escapeHtml } from './html-escape.js';
import { escapeMarkdownText, markdownCode } from './markdown-escape.js';

type Json = Readonly<Record<string, unknown>>;

export interface SandboxDenialView {
  kind: string;
  target: string;
  tool: string;
  rule: string;
  source: string;
}

export interface SandboxView {
  status: { mode: string; active: boolean; reason?: string; startupMs?: number; preflight?: string } | null;
  denials: SandboxDenialView[];
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function denialView(raw: Json): SandboxDenialView {
  const rule = (raw.rule ?? {}) as Json;
  const pattern = str(rule.pattern);
  const effect = str(rule.effect) ?? 'default';
  const kind = str(raw.kind) ?? 'write';
  const ruleText = pattern
    ? `${effect === 'floor' ? 'floor' : 'deny'} ${pattern}`
    : kind === 'network'
      ? 'default: no network'
      : 'default: not a writable place';
  return { kind, target: str(raw.target) ?? '', tool: str(raw.tool_name) ?? '', rule: ruleText, source: str(rule.source) ?? '' };
}

function statusView(raw: unknown): SandboxView['status'] {
  if (typeof raw !== 'object' || raw === null) return null;
  const s = raw as Json;
  const preflight = (s.preflight ?? null) as Json | null;
  return {
    mode: str(s.mode) ?? 'auto',
    active: s.active === true,
    ...(str(s.reason) ? { reason: str(s.reason)! } : {}),
    ...(typeof s.startup_ms === 'number' ? { startupMs: s.startup_ms } : {}),
    ...(preflight && str(preflight.line) ? { preflight: str(preflight.line)! } : {}),
  };
}

/** From envelopes (`result` events): the first status, every refusal. */
export function sandboxViewOfEnvelopes(envelopes: readonly (Json | null)[]): SandboxView {
  const present = envelopes.filter((e): e is Json => e !== null);
  const status = present.map((e) => statusView(e.sandbox)).find((s) => s !== null) ?? null;
  const denials = present.flatMap((e) => (Array.isArray(e.sandbox_denials) ? (e.sandbox_denials as Json[]).map(denialView) : []));
  return { status, denials };
}

/** From a session's events: the init's status and the sandbox_denied events (a run cut short has no envelope). */
export function sandboxViewOfEvents(events: readonly Json[]): SandboxView {
  const init = events.find((e) => e.type === 'system' && e.subtype === 'init');
  const denials = events
    .filter((e) => e.type === 'system' && e.subtype === 'sandbox_denied')
    .flatMap((e) => (Array.isArray(e.denials) ? (e.denials as Json[]).map(denialView) : []));
  return { status: statusView(init?.sandbox), denials };
}

function statusLine(view: SandboxView): string | null {
  const s = view.status;
  if (!s) return null;
  if (s.active) return `on (${s.mode}${s.startupMs === undefined ? '' : `, started in ${s.startupMs} ms`})`;
  return `off — ${s.reason ?? `sandbox: ${s.mode}`}`;
}

/** A `#### Sandbox` section; empty when no session said anything about a sandbox. */
export function renderSandboxMarkdown(view: SandboxView, maxRows = 50): string {
  const line = statusLine(view);
  if (line === null && view.denials.length === 0) return '';
  const out = ['#### Sandbox', ''];
  if (line !== null) out.push(`Commands ran with the OS sandbox ${escapeMarkdownText(line)}.`, '');
  if (view.status?.preflight) out.push(escapeMarkdownText(view.status.preflight), '');
  if (view.denials.length === 0) {
    if (view.status?.active) out.push('The sandbox refused nothing.', '');
    return out.join('\n');
  }
  out.push(`**Refused by the sandbox (${view.denials.length})**`, '', '| Kind | Target | Tool | Rule | Source |', '| --- | --- | --- | --- | --- |');
  for (const d of view.denials.slice(0, maxRows)) {
    out.push(
      `| ${d.kind} | ${markdownCode(d.target, 'table')} | ${escapeMarkdownText(d.tool)} | ${escapeMarkdownText(d.rule)} | ${escapeMarkdownText(d.source)} |`,
    );
  }
  if (view.denials.length > maxRows) out.push('', `…and ${view.denials.length - maxRows} more in the envelopes.`);
  out.push('');
  return out.join('\n');
}

/** The same for the HTML report: a card; empty when the session said nothing about a sandbox. */
export function renderSandboxHtml(view: SandboxView): string {
  const line = statusLine(view);
  if (line === null && view.denials.length === 0) return '';
  const rows = view.denials
    .map(
      (d) =>
        `<tr><td class="mono nowrap">${escapeHtml(d.kind)}</td><td class="mono">${escapeHtml(d.target)}</td><td class="mono nowrap">${escapeHtml(d.tool)}</td><td>${escapeHtml(d.rule)}</td><td><code>${escapeHtml(d.source)}</code></td></tr>`,
    )
    .join('');
  const table =
    view.denials.length === 0
      ? '<div class="muted">The sandbox refused nothing.</div>'
      : `<table><thead><tr><th>Kind</th><th>Target</th><th>Tool</th><th>Rule</th><th>Source</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<section class="card denials sandbox"><h2>Sandbox${view.denials.length === 0 ? '' : ` refusals (${view.denials.length})`}</h2>${line === null ? '' : `<div>Commands ran with the OS sandbox ${escapeHtml(line)}.</div>`}${table}</section>`;
}
