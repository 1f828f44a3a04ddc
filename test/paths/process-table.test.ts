// Reading the process table: every spelling that reaches a process's own directory needs
// approval, as the literal `/proc/self/environ` does (issue 15, item 1).
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { gateToolCall } from '../../src/agent/tool-gate.js';
import type { BashParser } from '../../src/bash/index.js';
import processTable from '../../src/paths/process-table.json' with { type: 'json' };
import { processTableReach } from '../../src/paths/process-table.js';
import { decideBashCommand, decidePathAccess, loadPolicy, type Policy } from '../../src/policy/index.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

// A policy that reads everywhere and runs the common readers: only the process-table rule stands
// between these commands and another process's environment.
const OPEN = {
  version: 1,
  tools: {
    bash: { allow: ['cat *', 'head *', 'grep *', 'cd *', 'xxd *', 'od *', 'base64 *', 'find *', 'tail *', 'less *'] },
    read: { allow: ['**'] },
  },
};

let parser: BashParser;
let open: Policy;

beforeAll(async () => {
  parser = await bashParser();
  open = await policyFrom(OPEN);
});

describe('the process-table places are data, checked by their examples', () => {
  it.each(processTable.examples.reach as [string, boolean, string][])('%s (recursive %s) reaches %s', (path, recursive, reached) => {
    expect(processTableReach(path, recursive)).toBe(reached);
  });
  it.each(processTable.examples.no_reach as [string, boolean][])('%s (recursive %s) reaches no process directory', (path, recursive) => {
    expect(processTableReach(path, recursive)).toBeNull();
  });
});

describe('issue 15 item 1: reading the process table', () => {
  it('the literal path needs approval (the rule every other spelling must meet)', () => {
    expect(decideBashCommand(open, parser, 'cat /proc/self/environ').decision).toBe('prompt');
    expect(decideBashCommand(open, parser, 'cat /proc/1/environ').decision).toBe('prompt');
  });

  it.each([
    'cat /proc/*/environ',
    'cat /proc/[0-9]*/environ',
    'cat /proc/[s]elf/environ',
    'cat /pr?c/self/environ',
    'cat /*/self/environ',
    'head -c 4096 /proc/*/cmdline',
    'xxd /proc/*/mem',
    'grep -r TOKEN /proc',
    'grep -ra TOKEN /',
    'tail -n +1 /proc/*/fd/*',
    'cat /proc/*/root/etc/shadow',
    'cat /proc/*/cwd/.env',
    'cd /proc && cat */environ',
    'cd / && cat proc/*/environ',
  ])('a glob or walk that reaches a process directory needs approval: %s', (command) => {
    const decision = decideBashCommand(open, parser, command);
    expect(decision.decision).toBe('prompt');
    expect(decision.reasons.join('\n')).toMatch(/a process's own directory/);
  });

  it.each([
    'cat /proc/self/environ',
    'cat /proc/thread-self/environ',
    'cat /proc/1/task/1/environ',
    'cat /proc/self/../1/environ',
    'cat "/proc/se"lf/environ',
    'cat /proc/{self,1}/environ',
    'cd /proc && cat 1/environ',
    'cat /proc/self/env*',
    'cat /dev/fd/*',
    'base64 /proc/self/mem',
    'od -x /proc/1/environ',
    'cat < /proc/self/environ',
  ])('every other spelling needs approval too: %s', (command) => {
    expect(decideBashCommand(open, parser, command).decision).toBe('prompt');
  });

  it('a path the parse cannot know needs approval (`~+/../../proc/...`, `$$`)', () => {
    expect(decideBashCommand(open, parser, 'cat ~+/../../proc/self/environ').decision).toBe('prompt');
    expect(decideBashCommand(open, parser, 'cat /proc/$$/environ').decision).toBe('prompt');
  });

  it('what lies beside the process directories stays readable', () => {
    for (const command of ['cat /proc/cpuinfo', 'cat /proc/sys/kernel/hostname', 'cat /proc/sys/*/hostname', 'cat /dev/null', 'grep -r x src']) {
      expect(decideBashCommand(open, parser, command), command).toMatchObject({ decision: 'allow' });
    }
  });

  it('the file tools meet the same rule: read, glob and grep', () => {
    const gate = (name: string, input: Record<string, unknown>) => gateToolCall(name, input, { policy: open, parser })!.decision;
    expect(gate('read', { path: '/proc/self/environ' })).toBe('prompt');
    expect(gate('read', { path: '/dev/stdin' })).toBe('prompt');
    expect(gate('glob', { pattern: '*/environ', path: '/proc' })).toBe('prompt');
    expect(gate('grep', { pattern: 'TOKEN', path: '/proc' })).toBe('prompt');
    expect(gate('grep', { pattern: 'TOKEN', path: '/' })).toBe('prompt');
    expect(gate('glob', { pattern: 'self/environ', path: '/proc/' })).toBe('prompt');
    expect(gate('grep', { pattern: 'TOKEN', path: 'src' })).toBe('allow');
    expect(gate('glob', { pattern: '*', path: '/proc/sys' })).toBe('allow');
    expect(decidePathAccess(open, 'read', '/proc/cpuinfo').decision).toBe('allow');
  });
});

describe('issue 15 item 1: links into the process table, on the real file system', () => {
  let dir: string;
  let policy: Policy;
  beforeAll(async () => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'leash-proc-')));
    mkdirSync(join(dir, '.github'));
    symlinkSync('/proc/self', join(dir, 'me'));
    symlinkSync('/proc', join(dir, 'table'));
    const file = join(dir, '.github', 'leash.yml');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, stringify(OPEN));
    policy = await loadPolicy(file, { workspace: dir, home: dir, parser });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(process.platform === 'linux')('a link in the workspace, /dev/fd and /dev/stdin lead where they point', () => {
    for (const command of ['cat me/environ', 'cat table/*/environ', 'grep -r TOKEN table', 'cat /dev/fd/../environ', 'cat /dev/stdin/../../environ']) {
      expect(decideBashCommand(policy, parser, command).decision, command).toBe('prompt');
    }
    expect(gateToolCall('read', { path: 'me/environ' }, { policy, parser })!.decision).toBe('prompt');
    expect(gateToolCall('grep', { pattern: 'x', path: 'table' }, { policy, parser })!.decision).toBe('prompt');
  });
});
