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
} from "./chunk-VOHVH2A4.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-Q6CRNOUG.js";
import "./chunk-4WGQ4DAP.js";
import "./chunk-G6FTIO2A.js";
import "./chunk-7YGDPUDR.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-STIH5MZ3.js";
import "./chunk-OIOAFZDP.js";
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
