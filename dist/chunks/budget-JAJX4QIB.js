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
} from "./chunk-IAEPKGQY.js";
import "./chunk-ELCZ6VCZ.js";
import "./chunk-U4MZ2VJC.js";
import "./chunk-GJWGC4PP.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-JCQB4G6O.js";
import "./chunk-B5MVITIC.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-3UQB6M62.js";
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
