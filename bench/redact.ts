// How fast is redaction? Every event line Leash writes (session file, stdout, logs) goes
// through `redact`, so it should cost about what serialising the event costs, not many times it.
//
//   npx tsx bench/redact.ts [--mb N] [--runs N]
//
// Builds ~10 MB of event lines shaped like the stream-json session file (assistant text, tool
// calls, tool results with source code, git SHAs, UUIDs, paths), with 20 secret environment
// variables of which a few appear now and then (a token in a URL, a JSON-escaped password, a
// base64 basic-auth header). Measures, in the same run and on the same data:
//   - baseline: JSON.stringify of the events;
//   - redact: redactor.redact(line) of each serialised line;
//   - stream: the stream redactor over the whole text in 64 KiB chunks;
// and prints MB/s and each one's ratio to the baseline, then one JSON line
// ({"bench":"redact", ...}) for a runner to collect. Best of --runs (default 5) after a warm-up.
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import { createRedactor, createStreamRedactor } from '../src/agent/redact.js';

interface Args {
  mb: number;
  runs: number;
}

function parseArgs(argv: readonly string[]): Args {
  const args: Args = { mb: 10, runs: 5 };
  for (let i = 0; i < argv.length; i += 1) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--mb' && value > 0) args.mb = value;
    else if (argv[i] === '--runs' && value > 0) args.runs = Math.floor(value);
    else continue;
    i += 1;
  }
  return args;
}

/** A small deterministic generator, so every run measures the same text. */
function makeRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const random = makeRandom(20261130);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const chars = (alphabet: string, n: number): string => Array.from({ length: n }, () => pick([...alphabet])).join('');
const hex = (n: number): string => chars('0123456789abcdef', n);
const uuid = (): string => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;

/** 20 secrets in the shapes CI environments really hold. */
function secretEnvironment(): Record<string, string> {
  const env: Record<string, string> = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: '/home/runner',
    GITHUB_REPOSITORY: 'acme/widgets',
    RUNNER_OS: 'Linux',
    ANTHROPIC_API_KEY: `sk-ant-api03-${chars(`${ALNUM}_-`, 93)}AA`,
    GITHUB_TOKEN: `ghs_${chars(ALNUM, 36)}`,
    GH_TOKEN: `ghp_${chars(ALNUM, 36)}`,
    ACTIONS_RUNTIME_TOKEN: `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${chars(`${ALNUM}_-`, 600)}.${chars(`${ALNUM}_-`, 342)}`,
    ACTIONS_ID_TOKEN_REQUEST_TOKEN: chars(ALNUM, 64),
    NPM_TOKEN: `npm_${chars(ALNUM, 36)}`,
    AWS_ACCESS_KEY_ID: `AKIA${chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
    AWS_SECRET_ACCESS_KEY: chars(`${ALNUM}/+`, 40),
    AWS_SESSION_TOKEN: chars(`${ALNUM}/+`, 356),
    DB_PASSWORD: 'correct horse "battery" staple!',
    REDIS_PASSWORD: chars(ALNUM, 24),
    SLACK_BOT_TOKEN: `xoxb-${hex(12)}-${hex(13)}-${chars(ALNUM, 24)}`,
    STRIPE_SECRET: `sk_live_${chars(ALNUM, 32)}`,
    SENTRY_AUTH_TOKEN: hex(64),
    DEPLOY_KEY: chars(ALNUM, 48),
    CODECOV_TOKEN: uuid(),
    SIGNING_SECRET: `пароль-${chars(ALNUM, 16)}`,
    DOCKER_PASSWORD: chars(`${ALNUM}!@#$%^&*`, 20),
    OPENAI_API_KEY: `sk-proj-${chars(`${ALNUM}_-`, 48)}`,
    GCP_CREDENTIALS: JSON.stringify({ type: 'service_account', private_key_id: hex(40), client_email: 'ci@acme.iam.gserviceaccount.com' }),
  };
  return env;
}

const WORDS =
  'the a function returns value file test build error line module import export const type interface if else for while await async config policy budget token cache read write edit'.split(
    ' ',
  );
const sentence = (n: number): string => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const path = (): string => `src/${pick(['agent', 'budget', 'policy', 'bash', 'report'])}/${pick(WORDS)}-${pick(WORDS)}.ts`;

function codeBlock(lines: number): string {
  const out: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    out.push(
      pick([
        `import { ${pick(WORDS)}${pick(['Error', 'Options', 'Result'])} } from './${pick(WORDS)}.js';`,
        `export function ${pick(WORDS)}${pick(['Of', 'For', 'From'])}(${pick(WORDS)}: string): number {`,
        `  const ${pick(WORDS)} = await ${pick(WORDS)}(${JSON.stringify(path())}, { limit: ${Math.floor(random() * 1000)} });`,
        `  if (${pick(WORDS)} === undefined) throw new Error(\`${sentence(5)}\`);`,
        `  // ${sentence(8)}`,
        `}`,
        `    "integrity": "sha512-${chars(`${ALNUM}+/`, 86)}==",`,
        `${hex(40)} ${sentence(6)}`,
      ]),
    );
  }
  return out.join('\n');
}

function event(env: Record<string, string>, sessionId: string): unknown {
  // About one line in 150 carries a secret, in one of the forms it really leaks in.
  const leak = random() < 1 / 150;
  const secret = (): string => {
    const name = pick(Object.keys(env).filter((key) => key !== 'PATH' && key !== 'HOME' && key !== 'GITHUB_REPOSITORY' && key !== 'RUNNER_OS'));
    const value = env[name]!;
    return pick([
      value,
      `https://x-access-token:${value}@github.com/acme/widgets.git`,
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${value}`).toString('base64')}`,
      `${name}=${encodeURIComponent(value)}`,
    ]);
  };
  const kind = random();
  if (kind < 0.35) {
    return {
      type: 'assistant',
      message: {
        id: `msg_${chars(ALNUM, 24)}`,
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-5-5',
        content: [
          { type: 'text', text: `${sentence(20 + Math.floor(random() * 60))}${leak ? ` ${secret()}` : ''}` },
          { type: 'tool_use', id: `toolu_${chars(ALNUM, 24)}`, name: 'bash', input: { command: `git log --oneline -n 5 -- ${path()} && npm test` } },
        ],
        stop_reason: 'tool_use',
        usage: {
          input_tokens: Math.floor(random() * 5000),
          output_tokens: Math.floor(random() * 800),
          cache_read_input_tokens: Math.floor(random() * 90000),
          cache_creation_input_tokens: 0,
        },
      },
      parent_tool_use_id: null,
      session_id: sessionId,
      uuid: uuid(),
    };
  }
  if (kind < 0.85) {
    return {
      type: 'user',
      message: {
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: `toolu_${chars(ALNUM, 24)}`,
            content: `${codeBlock(10 + Math.floor(random() * 60))}${leak ? `\n${secret()}` : ''}`,
            is_error: false,
          },
        ],
      },
      parent_tool_use_id: null,
      session_id: sessionId,
      uuid: uuid(),
    };
  }
  return {
    type: 'system',
    subtype: 'api_retry',
    attempt: 1 + Math.floor(random() * 3),
    retry_delay_ms: Math.floor(random() * 4000),
    error: `overloaded_error: ${sentence(6)}`,
    session_id: sessionId,
    uuid: uuid(),
  };
}

function best(runs: number, fn: () => void): number {
  fn(); // warm-up
  let fastest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    fn();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const env = secretEnvironment();
  const redactor = createRedactor({ env });
  const sessionId = uuid();
  const events: unknown[] = [];
  let bytes = 0;
  while (bytes < args.mb * 1024 * 1024) {
    const item = event(env, sessionId);
    events.push(item);
    bytes += JSON.stringify(item).length + 1;
  }
  const lines = events.map((item) => JSON.stringify(item));
  const whole = `${lines.join('\n')}\n`;
  const mb = Buffer.byteLength(whole) / (1024 * 1024);

  let sink = 0;
  const stringifyMs = best(args.runs, () => {
    for (const item of events) sink += JSON.stringify(item).length;
  });
  let redacted = 0;
  const redactMs = best(args.runs, () => {
    redacted = 0;
    for (const line of lines) {
      const out = redactor.redact(line);
      if (out !== line) redacted += 1;
      sink += out.length;
    }
  });
  const streamMs = best(args.runs, () => {
    const stream = createStreamRedactor(redactor);
    for (let i = 0; i < whole.length; i += 65536) sink += stream.push(whole.slice(i, i + 65536)).length;
    sink += stream.end().length;
  });

  const leaked = Object.entries(env)
    .filter(([name]) => redactor.secretNames.includes(name))
    .filter(([, value]) => lines.some((line) => redactor.redact(line).includes(value)));
  const rate = (ms: number): number => mb / (ms / 1000);
  const row = (label: string, ms: number): string =>
    `${label.padEnd(22)} ${ms.toFixed(1).padStart(9)} ms ${rate(ms).toFixed(1).padStart(9)} MB/s   ${(rate(ms) / rate(stringifyMs)).toFixed(2)}x baseline`;
  console.log(`${lines.length} lines, ${mb.toFixed(1)} MB, ${redactor.secretNames.length} secret variables, ${redacted} lines with a secret`);
  console.log(row('JSON.stringify', stringifyMs));
  console.log(row('redact(line)', redactMs));
  console.log(row('stream (64 KiB chunks)', streamMs));
  if (leaked.length > 0) console.log(`LEAKED: ${leaked.map(([name]) => name).join(', ')}`);
  console.log(
    JSON.stringify({
      bench: 'redact',
      mb: round(mb),
      lines: lines.length,
      secrets: redactor.secretNames.length,
      lines_with_secret: redacted,
      stringify_mb_s: round(rate(stringifyMs)),
      redact_mb_s: round(rate(redactMs)),
      stream_mb_s: round(rate(streamMs)),
      redact_ratio: round(rate(redactMs) / rate(stringifyMs)),
      stream_ratio: round(rate(streamMs) / rate(stringifyMs)),
      leaked: leaked.length,
      sink: sink > 0,
    }),
  );
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

main();
