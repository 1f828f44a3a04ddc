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
} from "./chunk-FA2R4NQE.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-EKYQFDSC.js";
import "./chunk-MK7CJ62F.js";
import "./chunk-47R2OXAD.js";
import "./chunk-TQR2K2IW.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-4DSMLKWX.js";
import "./chunk-USVMNH5N.js";
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
