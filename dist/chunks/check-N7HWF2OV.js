import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-UCYB66ND.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-F7ENACBJ.js";
import "./chunk-6W3REWGX.js";
import "./chunk-NDSPGFOO.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
