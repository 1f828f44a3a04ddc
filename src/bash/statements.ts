// The walk of statements: lists, pipelines, blocks, loops, branches and redirected statements,
// with the directories the shell may be in as each part ends (cwd.ts's Flow).
import { type Walk, inContext, NO_NODES, enter, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Cwds, type Flow, unchanged, unionCwds } from './cwd.js';
import { redirectsAt, isInputRedirect, continueAfter, wordsAfterRedirect } from './redirects.js';
import { command } from './simple-command.js';
import { collapse } from './reason-text.js';
import { expressions } from './expansions.js';
import { addCommand } from './path-scopes.js';
import { declaration, variables, builtinWords, testEvaluations, standaloneAssignment, loopVariable } from './assignments.js';
import { variableBuiltin } from './tables.js';
import { defineFunction } from './functions.js';

/** Statements that hand redirects hung on them down to the command they belong to. */
const TRAILING_AWARE = new Set(['list', 'pipeline', 'redirected_statement', 'command', 'negated_command']);

// ---------------------------------------------------------------- statements

/**
 * `trailing` are redirects the grammar hung on an enclosing list or pipeline
 * (`a && b > x` parses as `(a && b) > x`); bash gives them to the last command.
 */
export function statement(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[] = NO_NODES): Flow {
  if (!enter(w, node)) return unchanged(cwds);
  try {
    return statementWithin(w, node, cwds, trailing);
  } finally {
    w.state.nesting--;
  }
}

function statementWithin(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
  if (trailing.length > 0 && !TRAILING_AWARE.has(node.type)) redirectsAt(w, trailing, cwds);
  // The cases are compared in order: commands, the most common statement, first.
  switch (node.type) {
    case 'command':
      return command(w, node, cwds, trailing);
    case 'compound_statement':
      if (node.children[0]?.type === '((') {
        reason(w, 'arithmetic', node, { form: 'command', text: node.text });
        expressions(w, node.namedChildren, cwds);
        return unchanged(cwds);
      }
      // The grammar reads `{}` as an empty block; bash reads a command named `{}`, which
      // `xargs -I{}` and `find -exec` fill in with what they read.
      if (node.namedChildren.length === 0 && node.text === '{}') {
        reason(w, 'non-static-command', node, { form: 'empty-braces' });
        addCommand(w, node, '{}');
        return unchanged(cwds);
      }
      return sequence(w, node.namedChildren, cwds);
    case 'program':
    case 'do_group':
    case 'else_clause':
      return sequence(w, node.namedChildren, cwds);
    case 'list':
      return list(w, node, cwds, trailing);
    case 'pipeline':
      // The stages run side by side: a link one makes may be there for any other.
      return againIfLinked(w, () => pipeline(w, node, cwds, trailing));
    case 'redirected_statement':
      return redirected(w, node, cwds, trailing);
    case 'declaration_command':
      return declaration(w, node, cwds);
    case 'unset_command': {
      expressions(w, node.namedChildren, cwds);
      const spec = variableBuiltin(node.children[0]!.type);
      if (spec) variables(w, node, builtinWords(node), node.children[0]!.type, spec);
      addCommand(w, node, collapse(node.text));
      return unchanged(cwds);
    }
    case 'test_command':
      testEvaluations(w, node);
      expressions(w, node.namedChildren, cwds);
      addCommand(w, node, collapse(node.text));
      return unchanged(cwds);
    case 'variable_assignment':
      standaloneAssignment(w, node, cwds);
      return unchanged(cwds);
    case 'variable_assignments':
      for (const child of node.namedChildren) if (child) standaloneAssignment(w, child, cwds);
      return unchanged(cwds);
    case 'negated_command':
      // `! git 2>/dev/null push`: the redirect is the negated command's.
      for (const child of node.namedChildren) if (child) statement(w, child, cwds, trailing);
      return unchanged(cwds);
    case 'subshell':
      // Decided like a block; its `cd` moves only the subshell.
      sequence(w, node.namedChildren, cwds);
      return unchanged(cwds);
    case 'if_statement':
    case 'elif_clause':
    case 'case_item':
      return branching(w, node, cwds);
    // A loop runs its body again: a link one round makes is there for the next.
    case 'while_statement':
      return againIfLinked(w, () => branching(w, node, cwds));
    case 'for_statement':
      // `for` and `select` set their variable for the body and after it.
      loopVariable(w, node);
      expressions(w, childrenOfField(node, 'value'), cwds);
      return againIfLinked(w, () => branching(w, node, cwds, ['value', 'variable']));
    case 'select_statement':
      // The grammar reads `select NAME in …` as a for_statement, whose variable is checked above.
      return againIfLinked(w, () => branching(w, node, cwds));
    case 'c_style_for_statement':
      reason(w, 'arithmetic', node, { form: 'statement', text: node.text });
      // The expressions may hold substitutions, whose commands are checked too.
      expressions(w, [...childrenOfField(node, 'initializer'), ...childrenOfField(node, 'condition'), ...childrenOfField(node, 'update')], cwds);
      return againIfLinked(w, () => branching(w, node, cwds, ['initializer', 'condition', 'update']));
    case 'case_statement':
      expressions(w, childrenOfField(node, 'value'), cwds);
      return branching(w, node, cwds, ['value']);
    case 'function_definition':
      return defineFunction(w, node, cwds);
    case 'arithmetic_expansion':
    case 'postfix_expression':
    case 'binary_expression':
    case 'unary_expression':
    case 'parenthesized_expression':
      reason(w, 'arithmetic', node, { form: 'statement', text: node.text });
      expressions(w, [node], cwds);
      return unchanged(cwds);
    case 'comment':
      return unchanged(cwds);
    // `$(< f)`, bash's `$(cat f)`: the grammar hangs the redirect on the substitution, where a statement stands.
    case 'file_redirect':
    case 'heredoc_redirect':
    case 'herestring_redirect':
      return continueAfter(w, unchanged(cwds), redirectsAt(w, [node], cwds), cwds);
    case 'ERROR':
      // The parse error is reported once for the whole tree; still look for commands inside.
      return sequence(w, node.namedChildren, cwds);
    default:
      if (node.isNamed) expressions(w, [node], cwds);
      return unchanged(cwds);
  }
}

export function sequence(w: Walk, children: (SyntaxNode | null)[], cwds: Cwds): Flow {
  let flow = unchanged(cwds);
  /** Statements sent to the background (`a & b`), with where they started: they run beside what follows. */
  let background: { child: SyntaxNode; cwds: Cwds; links: number }[] | null = null;
  for (const child of children) {
    if (!child || child.type === 'comment') continue;
    const start = flow.any;
    flow = statement(w, child, start);
    if (nextSiblingType(child) === '&') (background ??= []).push({ child, cwds: start, links: w.state.links?.size ?? 0 });
  }
  if (background) {
    // A link made after a background statement started may be there before it reaches its paths.
    for (const job of background) if ((w.state.links?.size ?? 0) > job.links) statement(w, job.child, job.cwds);
  }
  return flow;
}

function pipeline(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
  // Redirects hung on the pipeline belong to its last stage.
  const stages = node.namedChildren;
  let last = stages.length - 1;
  while (last >= 0 && stages[last]!.type === 'comment') last--;
  // A later stage reads what the one before it writes.
  const piped = last > 0 ? inContext(w, { stdinData: true }) : w;
  for (let i = 0; i <= last; i++) {
    const stage = stages[i]!;
    if (stage.type !== 'comment') statement(i > 0 ? piped : w, stage, cwds, i === last ? trailing : NO_NODES);
  }
  return unchanged(cwds);
}

/**
 * Walks a part that may run more than once, or beside itself (a loop, a pipeline), a second time
 * when the first walk met a command that may make links: the second time they are known from the start.
 */
function againIfLinked(w: Walk, walk: () => Flow): Flow {
  const before = w.state.links?.size ?? 0;
  const flow = walk();
  return (w.state.links?.size ?? 0) > before ? walk() : flow;
}

function list(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
  // `a && b || c` nests to the left: ((a && b) || c). The left spine is followed with a loop,
  // not recursion, so a chain of any length cannot exhaust the stack. Each left operand starts
  // where the whole list starts; each right operand follows the flow of what is on its left.
  const spine: SyntaxNode[] = [];
  for (let current: SyntaxNode = node; current.type === 'list';) {
    const left = current.namedChildren[0];
    const right = current.namedChildren[current.namedChildren.length - 1];
    if (!left || !right || left === right) break;
    spine.push(current);
    current = left;
  }
  if (spine.length === 0) {
    redirectsAt(w, trailing, cwds);
    return sequence(w, node.namedChildren, cwds);
  }
  let flow = statement(w, spine[spine.length - 1]!.namedChildren[0]!, cwds);
  for (let i = spine.length - 1; i >= 0; i--) {
    const list = spine[i]!;
    const right = list.namedChildren[list.namedChildren.length - 1]!;
    const operator = andOrOperator(list);
    // Redirects the grammar hung on the whole list belong to its last command.
    const tail = i === 0 ? trailing : NO_NODES;
    if (operator === '&&') {
      const second = statement(w, right, flow.ok, tail);
      flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
    } else if (operator === '||') {
      const second = statement(w, right, flow.any, tail);
      flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
    } else {
      flow = statement(w, right, flow.any, tail);
    }
  }
  return flow;
}

/** `if`, `while`, `case`, `for`: each part may or may not run, so the directory may be any of theirs. */
function branching(w: Walk, node: SyntaxNode, cwds: Cwds, skipFields?: readonly string[]): Flow {
  let possible = cwds;
  for (const child of node.namedChildren) {
    if (child.type === 'comment' || (skipFields && child.fieldName !== null && skipFields.includes(child.fieldName))) continue;
    const flow = statement(w, child, possible);
    possible = unionCwds(possible, flow.any);
  }
  return unchanged(possible);
}

function redirected(w: Walk, node: SyntaxNode, cwds: Cwds, trailing: readonly SyntaxNode[]): Flow {
  // The body and the redirects, read in one pass over the children; trailing redirects come last.
  let body: SyntaxNode | null = null;
  const redirects: SyntaxNode[] = [];
  for (const child of node.children) {
    if (child.fieldName === 'body') body ??= child;
    else if (child.fieldName === 'redirect') redirects.push(child);
  }
  for (const redirect of trailing) redirects.push(redirect);
  if (!body) {
    redirectsAt(w, redirects, cwds);
    return unchanged(cwds);
  }
  if (body.type === 'command' || body.type === 'list' || body.type === 'pipeline' || body.type === 'redirected_statement' || body.type === 'negated_command') {
    return statement(w, body, cwds, redirects);
  }
  // `{ ls; } > f git push`: words after a compound statement's redirect are a syntax error to bash.
  for (const redirect of redirects) {
    const more = wordsAfterRedirect(redirect);
    if (more.length > 0) reason(w, 'parse-error', more[0]!, { form: 'redirect-words', words: more.map((word) => word.text).join(' ') });
  }
  // A compound statement's redirects are opened before its body runs, where it starts.
  const flow = statement(redirects.some(isInputRedirect) ? inContext(w, { stdinData: true }) : w, body, cwds);
  return continueAfter(w, flow, redirectsAt(w, redirects, cwds), cwds);
}

/** The `&&` or `||` joining a list's two sides (undefined for `;`, `&`). */
function andOrOperator(list: SyntaxNode): string | undefined {
  for (const child of list.children) if (!child.isNamed && (child.type === '&&' || child.type === '||')) return child.type;
  return undefined;
}

function childrenOfField(node: SyntaxNode, field: string): SyntaxNode[] {
  // The copy's lists hold no nulls (web-tree-sitter's may); this is a fresh array already.
  return node.childrenForFieldName(field);
}

/** The type of the node after `node` among its parent's children (`&` after a statement sent to the background). */
function nextSiblingType(node: SyntaxNode): string | undefined {
  return node.parent?.children[node.index + 1]?.type;
}
