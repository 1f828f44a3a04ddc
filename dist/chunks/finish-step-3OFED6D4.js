import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-TEYB7PYK.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-RFFQKKWE.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-2M72DQ47.js";
import "./chunk-O7KM4RQM.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-TDGH4ZBN.js";
import "./chunk-RBMSRWKV.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
