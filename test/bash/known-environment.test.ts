// DESIGN.md section 3, "A decision holds for every value": the environment that the agent's
// commands get is known to the loop and is used: a variable from it has its value, one that is
// set neither there nor in the command is empty, and bash's own variables have their defaults.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideBashCommand, type Decision, type Policy } from '../../src/policy/index.js';
import type { BashParser, KnownEnvironment } from '../../src/bash/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

let parser: BashParser;
let open: Policy;
let maintainer: Policy;

beforeAll(async () => {
  parser = await bashParser();
  open = await policyFrom({ version: 1, default: 'allow', tools: { bash: { allow: ['*'], deny: ['git push *'] } } });
  // An ordinary maintainer's policy: rm and git status allowed, writes inside the workspace only.
  maintainer = await policyFrom({
    version: 1,
    default: 'prompt',
    tools: { bash: { allow: ['rm *', 'git status', 'git status *', 'ls *', 'cat *'] }, write: { allow: ['out/**', 'src/**'] } },
  });
});

const env = (values: Record<string, string>, unknown?: string[]): KnownEnvironment => ({ values, ...(unknown ? { unknown } : {}) });
const decide = (policy: Policy, command: string, environment?: KnownEnvironment, sandbox = false): Decision =>
  decideBashCommand(policy, parser, command, { ...(environment ? { environment } : {}), sandbox });

describe("The environment that the agent's commands get is known to the loop and is used", () => {
  it('a variable from it has its value', () => {
    const known = env({ SUB: 'status', PUSH: 'push' });
    expect(decide(maintainer, 'git $SUB', known).decision).toBe('allow');
    expect(decide(maintainer, 'git "$SUB"', known).decision).toBe('allow');
    expect(decide(maintainer, 'git ${SUB}', known).scopes[0]!.text).toBe('git status');
    // The deny rule meets the value, however the word is spelt.
    expect(decide(open, 'git $PUSH origin main', known).decision).toBe('deny');
    expect(decide(open, 'git "${PUSH}" origin main', known).decision).toBe('deny');
    // A value joined with other text.
    expect(decide(open, 'git pu"$X" origin', env({ X: 'sh' })).decision).toBe('deny');
    // Without an environment the same word is any value, as before.
    expect(decide(maintainer, 'git $SUB').decision).toBe('prompt');
  });

  it('a command that sets the variable itself wins over the environment from where it sets it', () => {
    const known = env({ SUB: 'status' });
    expect(decide(open, 'SUB=push; git $SUB origin', known).decision).toBe('deny');
    expect(decide(open, 'git $SUB; SUB=push', known).decision).toBe('allow');
    for (const command of [
      'read SUB; git $SUB origin',
      'read "S""UB" <<< push; git $SUB origin',
      'export "S""UB=push"; git $SUB origin',
      'printf -v "S""UB" push; git $SUB origin',
      'declare "S""UB=push"; git $SUB origin',
      'true && SUB=push; git $SUB origin',
      'source ./x; git $SUB origin',
      'eval "SUB=push"; git $SUB origin',
      'f() { SUB=push; }; f; git $SUB origin',
      'sleep 1 & wait -p "S""UB"; git $SUB origin',
    ]) {
      expect(decide(open, command, known).decision, command).not.toBe('allow');
    }
  });

  it('an environment with BASH_ENV runs that file first, which may set anything: nothing is inherited', () => {
    expect(decide(maintainer, 'git $SUB', env({ SUB: 'status', BASH_ENV: '/tmp/x' })).decision).toBe('prompt');
  });

  it('a nested shell string gets no environment worked out here: its variables stay any value', () => {
    expect(decide(open, "SUB=push; bash -c 'git $SUB origin'", env({ SUB: 'status' })).decision).not.toBe('allow');
  });

  it('one that is set neither there nor in the command is empty', () => {
    const known = env({});
    // Unquoted and empty, it is no word at all: `git $EMPTY push` runs `git push`.
    expect(decide(open, 'git $UNSET push origin', known).decision).toBe('deny');
    expect(decide(maintainer, 'git status $UNSET', known).scopes[0]!.text).toBe('git status');
    // Quoted, it is an empty word, kept.
    expect(decide(maintainer, 'git "$UNSET"', known).decision).not.toBe('allow');
  });

  it('an empty variable never makes a path more permissive: `rm -rf "$UNSET/"` is `rm -rf /`', () => {
    const known = env({});
    const rank = { allow: 0, prompt: 1, deny: 2 } as const;
    for (const sandbox of [false, true]) {
      for (const command of [
        'rm -rf "$UNSET/"',
        'rm -rf $UNSET/',
        'rm -rf "${UNSET}/"*',
        'rm -rf "$UNSET"/etc',
        'cat "$UNSET/etc/shadow"',
        'rm -rf "$UNSET"',
      ]) {
        const before = decide(maintainer, command, undefined, sandbox);
        const after = decide(maintainer, command, known, sandbox);
        expect(rank[after.decision], `${command} (sandbox ${sandbox})`).toBeGreaterThanOrEqual(rank[before.decision]);
      }
      // Known to be `/`, the path is decided here, with or without the sandbox.
      for (const command of ['rm -rf "$UNSET/"', 'rm -rf $UNSET/', 'rm -rf "$UNSET"/etc', 'cat "$UNSET/etc/shadow"']) {
        expect(decide(maintainer, command, known, sandbox).decision, command).not.toBe('allow');
      }
    }
    const root = decide(maintainer, 'rm -rf "$UNSET/"', known);
    expect(root.scopes.some((scope) => scope.kind === 'write' && scope.path === '/')).toBe(true);
    // `cd $UNSET` is `cd` alone, which goes home: never the workspace.
    expect(decide(maintainer, 'cd $UNSET && rm -rf x', known).decision).not.toBe('allow');
    // Inside the workspace the value is what it is.
    expect(decide(maintainer, 'rm -rf "$DIR/build"', env({ DIR: 'out' })).decision).toBe('allow');
  });

  it("bash's own variables have their defaults, or any value where bash sets them as it runs", () => {
    // IFS from the environment is never imported by bash.
    expect(decide(open, 'git "$IFS"', env({ IFS: 'push' })).decision).not.toBe('deny');
    expect(decide(open, 'git "$IFS"', env({ IFS: 'push' })).scopes[0]!.text).toBe('git  \t\n');
    // PWD, OLDPWD, REPLY, RANDOM, …: set by bash or its builtins, so any value whatever the environment says.
    for (const name of ['PWD', 'OLDPWD', 'REPLY', 'RANDOM', 'OPTARG', 'BASH_ENV', 'SHELLOPTS']) {
      expect(decide(maintainer, `git $${name}`, env({ [name]: 'status' })).decision, name).toBe('prompt');
    }
    // HOME and PATH that the environment does not set, bash fills in: not empty.
    expect(decide(maintainer, 'rm -rf "$HOME"/x', env({})).decision).not.toBe('allow');
    // A name the environment sets to a value not known (the call's own marker) is any value.
    expect(decide(maintainer, 'git $LEASH_BASH_RUN', env({}, ['LEASH_BASH_RUN'])).decision).toBe('prompt');
  });

  it('every variable a real bash sets in an empty environment has its default here, or stands for any value', () => {
    // stdin is /dev/null, as the bash tool's is: on a socket, Debian's bash reads ~/.bashrc even for -c.
    const dir = mkdtempSync(join(tmpdir(), 'leash-env-'));
    const listing = execFileSync('/bin/bash', ['-c', 'for v in $(compgen -v); do printf "%s\\0%s\\0" "$v" "${!v}"; done'], {
      cwd: dir,
      env: {},
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const parts = listing.split('\0');
    let checked = 0;
    for (let i = 0; i + 1 < parts.length; i += 2) {
      const [name, value] = [parts[i]!, parts[i + 1]!];
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) continue;
      const text = decide(open, `echo "$${name}"`, env({})).scopes[0]!.text;
      // Either the value bash has, or the word left as written: never empty where bash is not.
      expect([`echo ${value}`, `echo "$${name}"`], name).toContain(text);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
