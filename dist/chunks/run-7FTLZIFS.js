import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-ARPW5VQK.js";
import "./chunk-JLONNOQR.js";
import "./chunk-RWZG4HXB.js";
import "./chunk-L33MZUTR.js";
import "./chunk-VMMWNHOH.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-GI2KGJBC.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-SOTKTQUK.js";
import "./chunk-PNTCD2AP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-R3CGV567.js";
import "./chunk-BOEZKR2O.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FYGVY3WZ.js";
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
