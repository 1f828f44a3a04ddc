import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderSessionReport } from '../../src/report/index.js';
import { fixtureEvents } from './helpers.js';

// What a person sees when they open the report: a real Chromium, offline, with the
// page loaded from a file as it is when downloaded from an artifact.

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const SCREENSHOT = new URL('../../test-artifacts/report.png', import.meta.url);

interface OpenPage {
  page: Page;
  url: string;
  /** Every request the page made, the document itself included. */
  requests: string[];
  dialogs: string[];
}

// Runs in the page; the test's own TypeScript has no DOM library, so the page's
// global is reached through `globalThis`.
function backgroundColour(element: unknown): string {
  const view = globalThis as unknown as { getComputedStyle(node: unknown): { backgroundColor: string } };
  return view.getComputedStyle(element).backgroundColor;
}

let workDir = '';
const contexts: BrowserContext[] = [];

async function launch(javaScriptEnabled: boolean): Promise<BrowserContext> {
  // A missing browser fails each test, loudly: a skipped browser test would pass CI
  // without anyone having looked at the page.
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\` (Debian package) to run the browser test`);
  }
  const context = await chromium.launchPersistentContext(mkdtempSync(join(workDir, 'profile-')), {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    javaScriptEnabled,
    viewport: { width: 1280, height: 900 },
  });
  contexts.push(context);
  return context;
}

async function openReport(context: BrowserContext, name: string, html: string): Promise<OpenPage> {
  const file = join(workDir, `${name}.html`);
  writeFileSync(file, html);
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const dialogs: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, url, requests, dialogs };
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'leash-report-'));
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  if (workDir !== '') rmSync(workDir, { recursive: true, force: true });
});

describe('the session report in a browser', () => {
  it('shows the task, totals, turns and a highlighted denial, and loads nothing', async () => {
    const context = await launch(true);
    const { page, url, requests, dialogs } = await openReport(context, 'full', renderSessionReport(fixtureEvents('full')));

    await expect(page.title()).resolves.toBe('Session report · 5f1c2a7e-3b0d-4c55-9a61-0c2f8e4d9b10');
    const task = page.locator('.card.task');
    expect(await task.isVisible()).toBe(true);
    expect(await task.innerText()).toContain('The lint job fails on main.');
    expect(await page.locator('.card.conclusion').innerText()).toContain('✓ success');

    const cost = page.locator('.total', { hasText: 'Cost' });
    expect(await cost.locator('.total-value').innerText()).toBe('$0.1026');
    expect(await page.locator('.total', { hasText: 'Tokens' }).innerText()).toMatch(/cache read 61\.4k · cache\s+write 14\.1k/);
    expect(await page.locator('.total', { hasText: 'Denials' }).locator('.total-value').innerText()).toBe('3');

    // The turns, in order, with their text visible.
    const turnHeads = page.locator('main > section.turn > .turn-head .turn-num');
    expect(await turnHeads.allInnerTexts()).toEqual(['Turn 1', 'Turn 2', 'Turn 3', 'Turn 4', 'Turn 5', 'Turn 6', 'Turn 7']);
    expect(await page.locator('main > section.turn').first().innerText()).toContain("I'll start by reproducing the lint failure.");

    // The denied push: visible, named by its rule and where the rule lives, and red.
    const push = page.locator('[data-tool-use-id="toolu_07Push"]');
    const denial = push.locator('.denial');
    expect(await denial.isVisible()).toBe(true);
    expect(await denial.innerText()).toContain('Denied by rule git push * — layer repo, .github/leash.yml:9');
    expect(await push.locator('.decision').innerText()).toBe('Denied by rule');
    const denialColour = await denial.evaluate(backgroundColour);
    const allowedColour = await page.locator('[data-tool-use-id="toolu_06Commit"] .decision').evaluate(backgroundColour);
    expect(denialColour).toBe('rgb(253, 236, 236)');
    expect(allowedColour).toBe('rgb(230, 246, 234)');
    const approval = page.locator('[data-tool-use-id="toolu_09CurlSh"]');
    expect(await approval.locator('.decision').innerText()).toBe('Needs approval');
    expect(await approval.locator('.denial').innerText()).toContain('a shell reads its program from stdin');

    // The subagent's long test output starts collapsed under its task call, and opens.
    const testOutput = page.locator('[data-tool-use-id="toolu_05TaskVerify"] [data-tool-use-id="toolu_S1LintTest"] details.output');
    expect(await testOutput.locator('pre').isVisible()).toBe(false);
    await testOutput.locator('summary').click();
    expect(await testOutput.locator('pre').isVisible()).toBe(true);
    expect(await testOutput.locator('pre').innerText()).toContain('Tests  148 passed (148)');

    // Script niceties: the toolbar appears and collapses everything.
    const collapse = page.getByRole('button', { name: 'Collapse all' });
    expect(await collapse.isVisible()).toBe(true);
    await collapse.click();
    expect(await testOutput.locator('pre').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Expand all' }).click();
    expect(await testOutput.locator('pre').isVisible()).toBe(true);

    // A chart bar links to its turn.
    expect(await page.locator('.chart svg.wide a').count()).toBe(7);
    expect(await page.locator('.chart svg.narrow').isVisible()).toBe(false);
    await page.locator('.chart svg.wide a').nth(4).click();
    expect(new URL(page.url()).hash).toBe('#turn-7');
    expect(await page.locator('#turn-7').innerText()).toContain('Committing and pushing.');

    expect(dialogs).toEqual([]);
    expect(requests).toEqual([url]);

    // The screenshot shows the page as it opens: long outputs collapsed, the rest open.
    await page.goto(url, { waitUntil: 'load' });
    mkdirSync(new URL('.', SCREENSHOT), { recursive: true });
    await page.screenshot({ path: SCREENSHOT.pathname, fullPage: true });
    expect(requests).toEqual([url, url]);
  });

  it('shows hostile transcript text as text and runs none of it', async () => {
    const context = await launch(true);
    const { page, url, requests, dialogs } = await openReport(context, 'hostile', renderSessionReport(fixtureEvents('hostile')));

    expect(await page.evaluate('typeof window.__pwned')).toBe('undefined');
    expect(await page.locator('img, iframe, object, embed').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(1);
    expect(await page.locator('.card.task').innerText()).toContain('</script><script>window.__pwned = "prompt"</script>');
    const output = page.locator('[data-tool-use-id^="toolu_X1"] .output pre');
    const text = await output.innerText();
    expect(text).toContain('3:</script><script>window.__pwned = "output"</script>');
    expect(text).toContain('4:<img src=x onerror="window.__pwned = \'img\'">');
    expect(text).toContain('5:<style>body { display: none !important; }</style>');
    // The injected style did not apply: the page is still there.
    expect(await page.locator('main').isVisible()).toBe(true);
    expect(await page.locator('.card.denials').innerText()).toContain('policies/<team>|ci.yml:4');

    expect(dialogs).toEqual([]);
    expect(requests).toEqual([url]);
  });

  it('reads complete with scripts disabled', async () => {
    const context = await launch(false);
    const { page, url, requests } = await openReport(context, 'nojs', renderSessionReport(fixtureEvents('resumed')));

    expect(await page.locator('.toolbar').isVisible()).toBe(false);
    const body = await page.locator('main').innerText();
    expect(body).toContain('Regenerate the API client');
    expect(body).toMatch(/Invocation 1 of 2\s+✗ error_max_turns/);
    expect(body).toMatch(/Invocation 2 of 2\s+✓ success/);
    expect(await page.locator('[data-tool-use-id="toolu_R1NpmCi"] .denial').innerText()).toContain('Needs approval');
    expect(await page.locator('.chart svg.wide').isVisible()).toBe(true);
    expect(requests).toEqual([url]);
  });
});

// Runs in the page (a string, so the bundler adds nothing to it). With every section open:
// blocks whose content is wider than they are and that do not scroll (cut), blocks whose
// right edge passes the page's, and the narrowest line of any text of 8 characters or more
// that wraps: a text squeezed to a letter a line has lines a few pixels wide.
const MEASURE_LAYOUT = `(() => {
  document.querySelectorAll('details').forEach((d) => { d.open = true; });
  const doc = document.documentElement;
  const label = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  const cut = [];
  const outside = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'none' || el.closest('svg')) continue;
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    // A one-line preview of a collapsed output ends in an ellipsis by design; the output is below it.
    if (!scrolls && style.textOverflow !== 'ellipsis' && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) cut.push(label(el) + ' ' + el.scrollWidth + '>' + el.clientWidth);
    if (el.getBoundingClientRect().right > doc.clientWidth + 0.5) outside.push(label(el));
  }
  let narrowest = Infinity;
  let narrowestText = '';
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent || '').trim();
    const parent = node.parentElement;
    if (text.length < 8 || !parent || parent.closest('svg') || parent.offsetParent === null) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects()).filter((r) => r.width > 0);
    if (lines.length < 2) continue;
    const widest = Math.max(...lines.map((r) => r.width));
    if (widest < narrowest) { narrowest = widest; narrowestText = text.slice(0, 60) + ' (' + lines.length + ' lines)'; }
  }
  return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, cut, outside, narrowest, narrowestText };
})()`;

interface Layout {
  scrollWidth: number;
  clientWidth: number;
  cut: string[];
  outside: string[];
  narrowest: number;
  narrowestText: string;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const PHONE_SCREENSHOT = new URL('../../test-artifacts/report-390.png', import.meta.url);

describe('the session report at phone width (390 px) and on a desktop', () => {
  let shared: BrowserContext | undefined;
  for (const viewport of [PHONE, DESKTOP]) {
    for (const fixture of ['full', 'hostile', 'resumed'] as const) {
      it(`reads at ${viewport.width} px without cutting or one-letter wrapping: ${fixture}`, async () => {
        shared ??= await launch(true);
        const { page } = await openReport(shared, `${fixture}-${viewport.width}`, renderSessionReport(fixtureEvents(fixture)));
        await page.setViewportSize(viewport);
        const layout = (await page.evaluate(MEASURE_LAYOUT)) as Layout;
        expect(layout.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(layout.clientWidth);
        expect(layout.cut).toEqual([]);
        expect(layout.outside).toEqual([]);
        // Eight characters of the 12.5 px monospace are about 60 px.
        expect(layout.narrowest, layout.narrowestText).toBeGreaterThanOrEqual(60);
        if (viewport === PHONE && fixture === 'full') {
          // The chart drawn for a phone: its labels are as large as on a desktop.
          expect(await page.locator('.chart svg.narrow').isVisible()).toBe(true);
          expect(await page.locator('.chart svg.wide').isVisible()).toBe(false);
          const tick = await page.locator('.chart svg.narrow .tick').first().boundingBox();
          expect(tick?.height ?? 0).toBeGreaterThanOrEqual(9);
          await page.evaluate(`document.querySelectorAll('details').forEach((d) => { d.open = false; })`);
          mkdirSync(new URL('.', PHONE_SCREENSHOT), { recursive: true });
          await page.screenshot({ path: PHONE_SCREENSHOT.pathname, fullPage: true });
        }
        await page.close();
      });
    }
  }
});
