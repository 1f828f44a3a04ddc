import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-7Q5KNDP7.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-HPUP2MF6.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-S6N6CT7K.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-VWFDKKSF.js";
import "./chunk-5EXVDJ55.js";
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
