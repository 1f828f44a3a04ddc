import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-D3EZYT4H.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-GKGCOK4J.js";
import "./chunk-2B3NOPRR.js";
import "./chunk-AZU4KJCS.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
