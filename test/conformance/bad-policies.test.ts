// Policies that must fail to load (../shared/conformance/bad-policies): exit 2 before anything
// runs, the message names `<file>:<line>:` and contains what the expectations list.
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { conformanceDir, readConformance } from '../helpers/conformance.js';
import { runCliInProcess } from '../helpers/cli.js';

interface BadPolicy {
  file: string;
  at?: string;
  line: number;
  contains: string[];
}

const { files } = readConformance<{ files: BadPolicy[] }>('bad-policies/expected.yaml');

describe('conformance: bad policies', () => {
  it('has cases', () => expect(files.length).toBeGreaterThan(20));

  it.each(files.map((f) => [f.file, f] as const))('%s', async (_file, bad) => {
    const dir = join(conformanceDir, 'bad-policies');
    const result = await runCliInProcess(['check', '--policy', join(dir, bad.file), '--cwd', dir, '--', 'true']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const message = result.stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    const at = /([^\s:]+):(\d+):(\d+):/.exec(message);
    expect(at, message).not.toBeNull();
    expect(basename(at![1]!)).toBe(bad.at ?? bad.file);
    expect(Number(at![2])).toBe(bad.line);
    for (const fragment of bad.contains) expect(message.toLowerCase()).toContain(fragment.toLowerCase());
  });
});
