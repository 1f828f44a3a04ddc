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
} from "./chunk-GFGV7FTZ.js";
import "./chunk-F23IUWHE.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-FRSXLCTZ.js";
import "./chunk-UW4UT3RP.js";
import "./chunk-NVAX4VZP.js";
import "./chunk-WLP6XX5V.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-IJ5WGUUF.js";
import "./chunk-NW6G3YWL.js";
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
