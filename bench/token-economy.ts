// How many input tokens does `index` + ranged `read` save on a real task? Every token a tool
// returns is billed again, from the cache or not, on every later turn.
//
//   npx tsx bench/token-economy.ts
//
// One fixed task, run twice by the real agent loop (real SDK, real tools, real policy) against
// the fake Messages API with the API's prompt-cache rules (minCacheableTokens 1024): find the
// function `roundLateFee` (near the middle) of a generated ~3,000-line TypeScript file and change
// one line of it.
//   - index: `index` the file, `read` only the function's line range, `edit`, done;
//   - whole file: `read` the file from the top, page after page as read's closing note says
//     (a page is at most 2,000 lines or 100 KiB), until the function is seen, `edit`, done. It
//     stops as soon as it has seen the function, so the baseline is as cheap as whole-file
//     reading gets.
// Reports what the fake server billed per request (input, cache writes, cache reads; the
// dollar cost from the price table) and the reduction, then one JSON line
// ({"bench":"token-economy", ...}) for a runner to collect. Target: at least 40% fewer tokens.
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Anthropic } from '@anthropic-ai/sdk';
import { systemClock } from '../src/agent/clock.js';
import { createLocalToolHost } from '../src/agent/local-tools.js';
import { DEFAULT_LIMITS, runAgent } from '../src/agent/loop.js';
import { createRedactor } from '../src/agent/redact.js';
import { tablePricing } from '../src/agent/table-pricing.js';
import { loadBashParser } from '../src/bash/parser.js';
import { loadPolicy } from '../src/policy/load.js';
import { lastToolResults, startFakeMessagesServer, type ScriptedResponse, type ScriptRequest } from '../src/demo/index.js';

const MODEL = 'claude-sonnet-5-5';
const TARGET_REDUCTION = 0.4;
const FILE = 'src/billing.ts';
const TARGET = 'roundLateFee';
const OLD_LINE = `  const lateFeeRate = RATES.${TARGET};`;
const NEW_LINE = `  const lateFeeRate = RATES.${TARGET} * graceFactor(invoice);`;

interface Billed {
  requests: number;
  input: number;
  cacheWrite: number;
  cacheRead: number;
  /** input + cache writes + cache reads: every input token the API billed, at whatever rate. */
  total: number;
  usd: number;
  toolResultBytes: number;
}

/** A deterministic TypeScript module of about 3,000 lines: types, constants, 154 functions, a class. */
function generateModule(): string {
  const lines: string[] = [
    '// Billing rules for invoices, generated for the token-economy benchmark.',
    "import { Decimal } from './decimal.js';",
    "import type { Customer, Invoice, LineItem } from './model.js';",
    '',
  ];
  const names: string[] = [];
  const verbs = ['compute', 'apply', 'validate', 'format', 'round', 'merge', 'split', 'summarize', 'normalize', 'estimate', 'reconcile'];
  const nouns = [
    'Tax',
    'Discount',
    'Subtotal',
    'Shipping',
    'Credit',
    'Refund',
    'Deposit',
    'Surcharge',
    'Rebate',
    'Balance',
    'LateFee',
    'Coupon',
    'Invoice',
    'Ledger',
  ];
  for (const verb of verbs) for (const noun of nouns) names.push(`${verb}${noun}`);
  lines.push('export const RATES: Record<string, number> = {');
  for (const name of names) lines.push(`  ${name}: ${((name.length * 7) % 23) / 100},`);
  lines.push('};', '');
  lines.push(
    'export interface BillingContext {',
    '  customer: Customer;',
    '  currency: string;',
    '  today: Date;',
    '  roundingMode: "half-up" | "half-even";',
    '}',
    '',
  );
  for (const [index, name] of names.entries()) {
    const rateVariable = name === TARGET ? 'lateFeeRate' : `${name}Rate`;
    lines.push(`/** ${name}: one billing rule of the generated module (rule ${index + 1}). */`);
    lines.push(`export function ${name}(invoice: Invoice, context: BillingContext): Decimal {`);
    lines.push(`  const ${rateVariable} = RATES.${name};`);
    lines.push(`  let amount = new Decimal(0);`);
    lines.push(`  for (const item of invoice.items as LineItem[]) {`);
    lines.push(`    if (item.quantity <= 0) continue;`);
    lines.push(`    const base = new Decimal(item.unitPrice).times(item.quantity);`);
    lines.push(`    amount = amount.plus(base.times(${rateVariable}));`);
    lines.push(`  }`);
    lines.push(`  if (context.customer.tier === 'gold') amount = amount.times(0.9);`);
    lines.push(`  if (invoice.currency !== context.currency) {`);
    lines.push(`    throw new Error(\`${name}: currency \${invoice.currency} is not \${context.currency}\`);`);
    lines.push(`  }`);
    lines.push(`  const rounded = amount.toDecimalPlaces(2, context.roundingMode === 'half-up' ? 4 : 6);`);
    lines.push(`  return rounded.isNegative() ? new Decimal(0) : rounded;`);
    lines.push(`}`);
    lines.push('');
  }
  lines.push('export class BillingRun {', '  private readonly results = new Map<string, Decimal>();', '');
  for (const name of names.slice(0, 40)) {
    lines.push(
      `  ${name}(invoice: Invoice, context: BillingContext): Decimal {`,
      `    const value = ${name}(invoice, context);`,
      `    this.results.set('${name}', value);`,
      '    return value;',
      '  }',
      '',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

/** The scripted model of each variant: what it asks for, given the last tool results. */
function indexScript(request: ScriptRequest, turn: number): ScriptedResponse | null {
  if (turn === 0)
    return {
      content: [
        { type: 'text', text: 'Outlining the file first.' },
        { type: 'tool_use', name: 'index', input: { path: FILE } },
      ],
    };
  if (turn === 1) {
    const outline = lastToolResults(request.body)[0]?.content ?? '';
    const found = new RegExp(`function ${TARGET}\\(.*\\[(\\d+)-(\\d+)\\]`).exec(outline);
    if (!found) throw new Error(`the index output does not list ${TARGET}`);
    const start = Number(found[1]);
    const end = Number(found[2]);
    return { content: [{ type: 'tool_use', name: 'read', input: { path: FILE, offset: start, limit: end - start + 1 } }] };
  }
  if (turn === 2) return { content: [{ type: 'tool_use', name: 'edit', input: { path: FILE, old_string: OLD_LINE, new_string: NEW_LINE } }] };
  if (turn === 3) return { content: `Changed ${TARGET} to scale the late fee by graceFactor(invoice).` };
  return null;
}

function lastCallName(request: ScriptRequest): string | null {
  const assistant = request.body.messages.filter((m) => m.role === 'assistant').at(-1);
  const blocks = Array.isArray(assistant?.content) ? assistant.content : [];
  return String(blocks.find((b) => b.type === 'tool_use')?.name ?? '') || null;
}

/** Reads the file from the top, page after page as read's closing note says, until the function is seen. */
function wholeFileScript(request: ScriptRequest, turn: number): ScriptedResponse | null {
  if (turn === 0)
    return {
      content: [
        { type: 'text', text: 'Reading the file.' },
        { type: 'tool_use', name: 'read', input: { path: FILE } },
      ],
    };
  const last = lastToolResults(request.body)[0]?.content ?? '';
  if (lastCallName(request) === 'edit') return { content: `Changed ${TARGET} to scale the late fee by graceFactor(invoice).` };
  if (last.includes(`function ${TARGET}(`))
    return { content: [{ type: 'tool_use', name: 'edit', input: { path: FILE, old_string: OLD_LINE, new_string: NEW_LINE } }] };
  const next = /read with offset=(\d+)/.exec(last);
  if (next) return { content: [{ type: 'tool_use', name: 'read', input: { path: FILE, offset: Number(next[1]) } }] };
  throw new Error(`whole-file script: unexpected tool result at turn ${turn}: ${last.slice(0, 200)}`);
}

async function runVariant(name: string, source: string, script: (request: ScriptRequest, turn: number) => ScriptedResponse | null): Promise<Billed> {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bench-tokens-')));
  const workspace = join(root, 'ws');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  mkdirSync(join(workspace, 'src'), { recursive: true });
  const policyFile = join(workspace, '.github', 'leash.yml');
  writeFileSync(policyFile, 'version: 1\ndefault: deny\ntools:\n  write: { allow: ["src/**"] }\n');
  writeFileSync(join(workspace, FILE), source);
  const server = await startFakeMessagesServer({ minCacheableTokens: 1024, script: (request, index) => script(request, index) });
  try {
    const parser = await loadBashParser();
    const policy = await loadPolicy(policyFile, { workspace, home: root, parser });
    const pricing = tablePricing();
    const result = await runAgent({
      client: new Anthropic({ apiKey: 'bench', baseURL: server.url, maxRetries: 0 }),
      model: MODEL,
      prompt: `In ${FILE}, make ${TARGET} scale the late fee rate by graceFactor(invoice).`,
      policy,
      policyPath: policyFile,
      parser,
      tools: await createLocalToolHost({ workspace, policy, env: { PATH: process.env.PATH } }),
      pricing,
      redactor: createRedactor({ env: {} }),
      clock: systemClock,
      limits: { ...DEFAULT_LIMITS, maxTurns: 10 },
      sessionDir: join(root, 'sessions'),
      leashVersion: 'bench',
      apiKeySource: 'ANTHROPIC_API_KEY',
      subagents: false,
    });
    if (result.subtype !== 'success') throw new Error(`${name}: the run ended with ${result.subtype}: ${result.result}`);
    if (!readFileSync(join(workspace, FILE), 'utf8').includes(NEW_LINE)) throw new Error(`${name}: the edit did not land`);
    const billed: Billed = { requests: 0, input: 0, cacheWrite: 0, cacheRead: 0, total: 0, usd: 0, toolResultBytes: 0 };
    for (const request of server.requests) {
      if (request.path !== '/v1/messages' || !request.usage) continue;
      const usage = request.usage;
      billed.requests += 1;
      billed.input += usage.input_tokens;
      billed.cacheWrite += usage.cache_creation_input_tokens;
      billed.cacheRead += usage.cache_read_input_tokens;
      billed.usd += pricing.costOf(MODEL, { ...usage, cache_creation: null, server_tool_use: null, service_tier: null } as never);
    }
    billed.total = billed.input + billed.cacheWrite + billed.cacheRead;
    const last = server.requests.filter((r) => r.path === '/v1/messages').at(-1);
    billed.toolResultBytes = JSON.stringify((last?.body as { messages: unknown[] }).messages.slice(1)).length;
    if (Math.abs(billed.usd - result.total_cost_usd) > 1e-5) throw new Error(`${name}: billed $${billed.usd} but the envelope says $${result.total_cost_usd}`);
    return billed;
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function pad(text: string | number, width: number): string {
  const value = typeof text === 'number' ? text.toLocaleString('en-US') : text;
  return value.length >= width ? value : ' '.repeat(width - value.length) + value;
}

async function main(): Promise<void> {
  const source = generateModule();
  const lineCount = source.split('\n').length;
  const index = await runVariant('index', source, indexScript);
  const whole = await runVariant('whole file', source, wholeFileScript);
  const reduction = 1 - index.total / whole.total;
  const usdReduction = 1 - index.usd / whole.usd;

  console.log(
    `token economy: find ${TARGET} in a ${lineCount.toLocaleString('en-US')}-line TypeScript file (${Buffer.byteLength(source).toLocaleString('en-US')} bytes) and change one line`,
  );
  console.log(`model ${MODEL}, fake Messages API with prompt caching (min cacheable 1,024 tokens)\n`);
  const header = ['variant', 'requests', 'input', 'cache write', 'cache read', 'total billed', 'USD', 'history bytes'];
  const widths = [12, 9, 9, 12, 11, 13, 10, 14];
  console.log(header.map((h, i) => pad(h, widths[i]!)).join(' '));
  for (const [name, row] of [
    ['index+range', index],
    ['whole file', whole],
  ] as const) {
    const cells = [name, row.requests, row.input, row.cacheWrite, row.cacheRead, row.total, `$${row.usd.toFixed(5)}`, row.toolResultBytes];
    console.log(cells.map((c, i) => pad(c, widths[i]!)).join(' '));
  }
  console.log(
    `\nreduction: ${(reduction * 100).toFixed(1)}% fewer input tokens billed (target at least ${TARGET_REDUCTION * 100}%), ${(usdReduction * 100).toFixed(1)}% fewer dollars`,
  );
  console.log(`target ${reduction >= TARGET_REDUCTION ? 'met' : 'MISSED'}`);
  console.log(
    JSON.stringify({
      bench: 'token-economy',
      file_lines: lineCount,
      file_bytes: Buffer.byteLength(source),
      index: {
        requests: index.requests,
        input_tokens: index.input,
        cache_write_tokens: index.cacheWrite,
        cache_read_tokens: index.cacheRead,
        total_tokens: index.total,
        usd: Number(index.usd.toFixed(6)),
      },
      whole_file: {
        requests: whole.requests,
        input_tokens: whole.input,
        cache_write_tokens: whole.cacheWrite,
        cache_read_tokens: whole.cacheRead,
        total_tokens: whole.total,
        usd: Number(whole.usd.toFixed(6)),
      },
      reduction_tokens: Number(reduction.toFixed(4)),
      reduction_usd: Number(usdReduction.toFixed(4)),
      target_reduction: TARGET_REDUCTION,
      pass: reduction >= TARGET_REDUCTION,
    }),
  );
  if (reduction < TARGET_REDUCTION) process.exitCode = 1;
}

await main();
