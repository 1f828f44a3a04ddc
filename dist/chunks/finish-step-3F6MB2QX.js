import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-ZIZDGIT4.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-2WHGHVYW.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-ZKM2DMRD.js";
import "./chunk-PCWGSZYV.js";
import "./chunk-UILNZKFV.js";
import "./chunk-ERXEWGMY.js";
import "./chunk-T2AXFKB2.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
