import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-U744NVIM.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-JWW2N5ZD.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-NRX5AZRG.js";
import "./chunk-HB2EIPGR.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-QTNBUJON.js";
import "./chunk-7P73ZUHY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
