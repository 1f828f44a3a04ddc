import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-ESLH3G2C.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-PDNTZYP5.js";
import "./chunk-SAQ2WYL6.js";
import "./chunk-OJOZIIZ2.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
