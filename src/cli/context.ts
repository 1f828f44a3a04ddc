// Shared set-up of the policy commands: the workspace, home, the bash parser and the policy.
import { homedir } from 'node:os';
import { resolve } from 'node:path';
import { loadBashParser, type BashParser } from '../bash/index.js';
import { builtinPolicy, loadPolicy } from '../policy/index.js';
import type { Policy } from '../policy/types.js';
import type { CliIO } from './io.js';

export interface PolicyContext {
  policy: Policy;
  parser: BashParser;
  workspace: string;
}

/** The workspace root: `--cwd`, else `GITHUB_WORKSPACE`, else the process's directory. */
export function workspaceFrom(io: CliIO, cwdFlag: string | undefined): string {
  return resolve(io.cwd, cwdFlag ?? io.env.GITHUB_WORKSPACE ?? io.cwd);
}

export function homeFrom(io: CliIO): string {
  return io.env.HOME || homedir();
}

/** Loads the policy (or the built-in layer alone when none is given). Throws PolicyError on bad input. */
export async function policyContext(io: CliIO, policyFlag: string | undefined, cwdFlag: string | undefined): Promise<PolicyContext> {
  const parser = await loadBashParser();
  const workspace = workspaceFrom(io, cwdFlag);
  const home = homeFrom(io);
  const policy = policyFlag
    ? await loadPolicy(resolve(io.cwd, policyFlag), { workspace, home, parser, ...(io.signal ? { signal: io.signal } : {}) })
    : builtinPolicy(workspace, home);
  return { policy, parser, workspace: policy.workspace };
}
