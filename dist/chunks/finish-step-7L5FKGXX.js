import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-7CZGH253.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-52ZBOY4P.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-U7ACIQU3.js";
import "./chunk-BDQZK52H.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-YXKFURDI.js";
import "./chunk-5EDX2SC2.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
