import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-PKCB4NHP.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-HBMJSYHB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-IGLWZWXT.js";
import "./chunk-LM7A3A2R.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-5EDX2SC2.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
