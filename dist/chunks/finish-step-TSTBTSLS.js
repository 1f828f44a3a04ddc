import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-G55TS6KV.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-FHPBZNYG.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-JJ7AHMHN.js";
import "./chunk-DIWAM326.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-FUNNVOV5.js";
import "./chunk-H7DBDYND.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
