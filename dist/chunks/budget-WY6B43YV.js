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
} from "./chunk-HNZGNONS.js";
import "./chunk-UEBR3MUL.js";
import "./chunk-X2CTCP24.js";
import "./chunk-A2UCP3ER.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-UGWKLJFK.js";
import "./chunk-ZQ66EXB5.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-NHXY32FO.js";
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
