// A `leash run` process killed with SIGKILL mid-turn leaves a valid session file, and
// `--resume` continues it to a correct envelope.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantEvent, InitEvent, ResultEvent } from '../../src/agent/events.js';
import { rebuildConversation } from '../../src/agent/resume.js';
import { startFakeMessagesServer, type FakeMessagesServer } from '../../src/demo/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { repoRoot } from '../helpers/conformance.js';

afterEach(cleanUpRuns);

const TSX = pathToFileURL(join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
const BIN = join(repoRoot, 'src', 'cli', 'bin.ts');

function leash(args: string[], env: NodeJS.ProcessEnv, cwd: string) {
  const child = spawn(process.execPath, ['--import', TSX, BIN, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, done, output: () => ({ stdout, stderr }) };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function validLines(path: string): unknown[] {
  const text = readFileSync(path, 'utf8');
  const lines = text.split('\n');
  // Every complete line parses; only a last line without its newline may be cut short.
  const complete = text.endsWith('\n') ? lines.slice(0, -1) : lines.slice(0, -1);
  return complete.map((line) => JSON.parse(line) as unknown);
}

describe('issue 15 item 10: what resume makes of a turn the kill cut short', () => {
  const base = { uuid: 'u', session_id: 's', timestamp: '2026-12-01T00:00:00.000Z' };
  const init = { ...base, type: 'system', subtype: 'init' };
  const prompt = { ...base, type: 'user', message: { role: 'user', content: [{ type: 'text', text: 'Go.' }] }, parent_tool_use_id: null };
  const turn = {
    ...base,
    type: 'assistant',
    turn: 1,
    cost_usd: 0.01,
    parent_tool_use_id: null,
    message: { role: 'assistant', content: ['a', 'b', 'c'].map((id) => ({ type: 'tool_use', id, name: 'bash', input: { command: 'true' } })) },
  };
  const started = (id: string) => ({ ...base, type: 'tool_progress', tool_use_id: id, tool_name: 'bash', parent_tool_use_id: null, elapsed_time_seconds: 0 });
  const result = (id: string) => ({
    ...base,
    type: 'user',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content: 'ok' }] },
    parent_tool_use_id: null,
  });

  it('keeps a recorded result, marks the started call as in flight and the other as never started', () => {
    const state = rebuildConversation([init, prompt, turn, started('a'), result('a'), started('b')] as never);
    expect(state.interruptedCalls).toEqual([
      { id: 'b', name: 'bash', started: true },
      { id: 'c', name: 'bash', started: false },
    ]);
    expect(state.messages.at(-1)).toEqual({ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a', content: 'ok' }] });
  });

  it('a session with no marker for any call of the turn (written before markers existed) calls them all in flight', () => {
    const state = rebuildConversation([init, prompt, turn] as never);
    expect(state.interruptedCalls.map((call) => call.started)).toEqual([true, true, true]);
  });
});

describe('kill -9 and --resume', () => {
  it("resumes a session whose process was killed mid-turn and reports only the new spend as this run's", async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["sleep *", "echo *"]\n');
    const sessionDir = join(root, 'sessions');
    const server: FakeMessagesServer = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: (request, index) => {
        if (index === 0)
          return {
            content: [
              { type: 'text', text: 'Waiting on a slow step.' },
              { type: 'tool_use', name: 'bash', input: { command: 'sleep 4' } },
            ],
          };
        const last = JSON.stringify(request.body.messages.at(-1));
        if (index === 1 && last.includes('The run stopped while this bash call was running')) return { content: 'Resumed and finished.' };
        return { content: `unexpected request ${index}: ${last}` };
      },
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
      const first = leash(
        [
          'run',
          '--prompt',
          'Do the slow thing.',
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--policy',
          join(workspace, '.github/leash.yml'),
          '--session-dir',
          sessionDir,
          '--output-format',
          'json',
        ],
        env,
        workspace,
      );
      let sessionFile = '';
      await waitFor(() => {
        const match = /session: (\S+)/.exec(first.output().stderr);
        if (match) sessionFile = match[1]!;
        return sessionFile !== '' && existsSync(sessionFile) && readFileSync(sessionFile, 'utf8').includes('"type":"tool_progress"');
      }, 'the first call to start');
      first.child.kill('SIGKILL');
      expect(await first.done).toBeNull();

      const before = validLines(sessionFile);
      expect(before.map((e) => (e as { type: string }).type)).toEqual(['system', 'user', 'assistant', 'tool_progress']);
      const firstCost = (before[2] as AssistantEvent).cost_usd;

      const second = leash(
        [
          'run',
          '--resume',
          sessionFile,
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--policy',
          join(workspace, '.github/leash.yml'),
          '--session-dir',
          sessionDir,
          '--output-format',
          'json',
        ],
        env,
        workspace,
      );
      expect(await second.done, second.output().stderr).toBe(0);
      const envelope = JSON.parse(second.output().stdout) as ResultEvent;
      const sessionId = (before[0] as InitEvent).session_id;
      expect(envelope).toMatchObject({ subtype: 'success', result: 'Resumed and finished.', session_id: sessionId, num_turns: 1 });
      const after = validLines(sessionFile);
      const secondCost = (after.filter((e) => (e as { type: string }).type === 'assistant').at(-1) as AssistantEvent).cost_usd;
      expect(envelope.total_cost_usd).toBeCloseTo(secondCost, 6);
      expect(envelope.session_cost_usd).toBeCloseTo(firstCost + secondCost, 6);
      const inits = after.filter((e) => (e as { subtype?: string }).subtype === 'init') as InitEvent[];
      expect(inits.map((i) => i.resumed)).toEqual([false, true]);
      expect(after.at(-1)).toMatchObject({ type: 'result', session_id: sessionId });
    } finally {
      await server.close();
    }
  }, 60_000);

  it('issue 15 item 10: after a kill mid-turn, resume gives a finished call its recorded result, and calls "may or may not have taken effect" only the one in flight', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["sleep *", "echo *"]\n');
    const sessionDir = join(root, 'sessions');
    const call = (id: string, command: string) => ({ type: 'tool_use' as const, id, name: 'bash', input: { command } });
    let resumedWith: { tool_use_id: string; content: string; is_error?: boolean }[] = [];
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: (request, index) => {
        if (index === 0)
          return { content: [call('toolu_done', 'echo first-done'), call('toolu_running', 'sleep 30'), call('toolu_never', 'echo never-started')] };
        const last = request.body.messages.at(-1)!.content as { type: string; tool_use_id: string; content: string; is_error?: boolean }[];
        resumedWith = last.filter((b) => b.type === 'tool_result');
        return { content: 'Resumed.' };
      },
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
      const args = [
        '--model',
        TEST_MODEL,
        '--cwd',
        workspace,
        '--policy',
        join(workspace, '.github/leash.yml'),
        '--session-dir',
        sessionDir,
        '--output-format',
        'json',
      ];
      const first = leash(['run', '--prompt', 'Three steps.', ...args], env, workspace);
      let sessionFile = '';
      await waitFor(() => {
        const match = /session: (\S+)/.exec(first.output().stderr);
        if (match) sessionFile = match[1]!;
        return sessionFile !== '' && existsSync(sessionFile) && readFileSync(sessionFile, 'utf8').includes('"tool_use_id":"toolu_running","tool_name":"bash"');
      }, 'the second call to start');
      first.child.kill('SIGKILL');
      expect(await first.done).toBeNull();
      // The start markers are Claude Code's tool_progress events, one per call that began.
      const markers = validLines(sessionFile).filter((e) => (e as { type: string }).type === 'tool_progress');
      expect(markers).toEqual([
        expect.objectContaining({ tool_use_id: 'toolu_done', tool_name: 'bash', parent_tool_use_id: null, elapsed_time_seconds: 0 }),
        expect.objectContaining({ tool_use_id: 'toolu_running', tool_name: 'bash', parent_tool_use_id: null, elapsed_time_seconds: 0 }),
      ]);

      const second = leash(['run', '--resume', sessionFile, ...args], env, workspace);
      expect(await second.done, second.output().stderr).toBe(0);
      expect(resumedWith.map((b) => b.tool_use_id)).toEqual(['toolu_done', 'toolu_running', 'toolu_never']);
      const [done, running, never] = resumedWith;
      expect(done).toMatchObject({ content: 'first-done\n' });
      expect(done!.is_error).toBeUndefined();
      expect(running).toMatchObject({ is_error: true, content: expect.stringContaining('it may or may not have taken effect') });
      expect(never).toMatchObject({ is_error: true, content: expect.stringContaining('it was not run') });
      expect(never!.content).not.toContain('may or may not');
    } finally {
      await server.close();
    }
  }, 60_000);

  it('refuses to resume a finished session without a new prompt, and continues one with a prompt', async () => {
    const { root, workspace, home } = makeWorkspace();
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [{ content: 'First answer.' }, { content: 'Second answer.' }] });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test-key', ANTHROPIC_BASE_URL: server.url };
      const common = ['--model', TEST_MODEL, '--cwd', workspace, '--session-dir', join(root, 'sessions'), '--output-format', 'json'];
      const first = leash(['run', '--prompt', 'One.', ...common], env, workspace);
      expect(await first.done).toBe(0);
      const sessionId = (JSON.parse(first.output().stdout) as ResultEvent).session_id;
      const again = leash(['run', '--resume', sessionId, ...common], env, workspace);
      expect(await again.done).toBe(1);
      expect(JSON.parse(again.output().stdout)).toMatchObject({
        subtype: 'error_during_execution',
        result: 'The session has already finished; give a new prompt to continue it.',
      });
      const more = leash(['run', '--resume', sessionId, '--prompt', 'Two.', ...common], env, workspace);
      expect(await more.done).toBe(0);
      expect(JSON.parse(more.output().stdout)).toMatchObject({ subtype: 'success', result: 'Second answer.', session_id: sessionId });
      const history = bodyOf(server.requests.filter((r) => r.path === '/v1/messages').at(-1)).messages;
      expect(history.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    } finally {
      await server.close();
    }
  }, 60_000);
});
