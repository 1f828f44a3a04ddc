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
function mermaidLabel(text, maxLength = 28) {
  const clean = oneLine(text).replace(/["`]/g, "'").replace(/[<>{}[\];#%\\]/g, " ").replace(/\s+/g, " ").trim();
  const short = clean.length > maxLength ? `${clean.slice(0, maxLength - 1)}\u2026` : clean;
  return short === "" ? "-" : short;
}
function oneLine(text) {
  return text.replace(/\r?\n|\r/g, " \u23CE ").replace(/[\u0000-\u001f\u007f]/g, " ");
}

export {
  escapeMarkdownText,
  markdownCode,
  mermaidLabel
};
