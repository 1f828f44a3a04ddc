// Bash decomposition (DESIGN.md section 3): a command string becomes command, write and read
// scopes plus the reasons that force approval. No code runs unless the policy allowed that
// code; when the parse cannot show what runs, a reason says exactly why.
//
// The walk is split by concern, each module plain functions over a Walk (walk-context.ts):
//   walk-source.ts     one source string: parse, definitions, the second reading of backslashes
//   statements.ts      lists, pipelines, blocks, loops, branches, redirected statements
//   functions.ts       function definitions and calls
//   redirects.ts       redirects and heredocs
//   expansions.ts      substitutions, arithmetic and other code inside words
//   assignments.ts     assignments and the builtins that name variables
//   simple-command.ts  the words of one command, then the handler of its kind
//   cd-command.ts, find-command.ts, shell-commands.ts, runner-commands.ts, interpreters.ts,
//   builtins.ts        the special command families
//   nested-source.ts   shell code given as a string, walked as a source of its own
//   ordinary.ts        an ordinary command's scope: forms, floors, path arguments
//   path-scopes.ts, glob-scopes.ts, link-scopes.ts, mentions.ts   the collectors of scopes and reasons
// Calls back up (a statement, a sequence, a simple command, a source) go through WalkState.ops,
// so no module imports one above it.
import { emptyFileSystem, type FileSystemView, type PathContext } from '../paths/index.js';
import type { BashDecomposition } from './types.js';
import { cwdsAt } from './cwd.js';
import type { BashParser } from './parser.js';
import type { KnownEnvironment } from './known-values.js';
import { dedupeReasons, dedupeScopes } from './scope-collect.js';
import { TOP_CONTEXT, type WalkState } from './walk-context.js';
import { simple } from './simple-command.js';
import { statement, sequence } from './statements.js';
import { walkSource } from './walk-source.js';

export interface DecomposeOptions {
  /** Canonical absolute workspace root. */
  workspace: string;
  home: string;
  /** Where the command starts; the workspace root unless given. */
  cwd?: string;
  fs?: FileSystemView;
  /** How deep `sh -c '…'` strings are followed (default 8). */
  maxDepth?: number;
  /** The environment the command gets, when the caller knows it (known-values.ts); else every inherited variable is any value. */
  environment?: KnownEnvironment;
}

export function decomposeBash(parser: BashParser, command: string, options: DecomposeOptions): BashDecomposition {
  const ctx: PathContext = { workspace: options.workspace, home: options.home, fs: options.fs ?? emptyFileSystem };
  const out: BashDecomposition = { scopes: [], reasons: [] };
  const state: WalkState = {
    ops: { statement, sequence, simple, source: walkSource },
    parser,
    ctx,
    out,
    maxDepth: options.maxDepth ?? 8,
    environment: options.environment,
    nesting: 0,
    tooDeep: false,
    links: null,
    madeLinks: null,
    defined: null,
    aliases: null,
    reread: null,
    functionWalks: 0,
    braceWords: 0,
    functions: null,
  };
  const start = cwdsAt(options.cwd ?? options.workspace);
  walkSource(state, TOP_CONTEXT, command, start, 0, undefined);
  out.scopes = dedupeScopes(out.scopes);
  out.reasons = dedupeReasons(out.reasons);
  return out;
}
