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
} from "./chunk-5TCUR7HV.js";
import "./chunk-WL6AVTNL.js";
import "./chunk-JCTJSGY6.js";
import "./chunk-WA62GVUV.js";
import "./chunk-GKGCOK4J.js";
import "./chunk-2B3NOPRR.js";
import "./chunk-5FA5GZQ5.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-6ELPS6GU.js";
import "./chunk-AZU4KJCS.js";
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
