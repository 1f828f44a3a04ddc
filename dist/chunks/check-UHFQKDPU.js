import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-ZBJUPL7C.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-DUXOTQR5.js";
import "./chunk-6MI23HED.js";
import "./chunk-RDVDYMHS.js";
import "./chunk-7QNBAIIP.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
