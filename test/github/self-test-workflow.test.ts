// The repository's own self-test job (.github/workflows/ci.yml) run here as the runner would run
// it: the built Action with the job's inputs, the self-test policy and the fake model's script,
// and the same checks the job makes of the outputs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SELF_TEST_SCRIPT } from '../../scripts/self-test-script.js';
import { ActionWorld, buildActionBundle, perSessionScript, repoRoot } from './helpers.js';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
const ci = parse(readFileSync(join(repoRoot, '.github', 'workflows', 'ci.yml'), 'utf8')) as { jobs: Record<string, { steps: Step[] }> };
const steps = ci.jobs['self-test']!.steps;
const actionStep = steps.find((s) => s.uses === './')!;
const checks = steps.find((s) => (s.run ?? '').includes('test "$CONCLUSION"'))!.run!;

let bundle: ReturnType<typeof buildActionBundle>;
let world: ActionWorld;

beforeAll(async () => {
  bundle = buildActionBundle();
  world = await ActionWorld.start(bundle.dist, { repository: 'leash-org/leash' });
  world.github.repo().setRole('maintainer', 'write');
  world.script = perSessionScript(SELF_TEST_SCRIPT);
}, 180_000);

afterAll(async () => {
  await world?.dispose();
  bundle?.dispose();
});

it('the Action on itself ends as the self-test job expects', async () => {
  world.checkout({ '.github/leash-self-test.yml': readFileSync(join(repoRoot, '.github', 'leash-self-test.yml'), 'utf8'), 'README.md': '# a checkout\n' });
  execFileSync('git', ['init', '-q'], { cwd: world.workspace });
  // The job's own inputs, with the fake model's URL and key the world supplies.
  const inputs = Object.fromEntries(Object.entries(actionStep.with!).filter(([name]) => !name.startsWith('anthropic-')));
  const main = await world.runStep('index', world.stepEnv({ actor: 'maintainer' }, inputs));
  expect(main.code, main.stdout + main.stderr).toBe(0);
  const expected = Object.fromEntries([...checks.matchAll(/test "\$(\w+)" = (\S+)/g)].map((m) => [m[1]!, m[2]!]));
  expect(expected).toEqual({ CONCLUSION: 'success', DENIALS: '1', TURNS: '3' });
  expect(main.outputs.get('conclusion')).toBe(expected.CONCLUSION);
  expect(main.outputs.get('denials')).toBe(expected.DENIALS);
  expect(main.outputs.get('num-turns')).toBe(expected.TURNS);
}, 120_000);
