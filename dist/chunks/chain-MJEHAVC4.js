import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-MBPM2ENX.js";
import "./chunk-2MI6L6ND.js";
import "./chunk-JLONNOQR.js";
import "./chunk-HPAJOVT7.js";
import "./chunk-7ZDFJIBG.js";
import "./chunk-2MZ3O6O5.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-MVSEB6QZ.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-Q4BCHKWA.js";
import "./chunk-ZCDUYGCB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-AEHR7ZBJ.js";
import "./chunk-AYVF46ED.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-OTZSQLRB.js";
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
