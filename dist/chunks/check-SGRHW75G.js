import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-2I3LOPF7.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-O3FNIE64.js";
import "./chunk-KTGMZJWI.js";
import "./chunk-LRHSKSKW.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
