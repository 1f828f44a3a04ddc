import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-2P7JJGCI.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-OGMXFMBX.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-SLLW4DA7.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-I2MU5GY2.js";
import "./chunk-V4JXN4BO.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
