// The model for the repository's own self-test job (.github/workflows/ci.yml): Leash's fake
// Messages API, scripted to read the tree, try a push the self-test policy denies, and finish.
// It prints its URL on stdout and to $GITHUB_OUTPUT as `url`, then serves until killed, so the
// Action can run on itself with no secret and no real model.
import { appendFileSync } from 'node:fs';
import { startFakeMessagesServer } from '../src/testing/index.js';

export const SELF_TEST_COMMANDS = ['git status --short', 'git push origin HEAD:refs/heads/leash-self-test'];

const server = await startFakeMessagesServer({
  minCacheableTokens: 0,
  script: [
    { content: [{ type: 'text', text: 'Looking at the tree.' }, { type: 'tool_use', name: 'bash', input: { command: SELF_TEST_COMMANDS[0] } }] },
    { content: [{ type: 'text', text: 'Publishing.' }, { type: 'tool_use', name: 'bash', input: { command: SELF_TEST_COMMANDS[1] } }] },
    { content: 'The tree is clean; the push was refused by the policy, as it should be.' },
  ],
});
console.log(server.url);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${server.url}\n`);
