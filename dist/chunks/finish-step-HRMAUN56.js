import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-GT4COQOK.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-BNGWKKRU.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-QGEF7ANJ.js";
import "./chunk-GI2KGJBC.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-SOTKTQUK.js";
import "./chunk-FYGVY3WZ.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
