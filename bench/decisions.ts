// How fast and how lean is a decision? On the command corpus (bench/corpus/ci-commands.txt) and
// its policy, in one run:
//   (a) median and p99 µs of a full decision (decideBashCommand, real file system), after warm-up;
//   (b) median µs of a bare tree-sitter parse of the same commands (web-tree-sitter's
//       Parser.parse + tree.delete(), same language and runtime), timed interleaved with (a), and
//       the ratio of the two medians; beside it, the parse a decision makes itself (through the
//       runtime's parse export, src/bash/parser.ts), so the share of the gain that is glue shows;
//       and the bare parse followed by the file-system calls the decision makes, and nothing else:
//       the least a decision could cost if its walk and rules cost nothing, and the decision median
//       against it (target <= 1.3x);
//   (c) wall time of one `node dist/cli.js check …` process against `node -e 0`;
//   (d) the same process with LEASH_WASM_TIERING=default (V8's own wasm tiering budget);
//   (e) memory growth over 10,000 decisions (and trees left alive), against the growth of as
//       many trees kept alive.
// Every target is a ratio against a baseline measured in this run, never an absolute time.
//
//   npx tsx bench/decisions.ts [--rounds N] [--cli-runs N]
//
// Prints a table, then one JSON line ({"bench":"decisions", ...}) for scripts/run-bench.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Parser } from 'web-tree-sitter';
import { loadBashParser, type BashParser } from '../src/bash/index.js';
import { findGrammarDir, loadLanguage, treeCounts } from '../src/bash/parser.js';
import { emptyFileSystem, realFileSystem, type FileSystemView } from '../src/paths/resolve.js';
import { decideBashCommand, loadPolicy, type Decision, type Policy } from '../src/policy/index.js';
import { CORPUS_POLICY, readCorpus } from './corpus/read.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(REPO, 'dist', 'cli.js');

const TARGETS = {
  /** Decision median over bare-parse median. */
  decision_parse_ratio: 1.5,
  /** Decision median over the median of (bare parse + that decision's own file-system calls, replayed alone). */
  decision_floor_ratio: 1.3,
  /** `leash check` process wall time over `node -e 0`. */
  cli_node_ratio: 3,
  /** RSS growth of 10,000 decisions (least of three batches) over that of 10,000 trees kept alive; and no tree left alive. */
  memory_leak_ratio: 0.1,
};

const MEMORY_DECISIONS = 10_000;
/** Measured batches of MEMORY_DECISIONS each, after one to warm up. */
const MEMORY_BATCHES = 3;

interface Options {
  rounds: number;
  cliRuns: number;
}

function parseOptions(args: string[]): Options {
  const options: Options = { rounds: 9, cliRuns: 21 };
  for (let i = 0; i < args.length; i++) {
    const value = Number(args[i + 1]);
    if (args[i] === '--rounds' && value >= 3) options.rounds = value;
    else if (args[i] === '--cli-runs' && value >= 15) options.cliRuns = value;
    else throw new Error(`unknown or bad option ${args[i]} ${args[i + 1] ?? ''}; expected --rounds N (>= 3) or --cli-runs N (>= 15)`);
    i++;
  }
  return options;
}

// ---------------------------------------------------------------- the workspace

/** A small repository on disk, so paths resolve against real directories and symlinks, as in CI. */
function makeWorkspace(): { root: string; workspace: string; home: string } {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-bench-')));
  const workspace = join(root, 'ws');
  const home = join(root, 'home');
  const dirs = [
    'src/cli',
    'src/policy',
    'src/bash',
    'src/utils',
    'test/policy',
    'test/bash',
    'lib',
    'packages/app/src',
    'packages/api/src',
    'apps/web',
    'docs',
    'scripts',
    'build',
    'dist',
    'coverage',
    'tests/unit',
    'cmd/server',
    'pkg/api',
    '.github/workflows',
    'node_modules/.bin',
    'out',
    'tmp',
  ];
  for (const dir of dirs) mkdirSync(join(workspace, dir), { recursive: true });
  mkdirSync(join(home, '.ssh'), { recursive: true });
  const files = [
    'package.json',
    'README.md',
    'tsconfig.json',
    'src/index.ts',
    'src/cli/main.ts',
    'src/policy/decide.ts',
    'src/bash/decompose.ts',
    'test/policy/decide.test.ts',
    '.env',
    '.env.example',
    '.github/workflows/ci.yml',
    'scripts/build.sh',
    'lib/parser.js',
    'build.log',
  ];
  for (const file of files) writeFileSync(join(workspace, file), '');
  writeFileSync(join(home, '.ssh', 'id_rsa'), '');
  // A checkout often has links: a `current` build, and vendored tools pointing elsewhere.
  symlinkSync('build', join(workspace, 'current'));
  symlinkSync('../packages/app/src', join(workspace, 'apps', 'web', 'src'));
  return { root, workspace, home };
}

// ---------------------------------------------------------------- (a) and (b)

interface Timings {
  decisionMedian: number;
  decisionP99: number;
  parseMedian: number;
  parseP99: number;
  /** The parse a decision makes (BashParser.parse): the same tree, without Parser.parse's per-call glue. */
  decisionParseMedian: number;
  /** Median over commands of each command's own decision/parse ratio. */
  perCommandRatioMedian: number;
  /** The same decisions with a file system that holds nothing: what the symlink checks cost. */
  lexicalDecisionMedian: number;
  /**
   * Each command's bare parse followed by the very file-system calls its decision makes, and
   * nothing else: what a decision would cost if its walk and rules were free.
   */
  floorMedian: number;
  /** Median of the file-system calls a decision makes, per command. */
  fsCallsMedian: number;
}

/** One file-system call a decision made: the view's method and its path. */
type Lookup = readonly [method: 'lookupLink' | 'realPath' | 'isDirectory' | 'readSymlink' | 'readDirectory' | 'hardLinkCount', path: string];

/**
 * The file-system calls each command's decision makes, in order, recorded below the decision's
 * own per-call cache (so each is a call that really reaches the file system).
 */
function recordLookups(policy: Policy, parser: BashParser, commands: readonly string[]): Lookup[][] {
  let calls: Lookup[] = [];
  const real = realFileSystem;
  const recording: FileSystemView = {
    readSymlink: (path) => (calls.push(['readSymlink', path]), real.readSymlink(path)),
    isDirectory: (path) => (calls.push(['isDirectory', path]), real.isDirectory(path)),
    lookupLink: (path) => (calls.push(['lookupLink', path]), real.lookupLink!(path)),
    realPath: (path) => (calls.push(['realPath', path]), real.realPath!(path)),
    readDirectory: (path) => (calls.push(['readDirectory', path]), real.readDirectory!(path)),
    hardLinkCount: (path) => (calls.push(['hardLinkCount', path]), real.hardLinkCount!(path)),
  };
  const recorded: Policy = { ...policy, fs: recording };
  return commands.map((command) => {
    calls = [];
    decideBashCommand(recorded, parser, command);
    return calls;
  });
}

/** Makes the recorded calls again on the real file system. */
function replayLookups(lookups: readonly Lookup[]): void {
  for (const [method, path] of lookups) realFileSystem[method]!(path);
}

/** The shuffles are the same in every run, so two runs differ only by the machine. */
const ORDER_SEED = 0x1ea5;

/** mulberry32: a small seeded generator, enough to shuffle five steps. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates, in place. */
function shuffle(items: number[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const kept = items[i]!;
    items[i] = items[j]!;
    items[j] = kept;
  }
}

function now(): bigint {
  return process.hrtime.bigint();
}

function micros(from: bigint, to: bigint): number {
  return Number(to - from) / 1000;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Each command is decided, parsed bare, parsed as a decision parses, decided on a lexical file
 * system, and parsed with its decision's file-system calls made again, back to back, `rounds`
 * times; its time is the median of its rounds, so noise from the rest of the machine hits all five
 * alike. The five run in a shuffled order, a new one for every command and round: a step right after another step on the same command finds that command's
 * code and data in the caches, and a fixed order (rotating keeps who follows whom) would hand that
 * advantage to the same step every time. It gave the decision about 0.1x of a parse.
 */
function timeDecisions(policy: Policy, lexical: Policy, parser: BashParser, bare: Parser, commands: readonly string[], rounds: number): Timings {
  const samples = {
    decide: commands.map((): number[] => []),
    parse: commands.map((): number[] => []),
    decisionParse: commands.map((): number[] => []),
    lexical: commands.map((): number[] => []),
    floor: commands.map((): number[] => []),
  };
  const lookups = recordLookups(policy, parser, commands);
  let index = 0;
  const steps: Array<{ into: number[][]; run: (command: string) => void }> = [
    { into: samples.decide, run: (command) => decideBashCommand(policy, parser, command) },
    { into: samples.parse, run: (command) => bare.parse(command)!.delete() },
    { into: samples.decisionParse, run: (command) => parser.parse(command).delete() },
    { into: samples.lexical, run: (command) => decideBashCommand(lexical, parser, command) },
    {
      into: samples.floor,
      run: (command) => {
        bare.parse(command)!.delete();
        replayLookups(lookups[index]!);
      },
    },
  ];
  const random = seededRandom(ORDER_SEED);
  const order = steps.map((_, index) => index);
  for (let round = 0; round < rounds; round++) {
    const forward = round % 2 === 0;
    for (let k = 0; k < commands.length; k++) {
      const i = forward ? k : commands.length - 1 - k;
      const command = commands[i]!;
      index = i;
      shuffle(order, random);
      for (const s of order) {
        const step = steps[s]!;
        const start = now();
        step.run(command);
        step.into[i]!.push(micros(start, now()));
      }
    }
  }
  const decideEach = samples.decide.map(median).sort((x, y) => x - y);
  const parseEach = samples.parse.map(median).sort((x, y) => x - y);
  const ratios = samples.decide.map((runs, i) => median(runs) / median(samples.parse[i]!));
  return {
    decisionMedian: median(decideEach),
    decisionP99: quantile(decideEach, 0.99),
    parseMedian: median(parseEach),
    parseP99: quantile(parseEach, 0.99),
    decisionParseMedian: median(samples.decisionParse.map(median)),
    perCommandRatioMedian: median(ratios),
    lexicalDecisionMedian: median(samples.lexical.map(median)),
    floorMedian: median(samples.floor.map(median)),
    fsCallsMedian: median(lookups.map((calls) => calls.length)),
  };
}

// ---------------------------------------------------------------- (c) and (d)

interface ProcessTimings {
  nodeMs: number;
  cliMs: number;
  cliDefaultTieringMs: number;
}

function timeProcess(args: string[], env: NodeJS.ProcessEnv, expectCode: number): number {
  const start = now();
  const result = spawnSync(process.execPath, args, { env, encoding: 'utf8', cwd: REPO });
  const ms = micros(start, now()) / 1000;
  if (result.error) throw result.error;
  if (result.status !== expectCode) {
    throw new Error(`${args.join(' ')} exited ${result.status}, expected ${expectCode}: ${result.stderr.trim()}`);
  }
  return ms;
}

/** Runs the three process kinds in rotating order, so drift in the machine's load hits each alike. */
function timeProcesses(workspace: string, home: string, runs: number): ProcessTimings {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing; run npm run build first (npm run bench does)`);
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, GITHUB_WORKSPACE: workspace };
  delete env.LEASH_WASM_TIERING;
  delete env.NODE_OPTIONS;
  const check = [CLI, 'check', '--policy', CORPUS_POLICY, '--cwd', workspace, '--', 'git status && npm test 2>&1 | head -n 50'];
  const kinds: Array<{ name: keyof ProcessTimings; run: () => number }> = [
    { name: 'nodeMs', run: () => timeProcess(['-e', '0'], env, 0) },
    { name: 'cliMs', run: () => timeProcess(check, env, 0) },
    { name: 'cliDefaultTieringMs', run: () => timeProcess(check, { ...env, LEASH_WASM_TIERING: 'default' }, 0) },
  ];
  const samples: Record<keyof ProcessTimings, number[]> = { nodeMs: [], cliMs: [], cliDefaultTieringMs: [] };
  // One unmeasured run of each fills the page cache.
  for (const kind of kinds) kind.run();
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(round + k) % kinds.length]!;
      samples[kind.name].push(kind.run());
    }
  }
  return { nodeMs: median(samples.nodeMs), cliMs: median(samples.cliMs), cliDefaultTieringMs: median(samples.cliDefaultTieringMs) };
}

// ---------------------------------------------------------------- (e)

interface MemoryResult {
  rssBeforeMb: number;
  rssAfterMb: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  /** The least RSS growth of the measured batches. */
  leastGrowthMb: number;
  /** Trees the decisions parsed, and how many were still alive after them. */
  treesParsed: number;
  treesAlive: number;
  /** RSS growth of as many trees as decisions, kept alive: what a leak would cost. */
  leakControlMb: number;
  /** The least growth of a batch of decisions over the growth of the control. */
  leakRatio: number;
}

function collectGarbage(): void {
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
}

function mb(bytes: number): number {
  return bytes / (1024 * 1024);
}

function measureMemory(policy: Policy, parser: BashParser, commands: readonly string[]): MemoryResult {
  const batch = () => {
    for (let i = 0; i < MEMORY_DECISIONS; i++) decideBashCommand(policy, parser, commands[i % commands.length]!);
  };
  // A first batch fills the heap and the wasm memory to their working size.
  batch();
  const countsBefore = treeCounts();
  // Then three measured batches: a leak grows RSS in each; the least growth is what stays.
  const batches: Array<{ before: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage }> = [];
  for (let b = 0; b < MEMORY_BATCHES; b++) {
    collectGarbage();
    const before = process.memoryUsage();
    batch();
    collectGarbage();
    batches.push({ before, after: process.memoryUsage() });
  }
  const growth = Math.min(...batches.map(({ before, after }) => Math.max(0, after.rss - before.rss)));
  const countsAfter = treeCounts();

  // The control: as many trees as one batch parses, kept alive. Wasm memory grows and never
  // shrinks, so this runs last; it is what each batch would add had decisions leaked their trees.
  const controlBefore = process.memoryUsage().rss;
  const kept = [];
  for (let i = 0; i < MEMORY_DECISIONS; i++) kept.push(parser.parse(commands[i % commands.length]!));
  const controlAfter = process.memoryUsage().rss;
  for (const tree of kept) tree.delete();
  const control = Math.max(1, controlAfter - controlBefore);
  const first = batches[0]!;
  return {
    rssBeforeMb: mb(first.before.rss),
    rssAfterMb: mb(first.after.rss),
    heapBeforeMb: mb(first.before.heapUsed),
    heapAfterMb: mb(first.after.heapUsed),
    leastGrowthMb: mb(growth),
    treesParsed: countsAfter.parsed - countsBefore.parsed,
    treesAlive: countsAfter.alive,
    leakControlMb: mb(control),
    leakRatio: growth / control,
  };
}

// ---------------------------------------------------------------- report

function tally(policy: Policy, parser: BashParser, commands: readonly string[]): Record<Decision['decision'], number> {
  const counts = { allow: 0, prompt: 0, deny: 0 };
  for (const command of commands) counts[decideBashCommand(policy, parser, command).decision]++;
  return counts;
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function row(label: string, value: string, note = ''): string {
  return `  ${label.padEnd(44)} ${value.padStart(12)}  ${note}`;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // As src/cli/bin.ts does for every leash process, before the grammar is compiled; and a
  // callable gc() for the memory measure.
  v8.setFlagsFromString('--wasm-tiering-budget=1000000000');
  v8.setFlagsFromString('--expose-gc');

  const commands = readCorpus();
  const { root, workspace, home } = makeWorkspace();
  try {
    const parser = await loadBashParser();
    // The baseline: web-tree-sitter's own parser, as anyone parsing bash with it would call it.
    const bare = new Parser();
    bare.setLanguage(await loadLanguage(findGrammarDir(), 'tree-sitter-bash.wasm'));
    const policy = await loadPolicy(CORPUS_POLICY, { workspace, home, parser });
    const lexical: Policy = { ...policy, fs: emptyFileSystem };

    for (let pass = 0; pass < 3; pass++) {
      for (const command of commands) {
        decideBashCommand(policy, parser, command);
        parser.parse(command).delete();
        bare.parse(command)!.delete();
      }
    }
    const counts = tally(policy, parser, commands);
    const timings = timeDecisions(policy, lexical, parser, bare, commands, options.rounds);
    const processes = timeProcesses(workspace, home, options.cliRuns);
    const memory = measureMemory(policy, parser, commands);

    const decisionRatio = timings.decisionMedian / timings.parseMedian;
    const floorRatio = timings.decisionMedian / timings.floorMedian;
    const cliRatio = processes.cliMs / processes.nodeMs;
    const defaultTieringRatio = processes.cliDefaultTieringMs / processes.nodeMs;
    const pass = {
      decision_parse_ratio: decisionRatio <= TARGETS.decision_parse_ratio,
      decision_floor_ratio: floorRatio <= TARGETS.decision_floor_ratio,
      cli_node_ratio: cliRatio <= TARGETS.cli_node_ratio,
      memory_leak_ratio: memory.leakRatio <= TARGETS.memory_leak_ratio && memory.treesAlive === 0,
    };

    console.log(
      `decisions: ${commands.length} commands (${counts.allow} allow, ${counts.prompt} prompt, ${counts.deny} deny), ${options.rounds} rounds, ${options.cliRuns} process runs`,
    );
    console.log(row('decision median', `${timings.decisionMedian.toFixed(1)} µs`));
    console.log(row('decision p99', `${timings.decisionP99.toFixed(1)} µs`));
    console.log(row('bare parse median', `${timings.parseMedian.toFixed(1)} µs`, `p99 ${timings.parseP99.toFixed(1)} µs`));
    console.log(
      row(
        'decision / parse (medians)',
        `${decisionRatio.toFixed(2)}x`,
        `target <= ${TARGETS.decision_parse_ratio}x  ${pass.decision_parse_ratio ? 'ok' : 'MISSED'}`,
      ),
    );
    console.log(
      row(
        'bare parse + its file-system calls, median',
        `${timings.floorMedian.toFixed(1)} µs`,
        `${(timings.floorMedian / timings.parseMedian).toFixed(2)}x the bare parse (${timings.fsCallsMedian} calls, median): the least any walk could reach`,
      ),
    );
    console.log(
      row(
        'decision / (bare parse + file-system calls)',
        `${floorRatio.toFixed(2)}x`,
        `target <= ${TARGETS.decision_floor_ratio}x  ${pass.decision_floor_ratio ? 'ok' : 'MISSED'}`,
      ),
    );
    console.log(row('decision / parse (median per command)', `${timings.perCommandRatioMedian.toFixed(2)}x`));
    console.log(
      row(
        'parse inside a decision, median',
        `${timings.decisionParseMedian.toFixed(1)} µs`,
        `the runtime's parse export; decision / that = ${(timings.decisionMedian / timings.decisionParseMedian).toFixed(2)}x`,
      ),
    );
    console.log(
      row('decision median, lexical file system', `${timings.lexicalDecisionMedian.toFixed(1)} µs`, 'the same decisions without symlink checks (lstat)'),
    );
    console.log(row('node -e 0', `${processes.nodeMs.toFixed(1)} ms`));
    console.log(
      row(
        'leash check process',
        `${processes.cliMs.toFixed(1)} ms`,
        `${cliRatio.toFixed(2)}x node -e 0, target <= ${TARGETS.cli_node_ratio}x  ${pass.cli_node_ratio ? 'ok' : 'MISSED'}`,
      ),
    );
    console.log(
      row(
        'leash check, LEASH_WASM_TIERING=default',
        `${processes.cliDefaultTieringMs.toFixed(1)} ms`,
        `${defaultTieringRatio.toFixed(2)}x node -e 0 (the flag saves ${(processes.cliDefaultTieringMs - processes.cliMs).toFixed(1)} ms)`,
      ),
    );
    console.log(
      row(
        `RSS before / after ${MEMORY_DECISIONS} decisions`,
        `${memory.rssBeforeMb.toFixed(1)} / ${memory.rssAfterMb.toFixed(1)} MB`,
        `heap ${memory.heapBeforeMb.toFixed(1)} / ${memory.heapAfterMb.toFixed(1)} MB; least growth of ${MEMORY_BATCHES} batches ${memory.leastGrowthMb.toFixed(2)} MB`,
      ),
    );
    console.log(row('trees parsed / still alive', `${memory.treesParsed} / ${memory.treesAlive}`));
    console.log(
      row(
        `${MEMORY_DECISIONS} trees kept alive would add`,
        `${memory.leakControlMb.toFixed(1)} MB`,
        `least growth / that = ${memory.leakRatio.toFixed(3)}, target <= ${TARGETS.memory_leak_ratio} and none alive  ${pass.memory_leak_ratio ? 'ok' : 'MISSED'}`,
      ),
    );
    console.log(
      JSON.stringify({
        bench: 'decisions',
        commands: commands.length,
        decisions: counts,
        decision_median_us: round(timings.decisionMedian),
        decision_p99_us: round(timings.decisionP99),
        parse_median_us: round(timings.parseMedian),
        parse_p99_us: round(timings.parseP99),
        decision_parse_ratio: round(decisionRatio),
        per_command_ratio_median: round(timings.perCommandRatioMedian),
        decision_parse_median_us: round(timings.decisionParseMedian),
        decision_own_parse_ratio: round(timings.decisionMedian / timings.decisionParseMedian),
        lexical_decision_median_us: round(timings.lexicalDecisionMedian),
        floor_median_us: round(timings.floorMedian),
        floor_parse_ratio: round(timings.floorMedian / timings.parseMedian),
        decision_floor_ratio: round(floorRatio),
        fs_calls_median: timings.fsCallsMedian,
        node_ms: round(processes.nodeMs, 1),
        cli_ms: round(processes.cliMs, 1),
        cli_node_ratio: round(cliRatio),
        cli_default_tiering_ms: round(processes.cliDefaultTieringMs, 1),
        cli_default_tiering_node_ratio: round(defaultTieringRatio),
        rss_before_mb: round(memory.rssBeforeMb, 1),
        rss_after_mb: round(memory.rssAfterMb, 1),
        heap_before_mb: round(memory.heapBeforeMb, 1),
        heap_after_mb: round(memory.heapAfterMb, 1),
        rss_least_growth_mb: round(memory.leastGrowthMb, 2),
        trees_parsed: memory.treesParsed,
        trees_alive: memory.treesAlive,
        leak_control_mb: round(memory.leakControlMb, 1),
        memory_leak_ratio: round(memory.leakRatio, 3),
        targets: TARGETS,
        pass,
      }),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
