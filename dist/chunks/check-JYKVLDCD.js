import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-HHXM76BA.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-GJWGC4PP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-JCQB4G6O.js";
import "./chunk-B5MVITIC.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-3UQB6M62.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
