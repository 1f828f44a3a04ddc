import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-I6DDHTBN.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-IEMW6DGF.js";
import "./chunk-NM6BRZHK.js";
import "./chunk-BGFZAT4H.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
