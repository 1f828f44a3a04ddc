// When Leash dies, what it started dies with it (docs/security.md, "Processes"). Node offers no
// PR_SET_PDEATHSIG in its spawn options, and a killed Leash runs no cleanup of its own, so one
// small supervisor process per Leash process does it: Node itself, started with the bash tool
// (or the first supervised command), run from a string (no file to ship, no native addon). It reads the process
// groups of running commands from a pipe whose other end only Leash holds. When Leash exits or is
// killed (even with SIGKILL), the kernel closes that end, the supervisor reads end-of-file, and
// it kills every group still registered and every process carrying this Leash's run marker in
// its environment (a double-forked or `setsid` child that left its group keeps the environment),
// then exits. It runs in a group of its own, so a signal to Leash's group does not take it first.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/** The supervisor's program. argv: the marker variable's name, then this Leash's marker prefix. */
const SUPERVISOR_PROGRAM = String.raw`
'use strict';
const fs = require('node:fs');
const needle = Buffer.from(process.argv[1] + '=' + process.argv[2]);
const groups = new Set();
let pending = '';
const kill = (target) => { try { process.kill(target, 'SIGKILL'); } catch {} };
function marked() {
  let entries = [];
  try { entries = fs.readdirSync('/proc'); } catch { return []; }
  const found = [];
  for (const entry of entries) {
    if (!/^[0-9]+$/.test(entry) || Number(entry) === process.pid) continue;
    let environment;
    try { environment = fs.readFileSync('/proc/' + entry + '/environ'); } catch { continue; }
    for (let at = environment.indexOf(needle); at !== -1; at = environment.indexOf(needle, at + 1)) {
      if (at === 0 || environment[at - 1] === 0) { found.push(Number(entry)); break; }
    }
  }
  return found;
}
function sweep() {
  for (const group of groups) kill(-group);
  for (const pid of marked()) kill(pid);
}
let ending = false;
function parentGone() {
  if (ending) return;
  ending = true;
  sweep();
  // A fork that was under way during the first sweep is caught by the second.
  setTimeout(() => { sweep(); process.exit(0); }, 100);
}
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let newline;
  while ((newline = pending.indexOf('\n')) !== -1) {
    const line = pending.slice(0, newline);
    pending = pending.slice(newline + 1);
    const group = Number(line.slice(1));
    if (!Number.isSafeInteger(group) || group <= 1) continue;
    if (line[0] === '+') groups.add(group);
    else if (line[0] === '-') groups.delete(group);
  }
});
process.stdin.on('end', parentGone);
process.stdin.on('error', parentGone);
// Signals meant for Leash's terminal or job do not end the watch: only Leash's end does.
for (const signal of ['SIGINT', 'SIGHUP', 'SIGPIPE']) process.on(signal, () => {});
`;

interface Supervisor {
  child: ChildProcess;
  alive: boolean;
}

/** Unique to this Leash process: every command's marker starts with it. */
const MARKER_PREFIX = `${randomBytes(9).toString('hex')}.`;

let supervisor: Supervisor | null = null;
let supervisedVariable: string | null = null;

/** A marker value for one command: this Leash's prefix, then a part unique to the call. */
export function supervisedMarker(): string {
  return `${MARKER_PREFIX}${randomBytes(12).toString('hex')}`;
}

/**
 * Starts this process's supervisor now rather than with the first command, so that it is
 * already running (Node takes a moment to start) when a command needs it. Idempotent.
 */
export function startSupervisor(variable: string): void {
  started(variable);
}

function started(variable: string): Supervisor | null {
  if (supervisor?.alive && supervisedVariable === variable) return supervisor;
  try {
    const child = spawn(process.execPath, ['-e', SUPERVISOR_PROGRAM, variable, MARKER_PREFIX], {
      // Nothing of Leash's environment: no NODE_OPTIONS loader, no secret.
      env: {},
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
      windowsHide: true,
    });
    const current: Supervisor = { child, alive: true };
    const gone = () => {
      current.alive = false;
      if (supervisor === current) supervisor = null;
    };
    child.on('exit', gone);
    child.on('error', gone);
    child.stdin?.on('error', gone);
    // The supervisor must never keep Leash (or a test worker) running.
    child.unref();
    (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
    supervisor = current;
    supervisedVariable = variable;
    return current;
  } catch {
    return null;
  }
}

function tell(target: Supervisor | null, line: string): void {
  if (!target?.alive || !target.child.stdin || target.child.stdin.destroyed) return;
  try {
    target.child.stdin.write(line);
  } catch {
    // A supervisor that died takes nothing with it; the next command starts a new one.
  }
}

/**
 * Puts a command's process group under the supervisor, so it is killed if Leash dies before
 * the call ends; every process carrying `variable` = a `supervisedMarker()` value is killed too.
 * Returns the release to call once the call has stopped the group itself.
 */
export function superviseProcessGroup(groupId: number, variable: string): () => void {
  const target = started(variable);
  tell(target, `+${groupId}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    tell(target, `-${groupId}\n`);
  };
}
