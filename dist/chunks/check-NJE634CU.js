import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-I7UZ2EA3.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-OZIXPISU.js";
import "./chunk-FWLWPSYS.js";
import "./chunk-CZYNEDU5.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
