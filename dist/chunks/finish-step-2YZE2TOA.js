import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-4IEXT4ZO.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-3UR22N5M.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-EZPCLFB7.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-FD4NDSRY.js";
import "./chunk-WHG4HZ7V.js";
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
