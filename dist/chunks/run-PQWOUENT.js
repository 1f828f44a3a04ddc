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
} from "./chunk-BW4OTSN5.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-7COS6OEY.js";
import "./chunk-S5ARUNKM.js";
import "./chunk-AQHI7FIP.js";
import "./chunk-6W3REWGX.js";
import "./chunk-Z5INA6PR.js";
import "./chunk-M6NVPGKB.js";
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
