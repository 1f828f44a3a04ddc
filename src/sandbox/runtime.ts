// The sandbox for one session, on @anthropic-ai/sandbox-runtime: its proxies start once, every
// bash call and stdio MCP server is wrapped in it, and what it refused is read back per call.
// The library keeps one manager per process; sessions that share it must share the network
// lists (the proxy has one), and each wrap carries its own session's file rules.
//
// What the library does per wrap (a ripgrep scan for its dangerous files, a `which` of the shell,
// hundreds of path resolutions for the deny entries) depends on the file rules and the tree, not
// on the command. So the library wraps a fixed trampoline that runs the command it finds in the
// environment, and a wrap can be made ahead: while the model's turn is streaming, when no tool is
// running (`prepare`). It is used by the next bash call only if no tool that may change files
// started in between (`beginCall`); otherwise it is dropped and the call wraps anew.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { existsSync, lstatSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { SandboxManager, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
import type { Policy } from '../policy/index.js';
import { describeProblems } from './detect.js';
import { sandboxDenialsOf } from './refusals.js';
import type { SandboxRuleExplainer, SandboxSpec } from './spec.js';
import type { SandboxDenial, SandboxProblem, SandboxStatus } from './types.js';

export interface OpenSandboxOptions {
  spec: SandboxSpec;
  explain: SandboxRuleExplainer;
  /** The per-session temporary folder commands get as TMPDIR (created here, removed on close). */
  sessionTmpDir: string;
  /** Absolute paths of bwrap, socat and rg (from detect.ts). */
  programs: Record<string, string>;
  mode: SandboxStatus['mode'];
  /** Decides a connection no allow or deny list matched (the policy's own decision). */
  allowConnection?: (host: string, port: number) => boolean;
  /** The deny-write list as it stands now, for each wrap (globs expanded against the live tree). */
  denyWriteNow?: () => string[];
}

export interface WrappedCommand {
  /** A bash command line that runs the command inside the sandbox. */
  script: string;
  /** Add these to the environment the script runs with: they carry the command in. */
  env: Record<string, string>;
  /** Call when the command has ended: the refusals it met. */
  finish(output: string, cwd: string): SandboxDenial[];
}

/** The file rules one wrap carries (a session's, or a chain task's narrowed ones). */
export interface SandboxFileRules {
  spec: SandboxSpec;
  explain: SandboxRuleExplainer;
  /** The deny-write list as it stands now (globs expanded against the live tree). */
  denyWriteNow?: () => string[];
}

/** The environment variable that carries a bash call's command into the trampoline. */
export const SANDBOXED_COMMAND_VARIABLE = 'LEASH_SANDBOXED_COMMAND';

/**
 * Inside, the library starts its two socat relays to the proxies (ports 3128 and 1080) in the
 * background and runs the command at once (linux-sandbox-utils.js:1059-1080, `buildSandboxCommand`),
 * so a command that connects at once can meet no listener: curl exits 7, "could not connect", for
 * an allowed host (test/sandbox/network.test.ts under load). Wait, with bash builtins reading the
 * sandbox's own /proc/net/tcp, until both listen, for at most 3 s; after that the command runs
 * anyway and meets the refusal itself.
 */
const WAIT_FOR_RELAYS = [
  '__leash_relays() { local line n=0; while read -r line; do case $line in *":0C38 00000000:0000 0A "*|*":0438 00000000:0000 0A "*) n=$((n + 1));; esac; done < /proc/net/tcp; [ "$n" -ge 2 ]; }',
  '__leash_waited=0; while ! __leash_relays 2>/dev/null && [ "$__leash_waited" -lt 1500 ]; do sleep 0.002; __leash_waited=$((__leash_waited + 1)); done',
  'unset -f __leash_relays; unset __leash_waited',
].join('\n');

/** What a starting tool call may do, as the sandbox needs to know it: the agent knows its tools. */
export type SandboxCallKind = 'bash' | 'changes-files' | 'read-only';

export interface CommandSandbox {
  readonly status: SandboxStatus;
  readonly sessionTmpDir: string;
  /**
   * `id` keys the refusals to this call (a tool-use id). `grants`: canonical absolute paths an
   * approval lets this call write although the profile does not (only this call, only them).
   */
  wrapCommand(command: string, id: string, signal?: AbortSignal, grants?: readonly string[]): Promise<WrappedCommand>;
  /** Makes the next bash call's wrap now, in the background (the loop calls it as a model turn starts). */
  prepare(): void;
  /**
   * A tool call starts (its `kind`, tool-use `id`): a bash call takes the prepared wrap, any tool
   * that may change files (bash too) drops it. Returns the call's end.
   */
  beginCall(kind: SandboxCallKind, id: string): () => void;
  /** The same sandbox with other file rules (a chain task's narrowed policy); closing it closes nothing. */
  withFiles(files: SandboxFileRules): CommandSandbox;
  /**
   * The environment a bash command really sees inside, given the one it is run with: the
   * library's variables added (`values`), and the names whose value differs per call (`unknown`).
   */
  environmentFor(base: Readonly<Record<string, string>>): { values: Record<string, string>; unknown: string[] };
  /** The same sandbox holding another policy's file rules (session.ts sets it; the same policy gives itself). */
  forPolicy?(policy: Policy): CommandSandbox;
  /** A stdio server's program and arguments, as the program and arguments that run it inside. */
  wrapServer(
    command: string,
    args: readonly string[],
    id: string,
  ): Promise<{ command: string; args: string[]; finish(output: string, cwd: string): SandboxDenial[] }>;
  close(): Promise<void>;
}

export class SandboxStartError extends Error {
  readonly code = 'SANDBOX_START_FAILED';
  constructor(readonly problems: SandboxProblem[]) {
    super(`the sandbox did not start: ${describeProblems(problems)}`);
    this.name = 'SandboxStartError';
  }
}

interface EnvironmentDelta {
  /** Set inside to the same value in every call. */
  set: Record<string, string>;
  /** Given to the command, gone inside. */
  removed: string[];
  /** Set inside to a value that differs per call. */
  perCall: string[];
}

/** Variables bash itself sets in every command, sandboxed or not: the decision knows them on its own. */
const BASH_OWN = new Set(['SHLVL', 'PWD', 'OLDPWD', '_']);

function parseEnv(output: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const entry of output.split('\0')) {
    const eq = entry.indexOf('=');
    if (eq > 0) values.set(entry.slice(0, eq), entry.slice(eq + 1));
  }
  return values;
}

function environmentDelta(base: Readonly<Record<string, string>>, first: Map<string, string>, second: Map<string, string>): EnvironmentDelta {
  const delta: EnvironmentDelta = { set: {}, removed: [], perCall: [] };
  for (const name of Object.keys(base)) if (!first.has(name)) delta.removed.push(name);
  for (const [name, value] of first) {
    if (BASH_OWN.has(name) || base[name as keyof typeof base] === value) continue;
    if (second.get(name) === value) delta.set[name] = value;
    else delta.perCall.push(name);
  }
  for (const name of second.keys()) if (!first.has(name) && !BASH_OWN.has(name) && !delta.perCall.includes(name)) delta.perCall.push(name);
  return delta;
}

interface Prepared {
  id: string;
  /** Dropped (stale or unused): its wrap has been ended, and it is never run. */
  released: boolean;
  /** Null when the wrap failed (the call then wraps anew and meets the error itself). */
  script: Promise<Wrapped | null>;
}

/** A wrap the library made, and its end (the command has ended, or the wrap is dropped unrun). */
interface Wrapped {
  script: string;
  end: () => void;
}

/**
 * bubblewrap binds only paths that exist: an approved file not there yet is made empty first
 * (its folder must exist), so that file alone opens; `removeUnwritten` takes it away again when
 * the call left it empty.
 */
function createGrantedFiles(grants: readonly string[]): { path: string; mtimeMs: number }[] {
  const created: { path: string; mtimeMs: number }[] = [];
  for (const path of grants) {
    if (existsSync(path) || !existsSync(dirname(path))) continue;
    try {
      writeFileSync(path, '', { flag: 'wx', mode: 0o644 });
      created.push({ path, mtimeMs: lstatSync(path).mtimeMs });
    } catch {
      // Not ours to make: the sandbox refuses the write, and says so.
    }
  }
  return created;
}

function removeUnwritten(created: readonly { path: string; mtimeMs: number }[]): void {
  for (const { path, mtimeMs } of created) {
    try {
      const info = lstatSync(path);
      if (info.isFile() && info.size === 0 && info.mtimeMs === mtimeMs) unlinkSync(path);
    } catch {
      // Already gone.
    }
  }
}

/**
 * The library's placeholders, process-wide as its own state is. For a deny path that does not exist
 * yet bubblewrap makes a mount point on the host (an empty file, or an empty folder for a missing
 * parent), and `cleanupAfterCommand` removes them once its count of wraps reaches zero. Two gaps
 * in 0.0.78 when commands overlap (linux-sandbox-utils.js):
 * - its count starts inside `wrapCommandWithSandboxLinux` (line 2379), after `wrapWithSandbox` has
 *   read the tree for the read denies and awaited the proxies (sandbox-manager.js:1307, 1331), so
 *   the last command's clean-up can run while another wrap is starting;
 * - a wrap made while another sandbox is live sees that sandbox's placeholder folder as a real one
 *   (`.github/`) and puts its own placeholder file inside it (lines 1940-1967); the clean-up walks its
 *   set in the order it was filled (line 716), so the folder, not yet empty, is left behind.
 * So every wrap is counted here from before the library is called until the command has ended, the
 * library's clean-up is owed and paid only when none is live or starting, and then the folders it
 * made and left, now empty, are removed, deepest first.
 */
const placeholders = { live: 0, owed: 0, missing: new Set<string>(), epoch: 0 };

/** The library was reset (its count is zero, its placeholders removed): wraps counted before no longer count. */
function forgetPlaceholders(): void {
  placeholders.epoch += 1;
  placeholders.live = 0;
  placeholders.owed = 0;
  removeEmptyPlaceholderFolders();
}

/** Deepest first, so a folder made inside another placeholder folder goes before it. */
function removeEmptyPlaceholderFolders(): void {
  const made = [...placeholders.missing].sort((a, b) => b.length - a.length);
  placeholders.missing.clear();
  for (const path of made) {
    try {
      // rmdir removes only an empty folder and never follows a symlink: anything written stays.
      if (lstatSync(path).isDirectory()) rmdirSync(path);
    } catch {
      // Gone already, or not empty: not a placeholder any more.
    }
  }
}

/** The first component of `path` that does not exist (where a placeholder would go), or null. */
function firstMissingComponent(path: string): string | null {
  if (existsSync(path)) return null;
  let missing = path;
  for (let parent = dirname(missing); parent !== missing && !existsSync(parent); parent = dirname(parent)) missing = parent;
  return missing;
}

/** A wrap starts: its deny paths' missing components are where the library may make placeholders. */
function placeholdersFor(denyWrite: readonly string[]): (wrapped?: boolean) => void {
  const epoch = placeholders.epoch;
  placeholders.live += 1;
  for (const path of denyWrite) {
    const missing = firstMissingComponent(path);
    if (missing !== null) placeholders.missing.add(missing);
  }
  let ended = false;
  // `wrapped`: the library made the wrap (false when it threw: it undid its own count).
  return (wrapped = true) => {
    if (ended || epoch !== placeholders.epoch) return;
    ended = true;
    placeholders.live -= 1;
    if (wrapped) placeholders.owed += 1;
    if (placeholders.live > 0) return;
    for (; placeholders.owed > 0; placeholders.owed -= 1) SandboxManager.cleanupAfterCommand();
    removeEmptyPlaceholderFolders();
  };
}

interface Shared {
  networkKey: string;
  users: number;
  ready: Promise<void>;
}

let shared: Shared | null = null;

function libraryConfig(options: OpenSandboxOptions): SandboxRuntimeConfig {
  const { spec, programs } = options;
  return {
    network: { allowedDomains: [...spec.network.allow], deniedDomains: [...spec.network.deny] },
    filesystem: { denyRead: [...spec.denyRead], allowWrite: [...spec.allowWrite], denyWrite: [...spec.denyWrite] },
    ...(programs.bwrap ? { bwrapPath: programs.bwrap } : {}),
    ...(programs.socat ? { socatPath: programs.socat } : {}),
    ...(programs.rg ? { ripgrep: { command: programs.rg } } : {}),
  } as SandboxRuntimeConfig;
}

function quote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Runs a wrapped script and reports its exit code and output (for the start-up probe). */
function runScript(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('/bin/bash', ['-c', `exec 2>&1; ${script}`], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => done({ code: null, output: error.message }));
    child.on('close', (code) => done({ code, output }));
  });
}

/**
 * Starts (or joins) the sandbox and proves it works by running `true` inside it. Throws
 * `SandboxStartError` naming the problem when it cannot; the caller applies the mode.
 */
export async function openCommandSandbox(options: OpenSandboxOptions): Promise<CommandSandbox> {
  const started = Date.now();
  await mkdir(options.sessionTmpDir, { recursive: true, mode: 0o700 });
  const config = libraryConfig(options);
  const networkKey = JSON.stringify(config.network);
  if (shared && shared.networkKey !== networkKey) {
    throw new SandboxStartError([
      {
        code: 'network_conflict',
        what: 'one network allow list per process (another session in this process runs with different network rules)',
        fix: 'run sessions with different network rules as separate leash processes',
      },
    ]);
  }
  if (!shared) {
    const entry: Shared = {
      networkKey,
      users: 0,
      ready: SandboxManager.initialize(
        config,
        options.allowConnection ? async ({ host, port }) => port !== undefined && options.allowConnection!(host, port) : undefined,
        true,
      ),
    };
    shared = entry;
    entry.ready.catch(() => {
      if (shared === entry) shared = null;
    });
  }
  const mine = shared;
  mine.users += 1;
  let closed = false;
  const release = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    mine.users -= 1;
    if (mine.users === 0 && shared === mine) {
      shared = null;
      await SandboxManager.reset().catch(() => undefined);
      forgetPlaceholders();
    }
  };
  try {
    await mine.ready;
  } catch (error) {
    await release();
    throw new SandboxStartError([
      {
        code: 'probe_failed',
        what: `a working sandbox (${(error as Error).message.split('\n')[0]})`,
        fix: 'see the problem named above; on Ubuntu 24.04 the Leash Action preflight fixes it (docs/action.md)',
      },
    ]);
  }
  // What the library adds to a command's environment, from the start-up probes.
  let inside: EnvironmentDelta = { set: {}, removed: [], perCall: [] };
  let secondProbe: Promise<void> = Promise.resolve();
  // Shared by every view of this sandbox: what runs now, and the wraps made ahead.
  const activity = { running: 0, pending: new Set<Prepared>() };
  const store = SandboxManager.getSandboxViolationStore();
  // Once per wrap: each wrap the library made is ended exactly once (its count of live sandboxes
  // decides when placeholders are removed).
  const release_ = (prepared: Prepared): void => {
    activity.pending.delete(prepared);
    if (prepared.released) return;
    prepared.released = true;
    void prepared.script.then((wrapped) => wrapped?.end());
  };
  const view = (files: SandboxFileRules): CommandSandbox => {
    let prepared: Prepared | null = null;
    const reserved = new Map<string, Prepared>();
    const filesystemNow = (grants: readonly string[]): Partial<SandboxRuntimeConfig> => {
      const denyWrite = files.denyWriteNow ? files.denyWriteNow() : [...files.spec.denyWrite];
      const granted = new Set(grants);
      return {
        filesystem: {
          denyRead: [...files.spec.denyRead],
          allowWrite: [...files.spec.allowWrite, ...grants],
          // An approved path that is itself a deny-write entry (a floor on one file) opens for this call.
          denyWrite: denyWrite.filter((path) => !granted.has(path)),
        },
      } as Partial<SandboxRuntimeConfig>;
    };
    const finisher =
      (id: string, end: () => void, after: () => void = () => undefined, grants: readonly string[] = []) =>
      (output: string, cwd: string): SandboxDenial[] => {
        end();
        after();
        const lines = store.getViolationsForCommand(id).map((v) => v.line);
        const denials = sandboxDenialsOf({ lines, output, cwd, denyRead: files.spec.denyRead }, files.explain);
        // The library's write observer judges by the session's rules; a path granted to this call was not refused.
        return grants.length === 0 ? denials : denials.filter((denial) => denial.kind !== 'write' || !grants.includes(denial.target));
      };
    // The library's violation store outlives a session, and tool-use ids repeat across sessions:
    // each wrap gets a key of its own, so a call never inherits another's refusals.
    const wrapText = async (inner: string, id: string, commandText: string, signal?: AbortSignal, grants: readonly string[] = []): Promise<Wrapped> => {
      const config = filesystemNow(grants);
      const end = placeholdersFor(config.filesystem?.denyWrite ?? []);
      try {
        const script = await SandboxManager.wrapWithSandbox(inner, undefined, config, signal, { commandId: id, commandText });
        return { script, end };
      } catch (error) {
        end(false);
        throw error;
      }
    };
    const self: CommandSandbox = {
      status,
      sessionTmpDir: options.sessionTmpDir,
      async wrapCommand(command, callId, signal, grants = []) {
        await secondProbe;
        const env = { [SANDBOXED_COMMAND_VARIABLE]: command };
        const ready = reserved.get(callId);
        reserved.delete(callId);
        if (ready && grants.length === 0) {
          const wrapped = await ready.script;
          if (wrapped !== null) return { script: wrapped.script, env, finish: finisher(ready.id, wrapped.end) };
        } else if (ready) {
          release_(ready);
        }
        const id = `${callId}#${randomUUID()}`;
        const created = grants.length > 0 ? createGrantedFiles(grants) : [];
        try {
          const wrapped = await wrapText(trampoline, id, command, signal, grants);
          return { script: wrapped.script, env, finish: finisher(id, wrapped.end, () => removeUnwritten(created), grants) };
        } catch (error) {
          removeUnwritten(created);
          throw error;
        }
      },
      prepare() {
        if ((prepared && !prepared.released) || activity.running > 0) return;
        const id = `leash-prepared#${randomUUID()}`;
        // Not while the start-up probe runs: its placeholders would be in the tree the wrap sees.
        const next: Prepared = {
          id,
          released: false,
          script: secondProbe.then(() => wrapText(trampoline, id, '(prepared)')).catch(() => null),
        };
        prepared = next;
        activity.pending.add(next);
      },
      beginCall(kind, callId) {
        const mine = prepared;
        prepared = null;
        const writes = kind !== 'read-only';
        if (mine && kind === 'bash' && activity.running === 0 && !mine.released) {
          activity.pending.delete(mine);
          reserved.set(callId, mine);
        } else if (mine && writes) {
          release_(mine);
        } else if (mine) {
          prepared = mine;
        }
        // A tool that may change files makes every wrap made before it stale, in every view.
        if (writes) for (const other of [...activity.pending]) release_(other);
        activity.running += 1;
        let ended = false;
        return () => {
          if (ended) return;
          ended = true;
          activity.running -= 1;
          const unused = reserved.get(callId);
          reserved.delete(callId);
          if (unused) release_(unused);
        };
      },
      async wrapServer(command, args, id) {
        await secondProbe;
        const wrapId = `${id}#${randomUUID()}`;
        const inner = `${WAIT_FOR_RELAYS}\nexport TMPDIR=${quote(options.sessionTmpDir)}\nexec ${[command, ...args].map(quote).join(' ')}`;
        const wrapped = await wrapText(inner, wrapId, `${command} ${args.join(' ')}`);
        return { command: '/bin/bash', args: ['-c', wrapped.script], finish: finisher(wrapId, wrapped.end) };
      },
      environmentFor(base) {
        const values: Record<string, string> = { ...base };
        for (const name of inside.removed) delete values[name];
        Object.assign(values, inside.set);
        return { values, unknown: [...inside.perCall] };
      },
      withFiles: (other) => ({ ...view(other), close: async () => undefined }),
      async close() {
        await secondProbe;
        if (prepared) release_(prepared);
        prepared = null;
        await release();
        await rm(options.sessionTmpDir, { recursive: true, force: true }).catch(() => undefined);
      },
    };
    return self;
  };
  // TMPDIR is the session's own folder; the library's default (/tmp/claude) is shared by everyone.
  // The command comes from the environment and is removed from it before it runs.
  const trampoline = [
    WAIT_FOR_RELAYS,
    `export TMPDIR=${quote(options.sessionTmpDir)}`,
    `__leash_command=$${SANDBOXED_COMMAND_VARIABLE}; unset ${SANDBOXED_COMMAND_VARIABLE}`,
    'exec -a bash /bin/bash -c "$__leash_command"',
  ].join('\n');
  const status: SandboxStatus = { mode: options.mode, active: true, platform: process.platform === 'darwin' ? 'macos' : 'linux', startup_ms: 0 };
  const sandbox = view({ spec: options.spec, explain: options.explain, ...(options.denyWriteNow ? { denyWriteNow: options.denyWriteNow } : {}) });
  const wrapCommand = sandbox.wrapCommand;
  // The probe: `env` inside, in a known environment. It proves the sandbox runs, and shows what
  // the library adds to a command's environment (its proxies, TMPDIR, …). A second run, after
  // start-up and before the first command, tells the values that are the same in every call
  // (known) from those that differ (a per-call key: any value); until it has, every added
  // variable counts as any value.
  const probeBase = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: options.sessionTmpDir, LEASH_SANDBOX_PROBE: '1' };
  const probeOnce = async (n: number) => {
    const probe = await wrapCommand('env -0', `leash-sandbox-probe-${started}-${n}-${Math.random()}`);
    const result = await runScript(probe.script, options.sessionTmpDir, { ...probeBase, ...probe.env });
    probe.finish('', options.sessionTmpDir);
    return result;
  };
  const first = await probeOnce(1);
  if (first.code !== 0) {
    await sandbox.close();
    throw new SandboxStartError([
      {
        code: 'probe_failed',
        what: `a working sandbox: a command inside it failed (${first.output.trim().split('\n')[0] ?? `exit ${first.code}`})`,
        fix: 'on Ubuntu 23.10+ load an AppArmor profile granting userns to bwrap (the Leash Action preflight does; docs/action.md), elsewhere allow unprivileged user namespaces',
      },
    ]);
  }
  const firstEnv = parseEnv(first.output);
  inside = environmentDelta(probeBase, firstEnv, new Map());
  // Not at once with a command: two sandboxes starting together race for the same placeholder paths.
  secondProbe = probeOnce(2).then(
    (second) => {
      if (second.code === 0) inside = environmentDelta(probeBase, firstEnv, parseEnv(second.output));
    },
    () => undefined,
  );
  sandbox.status.startup_ms = Date.now() - started;
  return sandbox;
}
