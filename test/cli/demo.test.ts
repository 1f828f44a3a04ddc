// `leash demo` runs a whole scripted task offline and shows what a new user needs to see.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

let home: string;
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('leash demo', () => {
  it('shows an allowed command, a denied one with its rule, an edit, and the envelope, and leaves the session file', async () => {
    home = mkdtempSync(join(tmpdir(), 'leash-demo-home-'));
    const result = await runCliInProcess(['demo'], { env: { PATH: process.env.PATH, HOME: home } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out).toMatch(/ok {2}bash {2}npm test 2>&1 \| tail -n 25 +allowed by "npm test \*" \(\.github\/leash\.yml:7\), exit 0/);
    expect(out).toMatch(/NO {2}bash {2}git push origin main +denied by "git push \*" \(\.github\/leash\.yml:8\)/);
    expect(out).toMatch(/ok {2}edit {2}src\/slugify\.js +allowed by "src\/\*\*"/);
    expect(out).toContain('# fail 0');
    expect(out).toContain('"subtype": "success"');
    const sessionFile = /Session file \(Claude Code stream-json shapes, redacted\): (\S+)/.exec(out)![1]!;
    expect(sessionFile.startsWith(join(home, '.local', 'state', 'leash', 'sessions'))).toBe(true);
    const lines = readFileSync(sessionFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string });
    expect(lines[0]).toMatchObject({ type: 'system', subtype: 'init' });
    expect(lines.at(-1)).toMatchObject({ type: 'result', subtype: 'success', num_turns: 5 });
    const edited = /The edited file is in (\S+)\./.exec(out)![1]!;
    expect(existsSync(edited)).toBe(true);
    expect(readFileSync(edited, 'utf8')).toContain(".replace(/^-+|-+$/g, '')");
  }, 60_000);

  it('writes the session file into an absolute --session-dir as given, not below the working directory', async () => {
    home = mkdtempSync(join(tmpdir(), 'leash-demo-home-'));
    const sessions = join(home, 'elsewhere', 'sessions');
    const result = await runCliInProcess(['demo', '--session-dir', sessions], { env: { PATH: process.env.PATH, HOME: home }, cwd: join(home) });
    expect(result.code).toBe(0);
    const sessionFile = /Session file \(Claude Code stream-json shapes, redacted\): (\S+)/.exec(result.stdout)![1]!;
    expect(sessionFile.startsWith(`${sessions}/`)).toBe(true);
    expect(existsSync(sessionFile)).toBe(true);
  }, 60_000);
});
