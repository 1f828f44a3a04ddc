// One source string walked: parsed, its definitions collected, its parse error reported, and
// read a second time where bash reads backslashes before line ends differently from the grammar.
import { type CommandContext, type WalkState, type Walk, reasonAt } from './walk-context.js';
import { type Cwds, type Flow, unionCwds } from './cwd.js';
import type { SourceRange } from './types.js';
import { mayDefine, collectDefinitions, lastCommand } from './definitions.js';
import { type ParseError, describeParseError } from './parse-errors.js';
import { knownValuesOf } from './known-values.js';
import { statement } from './statements.js';

/**
 * Walks one source string (the command, or a static `sh -c` string nested `depth` deep) inside `context`, and
 * bash's reading of it where the grammar reads backslashes before line ends differently. `input`:
 * a tool appends words it reads to the source's last command (`parallel`'s command, `mapfile -C`'s callback).
 */
export function walkSource(
  state: WalkState,
  context: CommandContext,
  source: string,
  cwds: Cwds,
  depth: number,
  outer: SourceRange | undefined,
  input?: string,
  otherReadings = true,
): Flow {
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
    context,
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
  const bashReading = walkSource(state, context, reading, cwds, depth, outer, input, false);
  return { ok: unionCwds(flow.ok, bashReading.ok), any: unionCwds(flow.any, bashReading.any) };
}

function reportParseError(w: Walk, error: ParseError): void {
  reasonAt(w, 'parse-error', error.range, { form: 'parse', what: error.what });
}

function reportEscapedCarriageReturn(w: Walk, index: number): void {
  const before = w.source.lastIndexOf('\n', index);
  // The row is the number of line feeds before the backslash (a line feed at 0 counts once).
  let row = 0;
  for (let i = w.source.indexOf('\n'); i >= 0 && i <= before; i = w.source.indexOf('\n', i + 1)) row++;
  const start = { row, column: index - before - 1 };
  const range: SourceRange = { startIndex: index, endIndex: index + 2, start, end: { row, column: start.column + 2 } };
  reasonAt(w, 'parse-error', range, { form: 'escaped-carriage-return' });
}
