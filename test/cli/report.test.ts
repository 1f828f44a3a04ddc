// `leash report` on a session the real loop wrote: the page a person opens shows the calls,
// the refusal with its rule, and the totals, in a real headless Chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpRuns, runScripted } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';

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

afterEach(cleanUpRuns);

describe('leash report', () => {
  it('renders a real session as a page that shows the calls, the refusal and the totals', async () => {
    const run = await runScripted({
      files: { 'notes.txt': 'hello\n' },
      script: [
        {
          content: [
            { type: 'text', text: 'Reading and pushing.' },
            { type: 'tool_use', name: 'read', input: { path: 'notes.txt' } },
            { type: 'tool_use', name: 'bash', input: { command: 'git push origin main' } },
          ],
        },
        { content: 'Read the notes; pushing is not allowed.' },
      ],
    });
    const output = join(run.workspace, 'report.html');
    const result = await runCliInProcess(['report', run.sessionFile, '--output', output]);
    expect(result.code).toBe(0);
    const html = readFileSync(output, 'utf8');
    expect(html).toContain('git push *');
    const markdown = await runCliInProcess(['report', run.sessionFile, '--format', 'markdown']);
    expect(markdown.stdout).toContain('| Task |');
    expect(markdown.stdout).toContain('git push origin main');

    if (!existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\``);
    const profile = mkdtempSync(join(tmpdir(), 'leash-report-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    try {
      const requests: string[] = [];
      context.on('request', (request) => requests.push(request.url()));
      const page = await context.newPage();
      await page.goto(pathToFileURL(output).href, { waitUntil: 'load' });
      const text = await page.locator('body').innerText();
      expect(text).toContain('Read the notes; pushing is not allowed.');
      expect(text).toContain('git push origin main');
      expect(text).toContain('git push *');
      expect(text).toContain('.github/leash.yml:6');
      expect(text).toMatch(/\$0\.\d{2,}/);
      expect(requests).toEqual([pathToFileURL(output).href]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 60_000);

  it('says which session it cannot read', async () => {
    const result = await runCliInProcess(['report', '/nonexistent/session.jsonl']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot read session /nonexistent/session.jsonl');
  });
});
