import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-L5MSRGC5.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-PHTFSQRE.js";
import "./chunk-CMVXWMZX.js";
import "./chunk-3H67ASNC.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
