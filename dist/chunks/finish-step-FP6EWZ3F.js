import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-LLECO4ZH.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-YBT63U4T.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-74W53AHR.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-2U4MZLGU.js";
import "./chunk-DIXCC37B.js";
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
