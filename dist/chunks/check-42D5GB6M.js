import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-QYZ7QX3Z.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-RZFG2T44.js";
import "./chunk-HGNPEIE4.js";
import "./chunk-IAIAD2X6.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
