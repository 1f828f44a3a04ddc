import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  package_default
} from "./chunk-3ZMGYK5L.js";

// src/cli/version.ts
var LEASH_VERSION = package_default.version;

export {
  LEASH_VERSION
};
