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
} from "./chunk-J7C62YMH.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-DSKFC6SU.js";
import "./chunk-E2FR5A6T.js";
import "./chunk-XYWMPYSI.js";
import "./chunk-FDKVLYJ2.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-W2WRGPDB.js";
import "./chunk-7Z7KLKAJ.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
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
