import { describe, expect, test } from 'vitest';
import { ENVIRONMENT_ALLOW, ENVIRONMENT_NEVER, ENVIRONMENT_SETTINGS, scrubbedEnvironment } from '../../../src/agent/tools/index.js';

const never = ENVIRONMENT_NEVER.map((entry) => new RegExp(entry.pattern));
const secretLooking = (name: string) => never.some((pattern) => pattern.test(name));

const parent = {
  PATH: '/usr/bin:/bin',
  HOME: '/home/runner',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  CI: 'true',
  GITHUB_WORKSPACE: '/home/runner/work/repo',
  GITHUB_SHA: 'abc123',
  RUNNER_OS: 'Linux',
  TERM: 'xterm-256color',
  PAGER: 'less',
  ANTHROPIC_API_KEY: 'sk-ant-x',
  ANTHROPIC_BASE_URL: 'http://localhost:1',
  GITHUB_TOKEN: 'ghs_x',
  GH_TOKEN: 'ghp_x',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc',
  ACTIONS_CACHE_URL: 'https://cache',
  ACTIONS_RESULTS_URL: 'https://results',
  AWS_ACCESS_KEY_ID: 'AKIA',
  AWS_SECRET_ACCESS_KEY: 'secret',
  NPM_TOKEN: 'npm_x',
  NODE_AUTH_TOKEN: 'npm_y',
  DEPLOY_KEY: 'k',
  SLACK_WEBHOOK_SECRET: 's',
  GITHUB_ENV: '/tmp/env',
  GITHUB_OUTPUT: '/tmp/out',
  NODE_OPTIONS: '--require /tmp/evil.js',
  SSH_AUTH_SOCK: '/tmp/agent',
  UNRELATED: 'x',
  UNSET: undefined,
};

describe('scrubbedEnvironment', () => {
  test('keeps the harmless allow-listed names', () => {
    const env = scrubbedEnvironment(parent);
    expect(env).toMatchObject({
      PATH: '/usr/bin:/bin',
      HOME: '/home/runner',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      CI: 'true',
      GITHUB_WORKSPACE: '/home/runner/work/repo',
      GITHUB_SHA: 'abc123',
      RUNNER_OS: 'Linux',
    });
  });

  test('drops keys, tokens, runner secrets, step files and anything not listed', () => {
    const env = scrubbedEnvironment(parent);
    for (const name of Object.keys(parent)) {
      if (secretLooking(name) || name === 'UNRELATED' || name === 'UNSET') expect(env, name).not.toHaveProperty(name);
    }
    expect(Object.keys(env).filter(secretLooking)).toEqual([]);
  });

  test('sets what keeps commands from waiting for a terminal, over the parent and over pass', () => {
    const env = scrubbedEnvironment(parent, { pass: ['PAGER', 'TERM'] });
    expect(env).toMatchObject({ TERM: 'dumb', GIT_TERMINAL_PROMPT: '0', PAGER: 'cat', GIT_PAGER: 'cat', GIT_EDITOR: 'true', NO_COLOR: '1' });
  });

  test('passes on exactly the names the policy passes, a token included', () => {
    const env = scrubbedEnvironment(parent, { pass: ['UNRELATED', 'NPM_TOKEN', 'NOT_IN_PARENT'] });
    expect(env.UNRELATED).toBe('x');
    expect(env.NPM_TOKEN).toBe('npm_x');
    expect(env).not.toHaveProperty('NOT_IN_PARENT');
    expect(env).not.toHaveProperty('GITHUB_TOKEN');
  });

  test('does not read the process environment: an empty parent gives only the fixed settings', () => {
    const env = scrubbedEnvironment({});
    expect(Object.keys(env).sort()).toEqual(ENVIRONMENT_SETTINGS.map((setting) => setting.name).sort());
  });
});

describe('environment.json', () => {
  test('no allowed name or prefix looks like a secret', () => {
    for (const entry of ENVIRONMENT_ALLOW) {
      const name = entry.name ?? `${entry.prefix}ANY`;
      expect(secretLooking(name), name).toBe(false);
      expect(entry.why.length).toBeGreaterThan(5);
    }
  });

  test('the never list catches the secrets the design names', () => {
    for (const name of [
      'ANTHROPIC_API_KEY',
      'GITHUB_TOKEN',
      'ACTIONS_RUNTIME_TOKEN',
      'ACTIONS_ID_TOKEN_REQUEST_URL',
      'ACTIONS_CACHE_URL',
      'ACTIONS_RESULTS_URL',
      'AWS_ACCESS_KEY_ID',
      'NPM_TOKEN',
      'MY_API_KEY',
      'X_SECRET',
      'GITHUB_ENV',
    ]) {
      expect(secretLooking(name), name).toBe(true);
    }
    for (const name of ['PATH', 'HOME', 'CI', 'GITHUB_SHA', 'LC_ALL', 'NODE_ENV']) expect(secretLooking(name), name).toBe(false);
  });

  test('every entry is unique', () => {
    const names = ENVIRONMENT_ALLOW.map((entry) => entry.name ?? `${entry.prefix}*`);
    expect(new Set(names).size).toBe(names.length);
  });
});
