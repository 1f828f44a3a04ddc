// The shapes of option tables and of what reading options gives, apart from the readers
// (options.ts, and nopt.ts for npm's spelling), so neither reader imports the other for them.
import type { Word } from './words.js';

export interface OptionTable {
  flags?: readonly string[];
  valued?: readonly string[];
  unsupported?: readonly string[];
  queries?: readonly string[];
  numericFlag?: boolean;
  /** Options only ever written with their value attached (`-chdir=dir`). */
  attachedOnly?: readonly string[];
  /** Options whose value is shell code (`su -c`): they take a value too. */
  code?: readonly string[];
  /** Options whose value is optional and then only attached (`prlimit -n1024`, `--nofile=1024`): they never take the next word. */
  optionalValue?: readonly string[];
  /** Options are whole words as listed (`faketime -m -f`): no clusters, no attached values. */
  wholeWords?: boolean;
  /** Long options that take the next two words (`nix develop --arg NAME EXPR`). */
  valuedTwice?: readonly string[];
  /** Options are read as npm's parser nopt reads them, with this tool's spelling (nopt.ts). */
  nopt?: NoptSpelling;
  /** With `nopt`: only the spellings npx hands on to npm unchanged. */
  exactOptions?: boolean;
}

export interface ParsedOption {
  /** The option's name as the table knows it (`-n`, `--signal`). */
  name: string;
  value: string | null;
  words: Word[];
}

export type OptionScan =
  | {
      kind: 'ok';
      options: ParsedOption[];
      rest: number;
      /** `--` ended the options. */
      ended: boolean;
      /** Operands met among the options (npx's `--no` takes the next word, which npm reads as one). */
      operands?: Word[];
    }
  | { kind: 'unsupported'; option: string }
  | { kind: 'unknown'; option: string }
  | { kind: 'query'; option: string };

/** What nopt knows of a tool's options (subcommand-tools.json's `optionNames`, `shorthands`, `valuedNames`). */
export interface NoptSpelling {
  /** Every long option, without dashes. */
  optionNames?: readonly string[];
  /** Short names of options, each with the option it stands for and the value it may carry (`d` → `--loglevel info`). */
  shorthands?: Readonly<Record<string, string>>;
  /** The `optionNames` that take a value; nopt reads the others as switches. */
  valuedNames?: readonly string[];
}

export type NoptTable = OptionTable & { nopt: NoptSpelling };
