import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  PolicyError
} from "./chunk-G2SYH7FZ.js";
import {
  builtinLayer,
  canonicalPath,
  decideSelfTest,
  describeValue,
  findPair,
  locate,
  parseYamlSource,
  realFileSystem,
  require_dist,
  require_ucs2length,
  valueAt
} from "./chunk-RBMSRWKV.js";
import {
  __commonJS,
  __toESM
} from "./chunk-MYU7RW7P.js";

// src/policy/policy-validator.cjs
var require_policy_validator = __commonJS({
  "src/policy/policy-validator.cjs"(exports, module) {
    "use strict";
    module.exports = validate10;
    module.exports.default = validate10;
    var schema11 = { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": 1 }, "extends": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "default": { "enum": ["allow", "prompt", "deny"] }, "tools": { "type": "object", "propertyNames": { "pattern": "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "allow": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "deny": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "default": { "enum": ["allow", "prompt", "deny"] } } } }, "floors": { "type": "object", "additionalProperties": false, "properties": { "lift": { "type": "array", "items": { "type": "string", "minLength": 1 } } } }, "env": { "type": "object", "additionalProperties": false, "properties": { "pass": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" } } } }, "mcp": { "type": "object" }, "tests": { "type": "array", "items": { "type": "object", "required": ["expect"], "additionalProperties": false, "properties": { "bash": { "type": "string" }, "write": { "type": "string", "minLength": 1 }, "read": { "type": "string", "minLength": 1 }, "expect": { "enum": ["allow", "prompt", "deny"] }, "note": { "type": "string" } } } } } };
    var func2 = require_ucs2length().default;
    var pattern0 = new RegExp("^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$", "u");
    var pattern1 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      let vErrors = null;
      let errors = 0;
      if (errors === 0) {
        if (data && typeof data == "object" && !Array.isArray(data)) {
          let missing0;
          if (data.version === void 0 && (missing0 = "version")) {
            validate10.errors = [{ instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: missing0 }, message: "must have required property '" + missing0 + "'" }];
            return false;
          } else {
            const _errs1 = errors;
            for (const key0 in data) {
              if (!(key0 === "version" || key0 === "extends" || key0 === "default" || key0 === "tools" || key0 === "floors" || key0 === "env" || key0 === "mcp" || key0 === "tests")) {
                validate10.errors = [{ instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties" }];
                return false;
                break;
              }
            }
            if (_errs1 === errors) {
              if (data.version !== void 0) {
                const _errs2 = errors;
                if (1 !== data.version) {
                  validate10.errors = [{ instancePath: instancePath + "/version", schemaPath: "#/properties/version/const", keyword: "const", params: { allowedValue: 1 }, message: "must be equal to constant" }];
                  return false;
                }
                var valid0 = _errs2 === errors;
              } else {
                var valid0 = true;
              }
              if (valid0) {
                if (data.extends !== void 0) {
                  let data1 = data.extends;
                  const _errs3 = errors;
                  if (errors === _errs3) {
                    if (Array.isArray(data1)) {
                      var valid1 = true;
                      const len0 = data1.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data2 = data1[i0];
                        const _errs5 = errors;
                        if (errors === _errs5) {
                          if (typeof data2 === "string") {
                            if (func2(data2) < 1) {
                              validate10.errors = [{ instancePath: instancePath + "/extends/" + i0, schemaPath: "#/properties/extends/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                              return false;
                            }
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/extends/" + i0, schemaPath: "#/properties/extends/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                            return false;
                          }
                        }
                        var valid1 = _errs5 === errors;
                        if (!valid1) {
                          break;
                        }
                      }
                    } else {
                      validate10.errors = [{ instancePath: instancePath + "/extends", schemaPath: "#/properties/extends/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                      return false;
                    }
                  }
                  var valid0 = _errs3 === errors;
                } else {
                  var valid0 = true;
                }
                if (valid0) {
                  if (data.default !== void 0) {
                    let data3 = data.default;
                    const _errs7 = errors;
                    if (!(data3 === "allow" || data3 === "prompt" || data3 === "deny")) {
                      validate10.errors = [{ instancePath: instancePath + "/default", schemaPath: "#/properties/default/enum", keyword: "enum", params: { allowedValues: schema11.properties.default.enum }, message: "must be equal to one of the allowed values" }];
                      return false;
                    }
                    var valid0 = _errs7 === errors;
                  } else {
                    var valid0 = true;
                  }
                  if (valid0) {
                    if (data.tools !== void 0) {
                      let data4 = data.tools;
                      const _errs8 = errors;
                      if (errors === _errs8) {
                        if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                          for (const key1 in data4) {
                            const _errs10 = errors;
                            if (typeof key1 === "string") {
                              if (!pattern0.test(key1)) {
                                const err0 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/propertyNames/pattern", keyword: "pattern", params: { pattern: "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$" }, message: 'must match pattern "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$"', propertyName: key1 };
                                if (vErrors === null) {
                                  vErrors = [err0];
                                } else {
                                  vErrors.push(err0);
                                }
                                errors++;
                              }
                            }
                            var valid2 = _errs10 === errors;
                            if (!valid2) {
                              const err1 = { instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/propertyNames", keyword: "propertyNames", params: { propertyName: key1 }, message: "property name must be valid" };
                              if (vErrors === null) {
                                vErrors = [err1];
                              } else {
                                vErrors.push(err1);
                              }
                              errors++;
                              validate10.errors = vErrors;
                              return false;
                              break;
                            }
                          }
                          if (valid2) {
                            for (const key2 in data4) {
                              let data5 = data4[key2];
                              const _errs12 = errors;
                              if (errors === _errs12) {
                                if (data5 && typeof data5 == "object" && !Array.isArray(data5)) {
                                  const _errs14 = errors;
                                  for (const key3 in data5) {
                                    if (!(key3 === "allow" || key3 === "deny" || key3 === "default")) {
                                      validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key3 }, message: "must NOT have additional properties" }];
                                      return false;
                                      break;
                                    }
                                  }
                                  if (_errs14 === errors) {
                                    if (data5.allow !== void 0) {
                                      let data6 = data5.allow;
                                      const _errs15 = errors;
                                      if (errors === _errs15) {
                                        if (Array.isArray(data6)) {
                                          var valid5 = true;
                                          const len1 = data6.length;
                                          for (let i1 = 0; i1 < len1; i1++) {
                                            let data7 = data6[i1];
                                            const _errs17 = errors;
                                            if (errors === _errs17) {
                                              if (typeof data7 === "string") {
                                                if (func2(data7) < 1) {
                                                  validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/allow/" + i1, schemaPath: "#/properties/tools/additionalProperties/properties/allow/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                  return false;
                                                }
                                              } else {
                                                validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/allow/" + i1, schemaPath: "#/properties/tools/additionalProperties/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                            }
                                            var valid5 = _errs17 === errors;
                                            if (!valid5) {
                                              break;
                                            }
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/allow", schemaPath: "#/properties/tools/additionalProperties/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                          return false;
                                        }
                                      }
                                      var valid4 = _errs15 === errors;
                                    } else {
                                      var valid4 = true;
                                    }
                                    if (valid4) {
                                      if (data5.deny !== void 0) {
                                        let data8 = data5.deny;
                                        const _errs19 = errors;
                                        if (errors === _errs19) {
                                          if (Array.isArray(data8)) {
                                            var valid6 = true;
                                            const len2 = data8.length;
                                            for (let i2 = 0; i2 < len2; i2++) {
                                              let data9 = data8[i2];
                                              const _errs21 = errors;
                                              if (errors === _errs21) {
                                                if (typeof data9 === "string") {
                                                  if (func2(data9) < 1) {
                                                    validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/deny/" + i2, schemaPath: "#/properties/tools/additionalProperties/properties/deny/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                    return false;
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/deny/" + i2, schemaPath: "#/properties/tools/additionalProperties/properties/deny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                              }
                                              var valid6 = _errs21 === errors;
                                              if (!valid6) {
                                                break;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/deny", schemaPath: "#/properties/tools/additionalProperties/properties/deny/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                            return false;
                                          }
                                        }
                                        var valid4 = _errs19 === errors;
                                      } else {
                                        var valid4 = true;
                                      }
                                      if (valid4) {
                                        if (data5.default !== void 0) {
                                          let data10 = data5.default;
                                          const _errs23 = errors;
                                          if (!(data10 === "allow" || data10 === "prompt" || data10 === "deny")) {
                                            validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1") + "/default", schemaPath: "#/properties/tools/additionalProperties/properties/default/enum", keyword: "enum", params: { allowedValues: schema11.properties.tools.additionalProperties.properties.default.enum }, message: "must be equal to one of the allowed values" }];
                                            return false;
                                          }
                                          var valid4 = _errs23 === errors;
                                        } else {
                                          var valid4 = true;
                                        }
                                      }
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/tools/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"), schemaPath: "#/properties/tools/additionalProperties/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                  return false;
                                }
                              }
                              var valid3 = _errs12 === errors;
                              if (!valid3) {
                                break;
                              }
                            }
                          }
                        } else {
                          validate10.errors = [{ instancePath: instancePath + "/tools", schemaPath: "#/properties/tools/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                          return false;
                        }
                      }
                      var valid0 = _errs8 === errors;
                    } else {
                      var valid0 = true;
                    }
                    if (valid0) {
                      if (data.floors !== void 0) {
                        let data11 = data.floors;
                        const _errs24 = errors;
                        if (errors === _errs24) {
                          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
                            const _errs26 = errors;
                            for (const key4 in data11) {
                              if (!(key4 === "lift")) {
                                validate10.errors = [{ instancePath: instancePath + "/floors", schemaPath: "#/properties/floors/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key4 }, message: "must NOT have additional properties" }];
                                return false;
                                break;
                              }
                            }
                            if (_errs26 === errors) {
                              if (data11.lift !== void 0) {
                                let data12 = data11.lift;
                                const _errs27 = errors;
                                if (errors === _errs27) {
                                  if (Array.isArray(data12)) {
                                    var valid8 = true;
                                    const len3 = data12.length;
                                    for (let i3 = 0; i3 < len3; i3++) {
                                      let data13 = data12[i3];
                                      const _errs29 = errors;
                                      if (errors === _errs29) {
                                        if (typeof data13 === "string") {
                                          if (func2(data13) < 1) {
                                            validate10.errors = [{ instancePath: instancePath + "/floors/lift/" + i3, schemaPath: "#/properties/floors/properties/lift/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                            return false;
                                          }
                                        } else {
                                          validate10.errors = [{ instancePath: instancePath + "/floors/lift/" + i3, schemaPath: "#/properties/floors/properties/lift/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                          return false;
                                        }
                                      }
                                      var valid8 = _errs29 === errors;
                                      if (!valid8) {
                                        break;
                                      }
                                    }
                                  } else {
                                    validate10.errors = [{ instancePath: instancePath + "/floors/lift", schemaPath: "#/properties/floors/properties/lift/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                    return false;
                                  }
                                }
                              }
                            }
                          } else {
                            validate10.errors = [{ instancePath: instancePath + "/floors", schemaPath: "#/properties/floors/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                            return false;
                          }
                        }
                        var valid0 = _errs24 === errors;
                      } else {
                        var valid0 = true;
                      }
                      if (valid0) {
                        if (data.env !== void 0) {
                          let data14 = data.env;
                          const _errs31 = errors;
                          if (errors === _errs31) {
                            if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                              const _errs33 = errors;
                              for (const key5 in data14) {
                                if (!(key5 === "pass")) {
                                  validate10.errors = [{ instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                  return false;
                                  break;
                                }
                              }
                              if (_errs33 === errors) {
                                if (data14.pass !== void 0) {
                                  let data15 = data14.pass;
                                  const _errs34 = errors;
                                  if (errors === _errs34) {
                                    if (Array.isArray(data15)) {
                                      var valid10 = true;
                                      const len4 = data15.length;
                                      for (let i4 = 0; i4 < len4; i4++) {
                                        let data16 = data15[i4];
                                        const _errs36 = errors;
                                        if (errors === _errs36) {
                                          if (typeof data16 === "string") {
                                            if (!pattern1.test(data16)) {
                                              validate10.errors = [{ instancePath: instancePath + "/env/pass/" + i4, schemaPath: "#/properties/env/properties/pass/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' }];
                                              return false;
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/env/pass/" + i4, schemaPath: "#/properties/env/properties/pass/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                        }
                                        var valid10 = _errs36 === errors;
                                        if (!valid10) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/env/pass", schemaPath: "#/properties/env/properties/pass/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/env", schemaPath: "#/properties/env/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid0 = _errs31 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.mcp !== void 0) {
                            let data17 = data.mcp;
                            const _errs38 = errors;
                            if (!(data17 && typeof data17 == "object" && !Array.isArray(data17))) {
                              validate10.errors = [{ instancePath: instancePath + "/mcp", schemaPath: "#/properties/mcp/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                            var valid0 = _errs38 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.tests !== void 0) {
                              let data18 = data.tests;
                              const _errs40 = errors;
                              if (errors === _errs40) {
                                if (Array.isArray(data18)) {
                                  var valid11 = true;
                                  const len5 = data18.length;
                                  for (let i5 = 0; i5 < len5; i5++) {
                                    let data19 = data18[i5];
                                    const _errs42 = errors;
                                    if (errors === _errs42) {
                                      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
                                        let missing1;
                                        if (data19.expect === void 0 && (missing1 = "expect")) {
                                          validate10.errors = [{ instancePath: instancePath + "/tests/" + i5, schemaPath: "#/properties/tests/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                          return false;
                                        } else {
                                          const _errs44 = errors;
                                          for (const key6 in data19) {
                                            if (!(key6 === "bash" || key6 === "write" || key6 === "read" || key6 === "expect" || key6 === "note")) {
                                              validate10.errors = [{ instancePath: instancePath + "/tests/" + i5, schemaPath: "#/properties/tests/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" }];
                                              return false;
                                              break;
                                            }
                                          }
                                          if (_errs44 === errors) {
                                            if (data19.bash !== void 0) {
                                              const _errs45 = errors;
                                              if (typeof data19.bash !== "string") {
                                                validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/bash", schemaPath: "#/properties/tests/items/properties/bash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                return false;
                                              }
                                              var valid12 = _errs45 === errors;
                                            } else {
                                              var valid12 = true;
                                            }
                                            if (valid12) {
                                              if (data19.write !== void 0) {
                                                let data21 = data19.write;
                                                const _errs47 = errors;
                                                if (errors === _errs47) {
                                                  if (typeof data21 === "string") {
                                                    if (func2(data21) < 1) {
                                                      validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/write", schemaPath: "#/properties/tests/items/properties/write/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                      return false;
                                                    }
                                                  } else {
                                                    validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/write", schemaPath: "#/properties/tests/items/properties/write/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                    return false;
                                                  }
                                                }
                                                var valid12 = _errs47 === errors;
                                              } else {
                                                var valid12 = true;
                                              }
                                              if (valid12) {
                                                if (data19.read !== void 0) {
                                                  let data22 = data19.read;
                                                  const _errs49 = errors;
                                                  if (errors === _errs49) {
                                                    if (typeof data22 === "string") {
                                                      if (func2(data22) < 1) {
                                                        validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/read", schemaPath: "#/properties/tests/items/properties/read/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                        return false;
                                                      }
                                                    } else {
                                                      validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/read", schemaPath: "#/properties/tests/items/properties/read/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                  }
                                                  var valid12 = _errs49 === errors;
                                                } else {
                                                  var valid12 = true;
                                                }
                                                if (valid12) {
                                                  if (data19.expect !== void 0) {
                                                    let data23 = data19.expect;
                                                    const _errs51 = errors;
                                                    if (!(data23 === "allow" || data23 === "prompt" || data23 === "deny")) {
                                                      validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/expect", schemaPath: "#/properties/tests/items/properties/expect/enum", keyword: "enum", params: { allowedValues: schema11.properties.tests.items.properties.expect.enum }, message: "must be equal to one of the allowed values" }];
                                                      return false;
                                                    }
                                                    var valid12 = _errs51 === errors;
                                                  } else {
                                                    var valid12 = true;
                                                  }
                                                  if (valid12) {
                                                    if (data19.note !== void 0) {
                                                      const _errs52 = errors;
                                                      if (typeof data19.note !== "string") {
                                                        validate10.errors = [{ instancePath: instancePath + "/tests/" + i5 + "/note", schemaPath: "#/properties/tests/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                        return false;
                                                      }
                                                      var valid12 = _errs52 === errors;
                                                    } else {
                                                      var valid12 = true;
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/tests/" + i5, schemaPath: "#/properties/tests/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                        return false;
                                      }
                                    }
                                    var valid11 = _errs42 === errors;
                                    if (!valid11) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs40 === errors;
                            } else {
                              var valid0 = true;
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        } else {
          validate10.errors = [{ instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
          return false;
        }
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});

// src/policy/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, relative, resolve } from "node:path";

// src/policy/policy-schema.ts
var TOOL_SECTION_PATTERN = "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$";
var effect = { enum: ["allow", "prompt", "deny"] };
var patterns = { type: "array", items: { type: "string", minLength: 1 } };
var policySchema = {
  type: "object",
  required: ["version"],
  additionalProperties: false,
  properties: {
    version: { const: 1 },
    extends: { type: "array", items: { type: "string", minLength: 1 } },
    default: effect,
    tools: {
      type: "object",
      propertyNames: { pattern: TOOL_SECTION_PATTERN },
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        properties: { allow: patterns, deny: patterns, default: effect }
      }
    },
    floors: {
      type: "object",
      additionalProperties: false,
      properties: { lift: { type: "array", items: { type: "string", minLength: 1 } } }
    },
    env: {
      type: "object",
      additionalProperties: false,
      properties: { pass: { type: "array", items: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" } } }
    },
    // MCP servers (docs/mcp.md): only its shape is checked here; src/agent/mcp/config.ts reads
    // it with its own positions when `leash run` starts the servers.
    mcp: { type: "object" },
    tests: {
      type: "array",
      items: {
        type: "object",
        required: ["expect"],
        additionalProperties: false,
        properties: {
          bash: { type: "string" },
          write: { type: "string", minLength: 1 },
          read: { type: "string", minLength: 1 },
          expect: effect,
          note: { type: "string" }
        }
      }
    }
  }
};

// src/policy/schema.ts
var import_policy_validator = __toESM(require_policy_validator(), 1);
var TOP_LEVEL_KEYS = Object.keys(policySchema.properties);
var TOOL_SECTION_KEYS = ["allow", "deny", "default"];
function firstSchemaError(value) {
  if ((0, import_policy_validator.default)(value)) return null;
  return import_policy_validator.default.errors?.[0] ?? null;
}

// src/policy/load.ts
var localPolicyHost = {
  readFile: (path) => readFile(path, "utf8"),
  fs: realFileSystem
};
async function loadPolicy(file, options) {
  const host = options.host ?? localPolicyHost;
  const workspace = canonicalPath(resolve(options.workspace), "/", { home: options.home, fs: host.fs });
  const loader = new PolicyLoader(host, workspace, options.home, options.parser);
  const path = resolve(workspace, file);
  const text = await loader.read(path, null);
  const layers = await loader.loadFile(path, text, [], options.layer ?? "repository");
  return { layers: [builtinLayer(), ...layers], workspace, home: options.home, fs: host.fs };
}
function builtinPolicy(workspace, home, fs = realFileSystem) {
  return { layers: [builtinLayer()], workspace: canonicalPath(resolve(workspace), "/", { home, fs }), home, fs };
}
function withLayer(policy, layer) {
  return { ...policy, layers: [...policy.layers, layer] };
}
var PolicyLoader = class {
  constructor(host, workspace, home, parser) {
    this.host = host;
    this.workspace = workspace;
    this.home = home;
    this.parser = parser;
  }
  host;
  workspace;
  home;
  parser;
  /** Paths inside the workspace are shown relative to it, others absolute. */
  display(path) {
    const rel = relative(this.workspace, path);
    return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
  }
  async read(path, from) {
    try {
      return await this.host.readFile(path);
    } catch (error) {
      const why = error.code === "ENOENT" ? "file not found" : String(error.message);
      if (from) {
        throw new PolicyError("extends-missing", from.at, `cannot load extends entry ${from.entry} (${this.display(path)}): ${why}`);
      }
      throw new PolicyError("unreadable", { file: this.display(path), line: 1, col: 1 }, `cannot read the policy file: ${why}`);
    }
  }
  async loadFile(path, text, stack, layerName) {
    const parsed = this.parse(path, text);
    const value = parsed.doc.toJS();
    this.validate(parsed, value);
    const policy = value;
    const below = [];
    const extendsNode = parsed.doc.get("extends", true);
    const entries = (0, import_yaml.isSeq)(extendsNode) ? extendsNode.items : [];
    for (const [index, entry] of (policy.extends ?? []).entries()) {
      const at = this.location(parsed, entries[index]);
      const target = resolve(dirname(path), entry);
      if (target === path || stack.includes(target)) {
        const cycle = [...stack, path, target].slice([...stack, path].indexOf(target)).map((p) => this.display(p));
        throw new PolicyError("extends-cycle", at, `extends cycle: ${cycle.join(" -> ")}`);
      }
      const targetText = await this.read(target, { at, entry });
      below.push(...await this.loadFile(target, targetText, [...stack, path], "extends"));
    }
    const layer = this.buildLayer(parsed, policy, path, layerName);
    this.runSelfTests(parsed, layer, below);
    return [...below, layer];
  }
  parse(path, text) {
    const display = this.display(path);
    const parsed = parseYamlSource(text, display);
    if (parsed.problem) throw new PolicyError(parsed.problem.kind === "duplicate-key" ? "duplicate-key" : "yaml-syntax", parsed.problem.at, parsed.problem.detail);
    return { doc: parsed.source.doc, lines: parsed.source.lines, file: display };
  }
  location(parsed, node) {
    return locate(parsed, node);
  }
  fail(parsed, code, node, detail) {
    throw new PolicyError(code, this.location(parsed, node), detail);
  }
  validate(parsed, value) {
    const root = parsed.doc.contents;
    if (value === null || value === void 0) {
      this.fail(parsed, "schema", root, "the policy is empty; expected a mapping that starts with `version: 1`");
    }
    const error = firstSchemaError(value);
    if (error) {
      const segments = error.instancePath.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
      const path = segments.map((s) => /^\d+$/.test(s) ? Number(s) : s);
      const node = path.length === 0 ? root : parsed.doc.getIn(path, true);
      const label = describePath(segments);
      const found = describeValue(valueAt(value, segments));
      switch (error.keyword) {
        case "additionalProperties": {
          const key = String(error.params.additionalProperty);
          const expected = expectedKeys(segments);
          this.fail(parsed, "schema", findPair(node, key) ?? node, `unknown key "${key}" ${label === "the policy" ? "at the top level" : `in ${label}`}; expected one of: ${expected}`);
        }
        // falls through: fail() never returns
        case "pattern":
          if (error.propertyName !== void 0) {
            this.fail(parsed, "schema", findPair(node, error.propertyName) ?? node, `unknown tool section "${error.propertyName}" under tools; expected bash, write, read or mcp.<server>`);
          }
          this.fail(parsed, "schema", node, `${label} is not a valid environment variable name: ${found}`);
        // falls through
        case "propertyNames":
          this.fail(parsed, "schema", node, `${label} has a key that is not a tool section; expected bash, write, read or mcp.<server>`);
        // falls through
        case "required": {
          const key = String(error.params.missingProperty);
          const detail = key === "version" ? 'missing key "version"; a policy starts with `version: 1`' : `${label} is missing "${key}"; expected ${key}: allow | prompt | deny`;
          this.fail(parsed, "schema", node, detail);
        }
        // falls through
        case "type":
          this.fail(parsed, "schema", node, `${label} must be ${describeType(String(error.params.type), segments)}, found ${found}`);
        // falls through
        case "enum":
          this.fail(parsed, "schema", node, `${label} must be allow, prompt or deny, found ${found}`);
        // falls through
        case "const":
          this.fail(parsed, "schema", node, `unsupported version ${JSON.stringify(valueAt(value, segments))}; this Leash reads \`version: 1\``);
        // falls through
        case "minLength":
          this.fail(parsed, "schema", node, `empty ${label}; a pattern or path cannot be empty`);
        // falls through
        default:
          this.fail(parsed, "schema", node, `${label}: ${error.message ?? "invalid"}`);
      }
    }
    const tests = value.tests ?? [];
    const testsNode = parsed.doc.get("tests", true);
    tests.forEach((test, index) => {
      const tools = ["bash", "write", "read"].filter((key) => key in test);
      if (tools.length !== 1) {
        const item = (0, import_yaml.isSeq)(testsNode) ? testsNode.items[index] : void 0;
        this.fail(parsed, "schema", item, `self-test ${index + 1} must name exactly one of bash, write or read, found ${tools.length === 0 ? "none" : tools.join(" and ")}`);
      }
    });
  }
  buildLayer(parsed, policy, path, layerName) {
    const at = (node) => {
      const loc = this.location(parsed, node);
      return `${loc.file}:${loc.line}`;
    };
    const tools = /* @__PURE__ */ new Map();
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      const tool = section;
      const rules = (effect2) => {
        const seq = parsed.doc.getIn(["tools", section, effect2], true);
        return (raw[effect2] ?? []).map((pattern, index) => ({
          pattern,
          effect: effect2,
          tool,
          layer: layerName,
          source: at((0, import_yaml.isSeq)(seq) ? seq.items[index] : void 0)
        }));
      };
      const entry = { allow: rules("allow"), deny: rules("deny"), hasAllowList: raw.allow !== void 0 };
      if (raw.default) entry.default = { effect: raw.default, source: at(parsed.doc.getIn(["tools", section, "default"], true)) };
      tools.set(tool, entry);
    }
    const liftSeq = parsed.doc.getIn(["floors", "lift"], true);
    const testSeq = parsed.doc.get("tests", true);
    const tests = (policy.tests ?? []).map((test, index) => ({
      check: test.bash !== void 0 ? { tool: "bash", command: test.bash } : test.write !== void 0 ? { tool: "write", path: test.write } : { tool: "read", path: test.read },
      expect: test.expect,
      source: at((0, import_yaml.isSeq)(testSeq) ? testSeq.items[index] : void 0)
    }));
    const layer = {
      layer: layerName,
      file: path,
      tools,
      lifts: (policy.floors?.lift ?? []).map((floor, index) => ({ floor, source: at((0, import_yaml.isSeq)(liftSeq) ? liftSeq.items[index] : void 0) })),
      envPass: policy.env?.pass ?? [],
      tests
    };
    if (policy.default) layer.default = { effect: policy.default, source: at(parsed.doc.get("default", true)) };
    return layer;
  }
  runSelfTests(parsed, layer, below) {
    if (layer.tests.length === 0) return;
    const policy = { layers: [builtinLayer(), ...below, layer], workspace: this.workspace, home: this.home, fs: this.host.fs };
    const testSeq = parsed.doc.get("tests", true);
    layer.tests.forEach((test, index) => {
      const decision = decideSelfTest(policy, this.parser, test);
      if (decision.decision === test.expect) return;
      const subject = test.check.tool === "bash" ? `bash "${test.check.command}"` : `${test.check.tool} "${test.check.path}"`;
      const decisive = decision.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule ? ` (rule "${decisive.rule.pattern}" ${decisive.rule.effect}, ${decisive.rule.source})` : decision.reasons[0] ? ` (${decision.reasons[0]})` : decisive?.default ? ` (default ${decisive.default.effect}, ${decisive.default.source})` : "";
      this.fail(parsed, "self-test-failed", (0, import_yaml.isSeq)(testSeq) ? testSeq.items[index] : void 0, `self-test failed: ${subject} expected ${test.expect}, got ${decision.decision}${why}`);
    });
  }
};
function describePath(segments) {
  if (segments.length === 0) return "the policy";
  if (segments[0] === "tests" && segments.length >= 2) {
    const rest = segments.slice(2);
    return `self-test ${Number(segments[1]) + 1}${rest.length ? ` ${rest.join(".")}` : ""}`;
  }
  const last = segments[segments.length - 1];
  if (/^\d+$/.test(last)) return `entry ${Number(last) + 1} of ${segments.slice(0, -1).join(".")}`;
  return segments.join(".");
}
function expectedKeys(segments) {
  if (segments.length === 0) return TOP_LEVEL_KEYS.join(", ");
  if (segments[0] === "tools") return TOOL_SECTION_KEYS.join(", ");
  if (segments[0] === "floors") return "lift";
  if (segments[0] === "env") return "pass";
  if (segments[0] === "tests") return "bash, write or read, and expect (and an optional note)";
  return "(none)";
}
function describeType(type, segments) {
  const last = segments[segments.length - 1] ?? "";
  if (type === "array") return last === "extends" ? "a list of file paths" : "a list of patterns (strings)";
  if (type === "object") return last === "tools" ? "a mapping of tool sections (bash, write, read, mcp.<server>)" : "a mapping";
  if (type === "string") return "a string";
  return `of type ${type}`;
}

export {
  loadPolicy,
  builtinPolicy,
  withLayer
};
