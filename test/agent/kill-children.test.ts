// Issue 15, item 10 (first half): when Leash dies, even by SIGKILL, the bash commands it started
// die with it within a second, a double-forked child that left the process group included. A
// real `leash run` process, the real SDK against the fake Messages API, in a temporary directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeMessagesServer, type FakeMessagesServer } from '../../src/demo/index.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { repoRoot } from '../helpers/conformance.js';

const TSX_LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** Pids of running (not zombie) processes whose command line is exactly `argv`. */
function running(argv: string[]): number[] {
  const wanted = `${argv.join('\0')}\0`;
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8') !== wanted) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state !== 'Z' && state !== 'X') found.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return found;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let leash: ChildProcess | null = null;
let server: FakeMessagesServer | null = null;
const leftovers: string[][] = [];

afterEach(async () => {
  leash?.kill('SIGKILL');
  leash = null;
  // A failing run must not leave its sleeps behind on a shared machine.
  for (const argv of leftovers.splice(0)) for (const pid of running(argv)) process.kill(pid, 'SIGKILL');
  await server?.close();
  server = null;
  await cleanUpRuns();
});

describe.runIf(process.platform === 'linux')('issue 15 item 10: after a kill, the commands Leash started die with it', () => {
  it('SIGKILL of a leash process running a long sleep: the sleep and a double-forked sleep are gone within 1 s', async () => {
    const tag = 3000 + Math.floor(Math.random() * 6000);
    const inGroup = ['sleep', `${tag}`];
    const forked = ['sleep', `${tag + 1}`];
    leftovers.push(inGroup, forked);
    const { root, workspace, home } = makeWorkspace();
    server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [{ type: 'tool_use', name: 'bash', input: { command: `setsid -f sleep ${tag + 1} > /dev/null 2>&1; sleep ${tag}` } }] },
        { content: 'never reached' },
      ],
    });
    leash = spawn(
      process.execPath,
      [
        '--import',
        TSX_LOADER,
        join(repoRoot, 'src', 'cli', 'bin.ts'),
        'run',
        '--prompt',
        'Wait.',
        '--policy',
        join(workspace, '.github', 'leash.yml'),
        '--cwd',
        workspace,
        '--session-dir',
        join(root, 'sessions'),
        '--output-format',
        'stream-json',
      ],
      {
        cwd: workspace,
        env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    leash.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    leash.stdout!.resume();

    const startBy = Date.now() + 30_000;
    while ((running(inGroup).length === 0 || running(forked).length === 0) && Date.now() < startBy) {
      if (leash.exitCode !== null) throw new Error(`leash exited early (${leash.exitCode}): ${stderr}`);
      await sleep(50);
    }
    expect(running(inGroup)).toHaveLength(1);
    expect(running(forked)).toHaveLength(1);

    const exited = new Promise((resolve) => leash!.once('exit', resolve));
    leash.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    while ((running(inGroup).length > 0 || running(forked).length > 0) && Date.now() - killedAt < 3_000) await sleep(20);
    const tookMs = Date.now() - killedAt;
    expect({ inGroup: running(inGroup), forked: running(forked) }).toEqual({ inGroup: [], forked: [] });
    expect(tookMs).toBeLessThan(1_000);
  }, 60_000);
});
