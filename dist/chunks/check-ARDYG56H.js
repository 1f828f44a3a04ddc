import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-2XEET2FB.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-PLMEBQF2.js";
import "./chunk-RSC5VZJC.js";
import "./chunk-MV54PWMN.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
