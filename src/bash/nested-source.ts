// Shell code the walk meets inside a command (a string given to `sh -c`, eval, a trap, an alias,
// backquotes the grammar left unparsed): a static string is walked as a source of its own,
// within the depth limit; one that is not static needs approval.
import { type Walk, holdsFoundMark, reason, range, type CodeRun } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unchanged, unionCwds, UNKNOWN_CWDS } from './cwd.js';
import type { Word } from './words.js';

/** How many rests of a command are read again after misread reserved words (`! if …`). */
const MAX_REREADS = 16;

/** Walks source text the shell runs that this tree does not show, within the nesting limit; ranges point at `at`. */
/** `once`: a rest of the source read again after a misread word, read once from each place. */
export function nestedSource(w: Walk, source: string, at: SyntaxNode, cwds: Cwds, once = false): void {
  if (w.depth + 1 > w.state.maxDepth) {
    reason(w, 'too-deep', at, { form: 'shell-strings', max: w.state.maxDepth });
    return;
  }
  if (once) {
    // A later misread word in a rest read again reads its own rest again at every level
    // (`x;coproc y;coproc y;…` grew as n^8): the same rest from the same directories once is enough.
    const key = `${cwds.unknown ? '?' : ''}${cwds.dirs.join('\0')}\0\0${source}`;
    const reread = (w.state.reread ??= new Set());
    if (reread.has(key)) return;
    // Each rest is most of the source: past a few, what runs is left for a person to read.
    if (reread.size >= MAX_REREADS) {
      reason(w, 'too-deep', at, { form: 'rereads', max: MAX_REREADS });
      return;
    }
    reread.add(key);
  }
  w.state.ops.source(w.state, w.context, source, cwds, w.depth + 1, range(w, at));
}

/**
 * Shell code in a string: a static one is parsed and its commands checked, one that is not
 * static needs approval. `run`: in a shell of its own (`apart`: its `cd` moves nothing here), in
 * this shell now (`here`, eval), or in this shell at some later point (`later`, a trap), from a
 * directory that is not known. `input`: a tool appends what it reads to the code's last command.
 */
export function shellCode(w: Walk, program: Word, cwds: Cwds, via: string, run: CodeRun, input?: string): Flow {
  if (program.value === null) {
    reason(w, 'non-static-code', program.node, { form: 'unknown-program', via, word: program.raw });
    return unchanged(cwds);
  }
  const filled = filledIn(w, program.value);
  if (filled !== null) {
    reason(w, 'non-static-code', program.node, { form: 'filled-code', via, filled });
  }
  if (w.depth + 1 > w.state.maxDepth) {
    reason(w, 'too-deep', program.node, { form: 'shell-strings', max: w.state.maxDepth });
    return unchanged(cwds);
  }
  const start = run === 'later' ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
  const flow = w.state.ops.source(w.state, w.context, program.value, start, w.depth + 1, range(w, program.node), input);
  return run === 'here' ? flow : unchanged(cwds);
}

/**
 * What fills in `text` when it runs, if it holds a string a tool replaces with what it reads
 * (find -exec's `{}`, `xargs -I`'s string); null when nothing does.
 */
export function filledIn(w: Walk, text: string): string | null {
  if (w.context.found !== null && holdsFoundMark(w.context.found, text)) return `each file ${w.context.found.via} finds`;
  const replaced = w.context.replaced;
  return replaced !== null && replaced.holds(text) ? replaced.what : null;
}
