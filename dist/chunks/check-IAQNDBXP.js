import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-QCCK5K5D.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-Y7XBZOF5.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UC34K76E.js";
import "./chunk-TPSHISNI.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-H7DBDYND.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
