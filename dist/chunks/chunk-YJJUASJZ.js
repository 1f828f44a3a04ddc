import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  APPARMOR_USERNS_SYSCTL,
  DEFAULT_LIMITS,
  LINUX_PROGRAMS,
  createMessagesClient,
  detectSandboxSupport,
  localSandboxHost,
  openSessionSandbox,
  tablePricing
} from "./chunk-MTESLMID.js";
import {
  loadBashParser,
  loadPolicy,
  probePathFolding,
  readInputFile,
  realFileSystem,
  resolveSandboxMode
} from "./chunk-DNBXAQMH.js";

// src/github/policy-source.ts
import { realpathSync } from "node:fs";
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
  return { readFile: (path) => readInputFile(path), origin: "the workspace", ref: null, prefetch: () => void 0 };
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
        throw new Error(
          `${path} is outside the repository; on a pull request Leash reads policy and chain files from the ${origin} through the API, so they must live in the repository`
        );
      }
      const text = await fetchOnce(repoPath);
      if (text === null)
        throw new Error(`${repoPath} does not exist at the ${origin} (on a pull request it is read from the base branch, not from the pull request)`);
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
import { homedir as homedir2 } from "node:os";
import { resolve as resolve2 } from "node:path";

// src/github/sandbox-setup.ts
import { homedir } from "node:os";

// src/github/sandbox-preflight.ts
var BWRAP_APPARMOR_PROFILE_PATH = "/etc/apparmor.d/leash-bwrap";
function bwrapAppArmorProfile(bwrapPath) {
  return [
    "abi <abi/4.0>,",
    "include <tunables/global>",
    "",
    `profile leash-bwrap ${bwrapPath} flags=(unconfined) {`,
    "  userns,",
    "",
    "  include if exists <local/leash-bwrap>",
    "}",
    ""
  ].join("\n");
}
async function runSandboxPreflight(options) {
  const { host, sudo } = options;
  const started = options.now();
  const steps = [];
  const run = async (action, file, args) => {
    const [program, ...rest] = sudo.length > 0 ? [...sudo, file, ...args] : [file, ...args];
    const result = await host.run(program, rest);
    const ok = result.code === 0;
    steps.push({ action, ok, ...ok ? {} : { detail: (result.stderr || result.stdout).trim().split("\n").slice(-1)[0] ?? `exit ${result.code}` } });
    return ok;
  };
  const finish = (found2, broadFallback2) => ({
    ready: found2.problems.length === 0,
    durationMs: options.now() - started,
    steps,
    broadFallback: broadFallback2,
    problems: found2.problems,
    found: found2
  });
  if (host.platform !== "linux") return finish(await detectSandboxSupport(host), false);
  let found = await detectSandboxSupport(host);
  const packages = LINUX_PROGRAMS.filter((need) => found.problems.some((p) => p.code === need.code)).map((need) => need.pkg);
  if (packages.length > 0) {
    const env = ["env", "DEBIAN_FRONTEND=noninteractive"];
    const installed = await run(`apt-get install -y ${packages.join(" ")}`, env[0], [...env.slice(1), "apt-get", "install", "-y", "-q", ...packages]);
    if (!installed && await run("apt-get update", env[0], [...env.slice(1), "apt-get", "update", "-q"])) {
      await run(`apt-get install -y ${packages.join(" ")}`, env[0], [...env.slice(1), "apt-get", "install", "-y", "-q", ...packages]);
    }
    found = await detectSandboxSupport(host);
  }
  const bwrap = found.found.bwrap;
  if (bwrap && found.problems.some((p) => p.code === "userns_restricted")) {
    const profile = bwrapAppArmorProfile(bwrap);
    const wrote = await run(`write the AppArmor profile ${BWRAP_APPARMOR_PROFILE_PATH} (userns for ${bwrap} only)`, "sh", [
      "-c",
      `printf '%s' "$1" > ${BWRAP_APPARMOR_PROFILE_PATH}`,
      "sh",
      profile
    ]);
    if (wrote) await run(`apparmor_parser -r ${BWRAP_APPARMOR_PROFILE_PATH}`, "apparmor_parser", ["-r", BWRAP_APPARMOR_PROFILE_PATH]);
    found = await detectSandboxSupport(host);
  }
  let broadFallback = false;
  if (found.found.bwrap && found.problems.some((p) => p.code === "userns_restricted") && (await host.readFile(APPARMOR_USERNS_SYSCTL))?.trim() === "1") {
    broadFallback = await run(
      "sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 (fallback: the AppArmor profile did not take; this lifts the restriction for every program on this runner)",
      "sysctl",
      ["-w", "kernel.apparmor_restrict_unprivileged_userns=0"]
    );
    found = await detectSandboxSupport(host);
  }
  return finish(found, broadFallback);
}
function preflightLine(report) {
  const took = `${report.durationMs} ms`;
  if (report.steps.length === 0)
    return report.ready ? `sandbox preflight: nothing to change (${took})` : `sandbox preflight: cannot prepare this runner (${took})`;
  const changed = report.steps.map((s) => `${s.action}${s.ok ? "" : ` (failed: ${s.detail})`}`).join("; ");
  return `sandbox preflight (${took}): ${changed}${report.broadFallback ? " \u2014 used the broad sysctl fallback" : ""}${report.ready ? "" : "; the sandbox still cannot run"}`;
}

// src/github/sandbox-setup.ts
async function prepareActionSandbox(options) {
  const host = options.host ?? localSandboxHost;
  const resolved = resolveSandboxMode(options.policy, {
    requested: options.inputs.sandbox ?? void 0,
    requestedBy: "the sandbox input",
    fallback: host.platform === "linux" ? "required" : "auto",
    fallbackSource: host.platform === "linux" ? "default for the Action on Linux" : "default for the Action"
  });
  if (resolved.overruled) options.say?.(resolved.overruled);
  let preflight;
  let found;
  if (resolved.mode !== "off" && host.platform === "linux") {
    const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
    const report = await runSandboxPreflight({ host, now: () => Date.now(), sudo: isRoot ? [] : ["sudo", "-n"] });
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
    ...found ? { found } : {}
  });
  session.status.source = resolved.source;
  if (preflight) session.status.preflight = preflight;
  if (!session.status.active && session.status.reason) options.say?.(session.status.reason);
  return session;
}

// src/github/agent-setup.ts
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
  const probe = probePathFolding(options.workspace);
  if (probe.failed) options.say?.(`leash: ${probe.failed}: deny rules and floors meet every spelling a file system may fold`);
  const policy = await loadPolicy(policyPath, {
    folding: probe.folding,
    workspace: options.workspace,
    home: env.HOME || homedir2(),
    parser,
    host: policyHostFor(options.files),
    ...options.signal ? { signal: options.signal } : {}
  });
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
  const sandbox = await prepareActionSandbox({ inputs, policy, env, ...options.say ? { say: options.say } : {} });
  return { parser, policy, policyPath, pricing, client, limits, workspace: policy.workspace, sandbox };
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
