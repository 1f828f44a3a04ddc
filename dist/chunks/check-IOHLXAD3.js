import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-TWSTIXRG.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-7MYA5YFA.js";
import "./chunk-5NKGODFC.js";
import "./chunk-7QPLZQPC.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
