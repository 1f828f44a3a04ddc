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
} from "./chunk-HPAJOVT7.js";
import "./chunk-7ZDFJIBG.js";
import "./chunk-Q4BCHKWA.js";
import "./chunk-ZCDUYGCB.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-AEHR7ZBJ.js";
import "./chunk-AYVF46ED.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-OTZSQLRB.js";
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
