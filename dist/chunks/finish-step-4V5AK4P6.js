import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-42VPGSHD.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-KMJTXQFK.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-VBYUTUYS.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-Z5INA6PR.js";
import "./chunk-M6NVPGKB.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
