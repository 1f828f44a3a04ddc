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
} from "./chunk-S5ZHAGL4.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-OI4QU3HR.js";
import "./chunk-O7RZADCB.js";
import "./chunk-VD3R6VDE.js";
import "./chunk-YRWHDLQ4.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-SFXD2CBL.js";
import "./chunk-IUNMJZAE.js";
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
