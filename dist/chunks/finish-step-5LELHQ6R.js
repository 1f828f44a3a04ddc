import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-ROYKJXQJ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-AXWG6HCY.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-IPMLYYP6.js";
import "./chunk-Z6NT5EAP.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-37NINMZX.js";
import "./chunk-WTCAOBCE.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
