// "Did you mean": the known name closest to a mistyped one, by edit distance, when it is close
// enough to be the likely intent (a third of the word's length, at least two edits). The CLI's
// flag and command suggestions and the policy loader's floor names share it.

/**
 * The nearest of `known` to `word`, or undefined when none is close. `length` is the length the
 * limit is a third of (a flag's, without its dashes); by default the word's own.
 */
export function nearestName(word: string, known: readonly string[], length: number = word.length): string | undefined {
  const limit = Math.max(2, Math.floor(length / 3));
  const typed = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const name of known) {
    const distance = editDistance(typed, name.toLowerCase());
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}

/** Damerau–Levenshtein (optimal string alignment): a swap of two neighbours counts as one slip. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
    }
  }
  return rows[a.length]![b.length]!;
}
