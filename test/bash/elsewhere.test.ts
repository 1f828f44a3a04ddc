// Code from elsewhere (DESIGN.md section 3): where a command runs, and the code it loads from its
// arguments. Decided in a workspace laid out on disk, since the roots are found by listing it.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { decomposeBash } from '../../src/bash/index.js';
import { elsewhereTables } from '../../src/bash/elsewhere.js';
import { toolNamed } from '../../src/bash/tables.js';
import { realFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, decidePathAccess, loadPolicy } from '../../src/policy/index.js';
import type { Decision } from '../../src/policy/types.js';
import { bashParser } from '../helpers/policy.js';

/** Every command allowed, reads and writes anywhere: what is left to need approval is the parse's reasons. */
const OPEN = { version: 1, default: 'prompt', tools: { bash: { allow: ['*'] }, read: { allow: ['**'] }, write: { allow: ['**'] } } };

const CODES = new Set(['outside-directory', 'other-root', 'outside-code-path']);

let root: string;
let ws: string;
let home: string;

function file(path: string): void {
  mkdirSync(dirname(join(ws, path)), { recursive: true });
  writeFileSync(join(ws, path), '');
}

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-elsewhere-')));
  ws = join(root, 'ws');
  home = join(root, 'home');
  mkdirSync(home, { recursive: true });
  mkdirSync(join(root, 'outside'), { recursive: true });
  mkdirSync(join(ws, '.git', 'objects'), { recursive: true });
  mkdirSync(join(ws, '.git', 'refs'), { recursive: true });
  file('.git/HEAD');
  file('package.json');
  mkdirSync(join(ws, 'vendor', 'repo', '.git'), { recursive: true });
  mkdirSync(join(ws, 'vendor', 'repo', 'src'), { recursive: true });
  file('vendor/linked/.git');
  mkdirSync(join(ws, 'vendor', 'bare', 'objects'), { recursive: true });
  mkdirSync(join(ws, 'vendor', 'bare', 'refs'), { recursive: true });
  file('vendor/bare/HEAD');
  file('packages/app/package.json');
  mkdirSync(join(ws, 'packages', 'app', 'src'), { recursive: true });
  file('py/pkg/pyproject.toml');
  file('crates/x/Cargo.toml');
  file('mods/m/go.mod');
  file('tools/mk/Makefile');
  mkdirSync(join(ws, 'tools', 'mk', 'sub'), { recursive: true });
  file('rb/app/Gemfile');
  mkdirSync(join(ws, 'plain'), { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

async function decide(command: string, policy: object = OPEN, sandbox = false): Promise<Decision> {
  const host = { fs: realFileSystem, readFile: async () => stringify(policy) };
  const loaded = await loadPolicy(join(ws, '.github', 'leash.yml'), { workspace: ws, home, parser: await bashParser(), host });
  return decideBashCommand(loaded, await bashParser(), command, { sandbox });
}

/** The code-from-elsewhere reasons of a command, decomposed in the workspace on disk. */
async function elsewhere(command: string): Promise<{ code: string; message: string }[]> {
  const out = decomposeBash(await bashParser(), command, { workspace: ws, home, fs: realFileSystem });
  return out.reasons.filter((reason) => CODES.has(reason.code));
}

describe('tables/elsewhere.json', () => {
  const tools = Object.entries(elsewhereTables.tools).filter(([name]) => !name.startsWith('$'));

  it('every tool entry has examples of both kinds, or names the entry it is the same as', () => {
    for (const [name, spec] of tools) {
      if (spec.same) {
        expect(elsewhereTables.tools[spec.same], name).toBeDefined();
        continue;
      }
      expect(spec.examples?.needsApproval.length, name).toBeGreaterThan(0);
      expect(spec.examples?.allowed.length, name).toBeGreaterThan(0);
      for (const kind of spec.roots ?? []) expect(elsewhereTables.roots[kind], `${name}: ${kind}`).toBeDefined();
    }
  });

  it('no independent program is a tool the table says finds or loads code', () => {
    for (const name of elsewhereTables.independent) expect(elsewhereTables.tools[name], name).toBeUndefined();
  });

  for (const [name, spec] of tools) {
    for (const example of spec.examples?.needsApproval ?? []) {
      const [code, command] = [example.slice(0, example.indexOf(': ')), example.slice(example.indexOf(': ') + 2)];
      it(`${name}: ${command} needs approval (${code})`, async () => {
        const found = await elsewhere(command);
        expect(found.map((reason) => reason.code)).toContain(code);
        expect((await decide(command)).decision).toBe('prompt');
      });
    }
    for (const command of spec.examples?.allowed ?? []) {
      it(`${name}: ${command} is not code from elsewhere`, async () => {
        expect(await elsewhere(command)).toEqual([]);
      });
    }
  }
});

describe('A command that runs in a directory outside the workspace ... needs approval, naming the directory', () => {
  it('after cd outside, a program run there needs approval, naming the directory', async () => {
    const decision = await decide('cd ../outside && ./configure');
    expect(decision.decision).toBe('prompt');
    const reason = decision.reasonDetails.find((detail) => detail.code === 'outside-directory');
    expect(reason?.message).toContain(`\`${join(root, 'outside')}\``);
  });

  it('an allow of the program as written does not cover it there', async () => {
    const policy = { version: 1, default: 'deny', tools: { bash: { allow: ['cd *', './build.sh'] } } };
    expect((await decide('./build.sh', policy)).decision).toBe('allow');
    expect((await decide('cd /tmp && ./build.sh', policy)).decision).toBe('prompt');
  });

  it('a program that does not depend on its folder may run there', async () => {
    expect(await elsewhere('cd ../outside && ls && echo done')).toEqual([]);
  });

  it('a wrapper is seen through: the command it runs is what runs there', async () => {
    expect((await elsewhere('cd /tmp && timeout 60 make')).map((reason) => reason.code)).toEqual(['outside-directory']);
    expect(await elsewhere('cd /tmp && timeout 60 ls')).toEqual([]);
  });

  it('in a subshell, a block, a nested shell string or a function body alike, where the function is called', async () => {
    for (const command of [
      '(cd /tmp && make)',
      'if cd /tmp; then make; fi',
      "sh -c 'cd /tmp && make'",
      'f() { make; }; cd /tmp && f',
      'cd /tmp && bash build.sh',
    ]) {
      expect(
        (await elsewhere(command)).map((reason) => reason.code),
        command,
      ).toEqual(['outside-directory']);
    }
    expect(await elsewhere("cd /tmp && bash -c 'echo hi'")).toEqual([]);
  });

  it('after `pushd DIR` as after `cd DIR`', async () => {
    expect((await elsewhere('pushd /tmp && make')).map((reason) => reason.code)).toEqual(['outside-directory']);
    expect((await elsewhere('pushd vendor/repo && git status && popd')).map((reason) => reason.code)).toEqual(['other-root']);
    const policy = { version: 1, default: 'deny', tools: { bash: { allow: ['pushd *', 'popd', 'make *', 'make'] } } };
    expect((await decide('pushd plain && make && popd', policy)).decision).toBe('allow');
    expect((await decide('pushd /tmp && make && popd', policy)).decision).toBe('prompt');
  });

  it('a directory option whose value is not known needs approval: it may be any directory', async () => {
    expect((await elsewhere('go -C $(pwd)/x build')).map((reason) => reason.code)).toEqual(['outside-directory']);
  });

  it("a directory option with a floor of its own outside the workspace (make -C) is that floor's there", async () => {
    const policy = { version: 1, default: 'deny', tools: { bash: { allow: ['make *'] } } };
    for (const command of ['make -C ../outside', 'make --directory=/tmp/x install', 'make -C "$DIR"']) {
      expect(await elsewhere(command), command).toEqual([]);
      const decision = await decide(command, policy);
      expect(decision.decision, command).toBe('prompt');
      expect(
        decision.scopes.flatMap((scope) => scope.floors ?? []),
        command,
      ).toContain('make -C');
    }
  });

  it('a decision holds for every value: after a `cd` to a directory not known before it runs, a program run there needs approval', async () => {
    for (const command of [
      'cd "$DIR" && npm test',
      'cd - && make',
      'OLDPWD=/tmp; cd - && make',
      'cd ~- && make',
      'cd "$DIR" || exit 1; make',
      'cd "$DIR" && cd src && make',
      'pushd "$DIR" && make',
    ]) {
      expect(
        (await elsewhere(command)).map((reason) => reason.code),
        command,
      ).toEqual(['outside-directory']);
    }
    // A program that does not depend on its folder may run there.
    expect(await elsewhere('cd "$DIR" && ls')).toEqual([]);
  });

  it('where the shell only may have moved (a sourced file), the `source` is what the rules decide', async () => {
    expect(await elsewhere('source .venv/bin/activate && pytest')).toEqual([]);
  });

  it('a runner’s directory option moves the command it runs', async () => {
    expect((await elsewhere('uv run --directory /tmp/x pytest')).map((reason) => reason.code)).toContain('outside-directory');
  });

  it('a directory option with a floor of its own outside the workspace is that floor’s', async () => {
    const decision = await decide('git -C ../outside status', { ...OPEN, floors: { lift: ['git -C'] } });
    expect(decision.reasonDetails.map((detail) => detail.code)).not.toContain('outside-directory');
  });
});

describe('or in a folder holding a repository or package root other than the workspace’s own (a nested `.git`) ... needs approval', () => {
  it('names the folder and what it holds', async () => {
    const [reason] = await elsewhere('cd vendor/repo/src && git status');
    expect(reason?.code).toBe('other-root');
    expect(reason?.message).toMatch(
      /^`git status` runs in `vendor\/repo`, which holds `\.git`: a git repository of its own, whose config and hooks run programs, not the workspace's at 1:/,
    );
  });

  it('a bare repository planted inside the workspace is another repository', async () => {
    const [reason] = await elsewhere('cd vendor/bare && git log');
    expect(reason?.message).toMatch(/a bare repository \(HEAD, objects, refs\)/);
  });

  it('a package root planted in a subfolder is another package', async () => {
    expect((await elsewhere('cd packages/app/src && npm test')).map((reason) => reason.code)).toEqual(['other-root']);
  });

  it('the workspace’s own root and its own .git folder are not another root', async () => {
    expect(await elsewhere('git status && npm test')).toEqual([]);
    expect(await elsewhere('cd .git && git log')).toEqual([]);
  });

  it('only the tools that find that kind of root care', async () => {
    expect(await elsewhere('cd vendor/repo && npm test && ls')).toEqual([]);
    expect(await elsewhere('cd packages/app && git status')).toEqual([]);
  });
});

describe('a bare repository planted inside the workspace (issue 14, paths): writing inside one is writing a `.git`', () => {
  it('a redirect into it is denied, whatever the write rules allow', async () => {
    const decision = await decide("echo '[core] fsmonitor = ./x' >> vendor/bare/config");
    expect(decision.decision).toBe('deny');
    expect(decision.scopes.find((scope) => scope.kind === 'write')?.rule?.pattern).toMatch(/bare repository/);
  });

  it('and so is a file tool’s write, down to its hooks', async () => {
    const host = { fs: realFileSystem, readFile: async () => stringify(OPEN) };
    const loaded = await loadPolicy(join(ws, '.github', 'leash.yml'), { workspace: ws, home, parser: await bashParser(), host });
    expect(decidePathAccess(loaded, 'write', 'vendor/bare/hooks/post-checkout').decision).toBe('deny');
    expect(decidePathAccess(loaded, 'write', 'vendor/bare-notes.txt').decision).toBe('allow');
    expect(decidePathAccess(loaded, 'write', 'plain/config').decision).toBe('allow');
  });
});

describe('A tool the tables mark as loading code from its arguments ... given a path outside the workspace ... needs approval too', () => {
  it('names the file', async () => {
    const [reason] = await elsewhere('eslint -c ../outside/eslint.config.js .');
    expect(reason?.message).toBe(
      `\`eslint -c ../outside/eslint.config.js .\` loads code from \`${join(root, 'outside', 'eslint.config.js')}\` (\`-c\`), outside the workspace at 1:11`,
    );
  });

  it('a relative path resolves where the tool runs', async () => {
    expect(await elsewhere('cd plain && jest --config ../jest.config.js')).toEqual([]);
    expect((await elsewhere('cd plain && jest --config ../../jest.config.js')).map((reason) => reason.code)).toContain('outside-code-path');
  });

  it('the option is read in every spelling the floors read: in a cluster, and a long one abbreviated', async () => {
    for (const command of ['pytest -qc /tmp/pytest.ini', 'pytest --rootd=/tmp/x', 'pytest -qc/tmp/pytest.ini'])
      expect(
        (await elsewhere(command)).map((reason) => reason.code),
        command,
      ).toEqual(['outside-code-path']);
  });

  it('a package name is no path', async () => {
    expect(await elsewhere('node -r ts-node/register app.js')).toEqual([]);
    expect(await elsewhere('prettier --plugin prettier-plugin-x -w .')).toEqual([]);
  });
});

describe('a policy cannot allow code from elsewhere: it always needs approval (docs/policy.md)', () => {
  it('not by an allow of every command, a read and write allow of the place, or a default of allow', async () => {
    const policy = { version: 1, default: 'allow', tools: { bash: { allow: ['*'] }, read: { allow: ['**', '/tmp/**'] }, write: { allow: ['**', '/tmp/**'] } } };
    for (const command of ['cd /tmp && make', 'cd vendor/repo && git status', 'make -f /tmp/Makefile']) {
      expect((await decide(command, policy)).decision, command).toBe('prompt');
    }
  });

  it('a session approval of the exact command lets it run, and of no other', async () => {
    const host = { fs: realFileSystem, readFile: async () => stringify(OPEN) };
    const loaded = await loadPolicy(join(ws, '.github', 'leash.yml'), { workspace: ws, home, parser: await bashParser(), host });
    const session = { layer: 'session' as const, tools: new Map(), lifts: [], envPass: [], tests: [], approvedCommands: ['cd /tmp && make'] };
    const approved = { ...loaded, layers: [...loaded.layers, session] };
    expect(decideBashCommand(approved, await bashParser(), 'cd /tmp && make').decision).toBe('allow');
    expect(decideBashCommand(approved, await bashParser(), 'cd /tmp && make install').decision).toBe('prompt');
  });

  it('and the sandbox does not enforce it', async () => {
    for (const command of ['cd /tmp && make', 'cd vendor/repo && git status', 'make -f /tmp/Makefile']) {
      const decision = await decide(command, OPEN, true);
      expect(decision.decision, command).toBe('prompt');
      expect(decision.sandboxEnforced ?? [], command).toEqual([]);
    }
  });

  it('a wrapper table entry is never marked as finding roots itself', () => {
    for (const name of Object.keys(elsewhereTables.tools)) {
      const tool = toolNamed(name);
      expect(Boolean(tool?.transparent || tool?.checked), name).toBe(false);
    }
  });
});

describe('a workspace root made a bare repository (issue 14, paths): with no `.git` there, git reads the root as one', () => {
  it('a write of its config or hooks is denied; with a `.git` at the root, git finds that first', async () => {
    const bareRoot = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bare-root-')));
    try {
      mkdirSync(join(bareRoot, 'objects'));
      mkdirSync(join(bareRoot, 'refs'));
      writeFileSync(join(bareRoot, 'HEAD'), 'ref: refs/heads/main\n');
      const host = { fs: realFileSystem, readFile: async () => stringify(OPEN) };
      const loaded = await loadPolicy(join(bareRoot, '.github', 'leash.yml'), { workspace: bareRoot, home, parser: await bashParser(), host });
      const config = decideBashCommand(loaded, await bashParser(), `echo -e '[diff "x"]\\n\\ttextconv = id' > config`);
      expect(config.decision).toBe('deny');
      expect(decidePathAccess(loaded, 'write', 'hooks/post-checkout').decision).toBe('deny');
      expect(decidePathAccess(loaded, 'write', 'src/a.ts').decision).toBe('deny');
      mkdirSync(join(bareRoot, '.git'));
      const withGit = await loadPolicy(join(bareRoot, '.github', 'leash.yml'), { workspace: bareRoot, home, parser: await bashParser(), host });
      expect(decidePathAccess(withGit, 'write', 'src/a.ts').decision).toBe('allow');
      expect(decidePathAccess(withGit, 'write', 'config').decision).toBe('allow');
    } finally {
      rmSync(bareRoot, { recursive: true, force: true });
    }
  });
});
