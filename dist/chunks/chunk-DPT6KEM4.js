import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/github/inputs.ts
var INPUT_DEFAULTS = {
  policy: ".github/leash.yml",
  model: "claude-sonnet-5-5",
  "max-budget-usd": "2",
  ledger: "cache",
  comment: "off",
  "artifact-retention-days": "7",
  "fail-on": "error,budget",
  "run-timeout-minutes": "30",
  "approve-comment": "false"
};
var DEPRECATED_INPUTS = { "timeout-minutes": "run-timeout-minutes" };
var InputError = class extends Error {
  constructor(input, detail) {
    super(`input ${input}: ${detail}`);
    this.input = input;
  }
  input;
  name = "InputError";
  code = "BAD_INPUT";
};
function inputVariable(name) {
  return `INPUT_${name.replace(/ /g, "_").toUpperCase()}`;
}
function rawInput(env, name) {
  const value = (env[inputVariable(name)] ?? "").trim();
  if (value !== "") return value;
  return INPUT_DEFAULTS[name] ?? "";
}
var MAX_RETENTION_DAYS = 90;
var ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\\/\r\n]/;
function readActionInputs(env) {
  const get = (name) => rawInput(env, name);
  const maxBudgetUsd = positiveNumber("max-budget-usd", get("max-budget-usd"));
  const mode = readMode(env);
  const dailyBudgetUsd = optional(get("daily-budget-usd"), (value) => positiveNumber("daily-budget-usd", value));
  if ((mode.kind === "queue" || mode.kind === "queue-label") && dailyBudgetUsd === null) {
    throw new InputError("daily-budget-usd", `the grinder (${mode.kind}) works while a daily budget lasts: give daily-budget-usd, e.g. 10`);
  }
  const chainBudgetUsd = optional(get("chain-budget-usd"), (value) => positiveNumber("chain-budget-usd", value));
  if (chainBudgetUsd !== null && mode.kind !== "chain")
    throw new InputError("chain-budget-usd", `only a chain has a chain budget; this step runs ${mode.kind}`);
  const apiKey = get("anthropic-api-key") || env.ANTHROPIC_API_KEY?.trim() || "";
  if (apiKey === "") {
    throw new InputError(
      "anthropic-api-key",
      "expected the Anthropic API key, e.g. anthropic-api-key: ${{ secrets.ANTHROPIC_API_KEY }}; it is empty (a secret that is not set, or not available to this event)"
    );
  }
  const baseUrl = get("anthropic-base-url");
  if (baseUrl !== "" && !/^https?:\/\/\S+$/.test(baseUrl)) throw new InputError("anthropic-base-url", `expected an http(s) URL, got "${baseUrl}"`);
  const artifactName = get("artifact-name");
  if (artifactName !== "" && (ARTIFACT_NAME_FORBIDDEN.test(artifactName) || artifactName.length > 200)) {
    throw new InputError("artifact-name", `expected a name without " : < > | * ? \\ / or line breaks, at most 200 characters, got "${artifactName}"`);
  }
  const githubToken = get("github-token") || env.GITHUB_TOKEN?.trim() || "";
  if (githubToken === "") {
    throw new InputError("github-token", "expected a token for the trust check and the GitHub API (the default is ${{ github.token }}); it is empty");
  }
  const retention = positiveInteger("artifact-retention-days", get("artifact-retention-days"));
  if (retention > MAX_RETENTION_DAYS) throw new InputError("artifact-retention-days", `expected 1 to ${MAX_RETENTION_DAYS} days, got ${retention}`);
  return {
    mode,
    policy: get("policy"),
    model: model(get("model")),
    maxTurns: optional(get("max-turns"), (value) => positiveInteger("max-turns", value)),
    maxBudgetUsd,
    chainBudgetUsd,
    dailyBudgetUsd,
    ledger: oneOf("ledger", get("ledger"), ["cache", "off"]),
    anthropicApiKey: apiKey,
    anthropicBaseUrl: baseUrl === "" ? env.ANTHROPIC_BASE_URL?.trim() || null : baseUrl,
    githubToken,
    comment: oneOf("comment", get("comment"), ["off", "sticky"]),
    artifactName: artifactName === "" ? null : artifactName,
    artifactRetentionDays: retention,
    failOn: failOn(get("fail-on")),
    allowedActors: names("allowed-actors", get("allowed-actors"), "logins, e.g. octocat, hubot"),
    allowBots: names("allow-bots", get("allow-bots"), "bot logins, e.g. dependabot[bot], renovate[bot]"),
    allowForks: names("allow-forks", get("allow-forks"), "fork repositories or their owners, e.g. octocat/app or octocat"),
    timeoutMs: Math.round(positiveNumber(...runTimeoutMinutes(env)) * 6e4),
    deprecations: Object.entries(DEPRECATED_INPUTS).filter(([old]) => (env[inputVariable(old)] ?? "").trim() !== "").map(
      ([old, name]) => `input ${old} is deprecated (it reads like the step keyword timeout-minutes, which kills the step without results); rename it to ${name}`
    ),
    sandbox: get("sandbox") === "" ? null : oneOf("sandbox", get("sandbox").toLowerCase(), ["required", "auto", "off"])
  };
}
function runTimeoutMinutes(env) {
  const old = (env[inputVariable("timeout-minutes")] ?? "").trim();
  const given = (env[inputVariable("run-timeout-minutes")] ?? "").trim();
  if (old === "") return ["run-timeout-minutes", rawInput(env, "run-timeout-minutes")];
  if (given !== "" && given !== INPUT_DEFAULTS["run-timeout-minutes"] && given !== old) {
    throw new InputError(
      "run-timeout-minutes",
      `give run-timeout-minutes only; the deprecated timeout-minutes says "${old}" and run-timeout-minutes says "${given}"`
    );
  }
  return ["timeout-minutes", old];
}
function readMode(env) {
  const given = [];
  const prompt = env[inputVariable("prompt")] ?? "";
  if (prompt.trim() !== "") given.push({ kind: "prompt", prompt });
  const file = rawInput(env, "prompt-file");
  if (file !== "") given.push({ kind: "prompt-file", path: file });
  const chain = rawInput(env, "chain");
  if (chain !== "") given.push({ kind: "chain", path: chain });
  const queue = rawInput(env, "queue");
  if (queue !== "") given.push({ kind: "queue", path: queue });
  const label = rawInput(env, "queue-label");
  if (label !== "") given.push({ kind: "queue-label", label });
  const approve = oneOf("approve-comment", rawInput(env, "approve-comment"), ["true", "false"]);
  if (approve === "true") {
    if (given.length > 0)
      throw new InputError(
        "approve-comment",
        `approve-comment: true resumes the session a /leash approve comment names; give no ${given.map((m) => m.kind).join(" or ")} with it`
      );
    return { kind: "approve" };
  }
  if (given.length === 0)
    throw new InputError("prompt", "nothing to do: give one of prompt, prompt-file, chain, queue or queue-label (or approve-comment: true)");
  if (given.length > 1)
    throw new InputError(given[1].kind, `give only one of prompt, prompt-file, chain, queue and queue-label; got ${given.map((m) => m.kind).join(" and ")}`);
  return given[0];
}
function model(value) {
  if (!/^[A-Za-z0-9][A-Za-z0-9._:@/-]*$/.test(value)) throw new InputError("model", `expected a model id such as claude-sonnet-5-5, got "${value}"`);
  return value;
}
function optional(value, parse) {
  return value === "" ? null : parse(value);
}
function positiveInteger(input, value) {
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) throw new InputError(input, `expected a whole number of at least 1, got "${value}"`);
  return number;
}
function positiveNumber(input, value) {
  const number = Number(value);
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(value) || !Number.isFinite(number) || number <= 0) {
    throw new InputError(input, `expected a number above 0 such as 2 or 0.50, got "${value}"`);
  }
  return number;
}
function oneOf(input, value, allowed) {
  if (allowed.includes(value)) return value;
  throw new InputError(input, `expected ${allowed.map((a) => `"${a}"`).join(" or ")}, got "${value}"`);
}
function failOn(value) {
  if (value === "none" || value === "") return [];
  const parts = value.split(/[\s,]+/).filter((part) => part !== "");
  for (const part of parts) {
    if (part !== "error" && part !== "denial" && part !== "budget") {
      throw new InputError("fail-on", `expected a comma list of error, denial and budget (or none), got "${part}" in "${value}"`);
    }
  }
  return [...new Set(parts)];
}
function names(input, value, what) {
  if (value === "" || value.toLowerCase() === "false" || value.toLowerCase() === "none") return [];
  const parts = value.split(/[\s,]+/).filter((part) => part !== "");
  for (const part of parts) {
    if (/^(true|yes|on|\*|all|any)$/i.test(part)) {
      throw new InputError(input, `expected ${what}, named one by one; "${part}" would trust everyone, which is what this check exists to stop`);
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*(\[bot\])?(\/[A-Za-z0-9._-]+)?$/.test(part)) throw new InputError(input, `expected ${what}, got "${part}"`);
  }
  return parts;
}

export {
  InputError,
  inputVariable,
  readActionInputs
};
