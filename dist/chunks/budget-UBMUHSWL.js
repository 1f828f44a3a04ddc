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
} from "./chunk-VF64MRTX.js";
import "./chunk-NVVJGNQJ.js";
import "./chunk-ERXEWGMY.js";
import "./chunk-VNOPYS6T.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-RG7I3JVN.js";
import "./chunk-O2VDHMUE.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-T2AXFKB2.js";
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
