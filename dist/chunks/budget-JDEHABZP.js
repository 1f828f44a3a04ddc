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
} from "./chunk-5YNAFVTR.js";
import "./chunk-IGLHWY5S.js";
import "./chunk-37NINMZX.js";
import "./chunk-RE7FLNFK.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NCTGLJOJ.js";
import "./chunk-TJUWMZ25.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-WTCAOBCE.js";
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
