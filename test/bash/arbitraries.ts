// Generators shared by the bash property tests, and the seed they run with.
import fc from 'fast-check';

/**
 * The seed of a property run: LEASH_PROPERTY_SEED when set (to replay a failure), else a fresh
 * one. Printed either way, so a failure in CI can be run again exactly.
 */
export function propertySeed(name: string): number {
  const fromEnv = process.env.LEASH_PROPERTY_SEED;
  const seed = fromEnv !== undefined && fromEnv !== '' ? Number(fromEnv) : Math.floor(Math.random() * 0x7fffffff);
  if (!Number.isInteger(seed)) throw new Error(`LEASH_PROPERTY_SEED must be an integer, found ${JSON.stringify(fromEnv)}`);
  console.log(`[${name}] fast-check seed ${seed} (LEASH_PROPERTY_SEED=${seed} replays it)`);
  return seed;
}

const SHELL_TOKENS = [
  'echo',
  'git',
  'ls',
  'cat',
  'rm',
  'sh -c ',
  'bash -c ',
  'eval ',
  'env ',
  'timeout 5 ',
  'xargs ',
  'x=1 ',
  'PATH=. ',
  ' ',
  '  ',
  '\t',
  '\n',
  '\\\n',
  ';',
  '&&',
  '||',
  '|',
  '&',
  '!',
  '#',
  'é',
  '𝄞',
  '$(',
  '`',
  ')',
  '(',
  '{ ',
  ' }',
  '$((',
  '))',
  '<(',
  '>(',
  '${',
  '}',
  '$x',
  '"$y"',
  '$@',
  '$?',
  '"',
  "'",
  '\\',
  "$'\\n'",
  '*',
  '?',
  '[',
  ']',
  '~',
  '~/',
  '../',
  '/dev/null',
  'a.txt',
  '.env',
  '>',
  '>>',
  '<',
  '2>&1',
  '&>',
  '<<EOF\n',
  "<<'EOF'\n",
  'EOF\n',
  '<<<',
  '>&2',
  'if ',
  'then ',
  'else ',
  'fi',
  'for x in ',
  'do ',
  'done',
  'while ',
  'case ',
  ' in ',
  ';;',
  'esac',
  'function ',
  '() ',
];

/** Strings stitched from shell tokens: mostly not valid bash, but close enough to reach deep into the grammar. */
export function shellFragments(maxTokens = 40): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...SHELL_TOKENS), { maxLength: maxTokens }).map((tokens) => tokens.join(''));
}
