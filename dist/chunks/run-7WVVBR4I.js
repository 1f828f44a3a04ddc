import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_COMMAND,
  defaultSessionDir,
  jsonSchemaFlag,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-LOTXR6QC.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-L4ID64XB.js";
import "./chunk-FR6TC7DD.js";
import "./chunk-A4LZNDMV.js";
import "./chunk-6W3REWGX.js";
import "./chunk-VKKV7NIO.js";
import "./chunk-RPPGL4ML.js";
import "./chunk-5KZE2ORI.js";
import "./chunk-MYU7RW7P.js";
export {
  DEFAULT_MODEL,
  RUN_COMMAND,
  defaultSessionDir,
  jsonSchemaFlag,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
};
