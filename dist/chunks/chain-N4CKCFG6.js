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
} from "./chunk-Z4JKTMQZ.js";
import "./chunk-BBYUVL6R.js";
import "./chunk-DVCB2IRK.js";
import "./chunk-L4JLUGYF.js";
import "./chunk-O3FNIE64.js";
import "./chunk-KTGMZJWI.js";
import "./chunk-QI2FJGIU.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-R5GWLOFR.js";
import "./chunk-LRHSKSKW.js";
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
