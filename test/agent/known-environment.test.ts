// DESIGN.md section 3: "The environment that the agent's commands get is known to the loop and is
// used." The loop decides each bash call in the exact scrubbed environment the command runs with,
// not in Leash's own.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpRuns, runScripted, toolResultsOf } from '../helpers/agent.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

const POLICY = `version: 1
default: prompt
tools:
  bash:
    allow: ["git status", "git --version", "echo *"]
    deny: ["git push *"]
`;

describe("The environment that the agent's commands get is known to the loop and is used", () => {
  it('a variable of the scrubbed environment has its value; one the scrub drops is empty; the call marker is any value', async () => {
    const run = await runScripted({
      policy: POLICY,
      // NODE_ENV is passed to commands; SUB is not (environment.json), so commands see it unset.
      env: { PATH: process.env.PATH, HOME: '/nonexistent-home', NODE_ENV: '--version', SUB: 'status' },
      script: [{ content: [bash('git $NODE_ENV'), bash('git $SUB'), bash('git $LEASH_BASH_RUN')] }, { content: 'Done.' }],
    });
    const [value, dropped, marker] = toolResultsOf(run, 1);
    // `git --version` ran: allowed by its rule through the value.
    expect(value!.content).toMatch(/^git version /);
    // SUB is not in the command's environment: `git $SUB` is `git`, which no rule allows.
    expect(dropped!.content).toContain('Needs approval');
    expect(dropped!.content).toContain('command `git`');
    // The marker differs per call: any value, so the subcommand is not known.
    expect(marker!.content).toContain('Needs approval');
    expect(marker!.content).toContain('is not known before it runs');
  });
});
