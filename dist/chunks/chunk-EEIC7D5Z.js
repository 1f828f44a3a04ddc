import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/cli/io.ts
var UsageError = class extends Error {
  name = "UsageError";
};
function writeLine(stream, line = "") {
  stream.write(`${line}
`);
}

export {
  UsageError,
  writeLine
};
