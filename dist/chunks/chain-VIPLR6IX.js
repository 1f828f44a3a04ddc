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
} from "./chunk-OBOH5QS3.js";
import "./chunk-N2EO2HZS.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-WIVMIOH6.js";
import "./chunk-3XSK4OVZ.js";
import "./chunk-5WKNEI7Y.js";
import "./chunk-62QK4JWN.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-7NJFSYEX.js";
import "./chunk-3ZKPDG2M.js";
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
