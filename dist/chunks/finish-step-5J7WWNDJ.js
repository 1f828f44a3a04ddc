import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-QUBPR6Y2.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-S3722VX4.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-PZNRSY6A.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-DJ4DZR5E.js";
import "./chunk-CZYNEDU5.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
