import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-S2XN3MXJ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-PMLIB6OU.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-ODLNRPNP.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-X635GTQY.js";
import "./chunk-F5Y5H4P5.js";
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
