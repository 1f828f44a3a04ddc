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
} from "./chunk-KH223UYO.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-6VSODMH5.js";
import "./chunk-IEMW6DGF.js";
import "./chunk-NM6BRZHK.js";
import "./chunk-UAHDFTBS.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-5TOFLC5D.js";
import "./chunk-BGFZAT4H.js";
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
