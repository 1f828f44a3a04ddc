// Commands that run other commands in ways a plain reading of the words misses: wrappers the
// table did not know, operands of env and sudo, what xargs' input can become, `{}` as a command,
// builtins that run a string as code later or rebind a name, functions that shadow a builtin, and
// programs read from standard input through a path. Each hole is one test, named after the rule.
import { describe, expect, it } from 'vitest';
import { decideBashCommand } from '../../src/policy/index.js';
import type { Decision } from '../../src/policy/types.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

/** Everything allowed but two denied commands: what runs is all that stands between these and running. */
const OPEN = { version: 1, default: 'prompt', tools: { bash: { allow: ['*'], deny: ['rm *', 'curl *'] } } };

async function decide(command: string, policy: object = OPEN): Promise<Decision> {
  return decideBashCommand(await policyFrom(policy), await bashParser(), command);
}

/** Decides each command and pairs it with its decision, so a failure names the command. */
async function decisions(commands: readonly string[], policy: object = OPEN): Promise<[string, string][]> {
  const out: [string, string][] = [];
  for (const command of commands) out.push([command, (await decide(command, policy)).decision]);
  return out;
}

function all(commands: readonly string[], decision: string): [string, string][] {
  return commands.map((command) => [command, decision]);
}

describe('{} alone is a command named {}', () => {
  it('needs approval as a command whose name is not known, wherever it stands', async () => {
    const commands = ['{}', "sh -c '{}'", "eval '{}'", "bash -c 'echo a; {}'", "sh -c '{}|cat'", "echo x | xargs -I{} sh -c '{}'", "find . -exec sh -c '{}' \\;"];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
    expect((await decide("sh -c '{}'")).reasons[0]).toMatch(/command name `\{\}` is not known/);
  });
});

describe('a program read from standard input through a path needs approval', () => {
  it('/dev/stdin, /dev/fd/N and /proc/*/fd/N as the program', async () => {
    const commands = [
      'bash /dev/stdin',
      'sh /dev/fd/0',
      'bash /proc/self/fd/0',
      'bash -e -- /dev/stdin',
      'source /dev/stdin',
      '. /dev/fd/0',
      'python3 /dev/stdin',
      'perl /dev/stdin',
      'node /dev/fd/3',
      "awk -f /dev/stdin README.md",
      'cd /dev && bash stdin',
    ];
    expect(await decisions(commands)).toEqual(all(commands, 'prompt'));
    expect((await decide('bash /dev/stdin')).reasons[0]).toMatch(/bash reads its program from `\/dev\/stdin`/);
  });
});
