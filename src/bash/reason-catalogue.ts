// The wording of every reason the decomposer gives, by machine code, so a code's messages live in
// one place and each is raised with the arguments its template needs (checked per code). Where a
// code covers several situations its entry holds one template per `form`. Arguments are the raw
// text; quoting and clipping happen here. The walk appends `at ROW:COL` (walk-context.ts).
import { clip, code } from './reason-text.js';
import type { ReasonCode } from './types.js';

/** Commands and words that arrive already quoted (`code(…)`) are named `…Shown`. */
export const BASH_REASONS = {
  'parse-error': {
    parse: (a: { what: string }) => `the command does not parse (${a.what})`,
    'escaped-carriage-return': () =>
      'a backslash before a carriage return and line feed: bash reads an escaped carriage return and ends the command at the line feed, where the grammar joins the lines; both readings are checked',
    'subshell-word': (a: { text: string }) => `${code(clip(a.text))} stands where bash reads a word: bash does not run it as a subshell there`,
    'heredoc-delimiter': (a: { delimiter: string }) =>
      `the heredoc delimiter ${code(clip(a.delimiter, 30))} is not read as bash reads it (bash's ends at the first unquoted metacharacter, quotes removed), so where the heredoc ends and what runs after it is unclear`,
    'split-word': (a: { first: string; second: string }) =>
      `the grammar reads ${code(clip(a.first, 30))} and ${code(clip(a.second, 30))} as two words where bash reads one, so what runs is unclear`,
    'redirect-words': (a: { words: string }) => `${code(clip(a.words, 40))} follows the redirect of a compound command, which bash refuses as a syntax error`,
    'reserved-word': (a: { word: string }) =>
      `${code(a.word)} is shell syntax, not a command: the grammar misread this part, so Leash checks what follows it as a command`,
  },
  'command-substitution': {
    'array-reread': (a: { keyword: string; value: string }) =>
      `${a.keyword} reads the quoted value ${code(clip(a.value, 40))} again as an array assignment and expands what is in it, which can run commands`,
    'quotes-in-expansion': (a: { text: string; within: string }) =>
      `the quotes of ${code(clip(a.text, 40))} inside \`\${…}\` ${a.within} are plain characters to bash, so the \`$\` or backquote in it expands and can run a command`,
    backquote: (a: { text: string }) => `the backquoted command in ${code(clip(a.text))} runs`,
  },
  arithmetic: {
    expansion: (a: { text: string }) => `arithmetic expansion ${code(clip(a.text, 30))} can run code through array subscripts`,
    command: (a: { text: string }) => `arithmetic command ${code(clip(a.text, 30))} can run code through array subscripts`,
    statement: (a: { text: string }) => `arithmetic ${code(clip(a.text, 30))} can run code through array subscripts`,
    'array-subscript': (a: { text: string }) =>
      `array subscript ${code(clip(a.text, 30))} is evaluated as arithmetic, which can run code through array subscripts`,
    subscript: (a: { text: string }) => `subscript ${code(clip(a.text, 30))} is evaluated as arithmetic, which can run code through array subscripts`,
    'evaluates-arithmetic': (a: { text: string }) => `${code(clip(a.text, 40))} evaluates arithmetic, which can run code through array subscripts`,
    'integer-attribute': (a: { declaration: string }) =>
      `${code(a.declaration)} makes every assignment to its variables arithmetic, which can run code through array subscripts`,
    'unknown-name': (a: { via: string; word: string }) =>
      `${a.via} names a variable by ${code(clip(a.word, 40))}, which is not known before it runs: it may hold an array subscript that runs code`,
    'named-subscript': (a: { via: string; name: string }) =>
      `the subscript of ${code(clip(a.name, 40))} (${a.via}) is evaluated as arithmetic, which can run code through array subscripts`,
    'test-operand': (a: { test: string; operand: string; operator: string }) =>
      `${code(clip(a.test, 40))} evaluates ${code(clip(a.operand, 30))} as arithmetic (\`${a.operator}\`), which can run code through array subscripts`,
    indirect: (a: { text: string }) => `indirect expansion ${code(clip(a.text, 30))} takes a variable's value as a name, whose subscript can run code`,
    substring: (a: { text: string }) =>
      `the substring offset or length in ${code(clip(a.text, 30))} is evaluated as arithmetic, which can run code through array subscripts`,
  },
  'non-static-command': {
    name: (a: { word: string; filled: string | null }) =>
      `the command name ${code(clip(a.word, 40))} is not known before it runs${a.filled !== null ? `: ${a.filled} goes in its place` : ''}`,
    'empty-braces': () => 'the command name `{}` is not known before it runs: tools such as `xargs -I{}` and `find -exec` put what they read in its place',
    'runner-words': (a: { runner: string; word: string }) =>
      `the command ${a.runner} runs is not known before it runs: ${code(clip(a.word, 40))} may stand for any number of words`,
    'input-appended': (a: { input: string; command: string; runner: string }) =>
      `${a.input} appends what it reads to ${code(clip(a.command, 40))}, so what ${a.runner} runs is not known before it runs`,
    'input-reaches': (a: { input: string; command: string; reached: string }) =>
      `${a.input} appends what it reads to ${code(clip(a.command, 40))}, which may then hold ${a.reached}`,
    'input-commands': (a: { runner: string }) => `${a.runner} with no command runs what it reads as commands, which are not known before it runs`,
    'unknown-replace': (a: { runner: string }) => `the string ${a.runner} replaces with what it reads is not known before it runs, so neither is the command`,
  },
  'non-static-subcommand': (a: { tool: string; word: string }) =>
    `the ${a.tool} subcommand ${code(clip(a.word, 40))} is not known before it runs, and may be any subcommand`,
  'non-static-option': (a: { word: string; floor: string }) =>
    `${code(clip(a.word, 40))} is not known before it runs, and some value of it meets the floor \`${a.floor}\``,
  'non-static-code': {
    'no-code-string': (a: { via: string }) => `${a.via} has no code string`,
    'no-command-string': (a: { via: string }) => `${a.via} has no command string`,
    'unknown-code': (a: { via: string; word: string }) => `${a.via} runs code ${code(clip(a.word, 40))} that is not known before it runs`,
    'filled-code': (a: { via: string; filled: string }) => `${a.via} runs code made from ${a.filled}, so it is not known before it runs`,
    'unknown-program': (a: { via: string; word: string }) => `${a.via} runs ${code(clip(a.word, 40))}, which is not known before it runs`,
    'unknown-program-file': (a: { via: string; word: string }) => `${a.via} runs its program from ${code(clip(a.word, 40))}, which is not known before it runs`,
    'program-file': (a: { via: string; path: string }) => `${a.via} runs the program at ${code(clip(a.path, 40))}, which the policy cannot see`,
    eval: (a: { words: string }) => `eval of ${code(clip(a.words, 40))}, which is not known before it runs`,
    'shell-code-words': (a: { via: string; words: string }) => `${a.via} runs ${code(clip(a.words, 40))} as shell code, which is not known before it runs`,
    'runner-word': (a: { runner: string; word: string }) => `${a.runner} ${code(clip(a.word, 30))} may run commands that Leash does not follow`,
    'runner-marker': (a: { runner: string; word: string; marker: string }) =>
      `${code(clip(a.word, 40))} holds ${code(a.marker)}, with which ${a.runner} runs commands that Leash does not follow`,
    'builtin-option': (a: { builtin: string; option: string; why: string }) => `${a.builtin} ${a.option} ${a.why}, which Leash does not follow`,
    'builtin-unknown': (a: { builtin: string; why: string }) => `${a.builtin} ${a.why}, which are not known before it runs`,
  },
  'stdin-program': {
    program: (a: { via: string }) => `${a.via} reads its program from standard input, which the policy cannot see`,
    dash: (a: { via: string }) => `${a.via} - reads its program from standard input, which the policy cannot see`,
    descriptor: (a: { via: string; path: string }) =>
      `${a.via} reads its program from ${code(clip(a.path, 40))}, an open file descriptor such as standard input, which the policy cannot see`,
    'runner-stdin': (a: { runner: string; batch: string }) =>
      `${a.runner} without ${a.batch} reads commands of its own from standard input, which the policy cannot see`,
    'runner-shell': (a: { runner: string }) =>
      `${a.runner} with no command starts a shell that reads its commands from standard input, which the policy cannot see`,
  },
  'code-changing-variable': {
    'loop-variable': (a: { name: string }) => `the loop sets ${a.name}, which changes what later commands run`,
    assignment: (a: { name: string }) => `assignment to ${a.name} changes what later commands run`,
    'wrapper-assignment': (a: { name: string }) => `assignment to ${a.name} changes what the command runs`,
    'make-environment': (a: { name: string }) =>
      `make reads ${a.name} from its environment as a variable of its own, and this value may be make or shell code (\`$(shell …)\`, \`;\`, \`|\`, backquotes) that the recipes using it run`,
    'make-export': (a: { name: string; via: string }) =>
      `${a.via} puts ${a.name} in the environment of later commands, and make, which this command runs, reads it as a variable of its own; this value may be make or shell code (\`$(shell …)\`, \`;\`, \`|\`, backquotes) that the recipes using it run`,
    sets: (a: { via: string; name: string }) => `${a.via} sets ${a.name}, which changes what later commands run`,
    nameref: (a: { declaration: string }) =>
      `${code(a.declaration)} makes a name refer to another variable, so an assignment through it can set any variable, one that changes what runs too`,
    'unknown-name': (a: { via: string; word: string }) =>
      `${a.via} names a variable by ${code(clip(a.word, 40))}, which is not known before it runs: it may be one that changes what runs, or hold an array subscript that runs code`,
    'expansion-sets': (a: { text: string; name: string }) => `${code(clip(a.text, 30))} may set ${a.name}, which changes what later commands run`,
    'getopts-unknown': (a: { word: string }) => `getopts sets the variable ${code(clip(a.word, 40))}, whose name is not known before it runs`,
    getopts: (a: { name: string }) => `getopts sets ${a.name}, which changes what later commands run`,
    cdable: (a: { word: string | null }) =>
      `${a.word !== null ? `\`shopt -s ${clip(a.word, 30)}\` may turn on cdable_vars, which makes` : '`shopt -s cdable_vars` makes'} \`cd NAME\` go to the directory in the variable NAME when there is no directory NAME`,
    'wrapper-unknown-name': (a: { via: string }) => `${a.via} sets a variable whose name is not known before it runs`,
    'env-files': (a: { runner: string; files: readonly string[] }) =>
      `${a.runner} sets the variables in ${a.files.map((file) => code(clip(file, 30))).join(', ')}, which Leash cannot see: they may change what the command runs`,
    'not-a-name': (a: { via: string; name: string }) =>
      `${a.via} sets ${code(clip(a.name, 40))}, which is not a shell variable name: bash reads such names from the environment as functions (\`BASH_FUNC_…\`)`,
  },
  'non-static-path': {
    argument: (a: { word: string; tool: string; unknown: string }) => `${code(clip(a.word, 40))} (${a.tool}): ${a.unknown}`,
    'found-file': (a: { word: string; via: string; finder: string }) =>
      `the path ${code(clip(a.word, 40))} (${a.via}) is made from each file ${a.finder} finds, so it is not known before it runs`,
    'followed-links': (a: { word: string; tool: string; limit: number }) =>
      `${a.tool} follows the links below ${code(clip(a.word, 40))}, which holds more than ${a.limit} entries to look through for them, so what it reads is not known before it runs`,
    'written-links': (a: { word: string; tool: string; limit: number }) =>
      `${a.tool} writes through the links below ${code(clip(a.word, 40))}, which holds more than ${a.limit} entries to look through for them, so where it writes is not known before it runs`,
    'files-from': (a: { action: string }) =>
      `find reads its start points from a file (\`-files0-from\`), so the files \`${a.action}\` acts on are not known before it runs`,
  },
  'unknown-path-variable': (a: { word: string; via: string }) => unknownPath(a),
  'unknown-path-substitution': (a: { word: string; via: string }) => unknownPath(a),
  'unknown-redirect-target': (a: { word: string; via: string }) => unknownPath(a),
  'unknown-path-glob': {
    'reaches-out': (a: { word: string; via: string }) => `the glob ${code(clip(a.word, 40))} (${a.via}) can reach outside its directory`,
    'dot-dot': (a: { word: string }) =>
      `the glob ${code(clip(a.word, 40))} also matches \`..\` in a bash without globskipdots (before 5.2), so it can reach outside its directory`,
  },
  'glob-option': (a: { word: string; file: string; tool: string }) =>
    `the glob ${code(clip(a.word, 40))} matches the file ${code(clip(a.file, 40))}, which ${a.tool} reads as an option; write \`./${clip(a.word, 38)}\` or put \`--\` before it`,
  'unknown-directory': {
    'working-directory': (a: { word: string }) => `cannot tell where ${code(clip(a.word, 40))} is: the working directory is not known here`,
    'find-follows': (a: { action: string }) =>
      `find follows links below its start points (\`-L\` or \`-follow\`), so the files \`${a.action}\` acts on may lie anywhere`,
  },
  'process-path': (a: { word: string; via: string; process: string }) =>
    `the path ${code(clip(a.word, 40))} (${a.via}) leads into ${a.process}, a process's own directory: its links (\`cwd\`, \`root\`, \`fd\`) lead wherever that process is, which is not known before the command runs`,
  'linked-earlier': (a: { subject: string; written: string; maker: string }) =>
    `${a.subject} reaches ${code(clip(a.written, 40))}, which ${code(clip(a.maker, 60))} earlier in this command may have made a link: where it leads is not known before the command runs`,
  'unknown-option': {
    builtin: (a: { option: string; builtin: string }) => `option \`${a.option}\` of ${a.builtin} is not known to Leash, so what it runs is unclear`,
    'before-subcommand': (a: { option: string; tool: string }) =>
      `option \`${a.option}\` before the ${a.tool} subcommand is not known to Leash, so the subcommand is unclear`,
    runner: (a: { option: string; runner: string; unsupported: boolean }) =>
      `option \`${a.option}\` of ${a.runner} ${a.unsupported ? 'is not followed by Leash' : 'is not known to Leash'}, so the command it runs is unclear`,
    'handed-on': (a: { runner: string; words: string }) => `${a.runner} hands ${code(clip(a.words, 40))} to the program it starts, which Leash does not follow`,
  },
  'prompt-expansion': (a: { text: string }) => `prompt expansion ${code(clip(a.text, 30))} can run commands`,
  'brace-expansion': {
    word: (a: { word: string; max: number }) =>
      `the brace expansion ${code(clip(a.word, 40))} makes more words than Leash makes (${a.max}), or words it cannot be sure of, so what runs is not known`,
    command: (a: { max: number }) =>
      `the brace expansions of this command make more than ${a.max} words in all, more than Leash makes, so what runs is not known`,
  },
  'too-deep': {
    nesting: (a: { max: number }) => `the command nests more than ${a.max} levels deep; Leash does not look further in`,
    'function-walks': (a: { max: number }) => `functions are called from more than ${a.max} places and directories: too many to check each`,
    'shell-strings': (a: { max: number }) => `shell strings nested more than ${a.max} deep`,
    rereads: (a: { max: number }) => `more than ${a.max} places the grammar misread, each read again to the end: too many to check`,
  },
  'outside-directory': {
    known: (a: { commandShown: string; directoryShown: string }) =>
      `${a.commandShown} runs in ${a.directoryShown}, outside the workspace, where it may run that place's configuration, hooks and scripts`,
    unknown: (a: { commandShown: string }) =>
      `${a.commandShown} runs in a directory not known before it runs, which may be outside the workspace or hold another repository or package`,
  },
  'other-root': (a: { commandShown: string; rootShown: string; entry: string; what: string }) =>
    `${a.commandShown} runs in ${a.rootShown}, which holds ${a.entry}: ${a.what}, not the workspace's`,
  'outside-code-path': {
    known: (a: { commandShown: string; optionShown: string; pathShown: string }) =>
      `${a.commandShown} loads code from ${a.pathShown} (${a.optionShown}), outside the workspace`,
    unknown: (a: { commandShown: string; optionShown: string; word: string }) =>
      `${a.commandShown} loads code from ${code(clip(a.word, 40))} (${a.optionShown}), which is not known before it runs and may lie outside the workspace`,
    arguments: (a: { commandShown: string; optionShown: string; word: string }) =>
      `${a.commandShown} takes more options from ${code(clip(a.word, 40))} (${a.optionShown}), which Leash does not read, and they may load code from outside the workspace`,
  },
} satisfies Record<ReasonCode, Entry>;

function unknownPath(a: { word: string; via: string }): string {
  return `the path ${code(clip(a.word, 40))} (${a.via}) is not known before it runs`;
}

// `never` takes any argument type, so every template is an Entry.
type Template = (args: never) => string;
type Entry = Template | Record<string, Template>;

/**
 * The arguments of a reason with `code`: its template's, or for a code with several forms, one
 * form's together with `form` naming it.
 */
export type ReasonArgs<C extends ReasonCode> = ArgsOf<(typeof BASH_REASONS)[C]>;

type ArgsOf<E> = E extends (args: infer A) => string
  ? ArgsOrNothing<A>
  : { [F in keyof E]: E[F] extends (args: infer A) => string ? { form: F } & ArgsOrNothing<A> : never }[keyof E];

/** A template of no arguments takes `{}` (or `{form}`); `unknown` would admit anything. */
type ArgsOrNothing<A> = unknown extends A ? Record<never, never> : A;

/** The message of a reason, without its place. */
export function reasonText<C extends ReasonCode>(code: C, args: ReasonArgs<C>): string {
  return renderEntry(BASH_REASONS[code], args as Record<string, unknown>);
}

/** Renders one catalogue entry; for tests that render every entry with sample arguments too. */
export function renderEntry(entry: Entry, args: Record<string, unknown>): string {
  const template = typeof entry === 'function' ? entry : entry[args.form as string];
  if (!template) throw new Error(`reason catalogue: no form ${String(args.form)}`);
  return (template as (args: Record<string, unknown>) => string)(args);
}
