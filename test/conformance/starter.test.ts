// The conformance starter policy loads (running its self-tests) and `leash policy test` passes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir } from '../helpers/conformance.js';
import { runCliInProcess } from '../helpers/cli.js';

describe('conformance: policies/starter.yml', () => {
  it('passes leash policy test with all ten self-tests', async () => {
    const file = join(conformanceDir, 'policies', 'starter.yml');
    const result = await runCliInProcess(['policy', 'test', file, '--cwd', join(conformanceDir, 'policies')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('10 self-tests passed');
    expect(result.stdout.match(/^ok /gm)).toHaveLength(10);
  });
});
