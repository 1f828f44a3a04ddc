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
} from "./chunk-YMJPYVRT.js";
import "./chunk-7JCOAHVF.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-NJTBW3OE.js";
import "./chunk-PDNTZYP5.js";
import "./chunk-SAQ2WYL6.js";
import "./chunk-7HX7E36C.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-ASXCVZFB.js";
import "./chunk-OJOZIIZ2.js";
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
