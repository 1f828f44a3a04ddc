import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  nearestName
} from "./chunk-DNBXAQMH.js";

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function writeLine(stream, line = "") {
  stream.write(`${line}
`);
}

// src/cli/options.ts
import { parseArgs } from "node:util";
var HelpRequest = class extends Error {
  constructor(text) {
    super("help requested");
    this.text = text;
  }
  text;
  name = "HelpRequest";
};
var HELP_FLAGS = /* @__PURE__ */ new Set(["help", "h"]);
function parseCommand(spec, args) {
  const { tokens } = parseArgs({ args, options: spec.options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === "option-terminator") break;
    if (token.kind !== "option" || Object.hasOwn(spec.options, token.name)) continue;
    if (HELP_FLAGS.has(token.name)) throw new HelpRequest(commandHelp(spec));
    throw new UsageError(unknownFlagMessage(spec, token.rawName));
  }
  try {
    return parseArgs({ args, options: spec.options, strict: true, allowPositionals: true });
  } catch (error) {
    if (isParseArgsError(error)) throw new UsageError(`leash ${spec.name}: ${error.message} (leash ${spec.name} --help lists its flags)`);
    throw error;
  }
}
function isParseArgsError(error) {
  return error instanceof Error && String(error.code ?? "").startsWith("ERR_PARSE_ARGS");
}
function unknownFlagMessage(spec, rawName) {
  const flags = Object.entries(spec.options).flatMap(([name, option]) => [`--${name}`, ...option.short ? [`-${option.short}`] : []]);
  const guess = closest(
    rawName.split("=")[0],
    flags.filter((flag) => flag.startsWith("--") === rawName.startsWith("--"))
  );
  return `unknown flag ${rawName} for leash ${spec.name}${guess ? `; did you mean ${guess}?` : ""} (leash ${spec.name} --help lists its flags)`;
}
function unknownCommandMessage(word, known, where) {
  const guess = closest(word, known);
  return `unknown command "${word}"${guess ? `; did you mean ${guess}?` : ""} (${where} --help lists the commands)`;
}
function closest(typed, candidates) {
  const near = nearestName(typed, candidates, typed.replace(/^-+/, "").length);
  if (near !== void 0) return near;
  const word = typed.toLowerCase();
  const extending = candidates.filter((candidate) => word.length >= 3 && candidate.toLowerCase().startsWith(word));
  return extending.length === 1 ? extending[0] : void 0;
}
function commandHelp(spec) {
  const flags = [
    ...Object.entries(spec.options).map(([name, option]) => ({ flag: flagWords(name, option), description: describe(option) })),
    { flag: "-h, --help", description: "print this help and exit" }
  ];
  const width = Math.max(...flags.map((f) => f.flag.length)) + 2;
  return [
    `leash ${spec.name}: ${spec.summary}`,
    "",
    "Usage:",
    ...spec.usage.map((form) => `  leash ${spec.name} ${form}`),
    "",
    "Flags:",
    ...flags.map((f) => `  ${f.flag.padEnd(width)}${f.description}`),
    ...spec.notes?.length ? ["", ...spec.notes] : [],
    ""
  ].join("\n");
}
function groupHelp(name, summary, specs) {
  return [
    `leash ${name}: ${summary}`,
    "",
    "Commands:",
    ...specs.flatMap((spec) => [`  leash ${spec.name} ${spec.usage[0] ?? ""}`.trimEnd(), `      ${spec.summary}`]),
    "",
    `Run leash ${name} COMMAND --help for the flags of one.`,
    ""
  ].join("\n");
}
function flagWords(name, option) {
  const long = `--${name}${option.type === "string" ? ` ${option.value ?? "VALUE"}` : ""}`;
  return option.short ? `-${option.short}, ${long}` : `    ${long}`;
}
function describe(option) {
  const extras = [
    option.default !== void 0 && option.default !== false ? `default ${String(option.default)}` : "",
    option.multiple ? "may be repeated" : ""
  ].filter(Boolean);
  return extras.length ? `${option.description} (${extras.join("; ")})` : option.description;
}

export {
  UsageError,
  writeLine,
  HelpRequest,
  parseCommand,
  unknownCommandMessage,
  groupHelp
};
