import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-XQEA4XKF.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-JW72Z6XT.js";
import "./chunk-QAKDIBV6.js";
import "./chunk-76L42H47.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
