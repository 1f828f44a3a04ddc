import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-HKEWZ6N7.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-RDQ6QADK.js";
import "./chunk-GSDU662P.js";
import "./chunk-D2RDZDM2.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
