// The commands four red-team rounds (26 to 29) found allowed while they would break the policy
// they were decided under: each is refused now (test/fixtures/red-team/holes.json, with what each
// would do). Decided only, never run, in a temporary workspace laid out as the rounds' was: a git
// repository with `.env`, `src/`, `.github/workflows/ci.yml` and `package.json`.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser } from '../helpers/policy.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'red-team');

/**
 * A hole that stays allowed says why (docs/policy.md): `workspace file`, a command the policy
 * allows runs what a workspace file lists, and the agent writes workspace files; `history`, a
 * commit or blob printed by its id shows content already in the repository; `cache`, a tool's
 * cache folder where it runs is no scope.
 */
interface Hole {
  batch: number;
  cmd: string;
  policy: 'main' | 'narrow' | 'main+narrow';
  what: string;
  stays?: 'workspace file' | 'history' | 'cache';
}

const holes = JSON.parse(readFileSync(join(FIXTURES, 'holes.json'), 'utf8')) as Hole[];

let root: string;
let parser: BashParser;
const policies = new Map<string, Policy>();

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-red-team-')));
  const workspace = join(root, 'ws');
  for (const dir of ['.git', 'src', '.github/workflows']) mkdirSync(join(workspace, dir), { recursive: true });
  mkdirSync(join(root, 'home'), { recursive: true });
  writeFileSync(join(workspace, '.env'), 'SECRET=1\n');
  writeFileSync(join(workspace, 'src', 'index.js'), 'console.log(1)\n');
  writeFileSync(join(workspace, 'package.json'), '{"name":"x","scripts":{"test":"node test/a.js"}}\n');
  writeFileSync(join(workspace, '.github', 'workflows', 'ci.yml'), 'on: push\n');
  for (const name of ['main', 'narrow']) {
    const file = join(workspace, `policy-${name}.yml`);
    writeFileSync(file, readFileSync(join(FIXTURES, `policy-${name}.yml`), 'utf8'));
    policies.set(name, await loadPolicy(file, { workspace, home: join(root, 'home'), parser }));
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const cases = holes.flatMap((hole) =>
  (hole.policy === 'main+narrow' ? ['main', 'narrow'] : [hole.policy]).map((policy): [number, string, string, Hole] => [hole.batch, policy, hole.cmd, hole]),
);

describe('what the red-team rounds found allowed is refused', () => {
  it('has every round, and few holes that stay', () => {
    expect(new Set(holes.map((hole) => hole.batch))).toEqual(new Set([26, 27, 28, 29]));
    expect(cases.length).toBeGreaterThan(100);
    expect(holes.filter((hole) => hole.stays).length).toBeLessThanOrEqual(10);
  });

  it.each(cases)('round %i, %s policy: %s', (_batch, policy, command, hole) => {
    const decision = decideBashCommand(policies.get(policy)!, parser, command);
    if (hole.stays) expect(decision.decision, `${command} stays allowed (${hole.stays})`).toBe('allow');
    else expect(decision.decision, `${command}: ${hole.what} ${JSON.stringify(decision.reasons)}`).not.toBe('allow');
  });
});
