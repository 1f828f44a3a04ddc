import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-SAI6SPH6.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-AQHI7FIP.js";
import "./chunk-6W3REWGX.js";
import "./chunk-M6NVPGKB.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
