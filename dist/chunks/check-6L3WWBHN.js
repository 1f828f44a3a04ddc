import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-CVQBCOFV.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-UW4UT3RP.js";
import "./chunk-NVAX4VZP.js";
import "./chunk-NW6G3YWL.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
