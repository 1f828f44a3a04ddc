import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/github/progress.ts
function progressPrinter(say, prefix = "") {
  return (line) => {
    let event;
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    const text = describeEvent(event);
    if (text !== null) say(`${prefix}${text}`);
  };
}
function describeEvent(event) {
  if (event.type === "assistant" && event.parent_tool_use_id === null) {
    const message = event.message ?? {};
    const calls = (message.content ?? []).filter((block) => block.type === "tool_use").map((block) => `${block.name}${callTarget(block.input)}`);
    const cost = typeof event.cost_usd === "number" ? `$${event.cost_usd.toFixed(4)}` : "";
    return `turn ${String(event.turn)} (${cost})${calls.length > 0 ? `: ${calls.join(", ")}` : ""}`;
  }
  if (event.type === "system" && event.subtype === "permission_denied") {
    return `  refused ${String(event.tool_name)}${callTarget(event.tool_input)}: ${String(event.decision_reason ?? event.decision)}`;
  }
  if (event.type === "system" && event.subtype === "api_retry") {
    return `  model call failed (${String(event.error)}), retry ${String(event.attempt)} of ${String(event.max_retries)}`;
  }
  if (event.type === "result") {
    return `result: ${String(event.subtype)} after ${String(event.num_turns)} turns, $${Number(event.total_cost_usd).toFixed(4)}`;
  }
  return null;
}
function callTarget(input) {
  if (!input) return "";
  const value = input.command ?? input.path ?? input.pattern;
  if (typeof value !== "string") return "";
  const line = value.replace(/\s+/g, " ");
  return ` \`${line.length > 80 ? `${line.slice(0, 79)}\u2026` : line}\``;
}

// src/github/trust.ts
var WRITE_PERMISSIONS = /* @__PURE__ */ new Set(["admin", "write"]);
function isBotActor(login, type) {
  return /\[bot\]$/i.test(login) || type === "Bot";
}
var sameName = (a, b) => a.toLowerCase() === b.toLowerCase();
async function checkTrust(context, pullRequest, rules, api) {
  const actor = context.triggeringActor;
  if (actor === "")
    return { trusted: false, actor, reason: "the run names no actor (GITHUB_TRIGGERING_ACTOR and GITHUB_ACTOR are empty), so its access cannot be checked" };
  if (pullRequest !== null) {
    const head = pullRequest.head.repo;
    const base = pullRequest.base.repo;
    if (head === null || !sameName(head, base)) {
      const owner = head?.split("/")[0] ?? "";
      const allowed = head !== null && rules.allowForks.some((name) => sameName(name, head) || sameName(name, owner));
      if (!allowed) {
        return {
          trusted: false,
          actor,
          reason: `pull request #${pullRequest.number} comes from ${head === null ? "a fork that no longer exists" : `the fork ${head}`}, not from ${base}; a fork's code and prompts are not trusted. Name the fork or its owner in allow-forks to run Leash on it`
        };
      }
    }
  }
  if (isBotActor(actor, context.triggeringActorType)) {
    if (rules.allowBots.some((name) => sameName(name, actor))) return { trusted: true, actor, why: `the bot ${actor} is named in allow-bots` };
    return { trusted: false, actor, reason: `the run was started by the bot ${actor}; bots may run Leash only when named in allow-bots` };
  }
  if (rules.allowedActors.some((name) => sameName(name, actor))) return { trusted: true, actor, why: `${actor} is named in allowed-actors` };
  const level = await api.permissionOf(actor);
  if (level === null) {
    return {
      trusted: false,
      actor,
      reason: `${actor} has no access to ${context.repository} (GitHub knows no collaborator of that name); Leash runs only for actors with write access, or named in allowed-actors`
    };
  }
  if (WRITE_PERMISSIONS.has(level.permission)) return { trusted: true, actor, why: `${actor} has ${accessWord(level)} access to ${context.repository}` };
  return {
    trusted: false,
    actor,
    reason: `${actor} has ${accessWord(level)} access to ${context.repository}; Leash runs only for actors with write access (admin, maintain or write), or named in allowed-actors`
  };
}
function accessWord(level) {
  if (level.permission === "none") return "no";
  return level.roleName ?? level.permission;
}
async function checkApprover(context, comment, pullRequest, rules, api) {
  const author = comment.author;
  if (author !== "" && isBotActor(author, comment.authorType)) {
    return {
      trusted: false,
      actor: author,
      reason: `the approval was written by the bot ${author}; only a person approves what the policy left to a person (allow-bots does not apply to approvals)`
    };
  }
  const asAuthor = { ...context, triggeringActor: author, triggeringActorType: comment.authorType };
  const decision = await checkTrust(asAuthor, pullRequest, { ...rules, allowBots: [] }, api);
  if (!decision.trusted || sameName(context.triggeringActor, author)) return decision;
  const runner = await checkTrust(context, pullRequest, rules, api);
  return runner.trusted ? decision : runner;
}

export {
  progressPrinter,
  isBotActor,
  checkTrust,
  accessWord,
  checkApprover
};
