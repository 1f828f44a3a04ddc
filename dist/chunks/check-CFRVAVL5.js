import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-KZPI6VWS.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-LHBDGYL4.js";
import "./chunk-Q7XRWQGC.js";
import "./chunk-5EXVDJ55.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
