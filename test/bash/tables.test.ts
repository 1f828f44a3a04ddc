// Every example in the data tables (src/bash/tables/*.json) holds, read through the modules the
// engine reads them with: a wrapper's inner command is found, a tool's global options are set
// aside, a floor is met (and shows as needing approval under a policy that allows everything) or
// not, a file tool's arguments are the read and write scopes listed, a variable changes what runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { decomposeBash, type BashParser, type CommandScope, type PathScope } from '../../src/bash/index.js';
import {
  builtins,
  builtinSpec,
  checkedWrapper,
  codeEnv,
  fileArgSpec,
  fileArgTools,
  floors,
  floorsFor,
  interpreterNames,
  interpreterSpec,
  isCodeChangingVariable,
  runnerWrapper,
  isShell,
  shells,
  shellStrings,
  shellStringsFor,
  subcommandTool,
  subcommandTools,
  transparentWrapper,
  toolNamed,
  variableBuiltin,
  variableBuiltins,
  wrappers,
  type FileArgSpec,
  type OptionSpec,
} from '../../src/bash/tables.js';
import { readCorpus } from '../../bench/corpus/read.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

let parser: BashParser;
/** Every command allowed, every default allow: a floor is the only thing left to show. */
let allowAll: Policy;

beforeAll(async () => {
  parser = await bashParser();
  allowAll = await policyFrom({ version: 1, default: 'allow', tools: { bash: { allow: ['*'], default: 'allow' } } });
});

function decompose(command: string) {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem });
}

function commandScopes(command: string): CommandScope[] {
  return decompose(command).scopes.filter((scope): scope is CommandScope => scope.kind === 'command');
}

/** `read a`, `write b/` (recursive): the path scopes of a command, as the file-args examples write them. */
function pathScopes(command: string): string[] {
  return decompose(command)
    .scopes.filter((scope): scope is PathScope => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${scope.written}${scope.recursive && !scope.written.endsWith('/') ? '/' : ''}${scope.partial ? '~' : ''}`);
}

/** `readwrite x` in an example stands for both scopes. */
function expandRoles(expected: readonly string[]): string[] {
  return expected.flatMap((entry) => {
    const [role, ...rest] = entry.split(' ');
    const path = rest.join(' ');
    return role === 'readwrite' ? [`read ${path}`, `write ${path}`] : [entry];
  });
}

function examplesOf(record: Record<string, { examples?: Record<string, string> }>): [string, string, string][] {
  return Object.entries(record)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, spec]) => Object.entries(spec.examples ?? {}).map(([command, expected]): [string, string, string] => [name, command, expected]));
}

describe('wrappers.json examples: the inner command is found', () => {
  const cases = [...examplesOf(wrappers.transparent), ...examplesOf(wrappers.checked)];

  it('has examples for every wrapper that runs a command it is given, and needsApproval for one that runs none', () => {
    const specs = [...Object.entries(wrappers.transparent), ...Object.entries(wrappers.checked)].filter(([name]) => !name.startsWith('$'));
    const untested = specs.filter(([name, spec]) => !cases.some(([wrapper]) => wrapper === name) && (spec.needsApproval ?? []).length === 0);
    expect(untested.map(([name]) => name)).toEqual([]);
  });

  it.each(cases)('%s: %s -> %s', (_wrapper, command, inner) => {
    const scopes = commandScopes(command);
    expect(
      scopes.map((s) => s.text),
      command,
    ).toContain(inner);
    expect(decompose(command).reasons, command).toEqual([]);
  });

  const prompts = [...Object.entries(wrappers.transparent), ...Object.entries(wrappers.checked)]
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, spec]: [string, OptionSpec]) => (spec.needsApproval ?? []).map((command): [string, string] => [name, command]));

  it.each(prompts)('%s: %s needs approval', (_wrapper, command) => {
    expect(decompose(command).reasons, command).not.toEqual([]);
  });
});

describe('wrappers.json runners: the command a runner runs is found, its other subcommands stay ordinary', () => {
  const entries = Object.entries(wrappers.runners).filter(([name]) => !name.startsWith('$'));
  const inner = examplesOf(wrappers.runners);
  const prompts = entries.flatMap(([name, spec]) => (spec.needsApproval ?? []).map((command): [string, string] => [name, command]));
  const ordinary = entries.flatMap(([name, spec]) => (spec.ordinary ?? []).map((command): [string, string] => [name, command]));

  it('has an example or a needsApproval for every runner, and an ordinary command for every one with subcommands', () => {
    expect(
      entries.filter(([, spec]) => Object.keys(spec.examples ?? {}).length === 0 && (spec.needsApproval ?? []).length === 0).map(([name]) => name),
    ).toEqual([]);
    expect(entries.filter(([, spec]) => spec.subcommands && (spec.ordinary ?? []).length === 0).map(([name]) => name)).toEqual([]);
  });

  it.each(inner)('%s: %s runs %s', (_runner, command, found) => {
    const scopes = commandScopes(command);
    // The runner's own scope is the command as written; what it runs is marked as run by it.
    expect(scopes[0]!.runBy, command).toBeNull();
    expect(
      scopes.filter((scope) => scope.runBy === scopes[0]!.text).map((scope) => scope.text),
      command,
    ).toContain(found);
    expect(decompose(command).reasons, command).toEqual([]);
  });

  it.each(prompts)('%s: %s needs approval', (_runner, command) => {
    expect(decompose(command).reasons, command).not.toEqual([]);
  });

  it.each(ordinary)('%s: %s is an ordinary command', (_runner, command) => {
    expect(
      commandScopes(command).every((scope) => scope.runBy === null),
      command,
    ).toBe(true);
    expect(decompose(command).reasons, command).toEqual([]);
  });
});

describe('builtins.json examples: code strings checked, rebinding needs approval', () => {
  const entries = Object.entries(builtins).filter(([name, spec]) => !name.startsWith('$') && !spec.same);
  const inner = entries.flatMap(([name, spec]) =>
    Object.entries(spec.examples ?? {}).map(([command, found]): [string, string, string] => [name, command, found]),
  );
  const prompts = entries.flatMap(([name, spec]) => (spec.needsApproval ?? []).map((command): [string, string] => [name, command]));
  const harmless = entries.flatMap(([name, spec]) => (spec.harmless ?? []).map((command): [string, string] => [name, command]));

  it('has an example of each kind for every builtin that runs code, and a needsApproval for every one', () => {
    expect(entries.filter(([, spec]) => (spec.needsApproval ?? []).length === 0).map(([name]) => name)).toEqual([]);
    expect(entries.filter(([, spec]) => (spec.codeOptions || spec.codeOperands) && !spec.examples).map(([name]) => name)).toEqual([]);
    expect(builtinSpec('readarray')).toBe(builtinSpec('mapfile'));
  });

  it.each(inner)('%s: %s -> %s', (_builtin, command, found) => {
    expect(
      commandScopes(command).map((s) => s.text),
      command,
    ).toContain(found);
    expect(decompose(command).reasons, command).toEqual([]);
  });

  it.each(prompts)('%s: %s needs approval', (_builtin, command) => {
    expect(decompose(command).reasons, command).not.toEqual([]);
  });

  it.each(harmless)('%s: %s runs nothing but itself', (_builtin, command) => {
    expect(decompose(command).reasons, command).toEqual([]);
    expect(
      commandScopes(command).map((s) => s.text),
      command,
    ).toEqual([command.replace(/'/g, '')]);
  });
});

describe('interpreters.json shellStrings examples: the string is shell code', () => {
  const cases = Object.entries(shellStrings)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, spec]) => Object.entries(spec.examples ?? {}).map(([command, found]): [string, string, string] => [name, command, found]));

  it.each(cases)('%s: %s -> %s', (_tool, command, found) => {
    expect(
      commandScopes(command).map((s) => s.text),
      command,
    ).toContain(found);
    expect(decompose(command).reasons, command).toEqual([]);
  });

  it('finds `npm x` as `npm exec`', () => {
    expect(shellStringsFor('npm')?.get('x')).toBe(shellStringsFor('npm')?.get('exec'));
  });
});

describe('subcommand-tools.json examples: global options set aside', () => {
  const cases = examplesOf(subcommandTools);

  it.each(cases)('%s: %s -> %s', (_tool, command, stripped) => {
    const forms = commandScopes(command).flatMap((scope) => scope.forms.map((form) => form.text));
    expect(forms, command).toContain(stripped);
  });
});

describe('floors.json examples: met or not, through a decision', () => {
  const cases = floors.flatMap((floor) => [
    ...floor.match.map((command): [string, string, boolean] => [floor.name, command, true]),
    ...floor.not_match.map((command): [string, string, boolean] => [floor.name, command, false]),
  ]);

  it('has a match and a not_match for every floor', () => {
    expect(floors.filter((floor) => floor.match.length === 0 || floor.not_match.length === 0).map((floor) => floor.name)).toEqual([]);
  });

  it.each(cases)('%s: %s (meets it: %s)', (name, command, meets) => {
    const decision = decideBashCommand(allowAll, parser, command);
    const held = decision.scopes.filter((scope) => scope.decidedBy === 'floor' && scope.floors?.includes(name));
    if (meets) {
      expect(decision.decision, command).toBe('prompt');
      expect(held.length, `${command}: ${JSON.stringify(decision.scopes)}`).toBeGreaterThan(0);
    } else {
      expect(held, command).toEqual([]);
      expect(
        decision.scopes.flatMap((scope) => scope.floors ?? []),
        command,
      ).not.toContain(name);
    }
  });
});

describe('file-args.json examples: the read and write scopes', () => {
  const seen = new Set<FileArgSpec>();
  const cases: [string, string, string[]][] = [];
  // A tool with subcommands holds its examples in each subcommand's entry (`git log`, `git worktree add`).
  const collect = (tool: string, spec: FileArgSpec | undefined): void => {
    if (!spec || seen.has(spec)) return;
    seen.add(spec);
    for (const [command, expected] of Object.entries(spec.examples ?? {})) cases.push([tool, command, expected]);
    for (const [name, sub] of Object.entries(spec.subcommands ?? {})) collect(`${tool} ${name}`, sub);
  };
  for (const tool of fileArgTools) collect(tool, fileArgSpec(tool));

  it('has examples', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases)('%s: %s -> %j', (_tool, command, expected) => {
    expect(pathScopes(command).sort(), command).toEqual(expandRoles(expected).sort());
  });
});

describe('code-env.json: names that change what runs', () => {
  it.each(codeEnv.match)('%s changes what runs', (name) => {
    expect(isCodeChangingVariable(name)).toBe(true);
    expect(decompose(`${name}=x true`).reasons.map((r) => r.code)).toContain('code-changing-variable');
    expect(decompose(`env ${name}=x true`).reasons.map((r) => r.code)).toContain('code-changing-variable');
  });

  it.each(codeEnv.not_match)('%s does not', (name) => {
    expect(isCodeChangingVariable(name)).toBe(false);
    expect(decompose(`${name}=x true`).reasons).toEqual([]);
    expect(decompose(`env ${name}=x true`).reasons).toEqual([]);
  });
});

describe('code-env.json safeValues: a static value made only of harmless settings changes nothing that runs', () => {
  it.each(Object.entries(codeEnv.safeValues.examples))('%s needs approval: %s', (command, needs) => {
    const codes = decompose(command).reasons.map((r) => r.code);
    if (needs) expect(codes, command).toContain('code-changing-variable');
    else expect(codes, command).not.toContain('code-changing-variable');
  });
});

describe('code-env.json writes: a variable naming where a program writes is a write scope of its value', () => {
  it.each(Object.entries(codeEnv.writes.examples))('%s -> %j', (command, expected) => {
    expect(pathScopes(command).sort(), command).toEqual([...expected].sort());
  });

  it('an empty value names no file, and a value not known before it runs needs approval', () => {
    expect(pathScopes('NODE_V8_COVERAGE= node a.js')).toEqual(['read a.js']);
    expect(decompose('NODE_V8_COVERAGE="$DIR" node a.js').reasons.map((r) => r.code)).toContain('unknown-path-variable');
  });
});

describe('variables.json examples: the reasons a builtin naming variables gives', () => {
  const cases = Object.entries(variableBuiltins)
    .filter(([name]) => !name.startsWith('$'))
    .flatMap(([name, spec]) => Object.entries(spec.examples ?? {}).map(([command, expected]): [string, string, string[]] => [name, command, expected]));

  it('has examples for every builtin', () => {
    expect(Object.entries(variableBuiltins).filter(([name, spec]) => !name.startsWith('$') && Object.keys(spec.examples ?? {}).length === 0)).toEqual([]);
  });

  it.each(cases)('%s: %s -> %j', (_builtin, command, expected) => {
    expect([...new Set(decompose(command).reasons.map((reason) => reason.code))].sort(), command).toEqual([...expected].sort());
  });
});

describe('toolNamed: one lookup gives what every table says about a name', () => {
  it("gives each lookup's own answer for every name one finds, and nothing for names none finds", () => {
    const corpusNames = readCorpus().flatMap((command) => command.split(/[\s;&|()`$'"]+/));
    const candidates = new Set([
      ...Object.keys(wrappers.transparent),
      ...Object.keys(wrappers.checked),
      ...Object.keys(wrappers.runners),
      ...Object.keys(subcommandTools),
      ...interpreterNames,
      ...fileArgTools,
      ...shells.names,
      ...floors.map((floor) => floor.command),
      ...Object.keys(variableBuiltins),
      ...corpusNames,
      'constructor',
      'toString',
      '__proto__',
      'hasOwnProperty',
      '$comment',
      '',
      'definitely-not-a-tool',
    ]);
    let found = 0;
    for (const name of candidates) {
      const each = {
        transparent: transparentWrapper(name),
        checked: checkedWrapper(name),
        runner: runnerWrapper(name),
        subcommands: subcommandTool(name),
        interpreter: interpreterSpec(name),
        fileArgs: fileArgSpec(name),
        variables: variableBuiltin(name),
        shell: isShell(name),
        floors: floorsFor(name),
        builtin: builtinSpec(name),
        shellStrings: shellStringsFor(name),
      };
      const anyLookup = Object.values(each).some((answer) => answer !== undefined && answer !== false && !(Array.isArray(answer) && answer.length === 0));
      if (!anyLookup) {
        expect(toolNamed(name), name).toBeUndefined();
        continue;
      }
      found++;
      expect(toolNamed(name), name).toEqual(each);
    }
    expect(found).toBeGreaterThan(50);
    for (const name of ['constructor', 'toString', '__proto__', 'definitely-not-a-tool', 'make-believe']) expect(toolNamed(name), name).toBeUndefined();
  });
});
