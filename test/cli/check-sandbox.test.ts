// `leash check --sandbox` decides as the loop does with its commands in the sandbox; without the
// flag nothing changes. `--json` carries the reasons' codes and the sandbox's own state.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

let dir: string;
let policy: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'leash-check-sandbox-')));
  mkdirSync(join(dir, '.github'));
  policy = join(dir, '.github', 'leash.yml');
  writeFileSync(policy, 'version: 1\ntools:\n  bash:\n    allow: ["echo *", "cat *"]\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const check = (...args: string[]) => runCliInProcess(['check', '--policy', policy, '--cwd', dir, ...args], { cwd: dir });

describe('leash check --sandbox', () => {
  it('a redirect to a path not known before it runs: needs approval without, enforced by the sandbox with', async () => {
    const off = await check('--json', '--', 'echo hi > "$OUT"');
    expect(off.code).toBe(4);
    const offJson = JSON.parse(off.stdout);
    expect(offJson).toMatchObject({ decision: 'prompt', reason_codes: ['unknown-redirect-target'] });
    expect(offJson.enforced_by_sandbox).toBeUndefined();

    const on = await check('--sandbox', '--json', '--', 'echo hi > "$OUT"');
    expect(on.code).toBe(0);
    const onJson = JSON.parse(on.stdout);
    expect(onJson).toMatchObject({ decision: 'allow', reasons: [], reason_codes: [] });
    expect(onJson.enforced_by_sandbox).toEqual([{ code: 'unknown-redirect-target', message: expect.stringContaining('$OUT') }]);
  });

  it('text output names what the sandbox enforces', async () => {
    const on = await check('--sandbox', '--', 'cat "$X"');
    expect(on.stdout).toMatch(/^allowed: cat "\$X"/);
    expect(on.stdout).toContain('enforced by the sandbox: the path');
  });

  it('other reasons stand with the sandbox on', async () => {
    const on = await check('--sandbox', '--json', '--', 'eval "$X"');
    expect(on.code).toBe(4);
    expect(JSON.parse(on.stdout).reason_codes).toContain('non-static-code');
  });

  it('--jsonl takes the flag too', async () => {
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--sandbox', '--jsonl'], { cwd: dir, stdin: '{"cmd": "cat \\"$X\\""}\n' });
    expect(JSON.parse(result.stdout.trim())).toMatchObject({ decision: 'allow', enforced_by_sandbox: [{ code: 'unknown-path-variable' }] });
  });
});

describe('leash explain --sandbox', () => {
  it('lists what the sandbox enforces apart from what needs approval', async () => {
    const off = await runCliInProcess(['explain', '--policy', policy, '--cwd', dir, '--', 'cat "$X"'], { cwd: dir });
    expect(off.stdout).toContain('[unknown-path-variable]');
    expect(off.stdout).not.toContain('Enforced by the sandbox');
    const on = await runCliInProcess(['explain', '--policy', policy, '--cwd', dir, '--sandbox', '--', 'cat "$X"'], { cwd: dir });
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('Enforced by the sandbox instead of needing approval');
    expect(on.stdout).toContain('Decision: allowed');
  });
});

describe('leash policy test with network self-tests', () => {
  it('prints each with its host and port', async () => {
    writeFileSync(
      policy,
      'version: 1\nnetwork:\n  allow: [api.github.com]\ntests:\n  - { network: "api.github.com:443", expect: allow }\n  - { network: "example.com", expect: deny }\n',
    );
    const result = await runCliInProcess(['policy', 'test', policy, '--cwd', dir], { cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('network "api.github.com:443" -> allowed');
    expect(result.stdout).toContain('network "example.com:443" -> denied');
  });
});
