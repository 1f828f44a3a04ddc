// What the demo's model says, turn by turn. It reads the tool results it gets back, so the
// demo shows a real loop: it only claims the fix worked when the test run said so.
import { lastToolResults, type ScriptFunction, type ScriptedResponse } from '../demo/index.js';

const FIX_OLD = "    .replace(/[^a-z0-9]+/g, '-');";
const FIX_NEW = "    .replace(/[^a-z0-9]+/g, '-')\n    .replace(/^-+|-+$/g, '');";

export const demoScript: ScriptFunction = (request, index): ScriptedResponse | undefined => {
  const results = lastToolResults(request.body);
  const said = results.map((r) => r.content).join('\n');
  switch (index) {
    case 0:
      return {
        content: [
          { type: 'text', text: 'I will read the code and run the tests first.' },
          { type: 'tool_use', name: 'read', input: { path: 'src/slugify.js' } },
          { type: 'tool_use', name: 'bash', input: { command: 'npm test 2>&1 | tail -n 25' } },
        ],
      };
    case 1:
      return {
        content: [
          {
            type: 'text',
            text: /fail [1-9]/.test(said)
              ? 'The second test fails: punctuation at the ends of the title leaves dashes at the ends of the slug. I will trim them.'
              : 'The tests did not fail as described; I will still make slugify trim dashes at the ends.',
          },
          { type: 'tool_use', name: 'edit', input: { path: 'src/slugify.js', old_string: FIX_OLD, new_string: FIX_NEW } },
        ],
      };
    case 2:
      return {
        content: [
          { type: 'text', text: 'Running the tests again.' },
          { type: 'tool_use', name: 'bash', input: { command: 'npm test 2>&1 | grep -E "^# (pass|fail)"' } },
        ],
      };
    case 3:
      return {
        content: [
          { type: 'text', text: /fail 0/.test(said) ? 'All tests pass. Publishing the fix.' : 'The tests still fail; publishing anyway to show the policy.' },
          { type: 'tool_use', name: 'bash', input: { command: 'git push origin main' } },
        ],
      };
    case 4: {
      const refused = /Denied by the policy/.test(said);
      return {
        content: [
          {
            type: 'text',
            text: refused
              ? 'Fixed slugify: it now trims leading and trailing dashes (src/slugify.js), and both tests pass. I could not push: the policy denies `git push`, so the change is left in the working tree for the workflow to publish.'
              : 'Fixed slugify and pushed the change.',
          },
        ],
        stop_reason: 'end_turn',
      };
    }
    default:
      return undefined;
  }
};
