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
} from "./chunk-RWZG4HXB.js";
import "./chunk-L33MZUTR.js";
import "./chunk-SOTKTQUK.js";
import "./chunk-PNTCD2AP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-R3CGV567.js";
import "./chunk-BOEZKR2O.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FYGVY3WZ.js";
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
