// `queue-label`: the grinder's queue is the repository's open issues with a label, oldest first.
// An issue's title and body are the task. When a task ends, the issue gets a comment with the
// result and the cost, and its label is swapped for `leash:done` or `leash:failed`, so it leaves
// the queue; an issue the grind did not reach keeps its label for the next run.
//
// An issue's text becomes a prompt for an agent that may write to the repository, and its author
// can edit it after a maintainer labelled it. So its author must pass the same trust rules as the
// actor of a run (write access, or named in allowed-actors / allow-bots); an issue whose author
// does not is refused with a comment and `leash:failed`, never run.
import type { ResultEvent } from '../agent/index.js';
import type { Redactor } from '../agent/index.js';
import type { QueueSource, QueueTask } from '../budget/index.js';
import { formatUsd } from '../report/index.js';
import type { GitHubApi, IssueInfo } from './github-api.js';
import { fencedText } from './markdown.js';
import { accessWord, isBotActor, type TrustRules } from './trust.js';

export const DONE_LABEL = 'leash:done';
export const FAILED_LABEL = 'leash:failed';
const ISSUE_MARKER = '<!-- leash:issue-result -->';

export interface IssueQueueOptions {
  api: Pick<GitHubApi, 'openIssuesWithLabel' | 'permissionOf' | 'createComment' | 'addLabels' | 'removeLabel'>;
  label: string;
  repository: string;
  runUrl: string;
  trust: TrustRules;
  redactor: Redactor;
  say(line: string): void;
}

/** The task id of an issue: `issue-<number>` (ids are letters, digits, `.`, `_`, `-`). */
export function issueTaskId(number: number): string {
  return `issue-${number}`;
}

export function issuePrompt(issue: IssueInfo, repository: string): string {
  const body = issue.body.trim() === '' ? '(no description)' : issue.body.trim();
  return `GitHub issue #${issue.number} in ${repository}: ${issue.title}\n\n${body}`;
}

export class IssueQueue implements QueueSource {
  /** Issues handed out or refused by this queue: not offered again in this run. */
  private readonly seen = new Set<number>();
  private readonly numbers = new Map<string, number>();
  private done = 0;
  private failed = 0;

  constructor(private readonly options: IssueQueueOptions) {}

  describe(): string {
    return `open issues labelled "${this.options.label}" in ${this.options.repository} (${this.done} done, ${this.failed} failed in this run)`;
  }

  async next(): Promise<QueueTask | null> {
    // Asked afresh each time: marked issues lose the label, and new ones may have been labelled.
    for (const issue of await this.options.api.openIssuesWithLabel(this.options.label)) {
      if (this.seen.has(issue.number)) continue;
      this.seen.add(issue.number);
      const refusal = await this.authorRefusal(issue);
      if (refusal !== null) {
        this.options.say(`[${issueTaskId(issue.number)}] refused: ${refusal}`);
        await this.finish(issue.number, FAILED_LABEL, `⛔ **Leash did not take this issue**: ${refusal}.\n\n[Workflow run](${this.options.runUrl})`);
        this.failed += 1;
        continue;
      }
      const id = issueTaskId(issue.number);
      this.numbers.set(id, issue.number);
      return { id, prompt: issuePrompt(issue, this.options.repository) };
    }
    return null;
  }

  async mark(task: QueueTask, outcome: { status: 'done' | 'failed' | 'skipped'; envelope?: ResultEvent; reason?: string }): Promise<void> {
    const number = this.numbers.get(task.id);
    if (number === undefined) throw new Error(`${task.id} is not an issue this queue handed out`);
    const body = this.resultComment(outcome);
    if (outcome.status === 'done') this.done += 1;
    else this.failed += 1;
    await this.finish(number, outcome.status === 'done' ? DONE_LABEL : FAILED_LABEL, body);
  }

  private async authorRefusal(issue: IssueInfo): Promise<string | null> {
    const { trust } = this.options;
    const same = (name: string) => name.toLowerCase() === issue.author.toLowerCase();
    if (isBotActor(issue.author, issue.authorType)) {
      return trust.allowBots.some(same) ? null : `it was opened by the bot ${issue.author}, and bots are trusted only when named in allow-bots`;
    }
    if (trust.allowedActors.some(same)) return null;
    const level = await this.options.api.permissionOf(issue.author);
    if (level !== null && (level.permission === 'admin' || level.permission === 'write')) return null;
    return `its author ${issue.author} has ${level === null ? 'no' : accessWord(level)} access to ${this.options.repository}; Leash works only on issues by people with write access (or named in allowed-actors), since the issue's text becomes the agent's task`;
  }

  private resultComment(outcome: { status: 'done' | 'failed' | 'skipped'; envelope?: ResultEvent; reason?: string }): string {
    const envelope = outcome.envelope;
    const lines: string[] = [];
    const head =
      outcome.status === 'done'
        ? '✅ **Leash finished this task**'
        : outcome.status === 'failed'
          ? '❌ **Leash did not finish this task**'
          : '⏭️ **Leash set this task aside**';
    const facts: string[] = [];
    if (envelope) {
      facts.push(`\`${envelope.subtype}\``, `**${formatUsd(envelope.total_cost_usd)}**`, `${envelope.num_turns} turn${envelope.num_turns === 1 ? '' : 's'}`);
      const denials = envelope.permission_denials?.length ?? 0;
      if (denials > 0) facts.push(`${denials} refused call${denials === 1 ? '' : 's'}`);
    }
    facts.push(`[workflow run](${this.options.runUrl})`);
    lines.push(`${ISSUE_MARKER}\n${head} · ${facts.join(' · ')}`);
    if (outcome.reason && outcome.status !== 'done') lines.push('', `Why: ${outcome.reason.replace(/\s+/g, ' ').slice(0, 500)}`);
    if (envelope && envelope.result.trim() !== '')
      lines.push('', '<details><summary>Result</summary>', '', fencedText(envelope.result.slice(0, 20_000)), '', '</details>');
    return this.options.redactor.redact(lines.join('\n'));
  }

  private async finish(number: number, label: string, body: string): Promise<void> {
    const { api } = this.options;
    await api.createComment(number, this.options.redactor.redact(body));
    await api.addLabels(number, [label]);
    await api.removeLabel(number, this.options.label);
  }
}
