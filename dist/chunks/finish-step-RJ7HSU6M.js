import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-4W53STN3.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-HODCC6K3.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-HHNB2VCO.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-3ISZEZBT.js";
import "./chunk-FIP3SZFC.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
