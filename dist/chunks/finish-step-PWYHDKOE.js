import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-JR3YPN6F.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-HW2HGIDD.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-ATLBEUCF.js";
import "./chunk-ZTQIQEDM.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-U4MZ2VJC.js";
import "./chunk-3UQB6M62.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
