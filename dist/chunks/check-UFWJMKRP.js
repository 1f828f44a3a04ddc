import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-EPA6FYUW.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-MD55DISG.js";
import "./chunk-Z2AOVPPL.js";
import "./chunk-6ULYRMPT.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
