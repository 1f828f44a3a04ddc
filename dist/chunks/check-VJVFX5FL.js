import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-LKTJRTW4.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-4K2YUL4A.js";
import "./chunk-ASQPL73M.js";
import "./chunk-7NZ5ITUL.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
