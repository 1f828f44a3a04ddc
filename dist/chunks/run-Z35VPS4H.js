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
} from "./chunk-Y2OJM5EY.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-HT5TVBQW.js";
import "./chunk-E3EGSIOV.js";
import "./chunk-4QOBJKU4.js";
import "./chunk-VBHAW7KC.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-BUDXJBHY.js";
import "./chunk-BJR7A266.js";
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
