// Names a command makes mean something else: the functions and aliases it defines, and the
// builtins it turns off, which a call of one then runs instead.
import type { SyntaxNode } from './syntax.js';
import { evaluateWord } from './words.js';

/**
 * Whether source may define a function (`f()`, `function f`), an alias, or turn a builtin off
 * (`enable -n`): most does not, and is not searched.
 */
export function mayDefine(source: string): boolean {
  // `includes` first: it is much faster than a regular expression over the whole source.
  return source.includes('function') || source.includes('alias') || source.includes('enable') || (source.includes(')') && /\(\s*\)/.test(source));
}

/**
 * Adds the names a tree makes mean something else: functions, aliases, and builtins `enable -n`
 * turns off (a call then runs a program of that name). A loop, so any depth is fine.
 */
export function collectDefinitions(root: SyntaxNode, into: Set<string>, aliases: Map<string, string | null>): void {
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
          if (command === 'alias' && value && value.indexOf('=') > 0) {
            const name = value.slice(0, value.indexOf('='));
            into.add(name);
            aliases.set(name, value.slice(value.indexOf('=') + 1));
          }
          if (command === 'enable' && value && !value.startsWith('-') && values.some((option) => option?.startsWith('-') && option.includes('n')))
            into.add(value);
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
export function lastCommand(root: SyntaxNode): SyntaxNode | null {
  let node: SyntaxNode | undefined = root;
  while (node && (node.type === 'program' || node.type === 'list' || node.type === 'pipeline')) {
    const children: SyntaxNode[] = node.namedChildren;
    node = children[children.length - 1];
  }
  return node?.type === 'command' ? node : null;
}
