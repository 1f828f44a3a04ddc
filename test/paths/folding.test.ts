// How names fold on file systems that fold them (src/paths/folding.ts): each folding alone, as a
// probe result would select it. The decisions built on these are in test/policy/path-folding.test.ts.
import { describe, expect, it } from 'vitest';
import { ALL_FOLDING, activeFolding, foldPath, foldPrefix, NO_FOLDING } from '../../src/paths/index.js';

describe('folding a path as the file system compares names', () => {
  it('case folding where the file system folds case', () => {
    expect(foldPath('/ws/.GIT/Hooks', { ...NO_FOLDING, foldsCase: true })).toBe('/ws/.git/hooks');
    expect(foldPath('/ws/\u017fecret', { ...NO_FOLDING, foldsCase: true })).toBe('/ws/secret');
    // Unicode's full case folding puts the capital sharp s, the sharp s and `ss` together.
    for (const name of ['\u1e9e', '\u00df', 'SS']) expect(foldPath(`/ws/a${name}`, { ...NO_FOLDING, foldsCase: true }), name).toBe('/ws/ass');
  });

  it('Unicode normalisation: NFC and NFD fold to one form', () => {
    const folding = { ...NO_FOLDING, normalisesUnicode: true };
    expect(foldPath('/ws/caf\u00e9', folding)).toBe(foldPath('/ws/cafe\u0301', folding));
  });

  it('ignorable code points where the file system drops them (HFS+)', () => {
    const folding = { ...NO_FOLDING, ignoresCodePoints: true };
    for (const c of ['\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u206a', '\u206f', '\ufeff']) {
      expect(foldPath(`/ws/.g${c}it/config`, folding), c.codePointAt(0)!.toString(16)).toBe('/ws/.git/config');
    }
    expect(foldPath('/ws/.g\u200bit', folding)).toBe('/ws/.g\u200bit');
  });

  it('trailing dots and spaces where Windows drops them, in every name of the path', () => {
    const folding = { ...NO_FOLDING, dropsTrailingDotsSpaces: true };
    expect(foldPath('/ws/.git./hooks ', folding)).toBe('/ws/.git/hooks');
    expect(foldPath('/ws/.git .', folding)).toBe('/ws/.git');
    expect(foldPath('/ws/...', folding)).toBe('/ws/...');
  });

  it("a raw prefix's last part keeps its trailing dots: it is the start of a name", () => {
    expect(foldPrefix('/WS./.ENV.', ALL_FOLDING)).toBe('/ws/.env.');
  });

  it('a file system that folds nothing leaves paths as they are, and is no folding at all', () => {
    expect(activeFolding(NO_FOLDING)).toBeNull();
    expect(activeFolding(undefined)).toBeNull();
    expect(activeFolding(ALL_FOLDING)).toBe(ALL_FOLDING);
    expect(foldPath('/ws/.GIT.', NO_FOLDING)).toBe('/ws/.GIT.');
  });
});
