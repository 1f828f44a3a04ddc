import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-VCPFGVRU.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-2VQ7RM4W.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-WIO4BGTY.js";
import "./chunk-D2XZ3FUX.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-DDKAYP2E.js";
import "./chunk-FEIYZANV.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
