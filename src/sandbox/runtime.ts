// The sandbox for one session, on @anthropic-ai/sandbox-runtime: its proxies start once, every
// bash call and stdio MCP server is wrapped in it, and what it refused is read back per call.
// The library keeps one manager per process; sessions that share it must share the network
// lists (the proxy has one), and each wrap carries its own session's file rules.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { SandboxManager, type SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';
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
  /** Call when the command has ended: the refusals it met. */
  finish(output: string, cwd: string): SandboxDenial[];
}

export interface CommandSandbox {
  readonly status: SandboxStatus;
  readonly sessionTmpDir: string;
  /** `id` keys the refusals to this call (a tool-use id). */
  wrapCommand(command: string, id: string, signal?: AbortSignal): Promise<WrappedCommand>;
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
function runScript(script: string, cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn('/bin/bash', ['-c', `exec 2>&1; ${script}`], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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
  const customConfigNow = (): Partial<SandboxRuntimeConfig> =>
    ({ filesystem: options.denyWriteNow ? { ...config.filesystem, denyWrite: options.denyWriteNow() } : config.filesystem }) as Partial<SandboxRuntimeConfig>;
  const store = SandboxManager.getSandboxViolationStore();
  const finisher =
    (id: string) =>
    (output: string, cwd: string): SandboxDenial[] => {
      SandboxManager.cleanupAfterCommand();
      const lines = store.getViolationsForCommand(id).map((v) => v.line);
      return sandboxDenialsOf({ lines, output, cwd, denyRead: options.spec.denyRead }, options.explain);
    };
  const wrapCommand = async (command: string, callId: string, signal?: AbortSignal): Promise<WrappedCommand> => {
    // The library's violation store outlives a session, and tool-use ids repeat across sessions:
    // each wrap gets a key of its own, so a call never inherits another's refusals.
    const id = `${callId}#${randomUUID()}`;
    // TMPDIR is the session's own folder; the library's default (/tmp/claude) is shared by everyone.
    const inner = `export TMPDIR=${quote(options.sessionTmpDir)}\n${command}`;
    const script = await SandboxManager.wrapWithSandbox(inner, undefined, customConfigNow(), signal, { commandId: id, commandText: command });
    return { script, finish: finisher(id) };
  };
  const sandbox: CommandSandbox = {
    status: { mode: options.mode, active: true, platform: process.platform === 'darwin' ? 'macos' : 'linux', startup_ms: 0 },
    sessionTmpDir: options.sessionTmpDir,
    wrapCommand,
    async wrapServer(command, args, id) {
      const wrapped = await wrapCommand(`exec ${[command, ...args].map(quote).join(' ')}`, id);
      return { command: '/bin/bash', args: ['-c', wrapped.script], finish: wrapped.finish };
    },
    async close() {
      await release();
      await rm(options.sessionTmpDir, { recursive: true, force: true }).catch(() => undefined);
    },
  };
  const probe = await wrapCommand('true', `leash-sandbox-probe-${started}-${Math.random()}`);
  const result = await runScript(probe.script, options.sessionTmpDir);
  SandboxManager.cleanupAfterCommand();
  if (result.code !== 0) {
    await sandbox.close();
    throw new SandboxStartError([
      {
        code: 'probe_failed',
        what: `a working sandbox: a command inside it failed (${result.output.trim().split('\n')[0] ?? `exit ${result.code}`})`,
        fix: 'on Ubuntu 23.10+ load an AppArmor profile granting userns to bwrap (the Leash Action preflight does; docs/action.md), elsewhere allow unprivileged user namespaces',
      },
    ]);
  }
  sandbox.status.startup_ms = Date.now() - started;
  return sandbox;
}
