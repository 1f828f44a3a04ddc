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

/**
 * Processes that carry `NAME=value` in their environment. A command can leave its process
 * group (`setsid`, a daemon's double fork) but keeps the environment it inherited, so a
 * marker set for one run finds what that run left behind. Linux only (/proc); elsewhere,
 * and for a process that cleared its environment, nothing is found.
 */
export async function processesMarkedWith(name: string, value: string, procRoot = '/proc'): Promise<number[]> {
  const needle = Buffer.from(`${name}=${value}\0`);
  let entries: string[];
  try {
    entries = await readdir(procRoot);
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const environment = await readFile(`${procRoot}/${entry}/environ`).catch(() => null);
    if (environment === null) continue;
    const at = environment.indexOf(needle);
    if (at === 0 || (at > 0 && environment[at - 1] === 0)) found.push(Number(entry));
  }
  return found;
}

/** SIGTERM to each process, SIGKILL after `graceMs` to any still running. */
export async function killProcesses(pids: readonly number[], graceMs: number, pollMs = 25): Promise<void> {
  const signal = (pid: number, name: NodeJS.Signals): void => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  let left = [...pids];
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    left = (await Promise.all(left.map(async (pid) => ((await processRuns(pid)) ? pid : null)))).filter((pid): pid is number => pid !== null);
  }
  for (const pid of left) signal(pid, 'SIGKILL');
}

/** Whether `pid` runs (exists and is not a zombie). */
async function processRuns(pid: number, procRoot = '/proc'): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = await readFile(`${procRoot}/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return process.platform !== 'linux';
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  return state !== 'Z' && state !== 'X';
}
