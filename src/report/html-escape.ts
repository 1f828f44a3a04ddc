// Everything in a transcript is untrusted text (tool output, file contents, the
// model's words): it goes into the page only through these functions.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

// Colour codes make tool output unreadable as text, so they are dropped; any other
// control character is shown in caret notation (`^G` for the bell), marked as such.
const ANSI_SGR = /\u001b\[[0-9;]*m/g;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Escape terminal output or file contents for display inside `<pre>`. */
export function escapeTerminalText(text: string): string {
  const visible = text.replace(/\r\n/g, '\n').replace(ANSI_SGR, '');
  return escapeHtml(visible).replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    const caret = code === 0x7f ? '?' : String.fromCharCode(code + 64);
    const hex = code.toString(16).toUpperCase().padStart(4, '0');
    return `<span class="ctrl" title="control character U+${hex}">^${caret}</span>`;
  });
}
