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
} from "./chunk-V3C352ZW.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-EEZ2MYTC.js";
import "./chunk-4K2YUL4A.js";
import "./chunk-ASQPL73M.js";
import "./chunk-VWDXE66Q.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-H7EP3PSE.js";
import "./chunk-7NZ5ITUL.js";
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
