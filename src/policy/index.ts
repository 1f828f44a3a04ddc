export { decideBashCommand, decideMcpTool, decidePathAccess, decideSelfTest, displayPath, type DecideOptions } from './decide.js';
export { PolicyError, type PolicyErrorCode, type SourceLocation } from './errors.js';
export { builtinPolicy, loadPolicy, localPolicyHost, withLayer, type LoadPolicyOptions, type PolicyHost } from './load.js';
export { matchCommand, matchPath, parsePattern, PathPatternResolver, type ParsedPattern, type PatternForm } from './patterns.js';
export { lintPolicy, type LintWarning } from './lint.js';
export { STARTER_POLICY } from './starter.js';
export * from './types.js';
