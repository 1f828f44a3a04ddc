// Inputs a hostile agent can send that multiply the engine's work: each ends with a decision and
// a reason saying what was not checked, never a hang or megabytes of scopes.
import { describe, expect, it } from 'vitest';
import { decomposeBash } from '../../src/bash/index.js';
import { bashParser, HOME, WS } from '../helpers/policy.js';

async function decompose(command: string) {
  return decomposeBash(await bashParser(), command, { workspace: WS, home: HOME });
}

describe('limits of the decomposition', () => {
  it('a line feed before an escaped CR LF at the start is located, not looped on', async () => {
    const out = await decompose('\n\\\r\n');
    expect(out.reasons.map((reason) => reason.range.start)).toContainEqual({ row: 1, column: 0 });
    expect((await decompose('\ngit status \\\r\ngit push')).reasons[0]!.range.start).toEqual({ row: 1, column: 11 });
  });

  it('misread reserved words read the rest again at most 16 times', async () => {
    const out = await decompose(Array.from({ length: 200 }, (_, i) => `! if x; then rm y${i}; fi`).join('; '));
    expect(out.reasons.some((reason) => reason.code === 'too-deep' && reason.message.includes('more than 16 places the grammar misread'))).toBe(true);
    // What the grammar shows is still checked.
    expect(out.scopes.filter((scope) => scope.kind === 'command' && scope.text.startsWith('rm y')).length).toBe(200);
  });

  it('functions calling functions from new directories are walked again at most 64 times', async () => {
    let command = 'f0(){ cat x; }; ';
    for (let i = 1; i <= 12; i++) command += `f${i}(){ (cd a && f${i - 1}); (cd b && f${i - 1}); }; `;
    const out = await decompose(`${command}f12`);
    expect(out.reasons.some((reason) => reason.code === 'too-deep' && reason.message.includes('more than 64 places'))).toBe(true);
  });

  it('brace expansion makes at most 1024 words in one command, and no word of more than 16,384 characters in all', async () => {
    const many = await decompose(`cat ${Array.from({ length: 100 }, (_, i) => `d${i}/{a,b}{a,b}{a,b}{a,b}`).join(' ')}`);
    expect(many.scopes.filter((scope) => scope.kind === 'read').length).toBeLessThanOrEqual(1024);
    expect(many.reasons.some((reason) => reason.code === 'brace-expansion' && reason.message.includes('more than 1024 words in all'))).toBe(true);
    const long = await decompose(`cat ${'a/'.repeat(5000)}{a,b}{a,b}{a,b}{a,b}`);
    expect(long.reasons.some((reason) => reason.code === 'brace-expansion')).toBe(true);
  });
});
