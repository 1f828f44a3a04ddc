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
} from "./chunk-RPYF33Z7.js";
import "./chunk-OMDJBGHW.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-SJPAHYZE.js";
import "./chunk-7MYA5YFA.js";
import "./chunk-5NKGODFC.js";
import "./chunk-QMOBTZI7.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-UA4CZBMC.js";
import "./chunk-7QPLZQPC.js";
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
