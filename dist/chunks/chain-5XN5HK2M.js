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
} from "./chunk-WO3KKSLA.js";
import "./chunk-FJ7WCAXO.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-C4GW26FZ.js";
import "./chunk-DUXOTQR5.js";
import "./chunk-6MI23HED.js";
import "./chunk-EDBVDPP3.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-RDVDYMHS.js";
import "./chunk-7QNBAIIP.js";
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
