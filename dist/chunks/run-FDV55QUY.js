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
} from "./chunk-YNT2CWJL.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-FCS6NDD3.js";
import "./chunk-KZPLXA4O.js";
import "./chunk-YCSML6GM.js";
import "./chunk-E6U6NPCD.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-XU23IMM6.js";
import "./chunk-CZAAVHPU.js";
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
