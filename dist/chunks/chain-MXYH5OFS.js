import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-QIHYO44S.js";
import "./chunk-3ORG65GZ.js";
import "./chunk-JLONNOQR.js";
import "./chunk-2LKP4MTV.js";
import "./chunk-G7ZPLTGR.js";
import "./chunk-GZAMJRH6.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-BDQZK52H.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-YXKFURDI.js";
import "./chunk-HBMJSYHB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-IGLWZWXT.js";
import "./chunk-LM7A3A2R.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-5EDX2SC2.js";
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
