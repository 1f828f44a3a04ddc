import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-G4C4OINZ.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-E3EGSIOV.js";
import "./chunk-4QOBJKU4.js";
import "./chunk-BJR7A266.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
