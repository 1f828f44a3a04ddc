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
} from "./chunk-2LKP4MTV.js";
import "./chunk-G7ZPLTGR.js";
import "./chunk-YXKFURDI.js";
import "./chunk-HBMJSYHB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-IGLWZWXT.js";
import "./chunk-LM7A3A2R.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-5EDX2SC2.js";
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
