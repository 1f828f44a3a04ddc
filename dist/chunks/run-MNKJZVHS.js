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
} from "./chunk-47S4O7RI.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-TV2BB3AF.js";
import "./chunk-YLGKFTTK.js";
import "./chunk-MOJ5TILH.js";
import "./chunk-2S2G4WD6.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-V6PNTO7Z.js";
import "./chunk-OBXICFO2.js";
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
