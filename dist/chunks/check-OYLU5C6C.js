import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-NPDTEYFC.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-J5GX54F4.js";
import "./chunk-RLJHPXTO.js";
import "./chunk-2LZKLQ74.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
