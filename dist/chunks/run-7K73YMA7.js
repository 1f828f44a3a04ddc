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
} from "./chunk-YUDP6NOA.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-CFUZEONY.js";
import "./chunk-5HTGYTLL.js";
import "./chunk-M2A6DXZM.js";
import "./chunk-TC4WTE6L.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-MINKC7SJ.js";
import "./chunk-VCH42NRD.js";
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
