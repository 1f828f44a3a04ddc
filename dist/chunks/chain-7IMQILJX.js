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
} from "./chunk-2PTH3AFA.js";
import "./chunk-R4ZP3PB7.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-CPKNNVQP.js";
import "./chunk-H4IRIEJU.js";
import "./chunk-5CMEXRWY.js";
import "./chunk-HAXIZBHD.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-XFD7Z5ZI.js";
import "./chunk-VO6ZLIPJ.js";
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
