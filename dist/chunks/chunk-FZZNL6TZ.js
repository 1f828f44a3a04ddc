import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  UsageError,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  builtinPolicy,
  loadBashParser,
  loadPolicy,
  probePathFolding
} from "./chunk-DNBXAQMH.js";

// src/cli/context.ts
import { existsSync, statSync } from "node:fs";
import { homedir } from "node:os";
import { join, relative, resolve } from "node:path";
var DEFAULT_POLICY_FILE = join(".github", "leash.yml");
function workspaceFrom(io, cwdFlag) {
  return resolve(io.cwd, cwdFlag ?? io.env.GITHUB_WORKSPACE ?? io.cwd);
}
function existingWorkspace(io, cwdFlag) {
  const workspace = workspaceFrom(io, cwdFlag);
  if (cwdFlag !== void 0) {
    const found = statSync(workspace, { throwIfNoEntry: false });
    if (!found) throw new UsageError(`--cwd ${cwdFlag}: no such directory (${workspace})`);
    if (!found.isDirectory()) throw new UsageError(`--cwd ${cwdFlag}: not a directory (${workspace})`);
  }
  return workspace;
}
function homeFrom(io) {
  return io.env.HOME || homedir();
}
async function policyContext(io, policyFlag, cwdFlag) {
  const workspace = existingWorkspace(io, cwdFlag);
  const parser = await loadBashParser();
  const home = homeFrom(io);
  const defaultFile = join(workspace, DEFAULT_POLICY_FILE);
  const policyFile = policyFlag ? resolve(io.cwd, policyFlag) : existsSync(defaultFile) ? defaultFile : null;
  if (policyFile === null) writeLine(io.stderr, builtinOnlyNotice(io, workspace));
  const probe = probePathFolding(workspace);
  if (probe.failed)
    writeLine(io.stderr, `leash: ${probe.failed}: deny rules and floors meet every spelling a file system may fold (case, Unicode, trailing dots)`);
  const folding = probe.folding;
  const policy = policyFile ? await loadPolicy(policyFile, { workspace, home, parser, folding, ...io.signal ? { signal: io.signal } : {} }) : builtinPolicy(workspace, home, void 0, folding);
  return { policy, parser, workspace: policy.workspace, policyFile };
}
function builtinOnlyNotice(io, workspace) {
  const where = relative(io.cwd, join(workspace, DEFAULT_POLICY_FILE)) || DEFAULT_POLICY_FILE;
  return `leash: no --policy and no ${where}: only the built-in rules apply (files in the workspace may be read and written, every bash command needs approval, which headless is a refusal); leash policy init writes a starter`;
}

export {
  DEFAULT_POLICY_FILE,
  homeFrom,
  policyContext
};
