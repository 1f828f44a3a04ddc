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
} from "./chunk-IZ3FJXNN.js";
import "./chunk-REXQ73GD.js";
import "./chunk-FHHSJCDP.js";
import "./chunk-VNOPYS6T.js";
import "./chunk-EEIC7D5Z.js";
import "./chunk-RG7I3JVN.js";
import "./chunk-O2VDHMUE.js";
import "./chunk-G2SYH7FZ.js";
import "./chunk-T2AXFKB2.js";
import "./chunk-IOMKNENI.js";
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
