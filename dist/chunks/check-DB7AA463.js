import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-PH42LGRG.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-SCYRYJ2A.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-DO56SYZX.js";
import "./chunk-QW4RFD6W.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FEIYZANV.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
