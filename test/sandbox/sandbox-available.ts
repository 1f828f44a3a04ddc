// The sandbox tests run the real sandbox. On a machine without it they fail with what to
// install, unless LEASH_SANDBOX_TESTS=skip says to leave them out on purpose.
import { detectSandboxSupport, describeProblems, localSandboxHost } from '../../src/sandbox/index.js';

export async function requireSandbox(): Promise<void> {
  const found = await detectSandboxSupport(localSandboxHost);
  if (found.problems.length === 0) return;
  throw new Error(
    `The sandbox tests need the real sandbox, and this machine lacks it: ${describeProblems(found.problems)}. ` +
      'On Debian/Ubuntu: sudo apt-get install -y bubblewrap socat ripgrep. To leave these tests out on purpose, set LEASH_SANDBOX_TESTS=skip.',
  );
}

export const skipSandboxTests = process.env.LEASH_SANDBOX_TESTS === 'skip';
