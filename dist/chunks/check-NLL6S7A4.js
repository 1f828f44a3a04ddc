import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-77NZRDKD.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-VIJNIIE3.js";
import "./chunk-Q3PHLCXK.js";
import "./chunk-U5JMC6NL.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
