// Bash's reserved words, which the grammar sometimes shows as command names.

/** Bash's reserved words (and `coproc`, which the grammar does not know); `time` is a wrapper in the table. */
const RESERVED_WORDS = new Set([
  '!',
  '[[',
  ']]',
  '{',
  '}',
  'case',
  'coproc',
  'do',
  'done',
  'elif',
  'else',
  'esac',
  'fi',
  'for',
  'function',
  'if',
  'in',
  'select',
  'then',
  'until',
  'while',
]);

const LONGEST_RESERVED = Math.max(...[...RESERVED_WORDS].map((word) => word.length));

/** The reserved word that is the word itself, or its first part when the grammar glued words together with blanks; '' when there is none. */
export function reservedHead(value: string): string {
  if (value.length <= LONGEST_RESERVED && RESERVED_WORDS.has(value)) return value;
  // A head longer than the longest reserved word is none: look for the blank only that far.
  const limit = Math.min(value.length, LONGEST_RESERVED + 1);
  for (let i = 0; i < limit; i++) {
    const c = value.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10) {
      const head = value.slice(0, i);
      return RESERVED_WORDS.has(head) ? head : '';
    }
  }
  return '';
}

/** Reserved words that open a compound command (`coproc` runs one). */
export const COMPOUND_STARTS = new Set(['!', '[[', '{', 'case', 'coproc', 'for', 'function', 'if', 'select', 'until', 'while']);
