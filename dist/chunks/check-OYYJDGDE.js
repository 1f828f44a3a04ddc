import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-KR4UY5J5.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-IR3DPRXK.js";
import "./chunk-63OWAS5P.js";
import "./chunk-F5Y5H4P5.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
