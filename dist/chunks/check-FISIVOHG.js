import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-OIH3VQLV.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-5IAZV6N5.js";
import "./chunk-IVPKRG4M.js";
import "./chunk-V4JXN4BO.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
