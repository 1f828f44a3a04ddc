import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-NP54H3JU.js";
import "./chunk-LIFMHNDO.js";
import "./chunk-JLONNOQR.js";
import "./chunk-LT4PUJ6Y.js";
import "./chunk-QBHO7XI4.js";
import "./chunk-PZ45DCWX.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-O7KM4RQM.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-TDGH4ZBN.js";
import "./chunk-4DQCF5TI.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-RBMSRWKV.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
};
