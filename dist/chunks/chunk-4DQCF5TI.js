import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  builtinPolicy,
  loadPolicy
} from "./chunk-QYUAHK6H.js";
import {
  loadBashParser
} from "./chunk-RBMSRWKV.js";

// src/cli/context.ts
import { homedir } from "node:os";
import { resolve } from "node:path";
function workspaceFrom(io, cwdFlag) {
  return resolve(io.cwd, cwdFlag ?? io.env.GITHUB_WORKSPACE ?? io.cwd);
}
function homeFrom(io) {
  return io.env.HOME || homedir();
}
async function policyContext(io, policyFlag, cwdFlag) {
  const parser = await loadBashParser();
  const workspace = workspaceFrom(io, cwdFlag);
  const home = homeFrom(io);
  const policy = policyFlag ? await loadPolicy(resolve(io.cwd, policyFlag), { workspace, home, parser }) : builtinPolicy(workspace, home);
  return { policy, parser, workspace: policy.workspace };
}

export {
  homeFrom,
  policyContext
};
