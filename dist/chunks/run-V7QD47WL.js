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
} from "./chunk-FRB3IA5I.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-6SHVRYVV.js";
import "./chunk-QUXOEDSI.js";
import "./chunk-4ML66JGH.js";
import "./chunk-B6UB5CJA.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-OUTVRTXZ.js";
import "./chunk-V3ZMPRFD.js";
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
