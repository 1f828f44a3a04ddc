// Runs the CLI in-process with captured streams, or as a real process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PassThrough, Readable } from 'node:stream';
import { runCli } from '../../src/cli/main.js';
import { repoRoot } from './conformance.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks).toString('utf8');
}

export async function runCliInProcess(argv: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; stdin?: string } = {}): Promise<CliResult> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = collect(stdout);
  const err = collect(stderr);
  const code = await runCli(argv, {
    stdout,
    stderr,
    stdin: Readable.from([options.stdin ?? '']),
    env: withoutSandboxUnlessAsked(options.env ?? process.env),
    cwd: options.cwd ?? process.cwd(),
  });
  return { code, stdout: out(), stderr: err() };
}

/**
 * Tests of other features run commands without the OS sandbox (the CLI's default, auto, would
 * use it where it works); the sandbox's own tests ask for it with --sandbox or LEASH_SANDBOX.
 */
function withoutSandboxUnlessAsked(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return 'LEASH_SANDBOX' in env ? env : { ...env, LEASH_SANDBOX: 'off' };
}

// Named by absolute URL: the child may run in a directory with no node_modules.
const TSX_LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** The real `leash` process, from the TypeScript sources. */
export function runCliProcess(argv: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; stdin?: string; timeoutMs?: number }): CliResult {
  const result = spawnSync(process.execPath, ['--import', TSX_LOADER, join(repoRoot, 'src', 'cli', 'bin.ts'), ...argv], {
    cwd: options.cwd,
    env: withoutSandboxUnlessAsked(options.env ?? process.env),
    input: options.stdin ?? '',
    encoding: 'utf8',
    timeout: options.timeoutMs ?? 60_000,
  });
  if (result.error) throw result.error;
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
