// One session's sandbox, from mode and policy to a running sandbox or a stated reason why
// there is none. The CLI, chains and the Action call this; the tool host gets the result.

import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Policy } from '../policy/index.js';
import { detectSandboxSupport, type LinuxFindings, type SandboxHost } from './detect.js';
import { statusWithoutSandbox } from './mode.js';
import { liveWriteDenies, sandboxSpecOf } from './policy-spec.js';
import { openCommandSandbox, SandboxStartError, type CommandSandbox } from './runtime.js';
import type { SandboxRunMode, SandboxStatus } from './types.js';

export interface SessionSandbox {
  status: SandboxStatus;
  /** Null when commands run without a sandbox (the status says why). */
  sandbox: CommandSandbox | null;
}

export interface OpenSessionSandboxOptions {
  mode: SandboxRunMode;
  policy: Policy;
  /** Default: the real machine. */
  host?: SandboxHost;
  homeDir?: string;
  /** Where the session's TMPDIR is made (default: the OS temp folder). */
  tmpRoot?: string;
  /** The run's environment, for secret places named by a variable (`$GITHUB_ENV`). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * What a check of this host just found (the Action's preflight ends with one): not looked up
   * again, since each lookup is a process started before the first model call.
   */
  found?: LinuxFindings;
}

export const localSandboxHost: SandboxHost = {
  platform: process.platform,
  run: (file, args) =>
    new Promise((done) => {
      execFile(file, [...args], { timeout: 10_000, encoding: 'utf8' }, (error, stdout, stderr) => {
        const code = error
          ? typeof (error as NodeJS.ErrnoException & { code?: unknown }).code === 'number'
            ? (error as unknown as { code: number }).code
            : 127
          : 0;
        done({ code, stdout: String(stdout), stderr: String(stderr) || (error && code === 127 ? error.message : '') });
      });
    }),
  readFile: (path) => readFile(path, 'utf8').catch(() => null),
};

/** `required` throws `SandboxUnavailableError` when the sandbox cannot run; the other modes return a status. */
export async function openSessionSandbox(options: OpenSessionSandboxOptions): Promise<SessionSandbox> {
  if (options.mode === 'off') return { status: statusWithoutSandbox('off', []), sandbox: null };
  const host = options.host ?? localSandboxHost;
  const found = options.found ?? (await detectSandboxSupport(host));
  if (found.problems.length > 0) return { status: statusWithoutSandbox(options.mode, found.problems), sandbox: null };
  const sessionTmpDir = await mkdtemp(join(options.tmpRoot ?? tmpdir(), 'leash-session-'));
  const compiled = sandboxSpecOf(options.policy, {
    workspaceRoot: options.policy.workspace,
    homeDir: options.homeDir ?? homedir(),
    sessionTmpDir,
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    const sandbox = await openCommandSandbox({
      spec: compiled.spec,
      explain: compiled.explain,
      sessionTmpDir,
      programs: found.found,
      mode: options.mode,
      allowConnection: compiled.allowConnection,
      denyWriteNow: () => liveWriteDenies(compiled.profile),
    });
    if (compiled.profile.notes.length > 0) sandbox.status.notes = [...compiled.profile.notes];
    const dirs = {
      workspaceRoot: options.policy.workspace,
      homeDir: options.homeDir ?? homedir(),
      sessionTmpDir,
      ...(options.env ? { env: options.env } : {}),
    };
    const views = new WeakMap<Policy, CommandSandbox>([[options.policy, sandbox]]);
    // A chain task's policy adds its own denies: its commands get a profile compiled from it. The
    // proxy has one network list per process, so a policy with other network rules is refused.
    const forPolicy = (policy: Policy): CommandSandbox => {
      const known = views.get(policy);
      if (known) return known;
      const narrowed = sandboxSpecOf(policy, { ...dirs, workspaceRoot: policy.workspace });
      if (JSON.stringify(narrowed.spec.network) !== JSON.stringify(compiled.spec.network)) {
        throw new Error('a policy with network rules of its own cannot share this sandbox (one network list per process)');
      }
      const view = sandbox.withFiles({ spec: narrowed.spec, explain: narrowed.explain, denyWriteNow: () => liveWriteDenies(narrowed.profile) });
      view.forPolicy = forPolicy;
      views.set(policy, view);
      return view;
    };
    sandbox.forPolicy = forPolicy;
    return { status: sandbox.status, sandbox };
  } catch (error) {
    if (error instanceof SandboxStartError) return { status: statusWithoutSandbox(options.mode, error.problems), sandbox: null };
    throw error;
  }
}
