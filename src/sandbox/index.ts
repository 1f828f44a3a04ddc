// The sandbox layer's public surface. profile.ts is pure: the policy compiled into what the OS
// sandbox enforces. The runtime (runtime.ts, session.ts) runs commands inside it.
export {
  compileSandboxProfile,
  pathEntryCovers,
  profileDecidesPath,
  type PathEntry,
  type PathEntryForm,
  type SandboxProfile,
  type SandboxProfileOptions,
} from './profile.js';
export {
  decideNetworkAccess,
  SECRET_PLACES,
  isSandboxMode,
  NETWORK_DEFAULT_SOURCE,
  policySandboxMode,
  resolveSandboxMode,
  type NetworkDecision,
  type ResolvedSandboxMode,
  type SandboxMode,
  type SandboxModeInput,
} from '../policy/index.js';
export type { SandboxDenial, SandboxDenialRule, SandboxProblem, SandboxRunMode, SandboxStatus } from './types.js';
export {
  detectSandboxSupport,
  describeProblems,
  LINUX_PROGRAMS,
  APPARMOR_USERNS_SYSCTL,
  type CommandRunner,
  type CommandResult,
  type LinuxFindings,
  type SandboxHost,
} from './detect.js';
export { parseSandboxRunMode, statusWithoutSandbox, SandboxUnavailableError, SANDBOX_RUN_MODES } from './mode.js';
export { openCommandSandbox, SandboxStartError, type CommandSandbox, type SandboxCallKind, type WrappedCommand } from './runtime.js';
export { openSessionSandbox, localSandboxHost, type SessionSandbox, type OpenSessionSandboxOptions } from './session.js';
export { sandboxSpecOf } from './policy-spec.js';
export { sandboxDenialNote, sandboxDenialsOf, ruleText } from './refusals.js';
export type { SandboxSpec, SandboxRuleExplainer } from './spec.js';
