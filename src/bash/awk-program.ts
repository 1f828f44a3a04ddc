// What an awk program does beyond reading its input and printing: the commands it runs
// (`system(…)`, `print | "cmd"`, `"cmd" | getline`, gawk's `|&` coprocesses), the files it
// writes (`print > "f"`, `printf … >> "f"`) and reads (`getline < "f"`), and gawk's `@load` of a
// shared library, `@include` of more program text and indirect calls (`@f()`, which may name
// `system`). Read the way POSIX awk and gawk read a program, token by token, so that nothing hides
// in a string, a regular expression or a comment, nor passes for one.

export interface AwkFile {
  kind: 'read' | 'write';
  /** The file's name; null when it is not known before the program runs (`print > $1`). */
  path: string | null;
}

export interface AwkProgram {
  files: readonly AwkFile[];
  /** The shell commands the program runs, each a static string or null when it is not known before it runs. */
  commands: readonly (string | null)[];
  /** What the program loads that Leash cannot see: `@load "ext"`, `@include "f"`. */
  loads: readonly string[];
}

/** Files that are no file on disk: awk's own names for its standard streams (POSIX and gawk). */
const STREAMS = new Set(['/dev/stdout', '/dev/stderr', '/dev/stdin', '-']);
const DESCRIPTOR = /^\/dev\/fd\/[0-9]+$/;

type TokenKind = 'string' | 'regex' | 'name' | 'number' | 'op' | 'newline' | 'directive';

interface Token {
  kind: TokenKind;
  /** A string's value after escapes; a name's or operator's text. */
  text: string;
  /** A string with an escape the awks read differently (gawk reads `\.` as `.`, mawk keeps the backslash): its value is not known. */
  unsure?: true;
}

/** Tokens after which a `/` divides rather than starting a regular expression. */
function endsOperand(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'string' || token.kind === 'number' || token.kind === 'regex') return true;
  if (token.kind === 'name') return !KEYWORDS_BEFORE_EXPRESSION.has(token.text);
  return token.kind === 'op' && (token.text === ')' || token.text === ']' || token.text === '$' || token.text === '++' || token.text === '--');
}

/** Keywords an expression follows, so a `/` after them starts a regular expression (`print /x/`). */
const KEYWORDS_BEFORE_EXPRESSION = new Set(['print', 'printf', 'return', 'in', 'case', 'do', 'else']);

const OPERATORS = ['|&', '||', '&&', '>>', '>=', '<=', '==', '!=', '!~', '++', '--', '+=', '-=', '*=', '/=', '%=', '^=', '**=', '**'];
const SINGLE = new Set([...'{}()[];,<>|!~?:+-*/%^=$&']);

const HEX = /^[0-9a-fA-F]$/;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '"': '"', '/': '/', a: '\x07', b: '\b', f: '\f', v: '\v' };

/** The program's tokens; null when it is not a program awk would accept (an unclosed string or regex, a stray character). */
function tokenize(program: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  const n = program.length;
  while (i < n) {
    const c = program[i]!;
    if (c === ' ' || c === '\t' || c === '\r') {
      i++;
      continue;
    }
    if (c === '\\' && program[i + 1] === '\n') {
      i += 2;
      continue;
    }
    if (c === '\\' && program[i + 1] === '\r' && program[i + 2] === '\n') {
      i += 3;
      continue;
    }
    if (c === '\n') {
      tokens.push({ kind: 'newline', text: '\n' });
      i++;
      continue;
    }
    if (c === '#') {
      while (i < n && program[i] !== '\n') i++;
      continue;
    }
    if (c === '"') {
      let value = '';
      let unsure = false;
      i++;
      for (;;) {
        if (i >= n || program[i] === '\n') return null;
        const d = program[i++]!;
        if (d === '"') break;
        if (d === '\\') {
          if (i >= n) return null;
          const e = program[i++]!;
          if (e === '\n') continue;
          if (e >= '0' && e <= '7') {
            let octal = e;
            while (octal.length < 3 && program[i]! >= '0' && program[i]! <= '7') octal += program[i++]!;
            value += String.fromCharCode(parseInt(octal, 8));
          } else if (e === 'x' && HEX.test(program[i] ?? '')) {
            // `\x2e` is `.`: gawk and mawk read at most two hex digits.
            let hex = program[i++]!;
            if (HEX.test(program[i] ?? '')) hex += program[i++]!;
            value += String.fromCharCode(parseInt(hex, 16));
          } else if (ESCAPES[e] !== undefined) value += ESCAPES[e];
          else {
            value += `\\${e}`;
            unsure = true;
          }
          continue;
        }
        value += d;
      }
      tokens.push(unsure ? { kind: 'string', text: value, unsure } : { kind: 'string', text: value });
      continue;
    }
    if (c === '/' && !endsOperand(tokens[tokens.length - 1])) {
      // A regular expression: to the next `/` outside a bracket expression that no backslash escapes.
      let j = i + 1;
      let bracket = false;
      for (;;) {
        if (j >= n || program[j] === '\n') return null;
        const d = program[j]!;
        if (d === '\\') j += 2;
        else if (bracket) {
          if (d === ']') bracket = false;
          j++;
        } else if (d === '[') {
          bracket = true;
          j++;
          if (program[j] === '^') j++;
          if (program[j] === ']') j++;
        } else if (d === '/') break;
        else j++;
      }
      tokens.push({ kind: 'regex', text: program.slice(i + 1, j) });
      i = j + 1;
      continue;
    }
    if (c === '@') {
      // gawk: `@include`, `@load`, `@namespace`, and indirect calls `@name(…)`.
      const name = /^@[A-Za-z_][A-Za-z0-9_:]*/.exec(program.slice(i));
      if (!name) return null;
      tokens.push({ kind: 'directive', text: name[0].slice(1) });
      i += name[0].length;
      continue;
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)?/.exec(program.slice(i, i + 256));
    if (word) {
      tokens.push({ kind: 'name', text: word[0] });
      i += word[0].length;
      continue;
    }
    const number = /^(?:0[xX][0-9a-fA-F]+|[0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?\.?)/.exec(program.slice(i, i + 64));
    if (number && number[0] !== '') {
      tokens.push({ kind: 'number', text: number[0] });
      i += number[0].length;
      continue;
    }
    const operator = OPERATORS.find((op) => program.startsWith(op, i));
    if (operator) {
      tokens.push({ kind: 'op', text: operator });
      i += operator.length;
      continue;
    }
    if (SINGLE.has(c)) {
      tokens.push({ kind: 'op', text: c });
      i++;
      continue;
    }
    return null;
  }
  return tokens;
}

/** Ends an output redirect's target, a print statement or a simple statement. */
function endsStatement(token: Token | undefined): boolean {
  return !token || token.kind === 'newline' || (token.kind === 'op' && (token.text === ';' || token.text === '}'));
}

/** A string standing alone as an expression here: nothing before it that it would be joined to. */
function standsAlone(token: Token | undefined): boolean {
  return (
    !token ||
    token.kind === 'newline' ||
    (token.kind === 'op' && '{(;,'.includes(token.text) && token.text.length === 1) ||
    (token.kind === 'op' && token.text === '&&') ||
    (token.kind === 'op' && token.text === '||')
  );
}

function isStream(path: string): boolean {
  return STREAMS.has(path) || DESCRIPTOR.test(path);
}

/**
 * What the program runs, writes, reads and loads; null when awk would not accept it as written
 * (then what it does is not known, and awk itself would refuse it).
 */
export function readAwkProgram(program: string, values?: ReadonlyMap<string, string>): AwkProgram | null {
  // Most programs (`{print $1}`) hold none of what runs, writes, reads or loads.
  if (!/[|>@<]|system|ARGV/.test(program)) return { files: [], commands: [], loads: [] };
  const tokens = tokenize(program);
  if (tokens === null) return null;
  const known = values && values.size > 0 ? knownVariables(tokens, values) : NO_VALUES;
  /** A static string, or a variable the program only reads whose value `-v` gave. */
  const staticText = (token: Token | undefined): string | null => {
    if (token?.kind === 'string') return token.unsure ? null : token.text;
    return token?.kind === 'name' ? (known.get(token.text) ?? null) : null;
  };
  const files: AwkFile[] = [];
  const commands: (string | null)[] = [];
  const loads: string[] = [];
  /** The parenthesis depth a print statement started at, while in one; -1 outside. */
  let printDepth = -1;
  let depth = 0;
  /** A static string target, when the tokens from `at` on are that and nothing more. */
  const target = (at: number): string | null => {
    const text = staticText(tokens[at]);
    if (text === null) return null;
    const after = tokens[at + 1];
    return endsStatement(after) || (after?.kind === 'op' && after.text === ')' && depth > printDepth) ? text : null;
  };
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    const text = token.text;
    if (token.kind === 'directive') {
      if (text === 'include' || text === 'load') {
        const named = tokens[k + 1];
        loads.push(`@${text} ${named?.kind === 'string' ? JSON.stringify(named.text) : '…'}`);
      } else if (text !== 'namespace') {
        // An indirect call runs the function a variable names, which may be `system`.
        commands.push(null);
      }
      continue;
    }
    if (token.kind === 'newline' || (token.kind === 'op' && (text === ';' || text === '}' || text === '{'))) {
      if (token.kind !== 'newline' || !continuesLine(tokens[k - 1])) printDepth = -1;
      continue;
    }
    if (token.kind === 'name') {
      // awk opens the files ARGV names as it reaches them: one the program sets is read, and not known.
      if (text === 'ARGV' && changesArgv(tokens, k)) files.push({ kind: 'read', path: null });
      if ((text === 'print' || text === 'printf') && printDepth < 0) printDepth = depth;
      else if (text === 'system' && tokens[k + 1]?.text === '(') {
        commands.push(tokens[k + 3]?.text === ')' ? staticText(tokens[k + 2]) : null);
      } else if (text === 'getline') {
        // `getline < "f"`, `getline line < "f"`: the file is read.
        let at = k + 1;
        if (tokens[at]?.kind === 'name' && tokens[at + 1]?.text === '<') at++;
        if (tokens[at]?.text === '<') {
          const path = staticText(tokens[at + 1]);
          if (path === null || !isStream(path)) files.push({ kind: 'read', path });
        }
      }
      continue;
    }
    if (token.kind !== 'op') continue;
    if (text === '(' || text === '[') depth++;
    else if (text === ')' || text === ']') depth--;
    else if (text === '|' || text === '|&') {
      if (tokens[k + 1]?.kind === 'name' && tokens[k + 1]!.text === 'getline') {
        // `"cmd" | getline`: the command is what stands before the bar.
        commands.push(standsAlone(tokens[k - 2]) ? staticText(tokens[k - 1]) : null);
      } else if (printDepth >= 0 && depth === printDepth) {
        commands.push(target(k + 1));
      } else {
        // A bar awk reads as neither: not a program it accepts.
        return null;
      }
    } else if ((text === '>' || text === '>>') && printDepth >= 0 && depth === printDepth) {
      const path = target(k + 1);
      if (path === null || !isStream(path)) files.push({ kind: 'write', path });
      // The rest of the statement is the target's.
      printDepth = -1;
    }
  }
  return { files, commands, loads };
}

const NO_VALUES: ReadonlyMap<string, string> = new Map();

/**
 * Whether the `ARGV` at `k` is changed: an element assigned (`ARGV[1] = ".env"`), read into
 * (`getline ARGV[1]`), given to a built-in that may assign it (`sub(/x/, ".env", ARGV[1])`), or
 * the whole array given to a function.
 */
function changesArgv(tokens: readonly Token[], k: number): boolean {
  if (tokens[k + 1]?.text !== '[') return tokens[k - 1]?.text !== 'in' && tokens[k - 1]?.text !== 'delete';
  if (tokens[k - 1]?.text === 'getline' || changedBySub(tokens, k)) return true;
  let depth = 0;
  for (let j = k + 1; j < tokens.length; j++) {
    const text = tokens[j]!.text;
    if (text === '[') depth++;
    else if (text === ']' && --depth === 0) {
      const after = tokens[j + 1];
      return after?.kind === 'op' && ASSIGNING.has(after.text) && after.text !== '++' && after.text !== '--';
    }
  }
  return true;
}

/** Whether the token at `k` starts the third argument of `sub` or `gsub`, the string they change. */
function changedBySub(tokens: readonly Token[], k: number): boolean {
  let depth = 0;
  let commas = 0;
  for (let j = k - 1; j > 0; j--) {
    const token = tokens[j]!;
    if (token.kind !== 'op') continue;
    const text = token.text;
    if (text === ')' || text === ']') depth++;
    else if (text === '(' || text === '[') {
      if (depth > 0) depth--;
      else return text === '(' && commas === 2 && (tokens[j - 1]?.text === 'sub' || tokens[j - 1]?.text === 'gsub');
    } else if (depth === 0 && text === ',') commas++;
    else if (depth === 0 && (text === ';' || text === '{' || text === '}')) return false;
  }
  return false;
}

/** Operators that assign to the variable before them. */
const ASSIGNING = new Set(['=', '+=', '-=', '*=', '/=', '%=', '^=', '**=', '++', '--']);

/** Built-in functions that may assign to a variable given as an argument. */
const ASSIGNING_CALLS = new Set(['sub', 'gsub', 'split', 'patsplit', 'match']);

/**
 * The `values` (from `-v`) of the variables the program never changes: one it assigns, increments,
 * reads a line into, loops over, uses as an array or hands to a function that may assign it has
 * some other value at some point, and so stands for any. A program that defines functions is read
 * as knowing none, since a parameter may shadow any name.
 */
function knownVariables(tokens: readonly Token[], values: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  const changed = new Set<string>();
  let callDepth = 0;
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    if (token.kind === 'op' && (token.text === '(' || token.text === '[')) depth++;
    else if (token.kind === 'op' && (token.text === ')' || token.text === ']')) {
      if (callDepth === depth) callDepth = 0;
      depth--;
    }
    if (token.kind !== 'name') continue;
    if (token.text === 'function' || token.text === 'func') return NO_VALUES;
    if (ASSIGNING_CALLS.has(token.text) && tokens[k + 1]?.text === '(' && callDepth === 0) callDepth = depth + 1;
    const before = tokens[k - 1];
    const after = tokens[k + 1];
    if (
      callDepth > 0 ||
      (after?.kind === 'op' && (ASSIGNING.has(after.text) || after.text === '[')) ||
      (before?.kind === 'op' && (before.text === '++' || before.text === '--')) ||
      (before?.kind === 'name' && before.text === 'getline') ||
      (after?.kind === 'name' && after.text === 'in' && before?.text === '(')
    ) {
      changed.add(token.text);
    }
  }
  const known = new Map<string, string>();
  for (const [name, value] of values) if (!changed.has(name)) known.set(name, value);
  return known;
}

/** A newline after these continues the statement (awk's grammar: after `,`, `{`, `&&`, `||`, `do`, `else`). */
function continuesLine(token: Token | undefined): boolean {
  if (!token) return false;
  if (token.kind === 'op') return token.text === ',' || token.text === '&&' || token.text === '||';
  return token.kind === 'name' && (token.text === 'do' || token.text === 'else');
}
