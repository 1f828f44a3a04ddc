// Issue 15 item 10, extended to stdio MCP servers (issue 13): when Leash dies, even by SIGKILL,
// a sandboxed stdio server and what it started die with it within a second. A real `leash run`
// process, the real SDK against the fake Messages API, the real sandbox.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMessagesServer, type FakeMessagesServer } from '../../src/demo/index.js';
import { stdioServerEntry } from '../fixtures/mcp/harness.js';
import { cleanUpRuns, makeWorkspace } from '../helpers/agent.js';
import { repoRoot } from '../helpers/conformance.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

const TSX_LOADER = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** Host pids of live processes whose environment holds exactly `NAME=value`. */
function carrying(name: string, value: string): number[] {
  const needle = Buffer.from(`${name}=${value}\0`);
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environ = readFileSync(`/proc/${entry}/environ`);
      const at = environ.indexOf(needle);
      if (at === -1 || (at > 0 && environ[at - 1] !== 0)) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      if (state !== 'Z' && state !== 'X') found.push(Number(entry));
    } catch {
      // gone while we looked
    }
  }
  return found;
}

/** Whether a process with exactly this command line runs. */
function running(argv: string[]): boolean {
  const wanted = `${argv.join('\0')}\0`;
  return readdirSync('/proc').some((entry) => {
    try {
      return /^\d+$/.test(entry) && readFileSync(`/proc/${entry}/cmdline`, 'utf8') === wanted;
    } catch {
      return false;
    }
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let leash: ChildProcess | null = null;
let server: FakeMessagesServer | null = null;
let tag: string | null = null;

afterEach(async () => {
  leash?.kill('SIGKILL');
  leash = null;
  // A failing run must not leave its server behind on a shared machine.
  if (tag) for (const pid of carrying('MCP_FIXTURE_INFO', tag)) process.kill(pid, 'SIGKILL');
  tag = null;
  await server?.close();
  server = null;
  await cleanUpRuns();
});

describe.skipIf(skipSandboxTests)('a sandboxed stdio MCP server dies with a killed Leash', () => {
  beforeAll(requireSandbox);

  // Inside the sandbox bubblewrap's --die-with-parent also ends the server; without it only the
  // supervisor does, since the server's child never reads the pipe Leash held.
  it.each(['required', 'off'])(
    '--sandbox %s, SIGKILL of a leash process: the server and the child it started are gone within 1 s',
    async (mode) => {
      const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\ntools:\n  bash: { allow: ["sleep *"] }\n');
      tag = join(workspace, 'info.json');
      writeFileSync(
        join(workspace, '.github', 'leash-mcp.yml'),
        ['version: 1', 'servers:', stdioServerEntry('local', ['env:', `  MCP_FIXTURE_INFO: ${JSON.stringify(tag)}`, '  MCP_FIXTURE_CHILD: "1"'])].join('\n') +
          '\n',
      );
      server = await startFakeMessagesServer({
        minCacheableTokens: 0,
        script: [{ content: [{ type: 'tool_use', name: 'bash', input: { command: 'sleep 120' } }] }, { content: 'never reached' }],
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
          '--sandbox',
          mode,
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

      // The server (node) and its child (sleep 300) both carry the fixture's variable.
      const startBy = Date.now() + 45_000;
      while (carrying('MCP_FIXTURE_INFO', tag).length < 2 && Date.now() < startBy) {
        if (leash.exitCode !== null) throw new Error(`leash exited early (${leash.exitCode}): ${stderr}`);
        await sleep(50);
      }
      expect(carrying('MCP_FIXTURE_INFO', tag).length).toBeGreaterThanOrEqual(2);
      // The bash call is running: Leash is past start-up and waiting on it.
      const callBy = Date.now() + 30_000;
      while (!running(['sleep', '120']) && Date.now() < callBy) await sleep(50);

      const exited = new Promise((resolve) => leash!.once('exit', resolve));
      leash.kill('SIGKILL');
      await exited;
      const killedAt = Date.now();
      while (carrying('MCP_FIXTURE_INFO', tag).length > 0 && Date.now() - killedAt < 3_000) await sleep(20);
      const tookMs = Date.now() - killedAt;
      expect(carrying('MCP_FIXTURE_INFO', tag)).toEqual([]);
      expect(tookMs).toBeLessThan(1_000);
    },
    90_000,
  );
});
