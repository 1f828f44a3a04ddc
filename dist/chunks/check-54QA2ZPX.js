import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-NE3F24LM.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-3U5G5DCF.js";
import "./chunk-FX26ERPC.js";
import "./chunk-GLHHRER5.js";
import "./chunk-6PRMFRZY.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
