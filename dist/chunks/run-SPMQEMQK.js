import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-EC4VXQ3N.js";
import "./chunk-2VKETUOL.js";
import "./chunk-HNZGNONS.js";
import "./chunk-UEBR3MUL.js";
import "./chunk-OQDWSJ3L.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-FBLJACT4.js";
import "./chunk-UILNZKFV.js";
import "./chunk-X2CTCP24.js";
import "./chunk-A2UCP3ER.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UGWKLJFK.js";
import "./chunk-ZQ66EXB5.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-NHXY32FO.js";
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
