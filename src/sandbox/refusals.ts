// Turning what the sandbox refused into denials the model, the session file and the reports can
// name. Two sources: the library's violation store (proxy refusals with host and port, and the
// write attempts its seccomp observer saw), and the kernel's own error text in the command's
// output ("Read-only file system" is what a write outside the allowed places gets). The paths
// come from the sandboxed process and are reported as diagnostics only; enforcement is the
// mount table and the proxy, never this parse.

import { isAbsolute, resolve } from 'node:path';
import type { SandboxRuleExplainer } from './spec.js';
import type { SandboxDenial } from './types.js';

const WRITE_SYSCALLS =
  /^deny (?:openat|open|creat|mkdir|mkdirat|rename|renameat2?|unlink|unlinkat|rmdir|link|linkat|symlink|symlinkat|truncate|chmod|fchmodat|chown|fchownat|utimensat|mknod|mknodat|write-intent|[a-z0-9_]+) (\/.*)$/;
const NETWORK_LINE = /^deny network-outbound (.+):(\d+) \((.*)\)$/;
/** `prog: path: Read-only file system`, as bash, coreutils, python and node print it. */
const EROFS_LINE = /(?:^|[\s'"‘`(])((?:\/|\.{1,2}\/|[\w.-]+\/)[^\s'"’`:)]*|[\w.-]+)['"’`)]?:? (?:Read-only file system|EROFS)/;

export interface ViolationInput {
  /** The library's violation lines for this command. */
  lines: readonly string[];
  /** The command's output, for the kernel's error text. */
  output: string;
  cwd: string;
  /** Absolute denied-read places, to recognise refused reads in the output. */
  denyRead: readonly string[];
}

export function sandboxDenialsOf(input: ViolationInput, explain: SandboxRuleExplainer): SandboxDenial[] {
  const denials: SandboxDenial[] = [];
  const seen = new Set<string>();
  const add = (denial: SandboxDenial): void => {
    const key = `${denial.kind} ${denial.target}`;
    if (seen.has(key)) return;
    seen.add(key);
    denials.push(denial);
  };
  for (const line of input.lines) {
    const network = NETWORK_LINE.exec(line);
    if (network) {
      const host = network[1]!.replace(/^\[(.*)\]$/, '$1');
      const port = Number(network[2]);
      add({ kind: 'network', target: `${network[1]}:${port}`, host, port, rule: explain.network(host, port) });
      continue;
    }
    const write = WRITE_SYSCALLS.exec(line);
    if (write) add({ kind: 'write', target: write[1]!, rule: explain.path('write', write[1]!) });
  }
  for (const text of input.output.split('\n')) {
    const erofs = EROFS_LINE.exec(text);
    if (erofs) {
      const path = isAbsolute(erofs[1]!) ? erofs[1]! : resolve(input.cwd, erofs[1]!);
      add({ kind: 'write', target: path, rule: explain.path('write', path) });
      continue;
    }
    if (!/(Permission denied|No such file or directory|Operation not permitted|EACCES|ENOENT)/.test(text)) continue;
    for (const place of input.denyRead) {
      const at = text.indexOf(place);
      if (at < 0) continue;
      const end = text.slice(at).search(/[\s'"’`:)]|$/);
      const path = text.slice(at, at + end);
      add({ kind: 'read', target: path, rule: explain.path('read', path) });
    }
  }
  return denials;
}

/** The note the model reads under the command's output, so it does not try the same again. */
export function sandboxDenialNote(denials: readonly SandboxDenial[]): string {
  const items = denials.map((d) => {
    const what = d.kind === 'network' ? `connection to ${d.target}` : `${d.kind} of ${d.target}`;
    return `${what} (${ruleText(d)})`;
  });
  return `[sandbox refused: ${items.join('; ')}. The OS sandbox enforces the policy here; the same attempt will fail again, so do not retry it: work inside the allowed places and hosts, or report that the task needs more.]`;
}

export function ruleText(denial: Pick<SandboxDenial, 'kind' | 'rule'>): string {
  const { rule } = denial;
  if (rule.effect === 'default' || rule.pattern === null) {
    if (denial.kind === 'network') return 'no network rule allows this host; commands have no network by default';
    if (denial.kind === 'write') return 'outside the places the policy lets commands write';
    return 'a built-in secret place';
  }
  const from = rule.source ? ` from ${rule.source}` : '';
  return `${rule.effect === 'floor' ? 'floor' : 'deny rule'} "${rule.pattern}"${from}`;
}
