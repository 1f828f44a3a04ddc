import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-RBUJEUVX.js";
import "./chunk-JLONNOQR.js";
import "./chunk-NIEFDYIZ.js";
import "./chunk-ORPLU4YS.js";
import "./chunk-6QUM3WF3.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-DIWAM326.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-FUNNVOV5.js";
import "./chunk-Y7XBZOF5.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UC34K76E.js";
import "./chunk-TPSHISNI.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-H7DBDYND.js";
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
