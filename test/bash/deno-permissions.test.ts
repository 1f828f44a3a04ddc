// deno's permission lists (tables/deno.json): `--allow-write=LIST` is a write scope on each path,
// `--allow-read=LIST` a read scope, and the script's own arguments grant nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { decomposeBash, type BashParser } from '../../src/bash/index.js';
import { denoTables } from '../../src/bash/deno-permissions.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand } from '../../src/policy/index.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

let parser: BashParser;

beforeAll(async () => {
  parser = await bashParser();
});

function pathScopesOf(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem })
    .scopes.filter((scope) => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${'written' in scope ? scope.written : ''}${'recursive' in scope && scope.recursive ? '/' : ''}`)
    .sort();
}

describe('Path arguments of common file readers and writers are also read or write scopes: deno.json examples', () => {
  it.each(Object.entries(denoTables.examples))('%s -> %j', (command, expected) => {
    expect(pathScopesOf(command)).toEqual([...expected].sort());
  });
});

describe("Write floors ... from a file tool, a redirect or a command's own option alike: deno's write list is decided as writes", () => {
  it('a listed path the write rules allow is allowed, one they deny is denied', async () => {
    const policy = await policyFrom({
      version: 1,
      default: 'prompt',
      tools: { bash: { allow: ['deno run *', 'deno test *'] }, write: { allow: ['dist/**'], deny: ['secrets/**'] } },
    });
    expect(decideBashCommand(policy, parser, 'deno run --allow-write=dist main.ts').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'cd dist && deno run --allow-write=out ../main.ts').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'deno run --allow-write=dist,secrets main.ts').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'deno run --allow-write=src main.ts').decision).toBe('prompt');
    expect(decideBashCommand(policy, parser, 'deno run --allow-write=/etc main.ts').decision).not.toBe('allow');
  });

  it('a listed folder holding a write floor meets it', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['deno run *'] } } });
    const decision = decideBashCommand(policy, parser, 'deno run --allow-write=.github main.ts');
    expect(decision.decision).not.toBe('allow');
  });

  it('bare --allow-write, -W, an empty list, compile and task stay the floor', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['deno *'] } } });
    for (const command of [
      'deno run --allow-write main.ts',
      'deno run -W main.ts',
      'deno run --allow-write= main.ts',
      'deno compile --allow-write=dist main.ts',
      'deno task build --allow-write=dist',
    ]) {
      expect(decideBashCommand(policy, parser, command).decision, command).toBe('prompt');
    }
  });

  it("the script's own arguments are no deno permission", async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['deno run *'] } } });
    expect(decideBashCommand(policy, parser, 'deno run main.ts --allow-write=/etc').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'deno run main.ts -A').decision).toBe('allow');
    // An option the table does not know may take the next word: every later word stays deno's.
    expect(decideBashCommand(policy, parser, 'deno run --frobnicate main.ts --allow-write').decision).toBe('prompt');
  });
});

describe('A deny rule ... makes the scope need approval: a read list meets the read rules', () => {
  it('a read deny on .env* refuses --allow-read=.env', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['deno run *'] }, read: { deny: ['.env*'] } } });
    expect(decideBashCommand(policy, parser, 'deno run --allow-read=.env main.ts').decision).toBe('deny');
    expect(decideBashCommand(policy, parser, 'deno run --allow-read=src main.ts').decision).toBe('allow');
    expect(decideBashCommand(policy, parser, 'deno run --allow-read main.ts').decision).toBe('allow');
  });

  it('a list not known before the command runs needs approval', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { allow: ['deno run *'] } } });
    expect(decideBashCommand(policy, parser, 'deno run --allow-read="$D" main.ts').decision).toBe('prompt');
  });
});
