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
} from "./chunk-Q2I5SUDA.js";
import "./chunk-CI5A27HR.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-YOQGZSOL.js";
import "./chunk-JW72Z6XT.js";
import "./chunk-QAKDIBV6.js";
import "./chunk-F5S45NBI.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-UZLYICY4.js";
import "./chunk-76L42H47.js";
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
