// Bash decomposition (DESIGN.md section 3): a command string becomes command, write and read
// scopes plus the reasons that force approval. No code runs unless the policy allowed that
// code; when the parse cannot show what runs, a reason says exactly why.
import { posix } from 'node:path';
import type { Node as TreeNode } from 'web-tree-sitter';
import { canonicalPath, emptyFileSystem, startsWithPart, type FileSystemView, type PathContext } from '../paths/resolve.js';
import type { SourceRange } from '../policy/types.js';
import { inputReaches } from './appended-input.js';
import { cwdsAt, unchanged, unionCwds, UNKNOWN_CWDS, type Cwds, type Flow } from './cwd.js';
import { pathArguments, type PathArgument } from './file-args.js';
import { detectFloors } from './floors.js';
import { scanOptions, type ParsedOption } from './options.js';
import type { BashParser } from './parser.js';
import { parseSubcommand, type SubcommandParse } from './subcommands.js';
import type { Point, SyntaxNode } from './syntax.js';
import { isCodeChangingVariable, shells, toolNamed, type BuiltinSpec, type InterpreterSpec, type OptionSpec, type ShellStringSpec, type Tool } from './tables.js';
import type { BashDecomposition, BashScope, CommandForm, Reason, ReasonCode } from './types.js';
import { readWrapper } from './wrappers.js';
import { evaluateWord, joinWords, wordText, type Word } from './words.js';

export interface DecomposeOptions {
  /** Canonical absolute workspace root. */
  workspace: string;
  home: string;
  /** Where the command starts; the workspace root unless given. */
  cwd?: string;
  fs?: FileSystemView;
  /** How deep `sh -c '…'` strings are followed (default 8). */
  maxDepth?: number;
}

/** Paths that are never a file: writing or reading them touches nothing. All are under /dev/. */
const HARMLESS_DEVICES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/stdin', '/dev/tty', '/dev/zero']);

/** Statements that hand redirects hung on them down to the command they belong to. */
const TRAILING_AWARE = new Set(['list', 'pipeline', 'redirected_statement', 'command']);

/** No nodes (no trailing redirects): one shared list, so frozen. */
const NO_NODES: readonly SyntaxNode[] = Object.freeze([]);

/** Options of `cd` that may stand before its directory. */
const CD_OPTIONS = ['-L', '-P', '-e', '-@', '--'];

/** The options of `find` whose following words, up to `;` or `+`, are a command it runs. */
const FIND_EXEC = ['-exec', '-execdir', '-ok', '-okdir'];

/** Actions of `find` that write the file named by the next word (`-fprintf` takes a format after it). */
const FIND_FILE_WRITERS = ['-fprint', '-fprint0', '-fprintf', '-fls'];

/** Words that open `find`'s expression when they stand where a start point could. */
const FIND_EXPRESSION_OPENERS = new Set(['(', ')', '!', ',']);

/** Commands that change the directory in ways we do not follow. */
const DIRECTORY_STACK = new Set(['pushd', 'popd']);

/** Builtins that run a file's commands in this shell. */
const SOURCING = new Set(['source', '.']);

/**
 * Paths that are an open file descriptor, standard input most often: a program read from one is
 * read from wherever the descriptor points, which the policy cannot see.
 */
const DESCRIPTOR_PATH = /^\/(dev\/stdin$|dev\/fd\/|proc\/[^/]+\/fd\/)/;

/** A shell variable name: what `env` and `sudo` set without approval, unless it changes what runs. */
const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Bash's reserved words (and `coproc`, which the grammar does not know); `time` is a wrapper in the table. */
const RESERVED_WORDS = new Set(['!', '[[', ']]', '{', '}', 'case', 'coproc', 'do', 'done', 'elif', 'else', 'esac', 'fi', 'for', 'function', 'if', 'in', 'select', 'then', 'until', 'while']);

const LONGEST_RESERVED = Math.max(...[...RESERVED_WORDS].map((word) => word.length));

/** The reserved word that is the word itself, or its first part when the grammar glued words together with blanks; '' when there is none. */
function reservedHead(value: string): string {
  if (value.length <= LONGEST_RESERVED && RESERVED_WORDS.has(value)) return value;
  // A head longer than the longest reserved word is none: look for the blank only that far.
  const limit = Math.min(value.length, LONGEST_RESERVED + 1);
  for (let i = 0; i < limit; i++) {
    const c = value.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10) {
      const head = value.slice(0, i);
      return RESERVED_WORDS.has(head) ? head : '';
    }
  }
  return '';
}

/** Reserved words that open a compound command (`coproc` runs one). */
const COMPOUND_STARTS = new Set(['!', '[[', '{', 'case', 'coproc', 'for', 'function', 'if', 'select', 'until', 'while']);

/** Leaves whose backquotes are literal, or looked at elsewhere (heredoc bodies). */
const LITERAL_LEAVES = new Set(['raw_string', 'ansi_c_string', 'comment', 'heredoc_content', 'heredoc_start', 'heredoc_end', 'heredoc_body']);

export function decomposeBash(parser: BashParser, command: string, options: DecomposeOptions): BashDecomposition {
  const ctx: PathContext = { workspace: options.workspace, home: options.home, fs: options.fs ?? emptyFileSystem };
  const out: BashDecomposition = { scopes: [], reasons: [] };
  const state: WalkState = { parser, ctx, out, maxDepth: options.maxDepth ?? 8, nesting: 0, tooDeep: false, found: null, replaced: null, defined: null, functions: null };
  const start = cwdsAt(options.cwd ?? options.workspace);
  walkSource(state, command, start, 0, undefined);
  // `g\<newline>it` is `git` to bash but two words to the grammar: decide on both readings.
  if (command.includes('\\') && /\S\\\r?\n|\\\r?\n[^\s]/.test(command) && /\\\r?\n/.test(command)) {
    walkSource(state, command.replace(/\\\r?\n/g, ''), start, 0, undefined);
  }
  out.scopes = dedupeScopes(out.scopes);
  out.reasons = dedupeReasons(out.reasons);
  return out;
}

interface WalkState {
  parser: BashParser;
  ctx: PathContext;
  out: BashDecomposition;
  maxDepth: number;
  /** How many statements and expressions the walk is inside, across nested shell strings. */
  nesting: number;
  tooDeep: boolean;
  /** Inside a `find -exec` command: what its `{}` stands for (nested `sh -c` strings share it). */
  found: FoundFiles | null;
  /** Inside a command whose words a tool fills in from its input (`xargs -I{}`, `parallel`). */
  replaced: Replaced | null;
  /** Names the command defines as functions or aliases: a call of one runs that, not the builtin or tool. */
  defined: Set<string> | null;
  /** The functions walked so far, by name, to walk again from where they are called. */
  functions: Map<string, FunctionBody> | null;
}

/** A function's body and the walker of the source it is written in; no body when it was called before its definition was walked. */
interface FunctionBody {
  walker: Walker | null;
  body: SyntaxNode | null;
  /** Where the body was walked from (where it was defined, then each place it was called from). */
  walkedFrom: Cwds[];
  /** Walking it now (from a call inside itself, at some depth): not again. */
  active: boolean;
}

/** Strings a tool replaces with what it reads (`xargs -I X`: X). */
interface Replaced {
  /** Whether text holds one of the strings. */
  holds(text: string): boolean;
  /** What fills them in, for reasons: "the input xargs -I{} reads". */
  what: string;
}

/** Where shell code in a string runs (Walker.shellCode). */
type CodeRun = 'apart' | 'here' | 'later';

/** How a simple command is reached, beyond its words. */
interface Reach {
  /** A tool appends words it reads to this command (`xargs`), which may complete it: the tool's name. */
  input?: string;
  /** A program runs it, not this shell: no function or alias of this shell is called (`timeout 5 cd`). */
  external?: boolean;
}

/** The files `find` hands its `-exec` command: anything below its start points. */
interface FoundFiles {
  roots: Word[];
  /** Where `find` itself runs, which its start points are relative to. */
  cwds: Cwds;
  /** The action, for reasons (`find -exec`). */
  via: string;
  /** The `find -exec` this one runs inside, which its own `{}` start points refer to. */
  outer: FoundFiles | null;
}

/**
 * How deep the walk goes into nested statements and substitutions. Each level is a few stack
 * frames; well below this, node's default stack holds, and no command a person writes nests
 * anywhere near it.
 */
const MAX_NESTING = 1000;

/**
 * Walks one source string (the command, or a static `sh -c` string nested `depth` deep). `input`:
 * a tool appends words it reads to the source's last command (`parallel`'s command, `mapfile -C`'s callback).
 */
function walkSource(state: WalkState, source: string, cwds: Cwds, depth: number, outer: SourceRange | undefined, input?: string): Flow {
  // The parser hands back the tree only when it holds an error, to say what and where.
  const { root, errorTree } = state.parser.parseCopy(source);
  // Functions and aliases apply wherever they are called from, even before the definition in a loop.
  if (mayDefine(source)) collectDefinitions(root, (state.defined ??= new Set()));
  let parseError: ParseError | null = null;
  if (errorTree) {
    try {
      parseError = describeParseError(errorTree.rootNode);
    } finally {
      errorTree.delete();
    }
  }
  const walker = new Walker(state, source, depth, outer, input !== undefined ? lastCommand(root) : null, input);
  if (parseError) walker.reportParseError(parseError);
  return walker.statement(root, cwds);
}

/**
 * Whether source may define a function (`f()`, `function f`), an alias, or turn a builtin off
 * (`enable -n`): most does not, and is not searched.
 */
function mayDefine(source: string): boolean {
  // `includes` first: it is much faster than a regular expression over the whole source.
  return source.includes('function') || source.includes('alias') || source.includes('enable') || (source.includes(')') && /\(\s*\)/.test(source));
}

/**
 * Adds the names a tree makes mean something else: functions, aliases, and builtins `enable -n`
 * turns off (a call then runs a program of that name). A loop, so any depth is fine.
 */
function collectDefinitions(root: SyntaxNode, into: Set<string>): void {
  const pending: SyntaxNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'function_definition') {
      const name = node.childForFieldName('name');
      if (name) into.add(evaluateWord(name).value ?? name.text);
    } else if (node.type === 'command') {
      const command = node.childForFieldName('name')?.text;
      if (command === 'alias' || command === 'enable') {
        const values = node.childrenForFieldName('argument').map((argument) => evaluateWord(argument).value);
        for (const value of values) {
          if (command === 'alias' && value && value.indexOf('=') > 0) into.add(value.slice(0, value.indexOf('=')));
          if (command === 'enable' && value && !value.startsWith('-') && values.some((option) => option?.startsWith('-') && option.includes('n'))) into.add(value);
        }
      }
    }
    for (const child of node.namedChildren) pending.push(child);
  }
}

/**
 * The command a tool appends words to when it runs this source: the last one, if the source ends
 * with one (a comment at the end takes the words in: `mapfile -C 'f #'`).
 */
function lastCommand(root: SyntaxNode): SyntaxNode | null {
  let node: SyntaxNode | undefined = root;
  while (node && (node.type === 'program' || node.type === 'list' || node.type === 'pipeline')) {
    const children: SyntaxNode[] = node.namedChildren;
    node = children[children.length - 1];
  }
  return node?.type === 'command' ? node : null;
}

/** What a parse error is and where, read from the tree before it is deleted. */
interface ParseError {
  what: string;
  range: SourceRange;
}

function describeParseError(root: TreeNode): ParseError {
  const bad = findError(root);
  const what = bad ? (bad.isMissing ? `missing \`${bad.type}\`` : `unexpected ${code(clip(bad.text, 20))}`) : 'a syntax error';
  return { what, range: rangeOf(bad ?? root) };
}

interface Ranged {
  startIndex: number;
  endIndex: number;
  startPosition: Point;
  endPosition: Point;
}

function rangeOf(node: Ranged): SourceRange {
  // Each position is worked out, as a new object, when asked for: ask once and keep it.
  return { startIndex: node.startIndex, endIndex: node.endIndex, start: node.startPosition, end: node.endPosition };
}

function collapse(text: string): string {
  return isCollapsed(text) ? text : text.replace(/\s+/g, ' ').trim();
}

/**
 * Whether `text` is already collapsed: printable ASCII with single spaces between words, as most
 * command text is. Anything else (tabs, newlines, other blanks, other characters) takes the regex.
 */
function isCollapsed(text: string): boolean {
  const last = text.length - 1;
  for (let i = 0; i <= last; i++) {
    const c = text.charCodeAt(i);
    if (c === 32) {
      if (i === 0 || i === last || text.charCodeAt(i + 1) === 32) return false;
    } else if (c < 32 || c > 126) {
      return false;
    }
  }
  return true;
}

/** Quotes text as inline code, with double backquotes when it holds a backquote itself. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

function clip(text: string, max = 60): string {
  const flat = collapse(text);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

class Walker {
  /** Whether the source holds a backquote at all: most do not, and then no leaf needs a look for one. */
  private readonly hasBackquote: boolean;

  constructor(
    private readonly state: WalkState,
    /** The text this walker's tree was parsed from. */
    private readonly source: string,
    private readonly depth: number,
    /** For a nested `sh -c` string: the outer word, which every range points at. */
    private readonly outer: SourceRange | undefined,
    /** The command a tool appends its input to, and the tool (walkSource's `input`). */
    private readonly appendedTo: SyntaxNode | null = null,
    private readonly appender: string | undefined = undefined,
  ) {
    this.hasBackquote = source.includes('`');
  }

  private range(node: SyntaxNode): SourceRange {
    return this.outer ?? rangeOf(node);
  }

  private reason(code: ReasonCode, node: SyntaxNode, message: string): void {
    this.reasonAt(code, this.range(node), message);
  }

  private reasonAt(code: ReasonCode, range: SourceRange, message: string): void {
    const inside = this.outer ? ' (inside a nested shell string)' : '';
    const r = this.outer ?? range;
    this.state.out.reasons.push({ code, message: `${message} at ${r.start.row + 1}:${r.start.column + 1}${inside}`, range: r });
  }

  reportParseError(error: ParseError): void {
    this.reasonAt('parse-error', error.range, `the command does not parse (${error.what})`);
  }

  // ---------------------------------------------------------------- statements

  /**
   * `trailing` are redirects the grammar hung on an enclosing list or pipeline
   * (`a && b > x` parses as `(a && b) > x`); bash gives them to the last command.
   */
  statement(node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[] = NO_NODES): Flow {
    if (!this.enter(node)) return unchanged(cwds);
    try {
      return this.statementWithin(node, cwds, trailing);
    } finally {
      this.state.nesting--;
    }
  }

  /**
   * Counts how deep the walk is inside the command (statements within statements, words within
   * substitutions). Past MAX_NESTING it does not go further in, and says so: an answer, not a
   * stack overflow. False when the node is not to be walked.
   */
  private enter(node: SyntaxNode): boolean {
    if (this.state.nesting >= MAX_NESTING) {
      if (!this.state.tooDeep) {
        this.state.tooDeep = true;
        this.reason('too-deep', node, `the command nests more than ${MAX_NESTING} levels deep; Leash does not look further in`);
      }
      return false;
    }
    this.state.nesting++;
    return true;
  }

  private statementWithin(node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
    if (trailing.length > 0 && !TRAILING_AWARE.has(node.type)) this.redirectsAt(trailing, cwds);
    // The cases are compared in order: commands, the most common statement, first.
    switch (node.type) {
      case 'command':
        return this.command(node, cwds, trailing);
      case 'compound_statement':
        // The grammar reads `{}` as an empty block; bash reads a command named `{}`, which
        // `xargs -I{}` and `find -exec` fill in with what they read.
        if (node.namedChildren.length === 0 && node.text === '{}') {
          this.reason('non-static-command', node, 'the command name `{}` is not known before it runs: tools such as `xargs -I{}` and `find -exec` put what they read in its place');
          this.addCommand(node, '{}');
          return unchanged(cwds);
        }
        return this.sequence(node.namedChildren, cwds);
      case 'program':
      case 'do_group':
      case 'else_clause':
        return this.sequence(node.namedChildren, cwds);
      case 'list':
        return this.list(node, cwds, trailing);
      case 'pipeline': {
        // Redirects hung on the pipeline belong to its last stage.
        const stages = node.namedChildren;
        let last = stages.length - 1;
        while (last >= 0 && stages[last]!.type === 'comment') last--;
        for (let i = 0; i <= last; i++) {
          const stage = stages[i]!;
          if (stage.type !== 'comment') this.statement(stage, cwds, i === last ? trailing : NO_NODES);
        }
        return unchanged(cwds);
      }
      case 'redirected_statement':
        return this.redirected(node, cwds, trailing);
      case 'declaration_command':
        return this.declaration(node, cwds);
      case 'unset_command':
        this.expressions(node.namedChildren, cwds);
        this.addCommand(node, collapse(node.text));
        return unchanged(cwds);
      case 'test_command':
        this.expressions(node.namedChildren, cwds);
        this.addCommand(node, collapse(node.text));
        return unchanged(cwds);
      case 'variable_assignment':
        this.assignment(node, cwds);
        return unchanged(cwds);
      case 'variable_assignments':
        for (const child of node.namedChildren) if (child) this.assignment(child, cwds);
        return unchanged(cwds);
      case 'negated_command':
        for (const child of node.namedChildren) if (child) this.statement(child, cwds);
        return unchanged(cwds);
      case 'subshell':
        this.reason('subshell', node, `subshell ${code(clip(node.text))} runs in a separate shell`);
        this.sequence(node.namedChildren, cwds);
        return unchanged(cwds);
      case 'if_statement':
      case 'elif_clause':
      case 'while_statement':
      case 'case_item':
        return this.branching(node, cwds);
      case 'for_statement':
        this.expressions(childrenOfField(node, 'value'), cwds);
        return this.branching(node, cwds, ['value', 'variable']);
      case 'select_statement':
        return this.branching(node, cwds);
      case 'c_style_for_statement':
        this.reason('arithmetic', node, `arithmetic ${code(clip(node.text, 30))} can run code through array subscripts`);
        return this.branching(node, cwds, ['initializer', 'condition', 'update']);
      case 'case_statement':
        this.expressions(childrenOfField(node, 'value'), cwds);
        return this.branching(node, cwds, ['value']);
      case 'function_definition': {
        const body = node.childForFieldName('body');
        const name = node.childForFieldName('name');
        if (!body) return unchanged(cwds);
        const functions = (this.state.functions ??= new Map());
        const key = name ? (evaluateWord(name).value ?? name.text) : '';
        // A call walked before the definition (in a loop, or through eval) did not see this body:
        // it runs from a directory not known here.
        const from = functions.get(key)?.body === null ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
        const entry: FunctionBody = { walker: this, body, walkedFrom: [from], active: true };
        functions.set(key, entry);
        try {
          this.statement(body, from);
        } finally {
          entry.active = false;
        }
        return unchanged(cwds);
      }
      case 'arithmetic_expansion':
      case 'postfix_expression':
      case 'binary_expression':
      case 'unary_expression':
      case 'parenthesized_expression':
        this.reason('arithmetic', node, `arithmetic ${code(clip(node.text, 30))} can run code through array subscripts`);
        this.expressions([node], cwds);
        return unchanged(cwds);
      case 'comment':
        return unchanged(cwds);
      case 'ERROR':
        // The parse error is reported once for the whole tree; still look for commands inside.
        return this.sequence(node.namedChildren, cwds);
      default:
        if (node.isNamed) this.expressions([node], cwds);
        return unchanged(cwds);
    }
  }

  private sequence(children: (SyntaxNode | null)[], cwds: Cwds): Flow {
    let flow = unchanged(cwds);
    for (const child of children) {
      if (!child || child.type === 'comment') continue;
      flow = this.statement(child, flow.any);
    }
    return flow;
  }

  private list(node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
    // `a && b || c` nests to the left: ((a && b) || c). The left spine is followed with a loop,
    // not recursion, so a chain of any length cannot exhaust the stack. Each left operand starts
    // where the whole list starts; each right operand follows the flow of what is on its left.
    const spine: SyntaxNode[] = [];
    for (let current: SyntaxNode = node; current.type === 'list'; ) {
      const left = current.namedChildren[0];
      const right = current.namedChildren[current.namedChildren.length - 1];
      if (!left || !right || left === right) break;
      spine.push(current);
      current = left;
    }
    if (spine.length === 0) {
      this.redirectsAt(trailing, cwds);
      return this.sequence(node.namedChildren, cwds);
    }
    let flow = this.statement(spine[spine.length - 1]!.namedChildren[0]!, cwds);
    for (let i = spine.length - 1; i >= 0; i--) {
      const list = spine[i]!;
      const right = list.namedChildren[list.namedChildren.length - 1]!;
      const operator = andOrOperator(list);
      // Redirects the grammar hung on the whole list belong to its last command.
      const tail = i === 0 ? trailing : NO_NODES;
      if (operator === '&&') {
        const second = this.statement(right, flow.ok, tail);
        flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
      } else if (operator === '||') {
        const second = this.statement(right, flow.any, tail);
        flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
      } else {
        flow = this.statement(right, flow.any, tail);
      }
    }
    return flow;
  }

  /** `if`, `while`, `case`, `for`: each part may or may not run, so the directory may be any of theirs. */
  private branching(node: SyntaxNode, cwds: Cwds, skipFields?: readonly string[]): Flow {
    let possible = cwds;
    for (const child of node.namedChildren) {
      if (child.type === 'comment' || (skipFields && child.fieldName !== null && skipFields.includes(child.fieldName))) continue;
      const flow = this.statement(child, possible);
      possible = unionCwds(possible, flow.any);
    }
    return unchanged(possible);
  }

  private redirected(node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
    // The body and the redirects, read in one pass over the children; trailing redirects come last.
    let body: SyntaxNode | null = null;
    const redirects: SyntaxNode[] = [];
    for (const child of node.children) {
      if (child.fieldName === 'body') body ??= child;
      else if (child.fieldName === 'redirect') redirects.push(child);
    }
    for (const redirect of trailing) redirects.push(redirect);
    if (!body) {
      this.redirectsAt(redirects, cwds);
      return unchanged(cwds);
    }
    if (body.type === 'command' || body.type === 'list' || body.type === 'pipeline' || body.type === 'redirected_statement') {
      return this.statement(body, cwds, redirects);
    }
    // A compound statement's redirects are opened before its body runs, where it starts.
    return this.continueAfter(this.statement(body, cwds), this.redirectsAt(redirects, cwds), cwds);
  }

  /** Applies redirects in `cwds`; returns the statements the grammar nested inside heredocs. */
  private redirectsAt(redirects: readonly SyntaxNode[], cwds: Cwds): readonly SyntaxNode[] {
    let continuations: SyntaxNode[] | null = null;
    for (const redirect of redirects) {
      const nested = this.redirect(redirect, cwds);
      if (nested.length > 0) (continuations ??= []).push(...nested);
    }
    return continuations ?? NO_NODES;
  }

  /** What follows a heredoc start on its line (`cat <<EOF | sh`, `cat <<EOF && rm x`) sits inside the heredoc node. */
  private continueAfter(flow: Flow, continuations: readonly SyntaxNode[], start: Cwds): Flow {
    for (const next of continuations) {
      const operator = previousOperator(next);
      if (next.type === 'pipeline') {
        this.statement(next, start);
      } else if (operator === '&&') {
        const second = this.statement(next, flow.ok);
        flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
      } else if (operator === '||') {
        const second = this.statement(next, flow.any);
        flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
      } else {
        flow = this.statement(next, flow.any);
      }
    }
    return flow;
  }

  private declaration(node: SyntaxNode, cwds: Cwds): Flow {
    for (const child of node.namedChildren) {
      if (!child) continue;
      if (child.type === 'variable_assignment') this.assignment(child, cwds);
      else this.expressions([child], cwds);
    }
    this.addCommand(node, collapse(node.text));
    return unchanged(cwds);
  }

  private assignment(node: SyntaxNode, cwds: Cwds): void {
    const name = node.childForFieldName('name')?.text ?? '';
    if (isCodeChangingVariable(name)) {
      this.reason('code-changing-variable', node, `assignment to ${name} changes what later commands run`);
    }
    const value = node.childForFieldName('value');
    if (value) this.expressions([value], cwds);
  }

  // ---------------------------------------------------------------- expressions

  /**
   * Looks inside words for code that runs when they expand: command and process substitution,
   * arithmetic, `${x@P}`. Each is a reason to need approval, and the commands inside are
   * checked too, so a deny rule still wins.
   */
  expressions(nodes: readonly (SyntaxNode | null)[], cwds: Cwds): void {
    const first = nodes[0];
    if (!first || !this.enter(first)) return;
    try {
      this.expressionsWithin(nodes, cwds);
    } finally {
      this.state.nesting--;
    }
  }

  private expressionsWithin(nodes: readonly (SyntaxNode | null)[], cwds: Cwds): void {
    for (const node of nodes) {
      if (!node) continue;
      switch (node.type) {
        case 'command_substitution':
          this.reason('command-substitution', node, `command substitution ${code(clip(node.text))} runs a command`);
          this.sequence(node.namedChildren, cwds);
          continue;
        case 'process_substitution':
          this.reason('process-substitution', node, `process substitution ${code(clip(node.text))} runs a command`);
          this.sequence(node.namedChildren, cwds);
          continue;
        case 'arithmetic_expansion':
          this.reason('arithmetic', node, `arithmetic expansion ${code(clip(node.text, 30))} can run code through array subscripts`);
          this.expressions(node.namedChildren, cwds);
          continue;
        case 'expansion':
          if (/@P\s*}$/.test(node.text)) {
            this.reason('prompt-expansion', node, `prompt expansion ${code(clip(node.text, 30))} can run commands`);
          }
          this.expressions(node.namedChildren, cwds);
          continue;
        case 'subshell':
        case 'command':
        case 'list':
        case 'pipeline':
        case 'redirected_statement':
          this.statement(node, cwds);
          continue;
        default:
          if (node.namedChildCount > 0) this.expressions(node.namedChildren, cwds);
          else if (this.hasBackquote && !LITERAL_LEAVES.has(node.type)) this.unparsedBackquotes(node, cwds);
      }
    }
  }

  /**
   * The grammar leaves backquotes unparsed in some places (`${x:-`cmd`}`, `${x/`cmd`/y}`), where
   * the shell still runs them: each backquoted command needs approval and is checked as a command.
   */
  private unparsedBackquotes(node: SyntaxNode, cwds: Cwds): void {
    const text = node.text;
    if (!text.includes('`')) return;
    const found = backquotedCommands(text);
    if (!found) return;
    this.reason('command-substitution', node, `the backquoted command in ${code(clip(text))} runs`);
    for (const program of found) this.nestedSource(program, node, cwds);
  }

  /** Walks source text the shell runs that this tree does not show, within the nesting limit; ranges point at `at`. */
  private nestedSource(source: string, at: SyntaxNode, cwds: Cwds): void {
    if (this.depth + 1 > this.state.maxDepth) {
      this.reason('too-deep', at, `shell strings nested more than ${this.state.maxDepth} deep`);
      return;
    }
    walkSource(this.state, source, cwds, this.depth + 1, this.range(at));
  }

  // ---------------------------------------------------------------- redirects

  /** Adds the scopes of one redirect; returns statements that the grammar nested inside a heredoc. */
  private redirect(node: SyntaxNode, cwds: Cwds): readonly SyntaxNode[] {
    if (node.type === 'herestring_redirect') {
      this.expressions(node.namedChildren, cwds);
      return NO_NODES;
    }
    if (node.type === 'heredoc_redirect') return this.heredoc(node, cwds);
    if (node.type !== 'file_redirect') {
      this.expressions([node], cwds);
      return NO_NODES;
    }
    const destination = node.childForFieldName('destination');
    const operator = firstAnonymousType(node) ?? '>';
    if (!destination) return NO_NODES;
    this.expressions([destination], cwds);
    const word = evaluateWord(destination);
    const duplicating = operator === '>&' || operator === '<&' || operator === '>&-' || operator === '<&-';
    if (duplicating && (destination.type === 'number' || word.value === '-' || /^\d+-?$/.test(word.value ?? ''))) return NO_NODES;
    if (operator.startsWith('<') && operator !== '<>') {
      this.addPath('read', word, cwds, false, 'redirect');
    } else {
      this.addPath('write', word, cwds, false, 'redirect');
      if (operator === '<>') this.addPath('read', word, cwds, false, 'redirect');
    }
    return NO_NODES;
  }

  private heredoc(node: SyntaxNode, cwds: Cwds): SyntaxNode[] {
    const start = childOfType(node, 'heredoc_start');
    const quoted = start ? /['"\\]/.test(start.text) : false;
    const body = childOfType(node, 'heredoc_body');
    if (body && !quoted) {
      // The grammar does not parse backquotes inside a heredoc body; the shell runs them.
      if (/`/.test(body.text.replace(/\\`/g, ''))) {
        this.reason('heredoc-code', body, 'the heredoc body runs a backquoted command');
      }
      this.expressions(body.namedChildren, cwds);
    }
    const nested: SyntaxNode[] = [];
    for (const child of node.namedChildren) {
      if (!child) continue;
      if (child.type === 'file_redirect' || child.type === 'herestring_redirect') nested.push(...this.redirect(child, cwds));
      else if (child.type !== 'heredoc_start' && child.type !== 'heredoc_body' && child.type !== 'heredoc_end') nested.push(child);
    }
    return nested;
  }

  // ---------------------------------------------------------------- simple commands

  private command(node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
    // Most commands have no assignment and no redirect: those lists are made when one turns up.
    let assignments: SyntaxNode[] | null = null;
    const words: Word[] = [];
    let redirects: SyntaxNode[] | null = null;
    for (const child of node.namedChildren) {
      const type = child.type;
      // Most children are the name and plain words.
      if (type === 'command_name' || type === 'word') words.push(evaluateWord(child));
      else if (type === 'variable_assignment') (assignments ??= []).push(child);
      else if (type.endsWith('_redirect')) (redirects ??= []).push(child);
      else if (type !== 'comment') words.push(evaluateWord(child));
    }
    if (assignments) for (const assignment of assignments) this.assignment(assignment, cwds);
    if (words.length > 0 && !(this.state.nesting < MAX_NESTING - 1 && allPlainWords(words, this.hasBackquote))) this.expressions(wordNodes(words), cwds);
    const reach = node === this.appendedTo ? { input: this.appender } : undefined;
    const flow = words.length > 0 && hasName(node, words) ? this.simple(node, words, cwds, reach) : unchanged(cwds);
    if (!redirects && trailing.length === 0) return flow;
    // Redirects are opened before the command runs, so they resolve where it starts.
    const continuations = this.redirectsAt(!redirects ? trailing : trailing.length === 0 ? redirects : [...redirects, ...trailing], cwds);
    return this.continueAfter(flow, continuations, cwds);
  }

  /**
   * One simple command after its assignment prefixes: `cd`, wrappers, shells, interpreters,
   * `eval`, or an ordinary command with its subcommand forms, floors and path arguments.
   */
  private simple(node: SyntaxNode, words: Word[], cwds: Cwds, reach?: Reach): Flow {
    // Wrappers nest through here (`timeout 1 env nice …`, `find -exec find -exec …`).
    if (!this.enter(node)) return unchanged(cwds);
    try {
      return this.simpleWithin(node, words, cwds, reach);
    } finally {
      this.state.nesting--;
    }
  }

  private simpleWithin(node: SyntaxNode, words: Word[], cwds: Cwds, reach: Reach | undefined): Flow {
    const name = words[0]!;
    const filled = name.value === null || (this.state.found === null && this.state.replaced === null) ? null : this.filledIn(name.value);
    if (name.value === null || name.glob || filled !== null) {
      const where = filled !== null ? `: ${filled} goes in its place` : '';
      this.reason('non-static-command', name.node, `the command name ${code(clip(name.raw, 40))} is not known before it runs${where}`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    // Bash never runs an unquoted reserved word as a command (`! if x; then rm y; fi`, `coproc rm y`):
    // where the grammar shows one as a command name (alone, or as the head of a name it glued
    // together with spaces, `{ {`) it misread the syntax. What follows still runs.
    const reserved = name.raw === name.value ? reservedHead(name.value) : '';
    if (reserved !== '') {
      this.reason('parse-error', name.node, `${code(reserved)} is shell syntax, not a command: the grammar misread this part, so Leash checks what follows it as a command`);
      if (COMPOUND_STARTS.has(reserved) && name.node.startIndex > 0) {
        // After `!` the grammar misreads `if …; fi`, `case … esac`, `{ …; }`; on their own it reads
        // them right, so the rest of the source is read again from here.
        this.nestedSource(this.source.slice(name.node.startIndex), name.node, cwds);
      }
      return words.length > 1 ? this.simple(node, words.slice(1), cwds, reach) : unchanged(cwds);
    }
    // `includes` first: `lastIndexOf` is slower, and most names hold no slash.
    const base = name.value.includes('/') ? name.value.slice(name.value.lastIndexOf('/') + 1) : name.value;

    // A function or alias this command defines runs instead of the builtin or tool of its name
    // (its body was checked where it is defined), and it may leave the shell anywhere.
    if (!reach?.external && this.state.defined?.has(name.value)) {
      this.ordinary(node, words, base, cwds);
      this.callFunction(name.value, cwds);
      const moved = unionCwds(cwds, UNKNOWN_CWDS);
      return { ok: moved, any: moved };
    }
    if (base === 'cd' && name.value === 'cd') return this.cd(node, words, cwds);
    if (DIRECTORY_STACK.has(base)) {
      this.addCommand(node, joinWords(words));
      return { ok: UNKNOWN_CWDS, any: unionCwds(cwds, UNKNOWN_CWDS) };
    }

    const tool = toolNamed(base);
    if (tool?.transparent || tool?.checked) return this.wrapper(node, words, base, tool, cwds, reach);
    if (base === 'find') return this.find(node, words, cwds, reach);
    if (tool?.shell) return this.shell(node, words, cwds);
    if (base === 'eval') return this.evalCommand(node, words, cwds);
    if (tool?.builtin && name.value === base) return this.builtin(node, words, base, tool.builtin, cwds);
    if (SOURCING.has(base) && name.value === base) this.sourced(node, words, cwds);
    if (tool?.interpreter) this.interpreter(node, words, base, tool.interpreter, cwds);
    this.ordinary(node, words, base, cwds, tool, reach);
    return unchanged(cwds);
  }

  /** A function's body runs where it is called from: walked again from there, unless it was from there already. */
  private callFunction(name: string, cwds: Cwds): void {
    const functions = (this.state.functions ??= new Map<string, FunctionBody>());
    const entry = functions.get(name);
    if (!entry) {
      // Defined later in the walk (a loop, eval): its definition walks it from anywhere.
      functions.set(name, { walker: null, body: null, walkedFrom: [], active: false });
      return;
    }
    if (entry.active || !entry.walker || !entry.body || entry.walkedFrom.some((from) => sameCwds(from, cwds))) return;
    entry.walkedFrom.push(cwds);
    entry.active = true;
    try {
      entry.walker.statement(entry.body, cwds);
    } finally {
      entry.active = false;
    }
  }

  private cd(node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
    // One option may stand before the directory.
    const first = CD_OPTIONS.includes(words[1]?.value ?? '') ? 2 : 1;
    const target = words[first];
    if (words.length - first !== 1 || !target || target.value === null || target.glob || target.value === '-') {
      this.addCommand(node, joinWords(words));
      return { ok: UNKNOWN_CWDS, any: unionCwds(cwds, UNKNOWN_CWDS) };
    }
    const value = target.value;
    const relative = !value.startsWith('/') && !value.startsWith('~');
    const dirs = relative && cwds.unknown ? [] : this.resolveAll(value, cwds);
    const unknown = relative && cwds.unknown;
    const outside = unknown || !allWithin(dirs, this.state.ctx.workspace);
    if (outside) this.addCommand(node, joinWords(words));
    const moved: Cwds = { dirs, unknown };
    return { ok: moved, any: unionCwds(cwds, moved) };
  }

  /** A wrapper is stripped (transparent), or else checked as a command of its own too. */
  private wrapper(node: SyntaxNode, words: Word[], base: string, tool: Tool, cwds: Cwds, reach: Reach | undefined): Flow {
    const checked = !tool.transparent;
    const spec = (tool.transparent ?? tool.checked)!;
    const reading = readWrapper(words, spec);
    const text = joinWords(words);
    if (reading.kind === 'query') {
      this.ordinary(node, words, base, cwds, tool);
      return unchanged(cwds);
    }
    if (reading.kind !== 'ok') {
      if (reading.kind === 'option') {
        const why = reading.unsupported ? 'is not followed by Leash' : 'is not known to Leash';
        this.reason('unknown-option', node, `option \`${reading.option}\` of ${base} ${why}, so the command it runs is unclear`);
      } else if (reading.kind === 'unclear') {
        this.reason('non-static-command', reading.word.node, `the command ${base} runs is not known before it runs: ${code(clip(reading.word.raw, 40))} may stand for any number of words`);
      } else if (reading.kind === 'subcommand') {
        this.reason('non-static-code', reading.word.node, `${base} ${code(clip(reading.word.raw, 30))} may run commands that Leash does not follow`);
      } else {
        this.reason('non-static-code', reading.word.node, `${code(clip(reading.word.raw, 40))} holds ${code(reading.marker)}, with which ${base} runs commands that Leash does not follow`);
      }
      this.addCommand(node, text);
      return unchanged(cwds);
    }
    for (const word of reading.assignments) this.wrapperAssignment(word, base);
    const given = reading.argv.length > 0 || reading.code.length > 0 || (reading.joined?.length ?? 0) > 0;
    if (checked || !given) this.ordinary(node, words, base, cwds, tool);
    else this.addCommand(node, text, true);
    for (const file of reading.writes) this.addPath('write', file, cwds, false, base);
    // What a tool appends lands among this wrapper's words, where it may name the command or be code.
    if (reach?.input && (!given || reading.mode !== 'argv' || spec.permute)) {
      this.reason('non-static-command', node, `${reach.input} appends what it reads to ${code(clip(text, 40))}, so what ${base} runs is not known before it runs`);
    }
    if (reading.missingCode !== null) this.reason('non-static-code', node, `${base} ${reading.missingCode} has no command string`);
    if (reading.extra.length > 0) {
      this.reason('unknown-option', reading.extra[0]!.node, `${base} hands ${code(clip(joinWords(reading.extra), 40))} to the program it starts, which Leash does not follow`);
    }
    for (const program of reading.code) this.shellCode(program, cwds, base, 'apart');
    const input = spec.appendsInput && reading.replace === null ? base : reach?.input;
    const replaced = this.replacedBy(node, base, spec, reading.replace);
    const outer = this.state.replaced;
    if (replaced) this.state.replaced = replaced;
    try {
      if (reading.joined && reading.joined.length > 0) this.joinedCode(reading.joined, cwds, base, input);
      let argv = reading.argv;
      if (argv.length === 0 && reading.mode !== 'none' && !given && !reach?.input) {
        if (spec.defaultCommand) argv = [{ ...words[0]!, value: spec.defaultCommand, raw: spec.defaultCommand, glob: false }];
        else if (spec.noCommand === 'shell' && reading.missingCode === null) {
          this.reason('stdin-program', node, `${base} with no command starts a shell that reads its commands from standard input, which the policy cannot see`);
        } else if (spec.noCommand === 'input') {
          this.reason('non-static-command', node, `${base} with no command runs what it reads as commands, which are not known before it runs`);
        }
      }
      if (argv.length === 0) return unchanged(cwds);
      // `time f` runs this shell's function f; a program (`timeout 5 f`, `timeout 5 time f`) runs the file.
      return this.simple(node, argv, cwds, { input, external: reach?.external === true || !spec.inShell });
    } finally {
      this.state.replaced = outer;
    }
  }

  /** `env A=1`, `sudo A=1`: a name that is not a variable, or one that changes what runs, needs approval. */
  private wrapperAssignment(word: Word, base: string): void {
    const value = word.value!;
    const name = value.slice(0, value.indexOf('='));
    if (!VARIABLE_NAME.test(name)) {
      this.reason('code-changing-variable', word.node, `${base} sets ${code(clip(name, 40))}, which is not a shell variable name: bash reads such names from the environment as functions (\`BASH_FUNC_…\`)`);
    } else if (isCodeChangingVariable(name)) {
      this.reason('code-changing-variable', word.node, `assignment to ${name} changes what the command runs`);
    }
  }

  /** The strings a wrapper fills in with what it reads (`xargs -I X`, parallel's `{}`), if any. */
  private replacedBy(node: SyntaxNode, base: string, spec: OptionSpec, replace: string | null): Replaced | null {
    if (replace === '') {
      this.reason('non-static-command', node, `the string ${base} replaces with what it reads is not known before it runs, so neither is the command`);
      return null;
    }
    if (replace !== null) return { holds: (text) => text.includes(replace), what: `the input ${base} reads into ${code(replace)}` };
    if (spec.inputPattern) {
      const pattern = new RegExp(spec.inputPattern);
      return { holds: (text) => pattern.test(text), what: `the input ${base} reads` };
    }
    return null;
  }

  /** Words a wrapper joins with spaces and runs as shell code (`watch npm test`). */
  private joinedCode(words: Word[], cwds: Cwds, base: string, input: string | undefined): void {
    if (words.some((word) => word.value === null)) {
      this.reason('non-static-code', words[0]!.node, `${base} runs ${code(clip(joinWords(words), 40))} as shell code, which is not known before it runs`);
      return;
    }
    const program: Word = { ...words[0]!, value: words.map((word) => word.value).join(' ') };
    this.shellCode(program, cwds, base, 'apart', input);
  }

  /**
   * `find [-H|-L|-P] [-D opts] [-Olevel] [start…] [expression]`. What it acts on lies anywhere
   * below its start points (`.` when none is given): `-delete` writes there, and an `-exec`
   * command's `{}` is each file found there, so `{}` stands for the start points, recursively.
   */
  private find(node: SyntaxNode, words: Word[], cwds: Cwds, reach: Reach | undefined): Flow {
    this.ordinary(node, words, 'find', cwds, undefined, reach);
    let i = 1;
    let follows = false;
    for (; i < words.length; i++) {
      const value = words[i]!.value;
      if (value === '-L') follows = true;
      else if (value === '-H' || value === '-P') follows = false;
      else if (value === '-D') i++;
      else if (value === null || !/^-O\d*$/.test(value)) break;
    }
    const roots: Word[] = [];
    for (; i < words.length; i++) {
      const value = words[i]!.value;
      if (value !== null && (value.startsWith('-') || FIND_EXPRESSION_OPENERS.has(value))) break;
      roots.push(words[i]!);
    }
    if (roots.length === 0) roots.push({ node: words[0]!.node, raw: '.', value: '.', glob: false });
    let action: Word | null = null;
    let listed: Word | null = null;
    for (; i < words.length; i++) {
      const word = words[i]!;
      const value = word.value ?? '';
      if (value === '-follow') follows = true;
      else if (value === '-files0-from') listed = word;
      else if (value === '-delete') {
        action ??= word;
        for (const root of roots) this.addPath('write', root, cwds, true, 'find -delete', true);
      } else if (FIND_FILE_WRITERS.includes(value)) {
        const file = words[i + 1];
        if (file) this.addPath('write', file, cwds, false, `find ${value}`, false);
        i += value === '-fprintf' ? 2 : 1;
      } else if (FIND_EXEC.includes(value)) {
        action ??= word;
        let end = i + 1;
        while (end < words.length && words[end]!.value !== ';' && words[end]!.value !== '+') end++;
        const inner = words.slice(i + 1, end);
        if (inner.length > 0) {
          const outer = this.state.found;
          this.state.found = { roots, cwds, via: `find ${value}`, outer };
          try {
            // `-execdir` runs its command in each found file's directory: only `{}` says where that is.
            this.simple(node, inner, value.endsWith('dir') ? UNKNOWN_CWDS : cwds, { external: true });
          } finally {
            this.state.found = outer;
          }
        }
        i = end;
      }
    }
    if (action && follows) {
      this.reason('unknown-directory', action.node, `find follows links below its start points (\`-L\` or \`-follow\`), so the files \`${action.value}\` acts on may lie anywhere`);
    }
    if (action && listed) {
      this.reason('non-static-path', listed.node, `find reads its start points from a file (\`-files0-from\`), so the files \`${action.value}\` acts on are not known before it runs`);
    }
    return unchanged(cwds);
  }

  private shell(node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
    const base = words[0]!.value!;
    let commandMode = false;
    let stdin = false;
    let i = 1;
    for (; i < words.length; i++) {
      const text = words[i]!.value;
      if (text === null) break;
      if (text === '--' || text === '-') {
        if (text === '-') stdin = true;
        i++;
        break;
      }
      if (!/^[-+]/.test(text) || text.length < 2) break;
      if (shells.info.includes(text)) {
        this.ordinary(node, words, base, cwds);
        return unchanged(cwds);
      }
      if (shells.valued.includes(text)) {
        i++;
        continue;
      }
      if (text.startsWith('--')) continue;
      const letters = text.slice(1);
      if (letters.includes(shells.commandFlag)) commandMode = true;
      if (shells.stdinFlags.some((flag) => letters.includes(flag.slice(1)))) stdin = true;
      // `-o pipefail` inside a cluster (`-euxo pipefail`): the option's value is the next word.
      if (/[oO]$/.test(letters)) i++;
    }
    if (commandMode) {
      const program = words[i];
      if (!program) {
        this.reason('non-static-code', node, `${base} -c has no command string`);
        this.addCommand(node, joinWords(words));
        return unchanged(cwds);
      }
      return this.nestedProgram(node, words, program, cwds, base);
    }
    if (stdin || i >= words.length) {
      this.reason('stdin-program', node, `${base} reads its program from standard input, which the policy cannot see`);
    } else {
      this.programFile(node, words[i]!, base, cwds);
    }
    this.ordinary(node, words, base, cwds);
    return unchanged(cwds);
  }

  private evalCommand(node: SyntaxNode, words: Word[], cwds: Cwds): Flow {
    const args = words.slice(1);
    if (args.length === 0) return unchanged(cwds);
    if (args.some((w) => w.value === null)) {
      this.reason('non-static-code', node, `eval of ${code(clip(joinWords(args), 40))}, which is not known before it runs`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    const program: Word = { ...args[0]!, value: args.map((w) => w.value).join(' ') };
    // eval runs in this shell: its `cd` moves this one.
    return this.nestedProgram(node, words, program, cwds, 'eval', 'here');
  }

  /** A static program string (`sh -c '…'`, `eval '…'`) is parsed and its commands checked instead. */
  private nestedProgram(node: SyntaxNode, words: Word[], program: Word, cwds: Cwds, via: string, run: CodeRun = 'apart'): Flow {
    if (program.value === null) {
      this.reason('non-static-code', program.node, `${via} runs ${code(clip(program.raw, 40))}, which is not known before it runs`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    this.addCommand(node, joinWords(words), true);
    return this.shellCode(program, cwds, via, run);
  }

  /**
   * Shell code in a string: a static one is parsed and its commands checked, one that is not
   * static needs approval. `run`: in a shell of its own (`apart`: its `cd` moves nothing here), in
   * this shell now (`here`, eval), or in this shell at some later point (`later`, a trap), from a
   * directory that is not known. `input`: a tool appends what it reads to the code's last command.
   */
  private shellCode(program: Word, cwds: Cwds, via: string, run: CodeRun, input?: string): Flow {
    if (program.value === null) {
      this.reason('non-static-code', program.node, `${via} runs ${code(clip(program.raw, 40))}, which is not known before it runs`);
      return unchanged(cwds);
    }
    const filled = this.filledIn(program.value);
    if (filled !== null) {
      this.reason('non-static-code', program.node, `${via} runs code made from ${filled}, so it is not known before it runs`);
    }
    if (this.depth + 1 > this.state.maxDepth) {
      this.reason('too-deep', program.node, `shell strings nested more than ${this.state.maxDepth} deep`);
      return unchanged(cwds);
    }
    const start = run === 'later' ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
    const flow = walkSource(this.state, program.value, start, this.depth + 1, this.range(program.node), input);
    return run === 'here' ? flow : unchanged(cwds);
  }

  /**
   * What fills in `text` when it runs, if it holds a string a tool replaces with what it reads
   * (find -exec's `{}`, `xargs -I`'s string); null when nothing does.
   */
  private filledIn(text: string): string | null {
    if (this.state.found !== null && text.includes('{}')) return `each file ${this.state.found.via} finds`;
    const replaced = this.state.replaced;
    return replaced !== null && replaced.holds(text) ? replaced.what : null;
  }

  /**
   * Builtins that run a string as code or change what a name runs (builtins.json): the builtin is a
   * command scope as written, its code strings are checked like eval's.
   */
  private builtin(node: SyntaxNode, words: Word[], base: string, spec: BuiltinSpec, cwds: Cwds): Flow {
    this.ordinary(node, words, base, cwds);
    const scan = scanOptions(words, 1, spec);
    if (scan.kind !== 'ok') {
      this.reason('unknown-option', node, `option \`${scan.option}\` of ${base} is not known to Leash, so what it runs is unclear`);
      return unchanged(cwds);
    }
    const named = (list: readonly string[] | undefined): ParsedOption | undefined => (list ? scan.options.find((option) => list.includes(option.name)) : undefined);
    if (named(spec.listing)) return unchanged(cwds);
    const approval = named(spec.approval);
    if (approval) this.reason('non-static-code', node, `${base} ${approval.name} ${spec.why}, which Leash does not follow`);
    if (spec.approvalUnless && !named(spec.approvalUnless)) this.reason('non-static-code', node, `${base} ${spec.why}, which are not known before it runs`);
    const programs: Word[] = [];
    for (const option of scan.options) {
      if (spec.codeOptions?.includes(option.name)) programs.push(option.words.length > 1 ? option.words[1]! : { ...option.words[0]!, value: option.value });
    }
    const operands = words.slice(scan.rest);
    if (spec.codeOperands === 'first-of-two' && operands.length >= 2) {
      // `trap - SIG` resets, `trap '' SIG` ignores, `trap 1 2` resets signals given by number.
      const first = operands[0]!;
      if (first.value === null || !(spec.inert?.includes(first.value) || /^\d+$/.test(first.value))) programs.push(first);
    } else if (spec.codeOperands === 'assignment-values') {
      for (const operand of operands) {
        // One that is not static may define any name as anything.
        if (operand.value === null) programs.push(operand);
        else if (operand.value.indexOf('=') > 0) programs.push({ ...operand, value: operand.value.slice(operand.value.indexOf('=') + 1) });
      }
    }
    let flow = unchanged(cwds);
    for (const program of programs) {
      const after = this.shellCode(program, cwds, base, spec.later ? 'later' : 'here', spec.appendsInput ? base : undefined);
      // Code run now, maybe many times (a callback): a `cd` in it leaves the directory anywhere.
      if (after.any !== cwds) flow = { ok: unionCwds(cwds, UNKNOWN_CWDS), any: unionCwds(cwds, UNKNOWN_CWDS) };
    }
    return flow;
  }

  /** `source FILE`, `. FILE`: a program read from a descriptor (`/dev/stdin`) cannot be seen. */
  private sourced(node: SyntaxNode, words: Word[], cwds: Cwds): void {
    const file = words[1]?.value === '--' ? words[2] : words[1];
    if (file) this.programFile(node, file, words[0]!.value!, cwds);
  }

  /**
   * A program read from a file that is an open descriptor (`bash /dev/stdin`, `python3
   * /dev/fd/0`, `. /proc/self/fd/0`) is read from standard input or a pipe, which the policy cannot see.
   */
  private programFile(node: SyntaxNode, word: Word, base: string, cwds: Cwds): boolean {
    const value = word.value;
    if (value === null) return false;
    // As written, not through links: a link to `/dev/stdin` the agent made is no more hidden than a script it wrote.
    let descriptor = false;
    if (value.startsWith('/')) descriptor = DESCRIPTOR_PATH.test(posix.normalize(value));
    else if (cwds.unknown && /(^|\/)(stdin|fd\/[^/]+)$/.test(value)) descriptor = true;
    else if (!value.startsWith('~')) {
      // Most scripts are plain names in the workspace: only a name holding `stdin` or `fd`, or a
      // directory under /dev or /proc, can lead to a descriptor.
      for (const dir of cwds.dirs) {
        if (!value.includes('stdin') && !value.includes('fd') && !dir.startsWith('/dev') && !dir.startsWith('/proc')) continue;
        if (DESCRIPTOR_PATH.test(posix.resolve(dir, value))) descriptor = true;
      }
    }
    if (descriptor) {
      this.reason('stdin-program', word.node, `${base} reads its program from ${code(clip(value, 40))}, an open file descriptor such as standard input, which the policy cannot see`);
    }
    return descriptor;
  }

  /** Interpreters: code from a non-static string or from standard input needs approval. */
  private interpreter(node: SyntaxNode, words: Word[], base: string, spec: InterpreterSpec, cwds: Cwds): void {
    let program: 'none' | 'stdin' | 'file' | 'code' | 'info' = 'none';
    /** The word naming the program's file, when there is one. */
    let file: Word | undefined;
    for (let i = 1; i < words.length; i++) {
      const word = words[i]!;
      const text = word.value;
      if (text === null) {
        program = 'file';
        break;
      }
      if (text === '-') {
        program = 'stdin';
        break;
      }
      if (text === '--') {
        program = words[i + 1] ? (words[i + 1]!.value === '-' ? 'stdin' : 'file') : 'none';
        if (program === 'file' && !spec.programOperand) file = words[i + 1];
        break;
      }
      if (!text.startsWith('-')) {
        if (spec.programOperand) this.codeString(word, base);
        program = spec.programOperand ? 'code' : 'file';
        if (!spec.programOperand) file = word;
        break;
      }
      if (spec.info?.includes(text)) {
        program = 'info';
        break;
      }
      const eq = text.indexOf('=');
      const name = eq > 0 ? text.slice(0, eq) : text;
      const codeFlag = spec.code?.find((flag) => name === flag || (flag.length === 2 && text.startsWith(flag) && !text.startsWith('--')));
      if (codeFlag) {
        const attached = eq > 0 ? text.slice(eq + 1) : text.length > codeFlag.length && !codeFlag.startsWith('--') ? text.slice(codeFlag.length) : undefined;
        if (attached === undefined) {
          const code = words[i + 1];
          // With nothing after the flag the code is missing, or comes from what a tool appends (`xargs python3 -c`).
          if (code) this.codeString(code, base);
          else this.reason('non-static-code', node, `${base} ${codeFlag} has no code string`);
        }
        program = 'code';
        break;
      }
      if (spec.module?.includes(name)) {
        program = 'file';
        break;
      }
      if (spec.valued?.includes(name) && eq < 0) i++;
      if (base.startsWith('awk') || spec.programOperand) {
        if (name === '-f') {
          program = 'file';
          file = eq > 0 ? { ...word, value: text.slice(eq + 1) } : words[i];
        }
      }
    }
    if (file && this.programFile(node, file, base, cwds)) return;
    if (program === 'none' || program === 'stdin') {
      this.reason('stdin-program', node, `${base} reads its program from standard input, which the policy cannot see`);
    }
  }

  private codeString(word: Word, base: string): void {
    if (word.value === null) {
      this.reason('non-static-code', word.node, `${base} runs code ${code(clip(word.raw, 40))} that is not known before it runs`);
      return;
    }
    const filled = this.filledIn(word.value);
    if (filled !== null) this.reason('non-static-code', word.node, `${base} runs code made from ${filled}, so it is not known before it runs`);
  }

  /** An ordinary command scope, with its subcommand form, floors and path arguments. */
  /** `tool`: what the tables say about `base`; a name none names has no subcommands, floors or file arguments. */
  private ordinary(node: SyntaxNode, words: Word[], base: string, cwds: Cwds, tool: Tool | undefined = toolNamed(base), reach?: Reach): void {
    const name = words[0]!;
    const text = joinWords(words);
    const forms: CommandForm[] = [{ text, denyOnly: false }];
    const subcommand = tool?.subcommands ? parseSubcommand(words, tool.subcommands) : undefined;
    if (subcommand?.stripped) addForm(forms, joinWords(subcommand.stripped), false);
    if (subcommand?.unknownOption) {
      this.reason('unknown-option', node, `option \`${subcommand.unknownOption}\` before the ${base} subcommand is not known to Leash, so the subcommand is unclear`);
      // Either reading of the unknown option may be the true one; a deny on either holds.
      const index = indexOfValue(words, subcommand.unknownOption, 1);
      if (index >= 0) for (const skip of [1, 2]) addForm(forms, joinWords([name, ...words.slice(index + skip)]), true);
    }
    // The command under its base name (`./node_modules/.bin/jest x` as `jest x`).
    if (base !== name.value) addForm(forms, base + text.slice(wordText(name).length), true);
    const floors = tool ? detectFloors({ floors: tool.floors, words, subcommand, cwds, ctx: this.state.ctx }) : [];
    this.state.out.scopes.push({ kind: 'command', text, forms, floors, denyOnly: false, range: this.range(node) });
    if (tool?.fileArgs) {
      const found = pathArguments(tool.fileArgs, words);
      for (let i = 0; i < found.length; i++) this.addPathArgument(found[i]!, cwds, base);
    }
    if (tool !== undefined && (tool.shellStrings !== undefined || reach?.input !== undefined)) this.codeInArguments(node, words, base, text, tool, subcommand, cwds, reach);
  }

  /** Shell code a tool's arguments hold (`npx -c`), or may hold once a tool appends what it reads (`xargs git`). */
  private codeInArguments(node: SyntaxNode, words: Word[], base: string, text: string, tool: Tool, subcommand: SubcommandParse | undefined, cwds: Cwds, reach: Reach | undefined): void {
    if (tool.shellStrings) this.shellStringOptions(words, base, tool.shellStrings, subcommand, cwds);
    if (reach?.input !== undefined) {
      const reached = inputReaches(words, tool, subcommand);
      if (reached !== null) {
        this.reason('non-static-command', node, `${reach.input} appends what it reads to ${code(clip(text, 40))}, which may then hold ${reached}`);
      }
    }
  }

  /** `npx -c '…'`, `npm exec --call='…'`: the string is shell code (interpreters.json's `shellStrings`). */
  private shellStringOptions(words: Word[], base: string, specs: ReadonlyMap<string, ShellStringSpec>, subcommand: SubcommandParse | undefined, cwds: Cwds): void {
    const index = subcommand ? subcommand.subcommandIndex : 0;
    if (index < 0) return;
    const spec = specs.get(subcommand ? (words[index]!.value ?? '') : '');
    if (!spec) return;
    const via = subcommand ? `${base} ${words[index]!.value}` : base;
    for (let i = index + 1; i < words.length; i++) {
      const word = words[i]!;
      const text = word.value;
      if (text === '--') return;
      if (text === null) {
        if (spec.before === 'operand') return;
        continue;
      }
      const eq = text.startsWith('--') ? text.indexOf('=') : -1;
      const name = eq > 0 ? text.slice(0, eq) : text;
      if (spec.options.includes(name)) {
        const program = eq > 0 ? { ...word, value: text.slice(eq + 1) } : words[++i];
        if (program) this.shellCode(program, cwds, `${via} ${name}`, 'apart');
        else this.reason('non-static-code', word.node, `${via} ${name} has no command string`);
        continue;
      }
      if (spec.before === 'operand') {
        if (!text.startsWith('-')) return;
        if (eq < 0 && spec.valued?.includes(name)) i++;
      }
    }
  }

  // ---------------------------------------------------------------- scopes

  /** A command scope matched as written only; `denyOnly` for a wrapper seen through. */
  private addCommand(node: SyntaxNode, text: string, denyOnly = false): void {
    this.state.out.scopes.push({ kind: 'command', text, forms: [{ text, denyOnly }], floors: [], denyOnly, range: this.range(node) });
  }

  private addPathArgument(argument: PathArgument, cwds: Cwds, base: string): void {
    let word = argument.value !== undefined ? { ...argument.word, value: argument.value } : argument.word;
    if (argument.basenameOnly && word.value !== null) {
      const name = word.value.replace(/\/+$/, '');
      word = { ...word, value: name.slice(name.lastIndexOf('/') + 1) };
    }
    // A `readwrite` argument is read, then written.
    if (argument.role !== 'write') this.addPath('read', word, cwds, argument.recursive, base);
    if (argument.role !== 'read') this.addPath('write', word, cwds, argument.recursive, base);
  }

  /**
   * A read or write scope at every directory the shell may be in. `partial`: the command acts on
   * some of what lies below the path, which part is not known (what `find` finds).
   */
  private addPath(kind: 'read' | 'write', word: Word, cwds: Cwds, recursive: boolean, via: string, partial = false): void {
    let value = word.value;
    if (value === null) {
      this.reason('non-static-path', word.node, `the path ${code(clip(word.raw, 40))} (${via}) is not known before it runs`);
      return;
    }
    const found = this.state.found;
    if (found !== null && value.includes('{}')) {
      if (value !== '{}') {
        this.reason('non-static-path', word.node, `the path ${code(clip(word.raw, 40))} (${via}) is made from each file ${found.via} finds, so it is not known before it runs`);
        return;
      }
      // Each start point is found in the context `find` itself runs in (a `{}` there is the outer find's).
      this.state.found = found.outer;
      try {
        for (const root of found.roots) this.addPath(kind, root, found.cwds, true, `${via} in ${found.via}`, true);
      } finally {
        this.state.found = found;
      }
      return;
    }
    if (word.glob) {
      // A glob reaches only below its static directory part, unless it climbs out with `..`.
      const first = value.search(/[*?[]/);
      const rest = value.slice(first);
      if (/(^|\/)\.\.(\/|$)/.test(rest)) {
        this.reason('non-static-path', word.node, `the glob ${code(clip(word.raw, 40))} (${via}) can reach outside its directory`);
        return;
      }
      value = value.slice(0, value.lastIndexOf('/', first) + 1) || '.';
      recursive = true;
    }
    if (value.startsWith('/dev/') && (HARMLESS_DEVICES.has(value) || /^\/dev\/fd\/\d+$/.test(value))) return;
    const relative = !value.startsWith('/') && !value.startsWith('~');
    if (relative && cwds.unknown) {
      this.reason('unknown-directory', word.node, `cannot tell where ${code(clip(word.raw, 40))} is: the working directory is not known here`);
    }
    const paths = relative ? this.resolveAll(value, cwds) : [canonicalPath(value, this.state.ctx.workspace, this.state.ctx)];
    for (const path of paths) {
      this.state.out.scopes.push({ kind, written: value, path, recursive, partial, range: this.range(word.node) });
    }
  }

  private resolveAll(path: string, cwds: Cwds): string[] {
    if (cwds.dirs.length === 1) return [canonicalPath(path, cwds.dirs[0]!, this.state.ctx)];
    return [...new Set(cwds.dirs.map((dir) => canonicalPath(path, dir, this.state.ctx)))];
  }
}

const SLASH = 47;

function sameCwds(a: Cwds, b: Cwds): boolean {
  return a === b || (a.unknown === b.unknown && a.dirs.length === b.dirs.length && a.dirs.every((dir) => b.dirs.includes(dir)));
}

function within(path: string, dir: string): boolean {
  return path === dir || startsWithPart(path, dir, SLASH);
}

function allWithin(paths: readonly string[], dir: string): boolean {
  for (const path of paths) if (!within(path, dir)) return false;
  return true;
}

/** The `&&` or `||` joining a list's two sides (undefined for `;`, `&`). */
function andOrOperator(list: SyntaxNode): string | undefined {
  for (const child of list.children) if (!child.isNamed && (child.type === '&&' || child.type === '||')) return child.type;
  return undefined;
}

function firstAnonymousType(node: SyntaxNode): string | undefined {
  for (const child of node.children) if (!child.isNamed) return child.type;
  return undefined;
}

function childOfType(node: SyntaxNode, type: string): SyntaxNode | undefined {
  for (const child of node.children) if (child.type === type) return child;
  return undefined;
}

/** Whether the command has a name (not only arguments the grammar could not place); most often its first word is the name. */
function hasName(node: SyntaxNode, words: readonly Word[]): boolean {
  return words[0]!.node.fieldName === 'name' || node.childForFieldName('name') !== null;
}

/** The index of the first word from `from` on whose value is `value`, or -1. */
function indexOfValue(words: readonly Word[], value: string, from: number): number {
  for (let i = from; i < words.length; i++) if (words[i]!.value === value) return i;
  return -1;
}

/** Adds a form to match the command in, unless it is the written form (the first). */
function addForm(forms: CommandForm[], text: string, denyOnly: boolean): void {
  if (text !== forms[0]!.text) forms.push({ text, denyOnly });
}

/**
 * Whether every word is a bare `word` with no backquote, or a command name holding just one:
 * looking inside those for code (expressions) finds none, so a command of such words is not
 * looked at again (two levels below the nesting limit, where entering a name and its word is free).
 */
function allPlainWords(words: readonly Word[], hasBackquote: boolean): boolean {
  for (const word of words) {
    if (hasBackquote && word.raw.includes('`')) return false;
    const node = word.node.type === 'command_name' && word.node.namedChildCount === 1 ? word.node.namedChildren[0]! : word.node;
    // An aliased `word` may have children (expressions would look into them).
    if (node.type !== 'word' || node.namedChildCount !== 0) return false;
  }
  return true;
}

function wordNodes(words: readonly Word[]): SyntaxNode[] {
  const nodes: SyntaxNode[] = new Array(words.length);
  for (let i = 0; i < words.length; i++) nodes[i] = words[i]!.node;
  return nodes;
}

function childrenOfField(node: SyntaxNode, field: string): SyntaxNode[] {
  // The copy's lists hold no nulls (web-tree-sitter's may); this is a fresh array already.
  return node.childrenForFieldName(field);
}

function previousOperator(node: SyntaxNode): string | undefined {
  let sibling = node.previousSibling;
  while (sibling && sibling.isNamed) sibling = sibling.previousSibling;
  return sibling?.type;
}

/**
 * The commands between unescaped backquotes in `text`, as the shell reads them: inside
 * backquotes a backslash before another backslash, a backquote or a dollar sign is dropped. A
 * backquote left open takes the rest of the text. Null when there is no unescaped backquote.
 */
function backquotedCommands(text: string): string[] | null {
  const commands: string[] = [];
  let open = -1;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[i + 1];
      if (open >= 0) current += next !== undefined && '\\`$'.includes(next) ? next : `\\${next ?? ''}`;
      i++;
      continue;
    }
    if (c === '`') {
      if (open < 0) {
        open = i;
        current = '';
      } else {
        commands.push(current);
        open = -1;
      }
      continue;
    }
    if (open >= 0) current += c;
  }
  if (open >= 0) commands.push(current);
  return commands.length > 0 ? commands : null;
}

/** The first ERROR or missing node, depth first, looking only into parts that hold one; a loop, so any depth is fine. */
function findError(root: TreeNode): TreeNode | null {
  const pending: TreeNode[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'ERROR' || node.isMissing) return node;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child && (child.hasError || child.isMissing || child.type === 'ERROR')) pending.push(child);
    }
  }
  return null;
}

/**
 * Drops scopes equal to an earlier one. Scopes are grouped by their text (or path) first, so the
 * fields are compared only where two share it; most calls have none to compare.
 */
function dedupeScopes(scopes: BashScope[]): BashScope[] {
  if (scopes.length < 2) return scopes;
  if (scopes.length <= SMALL_DEDUPE) return dedupeFewScopes(scopes);
  const byText = new Map<string, BashScope[]>();
  const kept: BashScope[] = [];
  for (const scope of scopes) {
    const text = scope.kind === 'command' ? scope.text : scope.path;
    const same = byText.get(text);
    if (same) {
      if (same.some((earlier) => sameScope(earlier, scope))) continue;
      same.push(scope);
    } else {
      byText.set(text, [scope]);
    }
    kept.push(scope);
  }
  return kept;
}

/** Below this many scopes, comparing each with the kept ones costs less than a map. */
const SMALL_DEDUPE = 8;

function scopeText(scope: BashScope): string {
  return scope.kind === 'command' ? scope.text : scope.path;
}

/** dedupeScopes for a handful: the same scopes kept, in the same order. */
function dedupeFewScopes(scopes: BashScope[]): BashScope[] {
  const kept: BashScope[] = [];
  next: for (const scope of scopes) {
    const text = scopeText(scope);
    for (const earlier of kept) if (scopeText(earlier) === text && sameScope(earlier, scope)) continue next;
    kept.push(scope);
  }
  return kept;
}

function sameScope(a: BashScope, b: BashScope): boolean {
  if (a.kind === 'command' && b.kind === 'command') {
    return (
      a.text === b.text &&
      a.denyOnly === b.denyOnly &&
      a.floors.length === b.floors.length &&
      a.floors.every((floor, i) => floor === b.floors[i]) &&
      a.forms.length === b.forms.length &&
      a.forms.every((form, i) => form.text === b.forms[i]!.text)
    );
  }
  return a.kind === b.kind && a.kind !== 'command' && b.kind !== 'command' && a.path === b.path && a.recursive === b.recursive && a.partial === b.partial;
}

function dedupeReasons(reasons: Reason[]): Reason[] {
  if (reasons.length < 2) return reasons;
  if (reasons.length <= SMALL_DEDUPE) {
    const kept: Reason[] = [];
    for (const reason of reasons) if (!kept.some((earlier) => earlier.message === reason.message)) kept.push(reason);
    return kept;
  }
  const seen = new Set<string>();
  return reasons.filter((reason) => {
    if (seen.has(reason.message)) return false;
    seen.add(reason.message);
    return true;
  });
}

