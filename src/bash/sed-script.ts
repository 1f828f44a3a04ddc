// The files a sed script reads and writes: the `r`, `R`, `w` and `W` commands and the `w` flag
// of `s` name a file, up to the end of their line, whatever it holds (`w out; p` writes the
// file `out; p`). And whether it runs shell commands: GNU sed's `e` command and the `e` flag of
// `s`. Read the way GNU sed reads a script, so that nothing hides from the rules in a regex, a
// replacement or an appended text.

export interface SedFile {
  kind: 'read' | 'write';
  path: string;
}

const SPACE = ' ';
const TAB = '\t';
const NEWLINE = '\n';

/** The letters of the commands and flags that name a file or run a command. */
const FILE_OR_RUN = /[rRwWe]/;

export interface SedScript {
  files: readonly SedFile[];
  /** The script runs shell commands (`e`, `s///e`). */
  runs: boolean;
}

const PLAIN_SCRIPT: SedScript = Object.freeze({ files: Object.freeze([]), runs: false });

/** Commands with no argument. */
const PLAIN = new Set(['=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F']);

/**
 * The files a script names, in order, and whether it runs commands; null when it is not a script
 * GNU sed would accept (then what it does is not known, and sed itself would refuse it).
 */
export function readSedScript(script: string): SedScript | null {
  // Many scripts (`s/a/b/g`, `-n 5p`) hold none of the letters that name a file or run a command.
  if (!FILE_OR_RUN.test(script)) return PLAIN_SCRIPT;
  const files: SedFile[] = [];
  let runs = false;
  const reader = new ScriptReader(script);
  while (reader.more()) {
    const c = reader.peek();
    if (c === SPACE || c === TAB || c === NEWLINE || c === ';' || c === '}') {
      reader.next();
      continue;
    }
    if (c === '#') {
      reader.toLineEnd();
      continue;
    }
    if (!reader.address()) return null;
    reader.blanks();
    if (reader.peek() === ',') {
      reader.next();
      reader.blanks();
      if (!reader.address(true)) return null;
    }
    reader.blanks();
    while (reader.peek() === '!') {
      reader.next();
      reader.blanks();
    }
    if (!reader.more()) return null;
    const command = reader.next();
    if (command === '{') continue;
    if (PLAIN.has(command)) {
      if (!reader.commandEnd()) return null;
      continue;
    }
    switch (command) {
      case 'l':
      case 'L':
      case 'q':
      case 'Q':
        reader.blanks();
        reader.digits();
        if (!reader.commandEnd()) return null;
        continue;
      case ':':
      case 'b':
      case 't':
      case 'T':
      case 'v':
        reader.toLabelEnd();
        continue;
      case 'a':
      case 'i':
      case 'c':
        reader.text();
        continue;
      case 'e':
        runs = true;
        reader.toLineEnd();
        continue;
      case 'r':
      case 'R':
      case 'w':
      case 'W': {
        const path = reader.fileName();
        if (path === '') return null;
        files.push({ kind: command === 'r' || command === 'R' ? 'read' : 'write', path });
        continue;
      }
      case 's': {
        const delimiter = reader.next();
        if (delimiter === '' || delimiter === NEWLINE || delimiter === '\\') return null;
        if (!reader.delimited(delimiter, true) || !reader.delimited(delimiter, false)) return null;
        const flags = reader.substituteFlags();
        if (flags === null) return null;
        if (flags.runs) runs = true;
        if (flags.written !== undefined) {
          files.push({ kind: 'write', path: flags.written });
          continue;
        }
        if (!reader.commandEnd()) return null;
        continue;
      }
      case 'y': {
        const delimiter = reader.next();
        if (delimiter === '' || delimiter === NEWLINE || delimiter === '\\') return null;
        if (!reader.delimited(delimiter, false) || !reader.delimited(delimiter, false)) return null;
        if (!reader.commandEnd()) return null;
        continue;
      }
      default:
        return null;
    }
  }
  return { files, runs };
}

class ScriptReader {
  private i = 0;

  constructor(private readonly script: string) {}

  more(): boolean {
    return this.i < this.script.length;
  }

  peek(): string {
    return this.i < this.script.length ? this.script[this.i]! : '';
  }

  next(): string {
    return this.i < this.script.length ? this.script[this.i++]! : '';
  }

  blanks(): void {
    while (this.peek() === SPACE || this.peek() === TAB) this.i++;
  }

  digits(): boolean {
    const start = this.i;
    while (this.peek() >= '0' && this.peek() <= '9') this.i++;
    return this.i > start;
  }

  toLineEnd(): void {
    const end = this.script.indexOf(NEWLINE, this.i);
    this.i = end < 0 ? this.script.length : end;
  }

  /** A label (`:a`, `b a`) ends at `;` or the end of the line. */
  toLabelEnd(): void {
    this.blanks();
    // GNU sed ends a branch's label at a blank as well: in `t x w out` the `w out` is a command.
    while (this.more() && this.peek() !== ';' && this.peek() !== NEWLINE && this.peek() !== SPACE && this.peek() !== TAB) this.i++;
  }

  /** After a command: blanks, then `;`, a newline, `}`, `#` or the end. */
  commandEnd(): boolean {
    this.blanks();
    const c = this.peek();
    return c === '' || c === ';' || c === NEWLINE || c === '}' || c === '#';
  }

  /** `1`, `$`, `1~2`, `/re/I`, `\%re%`; after a comma also `+3` and `~4`. No address is fine. */
  address(second = false): boolean {
    const c = this.peek();
    if (c >= '0' && c <= '9') {
      this.digits();
      if (this.peek() === '~') {
        this.i++;
        return this.digits();
      }
      return true;
    }
    if (c === '$') {
      this.i++;
      return true;
    }
    if (second && (c === '+' || c === '~')) {
      this.i++;
      return this.digits();
    }
    if (c === '/' || c === '\\') {
      this.i++;
      const delimiter = c === '/' ? '/' : this.next();
      if (delimiter === '' || delimiter === NEWLINE) return false;
      if (!this.delimited(delimiter, true)) return false;
      while (this.peek() === 'I' || this.peek() === 'M') this.i++;
      return true;
    }
    return !second;
  }

  /**
   * Up to and past the next `delimiter` that is not escaped (and, in a regex, not inside a
   * bracket expression, where `[/]` holds a slash). False when the script ends first.
   */
  delimited(delimiter: string, regex: boolean): boolean {
    const script = this.script;
    while (this.i < script.length) {
      const c = script[this.i++]!;
      if (c === '\\') {
        this.i++;
        continue;
      }
      if (c === delimiter) return true;
      if (regex && c === '[') {
        if (!this.bracket()) return false;
        continue;
      }
      if (c === NEWLINE) return false;
    }
    return false;
  }

  /** The rest of a bracket expression after its `[`: `]` first is a member, as are `[:alpha:]` and its kind. */
  private bracket(): boolean {
    const script = this.script;
    if (script[this.i] === '^') this.i++;
    if (script[this.i] === ']') this.i++;
    while (this.i < script.length) {
      const c = script[this.i++]!;
      if (c === ']') return true;
      if (c === '[' && (script[this.i] === ':' || script[this.i] === '=' || script[this.i] === '.')) {
        const close = script.indexOf(`${script[this.i]}]`, this.i + 1);
        if (close < 0) return false;
        this.i = close + 2;
      }
    }
    return false;
  }

  /** The flags of `s`: the file its `w` flag names, undefined when there is none, null when a flag is not one sed knows. */
  substituteFlags(): { written: string | undefined; runs: boolean } | null {
    let runs = false;
    for (;;) {
      const c = this.peek();
      if (c === 'e') runs = true;
      if (c === 'g' || c === 'p' || c === 'e' || c === 'i' || c === 'I' || c === 'm' || c === 'M' || c === SPACE || c === TAB || (c >= '0' && c <= '9')) {
        this.i++;
        continue;
      }
      if (c === 'w') {
        this.i++;
        const path = this.fileName();
        return path === '' ? null : { written: path, runs };
      }
      if (c === '' || c === ';' || c === NEWLINE || c === '}' || c === '#') return { written: undefined, runs };
      return null;
    }
  }

  /** A file name: after blanks, everything to the end of the line. */
  fileName(): string {
    this.blanks();
    const start = this.i;
    this.toLineEnd();
    return this.script.slice(start, this.i);
  }

  /** The text of `a`, `i`, `c`: to the first newline no backslash escapes (`a\` and its newline first). */
  text(): void {
    this.blanks();
    if (this.peek() === '\\') {
      this.i++;
      if (this.peek() === NEWLINE) this.i++;
    }
    const script = this.script;
    while (this.i < script.length) {
      const c = script[this.i++]!;
      if (c === '\\') this.i++;
      else if (c === NEWLINE) return;
    }
  }
}
