import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// node_modules/@anthropic-ai/sdk/internal/node.mjs
import * as child_process from "node:child_process";
import * as crypto from "node:crypto";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import * as stream from "node:stream";
import * as util from "node:util";

export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
