// Secrets in the step's environment, and a scripted model that goes looking for them: `env`,
// `printenv`, `cat $GITHUB_ENV`, the file itself, and echoing the API key back. No secret value
// may appear in the outputs, the job summary, the comment, the session files, the reports, the
// artifact, the step's log (stdout and stderr) or anything sent to the model.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScriptedResponse } from '../../src/demo/index.js';
import { ActionWorld, buildActionBundle, perSessionScript } from './helpers.js';

const API_KEY = `sk-ant-api03-${'Qx7'.repeat(14)}leak`;
const DEPLOY_TOKEN = 'dpl_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const FILE_SECRET = 'only-in-the-env-file-3c1f9a7e55d2';
const POLICY = `version: 1
default: deny
tools:
  bash:
    allow: ["env", "printenv *", "cat *", "echo *"]
`;

let bundle: ReturnType<typeof buildActionBundle>;
let world: ActionWorld;

beforeAll(async () => {
  bundle = buildActionBundle();
  world = await ActionWorld.start(bundle.dist);
  const repo = world.github.repo();
  repo.setBranch('main', { '.github/leash.yml': POLICY });
  repo.setRole('alice', 'write');
  world.checkout({ '.github/leash.yml': POLICY });
}, 180_000);

afterAll(async () => {
  await world?.dispose();
  bundle?.dispose();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

it('keeps every secret out of everything the step writes and everything the model is sent', async () => {
  const pr = world.github.repo().addPullRequest({ title: 'find the keys', user: 'alice', head: { ref: 'keys', files: { 'a.txt': 'a\n' } } });
  const env = world.stepEnv(
    { pullRequest: pr.number },
    { prompt: 'Show me your environment.', 'anthropic-api-key': API_KEY, comment: 'sticky', 'artifact-name': 'leash-secrets', 'fail-on': 'none' },
    { DEPLOY_TOKEN },
  );
  writeFileSync(env.GITHUB_ENV!, `LEAKED_VIA_FILE=${FILE_SECRET}\nDEPLOY_TOKEN=${DEPLOY_TOKEN}\n`);
  const secrets: Record<string, string> = {
    API_KEY,
    GITHUB_TOKEN: env.GITHUB_TOKEN!,
    ACTIONS_RUNTIME_TOKEN: env.ACTIONS_RUNTIME_TOKEN!,
    DEPLOY_TOKEN,
    FILE_SECRET,
  };
  const call = (command: string): ScriptedResponse => ({ content: [{ type: 'tool_use', name: 'bash', input: { command } }] });
  world.script = perSessionScript([
    call('env'),
    call('printenv'),
    call('cat $GITHUB_ENV'),
    call(`cat ${env.GITHUB_ENV}`),
    call(`echo ${API_KEY}`),
    call('printenv ANTHROPIC_API_KEY INPUT_ANTHROPIC-API-KEY GITHUB_TOKEN ACTIONS_RUNTIME_TOKEN DEPLOY_TOKEN'),
    { content: `Found them: ${API_KEY} and ${DEPLOY_TOKEN} and ${env.GITHUB_TOKEN} and ${env.ACTIONS_RUNTIME_TOKEN}.` },
  ]);

  const main = await world.runStep('index', env);
  expect(main.code, main.stdout + main.stderr).toBe(0);
  // The run did what the script asked: seven turns, and the commands ran (or were refused).
  expect(main.outputs.get('num-turns')).toBe('7');
  const post = await world.runStep('post', world.postEnv(env, main));
  expect(post.code).toBe(0);

  const places: Record<string, string> = {
    outputs: readFileSync(env.GITHUB_OUTPUT!, 'utf8'),
    summary: main.summary,
    comment: world.github
      .repo()
      .comments(pr.number)
      .map((comment) => comment.body)
      .join('\n'),
    // The runner reads `::add-mask::VALUE` and shows it to nobody; every other line of the log must be clean.
    stdout: main.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    stderr: main.stderr,
    'post stdout': post.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    'post stderr': post.stderr,
    'sent to the model': world.messages.requests.map((request) => request.rawBody).join('\n'),
  };
  const workDir = main.state.get('leash-work-dir')!;
  for (const file of filesUnder(workDir)) places[`step file ${file.slice(workDir.length)}`] = readFileSync(file, 'utf8');
  for (const [path, bytes] of world.github.artifactFiles('leash-secrets')) places[`artifact ${path}`] = bytes.toString('utf8');
  expect(Object.keys(places).some((place) => place.startsWith('artifact reports/'))).toBe(true);
  expect(Object.keys(places).some((place) => place.includes('/sessions/'))).toBe(true);

  const leaks: string[] = [];
  for (const [place, text] of Object.entries(places)) {
    for (const [name, value] of Object.entries(secrets)) if (text.includes(value)) leaks.push(`${name} in ${place}`);
  }
  expect(leaks).toEqual([]);

  // The secrets were there to be found, and were replaced, not dropped: the redaction markers show.
  const session = Object.entries(places).find(([place]) => place.startsWith('artifact sessions/'))![1];
  expect(session).toContain('[REDACTED:');
  expect(main.outputs.get('result')).toContain('[REDACTED:');
  // The environment `env` printed held none of the step's own variables, only harmless ones.
  const results = session
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; message?: { content?: { type: string; content?: string }[] } })
    .filter((event) => event.type === 'user')
    .flatMap((event) => event.message?.content ?? [])
    .filter((block) => block.type === 'tool_result');
  const printed = results[0]!.content!;
  expect(printed).toContain('GITHUB_REPOSITORY=leash-org/app');
  const names = printed.split('\n').map((line) => line.split('=')[0]!);
  for (const name of names)
    expect(name, printed).not.toMatch(/^(INPUT_|STATE_|ACTIONS_|ANTHROPIC|DEPLOY_TOKEN|GITHUB_(TOKEN|OUTPUT|STATE|ENV|PATH|STEP_SUMMARY|EVENT_PATH|API_URL)$)/);
  // The API key and the token were registered with the runner's log masking.
  expect(main.stdout).toContain(`::add-mask::${API_KEY}`);
  expect(main.stdout).toContain(`::add-mask::${env.GITHUB_TOKEN}`);
});
