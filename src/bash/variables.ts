// Arithmetic that cannot run code. Bash evaluates array subscripts (and much else) as arithmetic,
// and arithmetic reads a variable whose value is `a[$(cmd)]` as an expression with a subscript,
// running cmd: only a literal number is safe.

/** Digits, blanks, signs and parentheses: arithmetic of literal numbers only (`0`, `-1`, `(-2)`, `1+1`). */
const LITERAL_ARITHMETIC = /^[\d\s()+-]*\d[\d\s()+-]*$/;

/** Whether arithmetic on `text` can only ever be a number: no variable, nothing that expands. */
export function isLiteralArithmetic(text: string): boolean {
  return LITERAL_ARITHMETIC.test(text);
}

/** Whether a subscript evaluates nothing: a literal number, or `@`/`*` (every element). */
export function isLiteralSubscript(index: string): boolean {
  const trimmed = index.trim();
  return trimmed === '@' || trimmed === '*' || isLiteralArithmetic(index);
}
