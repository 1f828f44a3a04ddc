import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-J3CSI34K.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-UVAGSNLK.js";
import "./chunk-PZK4BMRZ.js";
import "./chunk-22A5A2W7.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
