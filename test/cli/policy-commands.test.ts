// The CLI contract of DESIGN.md section 7: exit codes, JSON shapes, errors as one line.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

let dir: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'leash-cli-')));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function policyFile(text: string): string {
  mkdirSync(join(dir, '.github'), { recursive: true });
  const file = join(dir, '.github', 'leash.yml');
  writeFileSync(file, text);
  return file;
}

const POLICY = `version: 1
default: prompt
tools:
  bash:
    allow: ["git status *", "npm test *"]
    deny: ["git push *"]
  read:
    deny: [".env"]
`;

describe('leash check', () => {
  it('exits 0, 3 and 4 for allow, deny and needs approval', async () => {
    const policy = policyFile(POLICY);
    const run = (cmd: string) => runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--', cmd], { cwd: dir });
    expect((await run('git status')).code).toBe(0);
    expect((await run('git push origin main')).code).toBe(3);
    expect((await run('make')).code).toBe(4);
  });

  it('--json prints one object with every scope and the rule that decided it', async () => {
    const policy = policyFile(POLICY);
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--json', '--', 'npm test > out.log && git push'], { cwd: dir });
    const json = JSON.parse(result.stdout);
    expect(json).toMatchObject({ cmd: 'npm test > out.log && git push', decision: 'deny', reasons: [] });
    expect(json.scopes).toEqual([
      expect.objectContaining({
        kind: 'command',
        text: 'npm test',
        decision: 'allow',
        rule: { pattern: 'npm test *', effect: 'allow', layer: 'repository', source: '.github/leash.yml:5' },
      }),
      expect.objectContaining({ kind: 'write', text: 'out.log', decision: 'allow', rule: expect.objectContaining({ layer: 'builtin' }) }),
      expect.objectContaining({
        kind: 'command',
        text: 'git push',
        decision: 'deny',
        rule: expect.objectContaining({ pattern: 'git push *', source: '.github/leash.yml:6' }),
      }),
    ]);
  });

  it('--jsonl answers each line in order, echoes ids, and reports a bad line without losing the rest', async () => {
    const policy = policyFile(POLICY);
    const stdin = [
      JSON.stringify({ cmd: 'git status', id: 1 }),
      'not json',
      JSON.stringify({ tool: 'read', path: '.env', id: 'r' }),
      JSON.stringify({ tool: 'edit', path: 'src/a.ts', extra: true }),
      JSON.stringify({ tool: 'fly', path: 'x' }),
      '',
      JSON.stringify({ cmd: 'git $(cat next) origin', id: 5 }),
    ].join('\n');
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--jsonl'], { cwd: dir, stdin });
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({ id: 1, cmd: 'git status', decision: 'allow' });
    expect(lines[1]).toMatchObject({ line: 2, error: expect.stringContaining('stdin:2: not JSON') });
    expect(lines[2]).toMatchObject({ id: 'r', tool: 'read', path: '.env', decision: 'deny' });
    expect(lines[3]).toMatchObject({ tool: 'edit', decision: 'allow', scopes: [expect.objectContaining({ kind: 'write', text: 'src/a.ts' })] });
    expect(lines[4].error).toContain('unknown tool "fly"');
    expect(lines[5]).toMatchObject({
      id: 5,
      decision: 'prompt',
      reasons: expect.arrayContaining([expect.stringContaining('the git subcommand `$(cat next)` is not known before it runs')]),
    });
    expect(result.code).toBe(2);
  });

  it('bad usage exits 2 with one line and no stack trace', async () => {
    for (const argv of [['check'], ['check', '--nope', '--', 'ls'], ['frobnicate'], ['policy', 'explode']]) {
      const result = await runCliInProcess(argv, { cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('resolves paths against --cwd, not the process directory', async () => {
    const policy = policyFile(POLICY);
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'sub', '.env'), '');
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--json', '--', 'cat .env'], { cwd: join(dir, 'sub') });
    expect(JSON.parse(result.stdout).scopes).toContainEqual(expect.objectContaining({ kind: 'read', path: join(dir, '.env'), decision: 'deny' }));
  });
});

describe('leash explain', () => {
  it('shows each scope, the rule that decided it and where it lives, and the reasons', async () => {
    const policy = policyFile(POLICY);
    const result = await runCliInProcess(['explain', '--policy', policy, '--cwd', dir, '--', 'timeout 5 git push origin main; `id` x'], { cwd: dir });
    expect(result.code).toBe(3);
    expect(result.stdout).toContain('command "git push origin main" from `timeout 5 git push origin main` at 1:1');
    expect(result.stdout).toContain('denied: rule "git push *" (deny, repository layer, .github/leash.yml:6)');
    expect(result.stdout).toContain('needs approval: no rule; default prompt (.github/leash.yml:2)');
    expect(result.stdout).toContain('the command name `` `id` `` is not known before it runs at 1:33');
    expect(result.stdout).toContain('Decision: denied');
  });
});

describe('leash policy', () => {
  it('init writes a starter policy that loads, passes its self-tests and lints clean', async () => {
    const init = await runCliInProcess(['policy', 'init'], { cwd: dir });
    expect(init.code).toBe(0);
    const file = join(dir, '.github', 'leash.yml');
    expect(readFileSync(file, 'utf8')).toContain('version: 1');
    const test = await runCliInProcess(['policy', 'test', file, '--cwd', dir], { cwd: dir });
    expect(test.stderr).toBe('');
    expect(test.stdout).toMatch(/\d+ self-tests passed/);
    const lint = await runCliInProcess(['policy', 'lint', file, '--cwd', dir], { cwd: dir });
    expect(lint.stdout).toContain('no warnings');
    expect(lint.code).toBe(0);
    const again = await runCliInProcess(['policy', 'init'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists');
  });

  it('test fails with exit 2 naming the failing self-test', async () => {
    const file = policyFile(`${POLICY}tests:\n  - { bash: "git status", expect: allow }\n  - { bash: "git push", expect: allow }\n`);
    const result = await runCliInProcess(['policy', 'test', file, '--cwd', dir], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('.github/leash.yml:11:');
    expect(result.stderr).toContain('self-test failed: bash "git push" expected allow, got deny (rule "git push *" deny, .github/leash.yml:6)');
  });

  it('lint warns about inner stars, shadowed allows, whitespace and quotes', async () => {
    const file = policyFile(`version: 1
tools:
  bash:
    allow: ["git * --force", "git push origin *", "npm  test", "'make'"]
    deny: ["git push *"]
  write:
    allow: ["src/**", ".git/hooks/**"]
`);
    const result = await runCliInProcess(['policy', 'lint', file, '--cwd', dir], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('.github/leash.yml:4: warning: "git * --force": a `*` inside a pattern is a literal');
    expect(result.stdout).toContain('allow "git push origin *" is shadowed by deny "git push *"');
    expect(result.stdout).toContain('"npm  test" can never match');
    expect(result.stdout).toContain(`"'make'" can never match quoted text`);
    expect(result.stdout).toContain('allow ".git/hooks/**" never takes effect');
  });
});
