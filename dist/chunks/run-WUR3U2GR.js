import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-37DRNDM2.js";
import "./chunk-JLONNOQR.js";
import "./chunk-KCQAB525.js";
import "./chunk-XNFM7NB2.js";
import "./chunk-EP7VWDN6.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-KRKKG5FD.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-JFY2L3NG.js";
import "./chunk-ACPSVYMQ.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-HQOU4VUA.js";
import "./chunk-CI7WXJKK.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-UJFCPK6Z.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
};
