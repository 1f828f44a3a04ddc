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
} from "./chunk-C6K3G4E2.js";
import "./chunk-26TDAPO7.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-PZ2YC2BH.js";
import "./chunk-RDQ6QADK.js";
import "./chunk-GSDU662P.js";
import "./chunk-4AHES3NO.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-QQS7PIKG.js";
import "./chunk-D2RDZDM2.js";
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
