// `cat -n` style numbering, shared by read and edit so the model sees one format and can
// tell a line number from the line's text: the number right-aligned in six columns, a tab.

export function numberedLine(lineNumber: number, text: string): string {
  return `${String(lineNumber).padStart(6)}\t${text}`;
}
