// Command runners the wrapper table once missed, each a way around a deny rule: under a policy
// that allows everything but two commands, the command a runner starts must meet the deny, and a
// runner whose command is not shown (a shell on standard input, code options, options Leash does
// not follow) must need approval rather than pass as one harmless-looking command.
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import { checkedWrapper, transparentWrapper } from '../../src/bash/tables.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

const OPEN = { version: 1, default: 'prompt', tools: { bash: { allow: ['*'], deny: ['rm -rf *', 'git push *'] } } };

/** Decides each command under OPEN and pairs it with its decision, so a failure names the command. */
async function decisions(commands: readonly string[]): Promise<[string, string][]> {
  const policy = await policyFrom(OPEN);
  const parser = await bashParser();
  return commands.map((command) => [command, decideBashCommand(policy, parser, command).decision]);
}

function all(commands: readonly string[], decision: string): [string, string][] {
  return commands.map((command) => [command, decision]);
}

describe('a command runner added to the table: the command it starts meets the deny', () => {
  it('stripped runners', async () => {
    const commands = [
      'eatmydata rm -rf /',
      'prlimit --nofile=1024 rm -rf /',
      'prlimit -n1024 -c0 git push origin main',
      'numactl --cpunodebind=0 --membind=0 rm -rf /',
      'setarch x86_64 -R rm -rf /',
      'setarch -R rm -rf /',
      'setarch -R x86_64 git push origin main',
      'linux32 rm -rf /',
      'linux64 -R git push origin main',
      'i386 rm -rf /',
      'x86_64 rm -rf /',
      'fakeroot -u rm -rf /',
      "faketime '2024-01-01 00:00:00' rm -rf /",
      'faketime -m -f +1d git push origin main',
      'proxychains4 -q -f p.conf git push origin main',
      'proxychains git push origin main',
      'torsocks -i git push origin main',
      'tini -s -- rm -rf /',
      'dumb-init --single-child rm -rf /',
      'nocache -n 2 rm -rf /',
      'rlwrap -a rm -rf /',
      'rlwrap -ab rm -rf /',
      'dbus-run-session -- rm -rf /',
      'ssh-agent git push origin main',
      'ssh-agent -t 60 -- rm -rf /',
      'catchsegv rm -rf /',
      'ccache rm -rf /',
      'sccache rm -rf /',
      'distcc rm -rf /',
      'systemd-inhibit --what=sleep rm -rf /',
      'gdb -batch --args rm -rf /',
      'perf stat -e cycles rm -rf /',
      "perf stat --pre 'rm -rf /' true",
      'perf record -g git push origin main',
      'perf trace -s -- rm -rf /',
      'entr rm -rf /',
      "entr -s 'git push origin main'",
      'timeout 5 eatmydata nice -n 5 rm -rf /',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'deny'));
  });

  it('runners that are scopes of their own', async () => {
    const commands = [
      "sg ci -c 'git push origin main'",
      "sg ci 'git push origin main'",
      "sg - ci -c 'rm -rf /'",
      "sg ci 'rm -rf /' ignored",
      'chpst -u ci rm -rf /',
      'bwrap --unshare-all --die-with-parent --proc /proc rm -rf /',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'deny'));
  });
});

describe('a command runner whose command is not shown needs approval', () => {
  it('with no command it starts a shell that reads standard input', async () => {
    const commands = ['setarch x86_64', 'setarch -R', 'linux32', 'x86_64', 'sg ci', 'newgrp ci', 'newgrp - ci', 'fakeroot'];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
  });

  it('it reads commands of its own, or runs code Leash does not read', async () => {
    const commands = [
      'gdb --args ./test-bin',
      "gdb -batch -ex 'shell rm -rf /' --args true",
      'gdb -batch -x cmds.gdb ./test-bin',
      'ccache prefix_command=rm gcc -rf /',
      'fakeroot -l ./libevil.so make',
      'rlwrap -z ./filter python3',
      'dbus-run-session --dbus-daemon=./evil npm test',
      'perf --exec-path=./bin record ./bench',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
  });

  it('an option changes another process, writes a file or remaps paths', async () => {
    const commands = [
      'prlimit -p 1 --nofile=1',
      'perf record -o /tmp/out.data ./bench',
      'chpst -l ci.lock npm test',
      'rlwrap -l session.log sqlite3 app.db',
      'bwrap --bind / / rm -rf /tmp/x',
      'ssh-agent -a /tmp/agent.sock',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
  });

  it('an option word is read whole, where the tool reads it whole', async () => {
    const commands = ['faketime -f -mf rm -rf /', 'faketime -f -- rm -rf /', 'proxychains4 -qf rm -rf /', 'torsocks -id rm -rf /'];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
  });
});

describe('a command runner that runs nothing, or a command the policy allows, is allowed', () => {
  it('is allowed', async () => {
    const commands = [
      'ssh-agent -s',
      'ccache -s',
      'numactl --hardware',
      'perf list',
      'prlimit --nofile=1024 npm test',
      "sg ci -c 'npm test'",
      'setarch x86_64 -R make',
      'perf stat -e cycles make',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'allow'));
  });
});

describe('same: an alias shares the entry it names', () => {
  it('with the fields it sets itself', () => {
    expect(transparentWrapper('linux32')?.flags).toBe(transparentWrapper('setarch')?.flags);
    expect(transparentWrapper('setarch')?.leadingOperand).toBe(true);
    expect(transparentWrapper('linux32')?.leadingOperand).toBe(false);
    expect(transparentWrapper('proxychains')?.wholeWords).toBe(true);
    expect(checkedWrapper('linux32')).toBeUndefined();
  });
});

describe('a cd a wrapper runs', () => {
  it('moves nothing when a program runs it, so later paths resolve where the shell is', async () => {
    const policy = await policyFrom({ version: 1, default: 'allow', tools: { bash: { allow: ['*'] }, read: { allow: ['**'], deny: ['.env*'] } } });
    const parser = await bashParser();
    // `/usr/bin/cd` exists on some systems: it succeeds, and `cat` reads the workspace's .env.
    for (const command of ['timeout 5 cd /tmp && cat .env', 'env cd /tmp && cat .env', 'sudo cd /tmp && cat .env']) {
      expect([command, decideBashCommand(policy, parser, command).decision]).toEqual([command, 'deny']);
    }
    // `command` and `builtin` run the builtin, and `time` runs in this shell: the shell moves.
    for (const command of ['command cd /tmp && cat .env', 'builtin cd /tmp && cat .env', 'time cd /tmp && cat .env']) {
      expect([command, decideBashCommand(policy, parser, command).decision]).toEqual([command, 'allow']);
    }
  });
});
