import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep,
  reportFailure
} from "./chunk-LBLEXSKJ.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-Q4BAMXL2.js";
import "./chunk-LCJSPSB7.js";
import "./chunk-BY27SEW7.js";
import "./chunk-PRPQLTYT.js";
import "./chunk-3ZMGYK5L.js";
import "./chunk-SFXD2CBL.js";
import "./chunk-IUNMJZAE.js";
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
