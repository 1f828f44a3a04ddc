// Reasons keep their machine code all the way into the decision, and their messages live in one
// catalogue by code (issue 14; docs/policy.md "Reason codes"): every code has an entry, every
// form of every entry renders, and the walk's messages are the catalogue's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReasonCode } from '../../src/bash/index.js';
import { BASH_REASONS, reasonText, renderEntry, type ReasonArgs } from '../../src/bash/reason-catalogue.js';
import { POLICY_REASONS, type PolicyReasonArgs, type PolicyReasonCode } from '../../src/policy/reason-catalogue.js';
import { decideBashCommand, decidePathAccess } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const rule = { pattern: '.env*', layer: 'project', source: '.leash.yml' };

/** One sample per form of every code; the mapped type makes leaving a code out a type error. */
const BASH_SAMPLES: { [C in ReasonCode]: ReasonArgs<C>[] } = {
  'parse-error': [
    { form: 'parse', what: 'an unclosed quote' },
    { form: 'escaped-carriage-return' },
    { form: 'subshell-word', text: '(rm x)' },
    { form: 'heredoc-delimiter', delimiter: 'E"O"F' },
    { form: 'split-word', first: 'a', second: 'b' },
    { form: 'reserved-word', word: 'then' },
    { form: 'redirect-words', words: 'git push' },
  ],
  'command-substitution': [
    { form: 'array-reread', keyword: 'declare', value: '($(id))' },
    { form: 'quotes-in-expansion', text: "'$(id)'", within: 'in double quotes' },
    { form: 'backquote', text: '${x:-`id`}' },
  ],
  arithmetic: [
    { form: 'expansion', text: '$((a[$(id)]))' },
    { form: 'command', text: '((x))' },
    { form: 'statement', text: 'for ((;;))' },
    { form: 'array-subscript', text: '[$i]=1' },
    { form: 'subscript', text: 'a[$i]' },
    { form: 'evaluates-arithmetic', text: 'let x' },
    { form: 'integer-attribute', declaration: 'declare -i' },
    { form: 'unknown-name', via: 'read', word: '$n' },
    { form: 'named-subscript', via: 'read', name: 'a[$i]' },
    { form: 'test-operand', test: '[[ $x -eq 1 ]]', operand: '$x', operator: '-eq' },
    { form: 'indirect', text: '${!x}' },
    { form: 'substring', text: '${x:$i}' },
  ],
  'non-static-command': [
    { form: 'name', word: '$X', filled: null },
    { form: 'name', word: '{}', filled: 'the input xargs reads' },
    { form: 'empty-braces' },
    { form: 'runner-words', runner: 'xargs', word: '$@' },
    { form: 'input-appended', input: 'the input xargs reads', command: 'sh -c', runner: 'xargs' },
    { form: 'input-reaches', input: 'the input xargs reads', command: 'git', reached: 'a subcommand' },
    { form: 'input-commands', runner: 'parallel' },
    { form: 'unknown-replace', runner: 'xargs' },
  ],
  'non-static-subcommand': [{ tool: 'git', word: '$SUB' }],
  'non-static-option': [{ word: '$OPT', floor: 'git-config' }],
  'non-static-code': [
    { form: 'no-code-string', via: 'python -c' },
    { form: 'no-command-string', via: 'bash -c' },
    { form: 'unknown-code', via: 'python', word: '$CODE' },
    { form: 'filled-code', via: 'sh', filled: 'the input xargs reads' },
    { form: 'unknown-program', via: 'bash -c', word: '$P' },
    { form: 'unknown-program-file', via: 'bash', word: '$F' },
    { form: 'program-file', via: 'node', path: '/tmp/x.js' },
    { form: 'eval', words: '$X' },
    { form: 'shell-code-words', via: 'ssh', words: 'host $CMD' },
    { form: 'runner-word', runner: 'watch', word: '$X' },
    { form: 'runner-marker', runner: 'parallel', word: 'a ::: b', marker: ':::' },
    { form: 'builtin-option', builtin: 'hash', option: '-p', why: 'binds a name to a program of its choosing' },
    { form: 'builtin-unknown', builtin: 'fc', why: "runs commands from the shell's history" },
  ],
  'stdin-program': [
    { form: 'program', via: 'bash' },
    { form: 'dash', via: 'node' },
    { form: 'descriptor', via: 'bash', path: '/dev/fd/0' },
    { form: 'runner-stdin', runner: 'parallel', batch: '--arg-file' },
    { form: 'runner-shell', runner: 'sudo' },
  ],
  'code-changing-variable': [
    { form: 'loop-variable', name: 'PATH' },
    { form: 'assignment', name: 'PATH' },
    { form: 'wrapper-assignment', name: 'LD_PRELOAD' },
    { form: 'make-environment', name: 'CFLAGS' },
    { form: 'make-export', name: 'CFLAGS', via: 'export' },
    { form: 'sets', via: 'read', name: 'PATH' },
    { form: 'nameref', declaration: 'declare -n' },
    { form: 'unknown-name', via: 'read', word: '$n' },
    { form: 'expansion-sets', text: '${PATH:=x}', name: 'PATH' },
    { form: 'getopts-unknown', word: '$v' },
    { form: 'getopts', name: 'PATH' },
    { form: 'cdable', word: null },
    { form: 'cdable', word: '$OPT' },
    { form: 'wrapper-unknown-name', via: 'env -u' },
    { form: 'env-files', runner: 'dotenv', files: ['.env', '.env.local'] },
    { form: 'not-a-name', via: 'env', name: 'BASH_FUNC_x%%' },
  ],
  'non-static-path': [
    { form: 'argument', word: '$F', tool: 'tar', unknown: 'the archive is not known' },
    { form: 'found-file', word: '{}', via: 'rm', finder: 'find' },
    { form: 'files-from', action: '-delete' },
    { form: 'followed-links', word: '.', tool: 'grep', limit: 5000 },
    { form: 'written-links', word: 'src', tool: 'tar', limit: 5000 },
  ],
  'unknown-path-variable': [{ word: '$OUT', via: 'rm' }],
  'unknown-path-substitution': [{ word: '$(mktemp)', via: 'rm' }],
  'unknown-redirect-target': [{ word: '$LOG', via: 'redirect' }],
  'unknown-path-glob': [
    { form: 'reaches-out', word: '.*/x', via: 'rm' },
    { form: 'dot-dot', word: '.*' },
  ],
  'glob-option': [{ word: '*', file: '-rf', tool: 'rm' }],
  'unknown-directory': [
    { form: 'working-directory', word: 'x' },
    { form: 'find-follows', action: '-delete' },
  ],
  'process-path': [{ word: '/proc/1/cwd', via: 'cat', process: '/proc/1' }],
  'linked-earlier': [{ subject: 'the path `x/y` (rm)', written: 'x', maker: 'ln -s / x' }],
  'unknown-option': [
    { form: 'builtin', option: '-z', builtin: 'trap' },
    { form: 'before-subcommand', option: '--weird', tool: 'git' },
    { form: 'runner', option: '-Z', runner: 'xargs', unsupported: false },
    { form: 'runner', option: '-Z', runner: 'xargs', unsupported: true },
    { form: 'handed-on', runner: 'sudo', words: '-E' },
  ],
  'prompt-expansion': [{ text: '${x@P}' }],
  'brace-expansion': [
    { form: 'word', word: '{1..99999}', max: 1000 },
    { form: 'command', max: 4000 },
  ],
  'too-deep': [
    { form: 'nesting', max: 1000 },
    { form: 'function-walks', max: 64 },
    { form: 'shell-strings', max: 8 },
    { form: 'rereads', max: 32 },
  ],
  'outside-directory': [
    { form: 'known', commandShown: '`make`', directoryShown: '`/tmp`' },
    { form: 'unknown', commandShown: '`make -C $D`' },
  ],
  'other-root': [{ commandShown: '`npm test`', rootShown: '`vendor/x`', entry: 'package.json', what: 'its scripts run' }],
  'outside-code-path': [
    { form: 'known', commandShown: '`eslint -c /tmp/x`', optionShown: '`-c`', pathShown: '`/tmp/x`' },
    { form: 'unknown', commandShown: '`eslint -c $C`', optionShown: '`-c`', word: '$C' },
    { form: 'arguments', commandShown: '`pytest -o addopts=-x`', optionShown: '`-o`', word: 'addopts=-x' },
  ],
};

const POLICY_SAMPLES: { [C in PolicyReasonCode]: PolicyReasonArgs<C>[] } = {
  'partial-deny': [
    { path: 'src', tool: 'write', rule },
    { path: 'src', tool: 'read', rule },
  ],
  'hard-link': [{ path: 'linked.sh', names: 2 }],
  'mention-deny': [
    { path: '.env', where: '1:5', tool: 'write', rule },
    { path: '.env', where: '1:5', tool: 'read', rule },
  ],
  'input-path': [
    { program: 'rm', input: 'what xargs appends', where: '1:16', kind: 'write', met: rule },
    { program: 'cat', input: 'the input xargs reads into `{}`', where: '1:9', kind: 'read', met: 'workflows' },
  ],
  'process-path': [
    { path: '`/proc/self`', reached: '/proc/self', walks: false },
    { path: '`/proc`', reached: '/proc/1', walks: true },
  ],
};

/** Text a template made from a missing or wrong argument. */
const BROKEN = /undefined|null|NaN|\[object /;

function formsOf(entry: unknown): string[] | null {
  return typeof entry === 'function' ? null : Object.keys(entry as object);
}

describe('the reason catalogue', () => {
  it('has an entry for every code and no other, each form of each sampled and rendering whole', () => {
    expect(Object.keys(BASH_REASONS).sort()).toEqual(Object.keys(BASH_SAMPLES).sort());
    for (const [code, samples] of Object.entries(BASH_SAMPLES) as [ReasonCode, Record<string, unknown>[]][]) {
      const entry = BASH_REASONS[code];
      const forms = formsOf(entry);
      if (forms) expect(new Set(samples.map((sample) => sample.form)), code).toEqual(new Set(forms));
      for (const sample of samples) {
        const text = renderEntry(entry, sample);
        expect(text, `${code} ${String(sample.form ?? '')}`).not.toMatch(BROKEN);
        expect(text.length, code).toBeGreaterThan(20);
      }
    }
  });

  it("has an entry for each of the policy layer's own codes, each rendering whole", () => {
    expect(Object.keys(POLICY_REASONS).sort()).toEqual(Object.keys(POLICY_SAMPLES).sort());
    for (const [code, samples] of Object.entries(POLICY_SAMPLES) as [PolicyReasonCode, never[]][]) {
      for (const sample of samples) expect((POLICY_REASONS[code] as (args: never) => string)(sample), code).not.toMatch(BROKEN);
    }
  });

  it('lists every code in docs/policy.md, one table row each', () => {
    const doc = readFileSync(new URL('../../docs/policy.md', import.meta.url), 'utf8');
    const rows = new Set([...doc.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]));
    for (const code of [...Object.keys(BASH_REASONS), ...Object.keys(POLICY_REASONS)]) expect(rows, code).toContain(code);
  });

  it("gives the decision the catalogue's message with its place, and its code", async () => {
    const parser = await bashParser();
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['git *'] } } });
    const decision = decideBashCommand(policy, parser, 'git $SUB');
    expect(decision.reasonDetails).toContainEqual({
      code: 'non-static-subcommand',
      message: `${reasonText('non-static-subcommand', { tool: 'git', word: '$SUB' })} at 1:5`,
    });
    const proc = decidePathAccess(policy, 'read', '/proc/self/environ');
    expect(proc.reasonDetails.map((reason) => reason.code)).toEqual(['process-path']);
    expect(proc.reasons[0]).toBe(POLICY_REASONS['process-path']({ path: '/proc/self/environ', reached: '/proc/self', walks: false }));
  });
});
