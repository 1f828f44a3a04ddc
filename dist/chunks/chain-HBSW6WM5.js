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
} from "./chunk-NXZMHVVP.js";
import "./chunk-XZLFR2MI.js";
import "./chunk-TRZH7I5Q.js";
import "./chunk-X4FXX64N.js";
import "./chunk-AISP5E55.js";
import "./chunk-HYQZEHIN.js";
import "./chunk-76CSM222.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-NR6CZTG4.js";
import "./chunk-WPQZ3GSF.js";
import "./chunk-GT3NZWK7.js";
import "./chunk-P5JAMYG3.js";
import "./chunk-25OMSHXE.js";
import "./chunk-AW646JIY.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-Z7PJ7R2U.js";
import "./chunk-LJOXV47Y.js";
import "./chunk-ATJMF76J.js";
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
