import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-QJ2DK5L7.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-AIN5KOJV.js";
import "./chunk-YSHJLSOU.js";
import "./chunk-OI6T5TBJ.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
