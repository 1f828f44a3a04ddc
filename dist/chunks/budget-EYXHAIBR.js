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
} from "./chunk-7NUCOPRJ.js";
import "./chunk-5IAZV6N5.js";
import "./chunk-IVPKRG4M.js";
import "./chunk-TQIFY3DR.js";
import "./chunk-I2MU5GY2.js";
import "./chunk-V4JXN4BO.js";
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
