// The sandbox's part of the job summary and the HTML report: its status, the preflight, and
// every refusal with the rule or default that refused it.
import { describe, expect, it } from 'vitest';
import { renderSandboxMarkdown, renderSessionReport, sandboxViewOfEnvelopes } from '../../src/report/index.js';

const denials = [
  {
    kind: 'write',
    target: '/tmp/outside/planted.txt',
    tool_name: 'bash',
    rule: { effect: 'default', pattern: null, layer: null, source: 'built-in: commands write only where the write rules allow' },
  },
  {
    kind: 'network',
    target: '127.0.0.3:8080',
    host: '127.0.0.3',
    port: 8080,
    tool_name: 'bash',
    rule: { effect: 'deny', pattern: '*.evil.example', layer: 'repository', source: '.github/leash.yml:9' },
  },
];
const envelope = {
  type: 'result',
  subtype: 'success',
  sandbox: {
    mode: 'required',
    active: true,
    startup_ms: 140,
    preflight: { duration_ms: 2300, line: 'sandbox preflight (2300 ms): apt-get install -y bubblewrap', changed: [], broad_fallback: false },
  },
  sandbox_denials: denials,
};

describe('the sandbox section', () => {
  it('lists each refusal with its rule and source, the status and the preflight', () => {
    const md = renderSandboxMarkdown(sandboxViewOfEnvelopes([envelope]));
    expect(md).toContain('#### Sandbox');
    expect(md).toContain('Commands ran with the OS sandbox on (required, started in 140 ms).');
    expect(md).toContain('sandbox preflight (2300 ms): apt-get install -y bubblewrap');
    expect(md).toContain('**Refused by the sandbox (2)**');
    expect(md).toContain('| write | `/tmp/outside/planted.txt` | bash | default: not a writable place |');
    expect(md).toContain('| network | `127.0.0.3:8080` | bash | deny \\*.evil.example | .github/leash.yml:9 |');
  });

  it('says why there was no sandbox', () => {
    const md = renderSandboxMarkdown(
      sandboxViewOfEnvelopes([{ sandbox: { mode: 'auto', active: false, reason: 'missing socat (fix: sudo apt-get install -y socat)' }, sandbox_denials: [] }]),
    );
    expect(md).toContain('off — missing socat');
  });

  it('is absent when no session said anything about a sandbox', () => {
    expect(renderSandboxMarkdown(sandboxViewOfEnvelopes([{ type: 'result' }, null]))).toBe('');
  });

  it('shows the refusals in the HTML report from the session events', () => {
    const html = renderSessionReport([
      { type: 'system', subtype: 'init', session_id: 's', sandbox: envelope.sandbox },
      { type: 'system', subtype: 'sandbox_denied', session_id: 's', tool_use_id: 't1', tool_name: 'bash', denials },
    ]);
    expect(html).toContain('<h2>Sandbox refusals (2)</h2>');
    expect(html).toContain('/tmp/outside/planted.txt');
    expect(html).toContain('<code>.github/leash.yml:9</code>');
  });
});
