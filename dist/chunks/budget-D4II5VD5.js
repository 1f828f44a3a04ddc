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
} from "./chunk-EKYQFDSC.js";
import "./chunk-MK7CJ62F.js";
import "./chunk-47R2OXAD.js";
import "./chunk-TQR2K2IW.js";
import "./chunk-4DSMLKWX.js";
import "./chunk-USVMNH5N.js";
import "./chunk-M7ZNMJEP.js";
import "./chunk-SNW77LRN.js";
import "./chunk-R7BMGMQG.js";
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
