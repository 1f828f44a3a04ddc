// Backquoted commands in text the grammar leaves unparsed (heredoc bodies, some `${…}` words).

/**
 * The commands between unescaped backquotes in `text`, as the shell reads them: inside
 * backquotes a backslash before another backslash, a backquote or a dollar sign is dropped. A
 * backquote left open takes the rest of the text. Null when there is no unescaped backquote.
 */
export function backquotedCommands(text: string): string[] | null {
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
