import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-OZCZZJ7B.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-MK7CJ62F.js";
import "./chunk-47R2OXAD.js";
import "./chunk-USVMNH5N.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
