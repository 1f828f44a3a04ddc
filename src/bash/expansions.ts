// Expansions: code that runs when words expand (command and process substitution, arithmetic,
// subscripts, `${x@P}`, quotes that are plain characters inside `${…}`, backquotes the grammar
// left unparsed). Each needs approval, and the commands inside are walked too.
import { type Walk, enter, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import type { Cwds } from './cwd.js';
import { isLiteralArithmetic, isLiteralSubscript } from './variables.js';
import { isCodeChangingVariable } from './tables.js';
import { ansiCValue } from './words.js';
import { nestedSource } from './nested-source.js';
import { backquotedCommands } from './backquotes.js';

/** Leaves whose backquotes are literal, or looked at elsewhere (heredoc bodies). */
const LITERAL_LEAVES = new Set(['raw_string', 'ansi_c_string', 'comment', 'heredoc_content', 'heredoc_start', 'heredoc_end', 'heredoc_body']);

// ---------------------------------------------------------------- expressions

/**
 * Looks inside words for code that runs when they expand: command and process substitution,
 * arithmetic, `${x@P}`. Each is a reason to need approval, and the commands inside are
 * checked too, so a deny rule still wins.
 */
export function expressions(w: Walk, nodes: readonly (SyntaxNode | null)[], cwds: Cwds): void {
  const first = nodes[0];
  if (!first || !enter(w, first)) return;
  try {
    expressionsWithin(w, nodes, cwds);
  } finally {
    w.state.nesting--;
  }
}

function expressionsWithin(w: Walk, nodes: readonly (SyntaxNode | null)[], cwds: Cwds): void {
  for (const node of nodes) {
    if (!node) continue;
    switch (node.type) {
      // The command inside is decided as a command of its own; its output is a value not known
      // before it runs, which needs approval only where it decides what runs.
      case 'command_substitution':
        // In a heredoc body the grammar reads `$((1 + 2))` as a substitution of a subshell; bash
        // reads arithmetic first, and a command only when that fails.
        if (node.text.startsWith('$((') && node.text.endsWith('))')) {
          const inner = node.text.slice(3, -2);
          if (isLiteralArithmetic(inner)) continue;
          reason(w, 'arithmetic', node, { form: 'expansion', text: node.text });
        }
        w.state.ops.sequence(w, node.namedChildren, cwds);
        continue;
      case 'process_substitution':
        w.state.ops.sequence(w, node.namedChildren, cwds);
        continue;
      case 'arithmetic_expansion':
        if (!isLiteralArithmetic(node.text.slice(3, -2))) {
          reason(w, 'arithmetic', node, { form: 'expansion', text: node.text });
        }
        expressions(w, node.namedChildren, cwds);
        continue;
      case 'expansion':
        if (/@P\s*}$/.test(node.text)) {
          reason(w, 'prompt-expansion', node, { text: node.text });
        }
        expansionEvaluations(w, node);
        expressions(w, node.namedChildren, cwds);
        continue;
      case 'subscript':
        subscriptEvaluation(w, node);
        expressions(w, node.namedChildren, cwds);
        continue;
      case 'subshell':
        // A `(…)` where bash reads a word (`echo (ls)`) is a syntax error to bash, or an extglob
        // pattern: the grammar's subshell is neither.
        reason(w, 'parse-error', node, { form: 'subshell-word', text: node.text });
        w.state.ops.statement(w, node, cwds);
        continue;
      case 'command':
      case 'list':
      case 'pipeline':
      case 'redirected_statement':
        w.state.ops.statement(w, node, cwds);
        continue;
      case 'raw_string':
      case 'ansi_c_string':
        quotesInExpansion(w, node, cwds);
        continue;
      default:
        if (node.namedChildCount > 0) expressions(w, node.namedChildren, cwds);
        else if (w.hasBackquote && !LITERAL_LEAVES.has(node.type)) unparsedBackquotes(w, node, cwds);
    }
  }
}

/** `${!x}`, `${s:off:len}` evaluate arithmetic; `${NAME:=value}` may set NAME. */
function expansionEvaluations(w: Walk, node: SyntaxNode): void {
  const children = node.children;
  const close = children[children.length - 1]?.type === '}' ? children.length - 1 : children.length;
  if (children[1]?.type === '!' && !isNameListing(children.slice(2, close))) {
    reason(w, 'arithmetic', node, { form: 'indirect', text: node.text });
  }
  for (let i = 1; i < close; i++) {
    const child = children[i]!;
    if (child.isNamed) continue;
    if (child.type === ':') {
      // The offset, then the length: each up to the next `:` or the closing brace.
      let end = i + 1;
      while (end < close && !(children[end]!.type === ':' && !children[end]!.isNamed)) end++;
      const stop = end < children.length ? children[end]!.startIndex : node.endIndex;
      const part = node.text.slice(child.endIndex - node.startIndex, stop - node.startIndex);
      if (!isLiteralArithmetic(part)) {
        reason(w, 'arithmetic', node, { form: 'substring', text: expansionText(w, node) });
        return;
      }
      i = end - 1;
    } else if (child.type === '=' || child.type === ':=') {
      const target = node.namedChildren[0];
      const name = target?.type === 'subscript' ? target.namedChildren[0]?.text : target?.text;
      if (name && isCodeChangingVariable(name)) {
        reason(w, 'code-changing-variable', node, { form: 'expansion-sets', text: node.text, name });
      }
      return;
    }
  }
}

/**
 * The expansion as written. The grammar ends `${x:$n}` before `$n`, with a closing brace of no
 * width: then the text runs to the next brace.
 */
function expansionText(w: Walk, node: SyntaxNode): string {
  const last = node.children[node.children.length - 1];
  if (!last || last.type !== '}' || last.startIndex !== last.endIndex) return node.text;
  const brace = w.source.indexOf('}', node.endIndex);
  return brace < 0 ? node.text : w.source.slice(node.startIndex, brace + 1);
}

/** `a[i]`: bash evaluates the subscript as arithmetic unless it is a literal number, `@` or `*`. */
function subscriptEvaluation(w: Walk, node: SyntaxNode): void {
  const children = node.children;
  const open = children.findIndex((child) => child.type === '[');
  let close = children.length - 1;
  while (close > open && children[close]!.type !== ']') close--;
  const start = open >= 0 ? children[open]!.endIndex : node.startIndex;
  const end = close > open ? children[close]!.startIndex : node.endIndex;
  if (!isLiteralSubscript(node.text.slice(start - node.startIndex, end - node.startIndex))) {
    reason(w, 'arithmetic', node, { form: 'subscript', text: node.text });
  }
}

/**
 * In a `${x:-…}` inside double quotes or an unquoted heredoc body, bash reads single quotes as
 * plain characters and expands what they hold (`"${x:-'$(cmd)'}"` runs cmd); a `$'…'` there is
 * decoded, then expanded. The grammar reads a quoted string: what it holds is checked as
 * double-quoted text.
 */
function quotesInExpansion(w: Walk, node: SyntaxNode, cwds: Cwds): void {
  const text = node.text;
  const raw = node.type === 'raw_string';
  // Most quoted strings hold no `$`, backquote or (in `$'…'`) escape: nothing in them expands.
  if (!text.includes('$', raw ? 0 : 1) && !text.includes('`') && (raw || !text.includes('\\'))) return;
  const inner = raw ? text.slice(1, -1) : ansiCValue(text.slice(2, -1));
  if (inner !== null && !inner.includes('$') && !inner.includes('`')) return;
  const within = literalQuotesContext(node);
  if (!within) return;
  reason(w, 'command-substitution', node, { form: 'quotes-in-expansion', text, within });
  if (inner !== null) nestedSource(w, `x="${inner}"`, node, cwds);
}

/**
 * The grammar leaves backquotes unparsed in some places (`${x:-`cmd`}`, `${x/`cmd`/y}`), where
 * the shell still runs them: each backquoted command needs approval and is checked as a command.
 */
function unparsedBackquotes(w: Walk, node: SyntaxNode, cwds: Cwds): void {
  const text = node.text;
  if (!text.includes('`')) return;
  const found = backquotedCommands(text);
  if (!found) return;
  reason(w, 'command-substitution', node, { form: 'backquote', text });
  for (const program of found) nestedSource(w, program, node, cwds);
}

/** `${!prefix*}`, `${!prefix@}`, `${!a[@]}` list names or keys, and `${!#}` is the last argument: none reads a name from a value. */
function isNameListing(parts: readonly SyntaxNode[]): boolean {
  if (parts.length === 2) return parts[0]!.type === 'variable_name' && (parts[1]!.type === '*' || parts[1]!.type === '@');
  if (parts.length !== 1) return false;
  return parts[0]!.type === '#' || (parts[0]!.type === 'subscript' && /\[\s*[@*]\s*\]$/.test(parts[0]!.text));
}

/**
 * Where a quoted string sits in a `${…}` inside double quotes or a heredoc body, in which bash
 * reads its quotes as plain characters; null elsewhere. A command substitution starts a new
 * quoting context.
 */
function literalQuotesContext(node: SyntaxNode): string | null {
  let inExpansion = false;
  for (let up = node.parent; up; up = up.parent) {
    const type = up.type;
    if (type === 'expansion') inExpansion = true;
    else if (type === 'string') return inExpansion ? 'in double quotes' : null;
    else if (type === 'heredoc_body') return inExpansion ? 'in a heredoc body' : null;
    else if (type === 'command_substitution' || type === 'process_substitution') return null;
  }
  return null;
}
