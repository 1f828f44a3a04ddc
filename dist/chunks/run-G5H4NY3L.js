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
} from "./chunk-Q5N3TSQX.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-3FADYUHO.js";
import "./chunk-PLMEBQF2.js";
import "./chunk-RSC5VZJC.js";
import "./chunk-UY2YFT32.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-RDRPAPKO.js";
import "./chunk-MV54PWMN.js";
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
