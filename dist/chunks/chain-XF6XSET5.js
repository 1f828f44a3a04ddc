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
} from "./chunk-GK5SJEBX.js";
import "./chunk-3QGDRBIB.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-7LNBSH2D.js";
import "./chunk-AIN5KOJV.js";
import "./chunk-YSHJLSOU.js";
import "./chunk-DDDNO2VV.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-UUJKVPLP.js";
import "./chunk-OI6T5TBJ.js";
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
