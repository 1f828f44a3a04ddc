// The chain file: a good file loads with every default applied; every bad file in
// test/fixtures/chains fails with the expected `file:line`, code and message, through the real
// `leash chain` command (exit 2, one line, before any model call).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BudgetFileError, chainIdFor, loadChainFile, narrowingLayer } from '../../src/budget/index.js';
import { runCliInProcess } from '../helpers/cli.js';
import { repoRoot } from '../helpers/conformance.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterEach(removeTempDirs);

const fixtures = join(repoRoot, 'test', 'fixtures', 'chains');

interface BadChain {
  file: string;
  line: number;
  code: string;
  contains: string[];
}

const { files } = parse(readFileSync(join(fixtures, 'expected.yaml'), 'utf8')) as { files: BadChain[] };

describe('chain file: what a good file gives', () => {
  it('applies the file defaults, resolves prompt files beside the chain, and keeps the narrowing with its source line', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'prompts'));
    writeFileSync(join(dir, 'prompts', 'fix.md'), 'Fix every lint error.\n');
    writeFileSync(
      join(dir, 'nightly.yml'),
      [
        'version: 1',
        'budget_usd: 2',
        'daily_budget_usd: 5',
        'monthly_budget_usd: 50',
        'task_budget_usd: 0.5',
        'max_turns: 12',
        'concurrency: 3',
        'model: claude-haiku-4-5',
        'tasks:',
        '  - id: lint',
        '    prompt: List the lint errors.',
        '  - id: fix',
        '    prompt_file: prompts/fix.md',
        '    needs: [lint]',
        '    model: claude-opus-4-5',
        '    max_turns: 30',
        '    budget_usd: 1.25',
        '    policy:',
        '      deny:',
        '        bash: ["git push *", "curl *"]',
        '        write: [".github/**"]',
        '',
      ].join('\n'),
    );
    const chain = await loadChainFile('nightly.yml', { cwd: dir });
    expect(chain).toMatchObject({
      file: join(dir, 'nightly.yml'),
      source: 'nightly.yml',
      budgetUsd: 2,
      dailyBudgetUsd: 5,
      monthlyBudgetUsd: 50,
      concurrency: 3,
      model: 'claude-haiku-4-5',
    });
    expect(chain.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.tasks).toEqual([
      { id: 'lint', prompt: 'List the lint errors.', model: 'claude-haiku-4-5', maxTurns: 12, capUsd: 0.5, needs: [] },
      {
        id: 'fix',
        prompt: 'Fix every lint error.\n',
        model: 'claude-opus-4-5',
        maxTurns: 30,
        capUsd: 1.25,
        needs: ['lint'],
        narrowing: { bash: ['git push *', 'curl *'], write: ['.github/**'], source: 'nightly.yml:19' },
      },
    ]);
    const layer = narrowingLayer(chain.tasks[1]!.narrowing!);
    expect(layer.layer).toBe('task');
    expect(layer.tools.get('bash')).toEqual({
      allow: [],
      hasAllowList: false,
      deny: [
        { pattern: 'git push *', effect: 'deny', tool: 'bash', layer: 'task', source: 'nightly.yml:19' },
        { pattern: 'curl *', effect: 'deny', tool: 'bash', layer: 'task', source: 'nightly.yml:19' },
      ],
    });
    expect(layer.tools.has('read')).toBe(false);
    expect(layer.default).toBeUndefined();
  });

  it('takes a default task cap from the caller when the file sets none', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'c.yml'), 'version: 1\ntasks:\n  - id: a\n    prompt: x\n');
    await expect(loadChainFile('c.yml', { cwd: dir })).rejects.toMatchObject({ code: 'budget' });
    const chain = await loadChainFile('c.yml', { cwd: dir, defaultTaskBudgetUsd: 0.3 });
    expect(chain.tasks[0]!.capUsd).toBe(0.3);
  });

  it('derives the chain id from the file name, its path and its content; --chain-id is used as given', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'nightly.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: x\n');
    const first = await loadChainFile('nightly.yml', { cwd: dir });
    const again = await loadChainFile('nightly.yml', { cwd: dir });
    expect(chainIdFor(first)).toMatch(/^nightly-[0-9a-f]{12}$/);
    expect(chainIdFor(again)).toBe(chainIdFor(first));
    writeFileSync(join(dir, 'nightly.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: y\n');
    const edited = await loadChainFile('nightly.yml', { cwd: dir });
    expect(chainIdFor(edited)).not.toBe(chainIdFor(first));
    mkdirSync(join(dir, 'other'));
    writeFileSync(join(dir, 'other', 'nightly.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: x\n');
    expect(chainIdFor(await loadChainFile('other/nightly.yml', { cwd: dir }))).not.toBe(chainIdFor(first));
    // The same file named from another directory is the same chain.
    writeFileSync(join(dir, 'nightly.yml'), 'version: 1\ntask_budget_usd: 1\ntasks:\n  - id: a\n    prompt: x\n');
    expect(chainIdFor(await loadChainFile('../nightly.yml', { cwd: join(dir, 'other') }))).toBe(chainIdFor(first));
    expect(chainIdFor(first, 'nightly-2026-03-04')).toBe('nightly-2026-03-04');
    expect(() => chainIdFor(first, 'has space')).toThrow('chain id "has space" must be 1 to 200 characters without spaces or commas');
  });

  it('names a missing chain file', async () => {
    const dir = tempDir();
    await expect(loadChainFile('nope.yml', { cwd: dir })).rejects.toThrow('nope.yml:1:1: cannot read the chain file: file not found');
  });
});

describe('chain file: the bad-file corpus', () => {
  it('has cases for every kind of error', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(new Set(files.map((f) => f.code))).toEqual(
      new Set(['syntax', 'duplicate-key', 'schema', 'duplicate-id', 'unknown-need', 'needs-cycle', 'prompt-file', 'budget', 'narrowing']),
    );
  });

  it.each(files.map((f) => [f.file, f] as const))('%s', async (_file, bad) => {
    const error = await loadChainFile(join(fixtures, bad.file), { cwd: fixtures }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BudgetFileError);
    expect((error as BudgetFileError).code).toBe(bad.code);
    expect((error as BudgetFileError).location).toMatchObject({ file: bad.file, line: bad.line });

    // The same through the command: exit 2, one line on stderr, nothing on stdout, no API key needed.
    const result = await runCliInProcess(['chain', join(fixtures, bad.file), '--ledger', join(tempDir(), 'ledger.jsonl')], {
      cwd: fixtures,
      env: { PATH: process.env.PATH },
    });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const message = result.stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    const at = /([^\s:]+):(\d+):(\d+):/.exec(message);
    expect(at, message).not.toBeNull();
    expect(basename(at![1]!)).toBe(bad.file);
    expect(Number(at![2])).toBe(bad.line);
    for (const fragment of bad.contains) expect(message).toContain(fragment);
  });
});
