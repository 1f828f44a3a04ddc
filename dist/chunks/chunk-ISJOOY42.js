import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/report/markdown-escape.ts
function escapeMarkdownText(text) {
  return oneLine(text).replace(/[\\`*_[\]|~#!]/g, (char) => `\\${char}`).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function markdownCode(text, where = "text") {
  const line = oneLine(text);
  if (line === "") return '""';
  const longestRun = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longestRun + 1);
  const padded = line.startsWith("`") || line.endsWith("`") ? ` ${line} ` : line;
  return `${fence}${where === "table" ? padded.replace(/\|/g, "\\|") : padded}${fence}`;
}
function oneLine(text) {
  return text.replace(/\r?\n|\r/g, " \u23CE ").replace(/[\u0000-\u001f\u007f]/g, " ");
}
function fencedBlock(text) {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text
${text.replace(/\r\n?/g, "\n")}
${fence}`;
}
function shortPrompt(prompt, max = 60) {
  const line = prompt.split(/\r?\n/).find((l) => l.trim() !== "")?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}\u2026` : line;
}

export {
  escapeMarkdownText,
  markdownCode,
  fencedBlock,
  shortPrompt
};
