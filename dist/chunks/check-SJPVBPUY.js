import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-PEX75DBF.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-5SCU6IA6.js";
import "./chunk-GPAAWTGM.js";
import "./chunk-IOP3OJIJ.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
