// `leash demo`: a whole scripted task, offline. A built-in local model server (the fake
// Messages API the tests use) plays the model; the real loop, the real tools and the real
// policy engine run in a temporary copy of examples/demo-repo. A new user sees allowed and
// denied calls with their rules, a file edit, the transcript and the envelope, without a key.
import { cpSync, existsSync, mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMessagesClient } from '../agent/index.js';
import { systemClock } from '../agent/index.js';
import type { AssistantEvent, LeashEvent, ResultEvent, UserEvent } from '../agent/index.js';
import { createLocalToolHost } from '../agent/index.js';
import { DEFAULT_LIMITS, runAgent } from '../agent/index.js';
import { createRedactor } from '../agent/index.js';
import { tablePricing } from '../agent/index.js';
import { gateToolCall } from '../agent/index.js';
import { loadBashParser } from '../bash/index.js';
import { loadPolicy } from '../policy/index.js';
import { homeFrom } from './context.js';
import { DECISION_WORDS } from './decision-format.js';
import { UsageError, writeLine, type CliIO } from './io.js';
import { parseCommand, type CommandSpec } from './options.js';
import { defaultSessionDir, DEFAULT_MODEL, outputFormat } from './run.js';
import { LEASH_VERSION } from './version.js';
import { demoScript } from './demo-script.js';
import { startFakeMessagesServer } from '../demo/index.js';

/** examples/demo-repo in the repository, or beside the bundle in dist/. */
export function findDemoRepo(fromUrl: string = import.meta.url): string {
  const here = dirname(fileURLToPath(fromUrl));
  for (const candidate of [
    join(here, 'demo-repo'),
    join(here, '..', 'demo-repo'),
    join(here, '..', '..', 'examples', 'demo-repo'),
    join(here, '..', 'examples', 'demo-repo'),
  ]) {
    if (existsSync(join(candidate, '.github', 'leash.yml'))) return candidate;
  }
  throw new Error('cannot find the demo repository (examples/demo-repo)');
}

export const DEMO_COMMAND = {
  name: 'demo',
  summary: 'a whole scripted task, offline (no API key needed)',
  usage: ['[flags]'],
  options: {
    'output-format': {
      type: 'string',
      value: 'FORMAT',
      default: 'text',
      description: 'text (a walk-through), json (the envelope) or stream-json (every event)',
    },
    'session-dir': { type: 'string', value: 'DIR', description: 'where the session file goes' },
    latency: { type: 'string', value: 'MS', description: 'make the local model answer this many milliseconds late' },
  },
} as const satisfies CommandSpec;

export async function demoCommand(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseCommand(DEMO_COMMAND, args);
  if (positionals.length > 0) throw new UsageError('leash demo takes no positional arguments');
  const format = outputFormat(values['output-format']);
  const latencyMs = values.latency !== undefined ? Number(values.latency) : 0;
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new UsageError('--latency must be a number of milliseconds');

  const workspace = realpathSync(mkdtempSync(join(tmpdir(), 'leash-demo-')));
  cpSync(findDemoRepo(), workspace, { recursive: true });
  const parser = await loadBashParser();
  const policyFile = join(workspace, '.github', 'leash.yml');
  const policy = await loadPolicy(policyFile, { workspace, home: homeFrom(io), parser });
  const server = await startFakeMessagesServer({ script: demoScript, latencyMs, minCacheableTokens: 0 });
  const say = (line = '') => {
    if (format === 'text') writeLine(io.stdout, line);
  };
  try {
    say('leash demo: a scripted agent fixes a failing test in a copy of examples/demo-repo, offline.');
    say(`  workspace  ${workspace}`);
    say(`  policy     .github/leash.yml (default: prompt; bash allows ls, cat, grep, tail, npm test, node --test, git status/diff; denies git push, curl)`);
    say(`  model      ${DEFAULT_MODEL}, played by Leash's local fake of the Messages API at ${server.url}`);
    say();
    const client = createMessagesClient({ apiKey: 'demo-key-not-secret', baseURL: server.url, maxRetries: 0 });
    const tools = await createLocalToolHost({ workspace, policy, env: io.env });
    let sessionFile = '';
    const render = eventRenderer(say, (name, input) => gateToolCall(name, input, { policy, parser }));
    const result = await runAgent({
      client,
      model: DEFAULT_MODEL,
      prompt: 'The test for slugify fails. Find out why, fix it, make sure the tests pass, and publish the fix.',
      policy,
      policyPath: policyFile,
      parser,
      tools,
      pricing: tablePricing({}),
      redactor: createRedactor({ env: io.env }),
      clock: systemClock,
      limits: { ...DEFAULT_LIMITS, maxTurns: 10, maxBudgetUsd: 1, timeoutMs: 120_000, maxOutputTokens: 4096 },
      sessionDir: values['session-dir'] ? resolve(io.cwd, values['session-dir']) : defaultSessionDir(io),
      emit: (line) => (format === 'stream-json' ? writeLine(io.stdout, line) : render(JSON.parse(line) as LeashEvent)),
      signal: io.signal,
      leashVersion: LEASH_VERSION,
      apiKeySource: 'ANTHROPIC_API_KEY',
      onSessionFile: (path) => {
        sessionFile = path;
      },
    });
    if (format === 'json') writeLine(io.stdout, JSON.stringify(result));
    if (format === 'text') {
      say();
      say('The result envelope (the last line of the session file, and what `--output-format json` prints):');
      say(JSON.stringify(result, null, 2));
      say();
      say(`Session file (Claude Code stream-json shapes, redacted): ${sessionFile}`);
      say(`The edited file is in ${join(workspace, 'src', 'slugify.js')}.`);
      say('Try it on your own repository: leash policy init, then leash run --prompt "…" with ANTHROPIC_API_KEY set.');
    }
    return result.subtype === 'success' ? 0 : 1;
  } finally {
    await server.close();
  }
}

type Decide = (name: string, input: Record<string, unknown>) => ReturnType<typeof gateToolCall>;

/** Prints events as lines for a person; remembers each call until its result arrives. */
function eventRenderer(say: (line?: string) => void, decide: Decide): (event: LeashEvent) => void {
  const pendingCalls = new Map<string, { name: string; input: Record<string, unknown> }>();
  return (event) => renderEvent(event, say, decide, pendingCalls);
}

function renderEvent(
  event: LeashEvent,
  say: (line?: string) => void,
  decide: Decide,
  pendingCalls: Map<string, { name: string; input: Record<string, unknown> }>,
): void {
  if (event.type === 'assistant') {
    const assistant = event as AssistantEvent;
    say(`turn ${assistant.turn}  ($${assistant.cost_usd.toFixed(4)}, ${assistant.message.usage.output_tokens} tokens out)`);
    for (const block of assistant.message.content) {
      if (block.type === 'text') say(`  model: ${block.text}`);
      if (block.type === 'tool_use') pendingCalls.set(block.id, { name: block.name, input: block.input as Record<string, unknown> });
    }
    return;
  }
  if (event.type === 'user' && (event as UserEvent).tool_results) {
    const user = event as UserEvent;
    for (const meta of user.tool_results ?? []) {
      const call = pendingCalls.get(meta.tool_use_id);
      if (!call) continue;
      const subject = call.name === 'bash' ? String(call.input.command) : String(call.input.path ?? call.input.pattern ?? '');
      const decision = decide(call.name, call.input);
      const decisive = decision?.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule
        ? ` by "${decisive.rule.pattern}" (${decisive.rule.source})`
        : decisive?.default
          ? ` (no rule; default ${decisive.default.effect})`
          : '';
      const mark = meta.decision === 'allow' ? 'ok ' : meta.decision === 'deny' ? 'NO ' : '?? ';
      const exit = meta.exit_code !== null ? `, exit ${meta.exit_code}` : '';
      say(`  ${mark} ${call.name.padEnd(5)} ${subject.padEnd(40)} ${DECISION_WORDS[meta.decision]}${why}${exit}`);
      const block = user.message.content.find((b) => b.type === 'tool_result' && b.tool_use_id === meta.tool_use_id);
      const text = block && block.type === 'tool_result' && typeof block.content === 'string' ? block.content : '';
      const lines = text.split('\n').filter((l) => l.trim() !== '');
      // A command's verdict is at the end of its output; a file's content and a refusal's reason at the start.
      const shown = call.name === 'bash' && meta.decision === 'allow' ? lines.slice(-6) : lines.slice(0, meta.decision === 'allow' ? 4 : 3);
      for (const line of shown) say(`        | ${line.length > 100 ? `${line.slice(0, 99)}…` : line}`);
    }
    return;
  }
  if (event.type === 'result') {
    const result = event as ResultEvent;
    say();
    say(`result: ${result.subtype}: ${result.result}`);
    say(
      `  $${result.total_cost_usd.toFixed(4)} in ${result.num_turns} turns; tokens in ${result.usage.input_tokens} (cache read ${result.usage.cache_read_input_tokens}, cache write ${result.usage.cache_creation_input_tokens}), out ${result.usage.output_tokens}; ${result.permission_denials.length} refused call(s)`,
    );
  }
}
