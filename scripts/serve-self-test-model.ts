// The model for the repository's own self-test job (.github/workflows/ci.yml): Leash's fake
// Messages API playing SELF_TEST_SCRIPT. It prints its URL on stdout (and to $GITHUB_OUTPUT as
// `url`), then serves until killed, so the Action runs on itself with no secret and no real model.
import { appendFileSync } from 'node:fs';
import { startFakeMessagesServer } from '../src/demo/index.js';
import { SELF_TEST_SCRIPT } from './self-test-script.js';

const server = await startFakeMessagesServer({ minCacheableTokens: 0, script: [...SELF_TEST_SCRIPT] });
console.log(server.url);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${server.url}\n`);
