// Tools with subcommands: the global options before the subcommand are set aside for
// matching, so `git -C . push` meets a `git push *` rule.
import { scanOptions, type ParsedOption } from './options.js';
import type { SubcommandTool } from './tables.js';
import type { Word } from './words.js';

export interface SubcommandParse {
  /** Options written before the subcommand. */
  globals: ParsedOption[];
  /** Index in the command's words of the subcommand word, or -1 when there is none. */
  subcommandIndex: number;
  /** The command without its global options (name, group, subcommand, rest), or null when it is the written form. */
  stripped: Word[] | null;
  /** An option before the subcommand that the table does not know. */
  unknownOption?: string;
}

/** `words` are the command's, its name first; `tool` is the command's entry in the subcommand table. */
export function parseSubcommand(words: readonly Word[], tool: SubcommandTool): SubcommandParse {
  const group = words[1]?.value;
  const groupWords = tool.group && group && !group.startsWith('-') ? 1 : 0;
  const scan = scanOptions(words, 1 + groupWords, tool);
  if (scan.kind !== 'ok') {
    return { globals: [], subcommandIndex: -1, stripped: null, unknownOption: 'option' in scan ? scan.option : undefined };
  }
  const subcommandIndex = scan.rest < words.length ? scan.rest : -1;
  const hadOptions = scan.options.length > 0;
  const stripped = hadOptions ? [words[0]!, ...words.slice(1, 1 + groupWords), ...words.slice(scan.rest)] : null;
  return { globals: scan.options, subcommandIndex, stripped };
}
