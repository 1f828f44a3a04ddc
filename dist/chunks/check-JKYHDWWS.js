import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-JXWBFU6W.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-VNOPYS6T.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-RG7I3JVN.js";
import "./chunk-O2VDHMUE.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-T2AXFKB2.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
