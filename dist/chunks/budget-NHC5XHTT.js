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
} from "./chunk-7LNBSH2D.js";
import "./chunk-AIN5KOJV.js";
import "./chunk-YSHJLSOU.js";
import "./chunk-DDDNO2VV.js";
import "./chunk-UUJKVPLP.js";
import "./chunk-OI6T5TBJ.js";
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
