// What the words a tool appends from its input (`xargs git`, `parallel tar -xf a.tar`) can make of
// the command they are appended to: the arguments stay data, but they may also be the options of
// a floor or a shell command string, which the policy then never sees.
import type { SubcommandParse } from './subcommands.js';
import type { FloorSpec, Tool } from './tables.js';
import type { Word } from './words.js';

/** What the appended words may hold that runs code (`` `git -c` (a floor) ``), or null when nothing. */
export function inputReaches(words: readonly Word[], tool: Tool, subcommand: SubcommandParse | undefined): string | null {
  // After `--` what is appended are operands, not options.
  const operandsOnly = words.some((word) => word.value === '--');
  for (const floor of tool.floors) {
    if ((!operandsOnly || !floor.options) && floorReached(floor, words, subcommand)) return `\`${floor.name}\` (a floor)`;
  }
  const strings = tool.shellStrings;
  if (strings) {
    const index = subcommand ? subcommand.subcommandIndex : 0;
    const spec = index < 0 ? undefined : strings.get(subcommand ? (subcommand.path ?? words[index]!.value ?? '') : '');
    if (spec && !words.some((word, i) => i > index && (word.value === '--' || (spec.before === 'operand' && isOperand(word))))) {
      return `\`${spec.options[0]}\`, a shell command string`;
    }
  }
  return null;
}

/** Whether words appended after `words` can meet the floor: after the subcommand, or as it. */
function floorReached(floor: FloorSpec, words: readonly Word[], subcommand: SubcommandParse | undefined): boolean {
  if (floor.where === 'anywhere') return true;
  const index = subcommand?.subcommandIndex ?? -1;
  // With no subcommand yet, the appended words come first: global options, then any subcommand.
  if (index < 0) return true;
  if (floor.where === 'global') return false;
  return floor.where === `subcommand:${subcommand!.path ?? words[index]!.value}`;
}

function isOperand(word: Word): boolean {
  return word.value === null || !word.value.startsWith('-');
}
