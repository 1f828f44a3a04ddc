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
  const rules = rulesOf(spec);
  const found: PathArgument[] = [];
  const operands: Word[] = [];
  let recursive = rules.recursive;
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
      if (rules.writeWith.includes(name)) writing = true;
      if (rules.recursiveWith.includes(name)) recursive = true;
      if (eq > 0) {
        addOption(rules, found, given, name, word, text.slice(eq + 1));
      } else if (rules.valuedTwice.includes(name)) {
        i += 2;
      } else if (rules.valueTaking.has(name)) {
        const next = words[++i];
        if (next) addOption(rules, found, given, name, next, undefined);
      } else {
        addOption(rules, found, given, name, word, undefined);
      }
      continue;
    }
    // A short option or a cluster of them; a valued one takes the rest of the word or the next word.
    for (let j = 1; j < text.length; j++) {
      const name = `-${text[j]}`;
      if (rules.writeWith.includes(name)) {
        writing = true;
        // `sed -i.bak`: the rest of the word is the backup suffix.
        break;
      }
      if (rules.recursiveWith.includes(name)) recursive = true;
      if (rules.valueTaking.has(name)) {
        const attached = text.slice(j + 1);
        if (attached !== '') {
          addOption(rules, found, given, name, word, attached);
        } else {
          const next = words[++i];
          if (next) addOption(rules, found, given, name, next, undefined);
        }
        break;
      }
      if (rules.leadingFrom.includes(name)) given.leading = true;
    }
  }

  const leading = given.leading ? 0 : rules.leading;
  const assignments = rules.assignments;
  if (assignments) {
    for (let p = leading; p < operands.length; p++) {
      const word = operands[p]!;
      const eq = word.value?.indexOf('=') ?? -1;
      const key = eq > 0 ? word.value!.slice(0, eq) : '';
      const role = eq > 0 && Object.hasOwn(assignments, key) ? assignments[key] : undefined;
      if (role && role !== 'none') found.push({ role, word, value: word.value!.slice(eq + 1), recursive: false });
    }
    return found;
  }
  const operandRole = roleOf(rules.operands, writing);
  const paths = operands.length - leading;
  if (rules.firstOperand && paths > 0) {
    const role = roleOf(rules.firstOperand, writing);
    if (role) found.push({ role, word: operands[leading]!, recursive: false });
    return found;
  }
  if (paths === 1 && !given.target && rules.writeBasename) {
    found.push({ role: 'write', word: operands[leading]!, recursive: false, basenameOnly: true });
    return found;
  }
  const lastRole = !given.target && paths >= 2 ? roleOf(rules.lastOperand, writing) : undefined;
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

function addOption(rules: FileArgRules, found: PathArgument[], given: Given, name: string, word: Word, value: string | null | undefined): void {
  const role = rules.roles.get(name);
  if (role && role !== 'none') found.push({ role, word, value, recursive: false });
  if (rules.leadingFrom.includes(name)) given.leading = true;
  if (rules.targetOptions.includes(name)) given.target = true;
}

/**
 * A tool's entry with every field present, worked out once per tool. The table's entries each
 * have their own set of fields, so reading them on every call makes each read sort through many
 * object shapes; these all have one.
 */
interface FileArgRules {
  recursive: boolean;
  leading: number;
  writeWith: readonly string[];
  recursiveWith: readonly string[];
  valuedTwice: readonly string[];
  leadingFrom: readonly string[];
  targetOptions: readonly string[];
  /** Options that take a value: valued, with a path role, or naming the target. */
  valueTaking: ReadonlySet<string>;
  /** `optionRoles` as a map: looking a property up by a string built at run time costs more. */
  roles: ReadonlyMap<string, PathRole>;
  assignments: Record<string, PathRole> | undefined;
  operands: PathRole | undefined;
  lastOperand: PathRole | undefined;
  firstOperand: PathRole | undefined;
  writeBasename: boolean;
}

const NONE: readonly string[] = Object.freeze([]);

const rulesBySpec = new Map<FileArgSpec, FileArgRules>();

function rulesOf(spec: FileArgSpec): FileArgRules {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    const roles = new Map(Object.entries(spec.optionRoles ?? {}));
    rules = {
      recursive: spec.recursive === true,
      leading: spec.leading ?? 0,
      writeWith: spec.writeWith ?? NONE,
      recursiveWith: spec.recursiveWith ?? NONE,
      valuedTwice: spec.valuedTwice ?? NONE,
      leadingFrom: spec.leadingFrom ?? NONE,
      targetOptions: spec.targetOptions ?? NONE,
      valueTaking: new Set([...(spec.valued ?? []), ...roles.keys(), ...(spec.targetOptions ?? [])]),
      roles,
      assignments: spec.assignments,
      operands: spec.operands,
      lastOperand: spec.lastOperand,
      firstOperand: spec.firstOperand,
      writeBasename: spec.singleOperand === 'write-basename',
    };
    rulesBySpec.set(spec, rules);
  }
  return rules;
}

function roleOf(role: PathRole | undefined, writing: boolean): Exclude<PathRole, 'none'> | undefined {
  if (!role || role === 'none') return undefined;
  if (writing && role === 'read') return 'readwrite';
  return role;
}
