import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/report/format.ts
function formatUsd(value) {
  if (value === 0) return "$0.00";
  const digits = Math.abs(value) >= 1 ? 2 : 4;
  return `${value < 0 ? "-" : ""}$${groupThousands(Math.abs(value).toFixed(digits))}`;
}
function formatCount(value) {
  return `${value < 0 ? "-" : ""}${groupThousands(Math.round(Math.abs(value)).toString())}`;
}
function formatCompactCount(value) {
  const abs = Math.abs(value);
  if (abs < 1e3) return formatCount(value);
  if (abs < 1e6) return `${trimZeros((value / 1e3).toFixed(abs < 1e4 ? 2 : 1))}k`;
  return `${trimZeros((value / 1e6).toFixed(abs < 1e7 ? 2 : 1))}M`;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const seconds = ms / 1e3;
  if (seconds < 60) return `${trimZeros(seconds.toFixed(1))} s`;
  const totalSeconds = Math.round(seconds);
  const minutes = Math.floor(totalSeconds / 60);
  if (minutes < 60) return `${minutes} min ${String(totalSeconds % 60).padStart(2, "0")} s`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}
function plural(count, one, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
function groupThousands(digits) {
  const [whole = "", fraction] = digits.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === void 0 ? grouped : `${grouped}.${fraction}`;
}
function trimZeros(text) {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

// src/report/markdown-escape.ts
function escapeMarkdownText(text) {
  return oneLine(text).replace(/[\\`*_[\]|~#!]/g, (char) => `\\${char}`).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function markdownCode(text, where = "text") {
  const line = oneLine(text);
  if (line === "") return '""';
  const longestRun = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  const padded = line.startsWith("`") || line.endsWith("`") ? ` ${line} ` : line;
  return `${fence}${where === "table" ? padded.replace(/\|/g, "\\|") : padded}${fence}`;
}
function oneLine(text) {
  return text.replace(/\r?\n|\r/g, " \u23CE ").replace(/[\u0000-\u001f\u007f]/g, " ");
}
function fencedBlock(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text
${text.replace(/\r\n?/g, "\n")}
${fence}`;
}
function shortPrompt(prompt, max = 60) {
  const line = prompt.split(/\r?\n/).find((l) => l.trim() !== "")?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}

// src/report/session-report.ts
import { createHash } from "node:crypto";

// src/report/html-escape.ts
var HTML_ENTITIES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;"
};
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}
var ANSI_SGR = /\u001b\[[0-9;]*m/g;
var CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
function escapeTerminalText(text) {
  const visible = text.replace(/\r\n/g, "\n").replace(ANSI_SGR, "");
  return escapeHtml(visible).replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    const caret = code === 127 ? "?" : String.fromCharCode(code + 64);
    const hex = code.toString(16).toUpperCase().padStart(4, "0");
    return `<span class="ctrl" title="control character U+${hex}">^${caret}</span>`;
  });
}

// src/report/cost-chart.ts
var DESKTOP_CHART = { width: 960, height: 180, maxLabels: 30, className: "wide" };
var PHONE_CHART = { width: 360, height: 150, maxLabels: 8, className: "narrow" };
var PLOT = { left: 64, right: 12, top: 12, bottom: 26 };
function renderCostChart(bars, size = DESKTOP_CHART) {
  const { width: WIDTH, height: HEIGHT } = size;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const baseline = PLOT.top + plotHeight;
  const top = niceCeiling(Math.max(0, ...bars.map((bar) => bar.mainUsd + bar.subUsd)));
  const slot = plotWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(1, Math.min(slot * 0.68, 44));
  const labelEvery = Math.max(1, Math.ceil(bars.length / size.maxLabels));
  const y = (usd) => top === 0 ? 0 : usd / top * plotHeight;
  const out = [];
  out.push(`<svg class="${size.className}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="Cost per turn">`);
  for (const fraction of [0, 0.5, 1]) {
    const lineY = round(baseline - fraction * plotHeight);
    out.push(
      `<line class="${fraction === 0 ? "axis" : "grid"}" x1="${PLOT.left}" x2="${WIDTH - PLOT.right}" y1="${lineY}" y2="${lineY}"/>`,
      `<text class="tick" x="${PLOT.left - 8}" y="${round(lineY + 4)}" text-anchor="end">${escapeHtml(axisUsd(top * fraction))}</text>`
    );
  }
  bars.forEach((bar, index) => {
    const slotX = PLOT.left + index * slot;
    const x = round(slotX + (slot - barWidth) / 2);
    const centre = round(slotX + slot / 2);
    if (bar.startsPart && index > 0) {
      const sepX = round(slotX);
      out.push(
        `<line class="part-sep" x1="${sepX}" x2="${sepX}" y1="${PLOT.top}" y2="${baseline}"/>`,
        `<text class="tick" x="${round(sepX + 5)}" y="${PLOT.top + 10}">resumed</text>`
      );
    }
    const mainHeight = y(bar.mainUsd);
    const subHeight = y(bar.subUsd);
    out.push(`<a href="#${escapeHtml(bar.anchor)}"><title>${escapeHtml(bar.title)}</title>`);
    out.push(`<rect x="${round(slotX)}" y="${PLOT.top}" width="${round(slot)}" height="${plotHeight}" fill="transparent"/>`);
    if (mainHeight > 0) {
      out.push(`<rect class="bar-main" x="${x}" y="${round(baseline - mainHeight)}" width="${round(barWidth)}" height="${round(mainHeight)}" rx="2"/>`);
    }
    if (subHeight > 0) {
      out.push(
        `<rect class="bar-sub" x="${x}" y="${round(baseline - mainHeight - subHeight)}" width="${round(barWidth)}" height="${round(subHeight)}" rx="2"/>`
      );
    }
    out.push("</a>");
    if (index % labelEvery === 0) {
      out.push(`<text class="tick" x="${centre}" y="${baseline + 17}" text-anchor="middle">${escapeHtml(bar.label)}</text>`);
    }
  });
  out.push("</svg>");
  return out.join("");
}
function niceCeiling(value) {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * magnitude >= value - 1e-12) return step * magnitude;
  }
  return 10 * magnitude;
}
function axisUsd(value) {
  if (value === 0) return "$0";
  const fixed = value.toFixed(value >= 1 ? 2 : 4);
  return `$${fixed.replace(/\.?0+$/, "")}`;
}
function round(value) {
  return Math.round(value * 10) / 10;
}

// src/report/html-theme.ts
var REPORT_CSS = `
:root {
  --bg: #f5f6f8; --card: #ffffff; --border: #e1e4e8; --border-soft: #eef0f3;
  --text: #1f2328; --muted: #5f6a76; --faint: #8b949e;
  --accent: #3b5bdb; --accent-soft: #e7ecfd; --sub: #9aa9f0;
  --code-bg: #f6f8fa; --code-border: #e6e9ed;
  --allow: #1a7f37; --allow-bg: #e6f6ea; --allow-border: #b4e2c0;
  --deny: #c0242c; --deny-bg: #fdecec; --deny-border: #f3b9bc;
  --prompt: #8a5a00; --prompt-bg: #fff5d6; --prompt-border: #f0d68a;
  --none: #57606a; --none-bg: #eef0f3; --none-border: #d5d9de;
  --mono: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace;
  --sans: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0f1216; --card: #171b21; --border: #2b313a; --border-soft: #222831;
    --text: #e4e8ee; --muted: #9aa4b0; --faint: #6e7781;
    --accent: #7c95f5; --accent-soft: #1f2746; --sub: #4a5aa0;
    --code-bg: #11151a; --code-border: #262c35;
    --allow: #57c878; --allow-bg: #12291a; --allow-border: #1f5130;
    --deny: #ff7b7f; --deny-bg: #331518; --deny-border: #6b2a2f;
    --prompt: #e9b949; --prompt-bg: #2e2510; --prompt-border: #6a5420;
    --none: #a0a8b3; --none-bg: #20252c; --none-border: #39404a;
  }
}
* { box-sizing: border-box; }
html { background: var(--bg); }
body { margin: 0; color: var(--text); font: 14px/1.5 var(--sans); -webkit-text-size-adjust: 100%; }
main { max-width: 1120px; margin: 0 auto; padding: 28px 24px 56px; }
a { color: var(--accent); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre, .mono { font-family: var(--mono); font-size: 12.5px; }
code { background: var(--code-bg); border: 1px solid var(--code-border); border-radius: 4px; padding: 0 4px; overflow-wrap: anywhere; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; tab-size: 4; }
h1, h2, h3 { margin: 0; font-weight: 600; letter-spacing: -0.01em; }
h1 { font-size: 22px; }
h2 { font-size: 15px; }
.muted { color: var(--muted); }
.call-note { color: var(--muted); font-size: 12.5px; }
.page-head { display: flex; align-items: baseline; justify-content: space-between; gap: 16px; flex-wrap: wrap; margin-bottom: 18px; }
.brand { font-size: 12px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--accent); margin-bottom: 2px; }
.session-id { color: var(--muted); font-size: 12.5px; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 16px 18px; margin-bottom: 16px; }
.card > h2 { margin-bottom: 10px; }
.card-label { font-size: 11.5px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); margin-bottom: 6px; }
.overview { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; }
.overview > .card { margin-bottom: 0; }
@media (max-width: 860px) { .overview { grid-template-columns: 1fr; } }
.task-prompt { font-size: 14.5px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; }
.conclusion { border-left: 4px solid var(--none-border); }
.conclusion.ok { border-left-color: var(--allow); }
.conclusion.error { border-left-color: var(--deny); }
.conclusion.open { border-left-color: var(--prompt); }
.conclusion-text { white-space: pre-wrap; overflow-wrap: anywhere; margin-top: 8px; max-height: 22em; overflow: auto; }
.conclusion-meta { color: var(--muted); font-size: 12.5px; margin-top: 8px; }
.conclusion ul { margin: 8px 0 0; padding-left: 18px; }
.status { display: inline-flex; align-items: center; gap: 6px; font-weight: 600; font-size: 13px; padding: 2px 10px; border-radius: 999px; border: 1px solid var(--none-border); background: var(--none-bg); color: var(--none); }
.status.ok { color: var(--allow); background: var(--allow-bg); border-color: var(--allow-border); }
.status.error { color: var(--deny); background: var(--deny-bg); border-color: var(--deny-border); }
.status.open { color: var(--prompt); background: var(--prompt-bg); border-color: var(--prompt-border); }
.totals { display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; margin: 16px 0; }
.total { background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 12px 14px; }
.total-label { font-size: 11.5px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
.total-value { font-size: 22px; font-weight: 600; margin-top: 2px; font-variant-numeric: tabular-nums; }
.total-value.alert { color: var(--deny); }
.total-detail { font-size: 12px; color: var(--muted); margin-top: 2px; font-variant-numeric: tabular-nums; }
.incomplete { color: var(--prompt); font-size: 12.5px; margin: -6px 0 16px; }
.task dl.facts { margin-top: 14px; padding-top: 12px; border-top: 1px solid var(--border-soft); }
dl.facts { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 14px; margin: 0; font-size: 13px; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
.chart svg { display: block; width: 100%; height: auto; }
.chart svg.narrow { display: none; }
.chart .axis { stroke: var(--border); }
.chart .grid { stroke: var(--border-soft); }
.chart .tick { fill: var(--muted); font: 11px var(--sans); }
.chart .bar-main { fill: var(--accent); }
.chart .bar-sub { fill: var(--sub); }
.chart a:hover rect { opacity: 0.8; }
.chart .part-sep { stroke: var(--faint); stroke-dasharray: 3 3; }
.legend { display: flex; gap: 16px; font-size: 12px; color: var(--muted); margin-top: 6px; }
.legend span::before { content: ""; display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 6px; vertical-align: -1px; background: var(--accent); }
.legend .legend-sub::before { background: var(--sub); }
table { border-collapse: collapse; width: 100%; font-size: 13px; }
th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; border-bottom: 1px solid var(--border); padding: 6px 8px; }
td { border-bottom: 1px solid var(--border-soft); padding: 6px 8px; vertical-align: top; overflow-wrap: anywhere; }
tr:last-child td { border-bottom: none; }
.denials table { table-layout: fixed; }
.denials .col-turn { width: 96px; } .denials .col-tool { width: 72px; } .denials .col-decision { width: 150px; }
.denials .col-rule { width: 190px; } .denials .col-source { width: 220px; }
.denials td.nowrap { white-space: nowrap; overflow-wrap: normal; }
.timeline-head { display: flex; align-items: center; justify-content: space-between; margin: 28px 0 12px; }
.timeline-head h2 { font-size: 17px; }
.toolbar button { font: 12.5px var(--sans); color: var(--text); background: var(--card); border: 1px solid var(--border); border-radius: 6px; padding: 4px 10px; cursor: pointer; margin-left: 6px; }
.toolbar button:hover { border-color: var(--accent); }
.part-head { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; margin: 26px 0 10px; padding-bottom: 8px; border-bottom: 1px solid var(--border); }
.part-head h3 { font-size: 15px; }
.part-meta { color: var(--muted); font-size: 12.5px; }
.part-prompt { margin-bottom: 12px; }
.turn { background: var(--card); border: 1px solid var(--border); border-radius: 10px; margin-bottom: 12px; scroll-margin-top: 12px; }
.turn:target { border-color: var(--accent); box-shadow: 0 0 0 3px var(--accent-soft); }
.turn-head { display: flex; align-items: center; gap: 12px; padding: 9px 14px; border-bottom: 1px solid var(--border-soft); flex-wrap: wrap; }
.turn-num { font-weight: 600; color: var(--text); }
.turn-meta { color: var(--muted); font-size: 12.5px; flex: 1; min-width: 200px; font-variant-numeric: tabular-nums; }
.turn-cost { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; font-variant-numeric: tabular-nums; }
.cost-bar { width: 72px; height: 6px; border-radius: 3px; background: var(--border-soft); overflow: hidden; display: inline-flex; }
.cost-bar span { display: block; height: 100%; background: var(--accent); }
.cost-bar span.sub { background: var(--sub); }
.turn-body { padding: 12px 14px; display: flex; flex-direction: column; gap: 10px; }
.assistant-text { white-space: pre-wrap; overflow-wrap: anywhere; }
.thinking summary, .output summary, .subagent > summary, .long-input summary { cursor: pointer; color: var(--muted); font-size: 12.5px; }
.thinking pre { color: var(--muted); margin-top: 6px; font-family: var(--sans); font-size: 13px; }
.retry { font-size: 12.5px; color: var(--prompt); background: var(--prompt-bg); border: 1px solid var(--prompt-border); border-radius: 6px; padding: 5px 10px; margin: 10px 14px 0; }
.retry + .retry { margin-top: 4px; }
.retries-orphan .retry { margin: 0 0 6px; }
.note { font-size: 13px; background: var(--accent-soft); border-radius: 8px; padding: 8px 12px; margin-bottom: 12px; white-space: pre-wrap; overflow-wrap: anywhere; }
.note-label { font-weight: 600; margin-right: 6px; }
.call { border: 1px solid var(--border); border-left: 4px solid var(--none-border); border-radius: 8px; overflow: hidden; }
.call.allow { border-left-color: var(--allow); }
.call.deny { border-left-color: var(--deny); }
.call.prompt { border-left-color: var(--prompt); }
.call-head { display: flex; align-items: center; gap: 10px; padding: 7px 12px; background: var(--code-bg); border-bottom: 1px solid var(--border-soft); flex-wrap: wrap; }
.tool-name { font-family: var(--mono); font-weight: 600; font-size: 12.5px; }
.call-meta { color: var(--muted); font-size: 12px; margin-left: auto; font-variant-numeric: tabular-nums; }
.decision { font-size: 11.5px; font-weight: 600; padding: 1px 8px; border-radius: 999px; border: 1px solid var(--none-border); background: var(--none-bg); color: var(--none); white-space: nowrap; }
.decision.allow { color: var(--allow); background: var(--allow-bg); border-color: var(--allow-border); }
.decision.deny { color: var(--deny); background: var(--deny-bg); border-color: var(--deny-border); }
.decision.prompt { color: var(--prompt); background: var(--prompt-bg); border-color: var(--prompt-border); }
.call-body { padding: 10px 12px; display: flex; flex-direction: column; gap: 8px; }
.field-label { font-size: 11.5px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; margin-bottom: 3px; }
.cmd { background: var(--code-bg); border: 1px solid var(--code-border); border-radius: 6px; padding: 7px 10px; }
.cmd .prompt-sign { color: var(--faint); user-select: none; }
.path { font-family: var(--mono); font-size: 12.5px; overflow-wrap: anywhere; }
.diff-old, .diff-new { border-radius: 6px; padding: 6px 10px; border: 1px solid var(--code-border); }
.diff-old { background: var(--deny-bg); }
.diff-new { background: var(--allow-bg); }
.output pre, .long-input pre, pre.block { background: var(--code-bg); border: 1px solid var(--code-border); border-radius: 6px; padding: 8px 10px; max-height: 36em; overflow: auto; }
.output.error pre { border-color: var(--deny-border); }
.output summary .preview { display: block; white-space: pre; overflow: hidden; text-overflow: ellipsis; font-family: var(--mono); font-size: 12px; color: var(--faint); margin: 4px 0 0 14px; }
.output[open] summary .preview { display: none; }
.output details[open] > summary, .output[open] > summary { margin-bottom: 6px; }
.ctrl { color: var(--muted); background: var(--border-soft); border-radius: 3px; padding: 0 2px; }
.no-result { color: var(--muted); font-style: italic; font-size: 12.5px; }
.denial { border-radius: 6px; padding: 8px 12px; font-size: 13px; }
.denial.deny { background: var(--deny-bg); border: 1px solid var(--deny-border); }
.denial.prompt { background: var(--prompt-bg); border: 1px solid var(--prompt-border); }
.denial-head { font-weight: 600; }
.denial.deny .denial-head { color: var(--deny); }
.denial.prompt .denial-head { color: var(--prompt); }
.denial table { margin-top: 6px; font-size: 12.5px; }
.denial th { border-bottom-color: rgba(0,0,0,0.08); }
.denial td { border-bottom-color: rgba(0,0,0,0.05); }
.denial ul { margin: 6px 0 0; padding-left: 18px; }
.denial-reason { margin-top: 2px; }
tr.decides td { font-weight: 600; }
.subagent { border: 1px dashed var(--border); border-radius: 8px; padding: 8px 10px; background: var(--bg); }
.subagent[open] > summary { margin-bottom: 8px; }
.subagent .turn { margin-bottom: 8px; }
.subagent .turn:last-child { margin-bottom: 0; }
.ended { border: 1px dashed var(--prompt-border); background: var(--prompt-bg); color: var(--prompt); border-radius: 10px; padding: 10px 14px; font-weight: 600; margin-bottom: 12px; }
.part-result { margin-bottom: 12px; }
/* A phone: tables become one block per row, each cell under its column's name, so no column
   is squeezed to a letter a line and nothing runs off the page. */
@media (max-width: 640px) {
  main { padding: 16px 10px 40px; }
  .card { padding: 12px; }
  table.stack, table.stack tbody, table.stack tr, table.stack td { display: block; width: 100%; }
  table.stack colgroup, table.stack thead { display: none; }
  table.stack { table-layout: auto; }
  table.stack tr { border-bottom: 1px solid var(--border); padding: 6px 0; }
  table.stack tr:last-child { border-bottom: none; }
  table.stack td { display: flow-root; border: none; padding: 2px 0; white-space: normal; }
  table.stack td:empty { display: none; }
  table.stack td::before { content: attr(data-label); float: left; width: 7.5em; margin-right: 8px; color: var(--muted); font: 600 11px/1.9 var(--sans); text-transform: uppercase; letter-spacing: 0.04em; }
  .chart svg.wide { display: none; }
  .chart svg.narrow { display: block; }
  .denials td.nowrap { white-space: normal; }
  .turn-head, .call-head { gap: 6px 10px; }
  .turn-meta { min-width: 0; flex-basis: 100%; }
  .call-meta { margin-left: 0; }
  .turn-body, .call-body { padding: 10px 8px; }
  .denial { padding: 8px; }
  .totals { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 8px; }
  .total-value { font-size: 18px; }
  dl.facts { grid-template-columns: minmax(0, 1fr); gap: 0; }
  dl.facts dd { margin-bottom: 6px; }
}
footer { margin-top: 32px; color: var(--faint); font-size: 12px; text-align: center; }
@media print { html { background: #fff; } .toolbar { display: none; } .turn, .call { break-inside: avoid; } }
`;
var REPORT_SCRIPT = `
(function () {
  var toolbar = document.querySelector('.toolbar');
  var all = function () { return document.querySelectorAll('details'); };
  if (toolbar) {
    toolbar.hidden = false;
    toolbar.addEventListener('click', function (event) {
      var action = event.target && event.target.getAttribute('data-action');
      if (!action) return;
      all().forEach(function (d) { d.open = action === 'expand'; });
    });
  }
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    for (var node = target; node; node = node.parentElement) {
      if (node.tagName === 'DETAILS') node.open = true;
    }
    if (target) target.scrollIntoView();
  }
  window.addEventListener('hashchange', reveal);
  if (location.hash) reveal();
})();
`;

// src/report/decisions.ts
function decisionLabel(decision, denial) {
  if (decision === "allow") return { className: "allow", text: "Allowed" };
  if (decision === "prompt") return { className: "prompt", text: "Needs approval" };
  if (decision === "deny") {
    if (denial !== void 0 && deniedByRule(denial)) return { className: "deny", text: "Denied by rule" };
    if (denial?.reasonType === "default") return { className: "deny", text: "Denied: no rule allows it" };
    return { className: "deny", text: "Denied" };
  }
  return { className: "none", text: "No result" };
}
function deniedByRule(denial) {
  if (denial.reasonType === "rule") return true;
  return decidingScopes(denial).some((scope) => scope.rule?.effect === "deny");
}
function decidingScopes(denial) {
  const deciding = denial.scopes.filter((scope) => scope.decision === denial.decision);
  return deciding.length > 0 ? deciding : denial.scopes;
}
function decidingRule(denial) {
  return decidingScopes(denial).find((scope) => scope.rule !== null && scope.rule.pattern !== void 0);
}
function reasonTypeText(reasonType) {
  switch (reasonType) {
    case "rule":
      return "a deny rule matched";
    case "default":
      return "no rule covers it; the default decided";
    case "floor":
      return "a built-in floor";
    case "parse":
      return "the parse cannot show what runs";
    default:
      return reasonType;
  }
}

// src/report/json-access.ts
function asObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
}
function asArray(value) {
  return Array.isArray(value) ? value : [];
}
function asString(value) {
  return typeof value === "string" ? value : void 0;
}
function asNumber(value) {
  return typeof value === "number" && Number.isFinite(value) ? value : void 0;
}
function asBoolean(value) {
  return typeof value === "boolean" ? value : void 0;
}
function contentText(value) {
  if (typeof value === "string") return value;
  const parts = [];
  for (const block of asArray(value)) {
    const text = asString(asObject(block)?.["text"]);
    if (text !== void 0) parts.push(text);
  }
  return parts.join("\n");
}

// src/report/session-model.ts
function emptyUsage() {
  return { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
}
function addUsage(a, b) {
  return {
    input: a.input + b.input,
    output: a.output + b.output,
    cacheRead: a.cacheRead + b.cacheRead,
    cacheWrite: a.cacheWrite + b.cacheWrite
  };
}
function totalTokens(usage) {
  return usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
}
function apiUsage(value) {
  const usage = asObject(value);
  return {
    input: asNumber(usage?.["input_tokens"]) ?? 0,
    output: asNumber(usage?.["output_tokens"]) ?? 0,
    cacheRead: asNumber(usage?.["cache_read_input_tokens"]) ?? 0,
    cacheWrite: asNumber(usage?.["cache_creation_input_tokens"]) ?? 0
  };
}
function modelUsageTokens(value) {
  const usage = asObject(value);
  return {
    input: asNumber(usage?.["inputTokens"]) ?? 0,
    output: asNumber(usage?.["outputTokens"]) ?? 0,
    cacheRead: asNumber(usage?.["cacheReadInputTokens"]) ?? 0,
    cacheWrite: asNumber(usage?.["cacheCreationInputTokens"]) ?? 0
  };
}
function readRule(value) {
  const rule = asObject(value);
  if (rule === void 0) return null;
  return {
    pattern: asString(rule["pattern"]),
    effect: asString(rule["effect"]),
    layer: asString(rule["layer"]),
    source: asString(rule["source"])
  };
}
function readScopes(value) {
  const scopes = [];
  for (const item of asArray(value)) {
    const scope = asObject(item);
    if (scope === void 0) continue;
    scopes.push({
      kind: asString(scope["kind"]) ?? "?",
      text: asString(scope["text"]) ?? "",
      decision: asString(scope["decision"]),
      rule: readRule(scope["rule"])
    });
  }
  return scopes;
}
function readStrings(value) {
  return asArray(value).filter((item) => typeof item === "string");
}
function readDenialDecision(value) {
  return value === "deny" || value === "prompt" ? value : void 0;
}
function readDenial(value) {
  const denial = asObject(value);
  const toolUseId = asString(denial?.["tool_use_id"]);
  if (denial === void 0 || toolUseId === void 0) return void 0;
  return {
    toolUseId,
    toolName: asString(denial["tool_name"]) ?? "?",
    decision: readDenialDecision(denial["decision"]) ?? "deny",
    reasonType: asString(denial["decision_reason_type"]),
    reason: asString(denial["decision_reason"]),
    message: asString(denial["message"]),
    toolInput: denial["tool_input"],
    scopes: readScopes(denial["scopes"]),
    reasons: readStrings(denial["reasons"]),
    turn: asNumber(denial["turn"])
  };
}
function mergeDenials(fromEvent, fromResult) {
  if (fromEvent === void 0) return fromResult;
  if (fromResult === void 0) return fromEvent;
  return {
    toolUseId: fromResult.toolUseId,
    toolName: fromResult.toolName !== "?" ? fromResult.toolName : fromEvent.toolName,
    decision: fromResult.decision,
    reasonType: fromResult.reasonType ?? fromEvent.reasonType,
    reason: fromResult.reason ?? fromEvent.reason,
    message: fromResult.message ?? fromEvent.message,
    toolInput: fromResult.toolInput ?? fromEvent.toolInput,
    scopes: fromResult.scopes.length > 0 ? fromResult.scopes : fromEvent.scopes,
    reasons: fromResult.reasons.length > 0 ? fromResult.reasons : fromEvent.reasons,
    turn: fromResult.turn ?? fromEvent.turn
  };
}
function readResult(event) {
  const modelUsage = [];
  const byModel = asObject(event["modelUsage"]);
  if (byModel !== void 0) {
    for (const [model, usage] of Object.entries(byModel)) {
      modelUsage.push({ model, tokens: modelUsageTokens(usage), costUsd: asNumber(asObject(usage)?.["costUSD"]) });
    }
  }
  const denials = [];
  for (const item of asArray(event["permission_denials"])) {
    const denial = readDenial(item);
    if (denial !== void 0) denials.push(denial);
  }
  return {
    subtype: asString(event["subtype"]),
    isError: asBoolean(event["is_error"]),
    text: asString(event["result"]),
    errors: readStrings(event["errors"]),
    durationMs: asNumber(event["duration_ms"]),
    durationApiMs: asNumber(event["duration_api_ms"]),
    numTurns: asNumber(event["num_turns"]),
    stopReason: asString(event["stop_reason"]),
    terminalReason: asString(event["terminal_reason"]),
    totalCostUsd: asNumber(event["total_cost_usd"]),
    sessionCostUsd: asNumber(event["session_cost_usd"]),
    usage: asObject(event["usage"]) === void 0 ? void 0 : apiUsage(event["usage"]),
    modelUsage,
    denials,
    timestamp: asString(event["timestamp"])
  };
}
function resultTokens(result) {
  if (result.modelUsage.length > 0) {
    return result.modelUsage.reduce((sum, entry) => addUsage(sum, entry.tokens), emptyUsage());
  }
  return result.usage;
}
function readInit(event) {
  const policy = asObject(event["policy"]);
  const limits = asObject(event["limits"]);
  const layers = [];
  for (const item of asArray(policy?.["layers"])) {
    const layer = asObject(item);
    if (layer === void 0) continue;
    layers.push({ layer: asString(layer["layer"]) ?? "?", source: asString(layer["source"]) ?? "?" });
  }
  return {
    model: asString(event["model"]),
    cwd: asString(event["cwd"]),
    leashVersion: asString(event["leash_version"]),
    policyPath: asString(policy?.["path"]),
    policyLayers: layers,
    resumed: event["resumed"] === true,
    limits: {
      maxTurns: asNumber(limits?.["max_turns"]),
      maxBudgetUsd: asNumber(limits?.["max_budget_usd"]),
      timeoutMs: asNumber(limits?.["timeout_ms"])
    },
    tools: readStrings(event["tools"]),
    timestamp: asString(event["timestamp"])
  };
}
function readRetry(event) {
  const status = event["error_status"];
  return {
    attempt: asNumber(event["attempt"]),
    maxRetries: asNumber(event["max_retries"]),
    delayMs: asNumber(event["retry_delay_ms"]),
    status: status === null ? null : asNumber(status),
    error: asString(event["error"]),
    message: asString(event["error_message"])
  };
}
function newAgent(parentToolUseId) {
  return {
    view: { parentToolUseId, prompt: void 0, model: void 0, entries: [], result: void 0 },
    pendingRetries: [],
    turnCount: 0
  };
}
function flushRetries(agent) {
  if (agent.pendingRetries.length === 0) return;
  agent.view.entries.push({ kind: "retries", retries: agent.pendingRetries });
  agent.pendingRetries = [];
}
function buildSessionView(events) {
  const parts = [];
  const subagents = /* @__PURE__ */ new Map();
  const calls = /* @__PURE__ */ new Map();
  const deniedEvents = /* @__PURE__ */ new Map();
  const denialOrder = [];
  const callMeta = /* @__PURE__ */ new Map();
  let sessionId;
  let retries = 0;
  let anchorCount = 0;
  let current;
  const startPart = (init) => {
    if (current !== void 0) flushRetries(current.main);
    const part = {
      index: parts.length + 1,
      init,
      main: newAgent(null),
      result: void 0,
      responses: /* @__PURE__ */ new Map(),
      firstTimestamp: void 0,
      lastTimestamp: void 0
    };
    parts.push(part);
    current = part;
    return part;
  };
  const agentFor = (part, parent) => {
    if (parent === null) return part.main;
    let agent = subagents.get(parent);
    if (agent === void 0) {
      agent = newAgent(parent);
      subagents.set(parent, agent);
    }
    return agent;
  };
  const noteDenial = (id) => {
    if (!denialOrder.includes(id)) denialOrder.push(id);
  };
  for (const raw of events) {
    const event = asObject(raw);
    const type = asString(event?.["type"]);
    if (event === void 0 || type === void 0) continue;
    const subtype = asString(event["subtype"]);
    const parent = asString(event["parent_tool_use_id"]) ?? null;
    sessionId ??= asString(event["session_id"]);
    if (type === "system" && subtype === "init" && parent === null) {
      startPart(readInit(event));
    }
    const part = current ?? startPart(void 0);
    const time = Date.parse(asString(event["timestamp"]) ?? "");
    if (!Number.isNaN(time)) {
      part.firstTimestamp ??= time;
      part.lastTimestamp = time;
    }
    const agent = agentFor(part, parent);
    if (type === "system") {
      if (subtype === "init" && parent !== null) {
        agent.view.model ??= asString(event["model"]);
      } else if (subtype === "api_retry") {
        retries++;
        agent.pendingRetries.push(readRetry(event));
      } else if (subtype === "permission_denied") {
        const denial = readDenial(event);
        if (denial !== void 0) {
          deniedEvents.set(denial.toolUseId, denial);
          noteDenial(denial.toolUseId);
        }
      }
    } else if (type === "assistant") {
      addAssistant(
        part,
        agent,
        event,
        () => `turn-${++anchorCount}`,
        (call) => {
          if (!calls.has(call.id)) calls.set(call.id, call);
        }
      );
    } else if (type === "user") {
      addUser(agent, event, calls, callMeta);
    } else if (type === "result") {
      const result = readResult(event);
      flushRetries(agent);
      if (parent === null) part.result = result;
      else agent.view.result = result;
      for (const denial of result.denials) noteDenial(denial.toolUseId);
    }
  }
  if (current !== void 0) flushRetries(current.main);
  for (const agent of subagents.values()) flushRetries(agent);
  const resultDenials = /* @__PURE__ */ new Map();
  for (const part of parts) {
    for (const denial of part.result?.denials ?? []) resultDenials.set(denial.toolUseId, denial);
  }
  for (const agent of subagents.values()) {
    for (const denial of agent.view.result?.denials ?? []) {
      if (!resultDenials.has(denial.toolUseId)) resultDenials.set(denial.toolUseId, denial);
    }
  }
  let callIndex = 0;
  for (const call of calls.values()) {
    call.anchor = `call-${++callIndex}`;
    call.denial = mergeDenials(deniedEvents.get(call.id), resultDenials.get(call.id));
    const meta = callMeta.get(call.id);
    const metaDecision = meta?.["decision"];
    if (metaDecision === "allow" || metaDecision === "deny" || metaDecision === "prompt") {
      call.decision = metaDecision;
    } else if (call.denial !== void 0) {
      call.decision = call.denial.decision;
    } else if (call.result !== void 0) {
      call.decision = "allow";
    }
    if (meta !== void 0) {
      call.durationMs = asNumber(meta["duration_ms"]);
      call.partial = meta["partial"] === true;
      const exit = meta["exit_code"];
      call.exitCode = exit === null ? null : asNumber(exit);
    }
  }
  const denials = [];
  for (const id of denialOrder) {
    const denial = calls.get(id)?.denial ?? mergeDenials(deniedEvents.get(id), resultDenials.get(id));
    if (denial !== void 0) denials.push(denial);
  }
  const partViews = parts.map((part) => finishPart(part));
  let subagentTurns = 0;
  for (const agent of subagents.values()) {
    subagentTurns += agent.view.entries.filter((entry) => entry.kind === "turn").length;
  }
  const totals = {
    costUsd: 0,
    turns: 0,
    subagentTurns,
    tokens: emptyUsage(),
    durationMs: void 0,
    durationApiMs: void 0,
    denied: denials.filter((denial) => denial.decision === "deny").length,
    needsApproval: denials.filter((denial) => denial.decision === "prompt").length,
    retries,
    complete: partViews.length > 0 && partViews.every((part) => part.result !== void 0)
  };
  for (const part of partViews) {
    totals.costUsd += part.totals.costUsd;
    totals.turns += part.totals.turns;
    totals.tokens = addUsage(totals.tokens, part.totals.tokens);
    if (part.totals.durationMs !== void 0) totals.durationMs = (totals.durationMs ?? 0) + part.totals.durationMs;
    if (part.totals.durationApiMs !== void 0) {
      totals.durationApiMs = (totals.durationApiMs ?? 0) + part.totals.durationApiMs;
    }
  }
  const subagentViews = /* @__PURE__ */ new Map();
  for (const [id, agent] of subagents) subagentViews.set(id, agent.view);
  return { sessionId, parts: partViews, subagents: subagentViews, calls, denials, totals };
}
function finishPart(part) {
  let eventCost = 0;
  let eventUsage = emptyUsage();
  for (const response of part.responses.values()) {
    eventCost += response.costUsd;
    eventUsage = addUsage(eventUsage, response.usage);
  }
  const mainTurns = part.main.view.entries.filter((entry) => entry.kind === "turn").length;
  const result = part.result;
  const span = part.firstTimestamp !== void 0 && part.lastTimestamp !== void 0 ? part.lastTimestamp - part.firstTimestamp : void 0;
  const totals = result === void 0 ? { costUsd: eventCost, turns: mainTurns, tokens: eventUsage, durationMs: span, durationApiMs: void 0 } : {
    costUsd: result.totalCostUsd ?? eventCost,
    turns: result.numTurns ?? mainTurns,
    tokens: resultTokens(result) ?? eventUsage,
    durationMs: result.durationMs ?? span,
    durationApiMs: result.durationApiMs
  };
  return { index: part.index, init: part.init, main: part.main.view, result, totals };
}
function addAssistant(part, agent, event, nextAnchor, registerCall) {
  const message = asObject(event["message"]);
  const messageId = asString(message?.["id"]);
  const usage = apiUsage(message?.["usage"]);
  const costUsd = asNumber(event["cost_usd"]);
  const last = agent.view.entries.at(-1);
  let turn;
  if (last?.kind === "turn" && messageId !== void 0 && last.turn.messageId === messageId) {
    turn = last.turn;
    turn.usage = usage;
    turn.costUsd = costUsd ?? turn.costUsd;
    turn.stopReason = asString(message?.["stop_reason"]) ?? turn.stopReason;
  } else {
    agent.turnCount++;
    turn = {
      anchor: nextAnchor(),
      number: asNumber(event["turn"]) ?? agent.turnCount,
      messageId,
      model: asString(message?.["model"]),
      stopReason: asString(message?.["stop_reason"]),
      usage,
      costUsd,
      timestamp: asString(event["timestamp"]),
      items: [],
      retries: agent.pendingRetries
    };
    agent.pendingRetries = [];
    agent.view.entries.push({ kind: "turn", turn });
  }
  part.responses.set(messageId ?? asString(event["uuid"]) ?? `#${part.responses.size}`, {
    costUsd: costUsd ?? 0,
    usage
  });
  for (const item of asArray(message?.["content"])) {
    const block = asObject(item);
    const blockType = asString(block?.["type"]);
    if (block === void 0) continue;
    if (blockType === "text") {
      turn.items.push({ kind: "text", text: asString(block["text"]) ?? "" });
    } else if (blockType === "thinking") {
      turn.items.push({ kind: "thinking", text: asString(block["thinking"]) ?? "" });
    } else if (blockType === "tool_use") {
      const id = asString(block["id"]);
      if (id === void 0) continue;
      if (turn.items.some((existing) => existing.kind === "tool" && existing.call.id === id)) continue;
      const call = {
        id,
        name: asString(block["name"]) ?? "?",
        input: block["input"],
        anchor: "",
        result: void 0,
        decision: void 0,
        durationMs: void 0,
        partial: false,
        exitCode: void 0,
        denial: void 0
      };
      turn.items.push({ kind: "tool", call });
      registerCall(call);
    }
  }
}
function addUser(agent, event, calls, callMeta) {
  const message = asObject(event["message"]);
  const content = message?.["content"];
  const texts = [];
  if (typeof content === "string") {
    texts.push(content);
  } else {
    for (const item of asArray(content)) {
      const block = asObject(item);
      const blockType = asString(block?.["type"]);
      if (block === void 0) continue;
      if (blockType === "tool_result") {
        const call = calls.get(asString(block["tool_use_id"]) ?? "");
        if (call !== void 0) {
          call.result = { text: contentText(block["content"]), isError: block["is_error"] === true };
        }
      } else if (blockType === "text") {
        texts.push(asString(block["text"]) ?? "");
      }
    }
  }
  for (const item of asArray(event["tool_results"])) {
    const meta = asObject(item);
    const id = asString(meta?.["tool_use_id"]);
    if (meta !== void 0 && id !== void 0) callMeta.set(id, meta);
  }
  if (texts.length === 0) return;
  const text = texts.join("\n");
  const synthetic = event["synthetic"] === true || event["isSynthetic"] === true;
  const hasTurns = agent.view.entries.some((entry) => entry.kind === "turn");
  if (!synthetic && agent.view.prompt === void 0 && !hasTurns) {
    agent.view.prompt = text;
  } else {
    flushRetries(agent);
    agent.view.entries.push({ kind: "note", text, synthetic, timestamp: asString(event["timestamp"]) });
  }
}
function subagentCostUsd(view, toolUseId, seen = /* @__PURE__ */ new Set()) {
  const agent = view.subagents.get(toolUseId);
  if (agent === void 0 || seen.has(toolUseId)) return 0;
  seen.add(toolUseId);
  let total2 = 0;
  for (const entry of agent.entries) {
    if (entry.kind !== "turn") continue;
    total2 += entry.turn.costUsd ?? 0;
    for (const item of entry.turn.items) {
      if (item.kind === "tool") total2 += subagentCostUsd(view, item.call.id, seen);
    }
  }
  return total2;
}
function turnSubagentCostUsd(view, turn) {
  let total2 = 0;
  for (const item of turn.items) {
    if (item.kind === "tool") total2 += subagentCostUsd(view, item.call.id);
  }
  return total2;
}

// src/report/tool-input.ts
function normalToolName(name) {
  return name.toLowerCase();
}
function toolTarget(toolName, input) {
  const fields = asObject(input) ?? {};
  const pick = (...keys) => {
    for (const key of keys) {
      const value = asString(fields[key]);
      if (value !== void 0) return value;
    }
    return void 0;
  };
  const name = normalToolName(toolName);
  const command = name === "bash" ? pick("command") : void 0;
  if (command !== void 0) return { kind: "command", text: command };
  if (name === "glob" || name === "grep") {
    const pattern = pick("pattern");
    if (pattern !== void 0) return { kind: "pattern", text: pattern };
  }
  if (name === "task") {
    const prompt = pick("prompt", "description");
    if (prompt !== void 0) return { kind: "prompt", text: prompt };
  }
  if (name === "tool_search") {
    const query = pick("query");
    if (query !== void 0) return { kind: "query", text: query };
  }
  const path = pick("path", "file_path", "notebook_path");
  if (path !== void 0) return { kind: "path", text: path };
  return { kind: "input", text: compactJson(input) };
}
function compactJson(value) {
  if (value === void 0) return "";
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return String(value);
  }
}
function prettyJson(value) {
  if (value === void 0) return "";
  try {
    return JSON.stringify(value, null, 2) ?? "";
  } catch {
    return String(value);
  }
}

// src/report/html-timeline.ts
function renderAgentEntries(agent, ctx) {
  const out = [];
  for (const entry of agent.entries) {
    if (entry.kind === "turn") {
      out.push(renderTurn(entry.turn, ctx));
    } else if (entry.kind === "note") {
      const label = entry.synthetic ? "Leash" : "User";
      out.push(`<div class="note"><span class="note-label">${label}</span>${escapeHtml(entry.text)}</div>`);
    } else {
      out.push(`<div class="retries-orphan">${entry.retries.map(renderRetry).join("")}</div>`);
    }
  }
  return out.join("\n");
}
function renderTurn(turn, ctx) {
  const subUsd = turnSubagentCostUsd(ctx.view, turn);
  const mainUsd = turn.costUsd ?? 0;
  const meta = [
    turn.model,
    turn.stopReason,
    `in ${formatCompactCount(turn.usage.input)}`,
    `out ${formatCompactCount(turn.usage.output)}`,
    `cache read ${formatCompactCount(turn.usage.cacheRead)}`,
    `cache write ${formatCompactCount(turn.usage.cacheWrite)}`
  ].filter((part) => part !== void 0 && part !== "");
  const share = (usd) => ctx.maxTurnCostUsd > 0 ? `${Math.round(usd / ctx.maxTurnCostUsd * 1e3) / 10}%` : "0%";
  const costText = turn.costUsd === void 0 ? '<span class="muted">cost not recorded</span>' : escapeHtml(formatUsd(mainUsd));
  const subText = subUsd > 0 ? ` <span class="muted">+ ${escapeHtml(formatUsd(subUsd))} subagent</span>` : "";
  const body = [];
  for (const item of turn.items) {
    if (item.kind === "text") {
      if (item.text.trim() !== "") body.push(`<div class="assistant-text">${escapeHtml(item.text)}</div>`);
    } else if (item.kind === "thinking") {
      if (item.text.trim() !== "") {
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
    `<span class="turn-meta">${escapeHtml(meta.join(" \xB7 "))}</span>`,
    `<span class="turn-cost" title="cost of this response">`,
    `<span class="cost-bar"><span style="width:${share(mainUsd)}"></span><span class="sub" style="width:${share(subUsd)}"></span></span>`,
    `<span class="turn-cost-value">${costText}</span>${subText}</span></header>`,
    turn.retries.map(renderRetry).join(""),
    `<div class="turn-body">${body.join("\n")}</div>`,
    "</section>"
  ].join("");
}
function renderRetry(retry) {
  const attempt = retry.attempt === void 0 ? "API call retried" : `API call retried: attempt ${retry.attempt}${retry.maxRetries === void 0 ? "" : ` of ${retry.maxRetries}`}`;
  const what = [retry.error, retry.status === null ? "no response" : retry.status === void 0 ? void 0 : `HTTP ${retry.status}`].filter(
    (part) => part !== void 0
  );
  const wait = retry.delayMs === void 0 ? "" : `, next try after ${formatDuration(retry.delayMs)}`;
  const message = retry.message === void 0 ? "" : ` \u2014 ${retry.message}`;
  return `<div class="retry">\u21BB ${escapeHtml(`${attempt}${what.length > 0 ? ` (${what.join(", ")})` : ""}${wait}${message}`)}</div>`;
}
function renderCall(call, ctx) {
  const label = decisionLabel(call.decision, call.denial);
  const meta = [];
  if (call.decision === "allow" || call.decision === void 0) {
    if (call.exitCode !== void 0 && call.exitCode !== null) meta.push(`exit ${call.exitCode}`);
    if (call.durationMs !== void 0) meta.push(formatDuration(call.durationMs));
  }
  if (call.partial) meta.push("partial: cut short");
  const body = [renderCallInput(call, ctx)];
  if (call.denial !== void 0 && (call.decision === "deny" || call.decision === "prompt")) {
    body.push(renderDenial(call.denial, label));
  } else if (call.decision === "deny" || call.decision === "prompt") {
    body.push(
      `<div class="denial ${call.decision}"><div class="denial-head">${escapeHtml(label.text)}</div><div class="denial-reason">The transcript has no details of this decision; the tool result below says what the model was told.</div></div>`
    );
  }
  const refused = call.decision === "deny" || call.decision === "prompt";
  body.push(renderOutput(call.result, ctx, refused ? "Returned to the model" : void 0));
  const subagent = renderSubagent(call, ctx);
  if (subagent !== "") body.push(subagent);
  return [
    `<div class="call ${label.className}" id="${escapeHtml(call.anchor)}" data-tool-use-id="${escapeHtml(call.id)}">`,
    `<div class="call-head"><span class="tool-name">${escapeHtml(call.name)}</span>`,
    `<span class="decision ${label.className}">${escapeHtml(label.text)}</span>`,
    meta.length > 0 ? `<span class="call-meta">${escapeHtml(meta.join(" \xB7 "))}</span>` : "",
    "</div>",
    `<div class="call-body">${body.join("\n")}</div>`,
    "</div>"
  ].join("");
}
function field(label, html) {
  return `<div><div class="field-label">${escapeHtml(label)}</div>${html}</div>`;
}
function renderLongText(label, text, ctx, className = "block") {
  const lines = countLines(text);
  if (lines <= ctx.collapseLines && text.length <= ctx.collapseChars) {
    return field(label, `<pre class="${className}">${escapeTerminalText(text)}</pre>`);
  }
  return `<details class="long-input"><summary>${escapeHtml(label)} \xB7 ${escapeHtml(sizeText(text))}</summary><pre class="${className}">${escapeTerminalText(text)}</pre></details>`;
}
function renderCallInput(call, ctx) {
  const input = asObject(call.input) ?? {};
  const name = normalToolName(call.name);
  const str2 = (...keys) => {
    for (const key of keys) {
      const value = asString(input[key]);
      if (value !== void 0) return value;
    }
    return void 0;
  };
  const pathHtml = (path2) => `<div class="path">${escapeHtml(path2)}</div>`;
  if (name === "bash" && str2("command") !== void 0) {
    const timeout = asNumber(input["timeout_ms"]);
    return `<div class="cmd"><pre><span class="prompt-sign">$ </span>${escapeTerminalText(str2("command") ?? "")}</pre></div>` + (timeout === void 0 ? "" : `<div class="call-note">timeout ${escapeHtml(formatDuration(timeout))}</div>`);
  }
  const path = str2("path", "file_path");
  if ((name === "read" || name === "index") && path !== void 0) {
    const offset = asNumber(input["offset"]);
    const limit = asNumber(input["limit"]);
    const range = offset === void 0 && limit === void 0 ? "" : ` <span class="muted">(${escapeHtml(
      [offset === void 0 ? void 0 : `from line ${offset}`, limit === void 0 ? void 0 : `${limit} lines`].filter((part) => part !== void 0).join(", ")
    )})</span>`;
    return `<div class="path">${escapeHtml(path)}${range}</div>`;
  }
  if (name === "write" && path !== void 0) {
    return pathHtml(path) + renderLongText("Content", str2("content") ?? "", ctx);
  }
  if (name === "edit" && path !== void 0) {
    const replaceAll = asBoolean(input["replace_all"]) === true ? ' <span class="muted">(replace all)</span>' : "";
    return `<div class="path">${escapeHtml(path)}${replaceAll}</div>` + renderLongText("Replace", str2("old_string") ?? "", ctx, "diff-old") + renderLongText("With", str2("new_string") ?? "", ctx, "diff-new");
  }
  if (name === "glob" || name === "grep") {
    const extra = [str2("path") === void 0 ? void 0 : `in ${str2("path")}`, str2("glob") === void 0 ? void 0 : `files ${str2("glob")}`].filter((part) => part !== void 0).join(", ");
    return `<div class="path">${escapeHtml(str2("pattern") ?? "")}${extra === "" ? "" : ` <span class="muted">${escapeHtml(extra)}</span>`}</div>`;
  }
  if (name === "task" && str2("prompt") !== void 0) {
    const kind = [str2("type"), str2("tier")].filter((part) => part !== void 0).join(" \xB7 ");
    return (kind === "" ? "" : `<div class="call-note">${escapeHtml(kind)}</div>`) + renderLongText("Prompt", str2("prompt") ?? "", ctx);
  }
  const target = toolTarget(call.name, call.input);
  if (target.kind !== "input") return `<div class="path">${escapeHtml(target.text)}</div>`;
  return renderLongText("Input", prettyJson(call.input), ctx);
}
function renderDenial(denial, label) {
  const rule = decidingRule(denial)?.rule ?? null;
  let head = escapeHtml(label.text);
  if (rule !== null) {
    const where = [
      rule.effect === void 0 || rule.effect === "deny" ? void 0 : `${escapeHtml(rule.effect)} rule`,
      rule.layer === void 0 ? void 0 : `layer ${escapeHtml(rule.layer)}`,
      rule.source === void 0 ? void 0 : `<code>${escapeHtml(rule.source)}</code>`
    ].filter((part) => part !== void 0);
    head += ` <code>${escapeHtml(rule.pattern ?? "")}</code>${where.length > 0 ? ` \u2014 ${where.join(", ")}` : ""}`;
  }
  if (denial.reasonType !== void 0 && denial.reasonType !== "rule") {
    head += ` <span class="muted">(${escapeHtml(reasonTypeText(denial.reasonType))})</span>`;
  }
  const parts = [`<div class="denial ${denial.decision}"><div class="denial-head">${head}</div>`];
  if (denial.reason !== void 0) parts.push(`<div class="denial-reason">${escapeHtml(denial.reason)}</div>`);
  if (denial.scopes.length > 0) {
    const deciding = new Set(decidingScopes(denial));
    const withRules = denial.scopes.some((scope) => scope.rule !== null);
    parts.push(
      '<table class="scopes stack"><thead><tr><th>Kind</th><th>Scope</th><th>Decision</th>' + (withRules ? "<th>Rule</th><th>Layer</th><th>Source</th>" : "") + "</tr></thead><tbody>"
    );
    for (const scope of denial.scopes) {
      let ruleCells = "";
      if (withRules) {
        ruleCells = scope.rule === null ? '<td class="muted" data-label="Rule">no rule</td><td data-label="Layer"></td><td data-label="Source"></td>' : `<td data-label="Rule"><code>${escapeHtml(scope.rule.pattern ?? "")}</code>${scope.rule.effect === void 0 ? "" : ` <span class="muted">${escapeHtml(scope.rule.effect)}</span>`}</td><td data-label="Layer">${escapeHtml(scope.rule.layer ?? "")}</td><td class="mono" data-label="Source">${escapeHtml(scope.rule.source ?? "")}</td>`;
      }
      parts.push(
        `<tr${deciding.has(scope) && deciding.size < denial.scopes.length ? ' class="decides"' : ""}><td data-label="Kind">${escapeHtml(scope.kind)}</td><td class="mono" data-label="Scope">${escapeHtml(scope.text)}</td><td data-label="Decision">${escapeHtml(decisionWord(scope.decision))}</td>${ruleCells}</tr>`
      );
    }
    parts.push("</tbody></table>");
  }
  if (denial.reasons.length > 0) {
    parts.push(`<ul>${denial.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join("")}</ul>`);
  }
  parts.push("</div>");
  return parts.join("");
}
function decisionWord(decision) {
  if (decision === "allow") return "allowed";
  if (decision === "deny") return "denied";
  if (decision === "prompt") return "needs approval";
  return decision ?? "";
}
function renderOutput(result, ctx, labelOverride) {
  if (result === void 0) {
    return '<div class="no-result">No result recorded: the session ended before this call finished.</div>';
  }
  const label = labelOverride ?? (result.isError ? "Error" : "Output");
  const className = result.isError ? "output error" : "output";
  if (result.text === "") return `<div class="${className}"><div class="field-label">${label}</div><div class="muted">(empty)</div></div>`;
  const lines = countLines(result.text);
  if (lines <= ctx.collapseLines && result.text.length <= ctx.collapseChars) {
    return `<div class="${className}"><div class="field-label">${label}</div><pre>${escapeTerminalText(result.text)}</pre></div>`;
  }
  const preview = result.text.replace(/^\s*\n/, "").split("\n").slice(0, 3).join("\n");
  return `<details class="${className}"><summary>${label} \xB7 ${escapeHtml(sizeText(result.text))}<span class="preview">${escapeTerminalText(preview)}</span></summary><pre>${escapeTerminalText(result.text)}</pre></details>`;
}
function renderSubagent(call, ctx) {
  const agent = ctx.view.subagents.get(call.id);
  if (agent === void 0 || ctx.drawing.has(call.id)) return "";
  ctx.drawing.add(call.id);
  const turns = agent.entries.filter((entry) => entry.kind === "turn").length;
  const cost = subagentCostUsd(ctx.view, call.id);
  const taskPrompt = asString(asObject(call.input)?.["prompt"]);
  const summary = ["Subagent", agent.model, plural(turns, "turn"), formatUsd(cost)].filter((part) => part !== void 0).join(" \xB7 ");
  const parts = [`<details class="subagent" open data-parent="${escapeHtml(call.id)}"><summary>${escapeHtml(summary)}</summary>`];
  if (agent.prompt !== void 0 && agent.prompt !== taskPrompt) {
    parts.push(`<div class="note"><span class="note-label">Prompt</span>${escapeHtml(agent.prompt)}</div>`);
  }
  parts.push(renderAgentEntries(agent, ctx));
  parts.push("</details>");
  ctx.drawing.delete(call.id);
  return parts.join("");
}
function countLines(text) {
  let lines = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}
function sizeText(text) {
  const bytes = Buffer.byteLength(text, "utf8");
  const size = bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024 * 10) / 10} kB`;
  return `${plural(countLines(text), "line")}, ${size}`;
}

// src/report/sandbox-section.ts
var str = (value) => typeof value === "string" ? value : void 0;
function denialView(raw) {
  const rule = raw.rule ?? {};
  const pattern = str(rule.pattern);
  const effect = str(rule.effect) ?? "default";
  const kind = str(raw.kind) ?? "write";
  const ruleText = pattern ? `${effect === "floor" ? "floor" : "deny"} ${pattern}` : kind === "network" ? "default: no network" : "default: not a writable place";
  return { kind, target: str(raw.target) ?? "", tool: str(raw.tool_name) ?? "", rule: ruleText, source: str(rule.source) ?? "" };
}
function statusView(raw) {
  if (typeof raw !== "object" || raw === null) return null;
  const s = raw;
  const preflight = s.preflight ?? null;
  return {
    mode: str(s.mode) ?? "auto",
    active: s.active === true,
    ...str(s.reason) ? { reason: str(s.reason) } : {},
    ...typeof s.startup_ms === "number" ? { startupMs: s.startup_ms } : {},
    ...preflight && str(preflight.line) ? { preflight: str(preflight.line) } : {}
  };
}
function sandboxViewOfEnvelopes(envelopes) {
  const present = envelopes.filter((e) => e !== null);
  const status = present.map((e) => statusView(e.sandbox)).find((s) => s !== null) ?? null;
  const denials = present.flatMap((e) => Array.isArray(e.sandbox_denials) ? e.sandbox_denials.map(denialView) : []);
  return { status, denials };
}
function sandboxViewOfEvents(events) {
  const init = events.find((e) => e.type === "system" && e.subtype === "init");
  const denials = events.filter((e) => e.type === "system" && e.subtype === "sandbox_denied").flatMap((e) => Array.isArray(e.denials) ? e.denials.map(denialView) : []);
  return { status: statusView(init?.sandbox), denials };
}
function statusLine(view) {
  const s = view.status;
  if (!s) return null;
  if (s.active) return `on (${s.mode}${s.startupMs === void 0 ? "" : `, started in ${s.startupMs} ms`})`;
  return `off \u2014 ${s.reason ?? `sandbox: ${s.mode}`}`;
}
function renderSandboxMarkdown(view, maxRows = 50) {
  const line = statusLine(view);
  if (line === null && view.denials.length === 0) return "";
  const out = ["#### Sandbox", ""];
  if (line !== null) out.push(`Commands ran with the OS sandbox ${escapeMarkdownText(line)}.`, "");
  if (view.status?.preflight) out.push(escapeMarkdownText(view.status.preflight), "");
  if (view.denials.length === 0) {
    if (view.status?.active) out.push("The sandbox refused nothing.", "");
    return out.join("\n");
  }
  out.push(`**Refused by the sandbox (${view.denials.length})**`, "", "| Kind | Target | Tool | Rule | Source |", "| --- | --- | --- | --- | --- |");
  for (const d of view.denials.slice(0, maxRows)) {
    out.push(
      `| ${d.kind} | ${markdownCode(d.target, "table")} | ${escapeMarkdownText(d.tool)} | ${escapeMarkdownText(d.rule)} | ${escapeMarkdownText(d.source)} |`
    );
  }
  if (view.denials.length > maxRows) out.push("", `\u2026and ${view.denials.length - maxRows} more in the envelopes.`);
  out.push("");
  return out.join("\n");
}
function renderSandboxHtml(view) {
  const line = statusLine(view);
  if (line === null && view.denials.length === 0) return "";
  const rows = view.denials.map(
    (d) => `<tr><td class="mono nowrap">${escapeHtml(d.kind)}</td><td class="mono">${escapeHtml(d.target)}</td><td class="mono nowrap">${escapeHtml(d.tool)}</td><td>${escapeHtml(d.rule)}</td><td><code>${escapeHtml(d.source)}</code></td></tr>`
  ).join("");
  const table = view.denials.length === 0 ? '<div class="muted">The sandbox refused nothing.</div>' : `<table><thead><tr><th>Kind</th><th>Target</th><th>Tool</th><th>Rule</th><th>Source</th></tr></thead><tbody>${rows}</tbody></table>`;
  return `<section class="card denials sandbox"><h2>Sandbox${view.denials.length === 0 ? "" : ` refusals (${view.denials.length})`}</h2>${line === null ? "" : `<div>Commands ran with the OS sandbox ${escapeHtml(line)}.</div>`}${table}</section>`;
}

// src/report/session-report.ts
function renderSessionReport(events, options = {}) {
  const view = buildSessionView(events);
  const mainTurns = view.parts.map((part) => ({ part, turns: agentTurns(part.main) }));
  const turnCosts = mainTurns.flatMap(({ turns }) => turns.map((turn) => (turn.costUsd ?? 0) + turnSubagentCostUsd(view, turn)));
  const subagentTurnCosts = [...view.subagents.values()].flatMap(
    (agent) => agentTurns(agent).map((turn) => (turn.costUsd ?? 0) + turnSubagentCostUsd(view, turn))
  );
  const ctx = {
    view,
    maxTurnCostUsd: Math.max(0, ...turnCosts, ...subagentTurnCosts),
    collapseLines: options.collapseLines ?? 20,
    collapseChars: options.collapseChars ?? 2400,
    drawing: /* @__PURE__ */ new Set()
  };
  const firstInit = view.parts.find((part) => part.init !== void 0)?.init;
  const prompt = view.parts.find((part) => part.main.prompt !== void 0)?.main.prompt;
  const title = options.title ?? "Session report";
  const body = [
    renderHead(title, view, firstInit),
    '<div class="overview">',
    renderTask(prompt, view),
    renderConclusion(view, events.length),
    "</div>",
    renderTotals(view, firstInit),
    renderChart(view, mainTurns),
    renderDenials(view),
    renderSandboxHtml(sandboxViewOfEvents(events.filter((e) => typeof e === "object" && e !== null))),
    renderTranscript(view, ctx),
    `<footer>Leash session report${firstInit?.leashVersion === void 0 ? "" : ` \xB7 written by Leash ${escapeHtml(firstInit.leashVersion)}`} \xB7 ${escapeHtml(plural(events.length, "event"))}${options.generatedAt === void 0 ? "" : ` \xB7 generated ${escapeHtml(options.generatedAt)}`}</footer>`
  ].join("\n");
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy())}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}${view.sessionId === void 0 ? "" : ` \xB7 ${escapeHtml(view.sessionId)}`}</title>`,
    '<link rel="icon" href="data:,">',
    `<style>${REPORT_CSS}</style>`,
    "</head>",
    "<body>",
    "<main>",
    body,
    "</main>",
    `<script>${REPORT_SCRIPT}</script>`,
    "</body>",
    "</html>",
    ""
  ].join("\n");
}
function contentSecurityPolicy() {
  const scriptHash = createHash("sha256").update(REPORT_SCRIPT, "utf8").digest("base64");
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `script-src 'sha256-${scriptHash}'`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
function agentTurns(agent) {
  return agent.entries.flatMap((entry) => entry.kind === "turn" ? [entry.turn] : []);
}
function renderHead(title, view, init) {
  const sub = [init?.timestamp === void 0 ? void 0 : `Started ${init.timestamp}`, init?.model].filter((part) => part !== void 0).join(" \xB7 ");
  return `<header class="page-head"><div><div class="brand">Leash \xB7 session report</div><h1>${escapeHtml(title)}</h1>` + (sub === "" ? "" : `<div class="muted">${escapeHtml(sub)}</div>`) + "</div>" + (view.sessionId === void 0 ? "" : `<div class="session-id">Session <code>${escapeHtml(view.sessionId)}</code></div>`) + "</header>";
}
function renderTask(prompt, view) {
  return '<section class="card task"><div class="card-label">Task</div>' + (prompt === void 0 ? '<div class="muted">The transcript holds no prompt.</div>' : `<div class="task-prompt">${escapeHtml(prompt)}</div>`) + renderFacts(view) + "</section>";
}
function resultStatus(result) {
  if (result === void 0) return { className: "open", text: "Ended without a result" };
  const subtype = result.subtype ?? "unknown";
  if (subtype === "success" && result.isError !== true) return { className: "ok", text: "\u2713 success" };
  if (subtype === "success") return { className: "error", text: "\u2717 success, but is_error" };
  return { className: "error", text: `\u2717 ${subtype}` };
}
function renderConclusion(view, eventCount) {
  const last = view.parts.at(-1);
  const result = last?.result;
  const status = resultStatus(result);
  const out = [`<section class="card conclusion ${status.className}"><div class="card-label">Conclusion</div>`];
  out.push(`<span class="status ${status.className}">${escapeHtml(status.text)}</span>`);
  if (result === void 0) {
    out.push(
      `<div class="conclusion-text">${eventCount === 0 ? "The session file holds no events." : "The session ended without a result: the file stops before the envelope (the run was killed, crashed, or is still running). Totals are counted from the events that were written."}</div>`
    );
  } else {
    if (result.text !== void 0 && result.text !== "") {
      out.push(`<div class="conclusion-text">${escapeHtml(result.text)}</div>`);
    }
    if (result.errors.length > 0) {
      out.push(`<ul>${result.errors.map((error) => `<li>${escapeHtml(error)}</li>`).join("")}</ul>`);
    }
    const meta = [
      `is_error ${result.isError === void 0 ? "?" : String(result.isError)}`,
      result.terminalReason === void 0 ? void 0 : `terminal_reason ${result.terminalReason}`,
      result.stopReason === void 0 ? void 0 : `stop_reason ${result.stopReason}`,
      view.parts.length > 1 ? `invocation ${view.parts.length} of ${view.parts.length}` : void 0
    ].filter((part) => part !== void 0);
    out.push(`<div class="conclusion-meta">${escapeHtml(meta.join(" \xB7 "))}</div>`);
  }
  out.push("</section>");
  return out.join("");
}
function total(label, value, detail, alert = false) {
  return `<div class="total"><div class="total-label">${escapeHtml(label)}</div><div class="total-value${alert ? " alert" : ""}">${escapeHtml(value)}</div><div class="total-detail">${detail}</div></div>`;
}
function renderTotals(view, init) {
  const totals = view.totals;
  const subagentUsd = view.parts.flatMap((part) => agentTurns(part.main)).reduce((sum, turn) => sum + turnSubagentCostUsd(view, turn), 0);
  const costDetail = [
    subagentUsd > 0 ? `subagents ${formatUsd(subagentUsd)}` : void 0,
    init?.limits.maxBudgetUsd === void 0 ? void 0 : `cap ${formatUsd(init.limits.maxBudgetUsd)}`
  ].filter((part) => part !== void 0);
  const turnDetail = [
    totals.subagentTurns > 0 ? `+ ${plural(totals.subagentTurns, "subagent turn")}` : void 0,
    init?.limits.maxTurns === void 0 ? void 0 : `limit ${init.limits.maxTurns}`
  ].filter((part) => part !== void 0);
  const tokens = totals.tokens;
  const tokenDetail = `input ${escapeHtml(formatCompactCount(tokens.input))} \xB7 output ${escapeHtml(formatCompactCount(tokens.output))}<br>cache read ${escapeHtml(formatCompactCount(tokens.cacheRead))} \xB7 cache write ${escapeHtml(formatCompactCount(tokens.cacheWrite))}`;
  const refused = totals.denied + totals.needsApproval;
  const cards = [
    total("Cost", formatUsd(totals.costUsd), escapeHtml(costDetail.join(" \xB7 ") || "all model calls")),
    total("Turns", formatCount(totals.turns), escapeHtml(turnDetail.join(" \xB7 ") || "main loop")),
    total("Tokens", formatCompactCount(totalTokens(tokens)), tokenDetail),
    total(
      "Duration",
      totals.durationMs === void 0 ? "\u2014" : formatDuration(totals.durationMs),
      escapeHtml(totals.durationApiMs === void 0 ? "wall clock" : `model calls ${formatDuration(totals.durationApiMs)}`)
    ),
    total(
      "Denials",
      formatCount(refused),
      escapeHtml(`${formatCount(totals.denied)} denied \xB7 ${formatCount(totals.needsApproval)} ${totals.needsApproval === 1 ? "needs" : "need"} approval`),
      refused > 0
    ),
    total("Retries", formatCount(totals.retries), "failed model calls retried")
  ];
  const incomplete = totals.complete ? "" : '<div class="incomplete">Some of this session has no result envelope: the totals are counted from the events written, and may be short.</div>';
  return `<section class="totals" aria-label="Totals">${cards.join("")}</section>${incomplete}`;
}
function renderChart(view, mainTurns) {
  const bars = [];
  let anySub = false;
  for (const { part, turns } of mainTurns) {
    turns.forEach((turn, index) => {
      const subUsd = turnSubagentCostUsd(view, turn);
      if (subUsd > 0) anySub = true;
      const prefix = view.parts.length > 1 ? `Invocation ${part.index}, turn ${turn.number}` : `Turn ${turn.number}`;
      bars.push({
        label: String(turn.number),
        title: `${prefix}: ${turn.costUsd === void 0 ? "cost not recorded" : formatUsd(turn.costUsd)}${subUsd > 0 ? ` + ${formatUsd(subUsd)} subagent` : ""}`,
        anchor: turn.anchor,
        mainUsd: turn.costUsd ?? 0,
        subUsd,
        startsPart: index === 0
      });
    });
  }
  if (bars.length === 0) {
    return '<section class="card chart"><h2>Cost per turn</h2><div class="muted">No model responses were recorded.</div></section>';
  }
  const legend = anySub ? '<div class="legend"><span>main loop</span><span class="legend-sub">subagents started by the turn</span></div>' : "";
  return `<section class="card chart"><h2>Cost per turn</h2>${renderCostChart(bars, DESKTOP_CHART)}${renderCostChart(bars, PHONE_CHART)}${legend}</section>`;
}
function callPlaces(view) {
  const places = /* @__PURE__ */ new Map();
  const visit = (agent, label) => {
    for (const turn of agentTurns(agent)) {
      for (const item of turn.items) {
        if (item.kind !== "tool") continue;
        places.set(item.call.id, { anchor: item.call.anchor, where: label(turn) });
      }
    }
  };
  for (const part of view.parts) {
    visit(part.main, (turn) => view.parts.length > 1 ? `${turn.number} (inv. ${part.index})` : String(turn.number));
  }
  for (const agent of view.subagents.values()) {
    visit(agent, (turn) => `subagent ${turn.number}`);
  }
  return places;
}
function renderDenials(view) {
  if (view.denials.length === 0) return "";
  const places = callPlaces(view);
  const rows = view.denials.map((denial) => {
    const call = view.calls.get(denial.toolUseId);
    const label = decisionLabel(call?.decision ?? denial.decision, denial);
    const target = toolTarget(denial.toolName, call?.input ?? denial.toolInput);
    const scope = decidingRule(denial);
    const place = places.get(denial.toolUseId);
    const ruleCell = scope?.rule !== null && scope?.rule !== void 0 ? `<code>${escapeHtml(scope.rule.pattern ?? "")}</code>${scope.rule.layer === void 0 ? "" : ` <span class="muted">${escapeHtml(scope.rule.layer)}</span>`}` : `<span class="muted">${escapeHtml(denial.reasonType === void 0 ? "no rule" : reasonTypeText(denial.reasonType))}</span>`;
    const sourceCell = scope?.rule?.source === void 0 ? "" : `<code>${escapeHtml(scope.rule.source)}</code>`;
    const turnCell = place === void 0 ? "\u2014" : `<a href="#${escapeHtml(place.anchor)}">${escapeHtml(place.where)}</a>`;
    return `<tr class="denial-row ${label.className}"><td class="nowrap" data-label="Turn">${turnCell}</td><td class="mono nowrap" data-label="Tool">${escapeHtml(denial.toolName)}</td><td class="mono" data-label="Command / path">${escapeHtml(target.text)}</td><td data-label="Decision"><span class="decision ${label.className}">${escapeHtml(label.text)}</span></td><td data-label="Rule">${ruleCell}</td><td data-label="Source">${sourceCell}</td></tr>`;
  });
  return `<section class="card denials"><h2>Refused calls (${view.denials.length})</h2><table class="stack"><colgroup><col class="col-turn"><col class="col-tool"><col><col class="col-decision"><col class="col-rule"><col class="col-source"></colgroup><thead><tr><th>Turn</th><th>Tool</th><th>Command / path</th><th>Decision</th><th>Rule</th><th>Source</th></tr></thead><tbody>${rows.join("")}</tbody></table></section>`;
}
function renderFacts(view) {
  const facts = [];
  const inits = view.parts.map((part) => part.init).filter((init) => init !== void 0);
  const first = inits[0];
  const models = [...new Set(inits.map((init) => init.model).filter((model) => model !== void 0))];
  const otherModels = /* @__PURE__ */ new Set();
  for (const part of view.parts) {
    for (const usage of part.result?.modelUsage ?? []) if (!models.includes(usage.model)) otherModels.add(usage.model);
  }
  if (models.length > 0) {
    facts.push([
      "Model",
      escapeHtml(models.join(", ")) + (otherModels.size > 0 ? ` <span class="muted">(also ${escapeHtml([...otherModels].join(", "))})</span>` : "")
    ]);
  }
  if (first?.cwd !== void 0) facts.push(["Workspace", `<span class="mono">${escapeHtml(first.cwd)}</span>`]);
  if (first?.policyPath !== void 0 || (first?.policyLayers.length ?? 0) > 0) {
    const layers = (first?.policyLayers ?? []).map((layer) => `${escapeHtml(layer.layer)}: <span class="mono">${escapeHtml(layer.source)}</span>`).join("<br>");
    facts.push([
      "Policy",
      (first?.policyPath === void 0 ? "" : `<span class="mono">${escapeHtml(first.policyPath)}</span>`) + (layers === "" ? "" : `<div class="muted">${layers}</div>`)
    ]);
  }
  if (first !== void 0) {
    const limits = [
      first.limits.maxTurns === void 0 ? void 0 : `${first.limits.maxTurns} turns`,
      first.limits.maxBudgetUsd === void 0 ? void 0 : formatUsd(first.limits.maxBudgetUsd),
      first.limits.timeoutMs === void 0 ? void 0 : formatDuration(first.limits.timeoutMs)
    ].filter((part) => part !== void 0);
    facts.push(["Limits", escapeHtml(limits.length > 0 ? limits.join(" \xB7 ") : "none set")]);
    if (first.tools.length > 0) facts.push(["Tools", `<span class="mono">${escapeHtml(first.tools.join(", "))}</span>`]);
    if (first.leashVersion !== void 0) facts.push(["Leash", escapeHtml(first.leashVersion)]);
  }
  if (view.parts.length > 1) facts.push(["Invocations", escapeHtml(`${view.parts.length} (resumed)`)]);
  if (facts.length === 0) return "";
  return '<dl class="facts">' + facts.map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${value}</dd>`).join("") + "</dl>";
}
function renderTranscript(view, ctx) {
  const out = [
    '<div class="timeline-head"><h2>Transcript</h2>',
    '<div class="toolbar" hidden><button type="button" data-action="expand">Expand all</button><button type="button" data-action="collapse">Collapse all</button></div>',
    "</div>"
  ];
  if (view.parts.length === 0) out.push('<div class="muted">Nothing to show.</div>');
  for (const part of view.parts) {
    if (view.parts.length > 1) out.push(renderPartHead(part, view.parts.length));
    if (part.index > 1 && part.main.prompt !== void 0) {
      out.push(`<div class="note part-prompt"><span class="note-label">Prompt</span>${escapeHtml(part.main.prompt)}</div>`);
    }
    out.push(renderAgentEntries(part.main, ctx));
    if (part.result === void 0) {
      out.push(
        `<div class="ended">${view.parts.length > 1 ? `Invocation ${part.index} ended` : "The session ended"} without a result: no envelope was written after this point.</div>`
      );
    } else if (view.parts.length > 1) {
      const status = resultStatus(part.result);
      out.push(
        `<div class="card part-result conclusion ${status.className}"><div class="card-label">Result of invocation ${part.index}</div><span class="status ${status.className}">${escapeHtml(status.text)}</span>` + (part.result.text === void 0 || part.result.text === "" ? "" : `<div class="conclusion-text">${escapeHtml(part.result.text)}</div>`) + "</div>"
      );
    }
  }
  const drawnParents = new Set(view.calls.keys());
  for (const [parent, agent] of view.subagents) {
    if (drawnParents.has(parent)) continue;
    out.push(
      `<details class="subagent" open data-parent="${escapeHtml(parent)}"><summary>${escapeHtml(
        `Subagent of task call ${parent} (the call is not in the transcript)`
      )}</summary>${renderAgentEntries(agent, ctx)}</details>`
    );
  }
  return out.join("\n");
}
function renderPartHead(part, count) {
  const status = resultStatus(part.result);
  const meta = [
    part.init?.resumed === true ? "resumed" : void 0,
    part.init?.timestamp === void 0 ? void 0 : `started ${part.init.timestamp}`,
    part.init?.model,
    `${formatUsd(part.totals.costUsd)}`,
    plural(part.totals.turns, "turn")
  ].filter((item) => item !== void 0);
  return `<div class="part-head" id="invocation-${part.index}"><h3>Invocation ${part.index} of ${count}</h3><span class="status ${status.className}">${escapeHtml(status.text)}</span><span class="part-meta">${escapeHtml(meta.join(" \xB7 "))}</span></div>`;
}

// src/report/cost-sparkline.ts
var LEVELS = ["\u2581", "\u2582", "\u2583", "\u2584", "\u2585", "\u2586", "\u2587", "\u2588"];
var MAX_SPARK_BLOCKS = 40;
function turnsPerBlock(series) {
  const longest = Math.max(0, ...series.map((costs) => costs.length));
  return Math.max(1, Math.ceil(longest / MAX_SPARK_BLOCKS));
}
function blockCosts(costs, perBlock) {
  const blocks = [];
  for (let i = 0; i < costs.length; i += perBlock) blocks.push(costs.slice(i, i + perBlock).reduce((sum, usd) => sum + usd, 0));
  return blocks;
}
function sparkline(values, top) {
  return values.map((value) => {
    if (top <= 0 || value <= 0) return LEVELS[0];
    const level = Math.min(LEVELS.length, Math.max(1, Math.ceil(value / top * LEVELS.length)));
    return LEVELS[level - 1];
  }).join("");
}

// src/report/job-summary.ts
var MAX_RESULT_CHARS = 2e4;
function renderJobSummary(input) {
  const rows = input.tasks.map(taskRow);
  const sections = [
    [`### ${escapeMarkdownText(input.title ?? "Leash")}`],
    resultSection(input.result ?? (rows.length === 1 ? rows[0].result?.text : void 0)),
    overviewLine(rows),
    taskTable(rows),
    toolCallSection(rows, input.maxToolCalls ?? 300),
    denialSection(rows, input.maxDenials ?? 50)
  ];
  return `${sections.filter((lines) => lines.length > 0).map((lines) => lines.join("\n")).join("\n\n")}
`;
}
function jobSummaryTaskFromEvents(name, events) {
  let envelope = null;
  const denials = [];
  for (const raw of events) {
    const event = asObject(raw);
    if (event === void 0) continue;
    if (event["type"] === "result" && asString(event["parent_tool_use_id"]) === void 0) envelope = event;
    if (event["type"] === "system" && event["subtype"] === "permission_denied") denials.push(event);
  }
  const view = buildSessionView(events);
  const lastPart = view.parts.at(-1);
  const turnCostsUsd = lastPart?.main.entries.flatMap((entry) => entry.kind === "turn" ? [(entry.turn.costUsd ?? 0) + turnSubagentCostUsd(view, entry.turn)] : []) ?? [];
  const toolCalls = view.parts.flatMap((part) => agentToolCalls(view, part.main, 0, void 0));
  return { name: name ?? sessionName(view), envelope, denials, turnCostsUsd, toolCalls };
}
function sessionName(view) {
  const prompt = view.parts.find((part) => part.main.prompt !== void 0)?.main.prompt;
  return (prompt === void 0 ? "" : shortPrompt(prompt)) || view.sessionId || "session";
}
function agentToolCalls(view, agent, depth, parentTurn, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(agent)) return [];
  seen.add(agent);
  const calls = [];
  for (const entry of agent.entries) {
    if (entry.kind !== "turn") continue;
    for (const item of entry.turn.items) {
      if (item.kind !== "tool") continue;
      const { call } = item;
      const turn = parentTurn ?? entry.turn.number;
      const rule = call.denial === void 0 ? void 0 : decidingRule(call.denial)?.rule?.pattern;
      calls.push({
        turn,
        depth,
        toolName: call.name,
        target: toolTarget(call.name, call.input).text,
        decision: call.decision,
        decisionText: decisionLabel(call.decision, call.denial).text.toLowerCase(),
        ...rule === void 0 ? {} : { rule },
        isError: call.result?.isError ?? false,
        exitCode: call.exitCode
      });
      const subagent = view.subagents.get(call.id);
      if (subagent !== void 0) calls.push(...agentToolCalls(view, subagent, depth + 1, turn, seen));
    }
  }
  return calls;
}
function taskRow(task) {
  const result = task.envelope === null ? void 0 : readResult(task.envelope);
  const details = /* @__PURE__ */ new Map();
  for (const event of task.denials ?? []) {
    const denial = readDenial(event);
    if (denial !== void 0) details.set(denial.toolUseId, denial);
  }
  const denials = [];
  if (result !== void 0) {
    for (const denial of result.denials) denials.push(mergeDenials(details.get(denial.toolUseId), denial) ?? denial);
  } else {
    denials.push(...details.values());
  }
  return { task, result, tokens: (result === void 0 ? void 0 : resultTokens(result)) ?? emptyUsage(), denials };
}
function resultSection(text) {
  if (text === void 0 || text.trim() === "") return [];
  const shown = text.length > MAX_RESULT_CHARS ? `${text.slice(0, MAX_RESULT_CHARS - 1)}\u2026` : text;
  return [fencedBlock(shown)];
}
function overviewLine(rows) {
  const totalUsd = rows.reduce((sum, row) => sum + (row.result?.totalCostUsd ?? 0), 0);
  const totalTurns = rows.reduce((sum, row) => sum + (row.result?.numTurns ?? 0), 0);
  const totalDenials = rows.reduce((sum, row) => sum + row.denials.length, 0);
  return [
    `${rows.length === 1 ? "1 task" : `${formatCount(rows.length)} tasks`} \xB7 **${formatUsd(totalUsd)}** \xB7 ${formatCount(totalTurns)} ${totalTurns === 1 ? "turn" : "turns"} \xB7 ${formatCount(totalDenials)} ${totalDenials === 1 ? "denial" : "denials"}`
  ];
}
function taskTable(rows) {
  const series = rows.map((row) => row.task.turnCostsUsd ?? []);
  const perBlock = turnsPerBlock(series);
  const blocks = series.map((costs) => blockCosts(costs, perBlock));
  const top = Math.max(0, ...blocks.flat());
  const out = ["| Task | Conclusion | Turns | Cost | Cost per turn | Tokens | Denials |", "| --- | --- | ---: | ---: | --- | --- | ---: |"];
  rows.forEach((row, index) => {
    const chart = blocks[index].length === 0 ? "\u2014" : sparkline(blocks[index], top);
    out.push(
      `| ${escapeMarkdownText(row.task.name)} | ${conclusionCell(row.result)} | ${row.result?.numTurns === void 0 ? "\u2014" : formatCount(row.result.numTurns)} | ${costCell(row.result)} | ${chart} | ${row.result === void 0 ? "\u2014" : tokensCell(row.tokens)} | ${denialsCell(row.denials)} |`
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
    const unit = perBlock === 1 ? "one block per turn" : `one block per ${perBlock} turns`;
    out.push("", `Cost per turn: ${unit}, subagents counted in the turn that started them; \u2588 is ${formatUsd(top)}.`);
  }
  return out;
}
function toolCallSection(rows, maxToolCalls) {
  const all = rows.flatMap((row) => (row.task.toolCalls ?? []).map((call) => ({ row, call })));
  if (all.length === 0) return [];
  const counts = /* @__PURE__ */ new Map();
  for (const { call } of all) counts.set(call.decisionText, (counts.get(call.decisionText) ?? 0) + 1);
  const tally = [...counts].map(([text, count]) => `${formatCount(count)} ${escapeMarkdownText(text)}`).join(", ");
  const several = rows.length > 1;
  const out = [
    `<details><summary>Tool calls: ${formatCount(all.length)} (${tally})</summary>`,
    "",
    `| ${several ? "Task | " : ""}Turn | Tool | Command, path or input | Decision |`,
    `| ${several ? "--- | " : ""}---: | --- | --- | --- |`
  ];
  for (const { row, call } of all.slice(0, maxToolCalls)) {
    const tool = `${"\u21B3 ".repeat(call.depth)}${markdownCode(call.toolName, "table")}`;
    out.push(
      `| ${several ? `${escapeMarkdownText(row.task.name)} | ` : ""}${formatCount(call.turn)} | ${tool} | ${markdownCode(cut(call.target, 200), "table")} | ${callDecisionCell(call)} |`
    );
  }
  if (all.length > maxToolCalls) out.push("", `\u2026 and ${formatCount(all.length - maxToolCalls)} more; the session reports list them all.`);
  out.push("", "</details>");
  return out;
}
function denialSection(rows, maxDenials) {
  const all = rows.flatMap((row) => row.denials.map((denial) => ({ row, denial })));
  if (all.length === 0) return [];
  const out = [`#### Denials (${all.length})`, ""];
  for (const { row, denial } of all.slice(0, maxDenials)) {
    const label = decisionLabel(denial.decision, denial);
    const target = toolTarget(denial.toolName, denial.toolInput);
    const turn = denial.turn === void 0 ? "" : `, turn ${denial.turn}`;
    const why = denial.reasonType === void 0 || denial.reasonType === "rule" ? "" : ` (${escapeMarkdownText(reasonTypeText(denial.reasonType))})`;
    out.push(
      `- **${escapeMarkdownText(row.task.name)}**${turn}: ${markdownCode(denial.toolName)} ${markdownCode(target.text)} \u2014 **${escapeMarkdownText(label.text.toLowerCase())}**${why}`
    );
    const scopes = decidingScopes(denial);
    for (const scope of scopes) {
      const rule = scope.rule === null ? "no rule" : `rule ${markdownCode(scope.rule.pattern ?? "")}` + (scope.rule.layer === void 0 ? "" : ` (layer ${escapeMarkdownText(scope.rule.layer)})`) + (scope.rule.source === void 0 ? "" : ` at ${markdownCode(scope.rule.source)}`);
      out.push(`  - ${escapeMarkdownText(scope.kind)} scope ${markdownCode(scope.text)}: ${rule}`);
    }
    if (scopes.length === 0 && denial.reason !== void 0) out.push(`  - ${escapeMarkdownText(denial.reason)}`);
    for (const reason of denial.reasons) out.push(`  - ${escapeMarkdownText(reason)}`);
  }
  if (all.length > maxDenials) {
    out.push(`- \u2026 and ${formatCount(all.length - maxDenials)} more; the session reports list them all.`);
  }
  return out;
}
function conclusionCell(result) {
  if (result === void 0) return "\u26A0\uFE0F no result";
  const subtype = escapeMarkdownText(result.subtype ?? "unknown");
  if (result.subtype === "success" && result.isError !== true) return `\u2705 ${subtype}`;
  if (result.subtype === "success") return `\u274C ${subtype} (is\\_error)`;
  return `\u274C ${subtype}`;
}
function costCell(result) {
  if (result?.totalCostUsd === void 0) return "\u2014";
  const session = result.sessionCostUsd !== void 0 && Math.abs(result.sessionCostUsd - result.totalCostUsd) > 1e-9 ? ` (session ${formatUsd(result.sessionCostUsd)})` : "";
  return `${formatUsd(result.totalCostUsd)}${session}`;
}
function tokensCell(tokens) {
  return `${formatCompactCount(tokens.input)} in \xB7 ${formatCompactCount(tokens.output)} out \xB7 ${formatCompactCount(tokens.cacheRead)} cache read \xB7 ${formatCompactCount(tokens.cacheWrite)} cache write`;
}
function denialsCell(denials) {
  if (denials.length === 0) return "0";
  const denied = denials.filter((denial) => denial.decision === "deny").length;
  const prompt = denials.length - denied;
  const parts = [denied > 0 ? `${denied} denied` : void 0, prompt > 0 ? `${prompt} ${prompt === 1 ? "needs" : "need"} approval` : void 0];
  return `${denials.length} (${parts.filter((part) => part !== void 0).join(", ")})`;
}
function callDecisionCell(call) {
  const mark = call.decision === "allow" ? "\u2705" : call.decision === "deny" ? "\u26D4" : call.decision === "prompt" ? "\u270B" : "\u26A0\uFE0F";
  const notes = [];
  if (call.exitCode !== void 0 && call.exitCode !== null && call.exitCode !== 0) notes.push(`exit ${call.exitCode}`);
  else if (call.decision === "allow" && call.isError) notes.push("failed");
  const rule = call.rule === void 0 ? "" : ` ${markdownCode(call.rule, "table")}`;
  return `${mark} ${escapeMarkdownText(call.decisionText)}${rule}${notes.length > 0 ? ` (${notes.join(", ")})` : ""}`;
}
function cut(text, max) {
  return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}

// src/report/read-session.ts
var SessionFileError = class extends Error {
  code;
  line;
  constructor(code, line, message) {
    super(message);
    this.name = "SessionFileError";
    this.code = code;
    this.line = line;
  }
};
function readSessionEvents(text) {
  const lines = text.replace(/^\uFEFF/, "").split(/\r?\n/);
  let lastContentLine = -1;
  for (let i = lines.length - 1; i >= 0; i--) {
    if ((lines[i] ?? "").trim() !== "") {
      lastContentLine = i;
      break;
    }
  }
  const events = [];
  for (let i = 0; i <= lastContentLine; i++) {
    const line = (lines[i] ?? "").trim();
    if (line === "") continue;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      if (i === lastContentLine) break;
      const detail = error instanceof Error ? error.message : String(error);
      throw new SessionFileError(
        "SESSION_LINE_INVALID_JSON",
        i + 1,
        `session file line ${i + 1}: expected one JSON object per line, found invalid JSON (${detail})`
      );
    }
    const event = asObject(parsed);
    if (event === void 0 || asString(event["type"]) === void 0) {
      throw new SessionFileError(
        "SESSION_LINE_NOT_AN_EVENT",
        i + 1,
        `session file line ${i + 1}: expected an event object with a string "type", found ${describeJson(parsed)}`
      );
    }
    events.push(event);
  }
  return events;
}
function describeJson(value) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return 'an object without a string "type"';
  return `a ${typeof value}`;
}

// src/report/execution-file.ts
function renderExecutionFile(sessionTexts) {
  const events = sessionTexts.flatMap((text) => readSessionEvents(text));
  return `${JSON.stringify(events, null, 2)}
`;
}

export {
  formatUsd,
  formatCount,
  escapeMarkdownText,
  markdownCode,
  fencedBlock,
  sandboxViewOfEnvelopes,
  renderSandboxMarkdown,
  renderSessionReport,
  renderJobSummary,
  jobSummaryTaskFromEvents,
  readSessionEvents,
  renderExecutionFile
};
