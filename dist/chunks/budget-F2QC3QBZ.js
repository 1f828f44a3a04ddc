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
} from "./chunk-NIEFDYIZ.js";
import "./chunk-ORPLU4YS.js";
import "./chunk-FUNNVOV5.js";
import "./chunk-Y7XBZOF5.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UC34K76E.js";
import "./chunk-TPSHISNI.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-H7DBDYND.js";
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
