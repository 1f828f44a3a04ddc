import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  agentTaskRunner,
  asUsageError,
  chainCommand,
  chainExitCode,
  progressLine,
  taskOutputFormat,
  taskTable
} from "./chunk-IBXBILH3.js";
import "./chunk-7P3QJJY7.js";
import "./chunk-JLONNOQR.js";
import "./chunk-G3S3BRZQ.js";
import "./chunk-S3HL2BUS.js";
import "./chunk-2HI54ZLT.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-D2XZ3FUX.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-DDKAYP2E.js";
import "./chunk-SCYRYJ2A.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-DO56SYZX.js";
import "./chunk-QW4RFD6W.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FEIYZANV.js";
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
