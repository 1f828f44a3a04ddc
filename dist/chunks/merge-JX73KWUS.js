import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  EXIT_BUDGET_EXHAUSTED
} from "./chunk-IZTVNCXH.js";
import "./chunk-FZZNL6TZ.js";
import {
  UsageError,
  parseCommand,
  writeLine
} from "./chunk-XRGLNYXW.js";
import "./chunk-Q6H2KOSY.js";
import {
  escapeMarkdownText,
  formatCount,
  formatUsd,
  markdownCode
} from "./chunk-LCJSPSB7.js";
import "./chunk-MTESLMID.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";

// src/cli/merge.ts
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
var obj = (value) => typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
var num = (value) => typeof value === "number" && Number.isFinite(value) ? value : 0;
var micros = (usd) => Math.round(usd * 1e6);
function emptySums() {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}
function addSums(a, b) {
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    cache_creation_input_tokens: a.cache_creation_input_tokens + b.cache_creation_input_tokens,
    cache_read_input_tokens: a.cache_read_input_tokens + b.cache_read_input_tokens
  };
}
function resultTokens(result) {
  const models = Object.values(obj(result.modelUsage)).map(obj);
  if (models.length > 0) {
    return models.reduce(
      (sum, m) => addSums(sum, {
        input_tokens: num(m.inputTokens),
        output_tokens: num(m.outputTokens),
        cache_creation_input_tokens: num(m.cacheCreationInputTokens),
        cache_read_input_tokens: num(m.cacheReadInputTokens)
      }),
      emptySums()
    );
  }
  const usage = obj(result.usage);
  return {
    input_tokens: num(usage.input_tokens),
    output_tokens: num(usage.output_tokens),
    cache_creation_input_tokens: num(usage.cache_creation_input_tokens),
    cache_read_input_tokens: num(usage.cache_read_input_tokens)
  };
}
function runTotals(result) {
  const session = typeof result.session_id === "string" && result.session_id !== "" ? [result.session_id] : [];
  return {
    costUsd: num(result.total_cost_usd),
    turns: num(result.num_turns),
    denials: Array.isArray(result.permission_denials) ? result.permission_denials.length : 0,
    tokens: resultTokens(result),
    sessionIds: session
  };
}
function shardTotals(value) {
  const envelope = obj(value);
  switch (envelope.type) {
    case "result": {
      const subtype = typeof envelope.subtype === "string" ? envelope.subtype : "unknown";
      const conclusion = subtype === "success" && envelope.is_error !== true ? "success" : subtype === "error_max_budget_usd" ? "budget_exhausted" : "failure";
      return { outcome: subtype, conclusion, ...runTotals(envelope) };
    }
    case "chain_result":
    case "grind_result": {
      const word = typeof envelope.conclusion === "string" ? envelope.conclusion : "unknown";
      const conclusion = word === "success" || word === "queue_empty" || word === "stopped" && envelope.is_error !== true ? "success" : word === "budget_exhausted" ? "budget_exhausted" : "failure";
      const runs = (Array.isArray(envelope.tasks) ? envelope.tasks : []).map((task) => obj(obj(task).envelope)).filter((run) => run.type === "result").map(runTotals);
      return {
        outcome: word,
        conclusion,
        costUsd: num(envelope.total_cost_usd),
        turns: runs.reduce((sum, run) => sum + run.turns, 0),
        denials: runs.reduce((sum, run) => sum + run.denials, 0),
        tokens: runs.reduce((sum, run) => addSums(sum, run.tokens), emptySums()),
        sessionIds: runs.flatMap((run) => run.sessionIds)
      };
    }
    case "merged_result": {
      const word = typeof envelope.conclusion === "string" ? envelope.conclusion : "unknown";
      const conclusion = word === "success" || word === "budget_exhausted" ? word : "failure";
      const usage = obj(envelope.usage);
      return {
        outcome: word,
        conclusion,
        costUsd: num(envelope.total_cost_usd),
        turns: num(envelope.num_turns),
        denials: num(envelope.denials),
        tokens: {
          input_tokens: num(usage.input_tokens),
          output_tokens: num(usage.output_tokens),
          cache_creation_input_tokens: num(usage.cache_creation_input_tokens),
          cache_read_input_tokens: num(usage.cache_read_input_tokens)
        },
        sessionIds: (Array.isArray(envelope.shards) ? envelope.shards : []).flatMap(
          (shard) => Array.isArray(obj(shard).session_ids) ? obj(shard).session_ids : []
        )
      };
    }
    default:
      return null;
  }
}
function mergeEnvelopes(envelopes) {
  const shards = [];
  let costMicros = 0;
  let tokens = emptySums();
  for (const { file, value } of envelopes) {
    const totals = shardTotals(value);
    if (totals === null) throw new UsageError(`${file}: not a Leash envelope (expected "type" result, chain_result, grind_result or merged_result)`);
    costMicros += micros(totals.costUsd);
    tokens = addSums(tokens, totals.tokens);
    shards.push({
      file,
      type: String(obj(value).type),
      outcome: totals.outcome,
      conclusion: totals.conclusion,
      total_cost_usd: totals.costUsd,
      num_turns: totals.turns,
      denials: totals.denials,
      session_ids: totals.sessionIds
    });
  }
  const conclusion = shards.some((s) => s.conclusion === "failure") ? "failure" : shards.some((s) => s.conclusion === "budget_exhausted") ? "budget_exhausted" : "success";
  return {
    type: "merged_result",
    conclusion,
    is_error: conclusion !== "success",
    total_cost_usd: costMicros / 1e6,
    num_turns: shards.reduce((sum, s) => sum + s.num_turns, 0),
    denials: shards.reduce((sum, s) => sum + s.denials, 0),
    usage: tokens,
    shards
  };
}
function mergedSummary(merged) {
  const icon = (c) => c === "success" ? "\u2705" : c === "budget_exhausted" ? "\u{1F4B8}" : "\u274C";
  const lines = [
    `### ${icon(merged.conclusion)} Leash: ${merged.shards.length} shard${merged.shards.length === 1 ? "" : "s"}, ${merged.conclusion}`,
    "",
    "| Shard | Conclusion | Cost | Turns | Denials |",
    "| --- | --- | ---: | ---: | ---: |",
    ...merged.shards.map(
      (s) => `| ${markdownCode(s.file, "table")} | ${icon(s.conclusion)} ${escapeMarkdownText(s.outcome)} | ${formatUsd(s.total_cost_usd)} | ${formatCount(s.num_turns)} | ${formatCount(s.denials)} |`
    ),
    `| **Total** | | **${formatUsd(merged.total_cost_usd)}** | ${formatCount(merged.num_turns)} | ${formatCount(merged.denials)} |`
  ];
  return `${lines.join("\n")}
`;
}
var MERGE_ENVELOPES_COMMAND = {
  name: "merge-envelopes",
  summary: "add the envelopes of a matrix's shards into one (0 success, 1 failure, 5 budget exhausted)",
  usage: ["FILE\u2026 [flags]"],
  options: {
    output: { type: "string", value: "FILE", description: "write the merged envelope here instead of stdout" },
    summary: { type: "string", value: "FILE", description: "append a markdown table of the shards (such as $GITHUB_STEP_SUMMARY)" }
  },
  notes: ["Exit 0 when every shard succeeded, 1 when one failed, 5 when none failed but one ran out of budget, 2 on bad usage."]
};
async function mergeEnvelopesCommand(args, io) {
  const { values, positionals } = parseCommand(MERGE_ENVELOPES_COMMAND, args);
  if (positionals.length === 0)
    throw new UsageError("leash merge-envelopes needs at least one envelope file: leash merge-envelopes FILE\u2026 [--output FILE] [--summary FILE]");
  const envelopes = positionals.map((file) => {
    let text;
    try {
      text = readFileSync(resolve(io.cwd, file), "utf8");
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${error.code === "ENOENT" ? "no such file" : error.message}`);
    }
    try {
      return { file, value: JSON.parse(text) };
    } catch (error) {
      throw new UsageError(`${file}: not JSON (${error.message})`);
    }
  });
  const merged = mergeEnvelopes(envelopes);
  const json = JSON.stringify(merged, null, 2);
  if (values.output) writeFileSync(resolve(io.cwd, values.output), `${json}
`);
  else writeLine(io.stdout, json);
  if (values.summary) appendFileSync(resolve(io.cwd, values.summary), mergedSummary(merged));
  if (values.output)
    writeLine(
      io.stderr,
      `leash merge-envelopes: ${merged.shards.length} envelopes, ${merged.conclusion}, ${formatUsd(merged.total_cost_usd)}; wrote ${values.output}`
    );
  return merged.conclusion === "success" ? 0 : merged.conclusion === "budget_exhausted" ? EXIT_BUDGET_EXHAUSTED : 1;
}
export {
  MERGE_ENVELOPES_COMMAND,
  mergeEnvelopes,
  mergeEnvelopesCommand,
  mergedSummary,
  shardTotals
};
