import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-H5JU2VIU.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-H4IRIEJU.js";
import "./chunk-5CMEXRWY.js";
import "./chunk-VO6ZLIPJ.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
