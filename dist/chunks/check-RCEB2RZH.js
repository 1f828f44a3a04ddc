import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-U6IIK7I6.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-UTCFIUPK.js";
import "./chunk-P7HDTRLB.js";
import "./chunk-PWPVXCTB.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
