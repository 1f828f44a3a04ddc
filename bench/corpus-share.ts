// The share of the CI corpus (bench/corpus/ci-commands.txt) that its policy allows, with the
// sandbox off and on, and the largest causes of refusal: the figure issue 14 asks for, so every
// change to the engine can show how it moves.
//
//   npx tsx bench/corpus-share.ts              or: npm run bench -- corpus-share
//
// Decided as the loop decides: over an empty file system at /ws, with the environment a CI job's
// commands get (the runner's usual variables, HOME, PATH), so variables set there have values.
// A line counts once per cause; a refused line usually has one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBashParser, type KnownEnvironment } from '../src/bash/index.js';
import { emptyFileSystem } from '../src/paths/resolve.js';
import { decideBashCommand, loadPolicy, type Decision, type PolicyHost } from '../src/policy/index.js';
import { CORPUS_POLICY, readCorpus } from './corpus/read.js';

const WS = '/ws';
const HOME = '/home/runner';

const CI_ENVIRONMENT: KnownEnvironment = {
  values: {
    HOME,
    PATH: '/usr/local/bin:/usr/bin:/bin',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: WS,
    RUNNER_TEMP: '/tmp/runner',
    LANG: 'C.UTF-8',
    NODE_ENV: 'test',
  },
};

/** Why a decision is not an allow, one key per cause: the rule, floor or default of each refused scope, and each reason's code. */
function causes(decision: Decision): string[] {
  const found = new Set<string>();
  for (const scope of decision.scopes) {
    if (scope.decision === 'allow') continue;
    if (scope.decidedBy === 'rule' && scope.rule) found.add(`${scope.kind} ${scope.rule.effect} rule \`${scope.rule.pattern}\``);
    else if (scope.decidedBy === 'floor') found.add(`${scope.kind} floor ${(scope.floors ?? []).join(', ')}`);
    else if (scope.kind === 'command') found.add(`command \`${scope.text.split(' ')[0]}\`: no rule covers it (default ${scope.decision})`);
    else found.add(`${scope.kind} no rule covers it (default ${scope.decision})`);
  }
  for (const reason of decision.reasonDetails) found.add(`reason ${reason.code}`);
  return [...found];
}

interface Share {
  allowed: number;
  prompted: number;
  denied: number;
  causes: Map<string, number>;
}

function tally(decisions: readonly Decision[]): Share {
  const share: Share = { allowed: 0, prompted: 0, denied: 0, causes: new Map() };
  for (const decision of decisions) {
    if (decision.decision === 'allow') share.allowed++;
    else if (decision.decision === 'prompt') share.prompted++;
    else share.denied++;
    if (decision.decision === 'allow') continue;
    for (const cause of causes(decision)) share.causes.set(cause, (share.causes.get(cause) ?? 0) + 1);
  }
  return share;
}

async function main(): Promise<void> {
  const parser = await loadBashParser();
  const policyFile = join(WS, '.github', 'leash.yml');
  const text = readFileSync(CORPUS_POLICY, 'utf8');
  const host: PolicyHost = {
    fs: emptyFileSystem,
    async readFile(path) {
      if (path === policyFile) return text;
      throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    },
  };
  const policy = await loadPolicy(policyFile, { workspace: WS, home: HOME, parser, host });
  const commands = readCorpus();
  const result: Record<string, unknown> = { bench: 'corpus-share', lines: commands.length };
  for (const sandbox of [false, true]) {
    const decisions = commands.map((command) => decideBashCommand(policy, parser, command, { sandbox, environment: CI_ENVIRONMENT }));
    const share = tally(decisions);
    const percent = (n: number): string => ((100 * n) / commands.length).toFixed(1);
    const label = sandbox ? 'sandbox on' : 'sandbox off';
    process.stdout.write(
      `\n${label}: ${percent(share.allowed)}% allowed (${share.allowed}), ${percent(share.prompted)}% approval, ${percent(share.denied)}% denied, of ${commands.length} lines\n`,
    );
    const uncovered = decisions.filter((d) =>
      d.scopes.some((scope) => scope.kind === 'command' && scope.decision !== 'allow' && scope.decidedBy === 'default'),
    ).length;
    process.stdout.write(`lines with a command no rule covers: ${uncovered}\nlargest causes of refusal (lines):\n`);
    const top = [...share.causes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10);
    for (const [cause, lines] of top) process.stdout.write(`  ${String(lines).padStart(5)}  ${cause}\n`);
    // What the engine refuses beyond the policy's gaps: rules, floors, reasons.
    const engine = [...share.causes].filter(([cause]) => !cause.includes('no rule covers it'));
    process.stdout.write('largest causes other than commands no rule covers (lines):\n');
    for (const [cause, lines] of engine.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10))
      process.stdout.write(`  ${String(lines).padStart(5)}  ${cause}\n`);
    result[sandbox ? 'allowed_percent_sandbox' : 'allowed_percent'] = Number(percent(share.allowed));
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
