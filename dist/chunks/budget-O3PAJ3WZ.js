import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  EXIT_BUDGET_EXHAUSTED,
  budgetCommand,
  capsFrom,
  cliRunId,
  defaultLedgerPath,
  ledgerPathFrom,
  runLedgerFlags,
  runOnLedger
} from "./chunk-B7VED7LY.js";
import "./chunk-BIYMKJKC.js";
import "./chunk-QTNBUJON.js";
import "./chunk-7BYXLWQW.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-5ZLZRQEY.js";
import "./chunk-GUUPKWKV.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-7P73ZUHY.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  EXIT_BUDGET_EXHAUSTED,
  budgetCommand,
  capsFrom,
  cliRunId,
  defaultLedgerPath,
  ledgerPathFrom,
  runLedgerFlags,
  runOnLedger
};
