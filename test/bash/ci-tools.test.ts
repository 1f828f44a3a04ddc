// CI tools whose own options or programs run code or write files (issue 14): an awk program's
// commands and redirects, and (in the tables' examples) make, git's diff family, container runs,
// fd's exec options, variable-setting wrappers, `python -m` modules, tox and deno.
import { beforeAll, describe, expect, it } from 'vitest';
import { readAwkProgram } from '../../src/bash/awk-program.js';
import { decomposeBash, type BashParser } from '../../src/bash/index.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

let parser: BashParser;
let open: Policy;

beforeAll(async () => {
  parser = await bashParser();
  open = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['*'] }, read: { deny: ['.env*'] } } });
});

function reasons(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem }).reasons.map((reason) => reason.message);
}

describe('an awk program that runs commands needs approval naming them', () => {
  it.each([
    ['awk \'BEGIN { system("id") }\'', 'id'],
    ['awk \'{ print | "sort -u" }\' a', 'sort -u'],
    ['awk \'BEGIN { while (("git log" | getline l) > 0) n++ }\'', 'git log'],
    ['gawk \'BEGIN { print "x" |& "cat" }\'', 'cat'],
    ["awk -e '{ print }' -e 'END { system(\"make\") }' a", 'make'],
  ])('%s runs %s', (command, inner) => {
    expect(reasons(command).join('\n'), command).toContain(`\`${inner}\``);
  });

  it.each(["awk 'BEGIN { system(cmd) }'", "awk '{ print | $2 }' a", 'awk \'{ c = "id"; c | getline }\'', 'gawk \'BEGIN { f = "system"; @f("id") }\''])(
    '%s runs a command not known before it runs',
    (command) => {
      expect(reasons(command).join('\n'), command).toMatch(/not known before it runs/);
    },
  );

  it.each([
    "awk '$1 > 2 { print }' a",
    "awk '/a|b/ { print $1 }' a",
    "awk 'BEGIN { x = a || b; print (x > 1) }'",
    "awk -F'|' '{ print $1 \"#\" }' a",
    "awk '{ n = $1 / 2 / 3 }' a",
  ])('%s runs nothing and writes nothing', (command) => {
    expect(reasons(command), command).toEqual([]);
  });
});

describe('an awk program that writes a file whose name is not static needs approval', () => {
  it.each(["awk '{ print > $1 }' a", 'awk \'{ print >> ("out/" $1) }\' a', 'awk \'{ printf "%s", $0 > name }\' a'])('%s', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/writes to a file whose name is not known/);
  });
});

describe("awk's program files, includes and libraries need approval unless gawk --sandbox refuses what they could do", () => {
  it.each(['awk -f prog.awk a', 'gawk --file=prog.awk a', 'gawk -E prog.awk a', "gawk -i lib '{ print }' a", 'awk \'@include "lib.awk"; { print }\' a'])(
    '%s',
    (command) => {
      expect(reasons(command), command).not.toEqual([]);
    },
  );

  it.each(["gawk -l ./ext.so 'BEGIN {}'", 'gawk \'@load "./ext"; BEGIN {}\'', "gawk --sandbox -l ./ext.so 'BEGIN {}'"])('%s loads a library', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/library|@load/);
  });

  it.each(['gawk --sandbox -f prog.awk a', 'gawk -S \'BEGIN { system("id") }\''])('%s', (command) => {
    expect(reasons(command), command).toEqual([]);
  });
});

describe('readAwkProgram reads strings, regular expressions and comments as awk does', () => {
  it('finds no redirect in a string, a regex or a comment', () => {
    expect(readAwkProgram('{ print "a > b" } /x|y/ { print } # print > "f"')).toEqual({ files: [], commands: [], loads: [] });
  });

  it('leaves the standard streams out of the files', () => {
    expect(readAwkProgram('{ print > "/dev/stderr"; print >> "/dev/fd/3"; getline < "-" }')?.files).toEqual([]);
  });

  it('refuses a program awk would not accept', () => {
    expect(readAwkProgram('{ print "open > x }')).toBeNull();
    expect(readAwkProgram('{ print $1 } | x')).toBeNull();
  });
});

describe('a word not known before the command runs meets a floor only where an option of the tool could stand', () => {
  it.each(['make CC="$CC"', 'make "$TARGET"', 'docker run "$IMAGE"', 'tox -x "$OVERRIDE"'])('%s needs approval', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/meets the floor/);
  });

  it.each([
    'make -j"$(nproc)" test',
    'make V="$V" test',
    'tox -e "$TOXENV"',
    'docker run --rm -e X=1 node:20 ./ci.sh "$ARG"',
    'docker push "$IMAGE"',
    'fd -e "$EXT" src',
  ])('%s meets no floor', (command) => {
    expect(reasons(command).join('\n'), command).not.toMatch(/meets the floor/);
  });
});

describe('a container run binds host paths as path scopes: read and written, or read with ro', () => {
  function pathScopes(command: string): string[] {
    return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem })
      .scopes.filter((scope) => scope.kind !== 'command')
      .map((scope) => `${scope.kind} ${'written' in scope ? scope.written : ''}`)
      .sort();
  }

  it.each([
    ['docker run -v /etc:/etc alpine', ['read /etc', 'write /etc']],
    ['podman run -v /etc:/etc:ro alpine', ['read /etc']],
    ['docker run --mount type=bind,src=/home/u/.ssh,dst=/k,readonly alpine', ['read /home/u/.ssh']],
    ['docker run -v data:/data --mount type=tmpfs,dst=/t alpine', []],
  ])('%s', (command, expected) => {
    expect(pathScopes(command), command).toEqual(expected);
  });

  it.each(['docker run -v .git/hooks:/h alpine', 'docker run -v ./.git:/g alpine true', 'docker run --mount type=bind,source=.env,target=/e alpine true'])(
    '%s meets the deny rules on what it binds',
    (command) => {
      expect(decideBashCommand(open, parser, command).decision, command).toBe('deny');
    },
  );

  it('a bind whose host path is not known before it runs needs approval', () => {
    expect(reasons('docker run -v "$SRC":/src alpine').join('\n')).toMatch(/not known before it runs/);
  });
});
