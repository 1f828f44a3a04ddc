// Redirects and heredocs: they are opened before the command runs, where it starts; a heredoc's
// body expands unless its delimiter is quoted, and what follows its start on the line (`cat <<EOF
// | sh`) is walked after it.
import { type Walk, NO_NODES, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unionCwds } from './cwd.js';
import { expressions } from './expansions.js';
import { evaluateWord } from './words.js';
import { addPath } from './path-scopes.js';
import { backquotedCommands } from './backquotes.js';
import { nestedSource } from './nested-source.js';

/** A heredoc delimiter the grammar and bash read alike (see delimiterReadAlike). */
const HEREDOC_DELIMITER = /^(?:[^\s'"\\$`;&|()<>]|\\[^\r\n])+$|^'[^'\\\r\n]+'$|^"[^"\\$`\r\n]+"$/;

/** Characters that end a bash word: blanks, a newline and the metacharacters. */
const WORD_ENDS: ReadonlySet<number> = new Set([...' \t\n;&|()<>'].map((c) => c.charCodeAt(0)));

/** Applies redirects in `cwds`; returns the statements the grammar nested inside heredocs. */
export function redirectsAt(w: Walk, redirects: readonly SyntaxNode[], cwds: Cwds): readonly SyntaxNode[] {
  let continuations: SyntaxNode[] | null = null;
  for (const each of redirects) {
    const nested = redirect(w, each, cwds);
    if (nested.length > 0) (continuations ??= []).push(...nested);
  }
  return continuations ?? NO_NODES;
}

/** What follows a heredoc start on its line (`cat <<EOF | sh`, `cat <<EOF && rm x`) sits inside the heredoc node. */
export function continueAfter(w: Walk, flow: Flow, continuations: readonly SyntaxNode[], start: Cwds): Flow {
  for (const next of continuations) {
    const operator = previousOperator(next);
    if (next.type === 'pipeline') {
      w.state.ops.statement(w, next, start);
    } else if (operator === '&&') {
      const second = w.state.ops.statement(w, next, flow.ok);
      flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
    } else if (operator === '||') {
      const second = w.state.ops.statement(w, next, flow.any);
      flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
    } else {
      flow = w.state.ops.statement(w, next, flow.any);
    }
  }
  return flow;
}

// ---------------------------------------------------------------- redirects

/** Adds the scopes of one redirect; returns statements that the grammar nested inside a heredoc. */
function redirect(w: Walk, node: SyntaxNode, cwds: Cwds): readonly SyntaxNode[] {
  if (node.type === 'herestring_redirect') {
    expressions(w, node.namedChildren, cwds);
    return NO_NODES;
  }
  if (node.type === 'heredoc_redirect') return heredoc(w, node, cwds);
  if (node.type !== 'file_redirect') {
    expressions(w, [node], cwds);
    return NO_NODES;
  }
  const destination = node.childForFieldName('destination');
  const operator = firstAnonymousType(node) ?? '>';
  // `3>&-` closes a descriptor and takes no word: what the grammar reads as its target is the command's (wordsAfterRedirect).
  if (!destination || closesDescriptor(operator)) return NO_NODES;
  expressions(w, [destination], cwds);
  const word = evaluateWord(destination);
  const duplicating = operator === '>&' || operator === '<&' || operator === '>&-' || operator === '<&-';
  if (duplicating && (destination.type === 'number' || word.value === '-' || /^\d+-?$/.test(word.value ?? ''))) return NO_NODES;
  if (operator.startsWith('<') && operator !== '<>') {
    addPath(w, 'read', word, cwds, false, 'redirect');
  } else {
    addPath(w, 'write', word, cwds, false, 'redirect');
    if (operator === '<>') addPath(w, 'read', word, cwds, false, 'redirect');
  }
  return NO_NODES;
}

function heredoc(w: Walk, node: SyntaxNode, cwds: Cwds): SyntaxNode[] {
  const start = childOfType(node, 'heredoc_start');
  if (start && !delimiterReadAlike(w, start)) {
    reason(w, 'parse-error', start, { form: 'heredoc-delimiter', delimiter: start.text });
  }
  const quoted = start ? /['"\\]/.test(start.text) : false;
  const body = childOfType(node, 'heredoc_body');
  if (body && !quoted) {
    // The grammar does not parse backquotes inside a heredoc body; the shell runs them, so each is
    // decided as a command of its own.
    if (/`/.test(body.text.replace(/\\`/g, ''))) {
      for (const program of backquotedCommands(body.text) ?? []) nestedSource(w, program, body, cwds);
    }
    expressions(w, body.namedChildren, cwds);
  }
  const nested: SyntaxNode[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'file_redirect' || child.type === 'herestring_redirect') nested.push(...redirect(w, child, cwds));
    else if (child.type !== 'heredoc_start' && child.type !== 'heredoc_body' && child.type !== 'heredoc_end') nested.push(child);
  }
  return nested;
}

/**
 * Whether the grammar's heredoc delimiter is bash's: a plain word (escapes allowed), or a plain
 * word wholly in single or double quotes, ending where bash's word ends. The grammar's token runs
 * to the next blank (`EOF;true`) and removes only quotes that open it (`E"O"F`, `'EO'F`).
 */
function delimiterReadAlike(w: Walk, start: SyntaxNode): boolean {
  if (!HEREDOC_DELIMITER.test(start.text)) return false;
  const next = w.source.charCodeAt(start.endIndex);
  return Number.isNaN(next) || WORD_ENDS.has(next);
}

function closesDescriptor(operator: string): boolean {
  return operator === '>&-' || operator === '<&-';
}

/**
 * The words the grammar hangs on a redirect that bash reads as the command's own: after a file
 * redirect's target (`git 2>/dev/null push`), all of them after one that closes a descriptor
 * (`git 3>&- push`), and after a heredoc's start (`git <<EOF push`).
 */
export function wordsAfterRedirect(redirect: SyntaxNode): readonly SyntaxNode[] {
  if (redirect.type === 'heredoc_redirect') return redirect.childrenForFieldName('argument');
  if (redirect.type !== 'file_redirect') return NO_NODES;
  const targets = redirect.childrenForFieldName('destination');
  return closesDescriptor(firstAnonymousType(redirect) ?? '') ? targets : targets.slice(1);
}

function firstAnonymousType(node: SyntaxNode): string | undefined {
  for (const child of node.children) if (!child.isNamed) return child.type;
  return undefined;
}

/** `< f`, `<<< text`, a heredoc: standard input carries data. */
export function isInputRedirect(redirect: SyntaxNode): boolean {
  if (redirect.type === 'heredoc_redirect' || redirect.type === 'herestring_redirect') return true;
  if (redirect.type !== 'file_redirect') return false;
  const operator = firstAnonymousType(redirect);
  if (operator !== '<' && operator !== '<>') return false;
  const descriptor = redirect.childForFieldName('descriptor');
  return descriptor === null || descriptor.text === '0';
}

function childOfType(node: SyntaxNode, type: string): SyntaxNode | undefined {
  for (const child of node.children) if (child.type === type) return child;
  return undefined;
}

function previousOperator(node: SyntaxNode): string | undefined {
  let sibling = node.previousSibling;
  while (sibling && sibling.isNamed) sibling = sibling.previousSibling;
  return sibling?.type;
}
