// `${NAME}` references in MCP server settings: values a configuration may take from the
// runner's environment (a token for a header, a path for a server). Only what a setting names
// is taken, so a secret reaches a server only when its configuration asks for it by name.

const REFERENCE = /\$\{([^}]*)\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why `text` is not a valid setting value (a `${` that is not a `${NAME}` reference), or null. */
export function referenceProblem(text: string): string | null {
  for (const match of text.matchAll(REFERENCE)) {
    if (!NAME.test(match[1]!)) return `"${match[0]}" is not a reference; expected \${NAME} with a variable name (letters, digits, _)`;
  }
  const stripped = text.replace(REFERENCE, '');
  if (stripped.includes('${')) return `"${text}" has a "\${" without its closing "}"; expected \${NAME}`;
  return null;
}

/** The variable names `text` refers to, in order, each once. */
export function referencedNames(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE)].map((match) => match[1]!))];
}

/** `text` with every `${NAME}` replaced by its value in `env`; the first unset name when one is missing. */
export function expandReferences(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
): { ok: true; value: string } | { ok: false; missing: string } {
  for (const name of referencedNames(text)) {
    if (env[name] === undefined) return { ok: false, missing: name };
  }
  return { ok: true, value: text.replace(REFERENCE, (_match, name: string) => env[name]!) };
}
