// Deferred approval on the CLI: held-back calls are listed, a person approves exact ones, the
// session resumes and may make exactly those calls; nothing else is widened.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalLayer, selectApprovals } from '../../src/agent/approvals.js';
import type { LeashEvent, PendingApproval, ResultEvent } from '../../src/agent/events.js';
import { readSessionFile } from '../../src/agent/session-file.js';
import { decideBashCommand, withLayer } from '../../src/policy/index.js';
import { startFakeMessagesServer } from '../../src/demo/index.js';
import { bodyOf, cleanUpRuns, makeWorkspace, TEST_MODEL } from '../helpers/agent.js';
import { runCliInProcess } from '../helpers/cli.js';
import { bashParser, policyFrom } from '../helpers/policy.js';

afterEach(cleanUpRuns);

const bash = (command: string) => ({ type: 'tool_use' as const, name: 'bash', input: { command } });

describe('deferred approval (CLI)', () => {
  it('approves one of two held calls; the resumed session runs exactly it, and the rest stay held', async () => {
    const { root, workspace, home } = makeWorkspace({}, 'version: 1\ndefault: prompt\ntools:\n  bash:\n    allow: ["echo *"]\n    deny: ["git push *"]\n');
    const server = await startFakeMessagesServer({
      minCacheableTokens: 0,
      script: [
        { content: [bash('touch marker-a'), bash('touch marker-b && echo $(date)'), bash('git push origin main')] },
        { content: 'Waiting for a person.' },
        { content: [bash('touch marker-a'), bash('touch marker-b && echo $(date)'), bash('touch marker-a marker-c')] },
        { content: 'Done with what was approved.' },
      ],
    });
    try {
      const env = { PATH: process.env.PATH, HOME: home, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: server.url };
      const common = [
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
      const first = await runCliInProcess(['run', '--prompt', 'Make the markers.', ...common], { cwd: workspace, env });
      const envelope = JSON.parse(first.stdout) as ResultEvent;
      expect(envelope.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([
        ['1', 'touch marker-a'],
        ['2', 'touch marker-b && echo $(date)'],
      ]);
      expect(envelope.permission_denials).toHaveLength(3);

      const listed = await runCliInProcess(['approvals', envelope.session_id, '--session-dir', join(root, 'sessions')], { cwd: workspace, env });
      expect(listed.stdout).toContain('[1] bash `touch marker-a`');
      expect(listed.stdout).toContain('command touch marker-a: no rule covers it (the default is prompt)');
      expect(listed.stdout).toContain('command date: no rule covers it (the default is prompt)');
      expect(listed.stdout).not.toContain('git push');
      expect(listed.stdout).toContain(`leash run --resume ${envelope.session_id} --approve 1,2`);

      const unknown = await runCliInProcess(['run', '--resume', envelope.session_id, '--approve', '7', ...common], { cwd: workspace, env });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('no pending approval with id 7; pending: 1, 2');

      const resumed = await runCliInProcess(['run', '--resume', envelope.session_id, '--approve', '1', '--approved-by', 'alice', ...common], {
        cwd: workspace,
        env,
      });
      const after = JSON.parse(resumed.stdout) as ResultEvent;
      expect(after).toMatchObject({ subtype: 'success', session_id: envelope.session_id });
      expect(existsSync(join(workspace, 'marker-a'))).toBe(true);
      expect(existsSync(join(workspace, 'marker-b'))).toBe(false);
      expect(existsSync(join(workspace, 'marker-c'))).toBe(false);
      // The model was told what was approved, by whom.
      const note = JSON.stringify(bodyOf(server.requests.filter((r) => r.path === '/v1/messages')[2]).messages.at(-1));
      expect(note).toContain('A maintainer (alice) approved this call');
      expect(note).toContain('[1] bash `touch marker-a`');
      // The unapproved call and the wider variant are held again, with new ids.
      expect(after.pending_approvals.map((p) => [p.id, (p.tool_input as { command: string }).command])).toEqual([
        ['3', 'touch marker-b && echo $(date)'],
        ['4', 'touch marker-a marker-c'],
      ]);
      const events = readSessionFile(join(root, 'sessions', `${envelope.session_id}.jsonl`)) as LeashEvent[];
      const approval = events.find((e) => e.subtype === 'approval') as unknown as { approved: PendingApproval[]; approved_by: string; approved_at: string };
      expect(approval.approved.map((a) => a.id)).toEqual(['1']);
      expect(approval.approved_by).toBe('alice');
      expect(Date.parse(approval.approved_at)).not.toBeNaN();
    } finally {
      await server.close();
    }
  }, 60_000);

  it('an approval never lifts a deny rule and never covers another command sharing its prefix', async () => {
    const policy = await policyFrom({ version: 1, default: 'prompt', tools: { bash: { deny: ['npm publish *'] } } });
    const parser = await bashParser();
    const pending: PendingApproval[] = [
      {
        id: '1',
        tool: 'bash',
        tool_use_id: 't1',
        tool_input: { command: 'npm publish --dry-run' },
        scopes: [{ kind: 'command', text: 'npm publish --dry-run', decision: 'prompt', rule: null }],
        reasons: [],
        turn: 1,
      },
      {
        id: '2',
        tool: 'bash',
        tool_use_id: 't2',
        tool_input: { command: 'git -c x=y log' },
        scopes: [{ kind: 'command', text: 'git -c x=y log', decision: 'prompt', rule: null, floors: ['git -c'] }],
        reasons: [],
        turn: 1,
      },
      {
        id: '3',
        tool: 'bash',
        tool_use_id: 't3',
        tool_input: { command: 'echo $(date)' },
        scopes: [
          { kind: 'command', text: 'echo $(date)', decision: 'prompt', rule: null },
          { kind: 'command', text: 'date', decision: 'prompt', rule: null },
        ],
        reasons: ['command substitution `$(date)` runs a command at 1:6'],
        turn: 1,
      },
    ];
    const approved = withLayer(policy, approvalLayer(selectApprovals(pending, 'all'), 'alice'));
    expect(decideBashCommand(approved, parser, 'npm publish --dry-run').decision).toBe('deny');
    expect(decideBashCommand(approved, parser, 'git -c x=y log').decision).toBe('allow');
    expect(decideBashCommand(approved, parser, 'git -c x=y log --all').decision).toBe('prompt');
    expect(decideBashCommand(approved, parser, 'git -c core.pager=sh log').decision).toBe('prompt');
    // The whole call was approved: its substitution no longer holds it back; a different call still is.
    expect(decideBashCommand(approved, parser, 'echo $(date)').decision).toBe('allow');
    expect(decideBashCommand(approved, parser, 'echo $(date) $(id)').decision).toBe('prompt');
  });
});
