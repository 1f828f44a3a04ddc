import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  finishStep,
  leaveAfterFailure,
  refuseStep
} from "./chunk-QP5Q3QG4.js";
import "./chunk-B6SSZOFE.js";
import "./chunk-KJKU6NMT.js";
import "./chunk-XVVPDGDL.js";
import "./chunk-2UMQXC7B.js";
import "./chunk-YE6NIIYL.js";
import "./chunk-BY27SEW7.js";
import "./chunk-PSSROZE3.js";
import "./chunk-KRKKG5FD.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-JFY2L3NG.js";
import "./chunk-UJFCPK6Z.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  finishStep,
  leaveAfterFailure,
  refuseStep
};
