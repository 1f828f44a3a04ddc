import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-VM2UKFDB.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-ZCDUYGCB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-AEHR7ZBJ.js";
import "./chunk-AYVF46ED.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-OTZSQLRB.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
