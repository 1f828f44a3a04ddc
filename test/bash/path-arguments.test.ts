// Path arguments the red team found unseen: each command's files are read and write scopes, so
// the read and write rules (and the `.git/**` write deny that always stands) meet them. Each case
// is a command and the scopes it must make; `write x/` is a folder walked as a whole, `~` marks a
// folder the command writes only some of (`tar -x`: which files is not known before it runs).
import { beforeAll, describe, expect, it } from 'vitest';
import { decomposeBash, type BashParser, type PathScope } from '../../src/bash/index.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

let parser: BashParser;
/** The red team's policy A: every command allowed, secrets unreadable, writes only to src/ and build/. */
let narrow: Policy;
/** Policy B: writes anywhere, so only the built-in `.git/**` deny stands. */
let open: Policy;
/** The starter policy's kind: read-only git commands allowed. */
let starter: Policy;

beforeAll(async () => {
  parser = await bashParser();
  const read = { deny: ['.env*', '~/.ssh/**', '/etc/**'] };
  narrow = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['*'] }, read, write: { allow: ['src/**', 'build/**'] } } });
  open = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['*'] }, read, write: { allow: ['**'] } } });
  starter = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['git log *', 'git show *', 'git diff *', 'git status *'] } } });
});

function decompose(command: string) {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem });
}

/** `read a`, `write b/` (a folder walked as a whole), `write c/~` (walked in part), sorted. */
function scopes(command: string): string[] {
  return decompose(command)
    .scopes.filter((scope): scope is PathScope => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${scope.written}${scope.recursive && !scope.written.endsWith('/') ? '/' : ''}${scope.partial ? '~' : ''}`)
    .sort();
}

function reasons(command: string): string[] {
  return decompose(command).reasons.map((reason) => reason.message);
}

/** `readwrite x` stands for both scopes. */
function expand(expected: readonly string[]): string[] {
  return expected
    .flatMap((entry) => {
      const [role, ...rest] = entry.split(' ');
      return role === 'readwrite' ? [`read ${rest.join(' ')}`, `write ${rest.join(' ')}`] : [entry];
    })
    .sort();
}

function cases(table: Record<string, string[]>): [string, string[]][] {
  return Object.entries(table);
}

describe('git subcommands that read and write files', () => {
  it.each(cases({
    'git log --output=.git/config': ['write .git/config'],
    "git log -1 --format='[core]%n fsmonitor = x' --output .git/config": ['write .git/config'],
    'git diff --output=/tmp/x': ['write /tmp/x'],
    'git show --output=.git/hooks/pre-commit HEAD': ['write .git/hooks/pre-commit'],
    'git --no-pager log --output=out.txt': ['write out.txt'],
    'git -C .git log --output=config': ['write .git/config'],
    'git -C src -C .. diff --output=x': ['write src/../x'],
    'git whatchanged --output=x': ['write x'],
    'git diff-tree -p HEAD --output=x': ['write x'],
    'git range-diff --output=x a...b': ['write x'],
    'git format-patch -o /tmp HEAD~3': ['write /tmp'],
    'git format-patch --output-directory=.git/hooks HEAD~1': ['write .git/hooks'],
    'git format-patch HEAD~3': ['write .'],
    'git format-patch --output-directory out -1': ['write out'],
    'git archive -o /tmp/x.tar HEAD': ['write /tmp/x.tar'],
    'git archive --output=x.zip --format=zip HEAD': ['write x.zip'],
    'git archive --add-file=.env HEAD': ['read .env'],
    'git diff --no-index .env /dev/null': ['read .env/'],
    'git diff --no-index --stat a b': ['read a/', 'read b/'],
    'git worktree add /tmp/wt': ['write /tmp/wt/'],
    'git worktree add -b topic ../wt main': ['write ../wt/'],
    'git worktree add --detach .git/x': ['write .git/x/'],
    'git worktree remove ../wt': ['write ../wt/'],
    'git clone https://example.com/r.git /tmp/x': ['write /tmp/x/'],
    'git clone --depth 1 -b main https://example.com/r.git vendor/r': ['write vendor/r/'],
    'git clone https://example.com/r.git': ['write .'],
    'git apply --directory=.github p.diff': ['read p.diff', 'write .github/~'],
    'git apply --directory .github -p2 p.diff': ['read p.diff', 'write .github/~'],
    'git checkout -- .github/workflows/ci.yml': ['write .github/workflows/ci.yml/~'],
    'git checkout HEAD~1 -- src .github': ['write .github/~', 'write src/~'],
    "git checkout -- '*.yml'": ['write ./~'],
    'git restore .github/workflows/ci.yml': ['write .github/workflows/ci.yml/~'],
    'git rm -r --cached .env': [],
    'git rm -rf .github': ['write .github/~'],
    'git mv a b': ['write a/', 'write b/'],
    'git restore --source=HEAD~2 -- src/a.ts': ['write src/a.ts/~'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it.each([
    'git log --oneline -5',
    'git diff HEAD~1 -- src',
    'git show HEAD:README.md',
    'git status --short',
    'git checkout main',
    'git restore --staged src/a.ts',
    'git worktree list',
    'git archive HEAD',
    'git format-patch -1 --stdout',
  ])('%s makes no path scope', (command) => {
    expect(scopes(command)).toEqual([]);
  });

  it('git log --output=.git/config is denied under a policy that allows git log', () => {
    const decision = decideBashCommand(starter, parser, "git log -1 --format='[core]%n\tfsmonitor = sh -c id' --output=.git/config");
    expect(decision.decision).toBe('deny');
    expect(decision.scopes.find((scope) => scope.kind === 'write')?.rule).toMatchObject({ pattern: '.git/**', effect: 'deny' });
  });

  it('format-patch into .git/hooks is denied; its files go right into the folder, so into . is allowed', () => {
    expect(decideBashCommand(open, parser, 'git format-patch -o .git/hooks HEAD~1').decision).toBe('deny');
    expect(decideBashCommand(open, parser, 'git format-patch -o . HEAD~1').decision).toBe('allow');
  });

  it('checking out paths from a commit writes them: a deny on them holds, one below them asks', () => {
    const narrowed = decideBashCommand(narrow, parser, 'git checkout HEAD~1 -- .github');
    expect(narrowed.decision).toBe('prompt');
    expect(decideBashCommand(open, parser, 'git checkout -- .git/hooks').decision).toBe('deny');
    expect(decideBashCommand(open, parser, 'git restore .').decision).toBe('prompt');
  });

  it('a pathspec that is not static needs approval', () => {
    expect(reasons('git checkout -- "$F"').join('\n')).toContain('is not known before it runs');
  });
});

describe('GNU long options may be abbreviated to any prefix that names one option', () => {
  it.each(cases({
    'sed --expr=p .env': ['read .env'],
    'sed --ex p .env': ['read .env'],
    'sed --in=.bak s/a/b/ README.md': ['readwrite README.md'],
    'sed --in-pl s/a/b/ README.md': ['readwrite README.md'],
    'cp --target=/tmp src/a': ['write /tmp', 'read src/a'],
    'mv --targ /tmp src/a': ['write /tmp/', 'write src/a/'],
    'install --target=/tmp src/a': ['write /tmp', 'read src/a'],
    'sort --out=/tmp/x src/a': ['write /tmp/x', 'read src/a'],
    'sort --o /tmp/x src/a': ['write /tmp/x', 'read src/a'],
    'sort --files0=.env': ['read .env'],
    'grep --exclude-f=.env x src/a': ['read .env', 'read src/a'],
    'touch --ref=.env x': ['read .env', 'write x'],
    'grep --recur x src': ['read src/'],
    'rm --rec build': ['write build/'],
    'diff --from=.env a': ['read .env', 'read a'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it('a prefix of several options the tool tells apart names none of them', () => {
    // --s: --sparse, --suffix, --strip-trailing-slashes, --symbolic-link; cp refuses it.
    expect(scopes('cp --s x y')).toEqual(['read x', 'write y']);
  });

  it('a prefix of two spellings of one option is that option (--col: --color, --colour)', () => {
    expect(scopes('grep --col KEY .env')).toEqual(['read .env']);
  });

  it('sed --expr=p .env is denied', () => {
    expect(decideBashCommand(narrow, parser, 'sed --expr=p .env').decision).toBe('deny');
    expect(decideBashCommand(narrow, parser, 'cp --target=/tmp src/a').decision).toBe('prompt');
  });
});

describe('an option whose value is only ever attached does not take the next word', () => {
  it.each(cases({
    'grep --color KEY .env': ['read .env'],
    "grep --colour '' ~/.ssh/id_rsa": ['read ~/.ssh/id_rsa'],
    'grep --color=always KEY .env': ['read .env'],
    'od -w .env': ['read .env'],
    'od -c -w .env': ['read .env'],
    'od -w16 .env': ['read .env'],
    'od --width .env': ['read .env'],
    'diff --unified a b': ['read a', 'read b'],
    'tail --follow .env': ['read .env'],
    'cp --backup a b': ['read a', 'write b'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it('grep --color KEY .env is denied', () => {
    expect(decideBashCommand(narrow, parser, 'grep --color KEY .env').decision).toBe('deny');
  });
});

describe('a recursive grep or rg with no path reads the working directory', () => {
  it.each(cases({
    'grep -r KEY': ['read ./'],
    'grep -R x': ['read ./'],
    'grep --recursive x': ['read ./'],
    'grep -rn API_KEY': ['read ./'],
    'grep -r -e x': ['read ./'],
    'grep -d recurse KEY': ['read ./'],
    'grep -d recurse KEY .': ['read ./'],
    'grep --dir=recurse KEY .': ['read ./'],
    'grep --directories recurse KEY src': ['read src/'],
    'egrep -r x': ['read ./'],
    'rg KEY': ['read ./'],
    'rg -n KEY src': ['read src/'],
    'rg --ignore-file .env x src': ['read .env', 'read src/'],
    'rg --pre cat x src': ['read src/'],
    'cd src && grep -r x': ['read ./'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it.each([
    'grep KEY',
    'grep -d skip KEY',
    'git log | rg KEY',
    'rg KEY < notes.txt',
    'rg --files | rg x',
    'rg --type-list',
  ])('%s reads no folder of its own', (command) => {
    expect(scopes(command).filter((scope) => scope.endsWith('/'))).toEqual([]);
  });

  it('grep -r KEY is denied when a secret lies below the working directory', () => {
    expect(decideBashCommand(narrow, parser, 'grep -r KEY').decision).toBe('deny');
    expect(decideBashCommand(narrow, parser, 'rg KEY').decision).toBe('deny');
  });
});

describe('sed script commands that name files', () => {
  it.each(cases({
    "sed -n 'r .env' src/a": ['read .env', 'read src/a'],
    "sed 'R /etc/passwd' src/a": ['read /etc/passwd', 'read src/a'],
    "sed '1r .env' src/a": ['read .env', 'read src/a'],
    "sed '/x/r .env' src/a": ['read .env', 'read src/a'],
    "sed -e '$ r .env' a": ['read .env', 'read a'],
    "sed 's/a/b/w /tmp/x' src/a": ['write /tmp/x', 'read src/a'],
    "sed 's/a/b/gw out' a": ['write out', 'read a'],
    "sed -n 'w /tmp/x' src/a": ['write /tmp/x', 'read src/a'],
    "sed -e 's/a/b/w README.md' src/a": ['write README.md', 'read src/a'],
    "sed --expression='w .git/config' evil.txt": ['write .git/config', 'read evil.txt'],
    "sed 'W out' a": ['write out', 'read a'],
    "sed -e 'p;w out' a": ['write out', 'read a'],
    "sed 's/x/y/;w out' a": ['write out', 'read a'],
    "sed -n '/start/,/end/{w out\n}' a": ['write out', 'read a'],
    "sed -e p -e 'w out' a": ['write out', 'read a'],
    "sed -i 'w x' a": ['write x', 'readwrite a'],
    "sed 's|a|b|w out' a": ['write out', 'read a'],
    "sed 's/[/]/x/w out' a": ['write out', 'read a'],
    "sed 'y/abc/xyz/;w out' a": ['write out', 'read a'],
    "sed -n '1!G;h;$p;w out' a": ['write out', 'read a'],
    "sed -f script.sed a": ['read script.sed', 'read a'],
    "sed -n -f script.sed -e 'r x' a": ['read script.sed', 'read x', 'read a'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it.each([
    "sed 's/w x/y/' a",
    "sed '/r .env/d' a",
    "sed 'a r .env' a",
    "sed '1i\\\nw x' a",
    "sed 's/a/b/g; s/c/d/' a",
    "sed -n '/^#/!p' a",
    "sed ':a;N;$!ba;s/\\n/ /g' a",
    "sed '# w x' a",
    "sed 's/a/b/I' a",
  ])('%s names no file in its script', (command) => {
    expect(scopes(command)).toEqual(['read a']);
  });

  it("sed -n 'w .git/config' is denied", () => {
    expect(decideBashCommand(narrow, parser, "sed -n 'w .git/config' evil.txt").decision).toBe('deny');
    expect(decideBashCommand(narrow, parser, "sed -n 'r .env' src/a").decision).toBe('deny');
  });

  it('a script sed cannot read needs approval, so a file it names is not missed', () => {
    expect(reasons("sed 's/a/b;w x' a").join('\n')).toMatch(/sed script/);
    expect(reasons("sed 's/a/b' a")).toEqual([]);
  });
});

describe('cp -r with a target directory writes the whole tree there', () => {
  it.each(cases({
    'cp -rt . build/.git': ['write ./', 'read build/.git/'],
    'cp -r -t . build/.git': ['write ./', 'read build/.git/'],
    'cp -R --target-directory . build/.git': ['write ./', 'read build/.git/'],
    'cp -at ./ build/.git': ['write ./', 'read build/.git/'],
    'cp -t out -r a': ['write out/', 'read a/'],
    'cp -t out a': ['write out', 'read a'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it('cp -rt . build/.git is denied', () => {
    expect(decideBashCommand(open, parser, 'cp -rt . build/.git').decision).toBe('deny');
  });
});

describe('a chmod mode that starts with a dash is the mode', () => {
  it.each(cases({
    'chmod -x README.md': ['write README.md'],
    'chmod -R -x /tmp': ['write /tmp/'],
    'chmod -rwx ~/.ssh/id_rsa': ['write ~/.ssh/id_rsa'],
    'chmod -w,a+rwx ~/.ssh/id_rsa': ['write ~/.ssh/id_rsa'],
    'chmod -x a b': ['write a', 'write b'],
    'chmod -v +x a': ['write a'],
    'chmod --reference=a b': ['read a', 'write b'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it('chmod -x README.md needs approval where README.md is not writable', () => {
    expect(decideBashCommand(narrow, parser, 'chmod -x README.md').decision).toBe('prompt');
  });
});

describe('options that name a file to read', () => {
  it.each(cases({
    'diff --from-file=.env src/a': ['read .env', 'read src/a'],
    'diff --to-file=.env src/a': ['read .env', 'read src/a'],
    'diff -X .env src/a src/b': ['read .env', 'read src/a', 'read src/b'],
    'diff --exclude-from=.env a b': ['read .env', 'read a', 'read b'],
    "jq -n --rawfile a .env '$a'": ['read .env'],
    'jq --slurpfile a .env -n .': ['read .env'],
    'jq --arg a .env . b.json': ['read b.json'],
    'xargs -a .env echo': ['read .env'],
    'xargs --arg-file=.env echo': ['read .env'],
    'xargs -n 1 grep -a x': [],
    'wc --files0-from=.env': ['read .env'],
    'du --files0-from=.env': ['read .env'],
    'sort --random-source=.env src/a': ['read .env', 'read src/a'],
    'shred --random-source=.env x': ['read .env', 'write x'],
    'less -T .env src/a': ['read .env', 'read src/a'],
    'hexdump -f .env src/a': ['read .env', 'read src/a'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it.each(['diff --from-file=.env src/a', "jq -n --rawfile a .env '$a'", 'xargs -a .env echo', 'wc --files0-from=.env', 'less -T .env src/a'])('%s is denied', (command) => {
    expect(decideBashCommand(narrow, parser, command).decision).toBe('deny');
  });
});

describe('install -d makes every operand a directory', () => {
  it.each(cases({
    'install -d .git/hooks/pre-commit src/y': ['write .git/hooks/pre-commit', 'write src/y'],
    'install -m 755 -d a b c': ['write a', 'write b', 'write c'],
    'install -D a b': ['read a', 'write b'],
  }))('%s -> %j', (command, expected) => {
    expect(scopes(command)).toEqual(expand(expected));
  });

  it('install -d .git/hooks/x is denied', () => {
    expect(decideBashCommand(open, parser, 'install -d .git/hooks/pre-commit src/y').decision).toBe('deny');
  });
});
