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
} from "./chunk-LT4PUJ6Y.js";
import "./chunk-QBHO7XI4.js";
import "./chunk-TDGH4ZBN.js";
import "./chunk-4DQCF5TI.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-NL7ZOE5Q.js";
import "./chunk-QYUAHK6H.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-RBMSRWKV.js";
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
