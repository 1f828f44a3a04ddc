import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-J3ZT6TI2.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-FZZNL6TZ.js";
import "./chunk-XRGLNYXW.js";
import "./chunk-DNBXAQMH.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
