// Path arguments of common file readers and writers, from tables/file-args.json: `cat .env`
// meets the read rules and `rm -rf ~/x` the write rules as well as the command rules.
import type { FileArgSpec, PathRole } from './tables.js';
import type { Word } from './words.js';

export interface PathArgument {
  role: Exclude<PathRole, 'none'>;
  word: Word;
  /** For `dd if=x`: the path is this part of the word. */
  value?: string | null;
  recursive: boolean;
  /** `ln TARGET`: the link is made in the working directory under the target's base name. */
  basenameOnly?: boolean;
}

/** No path arguments: shared, so frozen (most commands are not in the table). */
const NO_ARGUMENTS: readonly PathArgument[] = Object.freeze([]);

/** Path arguments of a command, or none when the tool is not in the table (`spec`, tables.ts `Tool.fileArgs`). `words` are the command's, its name first. */
export function pathArguments(spec: FileArgSpec | undefined, words: readonly Word[]): readonly PathArgument[] {
  if (!spec) return NO_ARGUMENTS;
  const { valueTaking, roles } = optionLookup(spec);
  const found: PathArgument[] = [];
  const operands: Word[] = [];
  let recursive = spec.recursive === true;
  let writing = false;
  const given: Given = { leading: false, target: false };
  let endOfOptions = false;

  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (endOfOptions || text === null || !text.startsWith('-') || text === '-') {
      operands.push(word);
      continue;
    }
    if (text === '--') {
      endOfOptions = true;
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      const name = eq > 0 ? text.slice(0, eq) : text;
      if (spec.writeWith?.includes(name)) writing = true;
      if (spec.recursiveWith?.includes(name)) recursive = true;
      if (eq > 0) {
        addOption(spec, roles, found, given, name, word, text.slice(eq + 1));
      } else if (spec.valuedTwice?.includes(name)) {
        i += 2;
      } else if (valueTaking.has(name)) {
        const next = words[++i];
        if (next) addOption(spec, roles, found, given, name, next, undefined);
      } else {
        addOption(spec, roles, found, given, name, word, undefined);
      }
      continue;
    }
    // A short option or a cluster of them; a valued one takes the rest of the word or the next word.
    for (let j = 1; j < text.length; j++) {
      const name = `-${text[j]}`;
      if (spec.writeWith?.includes(name)) {
        writing = true;
        // `sed -i.bak`: the rest of the word is the backup suffix.
        break;
      }
      if (spec.recursiveWith?.includes(name)) recursive = true;
      if (valueTaking.has(name)) {
        const attached = text.slice(j + 1);
        if (attached !== '') {
          addOption(spec, roles, found, given, name, word, attached);
        } else {
          const next = words[++i];
          if (next) addOption(spec, roles, found, given, name, next, undefined);
        }
        break;
      }
      if (spec.leadingFrom?.includes(name)) given.leading = true;
    }
  }

  const leading = given.leading ? 0 : (spec.leading ?? 0);
  if (spec.assignments) {
    for (let p = leading; p < operands.length; p++) {
      const word = operands[p]!;
      const eq = word.value?.indexOf('=') ?? -1;
      const key = eq > 0 ? word.value!.slice(0, eq) : '';
      const role = eq > 0 && Object.hasOwn(spec.assignments, key) ? spec.assignments[key] : undefined;
      if (role && role !== 'none') found.push({ role, word, value: word.value!.slice(eq + 1), recursive: false });
    }
    return found;
  }
  const operandRole = roleOf(spec.operands, writing);
  const paths = operands.length - leading;
  if (spec.firstOperand && paths > 0) {
    const role = roleOf(spec.firstOperand, writing);
    if (role) found.push({ role, word: operands[leading]!, recursive: false });
    return found;
  }
  if (paths === 1 && !given.target && spec.singleOperand === 'write-basename') {
    found.push({ role: 'write', word: operands[leading]!, recursive: false, basenameOnly: true });
    return found;
  }
  const lastRole = !given.target && paths >= 2 ? roleOf(spec.lastOperand, writing) : undefined;
  for (let p = leading; p < operands.length; p++) {
    const role = p === operands.length - 1 && lastRole ? lastRole : operandRole;
    if (role) found.push({ role, word: operands[p]!, recursive });
  }
  return found;
}

/** Whether an option gave the leading operands (`grep -e PATTERN`) or the target (`cp -t DIR`). */
interface Given {
  leading: boolean;
  target: boolean;
}

function addOption(spec: FileArgSpec, roles: ReadonlyMap<string, PathRole>, found: PathArgument[], given: Given, name: string, word: Word, value: string | null | undefined): void {
  const role = roles.get(name);
  if (role && role !== 'none') found.push({ role, word, value, recursive: false });
  if (spec.leadingFrom?.includes(name)) given.leading = true;
  if (spec.targetOptions?.includes(name)) given.target = true;
}

/** A tool's options as pathArguments looks them up, gathered once per tool. */
interface OptionLookup {
  /** Options that take a value: valued, with a path role, or naming the target. */
  valueTaking: ReadonlySet<string>;
  /** `optionRoles` as a map: looking a property up by a string built at run time costs more. */
  roles: ReadonlyMap<string, PathRole>;
}

const lookupBySpec = new Map<FileArgSpec, OptionLookup>();

function optionLookup(spec: FileArgSpec): OptionLookup {
  let lookup = lookupBySpec.get(spec);
  if (!lookup) {
    const roles = new Map(Object.entries(spec.optionRoles ?? {}));
    lookup = { valueTaking: new Set([...(spec.valued ?? []), ...roles.keys(), ...(spec.targetOptions ?? [])]), roles };
    lookupBySpec.set(spec, lookup);
  }
  return lookup;
}

function roleOf(role: PathRole | undefined, writing: boolean): Exclude<PathRole, 'none'> | undefined {
  if (!role || role === 'none') return undefined;
  if (writing && role === 'read') return 'readwrite';
  return role;
}
