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
} from "./chunk-TXCKJ2DG.js";
import "./chunk-WIIDSB6M.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-TUPA2ICK.js";
import "./chunk-3U5G5DCF.js";
import "./chunk-FX26ERPC.js";
import "./chunk-BIG6BZYM.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-GLHHRER5.js";
import "./chunk-6PRMFRZY.js";
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
