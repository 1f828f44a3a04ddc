// Job-summary markdown carries task names, commands and paths written by others.
// GitHub renders that markdown as HTML, so user text must neither close a table cell,
// open a code span, nor become a tag.

/** Text in a table cell or list item: one line, no markup. */
export function escapeMarkdownText(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]|~#!]/g, (char) => `\\${char}`)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * A code span that shows `text` verbatim: fenced with more backticks than any run
 * inside it, so no backtick in the text can close it, and `<` inside is literal. In a
 * table cell the pipe is escaped too: GFM splits cells on `|` before it parses code
 * spans, and drops the backslash when it does.
 */
export function markdownCode(text: string, where: 'table' | 'text' = 'text'): string {
  const line = oneLine(text);
  if (line === '') return '""';
  const longestRun = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = line.startsWith('`') || line.endsWith('`') ? ` ${line} ` : line;
  return `${fence}${where === 'table' ? padded.replace(/\|/g, '\\|') : padded}${fence}`;
}

function oneLine(text: string): string {
  return text.replace(/\r?\n|\r/g, ' ⏎ ').replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/** Text of several lines shown verbatim: a fence longer than any run of backticks in it. */
export function fencedBlock(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}

/** A task's name from its prompt: the first line that holds text, cut to `max` characters. */
export function shortPrompt(prompt: string, max = 60): string {
  const line =
    prompt
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
