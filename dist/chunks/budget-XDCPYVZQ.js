import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  BUDGET_COMMANDS,
  BUDGET_STATUS_COMMAND,
  EXIT_BUDGET_EXHAUSTED,
  budgetCommand,
  capsFrom,
  cliRunId,
  defaultLedgerPath,
  ledgerPathFrom,
  runLedgerFlags,
  runOnLedger
} from "./chunk-NR6CZTG4.js";
import "./chunk-WPQZ3GSF.js";
import "./chunk-GT3NZWK7.js";
import "./chunk-P5JAMYG3.js";
import "./chunk-25OMSHXE.js";
import "./chunk-AW646JIY.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-Z7PJ7R2U.js";
import "./chunk-LJOXV47Y.js";
import "./chunk-ATJMF76J.js";
import "./chunk-MYU7RW7P.js";
export {
  BUDGET_COMMANDS,
  BUDGET_STATUS_COMMAND,
  EXIT_BUDGET_EXHAUSTED,
  budgetCommand,
  capsFrom,
  cliRunId,
  defaultLedgerPath,
  ledgerPathFrom,
  runLedgerFlags,
  runOnLedger
};
