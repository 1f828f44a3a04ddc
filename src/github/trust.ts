// Who may make Leash spend money and run commands (DESIGN.md section 6): the actor who started
// the run must have write access to the repository; bots and pull requests from forks are
// refused unless the workflow names them. A refusal fails the step with the reason: a workflow
// that silently did nothing would look like one that passed.
import type { WorkflowContext } from './context.js';
import type { GitHubApi, PullRequestRefs } from './github-api.js';

export interface TrustRules {
  /** Logins that may run Leash without write access. */
  allowedActors: readonly string[];
  /** Bot logins that may run Leash (a bot has no collaborator permission to check). */
  allowBots: readonly string[];
  /** Fork repositories (`owner/name`) or fork owners whose pull requests may run Leash. */
  allowForks: readonly string[];
}

export type TrustDecision = { trusted: true; actor: string; why: string } | { trusted: false; actor: string; reason: string };

/** Permissions GitHub's legacy field reports for roles that can push (`maintain` reads as `write`). */
const WRITE_PERMISSIONS = new Set(['admin', 'write']);

export function isBotActor(login: string, type: string | null): boolean {
  return /\[bot\]$/i.test(login) || type === 'Bot';
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Decides whether the run may go on. `pullRequest` is the pull request the run is about (from the
 * payload, or looked up for a comment on one), null when there is none.
 */
export async function checkTrust(
  context: WorkflowContext,
  pullRequest: PullRequestRefs | null,
  rules: TrustRules,
  api: Pick<GitHubApi, 'permissionOf'>,
): Promise<TrustDecision> {
  const actor = context.triggeringActor;
  if (actor === '')
    return { trusted: false, actor, reason: 'the run names no actor (GITHUB_TRIGGERING_ACTOR and GITHUB_ACTOR are empty), so its access cannot be checked' };

  if (pullRequest !== null) {
    const head = pullRequest.head.repo;
    const base = pullRequest.base.repo;
    if (head === null || !sameName(head, base)) {
      const owner = head?.split('/')[0] ?? '';
      const allowed = head !== null && rules.allowForks.some((name) => sameName(name, head) || sameName(name, owner));
      if (!allowed) {
        return {
          trusted: false,
          actor,
          reason:
            `pull request #${pullRequest.number} comes from ${head === null ? 'a fork that no longer exists' : `the fork ${head}`}, not from ${base}; ` +
            "a fork's code and prompts are not trusted. Name the fork or its owner in allow-forks to run Leash on it",
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
      reason: `${actor} has no access to ${context.repository} (GitHub knows no collaborator of that name); Leash runs only for actors with write access, or named in allowed-actors`,
    };
  }
  if (WRITE_PERMISSIONS.has(level.permission)) return { trusted: true, actor, why: `${actor} has ${accessWord(level)} access to ${context.repository}` };
  return {
    trusted: false,
    actor,
    reason: `${actor} has ${accessWord(level)} access to ${context.repository}; Leash runs only for actors with write access (admin, maintain or write), or named in allowed-actors`,
  };
}

/** `maintain`, `triage`, … as GitHub names the role; `no` for none. */
export function accessWord(level: { permission: string; roleName: string | null }): string {
  if (level.permission === 'none') return 'no';
  return level.roleName ?? level.permission;
}

/**
 * Whether a `/leash approve` comment may be acted on (DESIGN.md 6a). Its author is the one who
 * approves, so the author passes the same check as any run's actor; and a bot never approves, even
 * one named in allow-bots, since approving is what the policy left to a person. When someone else
 * started this attempt (a re-run), they must pass the check too: they are the one spending.
 */
export async function checkApprover(
  context: WorkflowContext,
  comment: { author: string; authorType: string | null },
  pullRequest: PullRequestRefs | null,
  rules: TrustRules,
  api: Pick<GitHubApi, 'permissionOf'>,
): Promise<TrustDecision> {
  const author = comment.author;
  if (author !== '' && isBotActor(author, comment.authorType)) {
    return {
      trusted: false,
      actor: author,
      reason: `the approval was written by the bot ${author}; only a person approves what the policy left to a person (allow-bots does not apply to approvals)`,
    };
  }
  const asAuthor: WorkflowContext = { ...context, triggeringActor: author, triggeringActorType: comment.authorType };
  const decision = await checkTrust(asAuthor, pullRequest, { ...rules, allowBots: [] }, api);
  if (!decision.trusted || sameName(context.triggeringActor, author)) return decision;
  const runner = await checkTrust(context, pullRequest, rules, api);
  return runner.trusted ? decision : runner;
}
