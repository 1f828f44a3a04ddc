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
} from "./chunk-PJU5XUOP.js";
import "./chunk-PBDPRAZQ.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-LH36AGNR.js";
import "./chunk-QBPJUBDI.js";
import "./chunk-VAFSJ4CQ.js";
import "./chunk-SGZSB7RO.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-7BII6UV7.js";
import "./chunk-UKW34KK5.js";
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
