import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-KVDZOMYM.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-4DQCF5TI.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-RBMSRWKV.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
