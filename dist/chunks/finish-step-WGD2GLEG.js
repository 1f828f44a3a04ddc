import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-M7BDZ4NQ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-JRMXZQK5.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-DBSXSZBC.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-AWR2TA54.js";
import "./chunk-IAIAD2X6.js";
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
