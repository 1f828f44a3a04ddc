import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-QPTFBXHT.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-GT3NZWK7.js";
import "./chunk-P5JAMYG3.js";
import "./chunk-25OMSHXE.js";
import "./chunk-AW646JIY.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-LJOXV47Y.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
