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
} from "./chunk-UXFSSZGN.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-HY2WWQGR.js";
import "./chunk-VIJNIIE3.js";
import "./chunk-Q3PHLCXK.js";
import "./chunk-CXL2KJC2.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-CIXDJ7ZT.js";
import "./chunk-U5JMC6NL.js";
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
