import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-2QGCMFHY.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-4WGQ4DAP.js";
import "./chunk-G6FTIO2A.js";
import "./chunk-OIOAFZDP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
