import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-6EV6L3CJ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-XSBZJZLO.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-OYAATK5T.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-NCNU7URW.js";
import "./chunk-NDSPGFOO.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
