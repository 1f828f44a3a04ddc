import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { renderSessionReport } from '../../src/report/index.js';
import { elementWith, elementsWithClass, fixtureEvents, resultEvents, textOf } from './helpers.js';

const full = fixtureEvents('full');
const fullHtml = renderSessionReport(full);

/** The value shown on the totals card with this label. */
function totalCard(html: string, label: string): { value: string; detail: string } {
  const card = elementsWithClass(html, 'total').find((element) => element.includes(`>${label}<`));
  if (card === undefined) throw new Error(`no totals card ${label}`);
  return {
    value: textOf(/<div class="total-value[^"]*">(.*?)<\/div>/.exec(card)?.[1] ?? ''),
    detail: textOf(elementWith(card, 'class', 'total-detail')),
  };
}

function call(html: string, toolUseId: string): string {
  return elementWith(html, 'data-tool-use-id', toolUseId);
}

/** Turns of the main loop: those not inside a subagent. */
function mainTurns(html: string): string[] {
  const subagents =
    elementsWithClass(html, 'turn').length === 0 ? [] : [...html.matchAll(/data-parent="([^"]*)"/g)].map((m) => elementWith(html, 'data-parent', m[1] ?? ''));
  return elementsWithClass(html, 'turn').filter((turn) => !subagents.some((subagent) => subagent.includes(turn)));
}

function usd(value: number): string {
  return `$${value.toFixed(value >= 1 ? 2 : 4)}`;
}

describe('renderSessionReport: the overview', () => {
  it('shows the task, the model and the conclusion', () => {
    const task = textOf(elementWith(fullHtml, 'class', 'card task'));
    expect(task).toContain('The lint job fails on main. Fix the lint errors in src/');
    expect(task).toContain('claude-sonnet-4-5');
    expect(task).toContain('.github/org-policy.yml');
    const conclusion = textOf(elementWith(fullHtml, 'class', 'card conclusion ok'));
    expect(conclusion).toContain('✓ success');
    expect(conclusion).toContain('Fixed both lint errors in `src/format/currency.ts`');
    expect(conclusion).toContain('is_error false');
  });

  it('totals the cost, turns, tokens with cache, duration, denials and retries', () => {
    const result = resultEvents(full)[0] as Record<string, unknown>;
    const byModel = Object.values(result['modelUsage'] as Record<string, Record<string, number>>);
    const sum = (field: string): number => byModel.reduce((total, usage) => total + (usage[field] ?? 0), 0);

    expect(totalCard(fullHtml, 'Cost').value).toBe(usd(result['total_cost_usd'] as number));
    expect(totalCard(fullHtml, 'Cost').value).toBe('$0.1026');
    expect(totalCard(fullHtml, 'Turns')).toEqual({ value: '7', detail: '+ 2 subagent turns · limit 20' });
    // Subagent tokens count: the totals come from modelUsage, not the main loop's usage.
    const tokens = totalCard(fullHtml, 'Tokens');
    expect(sum('inputTokens')).toBe(8970);
    expect(tokens.value).toBe(
      `${((sum('inputTokens') + sum('outputTokens') + sum('cacheReadInputTokens') + sum('cacheCreationInputTokens')) / 1000).toFixed(1)}k`,
    );
    expect(tokens.detail).toBe('input 8.97k · output 1.46k cache read 61.4k · cache write 14.1k');
    expect(totalCard(fullHtml, 'Duration')).toEqual({ value: '1 min 26 s', detail: 'model calls 37.1 s' });
    expect(totalCard(fullHtml, 'Denials')).toEqual({ value: '3', detail: '2 denied · 1 needs approval' });
    expect(totalCard(fullHtml, 'Retries').value).toBe('3');
    expect(fullHtml).not.toContain('class="incomplete"');
  });

  it('lists every refused call with its decision, rule and file:line', () => {
    const table = elementWith(fullHtml, 'class', 'card denials');
    const rows = elementsWithClass(table, 'denial-row deny').concat(elementsWithClass(table, 'denial-row prompt'));
    expect(rows).toHaveLength(3);
    const byCommand = (text: string): string => {
      const row = rows.find((candidate) => textOf(candidate).includes(text));
      if (row === undefined) throw new Error(`no denial row for ${text}`);
      return textOf(row);
    };
    expect(byCommand('git push origin HEAD:main')).toBe('5 bash git push origin HEAD:main Denied by rule git push * repo .github/leash.yml:9');
    expect(byCommand('.github/workflows/lint.yml')).toBe('6 write .github/workflows/lint.yml Denied by rule .github/** extends .github/org-policy.yml:6');
    expect(byCommand('curl')).toContain('Needs approval the parse cannot show what runs');
    // Each row links to the call it describes.
    const pushAnchor = /id="(call-\d+)"/.exec(call(fullHtml, 'toolu_07Push'))?.[1];
    expect(rows.find((row) => row.includes('git push origin'))).toContain(`href="#${pushAnchor}"`);
  });
});

describe('renderSessionReport: the turns', () => {
  it('shows each turn in order with its text and its cost', () => {
    const turns = elementsWithClass(fullHtml, 'turn');
    // Seven main-loop turns and the subagent's two.
    expect(turns).toHaveLength(9);
    const assistants = full.filter((event) => event.type === 'assistant' && event['parent_tool_use_id'] === null);
    const main = mainTurns(fullHtml);
    expect(main).toHaveLength(assistants.length);
    main.forEach((turn, index) => {
      const head = textOf(elementWith(turn, 'class', 'turn-head'));
      expect(head.startsWith(`Turn ${index + 1} `)).toBe(true);
      expect(head).toContain(usd(assistants[index]?.['cost_usd'] as number));
    });
    expect(textOf(main[0] ?? '')).toContain("I'll start by reproducing the lint failure.");
    expect(fullHtml.indexOf('reproducing the lint failure')).toBeLessThan(fullHtml.indexOf('Reading the file.'));
  });

  it('shows a tool call with its input, its result and its decision', () => {
    const lint = call(fullHtml, 'toolu_01LintRun');
    expect(lint).toContain('class="call allow"');
    expect(textOf(lint)).toContain('bash Allowed exit 1 · 3.8 s $ npm run lint -- --format unix');
    expect(textOf(lint)).toContain("'rounded' is assigned a value but never used");

    const edit = textOf(call(fullHtml, 'toolu_04EditAny'));
    expect(edit).toContain('src/format/currency.ts');
    expect(edit).toContain('Replace export function parseCents(input: any)');
    expect(edit).toContain('With export function parseCents(input: string | number)');
  });

  it('highlights a call denied by a rule with the scope, the rule and its file:line', () => {
    const push = call(fullHtml, 'toolu_07Push');
    expect(push).toContain('class="call deny"');
    expect(push).toContain('class="decision deny">Denied by rule<');
    const denial = textOf(elementWith(push, 'class', 'denial deny'));
    expect(denial).toContain('Denied by rule git push * — layer repo, .github/leash.yml:9');
    expect(denial).toContain('command git push origin HEAD:main denied git push * deny repo .github/leash.yml:9');
    expect(push).not.toContain('exit ');
  });

  it('marks a call that needs approval apart from a denied one, with the reasons', () => {
    const curl = call(fullHtml, 'toolu_09CurlSh');
    expect(curl).toContain('class="call prompt"');
    const denial = textOf(elementWith(curl, 'class', 'denial prompt'));
    expect(denial).toContain('Needs approval (the parse cannot show what runs)');
    expect(denial).toContain('a shell reads its program from stdin (curl … | sh) at 1:50');
    expect(denial).toContain('command sh needs approval');
    expect(textOf(curl)).toContain('Returned to the model Needs approval, which nobody can give');
  });

  it('shows retries on the turn they delayed', () => {
    const [first, , , , , , last] = mainTurns(fullHtml);
    expect(textOf(first ?? '')).toContain('API call retried: attempt 1 of 5 (overloaded, HTTP 529), next try after 2 s — Overloaded');
    const retries = elementsWithClass(last ?? '', 'retry').map(textOf);
    expect(retries).toEqual([
      '↻ API call retried: attempt 1 of 5 (connection_error, no response), next try after 1 s — socket hang up',
      '↻ API call retried: attempt 2 of 5 (server_error, HTTP 500), next try after 4 s — Internal server error',
    ]);
  });

  it('nests a subagent under the task call that started it', () => {
    const task = call(fullHtml, 'toolu_05TaskVerify');
    const subagent = elementWith(task, 'data-parent', 'toolu_05TaskVerify');
    expect(textOf(subagent)).toMatch(/^Subagent · 2 turns · \$0\.0087/);
    expect(elementsWithClass(subagent, 'turn')).toHaveLength(2);
    expect(subagent).toContain('data-tool-use-id="toolu_S1LintTest"');
    expect(textOf(subagent)).toContain('npm run lint && npm test -- --reporter=dot');
    // The subagent's cost shows on the turn that started it, on top of its own.
    const taskTurn = elementsWithClass(fullHtml, 'turn').find((turn) => turn.includes('toolu_05TaskVerify')) ?? '';
    expect(textOf(elementWith(taskTurn, 'class', 'turn-head'))).toContain('$0.0087 + $0.0087 subagent');
  });

  it('collapses long outputs and leaves short ones open', () => {
    const testRun = call(fullHtml, 'toolu_S1LintTest');
    expect(testRun).toMatch(/<details class="output"><summary>Output · 43 lines, [\d.]+ kB/);
    expect(testRun).not.toMatch(/<details class="output" open/);
    expect(call(fullHtml, 'toolu_06Commit')).toMatch(/<div class="output"><div class="field-label">Output<\/div><pre>\[main 3f9c2e1\]/);
    // The threshold is an option.
    const wide = renderSessionReport(full, { collapseLines: 100, collapseChars: 100_000 });
    expect(call(wide, 'toolu_S1LintTest')).not.toContain('<details class="output"');
  });

  it('draws the cost of each turn as a bar that links to the turn', () => {
    const svg = elementWith(fullHtml, 'aria-label', 'Cost per turn');
    const links = [...svg.matchAll(/<a href="#(turn-\d+)"><title>([^<]*)<\/title>/g)];
    expect(links).toHaveLength(7);
    const assistants = full.filter((event) => event.type === 'assistant' && event['parent_tool_use_id'] === null);
    links.forEach(([, anchor, title], index) => {
      expect(fullHtml).toContain(`<section class="turn" id="${anchor}">`);
      expect(title).toBe(`Turn ${index + 1}: ${usd(assistants[index]?.['cost_usd'] as number)}${index === 3 ? ' + $0.0087 subagent' : ''}`);
    });
    // Bar heights follow the costs: turn 1 is the dearest.
    const heights = [...svg.matchAll(/class="bar-main" x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(heights).toHaveLength(7);
    expect(Math.max(...heights)).toBe(heights[0]);
    expect(svg.match(/class="bar-sub"/g)).toHaveLength(1);
  });
});

describe('renderSessionReport: resumed and cut-off sessions', () => {
  it('shows each invocation of a resumed session as a part, with its own conclusion', () => {
    const events = fixtureEvents('resumed');
    const html = renderSessionReport(events);
    const heads = elementsWithClass(html, 'part-head').map(textOf);
    expect(heads).toHaveLength(2);
    expect(heads[0]).toMatch(/^Invocation 1 of 2 ✗ error_max_turns started 2026-11-30T10:02:00\.005Z/);
    expect(heads[1]).toMatch(/^Invocation 2 of 2 ✓ success resumed · started /);
    expect(html.indexOf('Invocation 1 of 2')).toBeLessThan(html.indexOf('Stopped after 3 turns'));
    expect(html.indexOf('Stopped after 3 turns')).toBeLessThan(html.indexOf('Invocation 2 of 2'));
    expect(textOf(elementWith(html, 'class', 'card conclusion ok'))).toContain('Regenerated the API client');
    expect(textOf(html)).toContain('Leash Approvals given for this session by @octocat: bash `npm ci`.');
    const results = resultEvents(events);
    const spent = results.reduce((sum, result) => sum + (result['total_cost_usd'] as number), 0);
    expect(totalCard(html, 'Cost').value).toBe(usd(spent));
    expect(totalCard(html, 'Turns').value).toBe('6');
    expect(totalCard(html, 'Denials').detail).toBe('0 denied · 1 needs approval');
    // One chart for the session, the resumed invocation set off by a divider.
    const svg = elementWith(html, 'aria-label', 'Cost per turn');
    expect(svg.match(/<a href="#turn-/g)).toHaveLength(6);
    expect(svg.match(/class="part-sep"/g)).toHaveLength(1);
    expect(svg.indexOf('class="part-sep"')).toBeGreaterThan(svg.indexOf('Invocation 1, turn 3'));
    expect(svg.indexOf('class="part-sep"')).toBeLessThan(svg.indexOf('Invocation 2, turn 1'));
    expect(textOf(elementWith(html, 'class', 'card denials'))).toContain('1 (inv. 1) bash npm ci Needs approval');
  });

  it('says a truncated session ended without a result and totals what was written', () => {
    const events = fixtureEvents('truncated');
    const html = renderSessionReport(events);
    expect(textOf(elementWith(html, 'class', 'card conclusion open'))).toContain('Ended without a result The session ended without a result');
    expect(html).toContain('class="incomplete"');
    expect(textOf(elementWith(html, 'class', 'ended'))).toContain('The session ended without a result');
    const spent = events.reduce((sum, event) => sum + (typeof event['cost_usd'] === 'number' ? event['cost_usd'] : 0), 0);
    expect(totalCard(html, 'Cost').value).toBe(usd(spent));
    expect(totalCard(html, 'Turns').value).toBe('3');
    const edit = call(html, 'toolu_T3EditPkg');
    expect(edit).toContain('class="decision none">No result<');
    expect(textOf(edit)).toContain('No result recorded: the session ended before this call finished.');
  });

  it('draws a page for an empty session and for events of unexpected shapes', () => {
    expect(textOf(renderSessionReport([]))).toContain('The session file holds no events.');
    const odd = renderSessionReport([
      null,
      42,
      'text',
      { type: 'assistant', message: 'not an object' },
      { type: 'assistant', message: { content: [{ type: 'tool_use' }, { type: 'tool_use', id: 'x', input: null }] } },
      { type: 'user', message: { content: [{ type: 'tool_result' }, { type: 'tool_result', tool_use_id: 'x', content: 5 }] } },
      { type: 'system', subtype: 'permission_denied', tool_use_id: 'x', scopes: 'none', reasons: [1, 'r'] },
      { type: 'result', modelUsage: [], permission_denials: 'n/a', total_cost_usd: 'free' },
    ]);
    expect(odd).toContain('class="call deny"');
    expect(odd).toContain('<ul><li>r</li></ul>');
  });

  it('merges Claude Code lines that split one response, and reads its tool names', () => {
    const message = (content: unknown[]): Record<string, unknown> => ({
      id: 'msg_1',
      model: 'claude-mock-1',
      content,
      stop_reason: null,
      usage: { input_tokens: 10, output_tokens: 1, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 },
    });
    const html = renderSessionReport([
      { type: 'system', subtype: 'init', model: 'claude-mock-1', session_id: 's' },
      { type: 'assistant', message: message([{ type: 'text', text: 'Running the requested command.' }]), parent_tool_use_id: null },
      {
        type: 'assistant',
        message: message([{ type: 'tool_use', id: 'toolu_cc', name: 'Bash', input: { command: 'git status && rm -rf ./victim' } }]),
        parent_tool_use_id: null,
      },
      { type: 'system', subtype: 'permission_denied', tool_name: 'Bash', tool_use_id: 'toolu_cc', message: 'rm needs approval' },
      {
        type: 'user',
        message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_cc', content: 'rm needs approval', is_error: true }] },
        parent_tool_use_id: null,
      },
    ]);
    expect(elementsWithClass(html, 'turn')).toHaveLength(1);
    const cc = call(html, 'toolu_cc');
    expect(textOf(cc)).toContain('$ git status && rm -rf ./victim');
    expect(cc).toContain('class="call deny"');
  });

  it('nests a subagent of a subagent and counts its cost once', () => {
    const taskCall = (id: string): Record<string, unknown> => ({ type: 'tool_use', id, name: 'task', input: { prompt: `do ${id}` } });
    const turn = (parent: string | null, id: string, cost: number, content: unknown[]): Record<string, unknown> => ({
      type: 'assistant',
      parent_tool_use_id: parent,
      cost_usd: cost,
      message: { id, content },
    });
    const html = renderSessionReport([
      { type: 'system', subtype: 'init', parent_tool_use_id: null },
      turn(null, 'm1', 0.5, [taskCall('outer')]),
      turn('outer', 'm2', 0.25, [taskCall('inner')]),
      turn('inner', 'm3', 0.125, [{ type: 'text', text: 'deepest' }]),
    ]);
    const inner = elementWith(elementWith(html, 'data-parent', 'outer'), 'data-parent', 'inner');
    expect(textOf(inner)).toContain('deepest');
    expect(totalCard(html, 'Cost').detail).toBe('subagents $0.3750');
    expect(totalCard(html, 'Cost').value).toBe('$0.8750');
  });

  it('shows subagent events whose task call is missing, and survives a subagent that names itself', () => {
    const html = renderSessionReport([
      { type: 'assistant', parent_tool_use_id: 'toolu_gone', message: { id: 'm1', content: [{ type: 'text', text: 'orphan work' }] } },
      {
        type: 'assistant',
        parent_tool_use_id: 'toolu_loop',
        message: { id: 'm2', content: [{ type: 'tool_use', id: 'toolu_loop', name: 'task', input: { prompt: 'again' } }] },
      },
    ]);
    expect(textOf(elementWith(html, 'data-parent', 'toolu_gone'))).toContain('Subagent of task call toolu_gone (the call is not in the transcript) Turn 1');
    expect(textOf(html)).toContain('orphan work');
  });
});

describe('renderSessionReport: untrusted text', () => {
  const hostile = fixtureEvents('hostile');
  const html = renderSessionReport(hostile);

  it('renders HTML in prompts, model text and tool output as text', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|<iframe|<link rel="stylesheet"|<a href="https/i);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;window.__pwned = &quot;output&quot;&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Do not&lt;/b&gt; run anything &amp; &quot;quote&quot; it.');
    expect(textOf(call(html, 'toolu_X1&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'))).toContain('5:<style>body { display: none !important; }</style>');
  });

  it('keeps attribute values closed when ids carry quotes and tags', () => {
    expect(html).toContain('data-tool-use-id="toolu_X1&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain('onerror=alert(1)>"');
  });

  it('drops colour codes and shows other control characters', () => {
    expect(html).not.toContain('\u001b');
    expect(html).not.toContain('\u0007');
    expect(html).toContain('8:red text and a bell <span class="ctrl" title="control character U+0007">^G</span>');
    expect(html).toContain('title="control character U+0000">^@</span>');
  });

  it('escapes rule patterns and sources in the denial details', () => {
    const rm = call(html, 'toolu_X3Rm');
    expect(rm).toContain('<code>policies/&lt;team&gt;|ci.yml:4</code>');
    expect(textOf(elementWith(rm, 'class', 'denial deny'))).toContain('Denied by rule rm -rf * — layer repo, policies/<team>|ci.yml:4');
  });

  it('ignores event types it does not know', () => {
    expect(html).not.toContain('hook');
    expect(html).not.toContain('50%');
    expect(textOf(html)).toContain('The snippet holds a <script> tag');
  });

  it('loads nothing and runs no script but its own', () => {
    const allowedTags = new Set(
      'a body br code col colgroup dd details div dl dt footer h1 h2 h3 head header html li line link main meta pre rect script section span style summary svg table tbody td text th thead title tr ul button'.split(
        ' ',
      ),
    );
    for (const page of [html, fullHtml]) {
      // Text is escaped, so every `<` left in the page opens a tag of the renderer's own.
      const tags = [...page.matchAll(/<([a-z][a-z0-9]*)((?:\s+[a-z][a-z0-9-]*(?:="[^"]*")?)*)\s*\/?>/gi)];
      expect(tags.length).toBe(page.match(/<[a-z]/gi)?.length);
      for (const [, name = '', attributes = ''] of tags) {
        expect(allowedTags, name).toContain(name.toLowerCase());
        for (const [, attribute = '', value = ''] of attributes.matchAll(/([a-z][a-z0-9-]*)(?:="([^"]*)")?/gi)) {
          expect(attribute).not.toMatch(/^(on|src|srcset|action|formaction|poster|background)/i);
          if (attribute === 'href') expect(value).toMatch(/^#[\w-]+$|^data:,$/);
        }
      }
      expect(page).not.toMatch(/url\(|@import/i);
      expect(page.match(/<link /g)).toEqual(['<link ']);
      const script = /<script>([\s\S]*)<\/script>/.exec(page)?.[1] ?? '';
      const hash = createHash('sha256').update(script, 'utf8').digest('base64');
      const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(page)?.[1] ?? '';
      expect(csp.replace(/&#39;/g, "'")).toBe(
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${hash}'; img-src data:; base-uri 'none'; form-action 'none'`,
      );
    }
  });
});
