// The repository's own .github/: every workflow parses under GitHub's own workflow parser, CI
// runs the README's test command and the dist/ freshness check and the Action on itself with no
// secret, the release tags vX.Y.Z and moves vX, and nothing calls a real model on a fork's PR.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers/conformance.js';

const dir = join(repoRoot, '.github', 'workflows');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.yml'))
  .sort();

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  'working-directory'?: string;
}
interface Job {
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const read = (name: string) => parse(readFileSync(join(dir, name), 'utf8')) as Workflow;

async function parserErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((e) => e.message);
  if (parsed.value) {
    const template = await convertWorkflowTemplate(parsed.context, parsed.value);
    errors.push(...(template.errors ?? []).map((e: { Message: string }) => e.Message));
  }
  return errors;
}

describe('.github/workflows', () => {
  it('has the CI and release workflows', () => {
    expect(files).toEqual(['ci.yml', 'release.yml']);
  });

  it.each(files)('%s parses under GitHub’s workflow parser with no error', async (name) => {
    expect(await parserErrors(name, readFileSync(join(dir, name), 'utf8'))).toEqual([]);
  });

  it('the parser check can fail: a misspelt key is an error', async () => {
    expect(await parserErrors('bad.yml', 'on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    stepz: []\n')).not.toEqual([]);
  });

  it('CI runs the README’s test command on Node 20 and 24', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toMatch(/^npm test$/m);
    const ci = read('ci.yml');
    const test = ci.jobs.test!;
    expect(test.steps.some((s) => /(^|\s)npm test$/.test(s.run ?? ''))).toBe(true);
    expect(JSON.stringify(ci.jobs.test)).toContain('"node":[20,24]');
  });

  it('CI runs the linter and the formatter check', () => {
    const lint = read('ci.yml').jobs.lint!;
    expect(lint.steps.some((s) => s.run === 'npm run lint')).toBe(true);
    const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toBe('eslint . && prettier --check .');
  });

  it('CI checks that dist/ is what the sources build', () => {
    const dist = read('ci.yml').jobs.dist!;
    const runs = dist.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('npm run build');
    expect(runs).toContain('git diff --quiet -- dist');
  });

  it('CI runs the Action on itself with uses: ./ against the fake model, with no secret', () => {
    const self = read('ci.yml').jobs['self-test']!;
    const step = self.steps.find((s) => s.uses === './');
    expect(step).toBeDefined();
    expect(step!.with!['anthropic-base-url']).toContain('steps.model.outputs.url');
    expect(self.steps.some((s) => (s.run ?? '').includes('scripts/serve-self-test-model.ts'))).toBe(true);
  });

  it('no workflow reads a secret, so none can call a real model on a fork’s pull request', () => {
    for (const name of files) expect(readFileSync(join(dir, name), 'utf8'), name).not.toMatch(/secrets\./);
    for (const name of files) expect(Object.keys(read(name).on), name).not.toContain('pull_request_target');
  });

  it('the release tags vX.Y.Z, moves vX, and checks package.json and dist/ first', () => {
    const release = read('release.yml');
    expect(Object.keys(release.on)).toEqual(['workflow_dispatch']);
    const runs = release.jobs.release!.steps.map((s) => s.run ?? '').join('\n');
    expect(runs).toContain('git tag -a "v$VERSION"');
    expect(runs).toContain('git tag -fa "$major"');
    expect(runs).toContain('git push --force origin "refs/tags/$major"');
    expect(runs).toContain('require("./package.json").version');
    expect(runs).toContain('git diff --quiet -- dist');
  });

  it('dependabot watches npm and the workflows’ actions', () => {
    const config = parse(readFileSync(join(repoRoot, '.github', 'dependabot.yml'), 'utf8')) as { updates: { 'package-ecosystem': string }[] };
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  });
});
