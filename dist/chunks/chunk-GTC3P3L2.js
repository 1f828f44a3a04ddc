import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  createMessagesClient,
  tablePricing
} from "./chunk-PZ45DCWX.js";
import {
  DEFAULT_LIMITS
} from "./chunk-TDGH4ZBN.js";
import {
  loadPolicy
} from "./chunk-QYUAHK6H.js";
import {
  loadBashParser,
  realFileSystem
} from "./chunk-RBMSRWKV.js";

// src/github/policy-source.ts
import { realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";
async function pullRequestOfRun(context, api) {
  if (context.pullRequest !== null) {
    const pr = context.pullRequest;
    return { number: pr.number, base: { ref: pr.baseRef, sha: pr.baseSha, repo: pr.baseRepo }, head: { ref: pr.headRef, sha: pr.headSha, repo: pr.headRepo } };
  }
  if (context.commentOnPullRequest && context.issueNumber !== null) return api.pullRequest(context.issueNumber);
  return null;
}
function workspaceFiles() {
  return { readFile: (path) => readFile(path, "utf8"), origin: "the workspace", ref: null, prefetch: () => void 0 };
}
function apiRepositoryFiles(api, ref, refName, workspace) {
  const roots = [resolve(workspace)];
  try {
    const real = realpathSync(workspace);
    if (!roots.includes(real)) roots.push(real);
  } catch {
  }
  const origin = `base commit ${ref.slice(0, 7)}${refName ? ` of ${refName}` : ""}`;
  const fetched = /* @__PURE__ */ new Map();
  const fetchOnce = (repoPath) => {
    let text = fetched.get(repoPath);
    if (!text) {
      text = api.fileAt(repoPath, ref);
      text.catch(() => void 0);
      fetched.set(repoPath, text);
    }
    return text;
  };
  return {
    origin,
    ref,
    prefetch(path) {
      const repoPath = repositoryPath(roots, path);
      if (repoPath !== null) fetchOnce(repoPath);
    },
    async readFile(path) {
      const repoPath = repositoryPath(roots, path);
      if (repoPath === null) {
        throw new Error(`${path} is outside the repository; on a pull request Leash reads policy and chain files from the ${origin} through the API, so they must live in the repository`);
      }
      const text = await fetchOnce(repoPath);
      if (text === null) throw new Error(`${repoPath} does not exist at the ${origin} (on a pull request it is read from the base branch, not from the pull request)`);
      return text;
    }
  };
}
function repositoryPath(roots, path) {
  for (const root of roots) {
    const rel = relative(root, resolve(root, path));
    if (rel !== "" && !rel.startsWith("..") && !isAbsolute(rel)) return rel.split(sep).join("/");
  }
  return null;
}
function policyHostFor(files) {
  return { readFile: (path) => files.readFile(path), fs: realFileSystem };
}

// src/github/agent-setup.ts
import { homedir } from "node:os";
import { resolve as resolve2 } from "node:path";
function startEarlySetup(inputs, workspace, env) {
  const parser = loadBashParser();
  parser.catch(() => void 0);
  const pricing = tablePricing(env.LEASH_PRICES ? { file: resolve2(workspace, env.LEASH_PRICES) } : {});
  pricing.check(inputs.model);
  return { pricing, parser };
}
async function prepareAgent(options) {
  const { inputs, env } = options;
  const pricing = options.early.pricing;
  const parser = await options.early.parser;
  const policyPath = resolve2(options.workspace, inputs.policy);
  const policy = await loadPolicy(policyPath, { workspace: options.workspace, home: env.HOME || homedir(), parser, host: policyHostFor(options.files) });
  const client = createMessagesClient({
    apiKey: inputs.anthropicApiKey,
    baseURL: inputs.anthropicBaseUrl ?? void 0,
    // The loop retries itself, and says so in the transcript.
    maxRetries: 0,
    timeout: 10 * 6e4
  });
  const limits = {
    ...DEFAULT_LIMITS,
    maxTurns: inputs.maxTurns,
    maxBudgetUsd: inputs.maxBudgetUsd,
    timeoutMs: inputs.timeoutMs
  };
  return { parser, policy, policyPath, pricing, client, limits, workspace: policy.workspace };
}

// src/github/errors.ts
var KNOWN = {
  InputError: "",
  ContextError: "",
  PolicyError: "the policy does not load: ",
  BudgetFileError: "the file does not load: ",
  UnknownModelPriceError: "",
  PriceFileError: "the price file does not load: ",
  PriceFileReadError: "",
  GitHubApiError: "",
  LedgerError: "the budget ledger: "
};
function describeError(error) {
  if (error instanceof Error) {
    const prefix = KNOWN[error.name];
    if (prefix !== void 0) return `Leash: ${prefix}${error.message}`;
    return `Leash failed: ${error.message}`;
  }
  return `Leash failed: ${String(error)}`;
}

export {
  pullRequestOfRun,
  workspaceFiles,
  apiRepositoryFiles,
  startEarlySetup,
  prepareAgent,
  describeError
};
