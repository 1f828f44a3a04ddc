export { decomposeBash, type DecomposeOptions } from './decompose.js';
export { findGrammarDir, initTreeSitter, loadBashParser, loadLanguage, type BashParser } from './parser.js';
export type { BashDecomposition, BashScope, CommandForm, CommandScope, InputPath, PathScope, Reason, ReasonCode } from './types.js';
export { rawPrefixEndsWord, subcommandRenamed } from './subcommands.js';
export { floors } from './tables.js';
export { type SourceRange } from './types.js';
export { type KnownEnvironment } from './known-values.js';
export { bareRepositoryAbove } from './elsewhere.js';
