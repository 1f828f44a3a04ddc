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
} from "./chunk-AIZ56ICS.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-VVPQG4DM.js";
import "./chunk-XDGQTPDA.js";
import "./chunk-Q633X64C.js";
import "./chunk-GHWJCJBP.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-SC7JBYEV.js";
import "./chunk-Z7LXJSLA.js";
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
