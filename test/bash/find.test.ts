// What `find` acts on: anything below its start points. `-delete` writes there, and an `-exec`
// command's `{}` is each file found there, so the read and write rules meet the start points,
// floors lifted or not.
import { describe, expect, it } from 'vitest';
import { decomposeBash } from '../../src/bash/index.js';
import { decideBashCommand } from '../../src/policy/index.js';
import type { Decision } from '../../src/policy/types.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

/** Find's floors lifted, so only the read and write rules stand between these commands and running. */
const LIFTED = {
  version: 1,
  default: 'prompt',
  tools: {
    bash: { allow: ['find *', 'rm *', 'cat *', 'cp *', 'mv *', 'wc *', 'sh *'] },
    read: { deny: ['~/.ssh/**'] },
    write: { deny: ['.github/**'] },
  },
  floors: { lift: ['find -exec', 'find -delete', 'find -fprint'] },
};

async function decide(command: string, policy: object = LIFTED): Promise<Decision> {
  return decideBashCommand(await policyFrom(policy), await bashParser(), command);
}

function paths(decision: Decision): string[] {
  return decision.scopes.filter((scope) => scope.kind !== 'command').map((scope) => `${scope.kind} ${scope.text} ${scope.decision}`);
}

describe('find: {} stands for the start points', () => {
  it('a read deny holds against cat {} below a denied start point', async () => {
    const decision = await decide('find ~/.ssh -type f -exec cat {} \\;');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toEqual(['read ~/.ssh/ deny']);
    expect(decision.scopes.find((scope) => scope.kind === 'read')!.rule).toMatchObject({ pattern: '~/.ssh/**', effect: 'deny' });
  });

  it('rm {} below / is a write of / (outside the workspace: the default decides)', async () => {
    const decision = await decide('find / -name core -exec rm -rf {} +');
    expect(decision.decision).toBe('prompt');
    expect(paths(decision)).toContain('write / prompt');
  });

  it('every start point counts, and a glob start point reaches below its directory', async () => {
    const decision = await decide('find src test/*.d -exec rm {} +');
    expect(paths(decision)).toEqual(['write src/ allow', 'write test/ allow']);
  });

  it('with no start point, find starts at .', async () => {
    const decision = await decide('find -name x -delete');
    expect(paths(decision)).toEqual(['write ./ allow']);
  });

  it('start points after -H, -L, -P, -D and -O options are found', async () => {
    const decision = await decide('find -P -D stat -O3 src -delete');
    expect(paths(decision)).toEqual(['write src/ allow']);
  });

  it('inside a narrowed write allow, find in that directory is allowed', async () => {
    const narrowed = { ...LIFTED, tools: { ...LIFTED.tools, write: { allow: ['src/**'] } } };
    expect((await decide('find src -name "*.orig" -delete', narrowed)).decision).toBe('allow');
    expect((await decide('find src -name "*.orig" -exec rm {} +', narrowed)).decision).toBe('allow');
    expect((await decide('find . -name "*.orig" -exec rm {} +', narrowed)).decision).toBe('prompt');
  });

  it('a deny covering the start point denies; a deny below it needs approval, with a reason naming the rule', async () => {
    expect((await decide('find .github -delete')).decision).toBe('deny');
    const below = await decide('find . -name "*.orig" -delete');
    expect(below.decision).toBe('prompt');
    expect(paths(below)).toEqual(['write ./ allow']);
    expect(below.reasons).toEqual([
      'which files below ./ are written is not known before the command runs, and rule ".git/**" (deny, builtin layer, built-in) forbids some of them',
    ]);
  });

  it('a recursive write that is not partial (rm -r) still denies on a deny below it', async () => {
    expect((await decide('rm -rf .')).decision).toBe('deny');
  });

  it('-execdir finds {} where find runs, and other relative paths are in an unknown directory', async () => {
    const decision = await decide('cd src && find . -execdir cp {} backup/ \\;');
    expect(paths(decision)).toContain('read src/ allow');
    expect(decision.reasons.some((reason) => reason.includes('cannot tell where `backup/` is'))).toBe(true);
    expect(decision.decision).toBe('prompt');
  });

  it('a path made from {} needs approval; so does {} as the command name', async () => {
    const renamed = await decide('find src -exec mv {} {}.bak \\;');
    expect(renamed.reasons.some((reason) => reason.includes('`{}.bak` (mv) is made from each file find -exec finds'))).toBe(true);
    const run = await decide('find bin -type f -exec {} \\;');
    expect(run.decision).toBe('prompt');
    expect(run.reasons.some((reason) => reason.includes('the command name `{}` is not known'))).toBe(true);
  });

  it('{} inside a static sh -c string is the start points too', async () => {
    const decision = await decide("find ~/.ssh -exec sh -c 'cat {}' \\;");
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toEqual(['read ~/.ssh/ deny']);
  });

  it('a find run by find -exec starts where the outer {} points', async () => {
    const decision = await decide('find .github -type d -exec find {} -delete \\;');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toEqual(['write .github/ deny']);
  });

  it('-L and -follow make an action need approval; a listing does not', async () => {
    const followed = await decide('find -L src -exec rm {} +');
    expect(followed.decision).toBe('prompt');
    expect(followed.reasons[0]).toMatch(/find follows links below its start points .* `-exec` acts on may lie anywhere at 1:13$/);
    expect((await decide('find src -follow -delete')).decision).toBe('prompt');
    expect((await decide('find -L src -name "*.ts"')).decision).toBe('allow');
  });

  it('start points read from a file make an action need approval', async () => {
    const decision = await decide('find -files0-from list.txt -delete');
    expect(decision.reasons.some((reason) => reason.includes('-files0-from'))).toBe(true);
  });

  it('-fprint and its kind write the file they name', async () => {
    expect(paths(await decide('find src -fprint .github/files.txt'))).toEqual(['write .github/files.txt deny']);
    expect(paths(await decide('find src -fprintf out.txt "%p\\n"'))).toEqual(['write out.txt allow']);
  });

  it('a start point that is not static needs approval when find acts on it', async () => {
    const decision = await decide('find "$DIR" -delete');
    expect(decision.reasons.some((reason) => /the path `"\$DIR"` \(find -delete\) is not known before it runs/.test(reason))).toBe(true);
  });

  it('marks the scopes of found files as partial in the decomposition', async () => {
    const decomposition = decomposeBash(await bashParser(), 'find src -exec rm {} + ; rm -r src', { workspace: WS, home: HOME });
    const writes = decomposition.scopes.filter((scope) => scope.kind === 'write');
    expect(writes).toMatchObject([
      { path: `${WS}/src`, recursive: true, partial: true },
      { path: `${WS}/src`, recursive: true, partial: false },
    ]);
  });
});
