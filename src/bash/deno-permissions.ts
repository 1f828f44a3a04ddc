// deno's permission flags, from tables/deno.json: where deno's own options end (the script's
// arguments follow them), and the paths a `--allow-write=LIST` or `--allow-read=LIST` grants,
// which are scopes of their own instead of a floor.
import denoTable from './tables/deno.json' with { type: 'json' };
import type { Word } from './words.js';

interface DenoTable {
  subcommands: Record<string, 'program' | 'dashDash'>;
  grantsNow: string[];
  permissions: Record<string, 'read' | 'write'>;
  valued: string[];
  flags: string[];
  flagPrefixes: string[];
  valuedLetters: string[];
  examples: Record<string, string[]>;
}

export const denoTables = denoTable as DenoTable;

const valued = new Set(denoTables.valued);
const flags = new Set(denoTables.flags);
const valuedLetters = new Set(denoTables.valuedLetters);
const grantsNow = new Set(denoTables.grantsNow);
const permissionNames = Object.keys(denoTables.permissions);

/** Which of a command's words are the tool's own. */
export interface OwnWords {
  /** The subcommand (the first operand), or null when it is not known. */
  subcommand: string | null;
  /** The first word that is not the tool's own (the script's first argument), or the number of words. */
  end: number;
}

/**
 * `deno run [OPTIONS] SCRIPT [ARGS]`: the words up to and with the script are deno's, the rest
 * the script's (`deno run main.ts -A` grants nothing). An option the table does not know, or a
 * word not known before the command runs, may take the next word or be the script: then every
 * word is read as deno's, which is the stricter reading.
 */
export function denoOwnWords(words: readonly Word[]): OwnWords {
  const all = { subcommand: null, end: words.length };
  let i = 1;
  for (; i < words.length; i++) {
    const skip = optionWidth(words[i]!.value);
    if (skip === null) return all;
    if (skip === 0) break;
    i += skip - 1;
  }
  const subcommand = words[i]?.value ?? null;
  if (subcommand === null) return all;
  const ends = denoTables.subcommands[subcommand];
  if (ends === undefined) return { subcommand, end: words.length };
  for (let j = i + 1; j < words.length; j++) {
    const text = words[j]!.value;
    if (text === '--') return { subcommand, end: j };
    const skip = optionWidth(text);
    if (skip === null) return { subcommand, end: words.length };
    if (skip === 0) {
      if (ends === 'program') return { subcommand, end: j + 1 };
      continue;
    }
    j += skip - 1;
  }
  return { subcommand, end: words.length };
}

/**
 * How many words an option written `text` takes (with its value): 0 for an operand, null when
 * that is not known (a word not known before it runs, an option the table does not know).
 */
function optionWidth(text: string | null): number | null {
  if (text === null) return null;
  if (text.length < 2 || text.charCodeAt(0) !== 45 /* - */) return 0;
  if (text.startsWith('--')) {
    if (text.includes('=')) return 1;
    if (valued.has(text)) return 2;
    if (flags.has(text) || denoTables.flagPrefixes.some((prefix) => text.startsWith(prefix))) return 1;
    return null;
  }
  // A cluster of one-letter options; a valued letter takes the rest of the word, or the next word.
  for (let k = 1; k < text.length; k++) {
    const letter = `-${text[k]}`;
    if (valuedLetters.has(letter)) return k === text.length - 1 ? 2 : 1;
    // `-W=dist`: the rest of the word after `=` is the value.
    if (text[k + 1] === '=') return flags.has(letter) ? 1 : null;
    if (!flags.has(letter)) return null;
  }
  return 1;
}

/**
 * The paths of a permission list written `text` (`--allow-write=dist,out`, `-W=dist`), `,,` being
 * a literal comma; null when the word is no such list: the option bare (write anywhere), another
 * spelling, or a list with an empty entry (deno has read an empty list as everywhere).
 */
export function permissionList(text: string): { kind: 'read' | 'write'; option: string; paths: string[] } | null {
  for (const option of permissionNames) {
    if (!text.startsWith(`${option}=`)) continue;
    const paths: string[] = [];
    let path = '';
    const list = text.slice(option.length + 1);
    for (let k = 0; k < list.length; k++) {
      if (list[k] !== ',') path += list[k];
      else if (list[k + 1] === ',') {
        path += ',';
        k++;
      } else {
        paths.push(path);
        path = '';
      }
    }
    paths.push(path);
    if (paths.some((entry) => entry === '')) return null;
    return { kind: denoTables.permissions[option]!, option, paths };
  }
  return null;
}

/** Whether the subcommand runs the program now, with the permissions given (`run`, `test`). */
export function grantsNowIn(subcommand: string | null): boolean {
  return subcommand !== null && grantsNow.has(subcommand);
}

/** A permission list among deno's own words: each path a scope, or the word when its value is not known. */
export interface PermissionGrant {
  kind: 'read' | 'write';
  via: string;
  word: Word;
  /** The listed paths; null when the word's value is not known before it runs. */
  paths: string[] | null;
}

/**
 * The read and write lists of a deno command that runs its program now. A word not known before
 * it runs, written as a permission list (`--allow-write=$OUT`), is one whose paths are not known.
 */
export function denoGrants(words: readonly Word[], own: OwnWords = denoOwnWords(words)): PermissionGrant[] {
  if (!grantsNowIn(own.subcommand)) return [];
  const grants: PermissionGrant[] = [];
  for (let i = 1; i < own.end; i++) {
    const word = words[i]!;
    if (word.value === null) {
      const kind = unknownListKind(word.raw);
      if (kind) grants.push({ kind: kind.kind, via: `deno ${own.subcommand} ${kind.option}`, word, paths: null });
      continue;
    }
    const list = permissionList(word.value);
    if (list) grants.push({ kind: list.kind, via: `deno ${own.subcommand} ${list.option}`, word, paths: list.paths });
  }
  return grants;
}

/** The permission a word not known before it runs is written as a list of (`--allow-read="$D"`). */
function unknownListKind(raw: string): { kind: 'read' | 'write'; option: string } | null {
  for (const option of permissionNames) {
    if (raw.startsWith(`${option}=`)) return { kind: denoTables.permissions[option]!, option };
  }
  return null;
}
