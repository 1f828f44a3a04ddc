import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHAIN_COMMAND,
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-A2C775J7.js";
import "./chunk-7PKT4JFN.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-7IURLWBM.js";
import "./chunk-OZIXPISU.js";
import "./chunk-FWLWPSYS.js";
import "./chunk-Y7YRNXUN.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-DJ4DZR5E.js";
import "./chunk-CZYNEDU5.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  CHAIN_COMMAND,
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
};
