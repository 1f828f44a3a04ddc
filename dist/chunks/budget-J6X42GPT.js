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
} from "./chunk-G3S3BRZQ.js";
import "./chunk-S3HL2BUS.js";
import "./chunk-DDKAYP2E.js";
import "./chunk-SCYRYJ2A.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-DO56SYZX.js";
import "./chunk-QW4RFD6W.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-FEIYZANV.js";
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
