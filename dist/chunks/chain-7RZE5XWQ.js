import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-RDJTTDQ4.js";
import "./chunk-3UOM4RWY.js";
import "./chunk-JLONNOQR.js";
import "./chunk-IAEPKGQY.js";
import "./chunk-ELCZ6VCZ.js";
import "./chunk-BPZSCESH.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-ZTQIQEDM.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-U4MZ2VJC.js";
import "./chunk-GJWGC4PP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-JCQB4G6O.js";
import "./chunk-B5MVITIC.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-3UQB6M62.js";
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
