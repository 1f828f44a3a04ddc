// Gates a tool call through the policy before it runs (DESIGN.md section 4): which scopes a
// call has, and the text returned to the model when it is refused.
import type { BashParser, KnownEnvironment } from '../bash/index.js';
import { decideBashCommand, decideMcpTool, decidePathAccess } from '../policy/index.js';
import type { Decision, Policy, ScopeDecision } from '../policy/index.js';

/** Tools whose calls read paths, and which input field names the path. */
const READ_TOOLS: Record<string, string> = { read: 'path', index: 'path', glob: 'path', grep: 'path' };
const WRITE_TOOLS: Record<string, string> = { write: 'path', edit: 'path' };

export interface GateContext {
  policy: Policy;
  parser: BashParser;
  /** Bash calls run inside the OS sandbox compiled from the policy (decide.ts `DecideOptions.sandbox`). */
  sandbox?: boolean;
  /** The environment bash commands get (ToolHost.bashEnvironment), when known exactly. */
  environment?: KnownEnvironment;
}

/** The policy's decision for one call, or null for tools that touch nothing themselves (task, tool_search, batch). */
export function gateToolCall(name: string, input: Record<string, unknown>, context: GateContext): Decision | null {
  if (name === 'bash')
    return decideBashCommand(context.policy, context.parser, String(input.command ?? ''), {
      sandbox: context.sandbox === true,
      ...(context.environment ? { environment: context.environment } : {}),
    });
  if (name in READ_TOOLS) {
    const path = input[READ_TOOLS[name]!];
    // glob and grep walk their folder, each file found checked on its own (canRead).
    const searches = name === 'glob' || name === 'grep';
    return decidePathAccess(context.policy, 'read', typeof path === 'string' && path !== '' ? path : '.', { sandbox: context.sandbox === true, searches });
  }
  if (name in WRITE_TOOLS) return decidePathAccess(context.policy, 'write', String(input[WRITE_TOOLS[name]!] ?? ''), { sandbox: context.sandbox === true });
  const mcp = /^mcp__([^_].*?)__(.+)$/.exec(name);
  if (mcp) return decideMcpTool(context.policy, mcp[1]!, mcp[2]!);
  return null;
}

/** What the model reads when a call is refused: the scopes, the rules and where they live, and not to retry. */
export function refusalText(tool: string, decision: Decision): string {
  const denied = decision.decision === 'deny';
  const blocking = decision.scopes.filter((s) => s.decision === decision.decision);
  const lines = [
    denied
      ? `Denied by the policy: this ${tool} call was not run.`
      : `Needs approval: this ${tool} call was not run. Nobody can approve it during this run, so it counts as refused.`,
  ];
  for (const scope of blocking) lines.push(`- ${scopeLine(scope)}`);
  if (!denied) for (const reason of decision.reasons) lines.push(`- ${reason}`);
  lines.push(
    denied
      ? 'Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why.'
      : 'Do not retry the same call. Continue without it if you can; it is listed for a maintainer, who may approve it for a later run.',
  );
  return lines.join('\n');
}

function scopeLine(scope: ScopeDecision): string {
  const what = `${scope.kind} \`${scope.text}\``;
  if (scope.decidedBy === 'floor') {
    return `${what}: allowed by rule "${scope.rule?.pattern ?? 'default allow'}", but the built-in floor ${(scope.floors ?? []).join(', ')} holds it back (it runs code or points the tool elsewhere)`;
  }
  if (scope.rule) return `${what}: ${scope.rule.effect === 'deny' ? 'denied' : 'allowed'} by rule "${scope.rule.pattern}" (${scope.rule.source})`;
  return `${what}: no rule allows it (default ${scope.default?.effect ?? 'prompt'}, ${scope.default?.source ?? 'built-in'})`;
}

/**
 * What the model reads beside an allowed call's output when the sandbox, not the decision, holds
 * some of its paths: which ones, and that a refusal there is final. Null when there are none.
 */
export function sandboxEnforcedText(decision: Decision): string | null {
  const enforced = decision.sandboxEnforced ?? [];
  if (enforced.length === 0) return null;
  const lines = [
    "Enforced by the sandbox: these paths were not known before the command ran, so the sandbox held the policy's write rules and read and write denies on them:",
  ];
  for (const reason of enforced) lines.push(`- ${reason.message}`);
  lines.push('A write or read the sandbox refused failed with "Permission denied" or "Read-only file system"; do not retry it another way.');
  return lines.join('\n');
}

/** How a refusal came about, for the `permission_denied` event. */
export function refusalKind(decision: Decision): { type: 'rule' | 'default' | 'floor' | 'parse'; reason: string } {
  const blocking = decision.scopes.filter((s) => s.decision === decision.decision);
  const ruled = blocking.find((s) => s.decidedBy === 'rule' && s.rule);
  if (decision.decision === 'deny' && ruled) return { type: 'rule', reason: `denied by rule "${ruled.rule!.pattern}" (${ruled.rule!.source})` };
  const floored = blocking.find((s) => s.decidedBy === 'floor');
  if (decision.decision === 'prompt' && decision.reasons.length > 0) return { type: 'parse', reason: decision.reasons[0]! };
  if (floored) return { type: 'floor', reason: `built-in floor ${(floored.floors ?? []).join(', ')} on \`${floored.text}\`` };
  const first = blocking[0];
  return {
    type: 'default',
    reason: first ? `no rule covers ${first.kind} \`${first.text}\` (default ${first.default?.effect}, ${first.default?.source})` : 'refused',
  };
}
