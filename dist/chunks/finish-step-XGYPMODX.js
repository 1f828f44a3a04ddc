import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-ZQUPCUPF.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-WBXKLXYK.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-FHTRH6HV.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-VKKV7NIO.js";
import "./chunk-RPPGL4ML.js";
import "./chunk-5KZE2ORI.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
};
