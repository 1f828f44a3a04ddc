// MCP configuration: `.github/leash-mcp.yml` beside the policy or the policy's own `mcp:` key,
// which wins, the defaults, and bad input with `file:line:col` and what was expected.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMcpConfig, McpConfigError, parseConfig } from '../../src/agent/mcp/index.js';
import { runCliInProcess } from '../helpers/cli.js';
import { cleanUpMcpRuns, leashRun } from '../fixtures/mcp/harness.js';

const dirs: string[] = [];
afterEach(async () => {
  await cleanUpMcpRuns();
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** A workspace with .github/leash.yml and, when given, .github/leash-mcp.yml. */
function workspace(policy: string, mcp?: string): { root: string; policyFile: string } {
  const root = mkdtempSync(join(tmpdir(), 'leash-mcp-config-'));
  dirs.push(root);
  mkdirSync(join(root, '.github'));
  writeFileSync(join(root, '.github', 'leash.yml'), policy);
  if (mcp !== undefined) writeFileSync(join(root, '.github', 'leash-mcp.yml'), mcp);
  return { root, policyFile: join(root, '.github', 'leash.yml') };
}

const load = (policy: string, mcp?: string) => {
  const { root, policyFile } = workspace(policy, mcp);
  return loadMcpConfig({ policyFile, workspace: root });
};

/** The error parsing `text` as a leash-mcp.yml gives: its message. */
function problem(text: string): string {
  try {
    parseConfig(text, '.github/leash-mcp.yml', []);
  } catch (error) {
    expect(error).toBeInstanceOf(McpConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

const FULL = `version: 1
defer_threshold: 12
servers:
  - name: files
    type: stdio
    command: npx
    args: [-y, "@example/files-mcp", 8080]
    env:
      FILES_TOKEN: \${FILES_TOKEN}
      DEBUG: 1
    startup_timeout_ms: 5000
    tool_timeout_ms: 30000
    defer: never
  - name: tracker
    type: http
    url: https://mcp.example.com/mcp
    headers:
      Authorization: Bearer \${TRACKER_TOKEN}
`;

describe('MCP configuration: where it comes from', () => {
  it('reads .github/leash-mcp.yml beside the policy, with every default filled in', async () => {
    const config = await load('version: 1\n', FULL);
    expect(config).toEqual({
      file: '.github/leash-mcp.yml',
      deferThreshold: 12,
      warnings: [],
      servers: [
        {
          name: 'files',
          type: 'stdio',
          command: 'npx',
          args: ['-y', '@example/files-mcp', '8080'],
          env: { FILES_TOKEN: '${FILES_TOKEN}', DEBUG: '1' },
          startupTimeoutMs: 5000,
          toolTimeoutMs: 30000,
          defer: 'never',
          source: '.github/leash-mcp.yml:4',
        },
        {
          name: 'tracker',
          type: 'http',
          url: 'https://mcp.example.com/mcp',
          headers: { Authorization: 'Bearer ${TRACKER_TOKEN}' },
          startupTimeoutMs: 10_000,
          toolTimeoutMs: 120_000,
          defer: 'auto',
          source: '.github/leash-mcp.yml:14',
        },
      ],
    });
  });

  it('reads a top-level mcp: key of the policy when there is no separate file', async () => {
    const config = await load('version: 1\ndefault: deny\nmcp:\n  servers:\n    - { name: local, type: stdio, command: ./server }\n');
    expect(config).toMatchObject({
      file: '.github/leash.yml',
      deferThreshold: 10,
      servers: [{ name: 'local', command: './server', args: [], env: {}, source: '.github/leash.yml:5' }],
    });
  });

  it('lets the separate file win over the mcp: key, and warns that the key is ignored', async () => {
    const config = await load('version: 1\nmcp:\n  servers: []\n', 'version: 1\nservers:\n  - { name: a, type: http, url: "http://127.0.0.1:1/" }\n');
    expect(config!.file).toBe('.github/leash-mcp.yml');
    expect(config!.servers.map((s) => s.name)).toEqual(['a']);
    expect(config!.warnings).toEqual(['the mcp: key at .github/leash.yml:2 is ignored: .github/leash-mcp.yml configures the MCP servers']);
  });

  it('has no servers when neither exists', async () => {
    expect(await load('version: 1\ndefault: deny\n')).toBeNull();
  });
});

describe('MCP configuration: bad input names file:line:col and what was expected', () => {
  const cases: [string, string, string][] = [
    ['missing version', 'servers: []\n', '.github/leash-mcp.yml:1:1: the MCP configuration is missing "version"; the file starts with `version: 1`'],
    ['another version', 'version: 2\nservers: []\n', '.github/leash-mcp.yml:1:10: unsupported version 2; this Leash reads `version: 1`'],
    [
      'unknown top-level key',
      'version: 1\nserver: []\n',
      '.github/leash-mcp.yml:2:1: unknown key "server" in the MCP configuration; expected one of: version, defer_threshold, servers',
    ],
    ['servers not a list', 'version: 1\nservers: { a: 1 }\n', '.github/leash-mcp.yml:2:10: servers must be a list, found a mapping'],
    [
      'a negative threshold',
      'version: 1\ndefer_threshold: -1\nservers: []\n',
      '.github/leash-mcp.yml:2:18: defer_threshold must be at least 0, found a number (-1)',
    ],
    ['a server without type', 'version: 1\nservers:\n  - name: files\n    command: x\n', '.github/leash-mcp.yml:3:5: server 1 ("files") is missing "type"'],
    [
      'an unknown type',
      'version: 1\nservers:\n  - name: files\n    type: ftp\n',
      '.github/leash-mcp.yml:4:11: server 1 ("files") type must be one of stdio, http, found a string ("ftp")',
    ],
    [
      'stdio without command',
      'version: 1\nservers:\n  - name: files\n    type: stdio\n',
      '.github/leash-mcp.yml:3:5: server 1 ("files") is missing "command"; a stdio server names the program to start',
    ],
    [
      'http without url',
      'version: 1\nservers:\n  - name: t\n    type: http\n',
      '.github/leash-mcp.yml:3:5: server 1 ("t") is missing "url"; an http server names its endpoint',
    ],
    [
      'an http key on a stdio server',
      'version: 1\nservers:\n  - name: files\n    type: stdio\n    command: x\n    url: http://x\n',
      '.github/leash-mcp.yml:6:5: unknown key "url" in server 1 ("files") (a stdio server); expected one of: name, type, startup_timeout_ms, tool_timeout_ms, defer, command, args, env',
    ],
    [
      'a server name with a dot',
      'version: 1\nservers:\n  - name: my.server\n    type: stdio\n    command: x\n',
      '.github/leash-mcp.yml:3:11: server 1 ("my.server") name must be letters, digits, - and single _ inside (it becomes part of the tool names mcp__<server>__<tool>), found a string ("my.server")',
    ],
    [
      'a name with __',
      'version: 1\nservers:\n  - { name: a__b, type: stdio, command: x }\n',
      '.github/leash-mcp.yml:3:13: server 1 ("a__b") name must be letters, digits, - and single _ inside',
    ],
    [
      'two servers of one name',
      'version: 1\nservers:\n  - { name: a, type: stdio, command: x }\n  - name: a\n    type: http\n    url: http://x\n',
      '.github/leash-mcp.yml:4:11: server name "a" is used twice (first at line 3); names must be unique',
    ],
    [
      'a bad env name',
      'version: 1\nservers:\n  - name: a\n    type: stdio\n    command: x\n    env: { BAD-NAME: 1 }\n',
      '.github/leash-mcp.yml:6:12: server 1 ("a") env has the key "BAD-NAME", which is not a variable name (letters, digits, _)',
    ],
    [
      'an env value that is a list',
      'version: 1\nservers:\n  - name: a\n    type: stdio\n    command: x\n    env: { A: [1] }\n',
      '.github/leash-mcp.yml:6:15: server 1 ("a") env.A must be a string, a number or true or false, found a list',
    ],
    [
      'an unclosed reference',
      'version: 1\nservers:\n  - name: a\n    type: stdio\n    command: x\n    env:\n      TOKEN: "${TOKEN"\n',
      '.github/leash-mcp.yml:7:14: "${TOKEN" has a "${" without its closing "}"; expected ${NAME}',
    ],
    [
      'a reference that is not a name',
      'version: 1\nservers:\n  - name: a\n    type: http\n    url: http://x\n    headers:\n      Authorization: Bearer ${1TOKEN}\n',
      '.github/leash-mcp.yml:7:22: "${1TOKEN}" is not a reference; expected ${NAME} with a variable name (letters, digits, _)',
    ],
    [
      'a timeout too short',
      'version: 1\nservers:\n  - { name: a, type: stdio, command: x, startup_timeout_ms: 10 }\n',
      '.github/leash-mcp.yml:3:61: server 1 ("a") startup_timeout_ms must be at least 100, found a number (10)',
    ],
    [
      'a url that is not http',
      'version: 1\nservers:\n  - { name: a, type: http, url: "ftp://x" }\n',
      '.github/leash-mcp.yml:3:33: server 1 ("a") url must be an http:// or https:// URL, found a string ("ftp://x")',
    ],
    [
      'an unknown defer',
      'version: 1\nservers:\n  - { name: a, type: http, url: "http://x", defer: later }\n',
      '.github/leash-mcp.yml:3:52: server 1 ("a") defer must be one of auto, always, never, found a string ("later")',
    ],
    ['a YAML syntax error', 'version: 1\nservers:\n  - name: "a\n', '.github/leash-mcp.yml:4:1: YAML syntax error: Missing closing "quote'],
    [
      'a duplicate key',
      'version: 1\nservers: []\nservers: []\n',
      '.github/leash-mcp.yml:3:1: duplicate key "servers": a second entry would silently replace the first',
    ],
    ['an empty file', '', '.github/leash-mcp.yml:1:1: the file is empty; expected `version: 1` and a `servers:` list'],
  ];

  it.each(cases)('%s', (_name, text, message) => {
    expect(problem(text)).toContain(message);
  });

  it('points into the policy file for a bad mcp: key', async () => {
    // A misspelt key is named before the missing key it explains.
    await expect(load('version: 1\ndefault: deny\nmcp:\n  servers:\n    - name: a\n      type: stdio\n      comand: x\n')).rejects.toThrow(
      '.github/leash.yml:7:7: unknown key "comand" in server 1 ("a") (a stdio server); expected one of: name, type, startup_timeout_ms, tool_timeout_ms, defer, command, args, env',
    );
    await expect(load('version: 1\ndefault: deny\nmcp:\n  servers:\n    - name: a\n      type: stdio\n')).rejects.toThrow(
      '.github/leash.yml:5:7: server 1 ("a") is missing "command"; a stdio server names the program to start',
    );
    await expect(load('version: 1\nmcp:\n  version: 1\n  servers: []\n')).rejects.toThrow(
      '.github/leash.yml:3:3: unknown key "version" in the MCP configuration; expected one of: defer_threshold, servers',
    );
  });

  it('refuses an mcp: key that is not a mapping when the policy loads', async () => {
    const { root, policyFile } = workspace('version: 1\nmcp: [a, b]\n');
    const result = await runCliInProcess(['check', '--policy', policyFile, '--cwd', root, '--', 'true']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('leash: .github/leash.yml:2:6: mcp must be a mapping, found a list');
  });

  it('stops leash run with exit 2 and one line before any model call', async () => {
    const run = await leashRun({ mcp: 'version: 1\nservers:\n  - name: a\n    type: stdio\n', script: [{ content: 'never' }] });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('leash: .github/leash-mcp.yml:3:5: server 1 ("a") is missing "command"; a stdio server names the program to start');
    expect(run.requests).toEqual([]);
    expect(run.stdout).toBe('');
  });
});
