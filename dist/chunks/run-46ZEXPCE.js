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
} from "./chunk-VD6U7EJ6.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MO32F32X.js";
import "./chunk-UVAGSNLK.js";
import "./chunk-PZK4BMRZ.js";
import "./chunk-IS34ULMX.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-LJFGED7W.js";
import "./chunk-22A5A2W7.js";
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
