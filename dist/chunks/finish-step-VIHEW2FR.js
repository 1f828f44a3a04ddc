import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-TDUC4MWE.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-TFNVD7OB.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-DV6LAGRN.js";
import "./chunk-MIDWFQ65.js";
import "./chunk-UUJKVPLP.js";
import "./chunk-OI6T5TBJ.js";
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
