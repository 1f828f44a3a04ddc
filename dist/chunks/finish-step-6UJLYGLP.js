import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-HBBNNHJT.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-TKLGERRR.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-BZTXYW37.js";
import "./chunk-BSSIGNR2.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-GLYSV6SQ.js";
import "./chunk-JOYMBYLD.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
