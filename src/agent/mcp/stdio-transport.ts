// A stdio MCP server as a process group. The SDK's own stdio transport starts the server in
// Leash's process group and stops only the server process itself, so anything the server
// starts would outlive the run; here the server leads its own group, which is stopped as a
// whole (SIGTERM, then SIGKILL after a grace period), and processes that left the group
// (setsid, daemons) are found by a marker in their environment, as the bash tool does.
// Should Leash die (even by SIGKILL), the bash tool's supervisor kills the server's group and
// every process carrying its run marker, so a server that ignores the closed pipe, or what it
// started, does not outlive Leash either.
// The message framing is the SDK's (newline-delimited JSON-RPC).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { killProcesses, killProcessGroup, processesMarkedWith } from '../tools/process-group.js';
import { RUN_MARKER_VARIABLE } from '../tools/bash.js';
import { supervisedMarker, superviseProcessGroup } from '../tools/supervisor.js';

import { MCP_MARKER_VARIABLE } from './marker.js';

export interface ProcessStdioOptions {
  command: string;
  args: readonly string[];
  /** The complete environment; nothing is inherited. */
  env: Record<string, string>;
  cwd: string;
  onStderr: (chunk: Buffer) => void;
  /** Between SIGTERM and SIGKILL when the server is stopped. */
  killGraceMs: number;
  /** Turns the program and its arguments into what runs them inside the OS sandbox. */
  wrap?: (command: string, args: readonly string[]) => Promise<{ command: string; args: string[] }>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class ProcessStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly buffer = new ReadBuffer();
  private readonly marker = randomBytes(12).toString('hex');
  private exitInfo: ProcessExit | null = null;
  private closed: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private closeReported = false;
  private unsupervise: () => void = () => undefined;

  constructor(private readonly options: ProcessStdioOptions) {}

  /** The server's pid (also its process group id) once started. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  /** How the server process ended, once it has. */
  get exit(): ProcessExit | null {
    return this.exitInfo;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('the MCP server process was already started');
    const run = this.options.wrap
      ? await this.options.wrap(this.options.command, this.options.args)
      : { command: this.options.command, args: [...this.options.args] };
    if (this.child) throw new Error('the MCP server process was already started');
    return new Promise((resolve, reject) => {
      const child = spawn(run.command, run.args, {
        cwd: this.options.cwd,
        env: { ...this.options.env, [MCP_MARKER_VARIABLE]: this.marker, [RUN_MARKER_VARIABLE]: supervisedMarker() },
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      });
      this.child = child;
      if (child.pid !== undefined) this.unsupervise = superviseProcessGroup(child.pid, RUN_MARKER_VARIABLE);
      let spawned = false;
      this.closed = new Promise((done) => child.once('close', () => done()));
      child.once('spawn', () => {
        spawned = true;
        resolve();
      });
      child.on('error', (error) => {
        if (!spawned) reject(error);
        else this.onerror?.(error);
      });
      child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
      });
      child.once('close', () => this.reportClose());
      child.stdout.on('data', (chunk: Buffer) => {
        this.buffer.append(chunk);
        this.readMessages();
      });
      child.stderr.on('data', (chunk: Buffer) => this.options.onStderr(chunk));
      // Writing to a server that has exited fails with EPIPE; the close that follows says the rest.
      child.stdin.on('error', (error) => this.onerror?.(error));
    });
  }

  private readMessages(): void {
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.buffer.readMessage();
      } catch (error) {
        this.onerror?.(error as Error);
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }

  private reportClose(): void {
    if (this.closeReported) return;
    this.closeReported = true;
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.child?.stdin;
    if (!stdin || !stdin.writable || this.exitInfo) throw new Error('the MCP server process is not running');
    if (!stdin.write(serializeMessage(message))) await new Promise<void>((resolve) => stdin.once('drain', resolve));
  }

  /** Stops the server and everything it started; resolves when none of it runs. */
  close(): Promise<void> {
    this.stopping ??= this.stop();
    return this.stopping;
  }

  private async stop(): Promise<void> {
    const child = this.child;
    const pid = child?.pid;
    if (child && pid !== undefined) {
      child.stdin.end();
      // The leader may be gone while what it started still runs in its group: stop the group either way.
      await killProcessGroup(pid, this.options.killGraceMs);
      const escaped = await processesMarkedWith(MCP_MARKER_VARIABLE, this.marker);
      if (escaped.length > 0) await killProcesses(escaped, this.options.killGraceMs);
      await Promise.race([this.closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    }
    this.unsupervise();
    this.buffer.clear();
    this.reportClose();
  }
}
