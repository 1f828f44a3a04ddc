import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-743T2VTR.js";
import "./chunk-U4OCXIL6.js";
import "./chunk-JLONNOQR.js";
import "./chunk-5YNAFVTR.js";
import "./chunk-IGLHWY5S.js";
import "./chunk-FSLLOE6G.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-Z6NT5EAP.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-37NINMZX.js";
import "./chunk-RE7FLNFK.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NCTGLJOJ.js";
import "./chunk-TJUWMZ25.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-WTCAOBCE.js";
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
