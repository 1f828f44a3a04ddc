import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-YYP7CQZE.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-3XSK4OVZ.js";
import "./chunk-5WKNEI7Y.js";
import "./chunk-3ZKPDG2M.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
