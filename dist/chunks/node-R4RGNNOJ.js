import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
} from "./chunk-ZH6EISTR.js";
import "./chunk-MYU7RW7P.js";
export {
  child_process,
  crypto,
  fs,
  os,
  path,
  stream,
  util
};
