import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
} from "./chunk-K7GLJ7XF.js";
import "./chunk-JLONNOQR.js";
import "./chunk-B7VED7LY.js";
import "./chunk-BIYMKJKC.js";
import "./chunk-G46ESNC5.js";
import "./chunk-34SNMGYJ.js";
import "./chunk-HB2EIPGR.js";
import "./chunk-XXTIPGWD.js";
import "./chunk-QTNBUJON.js";
import "./chunk-7BYXLWQW.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-5ZLZRQEY.js";
import "./chunk-GUUPKWKV.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-7P73ZUHY.js";
import "./chunk-EWMOH4KY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  DEFAULT_MODEL,
  RUN_OPTIONS,
  defaultSessionDir,
  limitsFrom,
  outputFormat,
  reportResult,
  runCommand
};
