import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-UZLXL6QC.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-KZPLXA4O.js";
import "./chunk-YCSML6GM.js";
import "./chunk-CZAAVHPU.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
