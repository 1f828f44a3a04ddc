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
        'echo *',
        'printf *',
        'read *',
        'test *',
        '[ *',
        '[[ *',
        'let *',
        'declare *',
        'typeset *',
        'local *',
        'export *',
        'readonly *',
        'unset *',
        'mapfile *',
        'readarray *',
        'getopts *',
        'ls *',
        'git diff *',
        'tar *',
        'rsync *',
        'make *',
        'builtin *',
        'command *',
        'true',
        'cat *',
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

  it('let needs approval', async () => {
    await needsApproval("let 'a[$(rm x)]=1'", 'arithmetic', 'let');
    await needsApproval('let n=1', 'arithmetic', 'let');
    await needsApproval('builtin let n++', 'arithmetic', 'let');
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

  it('declare/typeset/local -i makes assignments arithmetic', async () => {
    await needsApproval("declare -i n; n='a[$(rm x)]'", 'arithmetic', '`declare -i`');
    await needsApproval('typeset -gi n=x', 'arithmetic', '`typeset -gi`');
    await needsApproval('f() { local -i n; }', 'arithmetic', '`local -i`');
    expect(await codes('declare +i n; declare -ax list')).toEqual([]);
  });

  it('[[ -v ]], [ -v ] and test -v evaluate a subscript', async () => {
    await needsApproval("[[ -v 'a[$(rm x)]' ]]", 'arithmetic', 'a[$(rm x)]');
    await needsApproval('[[ -v a[i] ]]', 'arithmetic', 'a[i]');
    await needsApproval("test -v 'a[$(rm x)]'", 'arithmetic', 'a[$(rm x)]');
    await needsApproval("[ -v 'a[$(rm x)]' ]", 'arithmetic', 'a[$(rm x)]');
    await needsApproval('[[ -v "$name" ]]', 'arithmetic', '"$name"');
    expect(await codes("[[ -v CI ]] && [ -v 'a[1]' ] && test -v HOME")).toEqual([]);
  });

  it('unset of a name with a subscript', async () => {
    await needsApproval("a=(1); unset 'a[$(rm x)]'", 'arithmetic', 'a[$(rm x)]');
    await needsApproval('unset -v a[i]', 'arithmetic', 'a[i]');
    await needsApproval('unset "$name"', 'arithmetic', '"$name"');
    expect(await codes('unset NODE_OPTIONS a[0]; unset -f "a[x]"')).toEqual([]);
  });

  it('printf -v NAME[…] and read NAME[…]', async () => {
    await needsApproval("printf -v 'a[$(rm x)]' %s 1", 'arithmetic', 'a[$(rm x)]');
    await needsApproval("read 'a[$(rm x)]' <<< 1", 'arithmetic', 'a[$(rm x)]');
    // A name that is not static may hold a subscript, or be a variable that changes what runs.
    await needsApproval('read -r first "b[$i]" <<< 1', 'code-changing-variable', 'b[$i]');
  });

  it('declare, typeset and local of a name with a subscript', async () => {
    await needsApproval("declare 'a[$(rm x)]=1'", 'arithmetic', 'a[$(rm x)]');
    await needsApproval("typeset 'a[$(rm x)]=1'", 'arithmetic', 'a[$(rm x)]');
    await needsApproval('f() { local "a[i]=1"; }', 'arithmetic', 'a[i]');
  });
});

describe('variables that change what runs, set without a NAME=value prefix', () => {
  it('a quoted NAME=value word given to a declaration builtin', async () => {
    await needsApproval('export "PATH=./bin"; ls', 'code-changing-variable', 'PATH');
    await needsApproval("export 'GIT_EXTERNAL_DIFF=echo x'; git diff", 'code-changing-variable', 'GIT_EXTERNAL_DIFF');
    await needsApproval('export PA"TH"=./bin; ls', 'code-changing-variable', 'PATH');
    await needsApproval('declare -x "BASH_ENV=./x.sh"', 'code-changing-variable', 'BASH_ENV');
    await needsApproval("readonly 'LD_PRELOAD=./x.so'", 'code-changing-variable', 'LD_PRELOAD');
    await needsApproval("typeset 'PS4=$(rm x)'", 'code-changing-variable', 'PS4');
    await needsApproval('f() { local "PATH=./bin"; ls; }', 'code-changing-variable', 'PATH');
    await needsApproval('builtin export "PATH=./bin"', 'code-changing-variable', 'PATH');
    await needsApproval('command declare PATH=./bin', 'code-changing-variable', 'PATH');
  });

  it('a declaration builtin given only the NAME', async () => {
    await needsApproval('export GIT_EXTERNAL_DIFF', 'code-changing-variable', 'GIT_EXTERNAL_DIFF');
    await needsApproval('local "PATH"', 'code-changing-variable', 'PATH');
    await needsApproval("declare 'PS4[0]=$(rm x)'", 'code-changing-variable', 'PS4');
  });

  it('a declaration builtin given a name that is not static', async () => {
    await needsApproval('export "$NAME=./bin"', 'code-changing-variable', '"$NAME=./bin"');
  });

  it('printf -v NAME', async () => {
    await needsApproval('printf -v PATH %s ./bin; ls', 'code-changing-variable', 'PATH');
    await needsApproval("printf -vPS4 %s '$(rm x)'", 'code-changing-variable', 'PS4');
    await needsApproval('printf -v "$name" %s x', 'code-changing-variable', '"$name"');
  });

  it('read [opts] NAME…, read -a NAME', async () => {
    await needsApproval('read PATH <<< ./bin; ls', 'code-changing-variable', 'PATH');
    await needsApproval('read -r -p prompt -t 5 first GIT_EXTERNAL_DIFF', 'code-changing-variable', 'GIT_EXTERNAL_DIFF');
    await needsApproval('read -ra PATH <<< ./bin', 'code-changing-variable', 'PATH');
  });

  it('mapfile/readarray NAME, getopts … NAME', async () => {
    await needsApproval('mapfile -t PATH < f', 'code-changing-variable', 'PATH');
    await needsApproval('readarray -d , -n 2 LD_PRELOAD < f', 'code-changing-variable', 'LD_PRELOAD');
    await needsApproval('getopts e PATH -e; ls', 'code-changing-variable', 'PATH');
  });

  it('for and select loops set their variable', async () => {
    await needsApproval('for PATH in ./bin; do ls; done', 'code-changing-variable', 'PATH');
    await needsApproval('select PAGER in cat; do git diff; done', 'code-changing-variable', 'PAGER');
  });

  it('${NAME:=value} and ${NAME=value} may set NAME', async () => {
    await needsApproval('echo ${PATH:=./bin}; ls', 'code-changing-variable', 'PATH');
    await needsApproval(': ${BASH_ENV=./x.sh}', 'code-changing-variable', 'BASH_ENV');
    expect(await codes('echo ${CI:=false} ${PATH:-/bin}')).toEqual([]);
  });

  it('an array element of a variable that changes what runs (PS4[0]= sets PS4)', async () => {
    await needsApproval("PS4[0]='$(rm x)'; set -x", 'code-changing-variable', 'PS4');
  });

  it('a nameref always needs approval: it can alias any variable', async () => {
    await needsApproval('declare -n p=PATH; p=./bin; ls', 'code-changing-variable', '`declare -n`');
    await needsApproval('typeset -n ref', 'code-changing-variable', '`typeset -n`');
    await needsApproval('f() { local -n r=$1; }', 'code-changing-variable', '`local -n`');
    await needsApproval('command declare -n r=PATH', 'code-changing-variable', '`declare -n`');
    // export -n removes the export: no nameref.
    expect(await codes('export -n CI')).toEqual([]);
  });

  it('variable names that change what tools run, added to code-env.json', async () => {
    for (const name of [
      'TAR_OPTIONS',
      'RSYNC_RSH',
      'RSYNC_CONNECT_PROG',
      'ZIPOPT',
      'ZIP',
      'RIPGREP_CONFIG_PATH',
      'MANOPT',
      'MAKEFILES',
      'GNUMAKEFLAGS',
      'POSIXLY_CORRECT',
    ]) {
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

describe('a quoted (…) value given to declare is read again as an array assignment', () => {
  it.each(["declare -a 'x=($(git push))'", "declare -a x='($(git push))'", "f(){ local -a x='($(rm -rf /))'; }; f", "typeset 'x[1]+=(`id`)'"])(
    '%s needs approval',
    async (command) => {
      expect(await decision(command)).not.toBe('allow');
      expect((await reasons(command)).some((reason) => reason.message.includes('again as an array assignment'))).toBe(true);
    },
  );

  it.each(['declare -a x=(a b)', "local x='(a)'", "declare y='$HOME'", "export x='($(id))'"])('%s does not', async (command) => {
    expect((await reasons(command)).filter((reason) => reason.message.includes('again as an array assignment'))).toEqual([]);
  });
});
