// The CLI's flags: every command answers --help from its own table, an unknown flag or command
// gets a "did you mean" on one line with exit 2, and `leash run` takes Claude Code's forms
// (-p and a positional prompt, --verbose, --json-schema inline or from a file).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { InitEvent, ResultEvent } from '../../src/agent/events.js';
import { APPROVALS_COMMAND } from '../../src/cli/approvals.js';
import { BUDGET_COMMANDS } from '../../src/cli/budget.js';
import { CHAIN_COMMAND } from '../../src/cli/chain.js';
import { CHECK_COMMAND } from '../../src/cli/check.js';
import { DEMO_COMMAND } from '../../src/cli/demo.js';
import { EXPLAIN_COMMAND } from '../../src/cli/explain.js';
import { GRIND_COMMAND } from '../../src/cli/grind.js';
import { COMMANDS } from '../../src/cli/main.js';
import { MERGE_ENVELOPES_COMMAND } from '../../src/cli/merge.js';
import { closest, type CommandSpec } from '../../src/cli/options.js';
import { editDistance } from '../../src/policy/index.js';
import { POLICY_COMMANDS } from '../../src/cli/policy-commands.js';
import { REPORT_COMMAND } from '../../src/cli/report.js';
import { RUN_COMMAND } from '../../src/cli/run.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { repoRoot } from '../helpers/conformance.js';

afterEach(cleanUpRuns);

/** Each top-level command and the tables of the commands it answers to. */
const TABLES: Record<string, readonly CommandSpec[]> = {
  demo: [DEMO_COMMAND],
  run: [RUN_COMMAND],
  approvals: [APPROVALS_COMMAND],
  report: [REPORT_COMMAND],
  chain: [CHAIN_COMMAND],
  grind: [GRIND_COMMAND],
  budget: BUDGET_COMMANDS,
  'merge-envelopes': [MERGE_ENVELOPES_COMMAND],
  check: [CHECK_COMMAND],
  explain: [EXPLAIN_COMMAND],
  policy: POLICY_COMMANDS,
};
const ALL_SPECS = Object.values(TABLES).flat();
const words = (spec: CommandSpec) => spec.name.split(' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('--help', () => {
  it('has a table for every command the CLI dispatches, and the top-level usage lists each with its summary', async () => {
    expect(Object.keys(TABLES).sort()).toEqual(Object.keys(COMMANDS).sort());
    for (const form of [['--help'], ['-h'], ['help']]) {
      const { code, stdout, stderr } = await runCliInProcess(form);
      expect(code, form.join(' ')).toBe(0);
      expect(stderr).toBe('');
      for (const [name, entry] of Object.entries(COMMANDS)) expect(stdout).toMatch(new RegExp(`^  ${escape(name)} +${escape(entry.summary)}$`, 'm'));
    }
    // A group (leash policy, leash budget) has a summary of its own; a single command shares its table's.
    for (const [name, [spec]] of Object.entries(TABLES)) if (spec!.name === name) expect(COMMANDS[name]!.summary, name).toBe(spec!.summary);
  });

  it.each(ALL_SPECS.map((spec) => [spec.name, spec] as const))('leash %s --help and -h list every flag of its table with its line', async (_name, spec) => {
    for (const flag of ['--help', '-h']) {
      const { code, stdout, stderr } = await runCliInProcess([...words(spec), flag]);
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout.startsWith(`leash ${spec.name}: ${spec.summary}\n`)).toBe(true);
      for (const [name, option] of Object.entries(spec.options)) {
        expect(option.description.trim(), `--${name}`).not.toBe('');
        const value = option.type === 'string' ? ` ${escape(option.value ?? 'VALUE')}` : '';
        const short = option.short ? `-${option.short}, ` : '    ';
        expect(stdout, `--${name}`).toMatch(new RegExp(`^  ${escape(short)}--${escape(name)}${value} +${escape(option.description)}`, 'm'));
      }
    }
  });

  it('answers for a group of commands, and as leash help COMMAND', async () => {
    for (const group of ['policy', 'budget']) {
      const { code, stdout } = await runCliInProcess([group, '--help']);
      expect(code).toBe(0);
      for (const spec of TABLES[group]!) expect(stdout).toContain(`leash ${spec.name} `);
    }
    const viaHelp = await runCliInProcess(['help', 'check']);
    expect(viaHelp).toEqual(await runCliInProcess(['check', '--help']));
  });

  it('is read before anything else, but not after --', async () => {
    // Help wins over a flag that would fail, and a bad value is never looked at.
    expect((await runCliInProcess(['run', '--max-turns', 'zero', '--help'])).code).toBe(0);
    const afterDashes = await runCliInProcess(['check', '--json', '--', 'ls', '--help'], { cwd: makeWorkspace().workspace });
    expect(afterDashes.code).toBe(0);
    expect(JSON.parse(afterDashes.stdout)).toMatchObject({ cmd: 'ls --help' });
  });

  it('is the only way flags are read: no command parses its arguments past the tables', () => {
    const dir = join(repoRoot, 'src', 'cli');
    const readers = readdirSync(dir).filter((file) => file !== 'options.ts' && /\bparseArgs\b/.test(readFileSync(join(dir, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});

describe('a mistyped flag or command', () => {
  const oneLine = (stderr: string) => {
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
  };

  it.each(ALL_SPECS.filter((spec) => Object.keys(spec.options).length > 0).map((spec) => [spec.name, spec] as const))(
    'leash %s: a flag with two letters swapped is named back, exit 2',
    async (_name, spec) => {
      // The longest flag whose second and third letters differ, so that swapping them is a slip.
      const flag = Object.keys(spec.options)
        .filter((name) => name.length >= 3 && name[1] !== name[2])
        .sort((a, b) => b.length - a.length)[0]!;
      const typo = `${flag.slice(0, 1)}${flag.slice(2, 3)}${flag.slice(1, 2)}${flag.slice(3)}`;
      const { code, stdout, stderr } = await runCliInProcess([...words(spec), `--${typo}`, 'x']);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      oneLine(stderr);
      expect(stderr).toBe(`leash: unknown flag --${typo} for leash ${spec.name}; did you mean --${flag}? (leash ${spec.name} --help lists its flags)\n`);
    },
  );

  it('suggests a flag the typed one is the start of, and nothing when nothing is near', async () => {
    const start = await runCliInProcess(['run', '--max-budget', '1', 'task']);
    expect(start.stderr).toContain('did you mean --max-budget-usd?');
    const far = await runCliInProcess(['check', '--frobnicate', '--', 'ls']);
    expect(far.code).toBe(2);
    expect(far.stderr).toBe('leash: unknown flag --frobnicate for leash check (leash check --help lists its flags)\n');
    const short = await runCliInProcess(['check', '-x', '--', 'ls']);
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('unknown flag -x for leash check');
  });

  it('names the nearest command, in the top level and in groups', async () => {
    const cases: [string[], string][] = [
      [['chek'], 'unknown command "chek"; did you mean check? (leash --help lists the commands)'],
      [['merge-envelope'], 'did you mean merge-envelopes?'],
      [['policy', 'tset', 'x.yml'], 'unknown command "tset"; did you mean test? (leash policy --help lists the commands)'],
      [['budget', 'stauts'], 'did you mean status?'],
      [['zzzz'], 'unknown command "zzzz" (leash --help lists the commands)'],
    ];
    for (const [argv, words] of cases) {
      const { code, stderr } = await runCliInProcess(argv);
      expect(code, argv.join(' ')).toBe(2);
      oneLine(stderr);
      expect(stderr).toContain(words);
    }
  });

  it('puts a parser complaint (a missing value, a value on a switch) on one line, exit 2', async () => {
    for (const argv of [
      ['check', '--policy'],
      ['check', '--json=yes', '--', 'ls'],
    ]) {
      const { code, stderr } = await runCliInProcess(argv);
      expect(code, argv.join(' ')).toBe(2);
      oneLine(stderr);
      expect(stderr).toMatch(/^leash: leash check: .*--(policy|json).* \(leash check --help lists its flags\)\n$/);
    }
  });

  it('measures slips as edits: a swap of neighbours is one', () => {
    expect(editDistance('polciy', 'policy')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(closest('--jsn', ['--json', '--jsonl', '--policy'])).toBe('--json');
    expect(closest('--zzz', ['--json'])).toBeUndefined();
  });
});

describe('leash run, as claude -p is called', () => {
  async function withServer<T>(
    script: Parameters<typeof startFakeMessagesServer>[0]['script'],
    body: (env: NodeJS.ProcessEnv, server: Awaited<ReturnType<typeof startFakeMessagesServer>>) => Promise<T>,
  ): Promise<T> {
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script });
    try {
      return await body({ PATH: process.env.PATH, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url }, server);
    } finally {
      await server.close();
    }
  }
  const userPrompts = (server: Awaited<ReturnType<typeof startFakeMessagesServer>>) =>
    server.requests.filter((r) => r.path === '/v1/messages').map((r) => JSON.stringify((r.body as { messages: { content: unknown }[] }).messages[0]!.content));

  it('takes the prompt as -p TEXT, --print TEXT, a bare positional, or --prompt', async () => {
    const { root, workspace, home } = makeWorkspace();
    const forms = [['-p', 'Say hi one.'], ['--print', 'Say hi two.'], ['Say hi three.'], ['-p', '--prompt', 'Say hi four.']];
    await withServer(
      forms.map(() => ({ content: 'hi' })),
      async (env, server) => {
        for (const form of forms) {
          const { code, stdout, stderr } = await runCliInProcess(
            ['run', ...form, '--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 's')],
            { cwd: workspace, env: { ...env, HOME: home } },
          );
          expect(code, `${form.join(' ')}: ${stderr}`).toBe(0);
          expect(stdout).toBe('hi\n');
        }
        const prompts = userPrompts(server);
        for (const [index, word] of ['one', 'two', 'three', 'four'].entries()) expect(prompts[index]).toContain(`Say hi ${word}.`);
      },
    );
  });

  it('refuses two prompts, or a prompt in several words, before any model call', async () => {
    const { workspace } = makeWorkspace();
    const env = { PATH: process.env.PATH, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' };
    const both = await runCliInProcess(['run', '-p', 'one', '--prompt', 'two'], { cwd: workspace, env });
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('leash: give one prompt: --prompt and a positional prompt were both given\n');
    const split = await runCliInProcess(['run', '-p', 'fix', 'the', 'tests'], { cwd: workspace, env });
    expect(split.code).toBe(2);
    expect(split.stderr).toBe('leash: leash run takes one prompt, got 3 words; quote it: leash run -p "fix the tests"\n');
    const none = await runCliInProcess(['run', '-p'], { cwd: workspace, env });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('leash run needs a prompt: leash run -p "TEXT"');
  });

  it('takes --json-schema as inline JSON as well as a file; bad inline JSON is a usage error', async () => {
    const { root, workspace, home } = makeWorkspace();
    const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] };
    writeFileSync(join(root, 'schema.json'), JSON.stringify(schema));
    const answer = { content: [{ type: 'tool_use' as const, name: 'structured_output', input: { answer: '42' } }] };
    await withServer([answer, answer], async (env, server) => {
      const common = ['--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 's'), '--output-format', 'json'];
      for (const value of [JSON.stringify(schema), join(root, 'schema.json')]) {
        const { code, stdout, stderr } = await runCliInProcess(['run', '-p', 'Answer.', '--json-schema', value, ...common], {
          cwd: workspace,
          env: { ...env, HOME: home },
        });
        expect(code, stderr).toBe(0);
        expect((JSON.parse(stdout) as ResultEvent).structured_output).toEqual({ answer: '42' });
      }
      const bad = await runCliInProcess(['run', '-p', 'Answer.', '--json-schema', '{"type": "object",', ...common], {
        cwd: workspace,
        env: { ...env, HOME: home },
      });
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/^leash: --json-schema \(inline\): not valid JSON: .+\n$/);
      const invalid = await runCliInProcess(['run', '-p', 'Answer.', '--json-schema', '{"properties": {}}', ...common], {
        cwd: workspace,
        env: { ...env, HOME: home },
      });
      expect(invalid.code).toBe(2);
      expect(invalid.stderr).toContain('--json-schema (inline): ');
      expect(server.requests.filter((r) => r.path === '/v1/messages')).toHaveLength(2);
      // The schema the model was offered is the inline one.
      const tools = (server.requests.find((r) => r.path === '/v1/messages')!.body as { tools: { name: string; input_schema: unknown }[] }).tools;
      expect(tools.find((t) => t.name === 'structured_output')!.input_schema).toEqual(schema);
    });
  });

  it('--verbose prints each tool call and its decision on stderr; stdout keeps only the result', async () => {
    const { root, workspace, home } = makeWorkspace({ 'a.txt': 'A\n' });
    const script = [{ content: [{ type: 'tool_use' as const, name: 'read', input: { path: 'a.txt' } }] }, { content: 'read it' }];
    await withServer(script, async (env) => {
      const run = (extra: string[]) =>
        runCliInProcess(['run', '-p', 'Read a.txt.', ...extra, '--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 's')], {
          cwd: workspace,
          env: { ...env, HOME: home },
        });
      const verbose = await run(['--verbose']);
      expect(verbose.code, verbose.stderr).toBe(0);
      expect(verbose.stdout).toBe('read it\n');
      expect(verbose.stderr).toMatch(/^ {2}read \{"path":"a\.txt"\}\n {4}-> read: allow$/m);
    });
  });
});

describe('with no policy file', () => {
  it('says once on stderr that only the built-in rules apply, and uses .github/leash.yml when there is one', async () => {
    const { workspace } = makeWorkspace({}, 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["ls"]\n');
    const bare = join(workspace, 'sub');
    mkdirSync(bare);
    const without = await runCliInProcess(['check', '--cwd', bare, '--', 'ls'], { cwd: bare });
    expect(without.code).toBe(4);
    expect(without.stderr).toBe(
      `leash: no --policy and no .github/leash.yml: only the built-in rules apply (files in the workspace may be read and written, every bash command needs approval, which headless is a refusal); leash policy init writes a starter\n`,
    );
    const lines = await runCliInProcess(['check', '--jsonl'], { cwd: bare, env: { PATH: process.env.PATH }, stdin: '{"cmd": "ls"}\n{"cmd": "pwd"}\n' });
    expect(lines.stderr.match(/only the built-in rules apply/g)).toHaveLength(1);
    // The workspace's own policy is the default, as it is for the Action.
    const withFile = await runCliInProcess(['check', '--json', '--', 'ls'], { cwd: workspace });
    expect(withFile.code).toBe(0);
    expect(withFile.stderr).toBe('');
    expect(JSON.parse(withFile.stdout).scopes[0].rule.source).toBe('.github/leash.yml:5');
  });

  it('says so in system/init too', async () => {
    const { root, workspace, home } = makeWorkspace();
    const bare = join(root, 'bare');
    mkdirSync(bare);
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [{ content: 'ok' }, { content: 'ok' }] });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const init = async (cwd: string) => {
        const { code, stdout, stderr } = await runCliInProcess(
          ['run', '-p', 'Hi.', '--output-format', 'stream-json', '--model', TEST_MODEL, '--session-dir', join(root, 's')],
          { cwd, env },
        );
        expect(code, stderr).toBe(0);
        return { init: JSON.parse(stdout.split('\n')[0]!) as InitEvent, stderr };
      };
      const builtin = await init(bare);
      expect(builtin.init.policy).toMatchObject({ path: null, only_builtin_rules: true });
      expect(builtin.stderr.match(/only the built-in rules apply/g)).toHaveLength(1);
      const own = await init(workspace);
      expect(own.init.policy).toMatchObject({ path: join(workspace, '.github', 'leash.yml'), only_builtin_rules: false });
      expect(own.stderr).not.toContain('built-in rules');
    } finally {
      await server.close();
    }
  });
});
