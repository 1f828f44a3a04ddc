// The files an awk call reads and writes and the commands it runs beyond its operands, from its
// program (awk-program.ts) and its options: `-f`/`-E`/`-i` program files Leash does not read,
// `-l` shared libraries, and gawk's `-i inplace`, which rewrites every input file.
import { readAwkProgram } from './awk-program.js';
import type { FileArgSpec } from './tables.js';
import type { Word } from './words.js';

export type AwkOptions = NonNullable<FileArgSpec['awkProgram']>;

/** An option as the file-argument scan recorded it. */
export interface AwkOccurrence {
  name: string;
  word: Word;
  attached: string | undefined;
  hasValue: boolean;
}

/**
 * A file the call reads or writes (`path` relative to where awk runs), a shell command its
 * program runs (`runs`, a static string `sh -c` is given), or why what it does is not known.
 */
export interface AwkArgument {
  role: 'read' | 'write';
  word: Word;
  path?: string;
  runs?: string;
  unknown?: string;
}

/** Every option the awk entry names, so that the scan records where each stands. */
export function awkOptions(spec: FileArgSpec): string[] {
  const awk = spec.awkProgram;
  return awk ? [...awk.text, ...awk.files, ...awk.sandbox, ...awk.loads, ...awk.assigns] : [];
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=/;

/**
 * What awk's program and options do: `operands` are the call's, `leading` how many of them lead
 * (1 when the first is the program). A program word that is not static is left to the
 * interpreter check, which already asks for it.
 */
export function awkArguments(awk: AwkOptions, occurrences: readonly AwkOccurrence[], operands: readonly Word[], leading: number): AwkArgument[] {
  const found: AwkArgument[] = [];
  const sandboxed = occurrences.some((occurrence) => awk.sandbox.includes(occurrence.name));
  const parts: Word[] = [];
  const values = new Map<string, string>();
  let inplace = false;
  for (const occurrence of occurrences) {
    if (!occurrence.hasValue) continue;
    const value = occurrence.attached ?? occurrence.word.value;
    const word = occurrence.attached === undefined ? occurrence.word : { ...occurrence.word, value: occurrence.attached };
    if (awk.assigns.includes(occurrence.name)) assign(values, value);
    else if (awk.text.includes(occurrence.name)) parts.push(word);
    else if (awk.inplace.includes(occurrence.name) && (value === 'inplace' || value === 'inplace.awk')) inplace = true;
    else if (awk.files.includes(occurrence.name) && !sandboxed) {
      found.push({
        role: 'read',
        word,
        unknown: `Leash does not read this awk program file, so the commands it runs (\`system\`, pipes) and the files it writes are not known before it runs; \`gawk --sandbox\` refuses them`,
      });
    } else if (awk.loads.includes(occurrence.name)) {
      found.push({ role: 'read', word, unknown: 'awk loads this shared library, which runs code of its own' });
    }
  }
  // With no program option, the first operand is the program.
  if (parts.length === 0 && leading > 0 && operands.length > 0) parts.push(operands[0]!);
  // An operand `NAME=VALUE` sets NAME only when awk reaches it, after BEGIN: two values.
  for (let p = leading; p < operands.length; p++) {
    const name = ASSIGNMENT.exec(operands[p]!.value ?? '')?.[1];
    if (name !== undefined) values.delete(name);
  }
  const known = parts.filter((part) => part.value !== null);
  if (known.length > 0) {
    const where = known[0]!;
    const program = readAwkProgram(known.map((part) => part.value).join('\n'), values);
    if (program === null) {
      found.push({
        role: 'read',
        word: where,
        unknown: 'Leash cannot read this awk program, so the commands it runs and the files it writes are not known before it runs',
      });
    } else if (!sandboxed) {
      // gawk's --sandbox refuses system(), pipes, redirects and extensions: then none of these happen.
      for (const command of program.commands) {
        found.push(
          command === null
            ? {
                role: 'read',
                word: where,
                unknown: 'the awk program runs a shell command that is not known before it runs (`system`, a pipe, an indirect call)',
              }
            : { role: 'read', word: where, runs: command },
        );
      }
      for (const load of program.loads) found.push({ role: 'read', word: where, unknown: `the awk program loads what Leash does not read (\`${load}\`)` });
      for (const file of program.files) {
        if (file.path === null) {
          found.push({
            role: file.kind,
            word: where,
            unknown: `the awk program ${file.kind === 'write' ? 'writes to' : 'reads'} a file whose name is not known before it runs`,
          });
        } else found.push({ role: file.kind, word: where, path: file.path });
      }
    }
  }
  if (inplace) {
    // `gawk -i inplace`: every input file is rewritten.
    for (let p = leading; p < operands.length; p++) {
      const operand = operands[p]!;
      if (operand.value === '-' || ASSIGNMENT.test(operand.value ?? '')) continue;
      found.push(
        operand.value === null
          ? { role: 'write', word: operand, unknown: 'gawk -i inplace rewrites this file, whose name is not known before it runs' }
          : { role: 'write', word: operand, path: operand.value },
      );
    }
  }
  return found;
}

/**
 * `-v NAME=VALUE`: awk processes escapes in VALUE as in a string (`\n`); a value holding a
 * backslash is left unknown rather than read twice. A later `-v` of the same name wins.
 */
function assign(values: Map<string, string>, text: string | null): void {
  const name = text === null ? undefined : ASSIGNMENT.exec(text)?.[1];
  if (name === undefined) return;
  const value = text!.slice(name.length + 1);
  if (value.includes('\\')) values.delete(name);
  else values.set(name, value);
}
