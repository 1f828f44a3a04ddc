// Structured output: a subagent's output_schema and the main agent's --json-schema, through the
// real loop and SDK against the fake Messages API, checked by ajv.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultEvent, UserEvent } from '../../src/agent/events.js';
import { structuredOutputSpec, StructuredOutputSchemaError } from '../../src/agent/structured-output.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, messagesRequests, runScripted, TEST_MODEL, toolResultsOf } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { isSubagentRequest, routedScript, toolNamesOf } from './subagent-script.js';

afterEach(cleanUpRuns);

const SCHEMA = {
  type: 'object',
  properties: { answer: { type: 'string' }, lines: { type: 'array', items: { type: 'integer' } } },
  required: ['answer'],
  additionalProperties: false,
};
const task = (input: Record<string, unknown>) => ({ type: 'tool_use' as const, name: 'task', input });
const output = (input: Record<string, unknown>) => ({ type: 'tool_use' as const, name: 'structured_output', input });

type Run = Awaited<ReturnType<typeof runScripted>>;

function subBodies(run: Run) {
  return messagesRequests(run)
    .map((r) => bodyOf(r))
    .filter((b) => isSubagentRequest(b));
}

function lastToolResults(body: ReturnType<typeof bodyOf>): { content: string; is_error?: boolean }[] {
  const last = body.messages.at(-1)!.content as { type: string; content: string; is_error?: boolean }[];
  return last.filter((b) => b.type === 'tool_result');
}

/** The main agent's task results, from the transcript. */
function taskResults(run: Run): { content: string; is_error?: boolean }[] {
  const event = run.events.find((e) => e.type === 'user' && (e as UserEvent).parent_tool_use_id === null && (e as UserEvent).tool_results) as UserEvent;
  return (event.message.content as { type: string; content: string; is_error?: boolean }[]).filter((b) => b.type === 'tool_result');
}

describe('structured output: subagents', () => {
  it('returns a valid structured_output as the task result, and the subagent ends there', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Find it.', output_schema: SCHEMA })] } : { content: 'Done.' }),
        () => ({ content: [output({ answer: 'src/a.ts', lines: [3, 4] })] }),
      ),
    });
    expect(run.result.subtype).toBe('success');
    const subs = subBodies(run);
    expect(subs).toHaveLength(1);
    expect(toolNamesOf(subs[0]!).at(-1)).toBe('structured_output');
    expect(subs[0]!.tools!.at(-1)!.input_schema).toEqual(SCHEMA);
    expect(taskResults(run)[0]!.content).toBe('{"answer":"src/a.ts","lines":[3,4]}');
    expect(taskResults(run)[0]!.is_error).toBeUndefined();
  });

  it('returns what is wrong (at most three problems) so the model can fix its input', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Find it.', output_schema: SCHEMA })] } : { content: 'Done.' }),
        (_prompt, { turn }) =>
          turn === 0
            ? { content: [output({ answer: 42, lines: ['a', 'b'], extra: true })] }
            : turn === 1
              ? { content: [output({ answer: 42 })] }
              : { content: [output({ answer: 'fixed' })] },
      ),
    });
    const subs = subBodies(run);
    expect(subs).toHaveLength(3);
    const first = lastToolResults(subs[1]!)[0]!;
    expect(first.is_error).toBe(true);
    expect(first.content).toBe(
      'The result does not match the schema: input must NOT have additional properties (extra); /answer must be string; /lines/0 must be integer. Call structured_output again with corrected input.',
    );
    expect(lastToolResults(subs[2]!)[0]!.content).toBe(
      'The result does not match the schema: /answer must be string. Call structured_output again with corrected input.',
    );
    expect(taskResults(run)[0]!.content).toBe('{"answer":"fixed"}');
  });

  it('reminds a subagent twice to call structured_output, then fails the task with a clear error', async () => {
    const run = await runScripted({
      script: routedScript(
        ({ turn }) => (turn === 0 ? { content: [task({ prompt: 'Find it.', output_schema: SCHEMA })] } : { content: 'Done.' }),
        () => ({ content: 'It is in src/a.ts.' }),
      ),
    });
    const subs = subBodies(run);
    expect(subs).toHaveLength(3);
    const nudges = subs.slice(1).map((b) => (b.messages.at(-1)!.content as { text: string }[])[0]!.text);
    expect(nudges).toEqual([
      "You ended without calling structured_output (reminder 1 of 2). Your result counts only when given as that tool's input, matching its schema: call it now.",
      "You ended without calling structured_output (reminder 2 of 2). Your result counts only when given as that tool's input, matching its schema: call it now.",
    ]);
    const synthetic = run.events.filter((e) => e.type === 'user' && (e as UserEvent).synthetic && (e as UserEvent).parent_tool_use_id !== null);
    expect(synthetic).toHaveLength(2);
    const [result] = taskResults(run);
    expect(result!.is_error).toBe(true);
    expect(result!.content).toBe(
      'The subagent stopped before finishing (error_max_structured_output_retries): The model finished without giving its result through structured_output, after 2 reminders.\nIts last message: It is in src/a.ts.',
    );
    expect(run.result.subtype).toBe('success');
  });

  it('tells the parent when output_schema cannot be compiled, without starting a subagent', async () => {
    const run = await runScripted({
      script: [
        {
          content: [
            task({ prompt: 'a', output_schema: { type: 'object', properties: { a: { type: 'nonsense' } } } }),
            task({ prompt: 'b', output_schema: { type: 'string' } }),
          ],
        },
        { content: 'Done.' },
      ],
    });
    const [bad, notObject] = toolResultsOf(run, 1);
    expect(bad!.is_error).toBe(true);
    expect(bad!.content).toMatch(
      /^No subagent was started: output_schema cannot be used, the schema is not a valid JSON Schema: schema is invalid: data\/properties\/a\/type must be equal to one of the allowed values/,
    );
    expect(notObject!.content).toBe(
      'No subagent was started: output_schema cannot be used, the schema must describe an object at its top level ("type": "object"), found "type": "string". Fix the schema and call task again.',
    );
    expect(messagesRequests(run)).toHaveLength(2);
  });
});

describe('structured output: the main agent (--json-schema)', () => {
  it('puts the validated result into the envelope as structured_output', async () => {
    const run = await runScripted({
      agent: { jsonSchema: SCHEMA },
      script: [{ content: [output({ answer: 1 })] }, { content: [{ type: 'text', text: 'Here it is.' }, output({ answer: 'forty-two' })] }],
    });
    expect(run.result).toMatchObject({ subtype: 'success', is_error: false, structured_output: { answer: 'forty-two' }, result: 'Here it is.', num_turns: 2 });
    expect(toolResultsOf(run, 1)[0]!.content).toMatch(/^The result does not match the schema: \/answer must be string/);
    expect(bodyOf(messagesRequests(run)[0]).system).toEqual([
      expect.objectContaining({ text: expect.stringContaining('When you are done, give your result by calling structured_output.') }),
    ]);
    expect(run.events[0]).toMatchObject({ tools: ['bash', 'read', 'write', 'edit', 'glob', 'grep', 'index', 'batch', 'task', 'structured_output'] });
  });

  it('ends with error_max_structured_output_retries when the model never gives it', async () => {
    const run = await runScripted({ agent: { jsonSchema: SCHEMA }, script: () => ({ content: 'Just text.' }) });
    expect(run.result).toMatchObject({
      subtype: 'error_max_structured_output_retries',
      is_error: true,
      terminal_reason: 'structured_output_missing',
      num_turns: 3,
    });
    expect(run.result.structured_output).toBeUndefined();
    expect(run.result.errors).toEqual(['no structured_output call after 2 reminders']);
  });

  it('refuses a schema that cannot serve, before any model call', () => {
    expect(() => structuredOutputSpec([])).toThrow(StructuredOutputSchemaError);
    expect(() => structuredOutputSpec({ properties: {} })).toThrow('found no "type"');
    expect(() => structuredOutputSpec({ type: 'object', required: 'answer' })).toThrow(/not a valid JSON Schema/);
    // Drafts are picked by $schema.
    expect(structuredOutputSpec({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }).validate({})).toBe(true);
    expect(
      structuredOutputSpec({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        type: 'object',
        properties: { a: { prefixItems: [{ type: 'string' }] } },
      }).validate({ a: [1] }),
    ).toBe(false);
    expect(structuredOutputSpec({ type: 'object' }).validate({})).toBe(true);
  });

  it('leash run --json-schema FILE: the envelope carries structured_output; a bad file is a usage error', async () => {
    const { root, workspace, home } = makeWorkspace();
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [{ content: [output({ answer: 'from the cli' })] }] });
    try {
      writeFileSync(join(root, 'schema.yml'), 'type: object\nproperties:\n  answer: {type: string}\nrequired: [answer]\n');
      writeFileSync(join(root, 'broken.json'), '{"type": "object",\n  "properties": {"a": [}}\n');
      writeFileSync(join(root, 'invalid.json'), '{"type": "object", "properties": {"a": {"type": "nonsense"}}}\n');
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const common = ['--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 'sessions')];
      const ok = await runCliInProcess(['run', '--prompt', 'Answer.', '--json-schema', join(root, 'schema.yml'), '--output-format', 'json', ...common], {
        cwd: workspace,
        env,
      });
      expect(ok.code).toBe(0);
      expect((JSON.parse(ok.stdout) as ResultEvent).structured_output).toEqual({ answer: 'from the cli' });
      const broken = await runCliInProcess(['run', '--prompt', 'Answer.', '--json-schema', join(root, 'broken.json'), ...common], { cwd: workspace, env });
      expect(broken.code).toBe(2);
      expect(broken.stderr).toMatch(
        new RegExp(`^leash: --json-schema ${join(root, 'broken.json').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:2:\\d+: not valid JSON or YAML`),
      );
      const invalid = await runCliInProcess(['run', '--prompt', 'Answer.', '--json-schema', join(root, 'invalid.json'), ...common], { cwd: workspace, env });
      expect(invalid.code).toBe(2);
      expect(invalid.stderr).toContain(
        `--json-schema ${join(root, 'invalid.json')}: the schema is not a valid JSON Schema: schema is invalid: data/properties/a/type must be equal to one of the allowed values`,
      );
      const missing = await runCliInProcess(['run', '--prompt', 'Answer.', '--json-schema', join(root, 'nope.json'), ...common], { cwd: workspace, env });
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('cannot read the schema file');
      // Only the good run reached the model.
      expect(server.requests.filter((r) => r.path === '/v1/messages')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
