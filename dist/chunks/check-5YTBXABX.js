import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-VFH6L23Z.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-RE7FLNFK.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NCTGLJOJ.js";
import "./chunk-TJUWMZ25.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-WTCAOBCE.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
