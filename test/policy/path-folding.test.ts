// Paths as the file system will resolve them (issue 14; docs/security.md): where the file system
// folds case, Unicode forms, ignorable code points or trailing dots and spaces, a deny rule and a
// floor meet every spelling that reaches what they cover, for the file tools and bash scopes
// alike; an allow covers only the path as written. Each probe result is injected here, so the
// rules are tested on this Linux machine for every file system the CLI may meet.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { ALL_FOLDING, NO_FOLDING, type PathFolding } from '../../src/paths/index.js';
import { decideBashCommand, decidePathAccess, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const POLICY = {
  version: 1,
  tools: {
    bash: { allow: ['echo *', 'cat *', 'cp *', 'git *'] },
    read: { allow: ['**'], deny: ['.env*'] },
    write: { allow: ['**'], deny: ['secrets/**'] },
  },
};

const CASE: PathFolding = { ...NO_FOLDING, foldsCase: true };
const UNICODE: PathFolding = { ...NO_FOLDING, normalisesUnicode: true };
const IGNORABLE: PathFolding = { ...NO_FOLDING, ignoresCodePoints: true };
const WINDOWS: PathFolding = { ...NO_FOLDING, foldsCase: true, dropsTrailingDotsSpaces: true };

let parser: BashParser;
let plain: Policy;
const folded = new Map<PathFolding, Policy>();
beforeAll(async () => {
  parser = await bashParser();
  plain = await policyFrom(POLICY);
  for (const folding of [CASE, UNICODE, IGNORABLE, WINDOWS, ALL_FOLDING]) folded.set(folding, { ...plain, folding });
});

function under(folding: PathFolding): Policy {
  return folded.get(folding)!;
}

describe('case folding where the file system folds case', () => {
  it('`.GIT/hooks` meets the built-in `.git/**` deny on a case-folding file system, and not on a case-sensitive one', () => {
    expect(decidePathAccess(under(CASE), 'write', '.GIT/hooks/pre-commit')).toMatchObject({ decision: 'deny', scopes: [{ rule: { pattern: '.git/**' } }] });
    expect(decidePathAccess(plain, 'write', '.GIT/hooks/pre-commit').decision).toBe('allow');
  });

  it('a bash redirect and a command operand meet it as the file tools do', () => {
    expect(decideBashCommand(under(CASE), parser, 'echo x > .Git/hooks/post-checkout').decision).toBe('deny');
    expect(decideBashCommand(under(CASE), parser, 'cp x .GIT/config').decision).toBe('deny');
    expect(decideBashCommand(plain, parser, 'echo x > .Git/hooks/post-checkout').decision).toBe('allow');
  });

  it('a raw prefix deny (`.env*`) meets `.ENV.local` for reading, in bash and the read tool', () => {
    expect(decidePathAccess(under(CASE), 'read', '.ENV.local').decision).toBe('deny');
    expect(decideBashCommand(under(CASE), parser, 'cat .Env').decision).toBe('deny');
    expect(decidePathAccess(plain, 'read', '.ENV.local').decision).toBe('allow');
  });

  it('a write floor meets a case-changed spelling (`.GitHub/Workflows/ci.yml`)', () => {
    const decision = decidePathAccess(under(CASE), 'write', '.GitHub/Workflows/ci.yml');
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes[0]).toMatchObject({ decidedBy: 'floor', floors: ['workflows'] });
    expect(decidePathAccess(plain, 'write', '.GitHub/Workflows/ci.yml').decision).toBe('allow');
  });

  it('a recursive walk of a folder meets a deny below it under folding (`rm -r SECRETS`)', async () => {
    const policy = { ...(await policyFrom({ ...POLICY, tools: { ...POLICY.tools, bash: { allow: ['rm *'] } } })), folding: CASE };
    expect(decideBashCommand(policy, parser, 'rm -r Secrets').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'rm -r Other').decision).toBe('allow');
  });

  it("a nested repository's `.GIT/config` meets the built-in nested `.git` deny", () => {
    expect(decidePathAccess(under(CASE), 'write', 'vendor/x/.GIT/config').decision).toBe('deny');
    expect(decidePathAccess(plain, 'write', 'vendor/x/.GIT/config').decision).toBe('allow');
  });

  it('an allow covers only the path as written: `SRC/x` is not covered by `src/**`', async () => {
    const policy = { ...(await policyFrom({ version: 1, tools: { write: { allow: ['src/**'], default: 'prompt' } } })), folding: CASE };
    expect(decidePathAccess(policy, 'write', 'src/x.ts').decision).toBe('allow');
    expect(decidePathAccess(policy, 'write', 'SRC/x.ts').decision).toBe('prompt');
  });

  it('Unicode case folding: the long s (U+017F) folds to s, the Kelvin sign to k', async () => {
    const policy = { ...(await policyFrom({ version: 1, tools: { read: { allow: ['**'], deny: ['secrets/**', 'keys/**'] } } })), folding: CASE };
    expect(decidePathAccess(policy, 'read', '\u017fecrets/a').decision).toBe('deny');
    expect(decidePathAccess(policy, 'read', '\u212Aeys/a').decision).toBe('deny');
  });
});

describe('a path a tool with no file table names', () => {
  it('a glob that may name `.env` in another case (`m4 .EN*`) meets the `.env*` deny where the file system folds case', async () => {
    const policy = await policyFrom({ version: 1, tools: { bash: { allow: ['*'] }, read: { deny: ['.env*'] } } });
    expect(decideBashCommand({ ...policy, folding: CASE }, parser, 'm4 .EN*').reasons.join('\n')).toContain('has no file table');
    expect(decideBashCommand({ ...policy, folding: CASE }, parser, 'm4 .GIT/config').reasons.join('\n')).toContain('has no file table');
    expect(decideBashCommand(policy, parser, 'm4 .EN*').decision).toBe('allow');
  });
});

describe('Unicode normalisation where the file system treats NFC and NFD alike', () => {
  it('a deny written in NFC meets the NFD spelling, and the other way round', async () => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    const policy = { ...(await policyFrom({ version: 1, tools: { read: { allow: ['**'], deny: [`${nfc}/**`, `${nfd}-2/**`] } } })), folding: UNICODE };
    expect(decidePathAccess(policy, 'read', `${nfd}/x`).decision).toBe('deny');
    expect(decidePathAccess(policy, 'read', `${nfc}-2/x`).decision).toBe('deny');
    expect(decidePathAccess({ ...policy, folding: NO_FOLDING }, 'read', `${nfd}/x`).decision).toBe('allow');
  });
});

describe('ignorable code points where the file system drops them (HFS+)', () => {
  it('`.g\\u200cit/hooks` and `.git\\ufeff/config` meet `.git/**`', () => {
    expect(decidePathAccess(under(IGNORABLE), 'write', '.g\u200cit/hooks/pre-commit').decision).toBe('deny');
    expect(decideBashCommand(under(IGNORABLE), parser, 'echo x > .git\ufeff/config').decision).toBe('deny');
    expect(decidePathAccess(under(CASE), 'write', '.g\u200cit/hooks/pre-commit').decision).toBe('allow');
  });
});

describe('trailing dots and spaces where Windows drops them', () => {
  it('`.git.` and `.git ` reach `.git`', () => {
    expect(decidePathAccess(under(WINDOWS), 'write', '.git./hooks/pre-commit').decision).toBe('deny');
    expect(decideBashCommand(under(WINDOWS), parser, "echo x > '.git /config'").decision).toBe('deny');
    expect(decidePathAccess(under(WINDOWS), 'write', '.envrc.').scopes[0]).toMatchObject({ decidedBy: 'floor', floors: ['auto-run files'] });
    expect(decidePathAccess(plain, 'write', '.git./hooks/pre-commit').decision).toBe('allow');
  });

  it('a raw prefix keeps its own trailing dot: `.env.*` does not meet `.env` by dropping it', async () => {
    const policy = { ...(await policyFrom({ version: 1, tools: { read: { allow: ['**'], deny: ['.env.*'] } } })), folding: WINDOWS };
    expect(decidePathAccess(policy, 'read', '.ENV.local').decision).toBe('deny');
    expect(decidePathAccess(policy, 'read', '.env').decision).toBe('allow');
  });
});

describe('a file system that folds nothing', () => {
  it('decides exactly as without a folding (the probe result on ext4 and tmpfs)', () => {
    const none = { ...plain, folding: NO_FOLDING };
    for (const path of ['.GIT/hooks/x', '.git./x', '.g\u200cit/x', '.git/x', 'src/a.ts', '.ENV']) {
      expect(decidePathAccess(none, 'write', path), path).toEqual(decidePathAccess(plain, 'write', path));
      expect(decidePathAccess(none, 'read', path), path).toEqual(decidePathAccess(plain, 'read', path));
    }
  });
});
