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
} from "./chunk-6KIBREWO.js";
import "./chunk-2F7DEQDC.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-7JM2MOJK.js";
import "./chunk-2XJI76PY.js";
import "./chunk-ZVN33E2J.js";
import "./chunk-XJXABBHT.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-4JPZYCAF.js";
import "./chunk-TOAYH5A4.js";
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
