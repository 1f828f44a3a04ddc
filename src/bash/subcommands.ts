// Tools with subcommands: the global options before the subcommand are set aside for
// matching, so `git -C . push` meets a `git push *` rule.
import { scanOptions, type ParsedOption } from './options.js';
import type { SubcommandTool } from './tables.js';
import type { Word } from './words.js';

export interface SubcommandParse {
  /** Options written before the subcommand. */
  globals: ParsedOption[];
  /** Index in `args` of the subcommand word, or -1 when there is none. */
  subcommandIndex: number;
  /** The command without its global options (name, group, subcommand, rest), or null when it is the written form. */
  stripped: Word[] | null;
  /** An option before the subcommand that the table does not know. */
  unknownOption?: string;
}

/** `args` are the words after the command name; `tool` is the command's entry in the subcommand table. */
export function parseSubcommand(name: Word, tool: SubcommandTool, args: readonly Word[]): SubcommandParse {
  const groupWords = tool.group && args[0]?.value && !args[0].value.startsWith('-') ? 1 : 0;
  const scan = scanOptions(args, groupWords, tool);
  if (scan.kind !== 'ok') {
    return { globals: [], subcommandIndex: -1, stripped: null, unknownOption: 'option' in scan ? scan.option : undefined };
  }
  const subcommandIndex = scan.rest < args.length ? scan.rest : -1;
  const hadOptions = scan.options.length > 0;
  const stripped = hadOptions ? [name, ...args.slice(0, groupWords), ...args.slice(scan.rest)] : null;
  return { globals: scan.options, subcommandIndex, stripped };
}
