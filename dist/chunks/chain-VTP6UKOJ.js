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
} from "./chunk-XZQ4ZWZC.js";
import "./chunk-HHVPZB4H.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-JRWACXKS.js";
import "./chunk-QNLC7YXP.js";
import "./chunk-WR4NMNUZ.js";
import "./chunk-WGC2UCPT.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-BQHBGR5A.js";
import "./chunk-L5SFJVYL.js";
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
