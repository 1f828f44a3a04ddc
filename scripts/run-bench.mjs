// Runs every benchmark: builds first (some measure dist/), then each bench/*.ts in its own
// process, in name order, with its output streamed as it comes. Each bench ends its output with
// one JSON line; this collects those lines and prints a summary: the key numbers, the targets and
// whether each was met.
//
//   npm run bench                 every bench
//   npm run bench -- decisions    the benches whose file name contains "decisions"
//
// A bench that crashes (non-zero exit, a signal, no JSON line) fails the run. A missed target is
// reported as MISSED and does not: targets are ratios on a shared machine, for people to read.
//
// The JSON line a bench prints: {"bench": name, ...numbers}. Targets are read from
// "targets": {key: limit} with "pass": {key: boolean} (the number is the field of the same key),
// or else from top-level booleans named pass/ok or *_target (and top-level target* numbers).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');

/** Runs a command with its output passed through; resolves with its exit code, and the last JSON object it printed. */
function run(command, args, { collect = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', collect ? 'pipe' : 'inherit', 'inherit'] });
    let pending = '';
    let last = null;
    const consider = (line) => {
      const text = line.trim();
      if (!text.startsWith('{')) return;
      try {
        const value = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) last = value;
      } catch {
        // A line that only looks like JSON is part of the bench's own output.
      }
    };
    if (collect) {
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(consider);
      });
    }
    child.on('error', (error) => resolve({ code: null, signal: null, error, result: last }));
    child.on('close', (code, signal) => {
      if (pending) consider(pending);
      resolve({ code, signal, error: null, result: last });
    });
  });
}

function formatNumber(value) {
  if (typeof value !== 'number') return String(value);
  if (Number.isInteger(value)) return String(value);
  return String(Math.round(value * 1000) / 1000);
}

/** The rows of a bench's summary: [label, value, target, status]. */
function summarize(result) {
  const rows = [];
  if (result.targets && typeof result.targets === 'object' && result.pass && typeof result.pass === 'object') {
    for (const [key, target] of Object.entries(result.targets)) {
      const passed = result.pass[key];
      rows.push([key, key in result ? formatNumber(result[key]) : '', formatNumber(target), passed === true ? 'ok' : passed === false ? 'MISSED' : 'n/a']);
    }
    for (const [key, passed] of Object.entries(result.pass)) {
      if (!(key in result.targets))
        rows.push([key, key in result ? formatNumber(result[key]) : '', '', passed === true ? 'ok' : passed === false ? 'MISSED' : 'n/a']);
    }
    return rows;
  }
  const targets = Object.entries(result).filter(([key, value]) => /^target/.test(key) && typeof value === 'number');
  const flags = Object.entries(result).filter(([key, value]) => typeof value === 'boolean' && /^(pass|passed|ok)$|target/.test(key));
  const numbers = [];
  for (const [key, value] of Object.entries(result)) {
    if (key === 'bench' || /^target/.test(key)) continue;
    if (typeof value === 'number') numbers.push(`${key}=${formatNumber(value)}`);
    else if (value && typeof value === 'object' && typeof value.median === 'number') numbers.push(`${key}=${formatNumber(value.median)}`);
  }
  const shown = numbers.slice(0, 6).join(' ') + (numbers.length > 6 ? ` (+${numbers.length - 6} more)` : '');
  const target = targets.map(([key, value]) => `${key}=${formatNumber(value)}`).join(' ');
  if (flags.length === 0) {
    rows.push(['result', shown, target, 'n/a']);
  } else {
    flags.forEach(([key, passed], i) => rows.push([key, i === 0 ? shown : '', i === 0 ? target : '', passed ? 'ok' : 'MISSED']));
  }
  return rows;
}

function printSummary(outcomes) {
  const lines = [];
  for (const outcome of outcomes) {
    if (!outcome.result) {
      lines.push([outcome.name, 'CRASHED', outcome.why, '', 'FAILED']);
      continue;
    }
    summarize(outcome.result).forEach((row, i) => lines.push([i === 0 ? outcome.name : '', ...row]));
  }
  const header = ['bench', 'measure', 'value', 'target', 'status'];
  const widths = header.map((h, i) => Math.min(70, Math.max(h.length, ...lines.map((line) => String(line[i]).length))));
  const cell = (text, i) => {
    const s = String(text);
    return s.length > widths[i] ? `${s.slice(0, widths[i] - 1)}…` : s.padEnd(widths[i]);
  };
  console.log('\nBenchmark summary');
  console.log(header.map(cell).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(line.map(cell).join('  ').trimEnd());
}

async function main() {
  const filters = process.argv.slice(2);
  const benches = readdirSync(benchDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort()
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  if (benches.length === 0) {
    console.error(`run-bench: no bench/*.ts${filters.length ? ` matching ${filters.join(', ')}` : ''}`);
    process.exitCode = 1;
    return;
  }

  console.log('run-bench: npm run build');
  const build = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
  if (build.code !== 0) {
    console.error(`run-bench: the build failed (${build.error ? build.error.message : `exit ${build.code}`}); no bench was run`);
    process.exitCode = 1;
    return;
  }

  const outcomes = [];
  for (const file of benches) {
    const name = file.replace(/\.ts$/, '');
    console.log(`\nrun-bench: ${name} (node --import tsx bench/${file})`);
    const started = Date.now();
    const outcome = await run(process.execPath, ['--import', 'tsx', join('bench', file)], { collect: true });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    let why = '';
    if (outcome.error) why = outcome.error.message;
    else if (outcome.signal) why = `killed by ${outcome.signal}`;
    else if (outcome.code !== 0) why = `exit ${outcome.code}`;
    else if (!outcome.result) why = 'no JSON line at the end of its output';
    outcomes.push({ name, result: why ? null : outcome.result, why });
    console.log(`run-bench: ${name} ${why ? `CRASHED (${why})` : 'done'} in ${seconds} s`);
  }

  printSummary(outcomes);
  const crashed = outcomes.filter((o) => !o.result);
  const missed = outcomes.filter((o) => o.result && summarize(o.result).some((row) => row[3] === 'MISSED'));
  console.log(
    `\n${outcomes.length} bench(es): ${crashed.length} crashed, ${missed.length} missed a target${missed.length ? ` (MISSED: ${missed.map((o) => o.name).join(', ')})` : ''}`,
  );
  if (crashed.length > 0) process.exitCode = 1;
}

await main();
