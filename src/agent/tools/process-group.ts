// Stopping a command means stopping everything it started: the command runs as the leader
// of its own process group, and the group is signalled as a whole (a negative pid).
import { readdir, readFile } from 'node:fs/promises';

/** True while the kernel knows process group `groupId` (zombies included). */
function groupKnown(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    // EPERM: the group exists but is not ours to signal; it still exists.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether any process of the group is still running. A killed member whose parent died
 * stays a zombie until init reaps it, and some container inits reap slowly; a zombie runs
 * nothing, so on Linux /proc tells the two apart and the wait ends when only zombies are left.
 */
export async function processGroupAlive(groupId: number, procRoot = '/proc'): Promise<boolean> {
  if (!groupKnown(groupId)) return false;
  let entries: string[];
  try {
    entries = await readdir(procRoot);
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`${procRoot}/${entry}/stat`, 'utf8').catch(() => null);
    if (stat === null) continue;
    // pid (comm) state ppid pgrp ...; comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === groupId && fields[0] !== 'Z' && fields[0] !== 'X') return true;
  }
  return false;
}

function signalGroup(groupId: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-groupId, signal);
  } catch {
    // ESRCH: the group is already gone, which is what we wanted.
  }
}

/**
 * SIGTERM to the whole group, then SIGKILL once `graceMs` has passed with anything of the
 * group still running. Resolves when nothing of the group runs or SIGKILL has been sent
 * (no process survives SIGKILL, so nothing is left running either way).
 */
export async function killProcessGroup(groupId: number, graceMs: number, pollMs = 25): Promise<void> {
  if (!groupKnown(groupId)) return;
  signalGroup(groupId, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!(await processGroupAlive(groupId))) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  signalGroup(groupId, 'SIGKILL');
}
