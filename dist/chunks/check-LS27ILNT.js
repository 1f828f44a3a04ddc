import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-CWRGXN7A.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-PNTCD2AP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-R3CGV567.js";
import "./chunk-BOEZKR2O.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FYGVY3WZ.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
