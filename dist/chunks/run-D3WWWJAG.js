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
} from "./chunk-BBPKX6WY.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-7NUCOPRJ.js";
import "./chunk-5IAZV6N5.js";
import "./chunk-IVPKRG4M.js";
import "./chunk-TQIFY3DR.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-I2MU5GY2.js";
import "./chunk-V4JXN4BO.js";
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
