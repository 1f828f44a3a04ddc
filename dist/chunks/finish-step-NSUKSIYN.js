import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-QG5XWRAH.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-FGIT3NLQ.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-4KJ4GUBD.js";
import "./chunk-XYT2TESP.js";
import "./chunk-UILNZKFV.js";
import "./chunk-FHHSJCDP.js";
import "./chunk-T2AXFKB2.js";
import "./chunk-IOMKNENI.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
