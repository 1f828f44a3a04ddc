// Many sandboxed commands at once through one session's sandbox, as parallel subagents run them.
// The library makes placeholders for deny paths that do not exist yet and removes them when its
// count of live sandboxes reaches zero. Commands that overlap see each other's placeholders; every
// one must still be held to the profile, and when the last has ended the workspace must hold only
// what the commands wrote: no placeholder folder left behind (`.github/`, `.vscode/`).
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalToolHost, type LocalToolHost } from '../../src/agent/local-tools.js';
import { builtinPolicy } from '../../src/policy/index.js';
import { openSessionSandbox, type CommandSandbox } from '../../src/sandbox/index.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

const AT_ONCE = 12;
const ROUNDS = 4;

describe.skipIf(skipSandboxTests)('sandboxed commands run at once in one process', () => {
  let root = '';
  let workspace = '';
  let secret = '';
  let sandbox: CommandSandbox;
  let host: LocalToolHost;

  beforeAll(async () => {
    await requireSandbox();
    root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-concurrent-')));
    workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git', 'hooks'), { recursive: true });
    mkdirSync(join(root, 'home', '.ssh'), { recursive: true });
    secret = join(root, 'home', '.ssh', 'id_ed25519');
    writeFileSync(secret, 'PRIVATE-KEY-TEXT');
    const policy = builtinPolicy(workspace, join(root, 'home'));
    const session = await openSessionSandbox({ mode: 'required', policy, homeDir: join(root, 'home'), tmpRoot: root, env: {} });
    sandbox = session.sandbox!;
    host = await createLocalToolHost({ workspace, policy, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, tools: ['bash'], sandbox });
  });
  afterAll(async () => {
    await sandbox?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it(`${AT_ONCE} at once, ${ROUNDS} rounds: each writes the workspace, none writes a deny or reads a secret, nothing is left behind`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const outcomes = await Promise.all(
        Array.from({ length: AT_ONCE }, async (_, n) => {
          const id = `toolu_r${round}_${n}`;
          const command = [
            `echo ok > out-${id}.txt && echo WROTE`,
            `echo x > .git/hooks/x-${id} && echo HOOK`,
            `mkdir -p .github/workflows && echo y > .github/workflows/ci-${id}.yml && echo WORKFLOW`,
            `echo z > .envrc && echo ENVRC`,
            `cat ${secret}`,
            'true',
          ].join('; ');
          const outcome = await host.runCore('bash', { command }, { signal: new AbortController().signal, toolUseId: id });
          return { id, outcome };
        }),
      );
      for (const { id, outcome } of outcomes) {
        const lines = String(outcome.content).split('\n');
        expect(lines, id).toContain('WROTE');
        expect(lines, id).not.toContain('HOOK');
        expect(lines, id).not.toContain('WORKFLOW');
        expect(lines, id).not.toContain('ENVRC');
        expect(String(outcome.content), id).not.toContain('PRIVATE-KEY-TEXT');
        expect(outcome.sandboxDenials, id).toEqual(
          expect.arrayContaining([expect.objectContaining({ kind: 'write', target: join(workspace, '.git', 'hooks', `x-${id}`) })]),
        );
      }
      const left = readdirSync(workspace).filter((name) => !name.startsWith('out-'));
      expect(left, `round ${round}`).toEqual(['.git']);
      expect(readdirSync(join(workspace, '.git', 'hooks')), `round ${round}`).toEqual([]);
    }
    expect(readdirSync(workspace).filter((name) => name.startsWith('out-'))).toHaveLength(AT_ONCE * ROUNDS);
  }, 120_000);
});
