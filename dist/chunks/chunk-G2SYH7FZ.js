import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/policy/errors.ts
var PolicyError = class extends Error {
  code;
  location;
  constructor(code, location, detail) {
    super(`${location.file}:${location.line}:${location.col}: ${detail}`);
    this.name = "PolicyError";
    this.code = code;
    this.location = location;
  }
};

export {
  PolicyError
};
