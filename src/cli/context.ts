// Shared set-up of the policy commands: the workspace, home, the bash parser and the policy.
import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { probePathFolding } from '../paths/index.js';
import { loadBashParser, type BashParser } from '../bash/index.js';
import { builtinPolicy, loadPolicy } from '../policy/index.js';
import type { Policy } from '../policy/index.js';
import { UsageError, writeLine, type CliIO } from './io.js';

export interface PolicyContext {
  policy: Policy;
  parser: BashParser;
  workspace: string;
  /** The policy file that was loaded (absolute); null when only the built-in rules apply. */
  policyFile: string | null;
}

/** The policy read when `--policy` is not given, under the workspace: the Action's default too. */
export const DEFAULT_POLICY_FILE = join('.github', 'leash.yml');

/** The workspace root: `--cwd`, else `GITHUB_WORKSPACE`, else the process's directory. */
export function workspaceFrom(io: CliIO, cwdFlag: string | undefined): string {
  return resolve(io.cwd, cwdFlag ?? io.env.GITHUB_WORKSPACE ?? io.cwd);
}

/** A `--cwd` that names no directory is a mistake: deciding against it would decide for a workspace that is not there. */
function existingWorkspace(io: CliIO, cwdFlag: string | undefined): string {
  const workspace = workspaceFrom(io, cwdFlag);
  if (cwdFlag !== undefined) {
    const found = statSync(workspace, { throwIfNoEntry: false });
    if (!found) throw new UsageError(`--cwd ${cwdFlag}: no such directory (${workspace})`);
    if (!found.isDirectory()) throw new UsageError(`--cwd ${cwdFlag}: not a directory (${workspace})`);
  }
  return workspace;
}

export function homeFrom(io: CliIO): string {
  return io.env.HOME || homedir();
}

/**
 * Loads the policy: `--policy`, else the workspace's `.github/leash.yml`, else the built-in layer
 * alone, which stderr is told once, since a run that refuses every command for want of a
 * policy should not leave the user guessing why. Throws PolicyError on bad input.
 */
export async function policyContext(io: CliIO, policyFlag: string | undefined, cwdFlag: string | undefined): Promise<PolicyContext> {
  const workspace = existingWorkspace(io, cwdFlag);
  const parser = await loadBashParser();
  const home = homeFrom(io);
  const defaultFile = join(workspace, DEFAULT_POLICY_FILE);
  const policyFile = policyFlag ? resolve(io.cwd, policyFlag) : existsSync(defaultFile) ? defaultFile : null;
  if (policyFile === null) writeLine(io.stderr, builtinOnlyNotice(io, workspace));
  // Deny rules and floors meet every spelling the workspace's file system takes for a path.
  const probe = probePathFolding(workspace);
  if (probe.failed)
    writeLine(io.stderr, `leash: ${probe.failed}: deny rules and floors meet every spelling a file system may fold (case, Unicode, trailing dots)`);
  const folding = probe.folding;
  const policy = policyFile
    ? await loadPolicy(policyFile, { workspace, home, parser, folding, ...(io.signal ? { signal: io.signal } : {}) })
    : builtinPolicy(workspace, home, undefined, folding);
  return { policy, parser, workspace: policy.workspace, policyFile };
}

export function builtinOnlyNotice(io: CliIO, workspace: string): string {
  const where = relative(io.cwd, join(workspace, DEFAULT_POLICY_FILE)) || DEFAULT_POLICY_FILE;
  return `leash: no --policy and no ${where}: only the built-in rules apply (files in the workspace may be read and written, every bash command needs approval, which headless is a refusal); leash policy init writes a starter`;
}
