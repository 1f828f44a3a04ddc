// Code that runs without a command showing it: bash evaluates array subscripts, substring
// offsets, `[[ -eq ]]` operands and more as arithmetic, and arithmetic reads a variable holding
// `a[$(cmd)]` as code, so `x='a[$(cmd)]'; (( x ))` runs cmd. And a variable that changes what runs
// can be set without a `NAME=value` word: `export "PATH=…"`, `read PATH`, `printf -v PATH`. Each
// needs approval, with a reason naming what and where; plain words that evaluate nothing stay free.
import { describe, expect, it } from 'vitest';
import { decomposeBash, type ReasonCode } from '../../src/bash/index.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand } from '../../src/policy/index.js';
import type { Effect } from '../../src/policy/types.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

/** Every builtin involved allowed, so only a reason (or the `rm` deny) stands between these commands and running. */
const POLICY = {
  version: 1,
  default: 'prompt',
  tools: {
    bash: {
      allow: [
        'echo *', 'printf *', 'read *', 'test *', '[ *', '[[ *', 'let *', 'declare *', 'typeset *', 'local *', 'export *',
        'readonly *', 'unset *', 'mapfile *', 'readarray *', 'getopts *', 'ls *', 'git diff *', 'tar *', 'rsync *', 'make *',
        'builtin *', 'command *', 'true', 'cat *',
      ],
      deny: ['rm *'],
    },
  },
};

async function decision(command: string): Promise<Effect> {
  return decideBashCommand(await policyFrom(POLICY), await bashParser(), command).decision;
}

async function reasons(command: string): Promise<{ code: ReasonCode; message: string }[]> {
  const out = decomposeBash(await bashParser(), command, { workspace: WS, home: HOME, fs: emptyFileSystem });
  return out.reasons.map(({ code, message }) => ({ code, message }));
}

async function codes(command: string): Promise<ReasonCode[]> {
  return [...new Set((await reasons(command)).map((reason) => reason.code))];
}

/** Needs approval for `code`, with a message that quotes `what`. */
async function needsApproval(command: string, code: ReasonCode, what: string): Promise<void> {
  expect(await decision(command), command).toBe('prompt');
  const found = (await reasons(command)).filter((reason) => reason.code === code);
  expect(found.map((reason) => reason.message).join('\n'), command).toContain(what);
}

describe('arithmetic beyond $(( )), $[ ] and for ((', () => {
  it('an arithmetic command (( … )) needs approval, whatever its expression', async () => {
    await needsApproval("x='a[$(git push)]'; (( x ))", 'arithmetic', '`(( x ))`');
    await needsApproval('((n))', 'arithmetic', '`((n))`');
    await needsApproval('(( $n )) && echo yes', 'arithmetic', '`(( $n ))`');
  });

  it('[[ -eq/-ne/-lt/-le/-gt/-ge ]] evaluates its operands', async () => {
    await needsApproval("[[ 'a[$(rm x)]' -eq 1 ]]", 'arithmetic', '-eq');
    await needsApproval('[[ $n -gt 2 ]]', 'arithmetic', '`$n`');
    await needsApproval('[[ -n "$CI" && 1 -le "$n" ]]', 'arithmetic', '`"$n"`');
    for (const op of ['-ne', '-lt', '-ge']) await needsApproval(`[[ x ${op} 1 ]]`, 'arithmetic', op);
  });

  it('[[ … -eq … ]] of literal numbers and numeric parameters evaluates nothing', async () => {
    for (const command of ['[[ 1 -eq 1 ]]', '[[ $# -eq 0 ]]', '[[ "$?" -ne 0 ]]', '[[ ${#x} -gt 3 ]]']) {
      expect(await codes(command), command).toEqual([]);
    }
  });

  it('[ and test compare integers without evaluating them', async () => {
    expect(await codes('[ "$n" -eq 1 ]')).toEqual([]);
    expect(await codes('test "$n" -gt 1')).toEqual([]);
  });

  it('a subscript in ${a[i]} that is not a literal number', async () => {
    await needsApproval("x='a[$(git push)]'; echo ${a[x]}", 'arithmetic', '`a[x]`');
    await needsApproval('echo "${a[$i]}"', 'arithmetic', '`a[$i]`');
    await needsApproval("echo ${a['$(rm x)']}", 'arithmetic', "a['$(rm x)']");
    await needsApproval('echo ${#a[i]}', 'arithmetic', '`a[i]`');
  });

  it('a literal, @ or * subscript evaluates nothing', async () => {
    for (const command of ['echo ${a[0]} ${a[-1]} ${a[@]} "${a[*]}" ${#a[@]} ${!a[@]}', 'echo ${HOME} ${#x} ${x:-y}']) {
      expect(await codes(command), command).toEqual([]);
      expect(await decision(command), command).toBe('allow');
    }
  });

  it('a subscript in an assignment: a[i]=, a=([i]=…)', async () => {
    await needsApproval('a[x]=1', 'arithmetic', '`a[x]`');
    await needsApproval('a=([x]=1)', 'arithmetic', '`[x]=1`');
    await needsApproval('declare -a a=([0]=1 [$i]=2)', 'arithmetic', '`[$i]=2`');
    expect(await codes('a[0]=1; a=([1]=x y)')).toEqual([]);
  });

  it('a command substitution in an assignment subscript is checked', async () => {
    expect(await decision('a[$(rm -rf x)]=1')).toBe('deny');
  });

  it('a command substitution in for (( … )) is checked', async () => {
    expect(await decision('for ((i = $(rm -rf x); i < 3; i++)); do echo; done')).toBe('deny');
  });

  it('a substring offset or length that is not a literal number', async () => {
    await needsApproval('s=abc; echo ${s:x}', 'arithmetic', '`${s:x}`');
    await needsApproval('echo ${s:0:x}', 'arithmetic', '`${s:0:x}`');
    await needsApproval('echo "${@:$n}"', 'arithmetic', '`${@:$n}`');
    expect(await codes('echo ${s:1} ${s:0:7} ${s: -3} ${s:(-2):1}')).toEqual([]);
  });

  it('indirect expansion ${!x} reads a name from a value', async () => {
    await needsApproval("x='a[$(git push)]'; echo ${!x}", 'arithmetic', '`${!x}`');
    await needsApproval('echo "${!1}"', 'arithmetic', '`${!1}`');
    expect(await codes('echo ${!GITHUB_*} ${!pre@} ${!a[@]} ${!#}')).toEqual([]);
  });
});

describe('variables that change what runs, set without a NAME=value prefix', () => {
  it('variable names that change what tools run, added to code-env.json', async () => {
    for (const name of ['TAR_OPTIONS', 'RSYNC_RSH', 'RSYNC_CONNECT_PROG', 'ZIPOPT', 'ZIP', 'RIPGREP_CONFIG_PATH', 'MANOPT', 'MAKEFILES', 'GNUMAKEFLAGS', 'POSIXLY_CORRECT']) {
      await needsApproval(`${name}=x make`, 'code-changing-variable', name);
    }
  });

  it('ordinary variables stay free', async () => {
    for (const command of [
      'while read -r line; do echo "$line"; done < files.txt',
      'read -r answer',
      'printf -v stamp %s x',
      'mapfile -t lines < f',
      'export NODE_ENV=production "CI=true" TZ',
      'declare -a files=(a b c); local x=1; readonly VERSION=1.0',
      'for pkg in a b c; do echo $pkg; done',
    ]) {
      expect(await codes(command), command).toEqual([]);
    }
  });
});
