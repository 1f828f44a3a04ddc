// The Action's sandbox: the mode (the `sandbox` input, the policy's key, else `required` on
// Linux runners and `auto` elsewhere), the preflight that prepares a hosted runner, then the
// session's sandbox. `required` without a working sandbox stops the step before any model call.
import { homedir } from 'node:os';
import { openSessionSandbox, resolveSandboxMode, type SandboxHost, type SessionSandbox } from '../sandbox/index.js';
import { localSandboxHost } from '../sandbox/index.js';
import type { Policy } from '../policy/index.js';
import type { ActionInputs } from './inputs.js';
import { preflightLine, runSandboxPreflight, type SandboxPreflightReport } from './sandbox-preflight.js';

export interface ActionSandboxOptions {
  inputs: Pick<ActionInputs, 'sandbox'>;
  policy: Policy;
  env: NodeJS.ProcessEnv;
  say?: (line: string) => void;
  host?: SandboxHost;
}

export async function prepareActionSandbox(options: ActionSandboxOptions): Promise<SessionSandbox> {
  const host = options.host ?? localSandboxHost;
  const resolved = resolveSandboxMode(options.policy, {
    requested: options.inputs.sandbox ?? undefined,
    requestedBy: 'the sandbox input',
    fallback: host.platform === 'linux' ? 'required' : 'auto',
    fallbackSource: host.platform === 'linux' ? 'default for the Action on Linux' : 'default for the Action',
  });
  if (resolved.overruled) options.say?.(resolved.overruled);
  let preflight: SessionSandbox['status']['preflight'];
  let found: SandboxPreflightReport['found'] | undefined;
  if (resolved.mode !== 'off' && host.platform === 'linux') {
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const report = await runSandboxPreflight({ host, now: () => Date.now(), sudo: isRoot ? [] : ['sudo', '-n'] });
    found = report.found;
    const line = preflightLine(report);
    options.say?.(line);
    preflight = { duration_ms: report.durationMs, line, changed: report.steps.filter((s) => s.ok).map((s) => s.action), broad_fallback: report.broadFallback };
  }
  const session = await openSessionSandbox({
    mode: resolved.mode,
    policy: options.policy,
    host,
    homeDir: options.env.HOME || homedir(),
    env: options.env,
    ...(found ? { found } : {}),
  });
  session.status.source = resolved.source;
  if (preflight) session.status.preflight = preflight;
  if (!session.status.active && session.status.reason) options.say?.(session.status.reason);
  return session;
}
