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
} from "./chunk-TXCWJHMR.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-BGS64QJI.js";
import "./chunk-5SCU6IA6.js";
import "./chunk-GPAAWTGM.js";
import "./chunk-RXX44WXY.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-4CDSRYSR.js";
import "./chunk-IOP3OJIJ.js";
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
