import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-OVRMKZCG.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-A2UCP3ER.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UGWKLJFK.js";
import "./chunk-ZQ66EXB5.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-NHXY32FO.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
