import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
} from "./chunk-2IXLB6LY.js";
import "./chunk-HYRTLUAX.js";
import "./chunk-5Q3CBWUN.js";
import "./chunk-B32UGFKC.js";
import "./chunk-WHG4HZ7V.js";
import "./chunk-SNW77LRN.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_COMMAND,
  CHECK_EXIT,
  checkCommand
};
