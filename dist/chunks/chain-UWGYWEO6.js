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
} from "./chunk-CQTMTDXT.js";
import "./chunk-NWSNOK3E.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-XBGW2FP4.js";
import "./chunk-LHBDGYL4.js";
import "./chunk-Q7XRWQGC.js";
import "./chunk-HUMHR2SI.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-VWFDKKSF.js";
import "./chunk-5EXVDJ55.js";
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
