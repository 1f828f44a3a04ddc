// Reading and writing the command corpus: one command per line, so a command that spans lines
// (a heredoc, a line continuation) is written with escapes. `\n` is a newline, `\t` a tab and
// `\\` a backslash; any other backslash is kept as written, so `find . -exec rm {} \;` reads as
// it looks. Lines starting with `#` and blank lines are not commands.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = dirname(fileURLToPath(import.meta.url));
export const CORPUS_FILE = join(CORPUS_DIR, 'ci-commands.txt');
export const CORPUS_POLICY = join(CORPUS_DIR, 'policy.yml');

export function decodeCorpusLine(line: string): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    const next = line[i + 1];
    if (c === '\\' && (next === 'n' || next === 't' || next === '\\')) {
      out += next === 'n' ? '\n' : next === 't' ? '\t' : '\\';
      i++;
      continue;
    }
    out += c;
  }
  return out;
}

export function encodeCorpusLine(command: string): string {
  if (command.includes('\r')) throw new Error(`a corpus command cannot hold a carriage return: ${JSON.stringify(command)}`);
  return command.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\t/g, '\\t');
}

/** The commands of a corpus file's text, in order. */
export function parseCorpus(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map(decodeCorpusLine);
}

export function readCorpus(file: string = CORPUS_FILE): string[] {
  return parseCorpus(readFileSync(file, 'utf8'));
}
