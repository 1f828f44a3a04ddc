// npm's options read as its parser nopt reads them, and as npx hands them on to it (src/bash/nopt.ts).
// The expected readings are what npm 11's own bin/npx-cli.js and nopt make of the same words.
import { describe, expect, it } from 'vitest';
import { noptOptions, noptOptionsAnywhere, scanNopt, type NoptTable } from '../../src/bash/nopt.js';
import type { SyntaxNode } from '../../src/bash/syntax.js';
import { subcommandTool } from '../../src/bash/tables.js';
import type { Word } from '../../src/bash/words.js';

const npm = subcommandTool('npm')!;
const spelling = { optionNames: npm.optionNames!, shorthands: npm.shorthands!, valuedNames: npm.valuedNames! };

/** Static words split at spaces; `$X` stands for a word whose value is not known. */
function words(text: string): Word[] {
  return text.split(' ').map((raw) => ({ node: { type: 'word' } as SyntaxNode, raw, value: raw.startsWith('$') ? null : raw, glob: false }));
}

/** The options read and the words left for the command, or what stopped the reading. */
function read(text: string, table: Partial<NoptTable> = {}): { options: [string, string | null][]; command: string[] } | string {
  const all = words(text);
  const scan = scanNopt(all, 1, { nopt: spelling, ...table });
  if (scan.kind !== 'ok') return `${scan.kind} ${scan.option}`;
  const command = [...(scan.operands ?? []), ...all.slice(scan.rest)].map((word) => word.value ?? word.raw);
  return { options: scan.options.map((option) => [option.name, option.value]), command };
}

describe('noptOptions: what nopt reads a word as', () => {
  it('reads names, shorthands with the value they carry, clusters, prefixes and `no-` forms', () => {
    expect(noptOptions('prefix', spelling)).toEqual([{ name: '--prefix', value: null, negated: false }]);
    expect(noptOptions('C', spelling)).toEqual([{ name: '--prefix', value: null, negated: false }]);
    expect(noptOptions('s', spelling)).toEqual([{ name: '--loglevel', value: 'silent', negated: false }]);
    expect(noptOptions('gC', spelling).map((option) => option.name)).toEqual(['--global', '--prefix']);
    expect(noptOptions('scr', spelling)).toEqual([{ name: '--script-shell', value: null, negated: false }]);
    expect(noptOptions('no-yes', spelling)).toEqual([{ name: '--yes', value: null, negated: true }]);
    expect(noptOptions('no', spelling)).toEqual([{ name: '--yes', value: null, negated: true }]);
  });

  it('reads nothing for a prefix of several options or a word naming none', () => {
    expect(noptOptions('pref', spelling)).toEqual([]);
    expect(noptOptions('fix', spelling)).toEqual([]);
  });
});

describe('scanNopt: npm exec reads its options as nopt does', () => {
  it('takes a value for the options that have one, and none for switches', () => {
    expect(read('npm --loglevel silent --yes eslint .')).toEqual({
      options: [
        ['--loglevel', 'silent'],
        ['--yes', null],
      ],
      command: ['eslint', '.'],
    });
    expect(read('npm -gC sub npm publish')).toEqual({
      options: [
        ['--global', null],
        ['--prefix', 'sub'],
      ],
      command: ['npm', 'publish'],
    });
    expect(read('npm --workspace=web vitest')).toEqual({ options: [['--workspace', 'web']], command: ['vitest'] });
  });

  it('reads a shorthand that carries its value without taking the next word', () => {
    expect(read('npm -d npm publish')).toEqual({ options: [['--loglevel', 'info']], command: ['npm', 'publish'] });
  });

  it('reads `-p` as npm does, as --parseable', () => {
    expect(read('npm -p npm publish')).toEqual({ options: [['--parseable', null]], command: ['npm', 'publish'] });
  });

  it('takes `true` or `false` after a switch as its value', () => {
    expect(read('npm --yes false npm publish')).toEqual({ options: [['--yes', null]], command: ['npm', 'publish'] });
  });

  it('ends at `--` and at any run of dashes', () => {
    expect(read('npm --yes -- --version')).toEqual({ options: [['--yes', null]], command: ['--version'] });
    expect(read('npm --yes --- --version')).toEqual({ options: [['--yes', null]], command: ['--version'] });
  });

  it("reads the table's own words first, as written", () => {
    expect(read('npm -p typescript tsc', { valued: ['-p'] })).toEqual({ options: [['-p', 'typescript']], command: ['tsc'] });
    expect(read('npm --script-sh=./x.sh test', { unsupported: ['--script-shell'] })).toBe('unsupported --script-sh=./x.sh');
    expect(read('npm -h', { queries: ['--usage'] })).toBe('query -h');
  });

  it('stops at a word naming no option npm knows', () => {
    expect(read('npm --fix .')).toBe('unknown --fix');
    expect(read('npm --pref ../x test')).toBe('unknown --pref');
  });
});

describe('noptOptionsAnywhere: nopt reads options all along the command line', () => {
  const anywhere = (text: string): [string, string | null][] => noptOptionsAnywhere(words(text), 2, spelling).map((option) => [option.name, option.value]);

  it('reads the options after the subcommand, passing over its operands, until `--`', () => {
    expect(anywhere('npm run build --cache /tmp/c x --logs-d=l -- --cache=y')).toEqual([
      ['--cache', '/tmp/c'],
      ['--logs-dir', 'l'],
    ]);
  });

  it('keeps a word naming no option to nopt itself, and an unknown word for an option whose value is not known', () => {
    expect(anywhere('npm test --nosuch /tmp/x --silent')).toEqual([['--loglevel', 'silent']]);
    expect(anywhere('npm test --cache $X')).toEqual([['--cache', null]]);
  });
});

describe('scanNopt exactOptions: the spellings npx hands on to npm unchanged', () => {
  const npx = { exactOptions: true };

  it('reads names, `--name=value`, `--no-` forms and shorthands', () => {
    expect(read('npx --yes --loglevel silent npm publish', npx)).toEqual({
      options: [
        ['--yes', null],
        ['--loglevel', 'silent'],
      ],
      command: ['npm', 'publish'],
    });
    expect(read('npx -y -w web --ws eslint', npx)).toEqual({
      options: [
        ['--yes', null],
        ['--workspace', 'web'],
        ['--workspaces', null],
      ],
      command: ['eslint'],
    });
    expect(read('npx --no-audit -- npm publish', npx)).toEqual({ options: [['--no-audit', null]], command: ['npm', 'publish'] });
  });

  it('reads the word after a `--no` form as the command, and the options after it as npx does', () => {
    // npx takes the word as the option's value; npm reads the option as a switch and the word as the command.
    expect(read('npx --no eslint --yes .', npx)).toEqual({
      options: [
        ['--no-yes', null],
        ['--yes', null],
      ],
      command: ['eslint', '.'],
    });
    expect(read('npx --no-yes npm publish', npx)).toEqual({ options: [['--no-yes', null]], command: ['npm', 'publish'] });
  });

  it('reads no prefix, cluster, single-dash name or shorthand with `=`', () => {
    for (const text of ['npx --pre eslint', 'npx -yq eslint', 'npx -yes eslint', 'npx -C=../x eslint', 'npx --bogus eslint']) {
      expect(read(text, npx), text).toMatch(/^unknown /);
    }
  });

  it('needs a value that is no option', () => {
    expect(read('npx --loglevel --yes eslint', npx)).toBe('unknown --loglevel');
  });
});
