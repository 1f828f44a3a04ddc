import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-POTECIMT.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-A4LZNDMV.js";
import "./chunk-6W3REWGX.js";
import "./chunk-RPPGL4ML.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
