// Text written by others (the model's answer) shown verbatim in a comment: in a fence longer than
// any run of backticks inside it, so nothing in it becomes markup, a link or a mention.

export function fencedText(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}
