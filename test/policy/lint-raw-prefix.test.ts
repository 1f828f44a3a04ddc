// `policy lint` says what a raw prefix on a program's name or a subcommand now means (DESIGN.md
// section 2, "A raw prefix never extends the program's name or a subcommand the tables know into
// another word"), and warns about a write allow of `**`.
import { describe, expect, it } from 'vitest';
import { lintPolicy } from '../../src/policy/lint.js';
import { policyFrom } from '../helpers/policy.js';

async function warnings(policy: object): Promise<string[]> {
  return lintPolicy(await policyFrom(policy)).map((warning) => warning.message);
}

describe('policy lint: raw prefixes', () => {
  it("A raw prefix never extends the program's name or a subcommand the tables know into another word", async () => {
    const found = await warnings({ version: 1, tools: { bash: { allow: ['node*', 'docker build*', 'git -C . push*'] } } });
    expect(found).toContainEqual(
      expect.stringContaining(`"node*": a raw prefix never extends the program's name into another word, so this covers "node" alone or followed by a space`),
    );
    expect(found).toContainEqual(expect.stringContaining(`"docker build*": a raw prefix never extends the subcommand "build" into another word`));
    expect(found).toContainEqual(expect.stringContaining(`"git -C . push*": a raw prefix never extends the subcommand "push"`));
  });

  it('a raw prefix cut in an argument extends it, and gets no warning', async () => {
    expect(await warnings({ version: 1, tools: { bash: { allow: ['npm run test*', 'git log --format=*'] } } })).toEqual([]);
  });

  it('a deny shadows an allow only where the raw prefix reaches: `npm test*` does not shadow `npm testing *`', async () => {
    const found = await warnings({ version: 1, tools: { bash: { allow: ['npm testing *', 'npm test --watch *'], deny: ['npm test*'] } } });
    expect(found.filter((message) => message.includes('shadowed'))).toEqual([
      expect.stringContaining('allow "npm test --watch *" is shadowed by deny "npm test*"'),
    ]);
  });
});

describe('policy lint: a write allow of everything', () => {
  it('warns about a write allow of `**`, which reaches outside the workspace', async () => {
    const found = await warnings({ version: 1, tools: { write: { allow: ['**'] } } });
    expect(found).toContainEqual(expect.stringContaining('write allow "**" allows writing every path'));
    expect(await warnings({ version: 1, tools: { write: { allow: ['src/**'] }, read: { allow: ['**'] } } })).toEqual([]);
  });
});
