// Issue 15, item 11: a permanent stall with default flags ends the run in a bounded time, and
// that bound is the one the docs and `--idle-timeout` state.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../src/agent/clock.js';
import type { ApiRetryEvent } from '../../src/agent/events.js';
import { DEFAULT_LIMITS } from '../../src/agent/loop.js';
import { DEFAULT_RETRY_POLICY, permanentStallBoundMs } from '../../src/agent/model-call.js';
import { RUN_COMMAND } from '../../src/cli/run.js';
import { cleanUpRuns, messagesRequests, runScripted } from '../helpers/agent.js';
import { repoRoot } from '../helpers/conformance.js';

afterEach(cleanUpRuns);

describe('issue 15 item 11: a permanent stall with default flags concludes in a bounded time', () => {
  it('gives up after the default stall budget, and the docs and --idle-timeout state the bound it adds up to', async () => {
    // The default retry policy as it is; only the idle limit is scaled down, and backoff waits are
    // recorded instead of slept, so the run shows how many idle periods a real stall would cost.
    const waits: number[] = [];
    const clock: Clock = { now: () => Date.now(), sleep: async (ms) => void waits.push(ms) };
    const idleMs = 400;
    const run = await runScripted({
      limits: { idleTimeoutMs: idleMs },
      agent: { retry: DEFAULT_RETRY_POLICY, clock },
      script: [{ content: 'never', fault: { kind: 'stall', afterEvents: 1, times: 50 } }],
    });
    expect(run.result).toMatchObject({ subtype: 'error_during_execution', is_error: true, terminal_reason: 'api_error' });
    expect(run.result.result).toContain('the stream stalled');
    // Attempts as the loop made them (on a loaded machine one may time out before the server sees it).
    const retries = run.events.filter((e) => e.subtype === 'api_retry') as ApiRetryEvent[];
    expect(retries.map((r) => r.error)).toEqual(['stream_interrupted', 'stream_interrupted']);
    const attempts = retries.length + 1;
    expect(attempts).toBe((DEFAULT_RETRY_POLICY.maxStallRetries ?? 0) + 1);
    expect(messagesRequests(run).length).toBeLessThanOrEqual(attempts);
    // What the same run costs at the default idle limit: every attempt's idle period, every wait.
    const atDefaults = attempts * DEFAULT_LIMITS.idleTimeoutMs + waits.reduce((sum, ms) => sum + ms, 0);
    const bound = permanentStallBoundMs(DEFAULT_LIMITS.idleTimeoutMs);
    expect(atDefaults).toBeLessThanOrEqual(bound);
    // A demanding CI user: a dead API ends the run within about three minutes, not ten.
    expect(bound).toBeLessThanOrEqual(200_000);
    const seconds = `${Math.ceil(bound / 1000)} s`;
    expect(RUN_COMMAND.options['idle-timeout'].description).toContain(seconds);
    expect(readFileSync(join(repoRoot, 'docs', 'events.md'), 'utf8')).toContain(`within ${seconds}`);
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain(`within ${seconds}`);
  });
});
