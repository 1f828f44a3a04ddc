// Properties of the whole decision (DESIGN.md sections 2 and 3), over generated commands:
//   (a) any string gets an answer, however long, deep, broken or binary;
//   (b) a substitution whose output decides what runs (the command name, a subcommand, an option
//       of a tool with floors, a program given to a shell or interpreter, a redirect target) means
//       the call is never allowed, even when every command is; elsewhere it is decided by the
//       command inside it alone;
//   (c) allowed simple commands joined by && || ; | with static arguments are allowed;
//   (d) a command a deny rule names is denied wherever it is put;
//   (e) a program nobody allowed, in front of an allowed command, is never allowed.
// Each run prints its seed; LEASH_PROPERTY_SEED=<seed> replays it.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { decideBashCommand, type Decision, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';
import type { BashParser } from '../../src/bash/index.js';
import { toolNamed } from '../../src/bash/tables.js';
import { propertySeed, shellFragments } from './arbitraries.js';

const RUNS = 600;

let parser: BashParser;
/** Every command allowed, every default allow: only the parse can hold a call back. */
let allowAll: Policy;
/** A few read-only commands allowed, everything else denied. */
let readOnly: Policy;
/** Everything allowed except what the deny rules name. */
let allowAllButDenied: Policy;

beforeAll(async () => {
  parser = await bashParser();
  allowAll = await policyFrom({
    version: 1,
    default: 'allow',
    tools: { bash: { allow: ['*'], default: 'allow' }, write: { allow: ['**'], default: 'allow' }, read: { allow: ['**'], default: 'allow' } },
  });
  readOnly = await policyFrom({
    version: 1,
    default: 'deny',
    tools: { bash: { allow: [...ALLOWED_COMMANDS.map((c) => `${c} *`)] } },
  });
  allowAllButDenied = await policyFrom({
    version: 1,
    default: 'allow',
    tools: { bash: { allow: ['*'], deny: ['rm *', 'git push *', 'curl *', 'npm publish *'], default: 'allow' } },
  });
});

function decide(policy: Policy, command: string): Decision {
  return decideBashCommand(policy, parser, command);
}

// ---------------------------------------------------------------- generators

/** Commands the read-only policy allows, with arguments that read no files. */
const ALLOWED_COMMANDS = ['echo', 'printf', 'true', 'git status', 'git log', 'git diff', 'npm test', 'date', 'uname', 'pwd', 'whoami'] as const;

/** A static word: letters and the punctuation that needs no quoting and expands to nothing. */
const plainWord = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._,:@%+=-]{0,11}$/);

/** A static argument, bare or quoted (the quoted ones may hold spaces and shell characters). */
const staticArgument: fc.Arbitrary<string> = fc.oneof(
  plainWord,
  plainWord.map((w) => `-${w}`),
  fc.stringMatching(/^[A-Za-z0-9 ._,:@%+=;&|<>(){}*?$`"\\-]{0,16}$/).map((s) => `'${s}'`),
  fc.stringMatching(/^[A-Za-z0-9 ._,:@%+=;&|<>(){}*?'-]{0,16}$/).map((s) => `"${s}"`),
  plainWord.map((w) => `"${w}"'${w}'${w}`),
);

/**
 * Arguments that rightly ask: git's read their paths (`git diff -O..`, `git diff x:..` and `git
 * status -v ..` read `..`, outside the workspace; `:x` is pathspec magic), and npm's options
 * (`-C DIR`, `-script-shell=x`) may change where scripts come from or what runs them.
 */
function asksRightly(name: string, argument: string): boolean {
  const bare = argument.replace(/^['"]/, '');
  if (name.startsWith('git ') && (bare.startsWith(':') || bare.includes('..'))) return true;
  return bare.startsWith('-') && name === 'npm test';
}

const allowedSimple: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...ALLOWED_COMMANDS), fc.array(staticArgument, { maxLength: 4 }))
  .map(([name, args]) => [name, ...args.filter((argument) => !asksRightly(name, argument))].join(' '));

/** An allowed command with bare arguments only, to sit inside a substitution in any quoting context. */
const plainAllowedSimple: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...ALLOWED_COMMANDS), fc.array(plainWord, { maxLength: 3 }))
  .map(([name, args]) => [name, ...args].join(' '));

const OPERATORS = [' && ', ' || ', '; ', ' | ', '\n', ' ;', ' &&\n'] as const;

/** Allowed simple commands joined by operators: nothing in it but allowed commands. */
const allowedList: fc.Arbitrary<string> = fc
  .tuple(allowedSimple, fc.array(fc.tuple(fc.constantFrom(...OPERATORS), allowedSimple), { maxLength: 5 }))
  .map(([first, rest]) => first + rest.map(([op, command]) => op + command).join(''));

/** Wraps `inner` (a command list) in one of the shell's containers. */
function container(inner: string, other: string, kind: number): string {
  switch (kind) {
    case 0:
      return `${other} && ${inner}`;
    case 1:
      return `${inner} || ${other}`;
    case 2:
      return `${other}; ${inner}; ${other}`;
    case 3:
      return `${other} | ${inner}`;
    case 4:
      return `${inner} | ${other}`;
    case 5:
      return `{ ${inner}; }`;
    case 6:
      // Spaced: `((` opens an arithmetic command, which runs nothing.
      return `( ${inner} )`;
    case 7:
      return `if ${other}; then ${inner}; fi`;
    case 8:
      return `if ${other}; then ${other}; else ${inner}; fi`;
    case 9:
      return `if ${inner}; then ${other}; fi`;
    case 10:
      return `for x in a b; do ${inner}; done`;
    case 11:
      return `while ${other}; do ${inner}; done`;
    case 12:
      return `until ${inner}; do ${other}; done`;
    case 13:
      return `case $x in a) ${inner};; *) ${other};; esac`;
    case 14:
      return `f() { ${inner}; }; f`;
    case 15:
      return `sh -c ${shellQuote(inner)}`;
    case 16:
      return `bash -euo pipefail -c ${shellQuote(inner)}`;
    case 17:
      return `${other} &\n${inner}\nwait`;
    case 18:
      return `! ${inner}`;
    default:
      return `${inner} 2>&1 | ${other}`;
  }
}

const CONTAINER_KINDS = 20;

/** A single-quoted shell string holding `text` exactly: `'` becomes `'\''`. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** `inner` put `depth` containers deep, each with other allowed commands beside it. */
function placed(inner: fc.Arbitrary<string>, maxDepth = 3): fc.Arbitrary<string> {
  return fc
    .tuple(inner, fc.array(fc.tuple(fc.nat({ max: CONTAINER_KINDS - 1 }), allowedSimple), { maxLength: maxDepth }))
    .map(([command, layers]) => layers.reduce((acc, [kind, other]) => container(acc, other, kind), command));
}

const SUBSTITUTIONS = ['$(SUB)', '`SUB`', '<(SUB)'] as const;

/**
 * Places where a substitution's output decides what runs (DESIGN.md section 3, "Command and
 * process substitution"): the command name, a subcommand, an option of a tool with floors, a
 * program given to a shell or an interpreter, a redirect target while the sandbox is off.
 */
const DECISIVE_SPLICES: readonly { template: string; kinds: readonly (typeof SUBSTITUTIONS)[number][] }[] = [
  { template: 'S --version', kinds: ['$(SUB)', '`SUB`'] },
  { template: '"S" x', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'git S origin main', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'npm "S"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'gh pr S 1', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'git log S', kinds: SUBSTITUTIONS },
  { template: 'find . -name x S', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'rsync -a S src/ dst/', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'sh -c "S"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'bash S', kinds: SUBSTITUTIONS },
  { template: 'python3 S', kinds: SUBSTITUTIONS },
  { template: 'node -e "S"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'eval S', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'source S', kinds: SUBSTITUTIONS },
  { template: 'echo hi > S', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'echo hi >> "S.log"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'cat < S', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'timeout 5 S', kinds: ['$(SUB)', '`SUB`'] },
];

/** Places where the output is data: the decision is the inner command's. */
const DATA_SPLICES: readonly { template: string; kinds: readonly (typeof SUBSTITUTIONS)[number][] }[] = [
  { template: 'echo a S b', kinds: SUBSTITUTIONS },
  { template: 'echo S', kinds: SUBSTITUTIONS },
  { template: 'echo "x S y"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'echo "S"', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'cat <<EOF\nline S\nEOF', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'cat <<EOF | wc -l\nS\nEOF', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'X=S echo hi', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'X="S" Y=1 echo hi', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'export X=S', kinds: ['$(SUB)', '`SUB`'] },
  { template: 'for f in S; do echo "$f"; done', kinds: SUBSTITUTIONS },
  { template: 'case S in a) echo;; esac', kinds: ['$(SUB)', '`SUB`'] },
  // Backquotes glued to a word are read as two words by the grammar (a parse reason of their own).
  { template: 'echo pre-S-post', kinds: ['$(SUB)'] },
  { template: 'timeout 5 echo S', kinds: SUBSTITUTIONS },
  { template: 'diff S S', kinds: ['<(SUB)'] },
];

/**
 * An allowed command with a substitution (of `inside`) spliced into one of `splices`, then placed
 * in containers; with it, the same command with a static word `x` where the substitution is.
 */
function withSubstitution(splices: typeof DECISIVE_SPLICES, inside: fc.Arbitrary<string> = plainAllowedSimple): fc.Arbitrary<[string, string]> {
  return fc
    .tuple(fc.nat({ max: splices.length - 1 }), fc.nat(), inside, fc.array(fc.tuple(fc.nat({ max: CONTAINER_KINDS - 1 }), allowedSimple), { maxLength: 3 }))
    .map(([splice, pick, inner, layers]) => {
      const { template, kinds } = splices[splice]!;
      const substitution = kinds[pick % kinds.length]!.replace('SUB', inner);
      const wrap = (command: string) => layers.reduce((acc, [kind, other]) => container(acc, other, kind), command);
      return [wrap(template.replaceAll('S', substitution)), wrap(template.replaceAll('S', 'x'))];
    });
}

/** The commands the deny rules name, written the ways the shell still runs them. */
const deniedCommand: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('rm -rf build', 'rm x', 'git push origin main', 'git push', 'curl -fsSL https://example.com/x', 'npm publish --tag next'),
    fc.nat({ max: 11 }),
  )
  .map(([command, how]) => {
    const [name, ...rest] = command.split(' ');
    const args = rest.join(' ');
    switch (how) {
      case 0:
        return command;
      case 1:
        return `"${name}" ${args}`;
      case 2:
        return `'${name}' ${args}`;
      case 3:
        return `timeout 30 ${command}`;
      case 4:
        return `env CI=1 ${command}`;
      case 5:
        return `nice -n 5 ${command}`;
      case 6:
        return `sudo ${command}`;
      case 7:
        return `command ${command}`;
      case 8:
        return name === 'git' ? `git -C . --no-pager ${args}` : `/usr/bin/${command}`;
      case 9:
        return `FOO=bar ${command}`;
      case 10:
        return `${command} > /dev/null 2>&1`;
      default:
        return `echo x | xargs ${command}`;
    }
  });

const ODD_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '$comment'];

// ---------------------------------------------------------------- properties

describe('decision properties', () => {
  it('(a) answers any string: random unicode, binary-ish, shell-like', () => {
    const seed = propertySeed('(a) arbitrary strings');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), shellFragments(60)), (command) => {
        const decision = decide(allowAll, command);
        expect(['allow', 'prompt', 'deny']).toContain(decision.decision);
        expect(decision.reasons.every((r) => typeof r === 'string')).toBe(true);
      }),
      { seed, numRuns: RUNS },
    );
  });

  it('(a) answers huge, deeply nested and unbalanced input', { timeout: 120_000 }, () => {
    const huge = (unit: string, size = 1 << 20) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
    const cases: Record<string, string> = {
      'a 1 MB command line': `echo ${huge('a ')}`,
      'a 1 MB && chain': huge('ls && ').replace(/ && $|&& ?$|&$/, '') + ' ls',
      '256 KB of pipes': huge('cat | ', 1 << 18) + 'cat',
      '256 KB of quotes': huge(`"'`, 1 << 18),
      '1 MB of openers': huge('$((${[{"\''),
      '$( 500 deep': `echo ${'$('.repeat(500)}id${')'.repeat(500)}`,
      '$( 2,000 deep': `echo ${'$('.repeat(2000)}id${')'.repeat(2000)}`,
      '2,000 nested {': `${'{ '.repeat(2000)}true${'; }'.repeat(2000)}`,
      '2,000 unclosed {': '{ '.repeat(2000),
      '2,000 nested (': `${'('.repeat(2000)}true${')'.repeat(2000)}`,
      '2,000 unclosed (': '('.repeat(2000),
      '2,000 nested if': `${'if true; then '.repeat(2000)}rm x${'; fi'.repeat(2000)}`,
      '5,000 wrappers': `${'timeout 1 '.repeat(5000)}ls`,
      '5,000 nested sh -c': `${'sh -c '.repeat(5000)}ls`,
      'unbalanced quotes': `echo "a 'b "c' d`,
      'a backquote left open': 'echo `id',
      'a heredoc never closed': 'cat <<EOF\nline $(id)\n',
    };
    for (const [name, command] of Object.entries(cases)) {
      const decision = decide(allowAll, command);
      expect(['allow', 'prompt', 'deny'], name).toContain(decision.decision);
    }
    // Nothing in there may pass for allowed when it cannot be read.
    expect(decide(allowAll, cases['$( 2,000 deep']!).decision).not.toBe('allow');
    expect(decide(allowAll, cases['2,000 unclosed (']!).decision).not.toBe('allow');
  });

  it('(a) answers random nesting of every opener, up to 2,500 deep', { timeout: 120_000 }, () => {
    const seed = propertySeed('(a) nesting');
    const openers = ['$(', '(', '{ ', '"$(', '`', '<(', '${x:-', 'if true; then ', '$((', '[[ '];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...openers), { minLength: 1, maxLength: 2500 }), fc.boolean(), (stack, close) => {
        const closers: Record<string, string> = {
          '$(': ')',
          '(': ')',
          '{ ': '; }',
          '"$(': ')"',
          '`': '`',
          '<(': ')',
          '${x:-': '}',
          'if true; then ': '; fi',
          '$((': '))',
          '[[ ': ' ]]',
        };
        const command = `echo ${stack.join('')}ls${
          close
            ? [...stack]
                .reverse()
                .map((o) => closers[o])
                .join('')
            : ''
        }`;
        const decision = decide(allowAll, command);
        expect(['allow', 'prompt', 'deny']).toContain(decision.decision);
        // An unclosed substitution does not parse, nor does `echo (`; arithmetic on a word can run code.
        // (An outermost substitution is decided by its command, `ls`, which allowAll covers.)
        const opener = stack[0]!;
        if (['(', '$(('].includes(opener) || (!close && ['$(', '"$(', '`', '<('].includes(opener)))
          expect(decision.decision, command.slice(0, 200)).not.toBe('allow');
      }),
      { seed, numRuns: 60 },
    );
  });

  it('(b) a substitution whose output decides what runs is never allowed, even when every command and default is', () => {
    const seed = propertySeed('(b) substitutions');
    fc.assert(
      fc.property(withSubstitution(DECISIVE_SPLICES), ([command]) => {
        const decision = decide(allowAll, command);
        expect(decision.decision, `${JSON.stringify(command)}: ${JSON.stringify(decision.reasons)}`).not.toBe('allow');
      }),
      { seed, numRuns: RUNS },
    );
  });

  it('(b) a substitution whose output is only data is decided by the command inside it', () => {
    const seed = propertySeed('(b) data substitutions');
    fc.assert(
      fc.property(withSubstitution(DATA_SPLICES), withSubstitution(DATA_SPLICES, fc.constant('rm -rf x')), ([command, plain], [denied]) => {
        // After `!` the grammar misreads what follows, and backquotes there stay unparsed: a reason of their own.
        fc.pre(!plain.includes('! '));
        // A quoted backquote elsewhere in the command (`echo '\` '`) pairs up with the substitution's in the grammar's reading.
        fc.pre(!plain.includes('`'));
        // As if a static word stood there: its inner command is allowed.
        expect(decide(allowAll, command).decision, command).toBe(decide(allowAll, plain).decision);
        // The same places with a denied command inside: never allowed (denied, unless the grammar cannot read it).
        expect(decide(allowAllButDenied, denied).decision, denied).not.toBe('allow');
      }),
      { seed, numRuns: RUNS },
    );
  });

  it('(c) allowed commands with static arguments, joined by && || ; |, are allowed', () => {
    const seed = propertySeed('(c) allowed lists');
    fc.assert(
      fc.property(allowedList, (command) => {
        const decision = decide(readOnly, command);
        expect(decision.decision, `${JSON.stringify(command)}: ${JSON.stringify(decision)}`).toBe('allow');
      }),
      { seed, numRuns: RUNS },
    );
  });

  it('(d) a command a deny rule names is denied wherever it is placed', () => {
    const seed = propertySeed('(d) denied anywhere');
    fc.assert(
      fc.property(placed(deniedCommand, 4), (command) => {
        const decision = decide(allowAllButDenied, command);
        expect(decision.decision, `${JSON.stringify(command)}: ${JSON.stringify(decision.scopes.map((s) => [s.text, s.decision]))}`).toBe('deny');
      }),
      { seed, numRuns: RUNS },
    );
  });

  it('(e) a program nobody allowed, run in front of an allowed command, is never allowed', () => {
    const seed = propertySeed('(e) unknown programs');
    // Not a name that runs its words in this shell (`eval echo`, `cd echo` moves and runs nothing)
    // or a wrapper seen through (`nohup echo`, `tini echo`): those run the allowed command itself.
    const runsItsWords = (n: string): boolean =>
      ['echo', 'true', 'printf', 'date', 'uname', 'pwd', 'whoami', 'eval', 'cd'].includes(n) || toolNamed(n)?.transparent !== undefined;
    const name = fc.oneof(
      fc.constantFrom(...ODD_NAMES),
      fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/).filter((n) => !runsItsWords(n)),
    );
    fc.assert(
      fc.property(name, fc.constantFrom('./', '', 'bin/', '/tmp/'), allowedSimple, (program, dir, allowed) => {
        const command = `${dir}${program} ${allowed}`;
        expect(decide(readOnly, command).decision, command).not.toBe('allow');
      }),
      { seed, numRuns: RUNS },
    );
  });
});
