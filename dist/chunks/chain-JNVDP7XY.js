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
} from "./chunk-NNX66OJO.js";
import "./chunk-LOTXR6QC.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-L4ID64XB.js";
import "./chunk-FR6TC7DD.js";
import "./chunk-A4LZNDMV.js";
import "./chunk-6W3REWGX.js";
import "./chunk-VKKV7NIO.js";
import "./chunk-RPPGL4ML.js";
import "./chunk-5KZE2ORI.js";
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
