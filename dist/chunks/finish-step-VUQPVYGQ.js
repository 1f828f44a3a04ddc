import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-HHWWGEFP.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-XGDOV5XQ.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-47OA7YNT.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-XFD7Z5ZI.js";
import "./chunk-VO6ZLIPJ.js";
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
