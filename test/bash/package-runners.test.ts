// Package runners (`npx`, `npm exec`, `pnpm dlx`, `yarn dlx`, `bunx`) run programs too: npx finds
// a bin in node_modules/.bin or npm's global bin folder before it fetches a package
// (libnpmexec), so with npm installed `npx npm publish` runs `npm publish`. The runner's command
// as written stays the scope the allow rules see; the command it runs answers to deny rules and
// floors, under the name of the bin a package spec runs (`npm@10` runs `npm`).
import { beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

/** Everything allowed but three commands: a package runner must not carry any past its deny. */
const OPEN = { version: 1, tools: { bash: { allow: ['*'], deny: ['npm publish *', 'git push *', 'rm -rf *'] } } };

/** The package runner commands people allow. */
const RUNNER_ALLOWS = { version: 1, tools: { bash: { allow: ['npx tsc *', 'npx eslint *', 'npm exec -- prettier *'] } } };

let parser: BashParser;
let open: Policy;

beforeAll(async () => {
  parser = await bashParser();
  open = await policyFrom(OPEN);
});

function decide(policy: Policy, command: string) {
  return decideBashCommand(policy, parser, command);
}

function decisions(policy: Policy, commands: readonly string[]): [string, string][] {
  return commands.map((command) => [command, decide(policy, command).decision]);
}

function all(commands: readonly string[], decision: string): [string, string][] {
  return commands.map((command) => [command, decision]);
}

describe('the command a package runner runs meets the deny rules', () => {
  it('npx and npm exec', () => {
    const bypasses = [
      'npx npm publish',
      'npx -y npm@10 publish',
      'npx --yes npm@latest publish --tag next',
      'npx -- npm publish',
      'npx --no npm publish',
      'npx -p npm npm publish',
      'npx --package=npm@10 npm publish',
      'npx -w web git push origin main',
      'npx --loglevel silent rm -rf /',
      'npx -d npm publish',
      "npx -c 'npm publish'",
      'npm exec -- npm publish',
      'npm exec --yes -- npm publish',
      'npm exec npm publish',
      'npm exec --package=npm@10 -- npm publish',
      'npm exec -p npm publish',
      'npm x -- git push',
      'npm exe -- rm -rf /',
      'npm -w web exec -- git push',
      'npm --silent exec npm@10 -- publish',
      "npm exec -c 'npm publish'",
      "npm exec --call='git push'",
      'npm explore left-pad -- npm publish',
      "npm explor left-pad -- 'git push'",
    ];
    expect(decisions(open, bypasses)).toEqual(all(bypasses, 'deny'));
  });

  it('pnpm dlx, pnpx, yarn dlx, bunx and bun x', () => {
    const bypasses = [
      'pnpm dlx npm publish',
      'pnpm dlx npm@10 publish',
      'pnpm -s dlx --package=npm npm publish',
      'pnpm dlx -c npm@10 publish',
      "pnpm dlx --package=shx -c 'git push'",
      'pnpx npm@10 publish',
      'pnx git push',
      'yarn dlx npm@10 publish',
      'yarn dlx -q -p npm npm@10 publish',
      'yarn --cwd packages/app dlx git push',
      'bunx npm publish',
      'bunx --bun -p npm npm publish',
      'bunx @example/npm@1 publish',
      'bun x git push origin main',
      'bun x rm -rf /',
    ];
    expect(decisions(open, bypasses)).toEqual(all(bypasses, 'deny'));
  });

  it('names the deny rule on the command the runner runs, under the bin name', () => {
    const decision = decide(open, 'npx -y npm@10 publish --tag next');
    const denied = decision.scopes.find((scope) => scope.decision === 'deny');
    expect(denied).toMatchObject({ text: 'npm publish --tag next', rule: { pattern: 'npm publish *' } });
  });

  it('meets the deny on the name after the scope when the package is scoped', () => {
    expect(decide(open, 'npx @example/npm@1 publish').decision).toBe('deny');
  });

  it('sees package runners inside wrappers, shells and other runners', () => {
    const nested = ['timeout 60 npx npm publish', "sh -c 'npx -y npm@10 publish'", 'uv run npx git push', 'npx uv run git push', 'sudo npm exec -- rm -rf /'];
    expect(decisions(open, nested)).toEqual(all(nested, 'deny'));
  });

  it('allows what they run when no deny meets it', () => {
    const harmless = [
      'npx tsc --noEmit',
      'npx -y create-vite@latest app --template react-ts',
      'npx -p typescript tsc -p .',
      'npm exec -- eslint .',
      'npx --no eslint --yes .',
      'npm exec --yes -- prettier --check .',
    ];
    expect(decisions(open, harmless)).toEqual(all(harmless, 'allow'));
  });
});

describe('the package runner is the scope the allow rules see', () => {
  let runnerAllows: Policy;
  beforeAll(async () => {
    runnerAllows = await policyFrom(RUNNER_ALLOWS);
  });

  it('keeps allowing the runner commands a policy names, without an allow for the command they run', () => {
    const allowed = ['npx tsc --noEmit', 'npx tsc -p tsconfig.build.json', 'npx eslint .', 'npx eslint src --fix', 'npm exec -- prettier --check .'];
    expect(decisions(runnerAllows, allowed)).toEqual(all(allowed, 'allow'));
  });

  it('reports the runner scope and the rule that allowed it', () => {
    const decision = decide(runnerAllows, 'npx tsc --noEmit');
    expect(decision.scopes.map((scope) => [scope.text, scope.rule?.pattern])).toEqual([['npx tsc --noEmit', 'npx tsc *']]);
  });

  it('keeps the allows people write for the other package runners', async () => {
    const policy = await policyFrom({
      version: 1,
      tools: { bash: { allow: ['pnpm dlx create-vite *', 'yarn dlx create-vite *', 'bunx vite *', 'pnpm install *', 'bun install *'] } },
    });
    const allowed = ['pnpm dlx create-vite app', 'yarn dlx create-vite app', 'bunx vite build', 'pnpm install', 'bun install'];
    expect(decisions(policy, allowed)).toEqual(all(allowed, 'allow'));
  });

  it('does not let a runner command the policy does not name through', () => {
    const refused = ['npx prettier --check .', 'npm exec -- tsc --noEmit', 'npx -y npm@10 publish', 'tsc --noEmit'];
    expect(decisions(runnerAllows, refused)).toEqual(all(refused, 'prompt'));
  });
});

describe('a floor inside a package runner', () => {
  it('needs approval, naming the floor', () => {
    const decision = decide(open, 'npx npm --script-shell=./x.sh test');
    expect(decision.decision).toBe('prompt');
    expect(decision.scopes.find((scope) => scope.decidedBy === 'floor')).toMatchObject({
      text: 'npm --script-shell=./x.sh test',
      floors: ['npm --script-shell'],
    });
  });

  it("holds for npm exec's own options, which npm reads wherever they stand before `--`", () => {
    expect(decide(open, 'npm exec eslint --script-shell=./x.sh').decision).toBe('prompt');
    expect(decide(open, 'npm exec --prefix ../other -- eslint').decision).toBe('prompt');
  });
});

describe('what a package runner runs that the parse cannot show needs approval', () => {
  const unseen = [
    'npx',
    'npm exec',
    'npx -p typescript',
    'npx --bogus eslint',
    'npx -yq eslint',
    'npm exec --bogus -- eslint',
    'npm exec eslint --fix .',
    'npx "$TOOL" --check .',
    'npx --script-shell=./x.sh eslint',
    'npx --shell ./x.sh eslint',
    'npx --node-options=--require=./x.js eslint',
    'npx --userconfig ./x.npmrc eslint',
    'npx --prefix ../other eslint',
    'xargs npx',
    'pnpm dlx --bogus create-vite',
    'yarn dlx --bogus create-vite',
    'bunx --bogus vite',
    'bunx -bp x vite',
    'bun x "$TOOL"',
  ];

  it('needs approval for each', () => {
    expect(decisions(open, unseen)).toEqual(all(unseen, 'prompt'));
  });
});

describe('what runs nothing through the runner stays an ordinary command', () => {
  it('decides npm, npx --version and npx -c as before', async () => {
    const policy = await policyFrom({ version: 1, tools: { bash: { allow: ['npm test *', 'npx --version', 'npx -c *'], deny: ['npm publish *'] } } });
    expect(decisions(policy, ['npm test', 'npx --version', "npx -c 'npm test'", "npx -c 'npm publish'", "npx -c 'git push'"])).toEqual([
      ['npm test', 'allow'],
      ['npx --version', 'allow'],
      ["npx -c 'npm test'", 'allow'],
      ["npx -c 'npm publish'", 'deny'],
      ["npx -c 'git push'", 'prompt'],
    ]);
  });
});
