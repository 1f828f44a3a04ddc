import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-HZBLQGNR.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-QUXOEDSI.js";
import "./chunk-4ML66JGH.js";
import "./chunk-V3ZMPRFD.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
