// The walk's shared parts: the state every walk of one command string shares, the walk of one
// source string, and how a walk reports a reason. Every module of the walk takes these.
import type { SyntaxNode } from './syntax.js';
import type { Cwds, Flow } from './cwd.js';
import type { Word } from './words.js';
import type { SourceRange, BashDecomposition, Reason, ReasonCode } from './types.js';
import type { BashParser } from './parser.js';
import { type PathContext, startsWithPart } from '../paths/index.js';
import type { KnownEnvironment, KnownValues } from './known-values.js';
import type { EarlierLinks, LinkEntry } from './links.js';
import { rangeOf } from './parse-errors.js';
import { type ReasonArgs, reasonText } from './reason-catalogue.js';

/** No nodes (no trailing redirects): one shared list, so frozen. */
export const NO_NODES: readonly SyntaxNode[] = Object.freeze([]);

/** The walks that call back up into the walk of statements and sources: modules below them reach them through here. */
export interface WalkOps {
  statement(w: Walk, node: SyntaxNode, cwds: Cwds, trailing?: readonly SyntaxNode[]): Flow;
  sequence(w: Walk, children: (SyntaxNode | null)[], cwds: Cwds): Flow;
  simple(w: Walk, node: SyntaxNode, words: Word[], cwds: Cwds, reach?: Reach): Flow;
  source(
    state: WalkState,
    context: CommandContext,
    source: string,
    cwds: Cwds,
    depth: number,
    outer: SourceRange | undefined,
    input?: string,
    otherReadings?: boolean,
  ): Flow;
}

export interface WalkState {
  ops: WalkOps;
  parser: BashParser;
  ctx: PathContext;
  out: BashDecomposition;
  maxDepth: number;
  /** The command's own environment; a nested shell string gets what the command exports, which is not worked out, so none. */
  environment: KnownEnvironment | undefined;
  /** How many statements and expressions the walk is inside, across nested shell strings. */
  nesting: number;
  tooDeep: boolean;
  /**
   * Paths earlier commands of the call may have made links, once there is one; `ctx.fs` is then
   * this view, so every walk of a path notes the ones it goes through.
   */
  links: EarlierLinks | null;
  /** Links the command being walked makes: they count from the next command on (its redirects are opened before it runs). */
  madeLinks: LinkEntry[] | null;
  /** Names the command defines as functions or aliases: a call of one runs that, not the builtin or tool. */
  defined: Set<string> | null;
  /** Aliases the command defines, by name: their text (null when not static), which a call of one runs with its words after it. */
  aliases: Map<string, string | null> | null;
  /** Rests of the source already read again after a misread reserved word (nestedSource). */
  reread: Set<string> | null;
  /** Function bodies walked again from where they are called (callFunction), against a budget. */
  functionWalks: number;
  /** Words brace expansion made in this command so far, against a budget. */
  braceWords: number;
  /** The functions walked so far, by name, to walk again from where they are called. */
  functions: Map<string, FunctionBody> | null;
}

/** One source string being walked (the command, or a nested shell string), with what it knows of itself. */
export interface Walk {
  readonly state: WalkState;
  /** The text this walker's tree was parsed from. */
  readonly source: string;
  readonly depth: number;
  /** For a nested `sh -c` string: the outer word, which every range points at. */
  readonly outer: SourceRange | undefined;
  /** The command a tool appends its input to, and the tool (walkSource's `input`). */
  readonly appendedTo: SyntaxNode | null;
  readonly appender: string | undefined;
  /** Variables this source sets itself to static values (known-values.ts). */
  readonly known: KnownValues | null;
  /** Whether the source holds a backquote at all: most do not, and then no leaf needs a look for one. */
  readonly hasBackquote: boolean;
  /** What the command being walked is inside of; nested shell strings get it too. */
  readonly context: CommandContext;
  /** The command whose scopes are being made (its normalised text), for the links it makes itself. */
  readonly maker: string | null;
  /** While a command's own path arguments are read: where its scopes start (earlier writes end there). */
  readonly ownScopesFrom: number | null;
}

/**
 * What a command is walked inside of, set by what encloses it and never changed after: a part
 * that walks inside something new walks on with a new value (inContext), so nothing is restored.
 */
export interface CommandContext {
  /** The command's standard input carries data (a later pipeline stage, `<`, a heredoc): `rg x` then reads it, not `.`. */
  readonly stdinData: boolean;
  /** Inside a `find -exec` command: what its `{}` stands for (nested `sh -c` strings share it). */
  readonly found: FoundFiles | null;
  /** Inside a command whose words a tool fills in from its input (`xargs -I{}`, `parallel`). */
  readonly replaced: Replaced | null;
  /**
   * Inside the command a runner runs (`uv run pytest`): the runner's command as written, which the
   * allow rules saw. Scopes made here carry it (CommandScope.runBy); nested runners keep the outermost.
   */
  readonly runBy: string | null;
  /** Aliases being expanded: bash does not expand an alias again inside its own text (`alias ls='ls -l'`). */
  readonly expanding: ReadonlySet<string> | null;
}

/** The context of the command string itself: inside nothing. */
export const TOP_CONTEXT: CommandContext = Object.freeze({ stdinData: false, found: null, replaced: null, runBy: null, expanding: null });

/**
 * A walk with every field written out, in the order walkSource makes them: every walk then has one
 * object shape, and making one costs a few stores (a spread of a walk was the walk's costliest line).
 */
function walkOf(w: Walk, context: CommandContext, maker: string | null, ownScopesFrom: number | null): Walk {
  return {
    state: w.state,
    source: w.source,
    depth: w.depth,
    outer: w.outer,
    appendedTo: w.appendedTo,
    appender: w.appender,
    known: w.known,
    hasBackquote: w.hasBackquote,
    maker,
    ownScopesFrom,
    context,
  };
}

/** The same walk, inside `change` as well. */
export function inContext(w: Walk, change: Partial<CommandContext>): Walk {
  const c = w.context;
  const context: CommandContext = {
    stdinData: 'stdinData' in change ? change.stdinData! : c.stdinData,
    found: 'found' in change ? change.found! : c.found,
    replaced: 'replaced' in change ? change.replaced! : c.replaced,
    runBy: 'runBy' in change ? change.runBy! : c.runBy,
    expanding: 'expanding' in change ? change.expanding! : c.expanding,
  };
  return walkOf(w, context, w.maker, w.ownScopesFrom);
}

/** The same walk, making the scopes of the command `maker` (for the links it makes itself). */
export function makingScopesOf(w: Walk, maker: string): Walk {
  return walkOf(w, w.context, maker, w.ownScopesFrom);
}

/** The same walk, reading a command's own path arguments, whose scopes start at `from`. */
export function readingOwnArguments(w: Walk, from: number): Walk {
  return walkOf(w, w.context, w.maker, from);
}

/** A function's body and the walker of the source it is written in; no body when it was called before its definition was walked. */
export interface FunctionBody {
  walker: Walk | null;
  body: SyntaxNode | null;
  /** Where the body was walked from (where it was defined, then each place it was called from). */
  walkedFrom: Cwds[];
  /** Walking it now (from a call inside itself, at some depth): not again. */
  active: boolean;
}

/** Strings a tool replaces with what it reads (`xargs -I X`: X). */
export interface Replaced {
  /** Whether text holds one of the strings. */
  holds(text: string): boolean;
  /** What fills them in, for reasons: "the input xargs -I{} reads". */
  what: string;
}

/** Where shell code in a string runs (shellCode, nested-source.ts). */
export type CodeRun = 'apart' | 'here' | 'later';

/** How a simple command is reached, beyond its words. */
export interface Reach {
  /** A tool appends words it reads to this command (`xargs`), which may complete it: the tool's name. */
  input?: string;
  /** A program runs it, not this shell: no function or alias of this shell is called (`timeout 5 cd`). */
  external?: boolean;
}

/** The files `find` hands its `-exec` command: anything below its start points. */
export interface FoundFiles {
  roots: Word[];
  /** Where `find` itself runs, which its start points are relative to. */
  cwds: Cwds;
  /** The action, for reasons (`find -exec`). */
  via: string;
  /** The `find -exec` this one runs inside, which its own `{}` start points refer to. */
  outer: FoundFiles | null;
  /** What the finder fills in with each file found, wherever it stands in a word (`{}`; fd's `{/}`, `{.}`, …). */
  marks: readonly string[];
  /** The marks that, as a whole word, name a path below the start points (`{}`; fd's `{//}` and `{.}` too). */
  paths: readonly string[];
  /** The files found may be links, which the command then opens through (not with `-type f`). */
  links?: boolean;
}

/** Whether `text` holds something the finder fills in. */
export function holdsFoundMark(found: FoundFiles, text: string): boolean {
  for (const mark of found.marks) if (text.includes(mark)) return true;
  return false;
}

/**
 * How deep the walk goes into nested statements and substitutions. Each level is a few stack
 * frames; well below this, node's default stack holds, and no command a person writes nests
 * anywhere near it.
 */
export const MAX_NESTING = 1000;

export function range(w: Walk, node: SyntaxNode): SourceRange {
  return w.outer ?? rangeOf(node);
}

/** Raises a reason with its catalogue wording (reason-catalogue.ts), at `node`. */
export function reason<C extends ReasonCode>(w: Walk, code: C, node: SyntaxNode, args: ReasonArgs<C>, reads = false): void {
  reasonAt(w, code, range(w, node), args, reads);
}

/** `reads`: the reason is a path not known that the command reads (types.ts `Reason.reads`). */
export function reasonAt<C extends ReasonCode>(w: Walk, code: C, range: SourceRange, args: ReasonArgs<C>, reads = false): void {
  const message = reasonText(code, args);
  const inside = w.outer ? ' (inside a nested shell string)' : '';
  const r = w.outer ?? range;
  const out: Reason = { code, message: `${message} at ${r.start.row + 1}:${r.start.column + 1}${inside}`, range: r };
  if (reads) out.reads = true;
  w.state.out.reasons.push(out);
}

/**
 * Counts how deep the walk is inside the command (statements within statements, words within
 * substitutions). Past MAX_NESTING it does not go further in, and says so: an answer, not a
 * stack overflow. False when the node is not to be walked.
 */
export function enter(w: Walk, node: SyntaxNode): boolean {
  if (w.state.nesting >= MAX_NESTING) {
    if (!w.state.tooDeep) {
      w.state.tooDeep = true;
      reason(w, 'too-deep', node, { form: 'nesting', max: MAX_NESTING });
    }
    return false;
  }
  w.state.nesting++;
  return true;
}

const SLASH = 47;

export function within(path: string, dir: string): boolean {
  return path === dir || startsWithPart(path, dir, SLASH);
}
