// What does the agent loop itself cost per turn, and how big is its first request?
//
//   npx tsx bench/agent-loop.ts [--turns N]
//
// A scripted session of --turns (default 200) cheap turns (each a `glob` of a small workspace,
// then a last text reply) runs through the real loop, the real SDK and the real tools against
// the fake Messages API in this process with zero latency. Per turn, the harness overhead is the
// wall time from one turn's tool results to the next one's, less the time the tool itself ran:
// building the request, the SDK, HTTP to the fake server and its answer, stream parsing,
// accounting, the policy gate, redaction, and writing and fsyncing the session file.
// Reports the median and p90 of that, split into the model call itself (the same requests sent
// again straight through the SDK to a fresh fake server) and the rest, the peak RSS of the process (fake server included), and
// the size in bytes of the first request, next to ~50 KB for Claude Code's first request with
// the same tools (target: at most 25% of it). Then one JSON line ({"bench":"agent-loop", ...}).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Anthropic } from '@anthropic-ai/sdk';
import { systemClock } from '../src/agent/clock.js';
import type { LeashEvent, UserEvent } from '../src/agent/events.js';
import { createLocalToolHost } from '../src/agent/local-tools.js';
import { DEFAULT_LIMITS, runAgent } from '../src/agent/loop.js';
import { createRedactor } from '../src/agent/redact.js';
import { tablePricing } from '../src/agent/table-pricing.js';
import { loadBashParser } from '../src/bash/parser.js';
import { loadPolicy } from '../src/policy/load.js';
import { startFakeMessagesServer } from '../src/demo/index.js';

const MODEL = 'claude-sonnet-5-5';
/** Claude Code's first request for a comparable tool set is about this size (system prompt and tool definitions). */
const CLAUDE_CODE_FIRST_REQUEST_BYTES = 50_000;
const TARGET_FIRST_REQUEST_SHARE = 0.25;

function parseTurns(argv: readonly string[]): number {
  const at = argv.indexOf('--turns');
  const value = at >= 0 ? Number(argv[at + 1]) : 200;
  if (!Number.isInteger(value) || value < 2) throw new Error('--turns must be a whole number of at least 2');
  return value;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * (sorted.length - 1)))]!;
}

/** Sends each recorded request body again through the SDK to a fresh fake server; the wall time of each. */
async function replay(bodies: readonly Record<string, unknown>[]): Promise<number[]> {
  const server = await startFakeMessagesServer({
    minCacheableTokens: 1024,
    script: () => ({ content: [{ type: 'tool_use', name: 'glob', input: { pattern: 'src/*.ts' } }] }),
  });
  try {
    const client = new Anthropic({ apiKey: 'bench', baseURL: server.url, maxRetries: 0 });
    const times: number[] = [];
    for (const body of bodies) {
      const { stream: _stream, ...request } = body;
      const started = performance.now();
      await client.messages.stream(request as never).finalMessage();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const turns = parseTurns(process.argv.slice(2));
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bench-loop-')));
  const workspace = join(root, 'ws');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(join(workspace, 'src'), { recursive: true });
  const policyFile = join(workspace, '.github', 'leash.yml');
  writeFileSync(policyFile, 'version: 1\ndefault: deny\n');
  for (let i = 0; i < 5; i += 1) writeFileSync(join(workspace, 'src', `f${i}.ts`), `export const n${i} = ${i};\n`);

  const server = await startFakeMessagesServer({
    minCacheableTokens: 1024,
    latencyMs: 0,
    script: (_request, index) =>
      index < turns - 1 ? { content: [{ type: 'tool_use', name: 'glob', input: { pattern: 'src/*.ts' } }] } : index === turns - 1 ? { content: 'Done.' } : null,
  });
  // Wall time of each tool-results event, and the tool time inside each turn.
  const marks: { at: number; toolMs: number }[] = [];
  try {
    const parser = await loadBashParser();
    const policy = await loadPolicy(policyFile, { workspace, home: root, parser });
    const started = performance.now();
    marks.push({ at: started, toolMs: 0 });
    const result = await runAgent({
      client: new Anthropic({ apiKey: 'bench', baseURL: server.url, maxRetries: 0 }),
      model: MODEL,
      prompt: 'List the sources, again and again.',
      policy,
      policyPath: policyFile,
      parser,
      tools: await createLocalToolHost({ workspace, policy, env: { PATH: process.env.PATH } }),
      pricing: tablePricing(),
      redactor: createRedactor({ env: process.env }),
      clock: systemClock,
      limits: { ...DEFAULT_LIMITS },
      sessionDir: join(root, 'sessions'),
      leashVersion: 'bench',
      apiKeySource: 'ANTHROPIC_API_KEY',
      emit: (line) => {
        const event = JSON.parse(line) as LeashEvent;
        const results = event.type === 'user' ? (event as UserEvent).tool_results : undefined;
        if (results) marks.push({ at: performance.now(), toolMs: results.reduce((sum, meta) => sum + meta.duration_ms, 0) });
      },
    });
    const totalMs = performance.now() - started;
    if (result.subtype !== 'success' || result.num_turns !== turns) throw new Error(`the session ended with ${result.subtype} after ${result.num_turns} turns`);

    const perTurn = marks.slice(1).map((mark, i) => mark.at - marks[i]!.at - mark.toolMs);
    // The first turn also counts the request's tokens and warms everything up: leave it out.
    const steady = perTurn.slice(1).sort((a, b) => a - b);
    const median = percentile(steady, 0.5);
    const p90 = percentile(steady, 0.9);
    // The same requests again, straight through the SDK to a fresh fake server: what a turn's
    // model call costs without the loop around it. The rest of a turn is Leash's own work.
    const recorded = server.requests.filter((r) => r.path === '/v1/messages').slice(1, turns - 1);
    const roundTrips = await replay(recorded.map((r) => r.body as Record<string, unknown>));
    const own = perTurn
      .slice(1)
      .map((ms, i) => ms - (roundTrips[i] ?? 0))
      .sort((a, b) => a - b);
    const roundTripMedian = percentile(
      [...roundTrips].sort((a, b) => a - b),
      0.5,
    );
    const ownMedian = percentile(own, 0.5);
    const peakRssBytes = process.resourceUsage().maxRSS * 1024;
    const first = server.requests.find((r) => r.path === '/v1/messages')!;
    const firstShare = first.byteSize / CLAUDE_CODE_FIRST_REQUEST_BYTES;
    const tools = ((first.body as { tools: { name: string }[] }).tools ?? []).map((t) => t.name);

    console.log(`agent loop: ${turns}-turn scripted session (glob each turn), real SDK against the in-process fake Messages API, zero latency\n`);
    const rows: [string, string][] = [
      ['harness overhead per turn, median', `${median.toFixed(2)} ms`],
      ['harness overhead per turn, p90', `${p90.toFixed(2)} ms`],
      ['  of which the model call (SDK, HTTP, fake server), median', `${roundTripMedian.toFixed(2)} ms`],
      ["  of which Leash's own work, median", `${ownMedian.toFixed(2)} ms`],
      ['whole session', `${(totalMs / 1000).toFixed(2)} s for ${turns} turns`],
      ['peak RSS (process, fake server included)', `${(peakRssBytes / 1024 / 1024).toFixed(1)} MiB`],
      ['first request', `${first.byteSize.toLocaleString('en-US')} bytes (${tools.length} tools: ${tools.join(', ')})`],
      ['first request vs Claude Code (~50 KB)', `${(firstShare * 100).toFixed(1)}% (target at most ${TARGET_FIRST_REQUEST_SHARE * 100}%)`],
    ];
    const width = Math.max(...rows.map(([name]) => name.length));
    for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
    console.log(
      JSON.stringify({
        bench: 'agent-loop',
        turns,
        overhead_ms_per_turn_median: Number(median.toFixed(3)),
        overhead_ms_per_turn_p90: Number(p90.toFixed(3)),
        model_call_ms_median: Number(roundTripMedian.toFixed(3)),
        leash_own_ms_per_turn_median: Number(ownMedian.toFixed(3)),
        session_ms: Math.round(totalMs),
        peak_rss_bytes: peakRssBytes,
        first_request_bytes: first.byteSize,
        first_request_share_of_claude_code: Number(firstShare.toFixed(4)),
        target_first_request_share: TARGET_FIRST_REQUEST_SHARE,
        pass: firstShare <= TARGET_FIRST_REQUEST_SHARE,
      }),
    );
    if (firstShare > TARGET_FIRST_REQUEST_SHARE) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
