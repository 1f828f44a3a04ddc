// examples/workflows: each file is YAML a workflow runner accepts, uses only inputs action.yml
// declares, with values the Action accepts; together they show a pull request review, approving
// what a review held back from a comment, a scheduled grinder with a daily budget, a
// budget-capped chain, and a matrix fan-out merged at the end.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseChainText } from '../../src/budget/index.js';
import { INPUT_NAMES, inputVariable, readActionInputs } from '../../src/github/inputs.js';
import { repoRoot } from './helpers.js';

const dir = join(repoRoot, 'examples', 'workflows');
const ACTION = /^leash-org\/leash@v\d+$/;

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  'runs-on'?: string;
  needs?: string | string[];
  steps: Step[];
  strategy?: { matrix?: { include?: Record<string, unknown>[] } };
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress'?: boolean };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflows = readdirSync(dir)
  .filter((name) => name.endsWith('.yml'))
  .sort()
  .map((name) => {
    const doc = parseDocument(readFileSync(join(dir, name), 'utf8'), { uniqueKeys: true });
    return { name, errors: doc.errors, workflow: doc.toJS() as Workflow };
  });

function leashSteps(workflow: Workflow): { job: Job; step: Step }[] {
  return Object.values(workflow.jobs).flatMap((job) =>
    job.steps.filter((step) => step.uses !== undefined && ACTION.test(step.uses)).map((step) => ({ job, step })),
  );
}

/** The step's inputs as the runner would set them, with each `${{ … }}` given a plausible value. */
function stepEnv(job: Job, step: Step): NodeJS.ProcessEnv {
  const matrix = job.strategy?.matrix?.include?.[0] ?? {};
  const env: NodeJS.ProcessEnv = { GITHUB_TOKEN: 'ghs_example' };
  for (const [name, value] of Object.entries(step.with ?? {})) {
    const text = String(value).replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
      if (expression.startsWith('matrix.')) return String(matrix[expression.slice('matrix.'.length)] ?? '');
      if (expression.startsWith('secrets.')) return 'sk-ant-example';
      return 'main';
    });
    env[inputVariable(name)] = text;
  }
  return env;
}

describe('examples/workflows', () => {
  it('holds the five kinds of workflow, each valid YAML with a name, triggers and jobs', () => {
    expect(workflows.map((w) => w.name)).toEqual(['approve.yml', 'budget-chain.yml', 'matrix-fanout.yml', 'nightly-grinder.yml', 'pr-review.yml']);
    for (const { name, errors, workflow } of workflows) {
      expect(errors, name).toEqual([]);
      expect(typeof workflow.name, name).toBe('string');
      expect(Object.keys(workflow.on).length, name).toBeGreaterThan(0);
      for (const [id, job] of Object.entries(workflow.jobs)) {
        expect(job['runs-on'], `${name} ${id}`).toBe('ubuntu-latest');
        expect(job.steps.length, `${name} ${id}`).toBeGreaterThan(0);
      }
      expect(leashSteps(workflow).length, name).toBeGreaterThan(0);
    }
  });

  it('uses only inputs action.yml declares, with values the Action accepts', () => {
    for (const { name, workflow } of workflows) {
      for (const { job, step } of leashSteps(workflow)) {
        for (const input of Object.keys(step.with ?? {})) expect(INPUT_NAMES as readonly string[], `${name}: ${input}`).toContain(input);
        expect(() => readActionInputs(stepEnv(job, step)), name).not.toThrow();
      }
    }
  });

  it('reviews pull requests with a sticky comment, a concurrency group per pull request, and write permission only for comments', () => {
    const { workflow } = workflows.find((w) => w.name === 'pr-review.yml')!;
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect(workflow.concurrency).toEqual({ group: 'leash-review-${{ github.event.pull_request.number }}', 'cancel-in-progress': true });
    expect(workflow.permissions).toMatchObject({ contents: 'read', 'pull-requests': 'write' });
    const { step } = leashSteps(workflow)[0]!;
    expect(readActionInputs(stepEnv(Object.values(workflow.jobs)[0]!, step))).toMatchObject({ mode: { kind: 'prompt' }, comment: 'sticky' });
  });

  it("approves held calls from a /leash approve comment, in the review's concurrency group, on the code the review ran on", () => {
    const { workflow } = workflows.find((w) => w.name === 'approve.yml')!;
    const review = workflows.find((w) => w.name === 'pr-review.yml')!.workflow;
    expect(workflow.on).toEqual({ issue_comment: { types: ['created'] } });
    // The review's group, with the comment's issue number in place of the pull request's.
    expect(workflow.concurrency?.group).toBe(review.concurrency!.group.replace('github.event.pull_request.number', 'github.event.issue.number'));
    expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
    expect(workflow.permissions).toMatchObject({ contents: 'read', actions: 'read', 'pull-requests': 'write', issues: 'write' });
    const { job, step } = leashSteps(workflow)[0]!;
    expect(job.if).toBe("startsWith(github.event.comment.body, '/leash approve')");
    expect(job.steps[0]).toMatchObject({ uses: 'actions/checkout@v4', with: { ref: 'refs/pull/${{ github.event.issue.number }}/merge' } });
    expect(readActionInputs(stepEnv(job, step))).toMatchObject({ mode: { kind: 'approve' }, comment: 'off' });
  });

  it("grinds labelled issues on a schedule under a daily budget, in the ledger's concurrency group", () => {
    const { workflow } = workflows.find((w) => w.name === 'nightly-grinder.yml')!;
    expect(Object.keys(workflow.on)).toContain('schedule');
    expect(workflow.concurrency).toEqual({ group: 'leash-ledger', 'cancel-in-progress': false });
    const { job, step } = leashSteps(workflow)[0]!;
    expect(readActionInputs(stepEnv(job, step))).toMatchObject({
      mode: { kind: 'queue-label', label: 'leash' },
      dailyBudgetUsd: 10,
      ledger: 'cache',
      failOn: ['error'],
    });
  });

  it('runs a budget-capped chain whose chain file loads, in the same ledger group', async () => {
    const { workflow } = workflows.find((w) => w.name === 'budget-chain.yml')!;
    expect(workflow.concurrency?.group).toBe('leash-ledger');
    const { job, step } = leashSteps(workflow)[0]!;
    expect(readActionInputs(stepEnv(job, step))).toMatchObject({ mode: { kind: 'chain', path: '.github/leash/weekly-chain.yml' }, chainBudgetUsd: 5 });
    const file = join(dir, 'leash', 'weekly-chain.yml');
    const chain = await parseChainText(readFileSync(file, 'utf8'), { file, source: 'weekly-chain.yml' });
    expect(chain.budgetUsd).toBe(5);
    expect(chain.tasks.map((task) => [task.id, task.needs])).toEqual([
      ['audit', []],
      ['plan', ['audit']],
      ['tests', []],
    ]);
  });

  it("fans out over a matrix with a budget slice per shard and merges the shards' envelopes in a final job", () => {
    const { workflow } = workflows.find((w) => w.name === 'matrix-fanout.yml')!;
    const shard = workflow.jobs.shard!;
    const include = shard.strategy!.matrix!.include!;
    expect(include.length).toBeGreaterThan(1);
    const { step } = leashSteps(workflow)[0]!;
    expect(step.with).toMatchObject({ 'max-budget-usd': '${{ matrix.budget }}', 'artifact-name': 'leash-shard-${{ matrix.shard }}' });
    // The slices add up to a whole the workflow states.
    expect(include.reduce((sum, row) => sum + Number(row.budget), 0)).toBe(10);
    const merge = workflow.jobs.merge!;
    expect(merge.needs).toBe('shard');
    const download = merge.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({ pattern: 'leash-shard-*', path: 'shards' });
    const run = merge.steps.find((s) => s.run?.includes('merge-envelopes'))!.run!;
    expect(run).toMatch(/^node \.leash\/dist\/cli\.js merge-envelopes shards\/\*\/envelope\.json --output merged\.json --summary "\$GITHUB_STEP_SUMMARY"$/);
  });
});
