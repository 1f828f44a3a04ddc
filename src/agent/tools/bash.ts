// The bash tool's executor. The policy has already allowed the command; this runs it so
// that nothing it starts outlives the call, nothing it prints can flood the model, and
// nothing can wait for a terminal: its own process group, stdin from /dev/null, stdout and
// stderr through one pipe in the order they were written, and a scrubbed environment
// (environment.ts) chosen by the caller.
import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { killProcesses, killProcessGroup, processesMarkedWith } from './process-group.js';
import { supervisedMarker, superviseProcessGroup } from './supervisor.js';
import { bashTimeoutMs, resolveToolLimits, type ToolLimits } from './limits.js';
import { formatCount, formatSize, truncateOutput, type Truncation } from './truncate.js';

export interface BashCommandOptions {
  command: string;
  /** Absolute directory the command starts in. */
  cwd: string;
  /** The complete environment (see `scrubbedEnvironment`); nothing is inherited. */
  env: Record<string, string>;
  /** Milliseconds; a missing or nonsensical value takes the default, and none exceeds `maxTimeoutMs`. */
  timeoutMs: number;
  /** Aborting stops the command as a timeout does (the loop's stop, the wall-clock limit). */
  signal?: AbortSignal;
  /** Overrides of the bash limits in limits.json. */
  limits?: Partial<ToolLimits>;
}

/** Why a command stopped before it finished on its own. */
export type BashStopReason = 'timeout' | 'aborted' | 'output_cap';

export interface BashRun {
  /** The command's output (stdout and stderr as written), truncated, with any stop note. */
  output: string;
  /** What the model reads: `output` (or "(no output)") and a status line when it did not exit 0. */
  text: string;
  /** Null when the command was ended by a signal or never started. */
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  aborted: boolean;
  /** The output passed `hardCapBytes` and the command was stopped. */
  outputCapped: boolean;
  /** The command was cut short (timeout, abort, output cap): `output` is what it had. */
  partial: boolean;
  truncated: Truncation | null;
  /** Long lines cut in what is shown. */
  cutLines: number;
  durationMs: number;
  /** The command could not be started (missing cwd, no /bin/bash); null when it ran. */
  startError: string | null;
}

/** bash runs the command itself, with stderr joined to stdout first, so the order of the two is the order of the writes. */
const JOIN_STREAMS_AND_RUN = 'exec 2>&1; exec /bin/bash -c "$1"';

/**
 * Set in every command's environment with a value unique to the run, so processes that left
 * the process group (setsid, daemons) can still be found and killed when the call ends.
 */
export const RUN_MARKER_VARIABLE = 'LEASH_BASH_RUN';

/** How long to wait, after the command and its group are gone, for the pipe to drain. */
const DRAIN_MS = 500;

export async function runBashCommand(options: BashCommandOptions): Promise<BashRun> {
  const limits = resolveToolLimits('bash', options.limits);
  const timeoutMs = bashTimeoutMs(options.timeoutMs, limits);
  const marker = supervisedMarker();
  const started = Date.now();

  const notStarted = (message: string, aborted = false): BashRun => ({
    output: '',
    text: message,
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted,
    outputCapped: false,
    partial: aborted,
    truncated: null,
    cutLines: 0,
    durationMs: Date.now() - started,
    startError: aborted ? null : message,
  });

  if (options.signal?.aborted) return notStarted('[not run: the call was aborted before the command started]', true);
  const cwdStat = await stat(options.cwd).catch(() => null);
  if (!cwdStat?.isDirectory()) return notStarted(`Cannot run the command: working directory ${options.cwd} does not exist or is not a directory.`);

  return new Promise<BashRun>((resolve) => {
    const chunks: Buffer[] = [];
    let collectedBytes = 0;
    let stopReason: BashStopReason | null = null;
    let exitCode: number | null = null;
    let exitSignal: NodeJS.Signals | null = null;
    let exited = false;
    let spawnError: Error | null = null;
    let openStreams = 2;
    let groupKilled: Promise<void> | null = null;
    let finished = false;

    const child = spawn('/bin/bash', ['-c', JOIN_STREAMS_AND_RUN, 'leash-bash', options.command], {
      cwd: options.cwd,
      env: { ...options.env, [RUN_MARKER_VARIABLE]: marker },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      windowsHide: true,
    });
    const groupId = child.pid;
    // Should Leash die before the call ends, its supervisor kills the group and the marked.
    const unsupervise = groupId !== undefined ? superviseProcessGroup(groupId, RUN_MARKER_VARIABLE) : () => undefined;

    const killGroup = (): Promise<void> => {
      if (!groupKilled) {
        groupKilled = (async () => {
          if (groupId !== undefined) await killProcessGroup(groupId, limits.killGraceMs);
          await killProcesses(await processesMarkedWith(RUN_MARKER_VARIABLE, marker), limits.killGraceMs);
        })();
      }
      return groupKilled;
    };

    const stop = (reason: BashStopReason): void => {
      if (stopReason !== null || exited) return;
      stopReason = reason;
      void killGroup().then(maybeFinish);
      // A process that left the group (setsid) may hold the pipe open forever.
      setTimeout(destroyStreams, limits.killGraceMs + DRAIN_MS).unref();
    };

    const destroyStreams = (): void => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    };

    const onData = (chunk: Buffer): void => {
      if (collectedBytes >= limits.hardCapBytes) return;
      const room = limits.hardCapBytes - collectedBytes;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(kept);
      collectedBytes += kept.length;
      if (collectedBytes >= limits.hardCapBytes) stop('output_cap');
    };

    const onStreamClosed = (): void => {
      openStreams -= 1;
      maybeFinish();
    };

    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) {
        openStreams -= 1;
        continue;
      }
      stream.on('data', onData);
      stream.on('close', onStreamClosed);
      stream.on('error', () => undefined);
    }

    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    const onAbort = (): void => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (error) => {
      spawnError = error;
      exited = true;
      clearTimeout(timer);
      destroyStreams();
      void killGroup().then(maybeFinish);
    });

    child.on('exit', (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timer);
      // Whatever the command left running in the background goes with it; its copies of
      // the pipe close when it dies, which ends the wait for the output.
      void killGroup().then(() => {
        setTimeout(destroyStreams, DRAIN_MS).unref();
        maybeFinish();
      });
    });

    function maybeFinish(): void {
      if (finished || !exited || openStreams > 0) return;
      if (groupKilled === null) return;
      void groupKilled.then(() => {
        if (finished) return;
        finished = true;
        unsupervise();
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        resolve(assembleRun());
      });
    }

    function assembleRun(): BashRun {
      const durationMs = Date.now() - started;
      if (spawnError) {
        const message = `Cannot run the command: ${spawnError.message}`;
        return { ...notStarted(message), durationMs };
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const { text: shown, truncated, cutLines } = truncateOutput(raw, limits);
      const note = stopReason ? stopNote(stopReason, timeoutMs, limits.hardCapBytes) : null;
      const output = note ? `${shown}${shown === '' || shown.endsWith('\n') ? '' : '\n'}${note}` : shown;
      const status = statusLine(stopReason, exitCode, exitSignal);
      let text = output === '' ? '(no output)' : output;
      if (status) text = `${text}${text.endsWith('\n') ? '' : '\n'}${status}`;
      return {
        output,
        text,
        exitCode,
        signal: exitSignal,
        timedOut: stopReason === 'timeout',
        aborted: stopReason === 'aborted',
        outputCapped: stopReason === 'output_cap',
        partial: stopReason !== null,
        truncated,
        cutLines,
        durationMs,
        startError: null,
      };
    }
  });
}

function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}

function stopNote(reason: BashStopReason, timeoutMs: number, hardCapBytes: number): string {
  const killed = 'the command and everything it started were killed; the output above is what it printed until then';
  switch (reason) {
    case 'timeout':
      return `[stopped: timed out after ${formatSeconds(timeoutMs)}; ${killed}. Run a narrower or faster command, or ask for a longer timeout_ms]`;
    case 'aborted':
      return `[stopped: the run was aborted; ${killed}]`;
    case 'output_cap':
      return `[stopped: the output passed ${formatSize(hardCapBytes)} (${formatCount(hardCapBytes)} bytes); ${killed}. Redirect the output to a file and read or grep it instead]`;
  }
}

function statusLine(stopReason: BashStopReason | null, exitCode: number | null, signal: NodeJS.Signals | null): string | null {
  if (stopReason !== null) return null;
  if (exitCode !== null && exitCode !== 0) return `[exit code ${exitCode}]`;
  if (exitCode === null && signal !== null) return `[killed by ${signal}]`;
  return null;
}
