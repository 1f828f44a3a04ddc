import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runBashCommand, scrubbedEnvironment } from '../../../src/agent/tools/index.js';
import { eventually, processRuns, temporaryDirectory } from './helpers.js';

const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

async function run(command: string, cwd: string, extra: Partial<Parameters<typeof runBashCommand>[0]> = {}) {
  return runBashCommand({ command, cwd, env: baseEnv, timeoutMs: 20_000, limits: { killGraceMs: 500 }, ...extra });
}

async function pidFrom(path: string): Promise<number> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const text = await readFile(path, 'utf8').catch(() => '');
    if (/^\d+\s*$/.test(text)) return Number(text);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no pid in ${path}`);
}

describe('runBashCommand: running', () => {
  test('reports exit codes and says so to the model when not zero', async () => {
    const cwd = await temporaryDirectory();
    const ok = await run('true', cwd);
    expect(ok.exitCode).toBe(0);
    expect(ok.text).toBe('(no output)');
    const failed = await run('echo oops; exit 3', cwd);
    expect(failed.exitCode).toBe(3);
    expect(failed.partial).toBe(false);
    expect(failed.output).toBe('oops\n');
    expect(failed.text).toBe('oops\n[exit code 3]');
    const missing = await run('no-such-command-leash', cwd);
    expect(missing.exitCode).toBe(127);
    expect(missing.output).toContain('no-such-command-leash: command not found');
  });

  test('runs bash, not sh, in the given directory', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('[[ 1 == 1 ]] && echo "bash $BASH_VERSION"; pwd', cwd);
    expect(result.output).toMatch(/^bash \d+\.\d+/);
    expect(result.output.trim().split('\n')[1]).toBe(cwd);
  });

  test('interleaves stdout and stderr in the order they were written', async () => {
    const cwd = await temporaryDirectory();
    const simple = await run('echo a; echo b >&2; echo c', cwd);
    expect(simple.output).toBe('a\nb\nc\n');
    const many = await run('for i in $(seq 1 200); do echo "out $i"; echo "err $i" >&2; done', cwd);
    const expected = Array.from({ length: 200 }, (_, index) => `out ${index + 1}\nerr ${index + 1}\n`).join('');
    expect(many.output).toBe(expected);
  });

  test('gives the command /dev/null as stdin, so reading it ends at once', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('read -r line; echo "read=$?"; cat; echo end', cwd, { timeoutMs: 5000 });
    expect(result.timedOut).toBe(false);
    expect(result.output).toBe('read=1\nend\n');
  });

  test('reports a command killed by a signal', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('kill -KILL $$', cwd);
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGKILL');
    expect(result.partial).toBe(false);
    expect(result.text).toContain('[killed by SIGKILL]');
  });

  test('returns an error result, not an exception, when the directory does not exist', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('echo hi', join(cwd, 'missing'));
    expect(result.exitCode).toBeNull();
    expect(result.startError).toContain('does not exist');
    expect(result.text).toContain(join(cwd, 'missing'));
  });
});

describe('runBashCommand: output limits', () => {
  test('keeps the first and last 1,000 of 5,000 lines and counts what it left out', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('seq 1 5000', cwd);
    // Lines 1001..4000 are cut: 3,000 lines of 4 digits and a newline each.
    expect(result.truncated).toEqual({ omittedLines: 3000, omittedBytes: 15000 });
    const lines = result.output.trimEnd().split('\n');
    expect(lines).toHaveLength(2001);
    expect(lines[0]).toBe('1');
    expect(lines[999]).toBe('1000');
    expect(lines[1000]).toBe('[… 3,000 lines (15,000 bytes) omitted: showing the first 1,000 and the last 1,000 of 5,000 lines …]');
    expect(lines[1001]).toBe('4001');
    expect(lines[2000]).toBe('5000');
    expect(result.partial).toBe(false);
  });

  test('keeps at most 50 KiB, half from each end, in whole lines', async () => {
    const cwd = await temporaryDirectory();
    // 100 lines of 1,000 digits: 1,001 bytes each; 25 lines fit in each 25,600-byte half.
    const result = await run("for i in $(seq 1 100); do printf '%01000d\\n' $i; done", cwd);
    expect(result.truncated).toEqual({ omittedLines: 50, omittedBytes: 50050 });
    const lines = result.output.trimEnd().split('\n');
    expect(lines).toHaveLength(51);
    expect(lines[25]).toBe('[… 50 lines (50,050 bytes) omitted: showing the first 25 and the last 25 of 100 lines …]');
    expect(lines[24]!.endsWith('25')).toBe(true);
    expect(lines[26]!.endsWith('76')).toBe(true);
    expect(Buffer.byteLength(result.output) - Buffer.byteLength(lines[25]!) - 1).toBeLessThanOrEqual(51200);
  });

  test('cuts an over-long line and says how much of it is missing', async () => {
    const cwd = await temporaryDirectory();
    const result = await run("head -c 5000 /dev/zero | tr '\\0' x; echo", cwd);
    expect(result.output).toBe(`${'x'.repeat(2000)} … [line cut: 3,000 more characters]\n`);
    expect(result.cutLines).toBe(1);
    expect(result.truncated).toBeNull();
  });

  test('honours limits given by the caller', async () => {
    const cwd = await temporaryDirectory();
    const result = await run('seq 1 10', cwd, { limits: { maxLines: 4, killGraceMs: 500 } });
    expect(result.truncated).toEqual({ omittedLines: 6, omittedBytes: 12 });
    expect(result.output).toBe('1\n2\n[… 6 lines (12 bytes) omitted: showing the first 2 and the last 2 of 10 lines …]\n9\n10\n');
  });

  test('stops a command whose output passes the hard cap and keeps what it had', async () => {
    const cwd = await temporaryDirectory();
    const started = Date.now();
    const result = await run('echo first; yes', cwd, { limits: { hardCapBytes: 200_000, killGraceMs: 500 } });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.outputCapped).toBe(true);
    expect(result.partial).toBe(true);
    expect(result.output.startsWith('first\ny\n')).toBe(true);
    expect(result.output).toContain('[stopped: the output passed 195.3 KiB (200,000 bytes)');
    expect(result.truncated).not.toBeNull();
  });
});

describe('runBashCommand: stopping', () => {
  test('a timeout kills the whole process group, grandchildren included', async () => {
    const cwd = await temporaryDirectory();
    const command = "echo started; bash -c 'sleep 60 & echo $! > grandchild.pid; wait'; echo never";
    const result = await run(command, cwd, { timeoutMs: 700 });
    const grandchild = await pidFrom(join(cwd, 'grandchild.pid'));
    expect(result.timedOut).toBe(true);
    expect(result.partial).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.output).toContain('started\n');
    expect(result.output).not.toContain('never');
    expect(result.output).toContain('[stopped: timed out after 0.7 s;');
    expect(processRuns(grandchild)).toBe(false);
  });

  test('a grandchild that ignores SIGTERM is killed after the grace period', async () => {
    const cwd = await temporaryDirectory();
    const command = 'bash -c \'trap "" TERM; sleep 60 & echo $! > stubborn.pid; wait\'';
    const result = await run(command, cwd, { timeoutMs: 500, limits: { killGraceMs: 300 } });
    const stubborn = await pidFrom(join(cwd, 'stubborn.pid'));
    expect(result.timedOut).toBe(true);
    expect(result.durationMs).toBeGreaterThanOrEqual(750);
    expect(await eventually(() => !processRuns(stubborn), 1000)).toBe(true);
  });

  test('an abort stops the command and returns what it printed', async () => {
    const cwd = await temporaryDirectory();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 400);
    const result = await run("echo before; bash -c 'sleep 60 & echo $! > child.pid; wait'", cwd, { signal: controller.signal });
    const child = await pidFrom(join(cwd, 'child.pid'));
    expect(result.aborted).toBe(true);
    expect(result.timedOut).toBe(false);
    expect(result.partial).toBe(true);
    expect(result.output).toContain('before\n');
    expect(result.output).toContain('[stopped: the run was aborted;');
    expect(result.durationMs).toBeLessThan(5000);
    expect(processRuns(child)).toBe(false);
  });

  test('an already aborted signal runs nothing', async () => {
    const cwd = await temporaryDirectory();
    const controller = new AbortController();
    controller.abort();
    const result = await run('touch ran', cwd, { signal: controller.signal });
    expect(result.aborted).toBe(true);
    expect(existsSync(join(cwd, 'ran'))).toBe(false);
  });

  test('a backgrounded child does not keep the call waiting, and does not survive it', async () => {
    const cwd = await temporaryDirectory();
    const started = Date.now();
    const result = await run('sleep 60 & echo $! > bg.pid; sleep 60 > /dev/null 2>&1 & echo $! > quiet.pid; echo done', cwd, { timeoutMs: 30_000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.timedOut).toBe(false);
    expect(result.exitCode).toBe(0);
    expect(result.output).toBe('done\n');
    expect(processRuns(await pidFrom(join(cwd, 'bg.pid')))).toBe(false);
    expect(processRuns(await pidFrom(join(cwd, 'quiet.pid')))).toBe(false);
  });

  test('a process that left the group with setsid is found by its run marker and killed', async () => {
    const cwd = await temporaryDirectory();
    const started = Date.now();
    // The pause lets setsid take effect before the call ends, so only the marker can find it.
    const result = await run('setsid sleep 60 > /dev/null 2>&1 & echo $! > escaped.pid; sleep 0.3; echo left', cwd);
    const escaped = await pidFrom(join(cwd, 'escaped.pid'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.output).toBe('left\n');
    expect(await eventually(() => !processRuns(escaped), 1000)).toBe(true);
  });

  test('an escaped process holding the pipe does not keep the call waiting', async () => {
    const cwd = await temporaryDirectory();
    const started = Date.now();
    // The call ends only once the holder runs `sleep` (`$!` is its pid throughout: setsid does
    // not fork here, the rest are execs), so it has surely left the group and cleared the
    // marker. A fixed pause was a guess a slow machine could lose: the holder was then killed
    // before it escaped, and the test failed on its pid file or on the kill below.
    const result = await run(
      'setsid bash -c \'echo $$ > holder.pid; exec env -u LEASH_BASH_RUN sleep 60\' & until [ "$(cat /proc/$!/comm 2>/dev/null)" = sleep ]; do sleep 0.05; done; echo main done',
      cwd,
    );
    const holder = await pidFrom(join(cwd, 'holder.pid'));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(result.output).toBe('main done\n');
    // It cleared the marker and left the group: out of reach, so the test ends it itself.
    process.kill(holder, 'SIGKILL');
  });
});

describe('runBashCommand: environment', () => {
  test('a scrubbed environment carries no secrets but does carry passed names', async () => {
    const cwd = await temporaryDirectory();
    const parent = {
      ...process.env,
      ANTHROPIC_API_KEY: 'sk-ant-leash-test-secret',
      GITHUB_TOKEN: 'ghs_leashtestsecret',
      ACTIONS_RUNTIME_TOKEN: 'runtime-leash-secret',
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-leash-secret',
      AWS_SECRET_ACCESS_KEY: 'aws-leash-secret',
      NPM_TOKEN: 'npm-leash-secret',
      LEASH_PASSED_SETTING: 'passed-value',
      LEASH_NOT_PASSED: 'dropped-value',
    };
    const env = scrubbedEnvironment(parent, { pass: ['LEASH_PASSED_SETTING'] });
    const result = await runBashCommand({ command: 'env', cwd, env, timeoutMs: 10_000 });
    for (const secret of [
      'ANTHROPIC_API_KEY',
      'GITHUB_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      'AWS_SECRET_ACCESS_KEY',
      'NPM_TOKEN',
      'LEASH_NOT_PASSED',
    ]) {
      expect(result.output).not.toContain(`${secret}=`);
      expect(result.output).not.toContain(parent[secret as keyof typeof parent]!);
    }
    const lines = result.output.split('\n');
    expect(lines).toContain('LEASH_PASSED_SETTING=passed-value');
    expect(lines).toContain('TERM=dumb');
    expect(lines).toContain('GIT_TERMINAL_PROMPT=0');
    expect(lines).toContain('PAGER=cat');
    expect(lines).toContain('GIT_PAGER=cat');
  });

  test('a nonsensical timeout takes the default instead of killing the command at once', async () => {
    const cwd = await temporaryDirectory();
    const result = await runBashCommand({ command: 'sleep 0.2; echo ok', cwd, env: baseEnv, timeoutMs: Number.NaN });
    expect(result.timedOut).toBe(false);
    expect(result.output).toBe('ok\n');
  });
});
