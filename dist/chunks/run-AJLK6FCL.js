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
} from "./chunk-MI3KJ7EA.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-NFJOOQRL.js";
import "./chunk-PJQ5UWD2.js";
import "./chunk-F7ENACBJ.js";
import "./chunk-6W3REWGX.js";
import "./chunk-NCNU7URW.js";
import "./chunk-NDSPGFOO.js";
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
