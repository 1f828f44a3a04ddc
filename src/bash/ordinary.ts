// An ordinary command: its command scope with the forms rules match (subcommand, base name),
// its floors, the words not known before it runs that decide what runs, its path arguments
// from the file tables, and shell code its options hold.
import { type Walk, type Reach, makingScopesOf, readingOwnArguments, reason, range } from './walk-context.js';
import type { SyntaxNode } from './syntax.js';
import { type Word, joinWords, wordText } from './words.js';
import type { Cwds } from './cwd.js';
import { type FileArgSpec, interpreterSpec, type Tool, toolNamed, type ShellStringSpec } from './tables.js';
import type { CommandForm } from './types.js';
import { alsoRunForms, parseSubcommand, subcommandNamed, type SubcommandParse } from './subcommands.js';
import { addForm } from './scope-collect.js';
import { detectFloors, type FloorInput, floorsUnknownWordsMayMeet } from './floors.js';
import { linkedEarlier } from './link-scopes.js';
import { code, clip } from './reason-text.js';
import { globOptions } from './glob-scopes.js';
import { pathArguments, otherSubcommand, withDashedCluster, type PathContext } from './file-args.js';
import { mentions } from './mentions.js';
import { entryActions, NO_ENTRY_ACTIONS } from './links.js';
import { addPath, addPathArgument, inputPath } from './path-scopes.js';
import { denoGrants, denoOwnWords, grantsNowIn, type OwnWords, type PermissionGrant } from './deno-permissions.js';
import { inputReaches } from './appended-input.js';
import { shellCode } from './nested-source.js';
import { codeFromElsewhere, type ElsewhereReason } from './elsewhere.js';

/** An ordinary command scope, with its subcommand form, floors and path arguments. */
/**
 * `tool`: what the tables say about `base`; a name none names has no subcommands, floors or file
 * arguments. `ownWords`: how many of the words are the command's own (a runner's, before the
 * command it runs, whose words are walked themselves).
 */
export function ordinary(
  w: Walk,
  node: SyntaxNode,
  words: Word[],
  base: string,
  cwds: Cwds,
  tool: Tool | undefined = toolNamed(base),
  reach?: Reach,
  ownWords = words.length,
): void {
  const name = words[0]!;
  const text = joinWords(words);
  const forms: CommandForm[] = [{ text, denyOnly: false }];
  const subcommand = tool?.subcommands ? parseSubcommand(words, tool.subcommands) : undefined;
  if (subcommand?.stripped) addForm(forms, joinWords(subcommand.stripped), false);
  if (subcommand?.canonical) addForm(forms, joinWords(subcommand.canonical), false);
  // What the subcommand runs besides or as itself (`npm it x`: `npm install x`, then `npm test`).
  if (subcommand?.path && tool!.subcommands!.alsoRuns) {
    for (const also of alsoRunForms(base, subcommand.canonical ?? subcommand.stripped ?? words, subcommand.path, tool!.subcommands!))
      addForm(forms, also, true);
  }
  if (subcommand?.unknownOption) {
    reason(w, 'unknown-option', node, { form: 'before-subcommand', option: subcommand.unknownOption, tool: base });
    // Either reading of the unknown option may be the true one; a deny on either holds.
    const index = indexOfValue(words, subcommand.unknownOption, 1);
    if (index >= 0) {
      for (const skip of [1, 2]) {
        const reading = [name, ...words.slice(index + skip)];
        addForm(forms, joinWords(reading), true);
        const own = tool?.subcommands ? subcommandNamed(reading, tool.subcommands) : null;
        if (own !== null) addForm(forms, own, true);
      }
    }
  }
  // The command under its base name (`./node_modules/.bin/jest x` as `jest x`).
  if (base !== name.value) addForm(forms, base + text.slice(wordText(name).length), true);
  // A loop or pipeline walked again meets the links this command makes: they are not earlier than it.
  const made = makingScopesOf(w, text);
  const ownRead = OWN_WORDS.get(base)?.(words);
  const floorInput = tool
    ? {
        floors: tool.floors,
        words: tool.fileArgs?.bareFirstCluster && tool.floors.length > 0 ? withDashedCluster(words, tool.fileArgs) : words,
        subcommand,
        spelling: tool.subcommands,
        cwds,
        ctx: w.state.ctx,
        own: ownRead,
        listsAreScopes: grantsNowIn(ownRead?.subcommand ?? null),
      }
    : undefined;
  const floors = floorInput ? detectFloors(floorInput) : [];
  if (floorInput) unknownValues(w, floorInput, base);
  // `python -m pytest --tx …`: the module is a tool of its own, with its floors.
  const module = moduleFloorInput(words, base, cwds, w.state.ctx);
  if (module) {
    for (const floor of detectFloors(module.input)) if (!floors.includes(floor)) floors.push(floor);
    unknownValues(w, module.input, module.base);
  }
  const ownOnly = ownWords < words.length ? words.slice(0, ownWords) : words;
  const shellFunction = w.state.defined?.has(name.value ?? '') === true;
  for (const found of codeFromElsewhere({ base, words: ownOnly, globals: subcommand?.globals, cwds, ctx: w.state.ctx, shellFunction }))
    raiseElsewhere(w, found, found.word?.node ?? node);
  if (w.state.links) linkedEarlier(made, node, `the command ${code(clip(text, 40))}`);
  w.state.out.scopes.push({ kind: 'command', text, forms, floors, denyOnly: false, runBy: w.context.runBy, range: range(w, node) });
  globOptions(made, ownWords < words.length ? words.slice(0, ownWords) : words, cwds, base);
  // The command's own writes come after its globs are expanded.
  const own = readingOwnArguments(made, w.state.out.scopes.length);
  if (tool?.fileArgs) {
    const context = subcommand || w.context.stdinData ? { subcommand, stdinData: w.context.stdinData } : undefined;
    const found = pathArguments(tool.fileArgs, words, context);
    if (otherSubcommand(found)) mentions(own, ownWords < words.length ? words.slice(0, ownWords) : words, cwds, base);
    const actions = found.length > 0 ? entryActions(base, words) : NO_ENTRY_ACTIONS;
    for (let i = 0; i < found.length; i++) addPathArgument(own, found[i]!, cwds, base, actions, text);
    if (reach?.input !== undefined) appendedPaths(own, node, words, tool.fileArgs, context, base, reach.input);
  } else {
    mentions(own, ownWords < words.length ? words.slice(0, ownWords) : words, cwds, base);
  }
  if (ownRead && base === 'deno') permissionScopes(own, denoGrants(words, ownRead), cwds);
  if (tool !== undefined && (tool.shellStrings !== undefined || reach?.input !== undefined))
    codeInArguments(w, node, words, base, text, tool, subcommand, cwds, reach);
}

/**
 * `git ls-files | xargs rm -f`: the words a tool appends from its input are not known before the
 * command runs, and stand for any number of words (two stand in for them: a pattern and a file, a
 * source and a destination). Where they land as files, any file may be opened (inputPaths).
 */
function appendedPaths(
  w: Walk,
  node: SyntaxNode,
  words: readonly Word[],
  spec: FileArgSpec,
  context: PathContext | undefined,
  base: string,
  input: string,
): void {
  const appended: Word[] = [
    { node, raw: '', value: null, glob: false },
    { node, raw: '', value: null, glob: false },
  ];
  for (const argument of pathArguments(spec, [...words, ...appended], context)) {
    if (!appended.includes(argument.word)) continue;
    if (argument.role !== 'write') inputPath(w, 'read', node, base, `what ${input} appends`);
    if (argument.role !== 'read') inputPath(w, 'write', node, base, `what ${input} appends`);
  }
}

/** Tools whose own words end before their program's arguments, read by their own table. */
const OWN_WORDS: ReadonlyMap<string, (words: readonly Word[]) => OwnWords> = new Map([['deno', denoOwnWords]]);

/**
 * `deno run --allow-write=dist,out main.ts`: each listed path is a write (or read) scope, covering
 * everything below it, resolved against the tracked working directory as a path argument is. A
 * deny below it denies, and a write floor below it holds: the program may write anywhere there.
 */
function permissionScopes(w: Walk, grants: readonly PermissionGrant[], cwds: Cwds): void {
  for (const grant of grants) {
    if (grant.paths === null) {
      addPath(w, grant.kind, grant.word, cwds, true, grant.via);
      continue;
    }
    for (const path of grant.paths) addPath(w, grant.kind, { ...grant.word, value: path, glob: false }, cwds, true, grant.via);
  }
}

/**
 * The floor input of the module an interpreter runs (`python3 -X dev -m pytest …`, read from the
 * module's name on), when the tables give that module floors; undefined otherwise.
 */
function moduleFloorInput(words: readonly Word[], base: string, cwds: Cwds, ctx: FloorInput['ctx']): { input: FloorInput; base: string } | undefined {
  const spec = interpreterSpec(base);
  if (!spec?.module) return undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (text === null || text.length < 2 || !text.startsWith('-') || text === '--') return undefined;
    const flag = spec.module.find((option) => text === option || (option.length === 2 && text.startsWith(option) && !text.startsWith('--')));
    if (flag === undefined) {
      if (spec.code?.some((option) => text === option || (option.length === 2 && text.startsWith(option) && !text.startsWith('--')))) return undefined;
      if (spec.valued?.includes(text)) i++;
      continue;
    }
    // `-m pytest` or `-mpytest`.
    const attached = text.slice(flag.length);
    const named = attached === '' ? words.slice(i + 1) : [{ ...word, raw: word.raw === text ? attached : word.raw, value: attached }, ...words.slice(i + 1)];
    const moduleName = named[0]?.value;
    const tool = moduleName ? toolNamed(moduleName) : undefined;
    if (!moduleName || !tool || tool.floors.length === 0) return undefined;
    const subcommand = tool.subcommands ? parseSubcommand(named, tool.subcommands) : undefined;
    return { input: { floors: tool.floors, words: named, subcommand, spelling: tool.subcommands, cwds, ctx }, base: moduleName };
  }
  return undefined;
}

/**
 * Words not known before the command runs stand for any value (DESIGN.md section 3): where one
 * decides what runs (the subcommand, an option of a tool with floors), the command needs approval.
 */
function unknownValues(w: Walk, input: FloorInput, base: string): void {
  const { words, subcommand } = input;
  if (subcommand && subcommand.subcommandIndex >= 0) {
    const word = words[subcommand.subcommandIndex]!;
    if (word.value === null) {
      reason(w, 'non-static-subcommand', word.node, { tool: base, word: word.raw });
    }
  }
  for (const hit of floorsUnknownWordsMayMeet(input)) {
    reason(w, 'non-static-option', hit.word.node, { word: hit.word.raw, floor: hit.floor });
  }
}

/** Shell code a tool's arguments hold (`npx -c`), or may hold once a tool appends what it reads (`xargs git`). */
function codeInArguments(
  w: Walk,
  node: SyntaxNode,
  words: Word[],
  base: string,
  text: string,
  tool: Tool,
  subcommand: SubcommandParse | undefined,
  cwds: Cwds,
  reach: Reach | undefined,
): void {
  if (tool.shellStrings) shellStringOptions(w, words, base, tool.shellStrings, subcommand, cwds);
  if (reach?.input !== undefined) {
    const reached = inputReaches(words, tool, subcommand);
    if (reached !== null) {
      reason(w, 'non-static-command', node, { form: 'input-reaches', input: reach.input, command: text, reached });
    }
  }
}

/** `npx -c '…'`, `npm exec --call='…'`: the string is shell code (interpreters.json's `shellStrings`). */
function shellStringOptions(
  w: Walk,
  words: Word[],
  base: string,
  specs: ReadonlyMap<string, ShellStringSpec>,
  subcommand: SubcommandParse | undefined,
  cwds: Cwds,
): void {
  const index = subcommand ? subcommand.subcommandIndex : 0;
  if (index < 0) return;
  // `npm exe -c` is `npm exec -c`: the subcommand under its own name.
  const spec = specs.get(subcommand ? (subcommand.path ?? words[index]!.value ?? '') : '');
  if (!spec) return;
  const via = subcommand ? `${base} ${words[index]!.value}` : base;
  for (let i = subcommand ? subcommand.afterSubcommand : 1; i < words.length; i++) {
    const word = words[i]!;
    const text = word.value;
    if (text === '--') return;
    if (text === null) {
      if (spec.before === 'operand') return;
      continue;
    }
    const eq = text.startsWith('--') ? text.indexOf('=') : -1;
    const name = eq > 0 ? text.slice(0, eq) : text;
    if (spec.options.includes(name)) {
      const program = eq > 0 ? { ...word, value: text.slice(eq + 1) } : words[++i];
      if (program) shellCode(w, program, cwds, `${via} ${name}`, 'apart');
      else reason(w, 'non-static-code', word.node, { form: 'no-command-string', via: `${via} ${name}` });
      continue;
    }
    if (spec.before === 'operand') {
      if (!text.startsWith('-')) return;
      if (eq < 0 && spec.valued?.includes(name)) i++;
    }
  }
}

/** The index of the first word from `from` on whose value is `value`, or -1. */
function indexOfValue(words: readonly Word[], value: string, from: number): number {
  for (let i = from; i < words.length; i++) if (words[i]!.value === value) return i;
  return -1;
}

/** Narrowed by code, so each reason's arguments are checked against its own template. */
function raiseElsewhere(w: Walk, found: ElsewhereReason, node: SyntaxNode): void {
  switch (found.code) {
    case 'outside-directory':
      return reason(w, found.code, node, found.args);
    case 'other-root':
      return reason(w, found.code, node, found.args);
    case 'outside-code-path':
      return reason(w, found.code, node, found.args);
  }
}
