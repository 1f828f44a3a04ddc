// What the fake model answers in the repository's own self-test job (.github/workflows/ci.yml):
// read the tree, try a push that .github/leash-self-test.yml denies, finish.
import type { ScriptedResponse } from '../src/demo/index.js';

export const SELF_TEST_SCRIPT: readonly ScriptedResponse[] = [
  {
    content: [
      { type: 'text', text: 'Looking at the tree.' },
      { type: 'tool_use', name: 'bash', input: { command: 'git status --short' } },
    ],
  },
  {
    content: [
      { type: 'text', text: 'Publishing.' },
      { type: 'tool_use', name: 'bash', input: { command: 'git push origin HEAD:refs/heads/leash-self-test' } },
    ],
  },
  { content: 'The tree is clean; the push was refused by the policy, as it should be.' },
];
