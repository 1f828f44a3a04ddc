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
} from "./chunk-CCP2WZ4W.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-HRSYLFHY.js";
import "./chunk-MD55DISG.js";
import "./chunk-Z2AOVPPL.js";
import "./chunk-SIO3ODTY.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-B47AHKC4.js";
import "./chunk-6ULYRMPT.js";
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
