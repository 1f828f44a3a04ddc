// The sandbox layer's public surface. profile.ts is pure: the policy compiled into what the OS
// sandbox enforces.
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
