import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-6ZOZO3SM.js";
import "./chunk-2VKETUOL.js";
import "./chunk-IZ3FJXNN.js";
import "./chunk-REXQ73GD.js";
import "./chunk-4FKAOVI5.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-XYT2TESP.js";
import "./chunk-UILNZKFV.js";
import "./chunk-FHHSJCDP.js";
import "./chunk-VNOPYS6T.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-RG7I3JVN.js";
import "./chunk-O2VDHMUE.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-T2AXFKB2.js";
import "./chunk-IOMKNENI.js";
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
