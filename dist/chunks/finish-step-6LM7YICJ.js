import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-G76JSBAT.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-4N55KVQY.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-7CHFR4R3.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-W2WRGPDB.js";
import "./chunk-7Z7KLKAJ.js";
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
