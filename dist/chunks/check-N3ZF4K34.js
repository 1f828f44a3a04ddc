import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-PQHTZ3KC.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-XDGQTPDA.js";
import "./chunk-Q633X64C.js";
import "./chunk-Z7LXJSLA.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
