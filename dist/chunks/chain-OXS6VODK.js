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
} from "./chunk-IOWAXLOC.js";
import "./chunk-RSCE4G5T.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-PC7X3OJX.js";
import "./chunk-UTCFIUPK.js";
import "./chunk-P7HDTRLB.js";
import "./chunk-NAVSDUMF.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-BOAGVCTZ.js";
import "./chunk-PWPVXCTB.js";
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
