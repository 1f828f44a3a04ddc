import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-JK5VX77U.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-X5XCAL2B.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-ETUUUFWK.js";
import "./chunk-FBLJACT4.js";
import "./chunk-UILNZKFV.js";
import "./chunk-X2CTCP24.js";
import "./chunk-NHXY32FO.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
