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
} from "./chunk-OI4QU3HR.js";
import "./chunk-O7RZADCB.js";
import "./chunk-VD3R6VDE.js";
import "./chunk-YRWHDLQ4.js";
import "./chunk-SFXD2CBL.js";
import "./chunk-IUNMJZAE.js";
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
