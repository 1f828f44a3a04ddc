// Leash's real output (the demo: the real loop, tools and policy against the fake Messages API
// over HTTP) fed to the shapes that the tools around Claude Code parse: the Agent SDK's message
// types, claude-code-action's turn formatter (through the execution file) and ccusage.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderExecutionFile } from '../../src/report/index.js';
import { cleanUpRuns, runScripted } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { formatterFailures, formatterLosses } from './cca-formatter.js';
import { CCUSAGE_USAGE_LINE, SDK_MESSAGES } from './sdk-shapes.js';

type Event = Record<string, any>;
let dir: string;
let stream: Event[];
let sessionText: string;
/** A second run that ends in an error: a retried call, a tool call, the turn limit. */
let failing: Event[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leash-consumers-'));
  const result = await runCliInProcess(['demo', '--output-format', 'stream-json'], { env: { PATH: process.env.PATH, HOME: dir } });
  expect(result.code, result.stderr).toBe(0);
  stream = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Event);
  const sessions = join(dir, '.local', 'state', 'leash', 'sessions');
  const [file] = readdirSync(sessions);
  sessionText = readFileSync(join(sessions, file!), 'utf8');
  const run = await runScripted({
    limits: { maxTurns: 1 },
    script: [
      { content: [{ type: 'tool_use', name: 'bash', input: { command: 'echo hi' } }], fault: { kind: 'http_error', status: 500, times: 1 } },
      { content: [{ type: 'tool_use', name: 'bash', input: { command: 'echo again' } }] },
    ],
  });
  failing = run.events as unknown as Event[];
}, 60_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await cleanUpRuns();
});

function kind(event: Event): string {
  return event.type === 'system' ? `system/${event.subtype}` : event.type;
}

describe('the Agent SDK message types', () => {
  it('find every required field in every event Leash writes', () => {
    const seen = new Set<string>();
    for (const event of [...stream, ...failing]) {
      const schema = SDK_MESSAGES[kind(event) as keyof typeof SDK_MESSAGES];
      expect(schema, `an SDK shape for ${kind(event)}`).toBeDefined();
      const parsed = schema.safeParse(event);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${kind(event)} ${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
      seen.add(kind(event));
    }
    expect([...seen].sort()).toEqual(['assistant', 'result', 'system/api_retry', 'system/init', 'system/permission_denied', 'tool_progress', 'user']);
    expect(failing.at(-1)).toMatchObject({ type: 'result', subtype: 'error_max_turns', is_error: true });
  });

  it('name Leash, not a Claude Code release, in claude_code_version', () => {
    const init = stream[0]!;
    expect(init.claude_code_version).toBe(`0.0.0-leash.${init.leash_version}`);
  });

  it('read the envelope usage as the sum of the main loop responses', () => {
    const result = stream.at(-1)!;
    const responses = stream.filter((event) => event.type === 'assistant' && event.parent_tool_use_id === null).map((event) => event.message.usage);
    const sum = (pick: (usage: any) => number) => responses.reduce((total, usage) => total + pick(usage), 0);
    expect(result.usage.cache_creation_input_tokens).toBe(sum((u) => u.cache_creation_input_tokens));
    expect(result.usage.cache_creation.ephemeral_5m_input_tokens + result.usage.cache_creation.ephemeral_1h_input_tokens).toBe(
      result.usage.cache_creation_input_tokens,
    );
    expect(result.usage.output_tokens).toBe(sum((u) => u.output_tokens));
  });

  it('find Claude Code tool_use_result on tool results: bash output, and the error text of a refusal', () => {
    const results = stream.filter((event) => event.type === 'user' && event.tool_results);
    expect(results.length).toBeGreaterThan(0);
    for (const event of results) {
      const each = event.tool_results.length === 1 ? [event.tool_use_result] : event.tool_use_result;
      expect(each).toHaveLength(event.tool_results.length);
      event.tool_results.forEach((meta: Event, i: number) => {
        const block = event.message.content.find((b: Event) => b.tool_use_id === meta.tool_use_id);
        if (block.is_error) expect(each[i]).toBe(`Error: ${block.content}`);
        else if (meta.tool_name === 'bash') expect(each[i]).toEqual({ stdout: block.content, stderr: '', interrupted: false, isImage: false });
        else expect(each[i]).toBe(block.content);
      });
    }
    const refused = stream.find((event) => event.type === 'system' && event.subtype === 'permission_denied')!;
    const carrier = results.find((event) => event.tool_results.some((meta: Event) => meta.tool_use_id === refused.tool_use_id))!;
    expect(JSON.stringify(carrier.tool_use_result)).toContain('Error: ');
  });
});

describe("claude-code-action's execution file", () => {
  it('is the session as one JSON array that its formatter walks without falling back to the raw dump', () => {
    const file = JSON.parse(renderExecutionFile([sessionText])) as Event[];
    expect(file).toEqual(
      sessionText
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    );
    expect(formatterFailures(file)).toEqual([]);
    expect(formatterLosses(file)).toEqual([]);
  });

  it('shows what the checks catch: an object instead of an array, and a result cut off', () => {
    const file = JSON.parse(renderExecutionFile([sessionText])) as Event[];
    expect(formatterFailures(file.at(-1))).toEqual(['the file is not a JSON array']);
    expect(formatterLosses(file.slice(0, -1))).toContain('the last element is not a result with its text (the comment updater reads it)');
  });
});

describe('ccusage', () => {
  it('reads the tokens, model and id of every assistant line of the session file', () => {
    const lines = sessionText
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Event)
      .filter((event) => event.type === 'assistant');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const parsed = CCUSAGE_USAGE_LINE.safeParse(line);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?.message.model).toBe(line.message.model);
      expect(parsed.data?.message.id).toMatch(/^msg_/);
    }
  });
});
