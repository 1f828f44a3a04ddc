// `leash run` end to end with the fake Messages API and the real sandbox: a scripted model runs
// allowed commands whose own behaviour the decision cannot read (a script's option that writes
// outside the workspace, a script that fetches from a host the policy does not allow). Both are
// contained, told to the model, written to the session file and listed in the envelope, and the
// run still ends with a clear result.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeashEvent, ResultEvent } from '../../src/agent/events.js';
import { readSessionFile } from '../../src/agent/session-file.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

const BUILD = `#!/bin/sh
out=""
while [ $# -gt 0 ]; do case "$1" in --out) out="$2"; shift ;; esac; shift; done
echo built > "$out"
`;
// The host is read at run time from a file: the decision cannot see where it connects.
const FETCH = `#!/bin/sh
curl -s --max-time 5 "http://$(cat target.txt)/"
`;

function listen(host: string, body: string): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer((_, response) => response.end(body));
    server.once('error', fail);
    server.listen(0, host, () => done(server));
  });
}

describe.skipIf(skipSandboxTests)('leash run with the sandbox', () => {
  beforeAll(requireSandbox);

  it('contains a write outside the workspace and a fetch from a host not allowed, and reports both', async () => {
    const exfil = await listen('127.0.0.3', 'exfiltrated');
    const exfilPort = (exfil.address() as { port: number }).port;
    const policy = `version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["./build.sh *", "./fetch.sh"]\nnetwork:\n  allow: ["127.0.0.2:443"]\n`;
    const { root, workspace, home } = makeWorkspace({ 'build.sh': BUILD, 'fetch.sh': FETCH, 'target.txt': `127.0.0.3:${exfilPort}` }, policy);
    chmodSync(join(workspace, 'build.sh'), 0o755);
    chmodSync(join(workspace, 'fetch.sh'), 0o755);
    const outside = join(root, 'outside');
    mkdirSync(outside);
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [bash(`./build.sh --out ${join(outside, 'planted.txt')}`)] },
        { content: [bash('./fetch.sh')] },
        { content: 'Both were refused by the sandbox; stopping.' },
      ],
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const result = await runCliInProcess(
        [
          'run',
          '--prompt',
          'Build and fetch.',
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--policy',
          join(workspace, '.github/leash.yml'),
          '--session-dir',
          join(root, 'sessions'),
          '--output-format',
          'json',
          '--sandbox',
          'required',
        ],
        { cwd: workspace, env },
      );
      expect(result.stderr).not.toContain('internal error');
      const envelope = JSON.parse(result.stdout) as ResultEvent;
      expect(envelope).toMatchObject({ subtype: 'success', is_error: false, result: 'Both were refused by the sandbox; stopping.' });
      expect(result.code).toBe(0);
      expect(existsSync(join(outside, 'planted.txt'))).toBe(false);
      // The policy allowed both calls: nothing here is a policy denial.
      expect(envelope.permission_denials).toEqual([]);
      expect(envelope.sandbox).toMatchObject({ mode: 'required', active: true, source: '--sandbox' });
      const denials = envelope.sandbox_denials ?? [];
      expect(denials).toEqual([
        expect.objectContaining({
          kind: 'write',
          target: join(outside, 'planted.txt'),
          tool_name: 'bash',
          rule: expect.objectContaining({ effect: 'default' }),
        }),
        expect.objectContaining({
          kind: 'network',
          host: '127.0.0.3',
          port: exfilPort,
          rule: expect.objectContaining({ effect: 'default', source: expect.stringContaining('no network') }),
        }),
      ]);
      // The model was told, and told not to retry.
      const requests = server.requests.filter((r) => r.path === '/v1/messages');
      const told = JSON.stringify(bodyOf(requests[1]).messages.at(-1)) + JSON.stringify(bodyOf(requests[2]).messages.at(-1));
      expect(told).toContain('[sandbox refused: write of');
      expect(told).toContain(`connection to 127.0.0.3:${exfilPort}`);
      expect(told).not.toContain('exfiltrated');
      // The session file has an event for each.
      const events = readSessionFile(join(root, 'sessions', `${envelope.session_id}.jsonl`)) as LeashEvent[];
      const init = events.find((e) => e.subtype === 'init') as { sandbox?: { active: boolean } };
      expect(init.sandbox?.active).toBe(true);
      expect(
        events.filter((e) => e.subtype === 'sandbox_denied').map((e) => (e as unknown as { denials: { kind: string }[] }).denials.map((d) => d.kind)),
      ).toEqual([['write'], ['network']]);
    } finally {
      exfil.close();
      await server.close();
    }
  }, 60_000);

  it('--sandbox off runs without it and says why in system/init and the envelope', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *"]\n');
    const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [{ content: [bash('echo hi')] }, { content: 'ok' }] });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const result = await runCliInProcess(
        [
          'run',
          '--prompt',
          'hi',
          '--model',
          TEST_MODEL,
          '--cwd',
          workspace,
          '--session-dir',
          join(root, 'sessions'),
          '--output-format',
          'json',
          '--sandbox',
          'off',
        ],
        { cwd: workspace, env },
      );
      const envelope = JSON.parse(result.stdout) as ResultEvent;
      expect(envelope.sandbox).toMatchObject({ mode: 'off', active: false, reason: expect.stringContaining('sandbox: off') });
      expect(envelope.sandbox_denials).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it('a bad --sandbox value is a usage error naming the allowed values', async () => {
    const result = await runCliInProcess(['run', '--prompt', 'x', '--sandbox', 'maybe'], { env: { PATH: process.env.PATH, ANTHROPIC_API_KEY: 'test' } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--sandbox: expected one of required, auto, off, found "maybe"');
  });
});

describe.skipIf(skipSandboxTests)('decisions with the sandbox on', () => {
  beforeAll(requireSandbox);

  it('lets a redirect to a path not known before the run go to the sandbox, which contains it', async () => {
    const policy = 'version: 1\ndefault: deny\ntools:\n  bash:\n    allow: ["echo *"]\n';
    const { root, workspace, home } = makeWorkspace({}, policy);
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [bash('echo x > "$OUT_DIR/planted.txt"')] },
        { content: 'done' },
        { content: [bash('echo x > "$OUT_DIR/planted.txt"')] },
        { content: 'done' },
      ],
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, OUT_DIR: join(root, 'elsewhere'), ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      mkdirSync(join(root, 'elsewhere'));
      const args = [
        'run',
        '--prompt',
        'x',
        '--model',
        TEST_MODEL,
        '--cwd',
        workspace,
        '--policy',
        join(workspace, '.github/leash.yml'),
        '--session-dir',
        join(root, 'sessions'),
        '--output-format',
        'json',
      ];
      const off = JSON.parse((await runCliInProcess([...args, '--sandbox', 'off'], { cwd: workspace, env })).stdout) as ResultEvent;
      // Without the sandbox the unknown redirect targets need approval, as before.
      expect(off.permission_denials).toHaveLength(1);
      const on = JSON.parse((await runCliInProcess([...args, '--sandbox', 'required'], { cwd: workspace, env })).stdout) as ResultEvent;
      expect(on.permission_denials).toEqual([]);
      expect(existsSync(join(root, 'elsewhere', 'planted.txt'))).toBe(false);
      expect(on.sandbox_denials?.map((d) => d.kind)).toEqual(['write']);
    } finally {
      await server.close();
    }
  }, 90_000);
});
