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
} from "./chunk-YXVTRL4Y.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-O3K5QQRM.js";
import "./chunk-J5GX54F4.js";
import "./chunk-RLJHPXTO.js";
import "./chunk-YL4Y5X5D.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-7NNLVZBW.js";
import "./chunk-2LZKLQ74.js";
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
