// MCP servers that cannot start: a missing program, one that exits, one that never answers, an
// unreachable URL, an unset variable. Each is reported in system/init with a reason (and the end
// of its stderr), the run goes on with the rest, and nothing is left running.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectMcpServer, type McpStdioServerConfig } from '../../src/agent/mcp/index.js';
import { createRedactor } from '../../src/agent/redact.js';
import { cleanUpMcpRuns, leashRun, processRuns, resultsIn, STDIO_SERVER_ARGS, STDIO_SERVER_COMMAND, stdioServerEntry } from '../fixtures/mcp/harness.js';

const dirs: string[] = [];
afterEach(async () => {
  await cleanUpMcpRuns();
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leash-mcp-fail-'));
  dirs.push(dir);
  return dir;
}

const node = JSON.stringify(process.execPath);

/** A local port nothing listens on: bound once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('MCP servers that fail to start', () => {
  it('reports each failure in system/init and on stderr, and the run goes on with the working server', async () => {
    const dir = scratch();
    const hangPid = join(dir, 'hang.pid');
    const mcp = `version: 1
servers:
${stdioServerEntry('local')}
  - name: missing
    type: stdio
    command: /nonexistent/leash-mcp-server
  - name: exits
    type: stdio
    command: ${node}
    args: ["-e", "process.stderr.write('loading config\\\\nconfig missing: set TRACKER_URL\\\\n'); process.exit(3)"]
  - name: hangs
    type: stdio
    command: ${node}
    args: ["-e", "require('fs').writeFileSync(process.argv[1], String(process.pid)); setInterval(() => {}, 1000)", ${JSON.stringify(hangPid)}]
    startup_timeout_ms: 1500
  - name: unreachable
    type: http
    url: http://127.0.0.1:CLOSED_PORT/mcp
  - name: unset
    type: http
    url: https://mcp.example.com/
    headers: { Authorization: "Bearer \${LEASH_TEST_UNSET_TOKEN}" }
`;
    const started = Date.now();
    const run = await leashRun({
      mcp: mcp.replace('CLOSED_PORT', String(await closedPort())),
      policy: 'version: 1\ndefault: deny\ntools:\n  mcp.local: { allow: ["echo"] }\n  mcp.missing: { allow: ["*"] }\n',
      script: [
        {
          content: [
            { type: 'tool_use', name: 'mcp__local__echo', input: { text: 'still here' } },
            { type: 'tool_use', name: 'mcp__missing__anything', input: {} },
          ],
        },
        { content: 'Done.' },
      ],
    });
    // The hanging server costs its startup timeout, not the run.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.code, run.stderr).toBe(0);
    expect(run.result).toMatchObject({ subtype: 'success', result: 'Done.' });
    const servers = Object.fromEntries(run.init.mcp_servers.map((s) => [s.name, s]));
    expect(servers.local).toEqual({ name: 'local', status: 'connected' });
    expect(servers.missing).toEqual({
      name: 'missing',
      status: 'failed',
      error: 'cannot start "/nonexistent/leash-mcp-server": no such program or file (ENOENT)',
    });
    expect(servers.exits).toEqual({
      name: 'exits',
      status: 'failed',
      error: 'the server process exited with code 3 before it was ready; stderr: loading config\nconfig missing: set TRACKER_URL',
    });
    expect(servers.hangs).toEqual({ name: 'hangs', status: 'failed', error: 'did not start within 1500 ms (startup_timeout_ms); it was stopped' });
    expect(servers.unreachable!.status).toBe('failed');
    expect(servers.unreachable!.error).toContain('ECONNREFUSED');
    expect(servers.unset).toEqual({
      name: 'unset',
      status: 'failed',
      error: 'header Authorization refers to ${LEASH_TEST_UNSET_TOKEN}, which is not set in the environment',
    });
    expect(run.init.tools.filter((name) => name.startsWith('mcp__'))).toEqual(['mcp__local__echo', 'mcp__local__add', 'mcp__local__media']);
    expect(run.stderr).toContain('leash: MCP server "missing" failed to start: cannot start "/nonexistent/leash-mcp-server"');
    expect(run.stderr).toContain('leash: MCP server "hangs" failed to start: did not start within 1500 ms');

    const [echo, missing] = resultsIn(run.requests[1]);
    expect(echo!.content).toBe('still here');
    expect(missing!.content).toMatch(/^There is no tool named "mcp__missing__anything"\. Available tools: bash, read, .*mcp__local__echo/);
    // The server that never answered was stopped.
    expect(processRuns(Number(readFileSync(hangPid, 'utf8')))).toBe(false);
  });

  it('keeps a failed server stderr, capped and redacted, and quotes its end in the error', async () => {
    const secret = 'sk-live-0123456789abcdefghijkl';
    const config: McpStdioServerConfig = {
      name: 'noisy',
      type: 'stdio',
      command: process.execPath,
      // 3,000 lines of about 50 bytes: more than the 64 KiB kept.
      args: [
        '-e',
        `for (let i = 0; i < 3000; i++) process.stderr.write("line " + i + " " + "x".repeat(40) + "\\n"); process.stderr.write("token " + process.env.NOISY_TOKEN + "\\n", () => process.exit(1))`,
      ],
      env: { NOISY_TOKEN: '${NOISY_TOKEN}' },
      startupTimeoutMs: 5_000,
      toolTimeoutMs: 1_000,
      defer: 'auto',
      source: 'test:1',
    };
    const env = { PATH: process.env.PATH, NOISY_TOKEN: secret };
    const handle = await connectMcpServer(config, {
      env,
      workspace: tmpdir(),
      redactor: createRedactor({ env, secrets: [{ name: '$NOISY_TOKEN', value: secret }] }),
      clientVersion: 'test',
    });
    expect(handle.status).toBe('failed');
    expect(handle.error).toBe(
      'the server process exited with code 1 before it was ready; stderr: line 2996 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nline 2997 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nline 2998 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nline 2999 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\ntoken [REDACTED:$NOISY_TOKEN]',
    );
    const stderr = handle.stderr();
    expect(stderr).not.toContain(secret);
    expect(Buffer.byteLength(stderr)).toBeLessThanOrEqual(64 * 1024 + 100);
    expect(stderr).toMatch(/^\[… \d+ earlier bytes of stderr dropped …\]\nline \d+ x+\n/);
    expect(stderr).toContain('line 2999');
    expect(stderr).not.toContain('line 0 ');
  });

  it('captures a running server stderr and offers it by server name', async () => {
    const dir = scratch();
    const config: McpStdioServerConfig = {
      name: 'local',
      type: 'stdio',
      command: STDIO_SERVER_COMMAND,
      args: STDIO_SERVER_ARGS,
      env: { MCP_FIXTURE_STDERR: 'hello from the fixture', MCP_FIXTURE_INFO: join(dir, 'info.json') },
      startupTimeoutMs: 10_000,
      toolTimeoutMs: 5_000,
      defer: 'auto',
      source: 'test:1',
    };
    const handle = await connectMcpServer(config, { env: { PATH: process.env.PATH }, workspace: dir, redactor: createRedactor({}), clientVersion: 'test' });
    try {
      expect(handle.status).toBe('connected');
      expect(handle.tools.map((t) => t.name)).toEqual(['echo', 'add', 'media']);
      expect(handle.stderr()).toContain('fixture stdio server starting: hello from the fixture\n');
      expect(handle.stderr()).toContain('fixture stdio server ready\n');
    } finally {
      await handle.close();
    }
    expect(processRuns(handle.pid!)).toBe(false);
  });
});
