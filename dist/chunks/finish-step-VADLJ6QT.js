import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-H7MMCPKS.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-X2CLW5AB.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-XPBTLGJR.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-7NJFSYEX.js";
import "./chunk-3ZKPDG2M.js";
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
