// Writes that never leave a half-written file: the content goes to a temporary file in the
// same directory (so the rename cannot cross file systems), is flushed, takes the old
// file's permissions, and replaces the target in one rename.
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface AtomicWriteOutcome {
  /** The file did not exist before. */
  created: boolean;
  /** Size of the file that was replaced. */
  previousBytes: number | null;
  /** Where the bytes went: the path itself, or the file a symlink at the path points to. */
  writtenPath: string;
}

/** Thrown (with a code like ENOENT) for the caller to turn into a tool result. */
export class DanglingSymlinkError extends Error {
  readonly code = 'EDANGLING';
  constructor(readonly path: string) {
    super(`${path} is a symbolic link to a file that does not exist`);
  }
}

/**
 * Writes `data` to `path` atomically, creating missing parent directories. A symlink at
 * `path` is written through (its target is replaced), as the policy resolved it when it
 * allowed the write; the link itself stays.
 */
export async function writeFileAtomically(path: string, data: string | Uint8Array): Promise<AtomicWriteOutcome> {
  let target = path;
  const link = await lstat(path).catch(() => null);
  if (link?.isSymbolicLink()) {
    target = await realpath(path).catch(() => {
      throw new DanglingSymlinkError(path);
    });
  }
  const existing = await stat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  const directory = dirname(target);
  await mkdir(directory, { recursive: true });

  const temporary = join(directory, `.${basename(target)}.${randomBytes(6).toString('hex')}.leash-tmp`);
  const handle = await open(temporary, 'wx', existing ? existing.mode & 0o7777 : 0o666);
  try {
    try {
      await handle.writeFile(data);
      // Mode given to open() is masked by the umask; the replaced file's mode is restored exactly.
      if (existing) await handle.chmod(existing.mode & 0o7777);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => undefined);
    throw error;
  }
  return { created: existing === null, previousBytes: existing ? existing.size : null, writtenPath: target };
}
