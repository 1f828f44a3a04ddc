import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-3E62DOYT.js";
import "./chunk-ITTUYOWR.js";
import "./chunk-JLONNOQR.js";
import "./chunk-2NJA2FCG.js";
import "./chunk-Z3JSM4ZS.js";
import "./chunk-EQVUL6ND.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-BSSIGNR2.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-GLYSV6SQ.js";
import "./chunk-5IQDKRUZ.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-TAR35LF3.js";
import "./chunk-3WQJOTRS.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-JOYMBYLD.js";
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
