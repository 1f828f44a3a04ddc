// Typed views of the data tables in tables/*.json. Code reads these; it does not spell
// the tools out in `if` chains.
import builtinsTable from './tables/builtins.json' with { type: 'json' };
import codeEnvTable from './tables/code-env.json' with { type: 'json' };
import fileArgsTable from './tables/file-args.json' with { type: 'json' };
import floorsTable from './tables/floors.json' with { type: 'json' };
import interpretersTable from './tables/interpreters.json' with { type: 'json' };
import subcommandToolsTable from './tables/subcommand-tools.json' with { type: 'json' };
import variablesTable from './tables/variables.json' with { type: 'json' };
import wrappersTable from './tables/wrappers.json' with { type: 'json' };
import type { NoptSpelling } from './nopt.js';

export interface OptionSpec {
  flags?: string[];
  valued?: string[];
  /** Options whose use we do not follow: the call needs approval. */
  unsupported?: string[];
  /** `command -v x`: the command is looked up, not run. */
  queries?: string[];
  /** `nice -10`: a numeric option. */
  numericFlag?: boolean;
  /** Leading operands that are not the command (timeout's duration). */
  positionals?: number;
  /** env's `NAME=value` operands; `settings`: the wrapper's own `KEY=value` settings, which need approval (ccache). */
  assignments?: boolean | 'settings';
  /** A first word not starting with `-` is the wrapper's own operand, before its options (setarch's architecture). */
  leadingOperand?: boolean;
  defaultCommand?: string;
  /** A lone `-` after the options is an option (env's `-i`, su's `-l`). */
  loneDash?: boolean;
  /** Options may stand after operands, until `--` (GNU getopt's default). */
  permute?: boolean;
  /** Options whose value is a shell command string (`su -c`). */
  code?: string[];
  /** With no code option, the operand after the positionals is the shell command string (`sg GROUP 'CMD'`). */
  codeOperand?: boolean;
  /** Options whose value is optional and then only attached (`prlimit -n1024`). */
  optionalValue?: string[];
  /** Options are whole words as listed: no clusters, no attached values (faketime). */
  wholeWords?: boolean;
  /** How the command is given (wrappers.json's `$comment`); `argv` when not said. */
  command?: WrapperCommandMode;
  /** Options that make the command `argv` (`watch -x`). */
  argvWith?: string[];
  /** With no command: a shell starts and reads its commands from standard input, or what the wrapper reads are the commands. */
  noCommand?: 'shell' | 'input';
  /** The wrapper's own operands are files it writes. */
  fileOperands?: 'write';
  defaultFile?: string;
  /** Words that end the command (parallel's `:::`). */
  commandEnd?: string[];
  /** A word holding one of these needs approval. */
  codeMarkers?: string[];
  /** Words that start another command of the wrapper's own (tmux's `;`). */
  separators?: string[];
  /** Words read from standard input are appended to the command (`xargs`). */
  appendsInput?: boolean;
  /** Options naming a string the input replaces instead (`xargs -I`), and the string when they name none. */
  replace?: string[];
  defaultReplace?: string;
  /** A regular expression for the strings the input replaces (parallel's `{}`, `{.}`). */
  inputPattern?: string;
  /** Runs the command in this shell, functions included (`time`). */
  inShell?: boolean;
  /** Runs a builtin of this shell when the command names one (`command cd x` moves this shell). */
  runsBuiltins?: boolean;
  /** Without one of these options the wrapper reads commands of its own from standard input (gdb without `-batch`). */
  readsStdinUnless?: string[];
  /** The entry is the named one's, with the fields it sets itself (linux32 is setarch with no architecture operand). */
  same?: string;
  subcommands?: Record<string, OptionSpec | string>;
  defaultSubcommand?: string;
  /** Long options that take the next two words (`nix develop --arg NAME EXPR`). */
  valuedTwice?: string[];
  /**
   * A runner's subcommands not in `subcommands`: `ordinary` commands (`uv sync`), or the command
   * the runner runs (`command`: `pnpm git push` runs `git push` when no script has that name),
   * except the `ordinarySubcommands` (pnpm's own commands).
   */
  otherSubcommands?: 'ordinary' | 'command';
  ordinarySubcommands?: string[];
  /** The entry's options may stand after its subcommands too (clap's global options): merged into each. */
  global?: boolean;
  /** Options naming the directory the command runs in (`uv run --directory DIR`). */
  chdir?: string[];
  /** Options with which the command runs in directories not known here (`pnpm -r exec`: each package's). */
  chdirUnknown?: string[];
  /** The command runs in directories not known here, whatever the options (`pnpm recursive exec`). */
  runsElsewhere?: boolean;
  /** Options naming a file of variables the runner sets for the command (`uv run --env-file`). */
  envFiles?: string[];
  /** The files of variables loaded when no `envFiles` option names one (dotenv's `.env`). */
  defaultEnvFiles?: string[];
  /** Options whose value is a `NAME=value` set for the command (`dotenv -v`). */
  assignmentOptions?: string[];
  /** Command words that name no program Leash can see (`-`: standard input; a trailing `*` makes a prefix, `https://*`). */
  unseenPrograms?: string[];
  /** Options after which every word is the command (`nix develop -c make test`). */
  commandOptions?: string[];
  /** The command is only what follows `--` (`mise exec node@20 -- node x.js`). */
  commandAfterDashDash?: boolean;
  /** Every operand before the command is the runner's own (installables, packages, tool versions). */
  ownOperands?: boolean;
  /** Options that make the command words shell code joined with spaces (`pnpm exec -c`). */
  joinedWith?: string[];
  /** Leading operands starting with one of these select environments, not the command (`hatch run +py=3.12`). */
  selectorPrefixes?: string[];
  /** The command word's part up to its last separator names an environment (`hatch run test:pytest` runs `pytest`). */
  environmentSeparator?: string;
  /** The directory operand, when it is a file, is the command itself (`direnv exec ./x.sh`). */
  dirOrCommand?: boolean;
  /** The subcommand tool whose options the runner takes, read as that tool reads them (`npm`: nopt). */
  optionsOf?: string;
  /** `optionsOf`'s spelling, filled in when the table is read. */
  nopt?: NoptSpelling;
  /** With `optionsOf`: only the spellings npx hands on to npm unchanged, and its `--no` forms. */
  exactOptions?: boolean;
  /** Options whose string the tool runs as shell code, checked as interpreters.json's `shellStrings` say: the call is a command of its own. */
  shellStringOptions?: string[];
  /** The command's first word names a package, whose bin runs (`npx npm@10 publish` runs `npm`), unless one of `packageOptions` is given. */
  commandPackage?: boolean;
  packageOptions?: string[];
  examples?: Record<string, string>;
  needsApproval?: string[];
  /** Commands that run nothing through the runner: ordinary commands, decided as any other. */
  ordinary?: string[];
}

export type WrapperCommandMode = 'argv' | 'code' | 'joined' | 'code-or-argv' | 'none';

export interface WrapperTable {
  transparent: Record<string, OptionSpec>;
  checked: Record<string, OptionSpec>;
  runners: Record<string, OptionSpec>;
}

export interface SubcommandTool {
  valued: string[];
  flags: string[];
  /** Options only written as `-opt=value` (terraform). */
  attachedOnly?: string[];
  /** `gh pr -R o/r merge`: the options stand after a command group. */
  group?: boolean;
  /** A first word starting with this picks a toolchain and is set aside like a global option (rustup's `cargo +nightly`). */
  toolchainPrefix?: string;
  /** Other names of subcommands, one or two words, mapped to the subcommand's own name (`run-script` → `run`, `run` → `container run`). */
  aliases?: Record<string, string>;
  /** The tool's own subcommand names, for `abbreviations`. */
  commands?: string[];
  /** Any prefix naming one subcommand or alias names it (npm's `pub` is `publish`). */
  abbreviations?: boolean;
  /** `runScript` is `run-script` (npm). */
  camelCase?: boolean;
  /**
   * Commands a subcommand runs besides or as itself, keyed by its own name or that and its first word
   * (`install-test` → `install …` and `test`, `run test` → `test …`); `…` is the words after the key.
   */
  alsoRuns?: Record<string, string[]>;
  /** How the tool reads its options everywhere: `nopt` (npm) takes any number of leading dashes and `--opt=value`, expands `shorthands`, and clusters one-letter shorthands. */
  optionSpelling?: 'nopt';
  /** One-letter and other short names of long options (`C` → `--prefix`, `s` → `--loglevel silent`), for `optionSpelling: nopt`. */
  shorthands?: Record<string, string>;
  /** Every long option the tool knows, without dashes, for `optionSpelling: nopt`: a prefix naming one names it. */
  optionNames?: string[];
  /** The `optionNames` that take a value; nopt reads the others as switches. */
  valuedNames?: string[];
  examples?: Record<string, string>;
}

export interface FloorSpec {
  name: string;
  command: string;
  where: string;
  options?: string[];
  valuePrefixes?: string[];
  valueRequired?: boolean;
  /** Only when the option's value holds one of these (`/`: a path, not a name). */
  valueIncludes?: string[];
  outsideWorkspace?: boolean;
  operands?: string[];
  operandPrefixes?: string[];
  /** Any operand holding one of these, case-insensitive, blanks squeezed (`writefile(` in SQL). */
  operandIncludes?: string[];
  always?: boolean;
  /** An operand `NAME=value` setting a variable that changes what runs (code-env.json) or one of `assignmentNames` (make's command-line variables). */
  assignments?: boolean;
  assignmentNames?: string[];
  /** Names that change what runs elsewhere but are the tool's own conventions (make's `PREFIX` and `DESTDIR`, which npm reads from the environment). */
  assignmentExceptions?: string[];
  /** The tool's options that take the next word: a word not known before it runs after one of these is its value, no option. */
  valued?: string[];
  /** The tool's options end at its first operand (`docker run IMAGE CMD…`): later words are not its own. */
  stopAtOperand?: boolean;
  /** Options of the tool whose names are prefixes of a floored option's (`--checkpoint`), so not its abbreviation. */
  otherOptions?: string[];
  /** The tool takes no clusters of one-letter options (gcc: `-DBUILD` is not `-B`). */
  noClusters?: boolean;
  why: string;
  match: string[];
  not_match: string[];
}

export type PathRole = 'read' | 'write' | 'readwrite' | 'none';

/**
 * How a path argument's value names its file: `at-file` `@FILE` (curl -d), `name-at-file`
 * `[NAME]@FILE` (curl --data-urlencode), `form-field` `NAME=@FILE` or `NAME=<FILE` (curl -F),
 * `no-equals` a value with no `=` (curl -b), `local` not a `host:path` or URL (rsync, git clone),
 * `pathspec` a git pathspec (a pattern reaches below its static folder), `unglobbed` a value
 * holding no `{…}` or `[…]` that curl expands (`-T "{a,b}"` uploads two files), `container` not
 * a container's `NAME:PATH` (docker cp, kubectl cp), `image-format` with ImageMagick's `FORMAT:`
 * cut off, `url` a `file:` URL's path and no network URL's (ffmpeg, gsutil), `kind-path` the file
 * one of a comma list of `KIND=FILE` names (rustc --emit), `passthrough` arguments passed on to
 * another program, which need approval when one names an output file (gcc -Wl,-o,x), `csv-dest`
 * a path or the `dest=` field of a comma list (docker build -o type=local,dest=out), `bind` the
 * host path of `SRC:DST[:OPTS]` and `mount` the `source=` of a `type=bind` comma list (docker run
 * -v, --mount; a volume names none, and `ro` makes the role `read`), `csv-src` the `src=` or
 * `source=` field of a comma list (docker build --secret id=x,src=.env), `named-context` the path
 * of `NAME=PATH` that is no URL (docker build --build-context), `ini-override` the value of an ini
 * setting `KEY=VALUE` whose key the role's `keys` list (pytest's `-o cache_dir=DIR`), `report-dest` the
 * `DEST` of pytest-cov's `--cov-report TYPE:DEST` (a `term` report's modifier is none),
 * `revision-or-path` an operand of git's diff and log family (file-args.ts `revisionOrPath`),
 * `object-name` only such an operand that is an object name `REV:PATH` (`git show --stat HEAD:f`),
 * `line-range` the `FILE` of git log's `-L START,END:FILE` or `-L :FUNC:FILE`.
 */
export type ValueForm =
  | 'at-file'
  | 'name-at-file'
  | 'form-field'
  | 'no-equals'
  | 'local'
  | 'pathspec'
  | 'unglobbed'
  | 'container'
  | 'image-format'
  | 'url'
  | 'file-url'
  | 'kind-path'
  | 'passthrough'
  | 'csv-dest'
  | 'bind'
  | 'mount'
  | 'csv-src'
  | 'named-context'
  | 'ini-override'
  | 'report-dest'
  | 'revision-or-path'
  | 'object-name'
  | 'line-range'
  | 'pytest-cache'
  | 'npm-default'
  | 'build-context'
  | 'working-folder'
  | 'rsync-filter'
  | 'tool-glob';

/**
 * A role, or a role with how far it reaches: `recursive` (unset: as the tool's options say),
 * `partial`, `form`, for the form `ini-override` the `keys` whose value is the path, and
 * `throughLinks` for a write that goes through the links already below its folder (`tar -x`).
 */
export type RoleSpec =
  PathRole | { role: PathRole; recursive?: boolean; partial?: boolean; form?: ValueForm; keys?: string[]; throughLinks?: boolean; worktree?: boolean };

/** A path a tool acts on when no argument names one (`grep -r` reads `.`, `tar -x` writes there). */
export interface DefaultPath {
  path: string;
  role: RoleSpec;
  /** Only when fewer operands than this follow the leading ones. */
  whenOperands?: number;
  /** Only when an option made the tool recursive. */
  whenRecursive?: boolean;
  /** Not when standard input carries data (rg reads it then). */
  unlessStdin?: boolean;
  /** Not when one of these options is given. */
  unlessOptions?: string[];
  /** Only when one of these options is given (`mktemp -p DIR` with no template). */
  whenOptions?: string[];
  /** Only when one of these options is given with no value (`pytest --debug` writes pytestdebug.log). */
  whenValueless?: string[];
  /** Not when an operand ends with `/` (unrar's destination). */
  unlessFolderOperand?: boolean;
}

/** What a mode option (`tar -x`, `gzip -c`, `install -d`) changes. */
export interface FileArgMode {
  operands?: RoleSpec;
  lastOperand?: RoleSpec;
  firstOperand?: RoleSpec;
  positional?: RoleSpec[];
  leading?: number;
  leadingRole?: PathRole;
  optionRoles?: Record<string, RoleSpec>;
  defaults?: DefaultPath[];
  recursive?: boolean;
  /** The mode acts on files nobody can see (`cpio -o` reads the names on its input): it needs approval, and this says why. */
  unknown?: string;
}

export interface FileArgSpec extends FileArgMode {
  same?: string;
  /** A lone operand: `write-basename` names the link `ln TARGET` makes; `last` is the last operand (`git blame f`, whose file always comes last). */
  singleOperand?: 'write-basename' | 'last';
  leadingFrom?: string[];
  valued?: string[];
  valuedTwice?: string[];
  /** Long options that take no value: with the others, every long option, so a prefix names one (`--expr` is `--expression`). */
  flags?: string[];
  /** Options whose value is only ever attached (`--color=auto`, `od -w16`): they never take the next word. */
  optionalValue?: string[];
  targetOptions?: string[];
  writeWith?: string[];
  /**
   * `writeWith` options whose attached value is a backup name (`sed -i.bak`, `--in-place=.bak`,
   * `perl -i.orig`): each `*` in it stands for the file as given, and without one it follows the
   * file's name; the file is moved there, a write.
   */
  backupSuffix?: string[];
  /** Options that make the tool move an existing destination aside first (`cp -b`, `--backup`, `-S`); `suffixWith` those naming its suffix (`~` otherwise). */
  backupWith?: string[];
  suffixWith?: string[];
  recursiveWith?: string[];
  /** An option with this value makes the tool recursive (`grep -d recurse`); `rec|recurse`: also any prefix of it from `rec` on. */
  recursiveWhen?: Record<string, string>;
  assignments?: Record<string, PathRole>;
  /** Options that change what the operands are; applied in this order, a later one winning. */
  modes?: Record<string, FileArgMode>;
  /** Options end at the first operand (`xargs -a f grep -a x`: the second `-a` is grep's). */
  stopAtOperand?: boolean;
  /** Words starting with `+` are options or commands, not files (`vim +10 f`, `bash +o posix x.sh`; a valued one takes the next word). */
  plusOptions?: boolean;
  /** Options are whole words with one dash (`emacs -batch -l f`), not clusters of letters. */
  singleDashLong?: boolean;
  /** The first word is a cluster of option letters even without its dash (`tar xzf a.tgz`); its valued letters take the next words in order. */
  bareFirstCluster?: boolean;
  /** Letters that make an option word the mode operand (`chmod -x f`): the operands are then all paths. */
  modeLetters?: string;
  /** `NAME=value` operands are assignments, not files (awk). */
  assignmentOperands?: boolean;
  /** With `--`, only the operands after it are paths (`git checkout main -- f`); without it, the first is a revision when it may name one, the others paths (`git checkout main .github`). */
  pathsAfterDashDash?: boolean;
  /**
   * Options naming the directory paths are relative to: `operands` those after it and the
   * defaults (tar -C), `writes` written option values and the defaults (curl --output-dir),
   * `defaults` the defaults only (unzip -d), `all` every path (patch -d, git -C).
   */
  chdir?: { options: string[]; applies: 'operands' | 'writes' | 'defaults' | 'all' };
  /** Options and the leading operand holding a sed script, whose `r` and `w` commands name files. */
  sedScript?: string[];
  /** Options naming a file that holds more of the script, which Leash does not read. */
  sedScriptFiles?: string[];
  /** Options that make sed refuse the script commands that read, write or run (`--sandbox`). */
  sedSandbox?: string[];
  /**
   * awk's program (awk-program.ts): `text` the options giving program text (the first operand
   * when none is given), `files` those naming program files Leash does not read, `sandbox` those
   * refusing commands, redirects and extensions (gawk --sandbox), `loads` those loading a shared
   * library, `inplace` those that with the value `inplace` make every input file written.
   */
  awkProgram?: { text: string[]; files: string[]; sandbox: string[]; loads: string[]; inplace: string[]; assigns: string[] };
  /**
   * jq's program (the leading operand, or the file one of `files` names): an `import` or
   * `include` reads modules and data from a search path (`~/.jq` by default, or the directive's
   * own `search`), so the files it opens are not known; nor are they for a program Leash cannot see.
   */
  jqProgram?: { files: string[] };
  /**
   * A copy or move whose destination may be a folder puts each source there under its own name
   * (`cp x/.env .` writes `./.env`), or under its name as written with one of `parents`; none of
   * this with one of `notFolder` (`-T`, the destination is the file itself).
   */
  intoFolder?: { notFolder: string[]; parents: string[] };
  /** The tool takes no abbreviated long options (node, python): `--watch` is not `--watch-path`. */
  exactLongOptions?: boolean;
  /** A lone `-` operand is standard input or output, no file (`cat -`, `zip - f`); not for `cp`, whose `-` is a file. */
  dashIsStdio?: boolean;
  /** Options whose value `-` is standard input or output (`tar -f -`), not a file named `-`. */
  stdioOptions?: string[];
  /** Options whose value is an operand, as if written alone (`tar --add-file=-x`, for a name that starts with a dash). */
  operandOptions?: string[];
  /** Options whose files name more files nobody can see (`curl -K`): the call needs approval, and this says why. */
  unknownWith?: Record<string, string>;
  /** A tool with subcommands: each has its own entry (`git log --output`). */
  subcommands?: Record<string, FileArgSpec>;
  /** Options whose value names the subcommand, its arguments following (`python3 -m venv d`). */
  subcommandOptions?: string[];
  /** A subcommand the entry does not name is read as a tool's with no file table: a path a deny covers needs approval. */
  mentionOthers?: boolean;
  /** The subcommands read the tool's own options too, wherever they stand (`pip --log f install`). */
  shareOptions?: boolean;
  /**
   * The tool's parser reads its own options wherever they stand before `--`, after the subcommand
   * too, and takes their paths from where it runs, not from a folder option (npm's nopt:
   * `npm test --cache=DIR`, `npm --prefix web test --logs-dir=DIR`).
   */
  optionsAnywhere?: boolean;
  /** GNU head's and tail's obsolete counts: an option word starting with a digit (`-5c`, `-20`) takes no value. */
  obsoleteCounts?: boolean;
  /** An operand `@FILE` holds more arguments, which Leash does not read (`gcc @args`): the call needs approval. */
  responseFiles?: boolean;
  /** A folder read is walked through the links below it: with one of `with` given (`grep -R`), or unless one of `unless` is (`zip -y`). */
  followLinks?: { with?: string[]; unless?: string[] };
  /** An option's name ends at this character (ffmpeg's stream specifiers, `-c:v`). */
  specifierSeparator?: string;
  /** Whole-word options whose value may also be the rest of the word (`gcc -oapp`, `7z -o.git`). */
  attachedValues?: string[];
  /** Valued options that take the next word only when it is no option (`rollup -m -o x`). */
  optionalNext?: string[];
  /** `-name` and `--name` are the same option (go, tsc). */
  eitherDash?: boolean;
  /** Option names are read in any case (tsc: `--outdir` is `--outDir`). */
  ignoreCase?: boolean;
  /** The first operand is the directory written option values and defaults are relative to (`vite build app`). */
  rootOperand?: boolean;
  /** Every option but those in `flags` takes a value (ffmpeg, whose codec and format options all do). */
  allValued?: boolean;
  /** A lone `-` operand reads the names of the files to act on from standard input: the call needs approval, and this says why. */
  stdinNames?: string;
  examples?: Record<string, string[]>;
}

export interface InterpreterSpec {
  same?: string;
  code?: string[];
  module?: string[];
  valued?: string[];
  info?: string[];
  programOperand?: boolean;
}

/** A tool that runs a shell command string given to an option (`npx -c`). */
export interface ShellStringSpec {
  same?: string;
  options: string[];
  before: 'operand' | '--';
  valued?: string[];
  examples?: Record<string, string>;
}

/** A builtin that runs a string as code or changes what a name runs (builtins.json's `$comment`). */
export interface BuiltinSpec {
  same?: string;
  flags?: string[];
  numericFlag?: boolean;
  valued?: string[];
  listing?: string[];
  codeOptions?: string[];
  codeOperands?: 'first-of-two' | 'assignment-values';
  inert?: string[];
  later?: boolean;
  appendsInput?: boolean;
  approval?: string[];
  approvalUnless?: string[];
  why?: string;
  examples?: Record<string, string>;
  needsApproval?: string[];
  harmless?: string[];
}

export interface ShellSpec {
  names: string[];
  commandFlag: string;
  stdinFlags: string[];
  valued: string[];
  info: string[];
}

/** A builtin that names variables (tables/variables.json). */
export interface VariableBuiltin {
  same?: string;
  flags?: string[];
  valued?: string[];
  /** Options whose value is a variable name (`printf -v NAME`, `read -a NAME`). */
  nameOptions?: string[];
  /** Which operands are variable names. */
  operands?: 'all' | 'first' | 'second';
  /** The builtin gives its names a value. */
  sets?: boolean;
  /** Options that make every later assignment to the names arithmetic (`declare -i`). */
  integer?: string[];
  /** Options that make a name an alias of another variable (`declare -n`). */
  nameref?: string[];
  /** Options after which the names are functions (`declare -f`). */
  functions?: string[];
  /** Options with which the builtin only prints (`declare -p`). */
  prints?: string[];
  /** Options may start with `+` too (`declare +x`). */
  plusOptions?: boolean;
  /** The words are a test expression: a `nameOptions` word anywhere is followed by a name. */
  expression?: boolean;
  /** Every operand is an arithmetic expression (`let`). */
  arithmetic?: boolean;
  examples?: Record<string, string[]>;
}

export const wrappers = wrappersTable as unknown as WrapperTable;
export const subcommandTools = subcommandToolsTable as unknown as Record<string, SubcommandTool>;
export const floors = (floorsTable as unknown as { floors: FloorSpec[] }).floors;
export const shells = (interpretersTable as unknown as { shells: ShellSpec }).shells;
const interpreterEntries = (interpretersTable as unknown as { interpreters: Record<string, InterpreterSpec> }).interpreters;
const fileArgEntries = (fileArgsTable as unknown as { tools: Record<string, FileArgSpec> }).tools;
const variableEntries = (variablesTable as unknown as { builtins: Record<string, VariableBuiltin> }).builtins;
export const variableBuiltins = variableEntries;
export const shellStrings = (interpretersTable as unknown as { shellStrings: Record<string, ShellStringSpec> }).shellStrings;
export const builtins = builtinsTable as unknown as Record<string, BuiltinSpec>;
export const codeEnv = codeEnvTable as unknown as {
  names: string[];
  prefixes: string[];
  /** Prefixes matched in any case (npm_config_). */
  caselessPrefixes: string[];
  /** Names a prefix covers that change nothing that runs (`PIP_NO_CACHE_DIR`). */
  ordinary: string[];
  match: string[];
  not_match: string[];
  writes: { names: Record<string, 'file' | 'folder'>; examples: Record<string, string[]> };
  safeValues: Record<string, unknown> & { examples: Record<string, boolean> };
};

/**
 * The table's own entries by name. A plain `table[name]` would also find what every object
 * inherits (`constructor`, `toString`, ...), and a command is named by whoever writes it: a
 * script called `./constructor` must not pass for a wrapper. Built on first use; `$comment` keys
 * are documentation, not entries.
 */
function entriesOf<T>(table: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(table).filter(([name]) => !name.startsWith('$')));
}

/** A kind of wrappers by name; an entry with `same` is the one it names with its own fields on top. */
function wrapperEntries(table: Record<string, OptionSpec>): Map<string, OptionSpec> {
  const entries = entriesOf(table);
  for (const [name, spec] of entries) {
    if (!spec.same) continue;
    const base = entries.get(spec.same);
    if (!base || base.same) throw new Error(`wrappers.json: ${name} is "same" as ${spec.same}, which is no wrapper of its kind with an entry of its own`);
    entries.set(name, { ...base, ...spec });
  }
  return entries;
}

/**
 * A runner's entry with its `global` options merged into each subcommand, down the tree
 * (`uv tool run -q` takes uv's `-q`).
 */
function withGlobalOptions(spec: OptionSpec, inherited: OptionSpec | null): OptionSpec {
  const own: OptionSpec = inherited ? mergeOptions(spec, inherited) : spec;
  if (!spec.subcommands) return own;
  const passed = spec.global ? own : inherited;
  const subcommands: Record<string, OptionSpec | string> = {};
  for (const [name, entry] of Object.entries(spec.subcommands)) subcommands[name] = typeof entry === 'string' ? entry : withGlobalOptions(entry, passed);
  return { ...own, subcommands };
}

function mergeOptions(spec: OptionSpec, inherited: OptionSpec): OptionSpec {
  const merged: OptionSpec = { ...spec };
  for (const field of ['flags', 'valued', 'unsupported', 'queries', 'valuedTwice', 'chdir', 'chdirUnknown', 'envFiles'] as const) {
    if (inherited[field]) merged[field] = [...(spec[field] ?? []), ...inherited[field]!];
  }
  return merged;
}

let transparentWrappers: Map<string, OptionSpec> | undefined;
let checkedWrappers: Map<string, OptionSpec> | undefined;
let runnerWrappers: Map<string, OptionSpec> | undefined;
let subcommandToolsByName: Map<string, SubcommandTool> | undefined;
let interpretersByName: Map<string, InterpreterSpec> | undefined;
let fileArgsByName: Map<string, FileArgSpec> | undefined;
let variableBuiltinsByName: Map<string, VariableBuiltin> | undefined;
let builtinsByName: Map<string, BuiltinSpec> | undefined;
let shellStringsByCommand: Map<string, ReadonlyMap<string, ShellStringSpec>> | undefined;

/** A wrapper that is stripped (`env`, `timeout`, ...), by command name. */
export function transparentWrapper(name: string): OptionSpec | undefined {
  return (transparentWrappers ??= wrapperEntries(wrappers.transparent)).get(name);
}

/** A wrapper that is a command scope of its own too (`sudo`, `xargs`, ...), by command name. */
export function checkedWrapper(name: string): OptionSpec | undefined {
  return (checkedWrappers ??= wrapperEntries(wrappers.checked)).get(name);
}

/**
 * A command runner (`uv run`, `bundle exec`, ...), by command name: its command is the scope the
 * allow rules see, and the command it runs answers to deny rules and floors.
 */
export function runnerWrapper(name: string): OptionSpec | undefined {
  if (!runnerWrappers) {
    runnerWrappers = wrapperEntries(wrappers.runners);
    for (const [runner, spec] of runnerWrappers) runnerWrappers.set(runner, withSpelling(withGlobalOptions(spec, null)));
  }
  return runnerWrappers.get(name);
}

/** A runner that takes another tool's options (`optionsOf`), with that tool's spelling on it and each subcommand. */
function withSpelling(spec: OptionSpec, inherited: NoptSpelling | null = null): OptionSpec {
  let nopt = inherited;
  if (spec.optionsOf) {
    const tool = subcommandTool(spec.optionsOf);
    if (tool?.optionSpelling !== 'nopt')
      throw new Error(`wrappers.json: optionsOf names ${spec.optionsOf}, which has no nopt spelling in subcommand-tools.json`);
    nopt = { optionNames: tool.optionNames ?? [], shorthands: tool.shorthands ?? {}, valuedNames: tool.valuedNames ?? [] };
  }
  if (!nopt) return spec;
  const subcommands: Record<string, OptionSpec | string> | undefined = spec.subcommands ? {} : undefined;
  for (const [name, entry] of Object.entries(spec.subcommands ?? {})) subcommands![name] = typeof entry === 'string' ? entry : withSpelling(entry, nopt);
  return { ...spec, nopt, ...(subcommands ? { subcommands } : {}) };
}

export function subcommandTool(name: string): SubcommandTool | undefined {
  return (subcommandToolsByName ??= entriesOf(subcommandTools)).get(name);
}

/** An entry by name; an alias entry (`same`) gives the entry it names. */
function entryOrAlias<T extends { same?: string }>(table: Map<string, T>, name: string): T | undefined {
  const spec = table.get(name);
  return spec?.same ? table.get(spec.same) : spec;
}

export function interpreterSpec(name: string): InterpreterSpec | undefined {
  return entryOrAlias((interpretersByName ??= entriesOf(interpreterEntries)), name);
}

export function fileArgSpec(name: string): FileArgSpec | undefined {
  return entryOrAlias((fileArgsByName ??= entriesOf(fileArgEntries)), name);
}

/** A builtin that names variables, by command name. */
export function variableBuiltin(name: string): VariableBuiltin | undefined {
  return entryOrAlias((variableBuiltinsByName ??= entriesOf(variableEntries)), name);
}

export function builtinSpec(name: string): BuiltinSpec | undefined {
  return entryOrAlias((builtinsByName ??= entriesOf(builtins)), name);
}

/**
 * The shell-string options of a command, by subcommand ('' for a command without one): `npx` gives
 * {'' → …}, `npm` gives {exec → …, x → …}.
 */
export function shellStringsFor(command: string): ReadonlyMap<string, ShellStringSpec> | undefined {
  if (!shellStringsByCommand) {
    shellStringsByCommand = new Map();
    const table = entriesOf(shellStrings);
    for (const [key, entry] of table) {
      const spec = entry.same ? table.get(entry.same)! : entry;
      const space = key.indexOf(' ');
      const name = space < 0 ? key : key.slice(0, space);
      const subcommand = space < 0 ? '' : key.slice(space + 1);
      const bySubcommand = (shellStringsByCommand.get(name) as Map<string, ShellStringSpec> | undefined) ?? new Map<string, ShellStringSpec>();
      bySubcommand.set(subcommand, spec);
      shellStringsByCommand.set(name, bySubcommand);
    }
  }
  return shellStringsByCommand.get(command);
}

export const fileArgTools = Object.keys(fileArgEntries);
export const interpreterNames = Object.keys(interpreterEntries);

let shellNames: Set<string> | undefined;

export function isShell(name: string): boolean {
  return (shellNames ??= new Set(shells.names)).has(name);
}

let codeEnvNames: Set<string> | undefined;
let ordinaryNames: Set<string> | undefined;

/** Does assigning this variable change what a command runs? */
export function isCodeChangingVariable(name: string): boolean {
  if ((codeEnvNames ??= new Set(codeEnv.names)).has(name)) return true;
  if ((ordinaryNames ??= new Set(codeEnv.ordinary)).has(name)) return false;
  for (const prefix of codeEnv.prefixes) if (name.startsWith(prefix)) return true;
  for (const prefix of codeEnv.caselessPrefixes) if (name.length > prefix.length && name.slice(0, prefix.length).toLowerCase() === prefix) return true;
  return false;
}

/** A value-checking rule of code-env.json `safeValues`, compiled: each word's pattern, or the folders allowed. */
interface SafeValue {
  words?: readonly RegExp[];
  folders?: ReadonlySet<string>;
}

let safeValues: Map<string, SafeValue> | undefined;

const SAFE_PLACEHOLDERS: Record<string, string> = { '<n>': '[0-9]+', '<word>': '[A-Za-z0-9._:-]+', '<list>': '[A-Za-z0-9._:,-]+' };

function safeValueRules(): Map<string, SafeValue> {
  if (safeValues) return safeValues;
  safeValues = new Map();
  for (const [name, rule] of Object.entries(codeEnv.safeValues)) {
    if (name.startsWith('$') || name === 'examples') continue;
    const { words, folders } = rule as { words?: string[]; folders?: string[] };
    const compiled: SafeValue = {};
    if (words) {
      compiled.words = words.map(
        (word) => new RegExp(`^${word.replace(/<n>|<word>|<list>|[.*+?^${}()|[\]\\]/g, (part) => SAFE_PLACEHOLDERS[part] ?? `\\${part}`)}$`),
      );
    }
    if (folders) compiled.folders = new Set(folders);
    safeValues.set(name, compiled);
  }
  return safeValues;
}

/**
 * Does assigning this value to the variable change what a command runs? A name that does
 * (isCodeChangingVariable) changes nothing with a static value code-env.json `safeValues` names
 * safe: `NODE_OPTIONS=--max-old-space-size=4096` loads no code, `PATH=/usr/bin` finds no program
 * in a folder the agent writes.
 */
export function valueChangesWhatRuns(name: string, value: string | null): boolean {
  if (!isCodeChangingVariable(name)) return false;
  const rule = value === null ? undefined : safeValueRules().get(name);
  if (!rule || value === null) return true;
  if (rule.folders) return !value.split(':').every((folder) => rule.folders!.has(folder));
  if (/["'\\]/.test(value)) return true;
  const words = value.split(/\s+/).filter((word) => word !== '');
  return words.length === 0 || !words.every((word) => rule.words!.some((pattern) => pattern.test(word)));
}

/** Whether a variable's value names where a program writes (code-env.json `writes`): a file, a folder, or neither. */
export function variableWrites(name: string): 'file' | 'folder' | undefined {
  return Object.hasOwn(codeEnv.writes.names, name) ? codeEnv.writes.names[name] : undefined;
}

/** What the tables say about one command name: each table's entry, or none. */
export interface Tool {
  transparent: OptionSpec | undefined;
  checked: OptionSpec | undefined;
  runner: OptionSpec | undefined;
  subcommands: SubcommandTool | undefined;
  interpreter: InterpreterSpec | undefined;
  fileArgs: FileArgSpec | undefined;
  variables: VariableBuiltin | undefined;
  shell: boolean;
  floors: readonly FloorSpec[];
  builtin: BuiltinSpec | undefined;
  shellStrings: ReadonlyMap<string, ShellStringSpec> | undefined;
}

let toolsByName: Map<string, Tool> | undefined;

/**
 * Every table's entry for a command name, found with one lookup instead of one per table; undefined
 * when no table names it (a third of the commands in the bench corpus).
 */
export function toolNamed(name: string): Tool | undefined {
  if (!toolsByName) {
    toolsByName = new Map();
    const names = [
      ...(transparentWrappers ??= wrapperEntries(wrappers.transparent)).keys(),
      ...(checkedWrappers ??= wrapperEntries(wrappers.checked)).keys(),
      ...Object.keys(wrappers.runners).filter((key) => !key.startsWith('$')),
      ...(subcommandToolsByName ??= entriesOf(subcommandTools)).keys(),
      ...(interpretersByName ??= entriesOf(interpreterEntries)).keys(),
      ...(fileArgsByName ??= entriesOf(fileArgEntries)).keys(),
      ...(variableBuiltinsByName ??= entriesOf(variableEntries)).keys(),
      ...shells.names,
      ...floors.map((floor) => floor.command),
      ...(builtinsByName ??= entriesOf(builtins)).keys(),
      ...Object.keys(shellStrings)
        .filter((key) => !key.startsWith('$'))
        .map((key) => key.split(' ')[0]!),
    ];
    for (const command of names) {
      toolsByName.set(command, {
        transparent: transparentWrapper(command),
        checked: checkedWrapper(command),
        runner: runnerWrapper(command),
        subcommands: subcommandTool(command),
        interpreter: interpreterSpec(command),
        fileArgs: fileArgSpec(command),
        variables: variableBuiltin(command),
        shell: isShell(command),
        floors: floorsFor(command),
        builtin: builtinSpec(command),
        shellStrings: shellStringsFor(command),
      });
    }
  }
  return toolsByName.get(name) ?? versionedCompiler(name);
}

/**
 * The C compilers under their versioned and cross names (`gcc-12`, `x86_64-linux-gnu-gcc-12`,
 * `clang-17`): the same program, so the same tables and floors.
 */
const VERSIONED_COMPILER = /^(?:[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-)?(gcc|g\+\+|cc|c\+\+|clang|clang\+\+)(?:-[0-9][0-9.]*)?$/;

function versionedCompiler(name: string): Tool | undefined {
  const match = VERSIONED_COMPILER.exec(name);
  if (!match || match[1] === name) return undefined;
  const tool = toolsByName!.get(match[1]!);
  if (tool) toolsByName!.set(name, tool);
  return tool;
}

let floorsByCommand: Map<string, FloorSpec[]> | undefined;

export function floorsFor(command: string): readonly FloorSpec[] {
  if (!floorsByCommand) {
    floorsByCommand = new Map();
    for (const floor of floors) {
      const list = floorsByCommand.get(floor.command) ?? [];
      list.push(floor);
      floorsByCommand.set(floor.command, list);
    }
  }
  return floorsByCommand.get(command) ?? [];
}
