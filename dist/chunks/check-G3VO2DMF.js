import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-A3RN3QJP.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-O7RZADCB.js";
import "./chunk-VD3R6VDE.js";
import "./chunk-IUNMJZAE.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
