import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-7AIT2QTD.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-YLGKFTTK.js";
import "./chunk-MOJ5TILH.js";
import "./chunk-OBXICFO2.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
