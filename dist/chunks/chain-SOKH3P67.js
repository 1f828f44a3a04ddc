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
} from "./chunk-TXHGDO3I.js";
import "./chunk-MI3KJ7EA.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-NFJOOQRL.js";
import "./chunk-PJQ5UWD2.js";
import "./chunk-F7ENACBJ.js";
import "./chunk-6W3REWGX.js";
import "./chunk-NCNU7URW.js";
import "./chunk-NDSPGFOO.js";
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
