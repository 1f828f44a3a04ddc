import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  LEASH_VERSION
} from "./chunk-JCTJSGY6.js";
import {
  parseDuration,
  parsePositiveInteger,
  parsePositiveNumber,
  runLedgerFlags,
  runOnLedger
} from "./chunk-IZTVNCXH.js";
import {
  policyContext
} from "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import {
  DEFAULT_LIMITS,
  DEFAULT_RETRY_POLICY,
  McpConfigError,
  SandboxUnavailableError,
  StructuredOutputSchemaError,
  TierModelsError,
  approvalLayer,
  createLocalToolHost,
  createMessagesClient,
  createRedactor,
  openSessionSandbox,
  parseSandboxRunMode,
  parseTierModels,
  pendingApprovals,
  permanentStallBoundMs,
  readJsonSchemaFile,
  readSessionFile,
  readToolLimitsFile,
  runAgent,
  selectApprovals,
  sessionPath,
  structuredOutputSpec,
  systemClock,
  tablePricing,
  tierModels,
  withMcpServers
} from "./chunk-MTESLMID.js";
import {
  InputFileError,
  readInputFile,
  resolveSandboxMode,
  withLayer
} from "./chunk-DNBXAQMH.js";

// src/cli/run.ts
import { homedir as homedir2 } from "node:os";
import { join, resolve } from "node:path";

// src/cli/sandbox.ts
import { homedir } from "node:os";
var CLI_DEFAULT_SANDBOX_MODE = "auto";
async function cliSessionSandbox(flag, policy, io) {
  let requested;
  try {
    requested = flag !== void 0 ? parseSandboxRunMode(flag, "--sandbox") : io.env.LEASH_SANDBOX ? parseSandboxRunMode(io.env.LEASH_SANDBOX, "LEASH_SANDBOX") : void 0;
  } catch (error) {
    throw new UsageError(error.message);
  }
  const resolved = resolveSandboxMode(policy, {
    requested,
    requestedBy: flag !== void 0 ? "--sandbox" : "LEASH_SANDBOX",
    fallback: CLI_DEFAULT_SANDBOX_MODE,
    fallbackSource: "default for the CLI"
  });
  if (resolved.overruled) writeLine(io.stderr, `leash: ${resolved.overruled}`);
  try {
    const session = await openSessionSandbox({ mode: resolved.mode, policy, homeDir: io.env.HOME || homedir(), env: io.env });
    session.status.source = resolved.source;
    if (!session.status.active && resolved.mode === "auto") writeLine(io.stderr, `leash: ${session.status.reason}`);
    return session;
  } catch (error) {
    if (error instanceof SandboxUnavailableError) throw new UsageError(error.message);
    throw error;
  }
}

// src/cli/run.ts
var DEFAULT_MODEL = "claude-sonnet-5-5";
var RUN_COMMAND = {
  name: "run",
  summary: "one headless task, from prompt to result envelope (exit 0 success, 1 any error, 2 bad usage)",
  usage: ["[-p] PROMPT [flags]", "--prompt TEXT | --prompt-file FILE [flags]", "--resume SESSION [--approve all|ID[,ID\u2026] [--approved-by WHO]] [flags]"],
  options: {
    print: {
      type: "boolean",
      short: "p",
      description: "print the result and exit, as claude -p; leash run always does, so this only keeps that habit working"
    },
    prompt: { type: "string", value: "TEXT", description: "the task (or give it as the one positional argument)" },
    "prompt-file": { type: "string", value: "FILE", description: "read the task from a file" },
    policy: { type: "string", value: "FILE", description: "the policy; without it .github/leash.yml in the workspace, else only the built-in rules" },
    model: { type: "string", value: "MODEL", description: `the model of the main loop (default LEASH_MODEL, else ${DEFAULT_MODEL})` },
    "max-turns": { type: "string", value: "N", description: "stop after N model turns (error_max_turns)" },
    "max-budget-usd": { type: "string", value: "USD", description: "stop before the run would spend more (error_max_budget_usd)" },
    timeout: { type: "string", value: "DURATION", description: "wall-clock limit, like 90s, 10m or 1h (error_timeout)" },
    "idle-timeout": {
      type: "string",
      value: "DURATION",
      description: `no data from the model for this long aborts the attempt, which is retried (default ${DEFAULT_LIMITS.idleTimeoutMs / 1e3}s; at most ${(DEFAULT_RETRY_POLICY.maxStallRetries ?? 0) + 1} stalled attempts, so with the defaults a permanent stall ends the run within ${Math.ceil(permanentStallBoundMs(DEFAULT_LIMITS.idleTimeoutMs) / 1e3)} s)`
    },
    "max-output-tokens": { type: "string", value: "N", description: "max_tokens of each model call" },
    "output-format": {
      type: "string",
      value: "FORMAT",
      default: "text",
      description: "text (the result), json (the result envelope) or stream-json (every event, one per line)"
    },
    verbose: { type: "boolean", description: "also print each tool call and its decision on stderr as it happens (stream-json already carries them)" },
    "json-schema": {
      type: "string",
      value: "SCHEMA",
      description: "the result must match this JSON Schema: inline JSON (as claude takes it) or a JSON or YAML file"
    },
    "session-dir": { type: "string", value: "DIR", description: "where session files go (default LEASH_SESSION_DIR, else ~/.local/state/leash/sessions)" },
    resume: { type: "string", value: "SESSION", description: "continue a session, by id or file" },
    approve: { type: "string", value: "all|ID[,ID\u2026]", description: "with --resume: let exactly these held-back calls run" },
    "approved-by": { type: "string", value: "WHO", description: "who approved, written into the session (default GITHUB_ACTOR, else USER)" },
    cwd: { type: "string", value: "DIR", description: "the workspace (default GITHUB_WORKSPACE, else the current directory)" },
    prices: { type: "string", value: "FILE", description: "a price table to use instead of the built-in one (or LEASH_PRICES)" },
    "append-system-prompt": { type: "string", value: "TEXT", description: "text added to the end of the system prompt" },
    ledger: { type: "string", value: "PATH", description: "reserve the run's --max-budget-usd in this spend ledger first (refused: exit 1)" },
    "daily-budget-usd": { type: "string", value: "USD", description: "with --ledger: what a UTC day may spend in all" },
    "monthly-budget-usd": { type: "string", value: "USD", description: "with --ledger: what a UTC month may spend in all" },
    "tool-limits": { type: "string", value: "FILE", description: "per-tool output and time limits (JSON or YAML)" },
    "tier-models": { type: "string", value: "SPEC", description: "the model of each subagent tier, like weak=claude-haiku-5-5,strong=claude-opus-5-5" },
    sandbox: {
      type: "string",
      value: "MODE",
      description: "required (refuse to run without it), auto (the default: use it where it works, say so where not) or off: run commands and stdio MCP servers inside the OS sandbox made from the policy"
    }
  },
  notes: [
    "The model endpoint comes from ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY (or ANTHROPIC_AUTH_TOKEN).",
    "Exit 0 on success, 1 on any error subtype, 2 on bad usage or a policy that does not load."
  ]
};
function defaultSessionDir(io) {
  if (io.env.LEASH_SESSION_DIR) return resolve(io.cwd, io.env.LEASH_SESSION_DIR);
  const state = io.env.XDG_STATE_HOME || join(io.env.HOME || homedir2(), ".local", "state");
  return join(state, "leash", "sessions");
}
function outputFormat(value) {
  if (value === "text" || value === "json" || value === "stream-json") return value;
  throw new UsageError(`--output-format must be text, json or stream-json, not "${value}"`);
}
function limitsFrom(values) {
  return {
    maxTurns: values["max-turns"] !== void 0 ? parsePositiveInteger("--max-turns", String(values["max-turns"])) : null,
    maxBudgetUsd: values["max-budget-usd"] !== void 0 ? parsePositiveNumber("--max-budget-usd", String(values["max-budget-usd"])) : null,
    timeoutMs: values.timeout !== void 0 ? parseDuration("--timeout", String(values.timeout)) : null,
    idleTimeoutMs: values["idle-timeout"] !== void 0 ? parseDuration("--idle-timeout", String(values["idle-timeout"])) : DEFAULT_LIMITS.idleTimeoutMs,
    maxOutputTokens: values["max-output-tokens"] !== void 0 ? parsePositiveInteger("--max-output-tokens", String(values["max-output-tokens"])) : DEFAULT_LIMITS.maxOutputTokens
  };
}
function reportResult(result, format, io) {
  if (format === "json") writeLine(io.stdout, JSON.stringify(result));
  if (format === "text") {
    writeLine(io.stdout, result.structured_output !== void 0 ? JSON.stringify(result.structured_output) : result.result);
    if (result.is_error) writeLine(io.stderr, `leash: ${result.subtype}: ${result.result}`);
  }
  return result.subtype === "success" && !result.is_error ? 0 : 1;
}
async function runCommand(args, io) {
  const { values, positionals } = parseCommand(RUN_COMMAND, args);
  const format = outputFormat(values["output-format"]);
  const limits = limitsFrom(values);
  const ledger = runLedgerFlags(values, limits, io);
  const prompt = await promptFrom(values, positionals, io);
  const apiKey = io.env.ANTHROPIC_API_KEY;
  const authToken = io.env.ANTHROPIC_AUTH_TOKEN;
  if (!apiKey && !authToken) {
    throw new UsageError("ANTHROPIC_API_KEY is not set; set it (and ANTHROPIC_BASE_URL for another endpoint), or try `leash demo`, which runs offline");
  }
  const model = values.model ?? io.env.LEASH_MODEL ?? DEFAULT_MODEL;
  const pricing = tablePricing(
    values.prices ? { file: resolve(io.cwd, values.prices) } : io.env.LEASH_PRICES ? { file: resolve(io.cwd, io.env.LEASH_PRICES) } : {}
  );
  pricing.check(model);
  const toolLimits = values["tool-limits"] ? readToolLimitsFile(resolve(io.cwd, values["tool-limits"])) : void 0;
  const { jsonSchema, tierModels: tierModels2 } = agentShapeFlags(values, io);
  for (const tierModel of Object.values(tierModels(tierModels2))) pricing.check(tierModel);
  const context = await policyContext(io, values.policy, values.cwd);
  const sessionDir = values["session-dir"] ? resolve(io.cwd, values["session-dir"]) : defaultSessionDir(io);
  const resume = values.resume ? loadResume(values.resume, sessionDir, io) : void 0;
  let approval;
  if (values.approve !== void 0) {
    if (!resume) throw new UsageError("--approve continues a session: give --resume SESSION too");
    const approvedBy = values["approved-by"] ?? io.env.GITHUB_ACTOR ?? io.env.USER ?? "cli";
    let approved;
    try {
      approved = selectApprovals(pendingApprovals(resume.events), values.approve);
    } catch (error) {
      throw new UsageError(`cannot approve: ${error.message}`);
    }
    context.policy = withLayer(context.policy, approvalLayer(approved, approvedBy));
    approval = { approved, approvedBy, approvedAt: (/* @__PURE__ */ new Date()).toISOString() };
  }
  const client = createMessagesClient({
    apiKey: apiKey ?? null,
    authToken: authToken ?? null,
    baseURL: io.env.ANTHROPIC_BASE_URL || void 0,
    maxRetries: 0,
    timeout: 10 * 6e4
  });
  const sandbox = await cliSessionSandbox(values.sandbox, context.policy, io);
  const local = await createLocalToolHost({ workspace: context.workspace, policy: context.policy, env: io.env, sandbox: sandbox.sandbox });
  const tools = await withMcpServers(local, {
    policyFile: context.policyFile,
    workspace: context.workspace,
    env: io.env,
    clientVersion: LEASH_VERSION,
    signal: io.signal,
    warn: (line) => writeLine(io.stderr, `leash: ${line}`),
    sandbox: sandbox.sandbox
  }).catch(async (error) => {
    await sandbox.sandbox?.close();
    throw error instanceof McpConfigError ? new UsageError(error.message) : error;
  });
  const run = (spend) => runAgent({
    client,
    model,
    prompt,
    policy: context.policy,
    policyPath: context.policyFile,
    parser: context.parser,
    tools,
    pricing,
    redactor: createRedactor({ env: io.env }),
    clock: systemClock,
    limits,
    sessionDir,
    resume,
    emit: format === "stream-json" ? (line) => writeLine(io.stdout, line) : values.verbose ? verboseProgress(io) : void 0,
    signal: io.signal,
    leashVersion: LEASH_VERSION,
    apiKeySource: apiKey ? "ANTHROPIC_API_KEY" : "none",
    appendSystemPrompt: values["append-system-prompt"],
    approval,
    spend,
    toolLimits,
    jsonSchema,
    subagents: { tierModels: tierModels2 },
    sandbox: sandbox.status,
    onSessionFile: (path) => {
      if (format !== "stream-json") writeLine(io.stderr, `session: ${path}`);
    }
  });
  try {
    if (ledger) return await runOnLedger(ledger, run, format, io, reportResult);
    return reportResult(await run(), format, io);
  } finally {
    await tools.close();
    await sandbox.sandbox?.close();
  }
}
async function promptFrom(values, positionals, io) {
  if (positionals.length > 1) {
    throw new UsageError(`leash run takes one prompt, got ${positionals.length} words; quote it: leash run -p "${positionals.join(" ")}"`);
  }
  const given = [
    ...values.prompt !== void 0 ? [{ flag: "--prompt", text: () => values.prompt }] : [],
    ...positionals.length === 1 ? [{ flag: "a positional prompt", text: () => positionals[0] }] : [],
    ...values["prompt-file"] !== void 0 ? [{ flag: "--prompt-file", text: () => readPromptFile(values["prompt-file"], io) }] : []
  ];
  if (given.length > 1) throw new UsageError(`give one prompt: ${given.map((g) => g.flag).join(" and ")} were both given`);
  if (given.length === 0 && !values.resume)
    throw new UsageError('leash run needs a prompt: leash run -p "TEXT", --prompt TEXT or --prompt-file FILE (or --resume SESSION)');
  return await given[0]?.text() ?? null;
}
async function readPromptFile(file, io) {
  try {
    return await readInputFile(resolve(io.cwd, file), { display: file, signal: io.signal });
  } catch (error) {
    const why = error instanceof InputFileError ? error.message : `${file}: ${error.message}`;
    throw new UsageError(`cannot read --prompt-file ${why}`);
  }
}
function jsonSchemaFlag(value, io) {
  if (!value.trimStart().startsWith("{")) return readJsonSchemaFile(resolve(io.cwd, value));
  let schema;
  try {
    schema = JSON.parse(value);
  } catch (error) {
    throw new StructuredOutputSchemaError(`(inline): not valid JSON: ${error.message}`);
  }
  try {
    structuredOutputSpec(schema);
  } catch (error) {
    throw new StructuredOutputSchemaError(`(inline): ${error.message}`);
  }
  return schema;
}
function verboseProgress(io) {
  const names = /* @__PURE__ */ new Map();
  return (line) => {
    const event = JSON.parse(line);
    const indent = event.parent_tool_use_id ? "    " : "  ";
    if (event.type === "assistant" && Array.isArray(event.message?.content)) {
      for (const block of event.message.content) {
        if (block.type !== "tool_use" || !block.id) continue;
        names.set(block.id, block.name ?? "?");
        const input = JSON.stringify(block.input ?? {});
        writeLine(io.stderr, `${indent}${block.name} ${input.length > 200 ? `${input.slice(0, 199)}\u2026` : input}`);
      }
    }
    for (const result of event.tool_results ?? []) {
      writeLine(io.stderr, `${indent}  -> ${result.tool_name}: ${result.decision}${result.exit_code === null ? "" : `, exit ${result.exit_code}`}`);
    }
  };
}
function agentShapeFlags(values, io) {
  try {
    return {
      jsonSchema: values["json-schema"] ? jsonSchemaFlag(values["json-schema"], io) : void 0,
      tierModels: values["tier-models"] ? parseTierModels(values["tier-models"]) : void 0
    };
  } catch (error) {
    if (error instanceof StructuredOutputSchemaError) throw new UsageError(`--json-schema ${error.message}`);
    if (error instanceof TierModelsError) throw new UsageError(`--tier-models: ${error.message}`);
    throw error;
  }
}
function loadResume(session, sessionDir, io) {
  const path = sessionPath(session, sessionDir, io.cwd);
  try {
    return { path, events: readSessionFile(path) };
  } catch (error) {
    throw new UsageError(`cannot resume ${session}: ${error.message}`);
  }
}

export {
  cliSessionSandbox,
  DEFAULT_MODEL,
  RUN_COMMAND,
  defaultSessionDir,
  outputFormat,
  limitsFrom,
  reportResult,
  runCommand,
  jsonSchemaFlag
};
