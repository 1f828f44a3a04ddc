// How a wrapper's words are read from its table entry (src/bash/wrappers.ts, src/bash/options.ts):
// each rule of the table's `$comment` that is read by code is one test here, on a spec written
// inline, so the rule holds whatever the table says about any one tool.
import { describe, expect, it } from 'vitest';
import { scanOptions } from '../../src/bash/options.js';
import type { SyntaxNode } from '../../src/bash/syntax.js';
import type { OptionSpec } from '../../src/bash/tables.js';
import { readRunner, readWrapper, type WrapperParts } from '../../src/bash/wrappers.js';
import { runnerWrapper } from '../../src/bash/tables.js';
import type { Word } from '../../src/bash/words.js';

/** Static words split at spaces; `$X` stands for a word whose value is not known. */
function words(text: string): Word[] {
  return text.split(' ').map((raw) => ({ node: { type: 'word' } as SyntaxNode, raw, value: raw.startsWith('$') ? null : raw, glob: false }));
}

function values(list: readonly Word[]): (string | null)[] {
  return list.map((word) => word.value);
}

function parts(text: string, spec: OptionSpec): WrapperParts {
  const reading = readWrapper(words(text), spec);
  if (reading.kind !== 'ok') throw new Error(`${text}: read as ${reading.kind}`);
  return reading;
}

describe('optionalValue: a value only ever attached', () => {
  const prlimit: OptionSpec = { valued: ['-o'], optionalValue: ['-n', '--nofile', '-c'] };

  it('takes the rest of the word as its value, and never the next word', () => {
    expect(values(parts('prlimit -n1024 make', prlimit).argv)).toEqual(['make']);
    expect(values(parts('prlimit -n 1024 make', prlimit).argv)).toEqual(['1024', 'make']);
    expect(values(parts('prlimit --nofile=1024 make', prlimit).argv)).toEqual(['make']);
    expect(values(parts('prlimit --nofile make', prlimit).argv)).toEqual(['make']);
  });

  it('ends a cluster: the letters after it are its value, not options', () => {
    const scan = scanOptions(words('prlimit -no cols make'), 1, prlimit);
    expect(scan).toMatchObject({ kind: 'ok', rest: 2, options: [{ name: '-n', value: 'o' }] });
    expect(values(parts('prlimit -cn make', prlimit).argv)).toEqual(['make']);
  });
});

describe('wholeWords: options compared as whole words', () => {
  const faketime: OptionSpec = { flags: ['-m', '-f', '--exclude-monotonic'], valued: ['-p'], unsupported: ['--'], wholeWords: true, positionals: 1 };

  it('reads listed words, one at a time', () => {
    expect(values(parts('faketime -m -f +1d make', faketime).argv)).toEqual(['make']);
    expect(values(parts('faketime -p 42 +1d make', faketime).argv)).toEqual(['make']);
  });

  it('knows no cluster, attached value or `--opt=value` of listed options', () => {
    for (const text of ['faketime -mf +1d make', 'faketime -p42 +1d make', 'faketime --exclude-monotonic=1 +1d make']) {
      expect(readWrapper(words(text), faketime), text).toMatchObject({ kind: 'option', unsupported: false });
    }
  });

  it('lets `--` be unsupported, for a tool that reads it as an operand', () => {
    expect(readWrapper(words('faketime -f -- make'), faketime)).toEqual({ kind: 'option', option: '--', unsupported: true });
    expect(values(parts('proxychains -q -- curl x', { flags: ['-q'], wholeWords: true }).argv)).toEqual(['curl', 'x']);
  });
});

describe("leadingOperand: a first word that is not an option is the wrapper's own", () => {
  const setarch: OptionSpec = { flags: ['-R', '-v'], leadingOperand: true };

  it('is read before the options, and only when it does not start with -', () => {
    expect(values(parts('setarch x86_64 -R make', setarch).argv)).toEqual(['make']);
    expect(values(parts('setarch -R make', setarch).argv)).toEqual(['make']);
    expect(values(parts('setarch -R x86_64 make', setarch).argv)).toEqual(['x86_64', 'make']);
  });

  it('is unclear when its value is not known, as it may be an option', () => {
    expect(readWrapper(words('setarch $A -R make'), setarch)).toMatchObject({ kind: 'unclear' });
  });
});

describe('codeOperand: the operand after the positionals is a code string', () => {
  const sg: OptionSpec = { flags: ['-l'], loneDash: true, permute: true, code: ['-c'], codeOperand: true, command: 'code', positionals: 1 };

  it('when no code option gives one', () => {
    const read = parts('sg docker docker-ps', sg);
    expect(values(read.code)).toEqual(['docker-ps']);
    expect(read.extra).toEqual([]);
    expect(values(parts('sg - docker -c docker-ps', sg).code)).toEqual(['docker-ps']);
  });

  it('hands on the words after it, and every operand when an option gave the code', () => {
    expect(values(parts('sg docker rm x', sg).extra)).toEqual(['x']);
    expect(values(parts('sg docker ls -c rm', sg).extra)).toEqual(['ls']);
  });
});

describe("assignments: settings of the wrapper's own", () => {
  it('need approval, where variables for the command do not', () => {
    expect(readWrapper(words('ccache prefix_command=./x gcc -c a.c'), { assignments: 'settings' })).toEqual({
      kind: 'option',
      option: 'prefix_command=./x',
      unsupported: true,
    });
    expect(values(parts('env A=1 make', { assignments: true }).assignments)).toEqual(['A=1']);
    expect(values(parts('ccache gcc -DX=1 -c a.c', { assignments: 'settings' }).argv)).toEqual(['gcc', '-DX=1', '-c', 'a.c']);
  });
});

describe('subcommands: none given and none by default', () => {
  it('runs nothing', () => {
    const perf: OptionSpec = { flags: ['--no-pager'], subcommands: { stat: {} } };
    expect(parts('perf', perf)).toMatchObject({ mode: 'none', argv: [] });
    expect(parts('perf --no-pager', perf)).toMatchObject({ mode: 'none', argv: [] });
    expect(values(parts('perf stat make', perf).argv)).toEqual(['make']);
  });
});

describe('runners: which subcommands run a command', () => {
  const tool: OptionSpec = {
    flags: ['-q'],
    otherSubcommands: 'ordinary',
    subcommands: { run: { valued: ['-p'] }, r: 'run', tool: { otherSubcommands: 'ordinary', subcommands: { run: {} } } },
  };

  function runs(text: string, spec: OptionSpec): string {
    const reading = readRunner(words(text), spec);
    if (reading.kind === 'ordinary') return 'ordinary';
    if (reading.reading.kind !== 'ok') return `${reading.via}: ${reading.reading.kind}`;
    return `${reading.via}: ${values(reading.reading.argv).join(' ')}`;
  }

  it('reads a subcommand that runs commands, by name or alias, nested too', () => {
    expect(runs('tool -q run -p 3 pytest -x', tool)).toBe('tool run: pytest -x');
    expect(runs('tool r pytest', tool)).toBe('tool run: pytest');
    expect(runs('tool tool run ruff', tool)).toBe('tool tool run: ruff');
  });

  it('leaves any other subcommand, no subcommand and a query ordinary', () => {
    expect(runs('tool sync --frozen', tool)).toBe('ordinary');
    expect(runs('tool tool install ruff', tool)).toBe('ordinary');
    expect(runs('tool -q', tool)).toBe('ordinary');
    expect(runs('tool --help run x', { ...tool, queries: ['--help'] })).toBe('ordinary');
  });

  it('needs approval for an unknown option before the subcommand only when a later word may name one that runs', () => {
    expect(runs('tool --frob sync', tool)).toBe('ordinary');
    expect(runs('tool --frob run x', tool)).toBe('tool: option');
    expect(runs('tool --frob $X', tool)).toBe('tool: option');
    expect(runs('tool $SUB x', tool)).toBe('tool: unclear');
  });

  it('otherSubcommands command: an unknown subcommand is the command, the listed ones stay ordinary', () => {
    const pnpm: OptionSpec = { flags: ['-s'], otherSubcommands: 'command', ordinarySubcommands: ['install'], subcommands: { exec: {} } };
    expect(runs('pnpm -s git push', pnpm)).toBe('pnpm: git push');
    expect(runs('pnpm install', pnpm)).toBe('ordinary');
    expect(runs('pnpm --frob install', pnpm)).toBe('pnpm: option');
  });

  it("global: the entry's options may stand after its subcommands", () => {
    const uv = runnerWrapper('uv')!;
    expect(runs('uv run -q --directory sub pytest', uv)).toBe('uv run: pytest');
    expect(runs('uv tool run -q ruff', uv)).toBe('uv tool run: ruff');
  });
});

describe('runners: where the command starts', () => {
  it("commandOptions: every word after the option is the command, and the operands before it are the runner's own", () => {
    const develop: OptionSpec = { valued: ['-k'], valuedTwice: ['--arg'], commandOptions: ['-c'], ownOperands: true, permute: true };
    const reading = parts('develop .#ci -k HOME --arg x -c -c make -k test', develop);
    expect(values(reading.argv)).toEqual(['make', '-k', 'test']);
    expect(values(reading.operands)).toEqual(['.#ci']);
    expect(values(parts('develop -k -c -c make', develop).argv)).toEqual(['make']);
  });

  it('commandAfterDashDash: only the words after `--` are the command', () => {
    const exec: OptionSpec = { valued: ['-j'], code: ['-c'], commandAfterDashDash: true, ownOperands: true, permute: true };
    const reading = parts('exec node@20 -j 2 python@3.12 -- node app.js', exec);
    expect(values(reading.argv)).toEqual(['node', 'app.js']);
    expect(values(reading.operands)).toEqual(['node@20', 'python@3.12']);
    expect(parts('exec node@20', exec).argv).toEqual([]);
    expect(values(parts('exec -c make', exec).code)).toEqual(['make']);
  });

  it('valuedTwice: an option takes the next two words', () => {
    expect(values(parts('nix-shell --arg x 1 shell.nix', { valuedTwice: ['--arg'], ownOperands: true, command: 'code' }).operands)).toEqual(['shell.nix']);
  });

  it('joinedWith: an option makes the words shell code', () => {
    const reading = parts('exec -c eslint . && tsc', { flags: ['-c'], joinedWith: ['-c'] });
    expect(reading.mode).toBe('joined');
    expect(values(reading.joined!)).toEqual(['eslint', '.', '&&', 'tsc']);
  });

  it('selectorPrefixes and environmentSeparator: hatch run +py=3.12 -x=1 test:pytest runs pytest', () => {
    const reading = parts('run +py=3.12 -x=1 test:cov:pytest -k', { selectorPrefixes: ['+', '-'], environmentSeparator: ':' });
    expect(values(reading.argv)).toEqual(['pytest', '-k']);
    expect(values(reading.operands)).toEqual(['+py=3.12', '-x=1']);
  });
});

describe('runners: package runners', () => {
  function runs(text: string, spec: OptionSpec): string {
    const reading = readRunner(words(text), spec);
    if (reading.kind === 'ordinary') return 'ordinary';
    if (reading.reading.kind !== 'ok') return `${reading.via}: ${reading.reading.kind}`;
    const argv = values(reading.reading.argv);
    if (reading.reading.commandName !== undefined) argv[0] = reading.reading.commandName;
    return `${reading.via}: ${argv.join(' ')}`;
  }

  it("optionsOf: the runner reads another tool's options as that tool does, its own lists first", () => {
    const npm = runnerWrapper('npm')!;
    expect(npm.nopt?.optionNames).toContain('prefix');
    expect(runs('npm -s exec eslint --yes -gC sub .', npm)).toBe('npm exec: eslint .');
    expect(runs('npm --loglevel silent x -- eslint --fix', npm)).toBe('npm exec: eslint --fix');
    expect(runs('npm exec --frob eslint', npm)).toBe('npm exec: option');
    expect(runs('npm -p exec npm publish', npm)).toBe('npm exec: npm publish');
    const npx = runnerWrapper('npx')!;
    expect(runs('npx -p typescript tsc', npx)).toBe('npx: tsc');
    expect(runs('npx --no eslint --yes .', npx)).toBe('npx: eslint .');
    expect(runs('npx -yq eslint', npx)).toBe('npx: option');
  });

  it('shellStringOptions: with one, the call is a command of its own', () => {
    const spec: OptionSpec = { valued: ['-c'], shellStringOptions: ['-c'], noCommand: 'shell' };
    expect(runs('npx -c test', spec)).toBe('npx: query');
    expect(runs('npx eslint -c x', spec)).toBe('npx: eslint -c x');
    const npm: OptionSpec = { valued: ['-c'], otherSubcommands: 'ordinary', subcommands: { exec: { shellStringOptions: ['-c'] } } };
    expect(runs('npm -c test exec', npm)).toBe('npm exec: query');
  });

  it('commandPackage: the first word names a package, and its bin runs, unless a package option names the package', () => {
    const spec: OptionSpec = { valued: ['-p'], commandPackage: true, packageOptions: ['-p'] };
    expect(runs('npx npm@10 publish', spec)).toBe('npx: npm publish');
    expect(runs('npx @scope/tool@1 -x', spec)).toBe('npx: tool -x');
    expect(runs('npx -p typescript tsc@5', spec)).toBe('npx: tsc@5');
    expect(runs('npx ./bin/tool@1', spec)).toBe('npx: ./bin/tool@1');
    const joined = readRunner(words('dlx -c npm@10 publish'), { flags: ['-c'], joinedWith: ['-c'], commandPackage: true });
    expect(joined.kind === 'runs' && joined.reading.kind === 'ok' && joined.reading.commandName).toBe('npm');
  });
});
