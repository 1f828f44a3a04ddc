import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-LAUCL56A.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-2XJI76PY.js";
import "./chunk-ZVN33E2J.js";
import "./chunk-TOAYH5A4.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
