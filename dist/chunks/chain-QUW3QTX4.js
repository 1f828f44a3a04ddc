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
} from "./chunk-ET3LQPDY.js";
import "./chunk-VOHVH2A4.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-Q6CRNOUG.js";
import "./chunk-4WGQ4DAP.js";
import "./chunk-G6FTIO2A.js";
import "./chunk-7YGDPUDR.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-STIH5MZ3.js";
import "./chunk-OIOAFZDP.js";
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
