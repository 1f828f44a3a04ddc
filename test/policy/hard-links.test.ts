// Paths as the file system will resolve them (issue 14; docs/security.md): a file inside the
// workspace that is a hard link shared with a file outside it, which a write would change too,
// needs approval for writing, naming the file, from the file tools and a bash write alike. On the
// real file system of this machine, in a temporary folder.
import { linkSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, decidePathAccess, loadPolicy, withLayer, type Policy } from '../../src/policy/index.js';
import { approvalLayer } from '../../src/agent/approvals.js';
import { bashParser } from '../helpers/policy.js';

let root: string;
let workspace: string;
let parser: BashParser;
let policy: Policy;

beforeAll(async () => {
  parser = await bashParser();
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-hardlink-')));
  workspace = join(root, 'ws');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(join(root, 'home'));
  writeFileSync(join(root, 'home', '.profile'), 'outside\n');
  // A file inside the workspace sharing its content with one outside it (as pnpm's store links packages).
  linkSync(join(root, 'home', '.profile'), join(workspace, 'linked.sh'));
  writeFileSync(join(workspace, 'plain.txt'), 'inside\n');
  // Two names inside the workspace: the other one may still be anywhere as far as a decision can tell.
  writeFileSync(join(workspace, 'a.txt'), '');
  linkSync(join(workspace, 'a.txt'), join(workspace, 'b.txt'));
  writeFileSync(join(workspace, '.github', 'leash.yml'), 'version: 1\ntools:\n  bash: { allow: ["echo *", "cp *", "cat *"] }\n  write: { allow: ["**"] }\n');
  policy = await loadPolicy(join(workspace, '.github', 'leash.yml'), { workspace, home: join(root, 'home'), parser });
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a file inside the workspace that is a hard link shared with a file outside it', () => {
  it('a write by a file tool needs approval, naming the file', () => {
    const decision = decidePathAccess(policy, 'write', 'linked.sh');
    expect(decision.decision).toBe('prompt');
    expect(decision.reasonDetails).toEqual([{ code: 'hard-link', message: expect.stringMatching(/^linked\.sh is a hard link \(a file with 2 names\)/) }]);
  });

  it('a bash redirect and a command writing it need approval, naming the file', () => {
    for (const command of ['echo x > linked.sh', 'echo x >> ./linked.sh', 'cp plain.txt linked.sh']) {
      const decision = decideBashCommand(policy, parser, command);
      expect(decision.decision, command).toBe('prompt');
      expect(
        decision.reasonDetails.map((r) => r.code),
        command,
      ).toContain('hard-link');
      expect(decision.reasons.join('\n'), command).toContain('linked.sh is a hard link');
    }
  });

  it('so does a file with two names both in the workspace: where the others lie is not known', () => {
    expect(decidePathAccess(policy, 'write', 'b.txt').decision).toBe('prompt');
  });

  it('reading it, writing a file with one name, and writing a new file need no approval', () => {
    expect(decidePathAccess(policy, 'read', 'linked.sh').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'cat linked.sh').decision).toBe('allow');
    expect(decidePathAccess(policy, 'write', 'plain.txt').decision).toBe('allow');
    expect(decidePathAccess(policy, 'write', 'new.txt').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'echo x > plain.txt').decision).toBe('allow');
  });

  it('a session approval of that write lets it through', () => {
    const held = decidePathAccess(policy, 'write', 'linked.sh');
    const approved = withLayer(
      policy,
      approvalLayer([{ id: 'a1', tool: 'write', tool_input: { path: 'linked.sh' }, scopes: held.scopes, reasons: held.reasons } as never], 'maintainer'),
    );
    expect(decidePathAccess(approved, 'write', 'linked.sh').decision).toBe('allow');
    const command = 'echo x > linked.sh';
    const bash = decideBashCommand(policy, parser, command);
    const approvedBash = withLayer(
      policy,
      approvalLayer([{ id: 'a2', tool: 'bash', tool_input: { command }, scopes: bash.scopes, reasons: bash.reasons } as never], 'maintainer'),
    );
    expect(decideBashCommand(approvedBash, parser, command).decision).toBe('allow');
  });
});
