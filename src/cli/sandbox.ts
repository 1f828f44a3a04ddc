// `--sandbox MODE` for the commands that run tasks: the session's OS sandbox, or the reason
// there is none (said once on stderr; system/init and the envelope say it too).
import { homedir } from 'node:os';
import type { Policy } from '../policy/index.js';
import {
  openSessionSandbox,
  parseSandboxRunMode,
  resolveSandboxMode,
  SandboxUnavailableError,
  type SandboxRunMode,
  type SessionSandbox,
} from '../sandbox/index.js';
import { UsageError, writeLine, type CliIO } from './io.js';

/** The CLI's default is `auto`: use the sandbox where it works, say so where it does not. */
export const CLI_DEFAULT_SANDBOX_MODE: SandboxRunMode = 'auto';

export async function cliSessionSandbox(flag: string | undefined, policy: Policy, io: CliIO): Promise<SessionSandbox> {
  let requested: SandboxRunMode | undefined;
  try {
    requested =
      flag !== undefined
        ? parseSandboxRunMode(flag, '--sandbox')
        : io.env.LEASH_SANDBOX
          ? parseSandboxRunMode(io.env.LEASH_SANDBOX, 'LEASH_SANDBOX')
          : undefined;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const resolved = resolveSandboxMode(policy, {
    requested,
    requestedBy: flag !== undefined ? '--sandbox' : 'LEASH_SANDBOX',
    fallback: CLI_DEFAULT_SANDBOX_MODE,
    fallbackSource: 'default for the CLI',
  });
  if (resolved.overruled) writeLine(io.stderr, `leash: ${resolved.overruled}`);
  try {
    const session = await openSessionSandbox({ mode: resolved.mode, policy, homeDir: io.env.HOME || homedir(), env: io.env });
    session.status.source = resolved.source;
    if (!session.status.active && resolved.mode === 'auto') writeLine(io.stderr, `leash: ${session.status.reason}`);
    return session;
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new UsageError(error.message);
    throw error;
  }
}
