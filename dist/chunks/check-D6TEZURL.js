import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-7ZTVZ2PP.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-5HTGYTLL.js";
import "./chunk-M2A6DXZM.js";
import "./chunk-VCH42NRD.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
