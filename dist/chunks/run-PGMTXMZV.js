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
} from "./chunk-ITVWMWZQ.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-BLTG56HG.js";
import "./chunk-PHTFSQRE.js";
import "./chunk-CMVXWMZX.js";
import "./chunk-FIS5MQQS.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-OD2PF3BT.js";
import "./chunk-3H67ASNC.js";
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
