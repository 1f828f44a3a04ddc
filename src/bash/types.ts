// What a bash command string decomposes into (DESIGN.md section 3).

/** Where a part of a command sits in the command string. */
export interface SourceRange {
  startIndex: number;
  endIndex: number;
  start: { row: number; column: number };
  end: { row: number; column: number };
}

export interface CommandForm {
  text: string;
  /** Checked against deny rules only: a form a person would call the same command, but not proof that an allow covers it. */
  denyOnly: boolean;
}

export interface CommandScope {
  kind: 'command';
  /** The normalised command as written (wrappers and assignment prefixes stripped). */
  text: string;
  /** Every form the rules are matched against; the first is `text`. */
  forms: CommandForm[];
  /** Built-in floors this command meets, by name (`git -c`). */
  floors: string[];
  /** A wrapper seen through (`timeout`, `sh -c`): only a deny rule naming it counts. */
  denyOnly: boolean;
  /**
   * Run by a runner (`uv run`, `bundle exec`), whose command as written the allow rules saw: this
   * one answers to deny rules and floors only. Holds the runner's command, or null.
   */
  runBy: string | null;
  range: SourceRange;
}

export interface PathScope {
  kind: 'read' | 'write';
  /** The path as written. */
  written: string;
  /** Canonical absolute path. */
  path: string;
  /** A directory walked as a whole (`rm -r`, `grep -r`): a deny anywhere below it holds it back. */
  recursive: boolean;
  /**
   * The command acts on some of what lies below `path`, and which part is not known before it
   * runs (`find -delete`, `find -exec rm {}`): a deny below it asks for approval instead.
   */
  partial: boolean;
  range: SourceRange;
  /** A mention's glob (`.en*`): the text its names start with below `path`; a deny on such a name counts. */
  stem?: string;
  /**
   * A glob not expanded (globs.ts): it stands for any name below `path`, but without dotglob
   * for none starting with `.`, so a deny only inside the folder needs approval, not a denial.
   */
  unexpandedGlob?: true;
  /**
   * git writes it through the worktree (`git checkout -- .`, `git clean`): git refuses a path
   * into the repository's own `.git`, so a deny only inside that folder is not met.
   */
  worktree?: true;
}

export type BashScope = CommandScope | PathScope;

export type ReasonCode =
  | 'parse-error'
  | 'command-substitution'
  | 'arithmetic'
  | 'non-static-command'
  | 'non-static-subcommand'
  | 'non-static-option'
  | 'non-static-code'
  | 'stdin-program'
  | 'code-changing-variable'
  | 'non-static-path'
  /** A path not known before the command runs, by its source: the sandbox can enforce these. */
  | 'unknown-path-variable'
  | 'unknown-path-substitution'
  | 'unknown-path-glob'
  /** A glob match that reaches the program as an option (`-rf` of `rm *`): the sandbox does not see options. */
  | 'glob-option'
  | 'unknown-redirect-target'
  | 'unknown-directory'
  | 'process-path'
  | 'linked-earlier'
  | 'unknown-option'
  | 'prompt-expansion'
  | 'brace-expansion'
  | 'too-deep'
  /** Code from elsewhere (elsewhere.ts): a command run outside the workspace, or where that is not known. */
  | 'outside-directory'
  /** Code from elsewhere: a command run in a folder holding another repository or package root. */
  | 'other-root'
  /** Code from elsewhere: a config, plugin, makefile or test path outside the workspace given to a tool that loads code from it. */
  | 'outside-code-path';

export interface Reason {
  code: ReasonCode;
  /** One line a person can act on, with the text and its `row:column`. */
  message: string;
  range: SourceRange;
  /** The path not known is one the command reads: a sandbox holds it to the read denies only, not to a read allow-list. */
  reads?: true;
}

export interface BashDecomposition {
  scopes: BashScope[];
  reasons: Reason[];
  /**
   * Paths named by a tool whose file arguments Leash does not know (`gcc -o .git/hooks/x`): it
   * may read or write them. Not scopes: they are checked against deny rules alone, and only a
   * deny covering one is reported, as a reason.
   */
  mentions?: PathScope[];
  /**
   * Files a tool takes from what another reads (`git ls-files | xargs rm -f`, `xargs -I{} cp a {}`):
   * any path. Not scopes: a deny rule or a write floor that some value could meet makes the call
   * need approval (a reason); the allow lists are not asked, as for a mention.
   */
  inputPaths?: InputPath[];
}

export interface InputPath {
  kind: 'read' | 'write';
  /** The tool that opens them (`rm`), and the one whose input names them (`xargs`). */
  tool: string;
  input: string;
  range: SourceRange;
}
