// Whole decisions against ../shared/conformance/decisions.yaml, through the CLI contract
// (`leash check --json` / `--jsonl`) run in-process; the cases that set a process directory
// spawn the real CLI there, to prove nothing resolves against the process's own directory.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { readConformance } from '../helpers/conformance.js';
import { runCliInProcess, runCliProcess, type CliResult } from '../helpers/cli.js';

interface DecisionCase {
  id: string;
  policy: Record<string, unknown>;
  extends?: Record<string, Record<string, unknown>>;
  fs?: { dirs?: string[]; files?: string[]; symlinks?: Record<string, string> };
  cwd?: string;
  check: { bash?: string; write?: string; read?: string };
  expect: 'allow' | 'deny' | 'prompt';
  open?: boolean;
}

const { cases } = readConformance<{ cases: DecisionCase[] }>('decisions.yaml');
const EXIT_DECISION: Record<number, string> = { 0: 'allow', 3: 'deny', 4: 'prompt' };
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function layOut(c: DecisionCase): { root: string; ws: string; home: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-conf-')));
  made.push(root);
  const ws = join(root, 'ws');
  const home = join(root, 'home');
  mkdirSync(ws, { recursive: true });
  mkdirSync(home, { recursive: true });
  for (const dir of c.fs?.dirs ?? []) mkdirSync(join(ws, dir), { recursive: true });
  for (const file of c.fs?.files ?? []) {
    mkdirSync(dirname(join(ws, file)), { recursive: true });
    writeFileSync(join(ws, file), '');
  }
  for (const [link, target] of Object.entries(c.fs?.symlinks ?? {})) {
    mkdirSync(dirname(join(ws, link)), { recursive: true });
    symlinkSync(target, join(ws, link));
  }
  mkdirSync(join(ws, '.github'), { recursive: true });
  writeFileSync(join(ws, '.github', 'leash.yml'), stringify(c.policy));
  for (const [name, policy] of Object.entries(c.extends ?? {})) {
    mkdirSync(dirname(join(ws, '.github', name)), { recursive: true });
    writeFileSync(join(ws, '.github', name), stringify(policy));
  }
  return { root, ws, home };
}

async function decide(c: DecisionCase): Promise<{ decision: string; result: CliResult }> {
  const { ws, home } = layOut(c);
  const policy = join(ws, '.github', 'leash.yml');
  const env = { ...process.env, HOME: home, GITHUB_WORKSPACE: undefined };
  const cwd = join(ws, c.cwd ?? '');
  if (c.check.bash !== undefined) {
    const argv = ['check', '--policy', policy, '--cwd', ws, '--json', '--', c.check.bash];
    const result = c.cwd ? runCliProcess(argv, { cwd, env }) : await runCliInProcess(argv, { cwd, env });
    const json = JSON.parse(result.stdout) as { decision: string };
    expect(EXIT_DECISION[result.code], `exit code ${result.code} vs JSON ${json.decision}`).toBe(json.decision);
    return { decision: json.decision, result };
  }
  const tool = c.check.write !== undefined ? 'write' : 'read';
  const line = JSON.stringify({ tool, path: c.check.write ?? c.check.read, id: c.id });
  const argv = ['check', '--policy', policy, '--cwd', ws, '--jsonl'];
  const result = c.cwd ? runCliProcess(argv, { cwd, env, stdin: `${line}\n` }) : await runCliInProcess(argv, { cwd, env, stdin: `${line}\n` });
  const json = JSON.parse(result.stdout.trim()) as { decision: string; id: string };
  expect(json.id).toBe(c.id);
  return { decision: json.decision, result };
}

/**
 * Cases that contradict another case of the suite and a sentence of DESIGN.md, so no engine can
 * pass both: each is held to what DESIGN says instead, with the expectation the suite gives, so
 * this list fails (and must be emptied) once the suite is corrected. Reported to the suite's owner.
 */
const CONTRADICTED: Record<string, { suiteSays: string; designSays: string; why: string }> = {
  'prec-raw-prefix-allow': {
    suiteSays: 'allow',
    designSays: 'prompt',
    why:
      'DESIGN.md section 2: "A raw prefix never extends the program\'s name or a subcommand the tables know into another word"; ' +
      'match.yaml raw-prefix-no-boundary expects the same pattern ("npm test*") not to match the same scope ("npm testing").',
  },
};

describe('conformance: decisions.yaml', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(400));

  it.each(cases.filter((c) => !(c.id in CONTRADICTED)).map((c) => [c.id, c] as const))('%s', async (_id, c) => {
    const { decision, result } = await decide(c);
    expect(decision, `${JSON.stringify(c.check)}\n${result.stdout}${result.stderr}`).toBe(c.expect);
  });

  it.each(Object.entries(CONTRADICTED))('%s contradicts the suite and DESIGN: decided as DESIGN says', async (id, held) => {
    const c = cases.find((candidate) => candidate.id === id);
    expect(c, `${id} is no longer in decisions.yaml: drop it from CONTRADICTED`).toBeDefined();
    expect(c!.expect, `${id} now expects ${c!.expect}: the suite was corrected, drop it from CONTRADICTED`).toBe(held.suiteSays);
    const { decision } = await decide(c!);
    expect(decision, held.why).toBe(held.designSays);
  });
});
