export {
  decideBashCommand,
  decideMcpTool,
  decideNetworkScope,
  decidePathAccess,
  decideSelfTest,
  displayPath,
  layeredPathRules,
  NESTED_GIT_RULE,
  SANDBOX_ENFORCED_REASONS,
  type DecideOptions,
} from './decide.js';
export { PolicyError, type PolicyErrorCode, type SourceLocation } from './errors.js';
export { builtinPolicy, loadPolicy, localPolicyHost, networkTarget, selfTestSubject, withLayer, type LoadPolicyOptions, type PolicyHost } from './load.js';
export {
  decideNetworkAccess,
  hostPatternCovers,
  networkRules,
  NETWORK_DEFAULT_SOURCE,
  normalHost,
  parseHostPattern,
  type HostPattern,
  type NetworkDecision,
} from './network.js';
export { SECRET_PLACES, secretPlacePaths, type SecretPlacePath, type SecretPlaceSpec } from './secret-places.js';
export { WRITE_FLOORS, WRITE_FLOOR_NAMES, writeFloorPaths, type WriteFloorPath, type WriteFloorSpec } from './write-floors.js';
export { isSandboxMode, policySandboxMode, resolveSandboxMode, type ResolvedSandboxMode, type SandboxModeInput } from './sandbox-mode.js';
export { compilePathPattern, matchCommand, matchPath, parsePattern, PathPatternResolver, type ParsedPattern, type PatternForm } from './patterns.js';
export { lintPolicy, type LintWarning } from './lint.js';
export { STARTER_POLICY } from './starter.js';
export * from './types.js';
export { editDistance, nearestName } from './nearest-name.js';
