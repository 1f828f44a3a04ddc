// issue 15 item 6: the Action's policy load honours the step's stop signal, as the CLI's does.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { prepareAgent, startEarlySetup } from '../../src/github/agent-setup.js';
import { readActionInputs } from '../../src/github/inputs.js';
import { workspaceFiles } from '../../src/github/policy-source.js';
import { actionInputEnv } from './helpers.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('a stop that arrives before the policy is read ends the setup with a stop error, before any model call', async () => {
  dir = mkdtempSync(join(tmpdir(), 'leash-setup-stop-'));
  mkdirSync(join(dir, '.github'));
  writeFileSync(join(dir, '.github', 'leash.yml'), 'version: 1\n');
  const env = { ...actionInputEnv({ prompt: 'x', sandbox: 'off', 'anthropic-api-key': 'k' }, 't'), HOME: dir };
  const inputs = readActionInputs(env);
  const stop = new AbortController();
  stop.abort(new Error('received SIGTERM'));
  const setup = prepareAgent({ inputs, workspace: dir, env, files: workspaceFiles(), early: startEarlySetup(inputs, dir, env), signal: stop.signal });
  await expect(setup).rejects.toMatchObject({ code: 'stopped' });
});
