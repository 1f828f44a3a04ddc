import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-OC2E4CQX.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-QBPJUBDI.js";
import "./chunk-VAFSJ4CQ.js";
import "./chunk-UKW34KK5.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
