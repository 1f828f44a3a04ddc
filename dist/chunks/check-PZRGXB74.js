import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-JZLT66JM.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-7BYXLWQW.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-5ZLZRQEY.js";
import "./chunk-GUUPKWKV.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-7P73ZUHY.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
