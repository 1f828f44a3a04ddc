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
} from "./chunk-DUCQLSIA.js";
import "./chunk-2GG5U7NF.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-5KMBQZJQ.js";
import "./chunk-RZFG2T44.js";
import "./chunk-HGNPEIE4.js";
import "./chunk-6PYUIEYO.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-AWR2TA54.js";
import "./chunk-IAIAD2X6.js";
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
