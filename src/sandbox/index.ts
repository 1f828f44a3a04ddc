export type { SandboxDenial, SandboxDenialRule, SandboxProblem, SandboxRunMode, SandboxStatus } from './types.js';
export { detectSandboxSupport, describeProblems, LINUX_PROGRAMS, APPARMOR_USERNS_SYSCTL, type CommandRunner, type CommandResult, type SandboxHost } from './detect.js';
export { parseSandboxRunMode, statusWithoutSandbox, SandboxUnavailableError, SANDBOX_RUN_MODES } from './mode.js';
export { openCommandSandbox, SandboxStartError, type CommandSandbox, type WrappedCommand } from './runtime.js';
export { openSessionSandbox, localSandboxHost, type SessionSandbox, type OpenSessionSandboxOptions } from './session.js';
export { sandboxDenialNote, sandboxDenialsOf, ruleText } from './refusals.js';
export type { SandboxSpec, SandboxRuleExplainer } from './spec.js';
