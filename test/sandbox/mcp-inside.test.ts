// A stdio MCP server runs inside the session's sandbox: it gets the session's TMPDIR and the
// sandbox's environment, and a write outside the allowed places fails for it as for bash.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanUpMcpRuns, leashRun, newWorkspace, readInfo, stdioServerEntry } from '../fixtures/mcp/harness.js';
import { requireSandbox, skipSandboxTests } from './sandbox-available.js';

afterEach(cleanUpMcpRuns);

describe.skipIf(skipSandboxTests)('stdio MCP servers inside the sandbox', () => {
  beforeAll(requireSandbox);

  const config = (info: string) =>
    ['version: 1', 'servers:', stdioServerEntry('local', ['env:', `  MCP_FIXTURE_INFO: ${JSON.stringify(info)}`])].join('\n') + '\n';

  it('starts the server inside: its info file lands in the workspace, one outside is refused', async () => {
    const ws = newWorkspace();
    const inside = join(ws.workspace, 'info.json');
    writeFileSync(join(ws.workspace, '.github', 'leash-mcp.yml'), config(inside));
    const run = await leashRun({ workspace: ws, script: [{ content: 'ok' }], args: ['--sandbox', 'required'] });
    expect(run.stderr).toBe('');
    expect(run.init.mcp_servers).toEqual([{ name: 'local', status: 'connected' }]);
    const info = readInfo(inside);
    expect(info.env.SANDBOX_RUNTIME).toBe('1');
    expect(info.env.TMPDIR).toMatch(/leash-session-/);

    const ws2 = newWorkspace();
    const outside = join(ws2.root, 'info-outside.json');
    writeFileSync(join(ws2.workspace, '.github', 'leash-mcp.yml'), config(outside));
    const refused = await leashRun({ workspace: ws2, script: [{ content: 'ok' }], args: ['--sandbox', 'required'] });
    expect(existsSync(outside)).toBe(false);
    expect(refused.init.mcp_servers[0]).toMatchObject({ name: 'local', status: 'failed', error: expect.stringContaining('EROFS') });
  }, 90_000);
});
