// Bash decomposition (DESIGN.md section 3): a command string becomes command, write and read
// scopes plus the reasons that force approval. No code runs unless the policy allowed that
// code; when the parse cannot show what runs, a reason says exactly why.
import { emptyFileSystem, type FileSystemView, type PathContext } from '../paths/index.js';
import type { SourceRange, BashDecomposition } from './types.js';
import { cwdsAt, unionCwds, type Cwds, type Flow } from './cwd.js';
import type { BashParser } from './parser.js';
import { knownValuesOf, type KnownEnvironment } from './known-values.js';
import { collectDefinitions, lastCommand, mayDefine } from './definitions.js';
import { describeParseError, type ParseError } from './parse-errors.js';
import { dedupeReasons, dedupeScopes } from './scope-collect.js';
import { type WalkState, type Walk, reasonAt } from './walk-context.js';
import { simple } from './simple-command.js';
import { statement, sequence } from './statements.js';

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
    found: null,
    links: null,
    madeLinks: null,
    stdinData: false,
    replaced: null,
    runBy: null,
    defined: null,
    aliases: null,
    expanding: null,
    reread: null,
    functionWalks: 0,
    braceWords: 0,
    functions: null,
  };
  const start = cwdsAt(options.cwd ?? options.workspace);
  walkSource(state, command, start, 0, undefined);
  out.scopes = dedupeScopes(out.scopes);
  out.reasons = dedupeReasons(out.reasons);
  return out;
}

/**
 * Walks one source string (the command, or a static `sh -c` string nested `depth` deep), and
 * bash's reading of it where the grammar reads backslashes before line ends differently. `input`:
 * a tool appends words it reads to the source's last command (`parallel`'s command, `mapfile -C`'s callback).
 */
function walkSource(state: WalkState, source: string, cwds: Cwds, depth: number, outer: SourceRange | undefined, input?: string, otherReadings = true): Flow {
  // The parser hands back the tree only when it holds an error, to say what and where.
  const { root, errorTree } = state.parser.parseCopy(source);
  // Functions and aliases apply wherever they are called from, even before the definition in a loop.
  if (mayDefine(source)) collectDefinitions(root, (state.defined ??= new Set()), (state.aliases ??= new Map()));
  let parseError: ParseError | null = null;
  if (errorTree) {
    try {
      parseError = describeParseError(errorTree.rootNode);
    } finally {
      errorTree.delete();
    }
  }
  // The other reading below is the same source read another way: it starts with the links the first one started with.
  const ctxBefore = state.ctx;
  const linksBefore = state.links;
  const walker: Walk = {
    state,
    source,
    depth,
    outer,
    appendedTo: input !== undefined ? lastCommand(root) : null,
    appender: input,
    known: knownValuesOf(root, source, depth === 0 ? state.environment : undefined),
    hasBackquote: source.includes('`'),
    maker: null,
    ownScopesFrom: null,
  };
  if (parseError) reportParseError(walker, parseError);
  const flow = statement(walker, root, cwds);
  if (!otherReadings || !source.includes('\\')) return flow;
  // Bash reads `\<CR>` as an escaped CR and ends the command at the LF; the grammar joins the
  // lines. Spelt `$'\r'` the grammar reads it as bash does; inside quotes the spelling adds two
  // quotes, which keeps them balanced.
  const escapedCr = source.includes('\r') ? source.indexOf('\\\r\n') : -1;
  // `g\<newline>it` is `git` to bash but two words to the grammar.
  const joins = /\S\\\n|\\\n\S/.test(source);
  if (escapedCr < 0 && !joins) return flow;
  let reading = source;
  if (escapedCr >= 0) {
    reportEscapedCarriageReturn(walker, escapedCr);
    reading = reading.replaceAll('\\\r\n', () => "$'\\r'\n");
  }
  if (joins) reading = reading.replace(/\\\n/g, '');
  if (linksBefore === null) {
    state.ctx = ctxBefore;
    state.links = null;
    state.madeLinks = null;
  }
  const bashReading = walkSource(state, reading, cwds, depth, outer, input, false);
  return { ok: unionCwds(flow.ok, bashReading.ok), any: unionCwds(flow.any, bashReading.any) };
}

function reportParseError(w: Walk, error: ParseError): void {
  reasonAt(w, 'parse-error', error.range, `the command does not parse (${error.what})`);
}

function reportEscapedCarriageReturn(w: Walk, index: number): void {
  const before = w.source.lastIndexOf('\n', index);
  // The row is the number of line feeds before the backslash (a line feed at 0 counts once).
  let row = 0;
  for (let i = w.source.indexOf('\n'); i >= 0 && i <= before; i = w.source.indexOf('\n', i + 1)) row++;
  const start = { row, column: index - before - 1 };
  const range: SourceRange = { startIndex: index, endIndex: index + 2, start, end: { row, column: start.column + 2 } };
  reasonAt(
    w,
    'parse-error',
    range,
    'a backslash before a carriage return and line feed: bash reads an escaped carriage return and ends the command at the line feed, where the grammar joins the lines; both readings are checked',
  );
}
