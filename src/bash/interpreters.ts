// Interpreters (tables/interpreters.json): code given as a string that is not static, or read
// from standard input or a descriptor, needs approval.
import { type Walk, reason } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import type { Word } from './words.js';
import type { InterpreterSpec } from './tables.js';
import type { Cwds } from './cwd.js';
import { programFile } from './shell-commands.js';
import { filledIn } from './nested-source.js';

/** Interpreters: code from a non-static string or from standard input needs approval. */
export function interpreter(w: Walk, node: SyntaxNode, words: Word[], base: string, spec: InterpreterSpec, cwds: Cwds): void {
  let program: 'none' | 'stdin' | 'file' | 'code' | 'info' = 'none';
  /** The word naming the program's file, when there is one. */
  let file: Word | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    // awk's `-f FILE` gave the program: the operands are its input.
    if (program === 'file' && (text === null || !text.startsWith('-') || text === '--')) break;
    if (text === null) {
      // awk's program text itself, or the file a script is read from: neither known.
      if (spec.programOperand) codeString(w, word, base);
      else file = word;
      program = spec.programOperand ? 'code' : 'file';
      break;
    }
    if (text === '-') {
      program = 'stdin';
      break;
    }
    if (text === '--') {
      const next = words[i + 1];
      program = next ? (next.value === '-' ? 'stdin' : spec.programOperand ? 'code' : 'file') : 'none';
      if (program === 'code') codeString(w, next!, base);
      if (program === 'file') file = next;
      break;
    }
    if (!text.startsWith('-')) {
      if (spec.programOperand) codeString(w, word, base);
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
        if (code) codeString(w, code, base);
        else reason(w, 'non-static-code', node, { form: 'no-code-string', via: `${base} ${codeFlag}` });
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
  if (file && programFile(w, node, file, base, cwds)) return;
  if (program === 'none' || program === 'stdin') {
    reason(w, 'stdin-program', node, { form: 'program', via: base });
  }
}

function codeString(w: Walk, word: Word, base: string): void {
  if (word.value === null) {
    reason(w, 'non-static-code', word.node, { form: 'unknown-code', via: base, word: word.raw });
    return;
  }
  const filled = filledIn(w, word.value);
  if (filled !== null) reason(w, 'non-static-code', word.node, { form: 'filled-code', via: base, filled });
}
