import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-VAJDWBHU.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-WJHBZUX2.js";
import "./chunk-IG6SKIDR.js";
import "./chunk-FIP3SZFC.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
