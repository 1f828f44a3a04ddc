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
