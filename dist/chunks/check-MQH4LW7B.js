import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-4PI2M4CU.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-5IQDKRUZ.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-TAR35LF3.js";
import "./chunk-3WQJOTRS.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-JOYMBYLD.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
