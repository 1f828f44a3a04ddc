// Project runners (`uv run`, `poetry run`, `bundle exec`, ...) run any command. The runner's
// command as written is what the allow rules see, as it always was, so `uv run pytest *` keeps
// allowing `uv run pytest -x`; the command it runs is walked like any inner command, and its own
// scope answers to deny rules and floors only. Every other subcommand (`uv sync`) is an ordinary
// command.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BashParser } from '../../src/bash/index.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

/** Everything allowed but two commands: a runner must not carry either past its deny. */
const OPEN = { version: 1, tools: { bash: { allow: ['*'], deny: ['rm -rf *', 'git push *'] } } };

/** The runner commands people allow, and ordinary subcommands of the same tools. */
const RUNNER_ALLOWS = {
  version: 1,
  tools: { bash: { allow: ['uv run pytest *', 'poetry run mypy *', 'bundle exec rspec *', 'uv sync *', 'poetry install *'] } },
};

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

describe('the command a runner runs meets the deny rules', () => {
  const bypasses = [
    'uv run rm -rf /',
    'uv run --with pytest --frozen -p 3.12 rm -rf /',
    'uv -q run --no-sync -- git push origin main',
    'uv tool run git push',
    'uvx --from gitpython git push',
    'poetry run git push',
    'poetry -C sub run -- rm -rf /',
    'pipenv run rm -rf /',
    'pdm run git push origin main',
    'hatch run rm -rf /',
    'hatch run test:git push',
    'hatch run +py=3.12 test:rm -rf /',
    'hatch env run -e test -- git push',
    'conda run -n ci rm -rf /',
    'mamba run -n ci git push',
    'micromamba run -n ci rm -rf /',
    'bundle exec rm -rf /',
    'bundle exec --keep-file-descriptors git push',
    'bundle e git push',
    'pnpm exec rm -rf /',
    'pnpm -C packages/app exec git push',
    'pnpm exec -c "rm -rf /"',
    'pnpm git push',
    'yarn exec rm -rf /',
    "yarn exec 'git push origin main'",
    'direnv exec . rm -rf /',
    'direnv exec /bin/rm -rf /',
    'mise exec -- rm -rf /',
    'mise x node@20 python@3.12 -- git push',
    "mise exec -c 'git push'",
    'asdf exec git push',
    'nix develop -c rm -rf /',
    'nix develop .#ci --command git push',
    "nix --extra-experimental-features 'nix-command flakes' develop -L -c rm -rf /",
    'nix shell nixpkgs#git -c git push',
    "nix-shell --run 'rm -rf /'",
    "nix-shell -p git --run 'git push'",
  ];

  it('denies each bypass under a policy that allows everything else', () => {
    expect(decisions(open, bypasses)).toEqual(all(bypasses, 'deny'));
  });

  it('names the deny rule on the command the runner runs', () => {
    const decision = decide(open, 'uv run rm -rf /');
    const denied = decision.scopes.find((scope) => scope.decision === 'deny');
    expect(denied).toMatchObject({ text: 'rm -rf /', rule: { pattern: 'rm -rf *' } });
  });

  it('sees through wrappers, shell strings and runners inside a runner', () => {
    const nested = [
      'uv run timeout 5 rm -rf /',
      "uv run sh -c 'git push'",
      "uv run bash -c 'cd sub && git push'",
      'uv run env CI=1 rm -rf /',
      'uv run poetry run rm -rf /',
      "bundle exec sh -c 'uv run git push'",
      'sudo uv run rm -rf /',
      'timeout 60 poetry run git push',
    ];
    expect(decisions(open, nested)).toEqual(all(nested, 'deny'));
  });

  it('allows the command a runner runs when no deny meets it', () => {
    const harmless = [
      'uv run pytest -x',
      'poetry run mypy src',
      'bundle exec rspec',
      'pnpm exec tsc --noEmit',
      'nix develop -c make test',
      "nix-shell --run 'make test'",
    ];
    expect(decisions(open, harmless)).toEqual(all(harmless, 'allow'));
  });
});

describe('the runner is the scope the allow rules see', () => {
  let runnerAllows: Policy;
  beforeAll(async () => {
    runnerAllows = await policyFrom(RUNNER_ALLOWS);
  });

  it('keeps allowing the runner commands a policy names, without an allow for the command they run', () => {
    const allowed = [
      'uv run pytest -x',
      'uv run pytest',
      'poetry run mypy src',
      'bundle exec rspec spec/models',
      'uv sync --frozen',
      'poetry install --no-root',
    ];
    expect(decisions(runnerAllows, allowed)).toEqual(all(allowed, 'allow'));
  });

  it('reports only the runner scope for an allowed runner command', () => {
    const decision = decide(runnerAllows, 'uv run pytest -x');
    expect(decision.scopes.map((scope) => [scope.text, scope.rule?.pattern])).toEqual([['uv run pytest -x', 'uv run pytest *']]);
  });

  it('does not let a runner command the policy does not name through', () => {
    const refused = ['uv run rm -rf build', 'poetry run pytest', 'bundle exec rake', 'uv pip install x', 'poetry add x'];
    expect(decisions(runnerAllows, refused)).toEqual(all(refused, 'prompt'));
  });

  it('leaves the other subcommands ordinary commands, decided as before', () => {
    const decision = decide(runnerAllows, 'uv sync --frozen');
    expect(decision.scopes.map((scope) => [scope.text, scope.decision, scope.rule?.pattern])).toEqual([['uv sync --frozen', 'allow', 'uv sync *']]);
    expect(decision.reasons).toEqual([]);
  });

  it('allows what a runner runs under a deny default once the runner is allowed', async () => {
    const strict = await policyFrom({ version: 1, default: 'deny', tools: { bash: { allow: ['uv run *', 'pnpm exec *'] } } });
    expect(decisions(strict, ['uv run pytest -x', 'pnpm exec jest', 'pytest -x'])).toEqual([
      ['uv run pytest -x', 'allow'],
      ['pnpm exec jest', 'allow'],
      ['pytest -x', 'deny'],
    ]);
  });
});

describe('a floor inside a runner', () => {
  it('needs approval, naming the floor and the allow it holds back', () => {
    const decision = decide(open, 'uv run git -c core.pager=x log');
    expect(decision.decision).toBe('prompt');
    const floored = decision.scopes.find((scope) => scope.decidedBy === 'floor');
    expect(floored).toMatchObject({ text: 'git -c core.pager=x log', floors: ['git -c'], rule: { pattern: '*' } });
  });

  it('holds inside nested wrappers and shell strings too', () => {
    const floored = ["poetry run sh -c 'git -c core.pager=x log'", 'bundle exec timeout 5 find . -delete', 'nix develop -c tar --to-command=sh -xf a.tar'];
    expect(decisions(open, floored)).toEqual(all(floored, 'prompt'));
  });

  it('is lifted by floors.lift', async () => {
    const lifted = await policyFrom({ ...OPEN, floors: { lift: ['git -c'] } });
    expect(decide(lifted, 'uv run git -c core.pager=x log').decision).toBe('allow');
  });
});

describe('paths inside a runner count', () => {
  let readDeny: Policy;
  beforeAll(async () => {
    readDeny = await policyFrom({ version: 1, tools: { bash: { allow: ['*'] }, read: { deny: ['.env*'] }, write: { deny: ['.github/**'] } } });
  });

  it('denies a read or write the deny rules forbid', () => {
    const denied = [
      'uv run cat .env',
      'poetry run python -c 1 < .env',
      'bundle exec cp .env /tmp/x',
      'pnpm exec rm -rf .github',
      'uv run --directory sub cat ../.env',
      'nix develop -c cat .env',
    ];
    expect(decisions(readDeny, denied)).toEqual(all(denied, 'deny'));
  });

  it('resolves paths where the runner runs its command', () => {
    expect(decide(readDeny, 'uv run --directory sub cat .env').decision).toBe('allow');
    expect(decide(readDeny, 'conda run --cwd sub cat ../.env').decision).toBe('deny');
  });

  it('needs approval where the directory is not known', () => {
    expect(decide(readDeny, 'pnpm -r exec cat .env').decision).toBe('prompt');
    expect(decide(readDeny, 'pnpm recursive exec cat .env').decision).toBe('prompt');
  });
});

describe('what a runner runs that the parse cannot show needs approval', () => {
  const unseen = [
    'uv run -',
    'uv run https://example.com/x.py',
    'uv run --env-file .env.ci pytest',
    'dotenv -- jest',
    'dotenv -e .env.test -- jest',
    'dotenv -v PATH=./bin -- jest',
    'micromamba run -n ci -e LD_PRELOAD=./x.so pytest',
    'nix develop',
    'nix-shell -p jq',
    "nix-shell --command 'make test'",
    'mise exec node@20',
    'pdm run',
    'uv run --bogus pytest',
    'xargs uv run',
    'uv run "$TOOL" -x',
  ];

  it('needs approval for each', () => {
    expect(decisions(open, unseen)).toEqual(all(unseen, 'prompt'));
  });

  it('reads a file of variables as a read scope', async () => {
    const readDeny = await policyFrom({ version: 1, tools: { bash: { allow: ['*'] }, read: { deny: ['.env*'] } } });
    expect(decisions(readDeny, ['dotenv -- jest', 'uv run --env-file .env.ci pytest', 'dotenv -p SECRET'])).toEqual(
      all(['dotenv -- jest', 'uv run --env-file .env.ci pytest', 'dotenv -p SECRET'], 'deny'),
    );
  });

  it('leaves a runner whose cd is its own: the shell does not move', () => {
    // `cat notes.txt` reads the workspace's file, not /tmp's, which the built-in layer does not allow.
    expect(decide(open, 'uv run cd /tmp; cat notes.txt').decision).toBe('allow');
  });
});
