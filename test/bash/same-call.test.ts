// What one call changes for the rest of itself, and what the engine must not resolve through its
// own process: a `cd` inside `eval`, a link made by an earlier command, a variable set by a loop,
// bash's logical `cd`, `/proc/self`, the entry a command removes or replaces rather than follows,
// and redirects hung on a function definition. Each test is one hole the red team found
// (scratch/redteam-paths/REPORT.md), and failed before it was closed.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { decomposeBash, type PathScope } from '../../src/bash/index.js';
import { entryActions, entryTables } from '../../src/bash/links.js';
import { evaluateWord } from '../../src/bash/words.js';
import { canonicalPath, emptyFileSystem, realFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, decidePathAccess, loadPolicy } from '../../src/policy/index.js';
import type { Decision } from '../../src/policy/types.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

/** The red team's policy A: every command, reads but secrets and /etc, writes to src/ and build/ only. */
const A = {
  version: 1,
  default: 'prompt',
  tools: { bash: { allow: ['*'] }, read: { deny: ['.env*', '~/.ssh/**', '/etc/**'] }, write: { allow: ['src/**', 'build/**'] } },
};
/** B: like A, with writes anywhere (the built-in `.git/**` deny still stands). */
const B = { ...A, tools: { ...A.tools, write: { allow: ['**'] } } };
/** C: like A, with an explicit read allow of everything. */
const C = { ...A, tools: { ...A.tools, read: { allow: ['**'], deny: ['.env*', '~/.ssh/**', '/etc/**'] } } };

async function decide(policy: object, command: string): Promise<Decision> {
  return decideBashCommand(await policyFrom(policy), await bashParser(), command);
}

function paths(decision: Decision): string[] {
  return decision.scopes.filter((scope) => scope.kind !== 'command').map((scope) => `${scope.kind} ${scope.text} ${scope.decision}`);
}

// ------------------------------------------------------------------ a workspace on disk

let root: string;
let ws: string;
let home: string;
let outside: string;

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-samecall-')));
  ws = join(root, 'ws');
  home = join(root, 'home');
  outside = join(root, 'outside');
  mkdirSync(join(ws, 'src'), { recursive: true });
  mkdirSync(join(ws, '.git'), { recursive: true });
  mkdirSync(outside, { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(ws, 'src', 'readme.txt'), '');
  writeFileSync(join(ws, '.env'), '');
  symlinkSync(outside, join(ws, 'src', 'l'));
  symlinkSync('src/readme.txt', join(ws, 'README.md'));
  symlinkSync('/proc/self/cwd', join(ws, 'p'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Decides in the workspace on disk, links and all. */
async function decideOnDisk(policy: object, command: string): Promise<Decision> {
  const host = { fs: realFileSystem, readFile: async () => stringify(policy) };
  const loaded = await loadPolicy(join(ws, '.github', 'leash.yml'), { workspace: ws, home, parser: await bashParser(), host });
  return decideBashCommand(loaded, await bashParser(), command);
}

// ------------------------------------------------------------------ 1. /proc/self

describe('paths through a process directory in /proc', () => {
  it('are not resolved through the engine’s own /proc/self', () => {
    const ctx = { home: '/home/u', fs: realFileSystem };
    expect(canonicalPath('/proc/self/cwd/config', '/', ctx)).toBe('/proc/self/cwd/config');
    expect(canonicalPath('/proc/thread-self/cwd/.env', '/', ctx)).toBe('/proc/thread-self/cwd/.env');
    expect(canonicalPath(`/proc/${process.pid}/cwd/x`, '/', ctx)).toBe(`/proc/${process.pid}/cwd/x`);
    // `..` after a process link cannot be applied: the link's target is the shell's, not ours.
    expect(canonicalPath('/proc/self/cwd/../.env', '/', ctx)).toMatch(/^\/proc\/self\//);
  });

  it('a write to /proc/self/cwd after cd .git needs approval', async () => {
    const decision = await decide(B, "cd .git && echo '[core] fsmonitor = x' >> /proc/self/cwd/config");
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/\/proc\/self\/cwd\/config.*process/);
  });

  it('a read through /proc/self/cwd/.. needs approval', async () => {
    const decision = await decide(C, 'cd src && cat /proc/self/cwd/../.env');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/\/proc\/self\/cwd\/\.\.\/\.env/);
  });

  it('thread-self, a pid, and a relative path from /proc need approval too', async () => {
    for (const command of ['cat /proc/thread-self/cwd/.env', 'cp build/x /proc/1/cwd/.git/hooks/pre-commit', 'cd /proc && cat self/root/etc/hostname']) {
      const decision = await decide(B, command);
      expect(decision.decision, command).not.toBe('allow');
      expect(decision.reasons.join('\n'), command).toMatch(/process/);
    }
  });

  it('a link in the workspace that leads into /proc/self needs approval', async () => {
    const decision = await decideOnDisk(C, 'cat p/.env');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/p\/\.env/);
  });

  it('the read and write tools need approval there too', async () => {
    const policy = await policyFrom(C);
    for (const path of ['/proc/self/cwd/.env', '/proc/thread-self/root/etc/shadow', 'p2/../../proc/1/cwd/x']) {
      const decision = decidePathAccess(policy, 'read', path);
      expect(decision.decision, path).not.toBe('allow');
      expect(decision.reasons.join('\n'), path).toMatch(/process/);
    }
    expect(decidePathAccess(policy, 'read', '/proc/cpuinfo').decision).toBe('allow');
  });

  it('other files in /proc are ordinary paths', async () => {
    const decision = await decide(C, 'cat /proc/cpuinfo');
    expect(decision.reasons).toEqual([]);
  });
});

// ------------------------------------------------------------------ 2. eval's cd

describe('a cd inside eval moves the shell', () => {
  it('eval cd .git, then a write to config, writes .git/config', async () => {
    const decision = await decide(B, "eval 'cd .git' && echo x >> config");
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('write .git/config deny');
  });

  it('eval cd /etc, then cat shadow, reads /etc/shadow', async () => {
    const decision = await decide(C, "eval 'cd /etc' && cat shadow");
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('read /etc/shadow deny');
  });

  it('sh -c runs a child shell: its cd does not move this one', async () => {
    const decision = await decide(B, "sh -c 'cd .git' && echo x >> config");
    expect(paths(decision)).toEqual(['write config allow']);
  });
});

// ------------------------------------------------------------------ 3. links made earlier in the call

describe('a link made earlier in the same call', () => {
  it('is not earlier than the command that makes it, walked again in a pipeline or loop', async () => {
    for (const command of ['unzip -o fixtures.zip -d build/tmp | wc -l', 'for f in a b; do tar -xzf artifact.tgz -C build/out; done']) {
      const decision = await decide(A, command);
      expect(
        decision.reasons.filter((reason) => reason.includes('earlier in this command')),
        command,
      ).toEqual([]);
    }
  });

  it('ln -s, then a copy into the link, needs approval naming both', async () => {
    const decision = await decide(A, 'ln -s ../.git/hooks build/h && cp build/x build/h/pre-commit');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/build\/h\/pre-commit.*build\/h.*ln -s \.\.\/\.git\/hooks build\/h/);
  });

  it('ln -s /etc, then a read through it, needs approval', async () => {
    const decision = await decide(A, 'ln -s /etc src/e && cat src/e/shadow');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/src\/e\/shadow/);
  });

  it('a symbolic or hard link to .env, then a read of the link, needs approval', async () => {
    for (const command of ['ln -s .env src/x && cat src/x', 'ln .env src/x && cat src/x', 'ln -s /etc src/e && cat src/e/../x']) {
      const decision = await decide(A, command);
      expect(decision.decision, command).not.toBe('allow');
      expect(decision.reasons.join('\n'), command).toMatch(/ln /);
    }
  });

  it('cp -s, cp -a, mv and a nested sh -c make links too', async () => {
    for (const command of [
      'cp -s /etc/passwd src/x && cat src/x',
      'cp -a build/tree src/t && cat src/t/x',
      'cp --no-dereference build/l src/t; cat src/t/x',
      'mv build/l src/t; cat src/t/x',
      "sh -c 'ln -s /etc src/e' && cat src/e/shadow",
    ]) {
      const decision = await decide(A, command);
      expect(decision.decision, command).not.toBe('allow');
    }
  });

  it('a loop body or a pipeline may run the link maker before the read', async () => {
    for (const command of [
      'for i in 1 2; do cat src/e/shadow; ln -s /etc src/e; done',
      'cat src/e/shadow | ln -s /etc src/e',
      'cat src/e/shadow & ln -s /etc src/e',
    ]) {
      const decision = await decide(A, command);
      expect(decision.decision, command).not.toBe('allow');
    }
  });

  it('the second reading of a line continuation starts with no link made', async () => {
    const decision = await decide(A, 'cat src/e/x && ln -s /etc src/e && c\\\nat src/e/y');
    const reasons = decision.reasons.join('\n');
    expect(reasons).toMatch(/src\/e\/y/);
    expect(reasons).not.toMatch(/src\/e\/x/);
  });

  it('a cd into a link made earlier needs approval', async () => {
    const decision = await decide(A, 'ln -s /etc src/e && cd src/e && cat shadow');
    expect(decision.decision).not.toBe('allow');
  });

  it('ordinary copies, and paths beside the link, stay allowed', async () => {
    for (const command of [
      'mkdir -p dist && cp a dist/',
      'ln -s ../x build/h && cat build/hx src/a',
      'cat src/e/x && ln -s /etc src/e',
      'ln -s /etc src/e > build/log',
    ]) {
      const decision = await decide(B, command);
      expect(decision.decision, command).toBe('allow');
    }
  });
});

// ------------------------------------------------------------------ 4. function definitions' redirects

describe('redirects on a function definition', () => {
  it('< .env is read every time the function runs', async () => {
    const decision = await decide(A, 'f() { cat; } < .env; f');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('read .env deny');
  });

  it('> /tmp/x is written every time the function runs', async () => {
    const decision = await decide(A, 'f() { echo x; } > /tmp/x; f');
    expect(decision.decision).toBe('prompt');
    expect(paths(decision)).toContain('write /tmp/x prompt');
    expect(paths(await decide(A, 'f() [[ -f x ]] > /tmp/x'))).toContain('write /tmp/x prompt');
  });
});

// ------------------------------------------------------------------ 5. logical cd

describe('cd is logical, file paths physical', () => {
  it('cd src/l/../.. lands in the workspace, not above the link target', async () => {
    const decision = await decideOnDisk(C, 'cd src/l/../.. && cat .env');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('read .env deny');
  });

  it('cd src/l, then cd ../.., is back in the workspace', async () => {
    const decision = await decideOnDisk(B, 'cd src/l && cd ../.. && echo x >> .git/config');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('write .git/config deny');
  });

  it('a file path below a link is still resolved physically', async () => {
    const decision = await decideOnDisk(A, 'cd src/l && cat ../x');
    expect(paths(decision)).toContain(`read ${join(root, 'x')} prompt`);
  });

  it('cd -P stays physical', async () => {
    const decision = await decideOnDisk(A, 'cd -P src/l/.. && cat .env');
    expect(paths(decision)).toContain(`read ${join(root, '.env')} prompt`);
  });

  it('an absolute cd after a cd to an unknown directory goes where it says', async () => {
    const decision = await decide(C, 'cd "$X" && cd /etc && cat shadow');
    expect(decision.decision).toBe('deny');
    expect(paths(decision)).toContain('read /etc/shadow deny');
  });

  it('a cd into the link is still a cd outside the workspace', async () => {
    const decision = await decideOnDisk(C, 'cd src/l');
    expect(decision.scopes.map((scope) => scope.text)).toContain('cd src/l');
  });
});

// ------------------------------------------------------------------ 6. variables set without NAME=value

describe('variables that change what runs, set by loops and expansions', () => {
  it('a for or select loop variable', async () => {
    for (const command of ['for HOME in /etc; do cat ~/shadow; done', 'select CDPATH in /etc; do cd ssl; done']) {
      const decision = await decide(C, command);
      expect(decision.decision, command).not.toBe('allow');
      expect(decision.reasons.join('\n'), command).toMatch(/HOME|CDPATH/);
    }
  });

  it('getopts NAME', async () => {
    const decision = await decide(C, 'getopts ab HOME; cat ~/shadow');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/HOME/);
  });

  it('${NAME:=…} and ${NAME=…}, also on an element or through an indirection', async () => {
    for (const command of [': ${CDPATH:=/etc}; cd ssl', ': ${HOME=/etc}', ': "${CDPATH[0]:=/etc}"', 'x=HOME; : ${!x:=/etc}']) {
      const decision = await decide(C, command);
      expect(decision.decision, command).not.toBe('allow');
    }
  });

  it('shopt -s cdable_vars', async () => {
    const decision = await decide(C, 'shopt -s cdable_vars; ssl=/etc/ssl; cd ssl && cat openssl.cnf');
    expect(decision.decision).not.toBe('allow');
    expect(decision.reasons.join('\n')).toMatch(/cdable_vars/);
  });

  it('ordinary loop variables and defaults stay free', async () => {
    for (const command of ['for i in 1 2; do echo x; done', ': ${TAG:=latest}', 'echo ${HOME:-x}', 'getopts ab opt', 'shopt -s globstar']) {
      const decision = await decide(C, command);
      expect(decision.decision, command).toBe('allow');
    }
  });
});

// ------------------------------------------------------------------ 7. the entry itself

describe('commands that remove or replace a link act on the link itself', () => {
  it('rm, mv, sed -i, ln -sf, unlink and shred -u of a link meet the write rules for the link', async () => {
    for (const command of [
      'rm README.md',
      'mv README.md src/x',
      'sed -i s/r/x/ README.md',
      'ln -sf /tmp/x README.md',
      'unlink README.md',
      'shred -u README.md',
    ]) {
      const decision = await decideOnDisk(A, command);
      expect(decision.decision, command).toBe('prompt');
      expect(paths(decision), command).toContain('write README.md prompt');
    }
  });

  it('commands that follow the link write its target only', async () => {
    for (const command of ['cp src/a README.md', 'touch README.md', 'cat README.md', 'shred README.md']) {
      const decision = await decideOnDisk(A, command);
      expect(decision.decision, command).toBe('allow');
    }
  });
});

// ------------------------------------------------------------------ 8. entries.json

/** The paths of a command's write scopes, as written. */
async function writtenWrites(command: string): Promise<string[]> {
  const { scopes } = decomposeBash(await bashParser(), command, { workspace: WS, home: HOME, fs: emptyFileSystem });
  return scopes.filter((scope): scope is PathScope => scope.kind === 'write').map((scope) => scope.written);
}

function examples(table: Record<string, { examples?: Record<string, string[]> }>): [string, string, string[]][] {
  return Object.entries(table)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, spec]) => Object.entries(spec.examples ?? {}).map(([command, paths]): [string, string, string[]] => [name, command, paths]));
}

describe('entries.json examples', () => {
  it.each(examples(entryTables.links))('links, %s: %s leaves %j', async (_name, command, expected) => {
    // Each write path of the command: a later path below it needs approval exactly when it is listed.
    const linked: string[] = [];
    for (const written of await writtenWrites(command)) {
      const decision = await decide(B, `${command}; cat ${written}/zz`);
      if (decision.reasons.some((reason) => reason.includes('earlier in this command may have made a link'))) linked.push(written);
    }
    expect(linked).toEqual(expected);
  });

  it.each(examples(entryTables.entries))('entries, %s: %s acts on %j', async (name, command, expected) => {
    const parser = await bashParser();
    const tree = parser.parseCopy(command).root;
    const words = tree.namedChildren[0]!.namedChildren.map((child) => evaluateWord(child));
    const acted = entryActions(name, words).entries ? await writtenWrites(command) : [];
    expect(acted).toEqual(expected);
  });
});
