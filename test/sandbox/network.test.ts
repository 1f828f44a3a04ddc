// The sandbox's network: a loopback host and port the profile allows is reached, one it does
// not allow is refused by the proxy and reported with host, port and the rule. Loopback
// servers only: 127.0.0.2 and 127.0.0.3 stand for two named hosts (127.0.0.1 and localhost
// bypass the proxy by design, so they cannot stand for a remote host).
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalToolHost, type LocalToolHost } from '../../src/agent/local-tools.js';
import { builtinPolicy } from '../../src/policy/load.js';
import { openCommandSandbox, type CommandSandbox } from '../../src/sandbox/index.js';
import { detectSandboxSupport, localSandboxHost } from '../../src/sandbox/index.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

const ALLOWED_HOST = '127.0.0.2';
const OTHER_HOST = '127.0.0.3';

function listen(host: string, body: string): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer((_, response) => response.end(body));
    server.once('error', fail);
    server.listen(0, host, () => done(server));
  });
}

const portOf = (server: Server) => (server.address() as { port: number }).port;

let root: string;
let allowed: Server;
let other: Server;
let sandbox: CommandSandbox;
let host: LocalToolHost;

describe.skipIf(skipSandboxTests)('network through the sandbox proxy', () => {
  beforeAll(async () => {
    await requireSandbox();
    root = await mkdtemp(join(tmpdir(), 'leash-sbx-net-'));
    allowed = await listen(ALLOWED_HOST, 'hello from the allowed host');
    other = await listen(OTHER_HOST, 'secret from another host');
    const policy = builtinPolicy(root, root);
    const found = await detectSandboxSupport(localSandboxHost);
    const allowRule = `${ALLOWED_HOST}:${portOf(allowed)}`;
    sandbox = await openCommandSandbox({
      spec: { allowWrite: [root], denyWrite: [], denyRead: [], network: { allow: [allowRule], deny: [] } },
      explain: {
        network: (h, p) =>
          h === ALLOWED_HOST && p === portOf(allowed)
            ? { effect: 'deny', pattern: 'unexpected', layer: null, source: null }
            : { effect: 'default', pattern: null, layer: null, source: null },
        path: () => ({ effect: 'default', pattern: null, layer: null, source: null }),
      },
      sessionTmpDir: join(root, 'tmp'),
      programs: found.found,
      mode: 'required',
    });
    host = await createLocalToolHost({ workspace: policy.workspace, policy, env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }, tools: ['bash'], sandbox });
  });
  afterAll(async () => {
    await sandbox?.close();
    allowed?.close();
    other?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  const bash = (command: string, id: string) => host.runCore('bash', { command }, { signal: new AbortController().signal, toolUseId: id });

  it('reaches an allowed host and port', async () => {
    const out = await bash(`curl -s http://${ALLOWED_HOST}:${portOf(allowed)}/`, 'toolu_ok');
    expect(out.content).toBe('hello from the allowed host');
    expect(out.sandboxDenials).toBeUndefined();
  });

  // The library starts its relays to the proxies in the background inside each sandbox; a command
  // that connects at once must still find them listening (it used to meet "could not connect").
  it('reaches the allowed host at the first instant of each command, 16 at once, 4 rounds', async () => {
    for (let round = 0; round < 4; round += 1) {
      const outs = await Promise.all(
        Array.from({ length: 16 }, (_, n) => bash(`curl -s http://${ALLOWED_HOST}:${portOf(allowed)}/`, `toolu_at_once_${round}_${n}`)),
      );
      expect(
        outs.map((out) => out.content),
        `round ${round}`,
      ).toEqual(Array.from({ length: 16 }, () => 'hello from the allowed host'));
    }
  }, 60_000);

  it('refuses a host and port the profile does not allow, and names them', async () => {
    const out = await bash(`curl -s http://${OTHER_HOST}:${portOf(other)}/`, 'toolu_refused');
    expect(out.content).not.toContain('secret from another host');
    expect(out.sandboxDenials).toEqual([
      expect.objectContaining({
        kind: 'network',
        host: OTHER_HOST,
        port: portOf(other),
        target: `${OTHER_HOST}:${portOf(other)}`,
        rule: expect.objectContaining({ effect: 'default' }),
      }),
    ]);
    expect(out.content).toContain(`connection to ${OTHER_HOST}:${portOf(other)}`);
    expect(out.content).toContain('commands have no network by default');
  });

  it('refuses the allowed host on another port', async () => {
    const out = await bash(`curl -s http://${ALLOWED_HOST}:${portOf(other)}/`, 'toolu_port');
    expect(out.sandboxDenials?.[0]).toMatchObject({ kind: 'network', port: portOf(other) });
  });

  it('gives no direct route around the proxy', async () => {
    const out = await bash(
      `python3 -c "import socket; socket.create_connection(('${OTHER_HOST}', ${portOf(other)}), timeout=2)" 2>&1 | tail -1`,
      'toolu_direct',
    );
    expect(out.content).toMatch(/unreachable|refused|Errno/i);
  });
});
