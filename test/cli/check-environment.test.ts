// DESIGN.md section 3: "`leash check` knows no environment unless `--env NAME=VALUE` or
// `--env-file` gives one." And `check --jsonl` refuses input it would otherwise decide silently
// one way: a line with both `cmd` and `path`, an empty path, a `--cwd` that does not exist.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/cli.js';

let dir: string;
let policy: string;
beforeEach(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'leash-check-env-')));
  mkdirSync(join(dir, '.github'));
  policy = join(dir, '.github', 'leash.yml');
  writeFileSync(policy, 'version: 1\ntools:\n  bash:\n    allow: ["git status", "git status *"]\n    deny: ["git push *"]\n');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cli = (verb: string, args: string[], stdin?: string) =>
  runCliInProcess([verb, '--policy', policy, '--cwd', dir, ...args], { cwd: dir, ...(stdin !== undefined ? { stdin } : {}) });

describe('`leash check` knows no environment unless `--env NAME=VALUE` or `--env-file` gives one', () => {
  it('without either, a variable the command does not set is any value, whatever the process has', async () => {
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', dir, '--', 'git $SUB'], { cwd: dir, env: { ...process.env, SUB: 'status' } });
    expect(result.code).toBe(4);
  });

  it('--env gives a variable its value, repeatable, and every other variable is then unset', async () => {
    expect((await cli('check', ['--env', 'SUB=status', '--', 'git $SUB'])).code).toBe(0);
    expect((await cli('check', ['--env', 'A=x', '--env', 'SUB=push', '--', 'git $SUB origin'])).code).toBe(3);
    // Unset, and so empty: `git $UNSET push` is `git push`.
    expect((await cli('check', ['--env', 'A=x', '--', 'git $UNSET push origin'])).code).toBe(3);
    const json = JSON.parse((await cli('check', ['--json', '--env', 'SUB=status', '--', 'git "$SUB"'])).stdout);
    expect(json.scopes[0].text).toBe('git status');
  });

  it('--env-file reads NAME=VALUE lines, and --env wins over it', async () => {
    const file = join(dir, 'ci.env');
    writeFileSync(file, "# the job's variables\nSUB=status\r\n\nOTHER=a b\n");
    expect((await cli('check', ['--env-file', file, '--', 'git $SUB'])).code).toBe(0);
    expect((await cli('check', ['--env-file', file, '--env', 'SUB=push', '--', 'git $SUB origin'])).code).toBe(3);
    const lines = await cli('check', ['--env-file', file, '--jsonl'], '{"cmd": "git $SUB"}\n');
    expect(JSON.parse(lines.stdout).decision).toBe('allow');
    expect((await cli('explain', ['--env-file', file, '--', 'git $SUB'])).stdout).toContain('1. command "git status"');
  });

  it('a bad entry is an error that says where', async () => {
    const file = join(dir, 'bad.env');
    writeFileSync(file, 'SUB=status\nexport X=1\n');
    const bad = await cli('check', ['--env-file', file, '--', 'true']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('bad.env:2:1: expected NAME=VALUE');
    const flag = await cli('explain', ['--env', '1X=y', '--', 'true']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--env expects NAME=VALUE');
    const missing = await cli('check', ['--env-file', join(dir, 'none.env'), '--', 'true']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read --env-file');
  });

  it('the flags are in the generated help', async () => {
    for (const verb of ['check', 'explain']) {
      const help = await runCliInProcess([verb, '--help'], { cwd: dir });
      expect(help.stdout).toContain('--env NAME=VALUE');
      expect(help.stdout).toContain('--env-file FILE');
    }
  });
});

describe('check --jsonl refuses what it cannot decide as given', () => {
  it('a line with both cmd and path is an error, and so is an empty path', async () => {
    const result = await cli(
      'check',
      ['--jsonl'],
      '{"cmd": "git status", "tool": "write", "path": "x"}\n{"tool": "write", "path": ""}\n{"cmd": "git status"}\n',
    );
    expect(result.code).toBe(2);
    const [both, empty, fine] = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(both.error).toContain('stdin:1: a line holds "cmd" or "tool" and "path", not both');
    expect(empty.error).toContain('stdin:2: "path" is empty');
    expect(fine.decision).toBe('allow');
  });

  it('a --cwd that does not exist is an error, in one line', async () => {
    const result = await runCliInProcess(['check', '--policy', policy, '--cwd', join(dir, 'nowhere'), '--jsonl'], { cwd: dir, stdin: '{"cmd": "ls"}\n' });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('--cwd');
    expect(result.stderr).toContain('no such directory');
  });
});
