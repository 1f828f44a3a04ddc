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
} from "./chunk-5WU3U3CX.js";
import "./chunk-FOBFZ3EX.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-62LB3EH6.js";
import "./chunk-IR3DPRXK.js";
import "./chunk-63OWAS5P.js";
import "./chunk-OFHETVZI.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-X635GTQY.js";
import "./chunk-F5Y5H4P5.js";
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
