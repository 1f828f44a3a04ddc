// Issue 15 items 5, 6 and 9: hostile and broken input files end with exit 2 and `file:line:col`
// (or a clear one-line error), never a crash, a hang, an "internal error" or a silent load.
// Files are real files in a temporary directory; FIFOs run through a real `leash` process, so a
// read that blocks shows as a timeout rather than a stuck test worker.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMcpConfig, McpConfigError } from '../../src/agent/mcp/index.js';
import { floors } from '../../src/bash/tables.js';
import { BudgetFileError, FileQueue, loadChainFile } from '../../src/budget/index.js';
import { loadPolicy, PolicyError } from '../../src/policy/index.js';
import { MAX_INPUT_FILE_BYTES } from '../../src/yaml/input-file.js';
import { parseYamlSource } from '../../src/yaml/source.js';
import { runCliInProcess } from '../helpers/cli.js';
import { repoRoot } from '../helpers/conformance.js';
import { bashParser } from '../helpers/policy.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'leash-input-')));
  dirs.push(dir);
  return dir;
}

/** Writes `leash.yml` (text or bytes) in a fresh directory and runs `leash policy test` on it. */
async function policyTest(content: string | Buffer): Promise<{ code: number; stderr: string; stdout: string }> {
  const dir = tempDir();
  writeFileSync(join(dir, 'leash.yml'), content);
  return runCliInProcess(['policy', 'test', 'leash.yml'], { cwd: dir });
}

/**
 * The real `leash` process, killed with SIGKILL on timeout: a Leash blocked on a FIFO ignored
 * SIGTERM, so a timeout's SIGTERM would leave the test waiting for ever.
 */
function leashProcess(args: string[], cwd: string): { code: number | null; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(repoRoot, 'src', 'cli', 'bin.ts'), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: cwd },
    encoding: 'utf8',
    timeout: 20_000,
    killSignal: 'SIGKILL',
  });
  if (result.error) throw result.error;
  return { code: result.status, stderr: result.stderr };
}

function fifo(path: string): string {
  execFileSync('mkfifo', [path]);
  return path;
}

const BOMB = [
  'version: 1',
  'a: &a ["x","x","x","x","x","x","x","x","x"]',
  'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
  'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
  'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
  'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
  'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
  'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
  '',
].join('\n');

describe('issue 15 item 5: YAML bombs and undefined aliases end with exit 2 and file:line:col', () => {
  it('refuses a billion-laughs policy at the alias where expansion blows up', async () => {
    const result = await policyTest(BOMB);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('leash: leash.yml:4:8: aliases expand too far (more than 100 uses of an anchor that holds aliases): a YAML bomb, refused\n');
  });

  it('refuses an alias to an anchor that is not set, at the alias', async () => {
    const result = await policyTest('version: 1\ndefault: *nothing\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('leash: leash.yml:2:10: alias *nothing names no anchor &nothing set before it\n');
  });

  it('refuses an alias inside its own anchor (a value that contains itself)', async () => {
    const result = await policyTest('version: 1\ntools:\n  bash:\n    allow: &x [*x]\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^leash: leash\.yml:4:16: alias \*x sits inside its own anchor &x/);
  });

  it('refuses the same in a chain file and a queue file', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'chain.yml'), BOMB.replace('version: 1', 'version: 1\ntasks: []'));
    await expect(loadChainFile('chain.yml', { cwd: dir })).rejects.toThrow(/^chain\.yml:5:8: aliases expand too far/);
    writeFileSync(join(dir, 'queue.yml'), '- id: a\n  prompt: *missing\n');
    await expect(FileQueue.open('queue.yml', { cwd: dir })).rejects.toThrow(
      new BudgetFileError('syntax', { file: 'queue.yml', line: 2, col: 11 }, 'alias *missing names no anchor &missing set before it'),
    );
  });

  it('still loads an ordinary alias', () => {
    const parsed = parseYamlSource('a: &a [1, 2]\nb: *a\n', 'f.yml');
    expect(parsed.source?.value).toEqual({ a: [1, 2], b: [1, 2] });
  });
});

describe('issue 15 item 6: size and time limits on every file Leash reads', () => {
  it('loads mapping keys in linear time: 50,000 keys take no more than about four times 12,500', () => {
    const timeOf = (keys: number): number => {
      const text = `version: 1\n${Array.from({ length: keys }, (_, i) => `k${i}: 1\n`).join('')}`;
      const started = performance.now();
      const parsed = parseYamlSource(text, 'big.yml');
      const elapsed = performance.now() - started;
      expect(parsed.problem).toBeUndefined();
      return elapsed;
    };
    timeOf(2_000);
    const small = Math.min(timeOf(12_500), timeOf(12_500));
    const large = timeOf(50_000);
    // Linear is 4x; the quadratic duplicate-key check was 16x and more (36 s at 50,000 keys).
    expect(large / small).toBeLessThan(9);
    expect(large).toBeLessThan(20_000);
  }, 120_000);

  it('still finds a duplicate key at the end of a large mapping, at the second key', () => {
    const text = `${Array.from({ length: 50_000 }, (_, i) => `k${i}: 1\n`).join('')}k7: 2\n`;
    expect(parseYamlSource(text, 'big.yml').problem).toMatchObject({ kind: 'duplicate-key', at: { file: 'big.yml', line: 50_001, col: 1 } });
  });

  it('loads a policy with 50,000 tool sections without a quadratic step', async () => {
    const dir = tempDir();
    const sections = Array.from({ length: 50_000 }, (_, i) => `  mcp.s${i}:\n    default: allow\n`).join('');
    writeFileSync(join(dir, 'leash.yml'), `version: 1\ntools:\n${sections}`);
    const started = performance.now();
    const policy = await loadPolicy(join(dir, 'leash.yml'), { workspace: dir, home: dir, parser: await bashParser() });
    expect(policy.layers.at(-1)!.tools.size).toBe(50_000);
    expect(performance.now() - started).toBeLessThan(30_000);
  }, 120_000);

  it('refuses a policy over the size limit with a clear error', async () => {
    const result = await policyTest(`version: 1\n#${'x'.repeat(MAX_INPUT_FILE_BYTES)}\n`);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('leash: leash.yml:1:1: cannot read the policy file: is 2 MiB; files Leash reads are at most 2 MiB\n');
  });

  it('refuses an extends target over the size limit at the extends entry', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'base.yml'), `version: 1\n#${'x'.repeat(MAX_INPUT_FILE_BYTES)}\n`);
    writeFileSync(join(dir, 'leash.yml'), 'version: 1\nextends: [base.yml]\n');
    const result = await runCliInProcess(['policy', 'test', 'leash.yml'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^leash: leash\.yml:2:11: cannot load extends entry base\.yml \(base\.yml\): is 2 MiB; files Leash reads are at most 2 MiB\n$/,
    );
  });

  it('refuses a FIFO as the policy, the prompt file and the chain file at once (a real process)', () => {
    const dir = tempDir();
    const pipe = fifo(join(dir, 'pipe.yml'));
    const started = Date.now();
    const policy = leashProcess(['policy', 'test', pipe], dir);
    expect(policy.stderr).toBe(`leash: ${pipe}:1:1: cannot read the policy file: is a FIFO (named pipe); expected a regular file\n`);
    expect(policy.code).toBe(2);
    const prompt = leashProcess(['run', '--prompt-file', pipe], dir);
    expect(prompt.stderr).toBe(`leash: cannot read --prompt-file ${pipe}:1:1: is a FIFO (named pipe); expected a regular file\n`);
    expect(prompt.code).toBe(2);
    const chain = leashProcess(['chain', pipe], dir);
    expect(chain.stderr).toContain(`${pipe}:1:1: cannot read the chain file: is a FIFO (named pipe); expected a regular file`);
    expect(chain.code).toBe(2);
    expect(Date.now() - started).toBeLessThan(45_000);
  }, 90_000);

  it('refuses a directory and a device, and a FIFO as a chain prompt_file, queue or MCP configuration', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'folder.yml'));
    const folder = await runCliInProcess(['policy', 'test', 'folder.yml'], { cwd: dir });
    expect(folder.stderr).toBe('leash: folder.yml:1:1: cannot read the policy file: is a directory; expected a regular file\n');
    const device = await runCliInProcess(['policy', 'test', '/dev/zero'], { cwd: dir });
    expect(device.stderr).toBe('leash: /dev/zero:1:1: cannot read the policy file: is a device; expected a regular file\n');
    expect(device.code).toBe(2);

    fifo(join(dir, 'prompt.md'));
    writeFileSync(join(dir, 'chain.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt_file: prompt.md\n');
    await expect(loadChainFile('chain.yml', { cwd: dir })).rejects.toThrow(
      /^chain\.yml:5:18: cannot read prompt_file "prompt\.md" \(.*prompt\.md\): is a FIFO \(named pipe\); expected a regular file$/,
    );
    fifo(join(dir, 'queue.yml'));
    await expect(FileQueue.open('queue.yml', { cwd: dir })).rejects.toThrow(
      'queue.yml:1:1: cannot read the queue file: is a FIFO (named pipe); expected a regular file',
    );

    mkdirSync(join(dir, '.github'));
    writeFileSync(join(dir, '.github', 'leash.yml'), 'version: 1\n');
    fifo(join(dir, '.github', 'leash-mcp.yml'));
    const mcp = loadMcpConfig({ policyFile: join(dir, '.github', 'leash.yml'), workspace: dir });
    await expect(mcp).rejects.toBeInstanceOf(McpConfigError);
    await expect(mcp).rejects.toThrow('.github/leash-mcp.yml:1:1: cannot read the MCP configuration: is a FIFO (named pipe); expected a regular file');
  });

  it('honours a stop (SIGTERM) while loading: the policy and chain loaders end with a stop error', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'leash.yml'), 'version: 1\n');
    writeFileSync(join(dir, 'chain.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: x\n');
    const stop = new AbortController();
    stop.abort(new Error('received SIGTERM'));
    const loading = loadPolicy(join(dir, 'leash.yml'), { workspace: dir, home: dir, parser: await bashParser(), signal: stop.signal });
    await expect(loading).rejects.toBeInstanceOf(PolicyError);
    await expect(loading).rejects.toMatchObject({ code: 'stopped' });
    await expect(loadChainFile('chain.yml', { cwd: dir, signal: stop.signal })).rejects.toThrow(
      'chain.yml:1:1: cannot read the chain file: stopped while reading (a stop signal arrived)',
    );
  });
});

describe('issue 15 item 9: bad input loads with an error, never silently', () => {
  it('refuses bytes that are not UTF-8 in a policy, at their line and column', async () => {
    const result = await policyTest(Buffer.concat([Buffer.from('version: 1\n# caf'), Buffer.from([0xe9]), Buffer.from('\ndefault: prompt\n')]));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('leash: leash.yml:2:6: byte 0xE9 is not UTF-8; save the file as UTF-8 (Leash does not guess other encodings)\n');
  });

  it('keeps a U+FFFD the file spells as UTF-8, and finds the bad byte after it', async () => {
    expect((await policyTest('version: 1\n# \uFFFD here\n')).code).toBe(0);
    const after = await policyTest(Buffer.concat([Buffer.from('version: 1\n# \uFFFD x'), Buffer.from([0xff]), Buffer.from('\n')]));
    expect(after.stderr).toBe('leash: leash.yml:2:6: byte 0xFF is not UTF-8; save the file as UTF-8 (Leash does not guess other encodings)\n');
  });

  it('refuses an unknown floors.lift name, suggesting the nearest known one', async () => {
    const result = await policyTest('version: 1\nfloors:\n  lift: ["git -c", "git --exec-pth"]\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^leash: leash\.yml:3:20: floors\.lift "git --exec-pth" is not a built-in floor; did you mean "git --exec-path"\? \(the floors of git: git -c, /,
    );
  });

  it('refuses a lift name close to none, listing the known floors', async () => {
    const result = await policyTest('version: 1\nfloors:\n  lift: ["nothing like it"]\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('leash.yml:3:10: floors.lift "nothing like it" is not a built-in floor (known floors: go -toolexec, ');
  });

  it('accepts every floor the floor table names, read from the table', async () => {
    const names = [...new Set(floors.map((floor) => floor.name))];
    const result = await policyTest(`version: 1\nfloors:\n  lift: ${JSON.stringify(names)}\n`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('refuses a line break or NUL inside a pattern, at the entry', async () => {
    const newline = await policyTest('version: 1\ntools:\n  bash:\n    allow: ["git status", "git log\\nrm -rf /"]\n');
    expect(newline.code).toBe(2);
    expect(newline.stderr).toBe(
      'leash: leash.yml:4:27: entry 2 of tools.bash.allow holds a line break: a string ("git log\\nrm -rf /"); a pattern is one line without NUL (write one entry per command)\n',
    );
    const nul = await policyTest('version: 1\ntools:\n  read:\n    deny: ["secrets\\0"]\n');
    expect(nul.code).toBe(2);
    expect(nul.stderr).toMatch(/^leash: leash\.yml:4:12: entry 1 of tools\.read\.deny holds a NUL character/);
  });

  it('refuses a line break inside a chain task narrowing pattern', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'chain.yml'),
      'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: x\n    policy:\n      deny:\n        bash: ["rm\\nx"]\n',
    );
    await expect(loadChainFile('chain.yml', { cwd: dir })).rejects.toThrow(
      'chain.yml:8:16: task 1 ("a") policy deny bash entry 1 must be a pattern on one line, without line breaks or NUL, found a string ("rm\\nx")',
    );
  });
});
