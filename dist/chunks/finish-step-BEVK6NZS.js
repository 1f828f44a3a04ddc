import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-S4WLE2LZ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-ZFHNKA6A.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-L4KNFYVZ.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-XU23IMM6.js";
import "./chunk-CZAAVHPU.js";
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
