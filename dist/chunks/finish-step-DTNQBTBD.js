import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-MC633U3W.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-IBTGED6V.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-N2BXVTDQ.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-B47AHKC4.js";
import "./chunk-6ULYRMPT.js";
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
