import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-2S7KDA57.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-U6YOA5ES.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-SXNJJQNW.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-SC7JBYEV.js";
import "./chunk-Z7LXJSLA.js";
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
