import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-TXUWIJIZ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-FMXGJBGA.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-S5L23GHQ.js";
import "./chunk-MVSEB6QZ.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-Q4BCHKWA.js";
import "./chunk-OTZSQLRB.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
