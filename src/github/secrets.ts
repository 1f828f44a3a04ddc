// The secrets among the inputs: masked in the log before anything else happens, and redacted
// from everything the step writes under the name of the variable they stand for.
import type { NamedSecret } from '../agent/index.js';
import { inputVariable } from './inputs.js';
import type { ActionRuntime } from './runtime.js';

/** The secrets among the inputs, masked in the log before anything else happens. */
export function maskInputSecrets(runtime: ActionRuntime): NamedSecret[] {
  const secrets: NamedSecret[] = [];
  for (const [input, name] of [
    ['anthropic-api-key', 'ANTHROPIC_API_KEY'],
    ['github-token', 'GITHUB_TOKEN'],
  ] as const) {
    const value = (runtime.env[inputVariable(input)] ?? '').trim();
    if (value !== '') {
      runtime.setSecret(value);
      secrets.push({ name, value });
    }
  }
  return secrets;
}
