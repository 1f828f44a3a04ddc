// The path lookups a decision makes go through a cached view that skips what lies below a missing
// entry and confirms the workspace in one realpath. Whatever the path, the canonical form must be
// the one a plain lstat-and-readlink walk of every part gives, on a real tree with links of every
// kind (relative, absolute, climbing, looping, through a file, through a link to the workspace).
import { lstatSync, mkdirSync, mkdtempSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedFileSystem, canonicalPath, realFileSystem, type FileSystemView } from '../../src/paths/resolve.js';
import { propertySeed } from './arbitraries.js';

let root: string;
let ws: string;

/** The walk as it was first written: one lstat (and readlink) per part, no shortcuts. */
const plainFileSystem: FileSystemView = {
  readSymlink(path) {
    try {
      if (!lstatSync(path).isSymbolicLink()) return null;
      return readlinkSync(path);
    } catch {
      return null;
    }
  },
  isDirectory: () => false,
};

beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'leash-paths-')));
  ws = join(root, 'ws');
  mkdirSync(join(ws, 'a', 'b'), { recursive: true });
  mkdirSync(join(root, 'outside', 'x'), { recursive: true });
  mkdirSync(join(root, 'home', '.ssh'), { recursive: true });
  writeFileSync(join(ws, 'file'), '');
  symlinkSync('a', join(ws, 'link'));
  symlinkSync(join(ws, 'a', 'b'), join(ws, 'abs'));
  symlinkSync('..', join(ws, 'up'));
  symlinkSync('loop', join(ws, 'loop'));
  symlinkSync('../..', join(ws, 'a', 'back'));
  symlinkSync('file/x', join(ws, 'through-file'));
  symlinkSync('missing/deeper', join(ws, 'dangling'));
  symlinkSync('ws', join(root, 'wslink'));
  symlinkSync('../outside', join(ws, 'a', 'out'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const SEGMENTS = [
  '.',
  '..',
  '',
  'a',
  'b',
  'x',
  'link',
  'abs',
  'up',
  'loop',
  'back',
  'out',
  'file',
  'through-file',
  'dangling',
  'missing',
  'ws',
  'wslink',
  'outside',
  '.ssh',
];

describe('cached path lookups', () => {
  it('resolve every path as the plain walk does', () => {
    const seed = propertySeed('path cache');
    const start = fc.constantFrom('', '/', '~/', 'ROOT/', 'ROOT/ws/', 'ROOT/wslink/');
    const bases = () => [ws, join(ws, 'a'), join(root, 'outside'), join(root, 'wslink'), join(ws, 'missing')];
    fc.assert(
      fc.property(
        start,
        fc.array(fc.constantFrom(...SEGMENTS), { maxLength: 8 }),
        fc.nat({ max: 4 }),
        fc.constantFrom('ws', 'wslink', 'none'),
        (head, segments, baseIndex, anchorName) => {
          const path = head.replace('ROOT', root) + segments.join('/');
          const base = bases()[baseIndex]!;
          const home = join(root, 'home');
          const anchors = anchorName === 'none' ? [] : [join(root, anchorName)];
          const expected = canonicalPath(path, base, { home, fs: plainFileSystem });
          const cached = cachedFileSystem(realFileSystem, anchors);
          expect(canonicalPath(path, base, { home, fs: cached }), `${path} from ${base}`).toBe(expected);
          // Asked again through the same view (its answers now come from the cache), still the same.
          expect(canonicalPath(path, base, { home, fs: cached })).toBe(expected);
          expect(canonicalPath(path, base, { home, fs: realFileSystem })).toBe(expected);
        },
      ),
      { seed, numRuns: 1500 },
    );
  });

  it('trusts an anchor only when it is its own canonical path', () => {
    const linked = join(root, 'wslink');
    const answers: string[] = [];
    const spying: FileSystemView = {
      ...realFileSystem,
      lookupLink(path) {
        answers.push(path);
        return realFileSystem.lookupLink!(path);
      },
    };
    // Through the link, the walk must still look at `wslink` itself and see it is a link.
    expect(canonicalPath(join(linked, 'a'), '/', { home: root, fs: cachedFileSystem(spying, [linked]) })).toBe(join(ws, 'a'));
    expect(answers).toContain(linked);
    answers.length = 0;
    // Under a canonical anchor, its parts are known without a lookup.
    expect(canonicalPath(join(ws, 'a', 'b'), '/', { home: root, fs: cachedFileSystem(spying, [ws]) })).toBe(join(ws, 'a', 'b'));
    expect(answers).not.toContain(ws);
    expect(answers).not.toContain(root);
    expect(answers).toContain(join(ws, 'a'));
  });
});
