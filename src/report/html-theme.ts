// The page's inline stylesheet and script. Both are constants: no transcript text is
// ever placed inside <style> or <script>, so nothing a tool printed can end them.

export const REPORT_CSS = `
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

/**
 * Niceties only: the page is complete without them. Reveals the expand/collapse
 * buttons, and opens the collapsed sections around a link target (a chart bar or a
 * denial row) so the target is visible.
 */
export const REPORT_SCRIPT = `
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
