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
} from "./chunk-KCQAB525.js";
import "./chunk-XNFM7NB2.js";
import "./chunk-JFY2L3NG.js";
import "./chunk-ACPSVYMQ.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-HQOU4VUA.js";
import "./chunk-CI7WXJKK.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-UJFCPK6Z.js";
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
