import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-3A72AT5Y.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-TOEKEI3P.js";
import "./chunk-52GVJFM6.js";
import "./chunk-ISJOOY42.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-5LKRUYOG.js";
import "./chunk-HYQZEHIN.js";
import "./chunk-76CSM222.js";
import "./chunk-Z7PJ7R2U.js";
import "./chunk-LJOXV47Y.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
