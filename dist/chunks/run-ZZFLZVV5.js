import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-NXIKDU4U.js";
import "./chunk-2VKETUOL.js";
import "./chunk-VF64MRTX.js";
import "./chunk-NVVJGNQJ.js";
import "./chunk-5T4D3PXA.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-PCWGSZYV.js";
import "./chunk-UILNZKFV.js";
import "./chunk-ERXEWGMY.js";
import "./chunk-VNOPYS6T.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-RG7I3JVN.js";
import "./chunk-O2VDHMUE.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-T2AXFKB2.js";
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
