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
} from "./chunk-SM62JAJQ.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-J6WDUBWB.js";
import "./chunk-5Q3CBWUN.js";
import "./chunk-B32UGFKC.js";
import "./chunk-3GZFMCIE.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-FD4NDSRY.js";
import "./chunk-WHG4HZ7V.js";
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
