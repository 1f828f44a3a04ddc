import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  CHECK_EXIT,
  checkCommand
} from "./chunk-2FGX5JEH.js";
import "./chunk-4YLMHI4Z.js";
import "./chunk-ACPSVYMQ.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-HQOU4VUA.js";
import "./chunk-CI7WXJKK.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-UJFCPK6Z.js";
import "./chunk-MYU7RW7P.js";
export {
  CHECK_EXIT,
  checkCommand
};
