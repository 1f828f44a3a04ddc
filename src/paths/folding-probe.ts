// How the workspace's file system folds names, found out by asking it, not by guessing from the OS
// name: APFS may be case-sensitive, an ext4 folder may fold case (`chattr +F`), a Linux runner may
// mount NTFS or FAT. A temporary file is made in the workspace and looked up under other spellings;
// each spelling that reaches the same file is a folding the decisions then apply to deny rules and
// floors (src/paths/folding.ts). The shells (cli/, github/) call this once at start.
import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { ALL_FOLDING, type PathFolding } from './folding.js';

/** The probe's plain file, for case, ignorable code points and trailing dots and spaces. */
const PLAIN = 'fold-a';
/** The probe's file with an `é` precomposed (NFC), so its decomposed spelling differs. */
const COMPOSED = 'fold-\u00e9';

/** The spellings of a probe file that a folding file system takes for it. */
const SPELLINGS: { [K in keyof PathFolding]: { file: string; spellings: readonly string[] } } = {
  foldsCase: { file: PLAIN, spellings: ['FOLD-A'] },
  normalisesUnicode: { file: COMPOSED, spellings: ['fold-e\u0301'] },
  ignoresCodePoints: { file: PLAIN, spellings: ['fo\u200cld-a', 'fold\ufeff-a'] },
  dropsTrailingDotsSpaces: { file: PLAIN, spellings: [`${PLAIN}.`, `${PLAIN} `] },
};

export interface PathFoldingProbe {
  folding: PathFolding;
  /** Why the probe could not run, when it could not: then every folding is assumed. */
  failed?: string;
}

/**
 * Probes the file system `dir` lies on (the workspace). When no file can be made there (a
 * read-only checkout), every folding is assumed: a deny then meets more spellings than it might
 * need to, never fewer.
 */
export function probePathFolding(dir: string): PathFoldingProbe {
  let folder: string;
  try {
    folder = mkdtempSync(join(dir, '.leash-fold-'));
  } catch (error) {
    return { folding: ALL_FOLDING, failed: `no file could be made in ${dir} (${(error as Error).message})` };
  }
  try {
    writeFileSync(join(folder, PLAIN), '');
    const plain = lstatSync(join(folder, PLAIN));
    // A file system that refuses the name (FAT without long Unicode names) has no other spelling of
    // it either; but any other failure leaves the question open, and open means folded.
    let composed: Stats | null = null;
    let refused = false;
    try {
      writeFileSync(join(folder, COMPOSED), '');
      composed = lstatSync(join(folder, COMPOSED));
    } catch (error) {
      refused = isRefusedName(error);
    }
    return { folding: probed(folder, plain, composed, !refused) };
  } catch (error) {
    return { folding: ALL_FOLDING, failed: `the probe file in ${folder} could not be made or looked up (${(error as Error).message})` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Each folding, from the probe files: `composed` null when it could not be made (`unknownUnicode`: assumed to fold). */
function probed(folder: string, plain: Stats, composed: Stats | null, unknownUnicode: boolean): PathFolding {
  const listing = readdirSync(folder);
  const reaches = (folding: keyof PathFolding): boolean => {
    const { file, spellings } = SPELLINGS[folding];
    const original = file === PLAIN ? plain : composed;
    if (original === null) return unknownUnicode;
    return spellings.some((spelling) => sameEntry(original, folder, spelling, listing));
  };
  return {
    foldsCase: reaches('foldsCase'),
    normalisesUnicode: reaches('normalisesUnicode'),
    ignoresCodePoints: reaches('ignoresCodePoints'),
    dropsTrailingDotsSpaces: reaches('dropsTrailingDotsSpaces'),
  };
}

/** Errors a file system gives for a name it cannot store. */
function isRefusedName(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'EPERM' || code === 'EINVAL' || code === 'EILSEQ' || code === 'ENAMETOOLONG';
}

/**
 * Whether `spelling` in the probe's own folder reaches the file `original` describes: the same
 * inode, or (on a FUSE file system that numbers each lookup anew, as fusefat does) any entry at
 * all where the folder's listing holds no such name, since nothing else is made in that folder.
 */
function sameEntry(original: Stats, folder: string, spelling: string, listing: readonly string[]): boolean {
  try {
    const found = lstatSync(join(folder, spelling), { throwIfNoEntry: false });
    if (found === undefined) return false;
    return (found.ino === original.ino && found.dev === original.dev) || !listing.includes(spelling);
  } catch {
    // A name the file system refuses (EINVAL, EILSEQ) is not one it folds to the file.
    return false;
  }
}
