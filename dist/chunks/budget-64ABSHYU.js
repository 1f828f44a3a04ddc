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
} from "./chunk-HRSYLFHY.js";
import "./chunk-MD55DISG.js";
import "./chunk-Z2AOVPPL.js";
import "./chunk-SIO3ODTY.js";
import "./chunk-B47AHKC4.js";
import "./chunk-6ULYRMPT.js";
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
