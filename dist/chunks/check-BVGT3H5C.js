import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-WG5VKCSE.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-QNLC7YXP.js";
import "./chunk-WR4NMNUZ.js";
import "./chunk-L5SFJVYL.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
