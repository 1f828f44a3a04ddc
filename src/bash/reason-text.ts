// How reasons quote the command text they name: collapsed, clipped, as inline code.

export function collapse(text: string): string {
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
export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function clip(text: string, max = 60): string {
  const flat = collapse(text);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
