import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-BK7KRML3.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-C6J5GE2Z.js";
import "./chunk-FTIWZOGN.js";
import "./chunk-DIXCC37B.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
