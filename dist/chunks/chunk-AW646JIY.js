import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  PolicyError
} from "./chunk-G2SYH7FZ.js";
import {
  WRITE_FLOOR_NAMES,
  builtinLayer,
  canonicalPath,
  decideSelfTest,
  describeValue,
  findPair,
  floors,
  locate,
  parseYamlSource,
  realFileSystem,
  require_dist,
  require_ucs2length,
  valueAt
} from "./chunk-LJOXV47Y.js";
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
    var schema11 = { "type": "object", "required": ["version"], "additionalProperties": false, "properties": { "version": { "const": 1 }, "extends": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "default": { "enum": ["allow", "prompt", "deny"] }, "tools": { "type": "object", "propertyNames": { "pattern": "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$" }, "additionalProperties": { "type": "object", "additionalProperties": false, "properties": { "allow": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "deny": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "default": { "enum": ["allow", "prompt", "deny"] } } } }, "floors": { "type": "object", "additionalProperties": false, "properties": { "lift": { "type": "array", "items": { "type": "string", "minLength": 1 } } } }, "network": { "type": "object", "additionalProperties": false, "properties": { "allow": { "type": "array", "items": { "type": "string", "minLength": 1, "pattern": "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" } }, "deny": { "type": "array", "items": { "type": "string", "minLength": 1, "pattern": "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" } } } }, "sandbox": { "enum": ["required", "auto", "off"] }, "caches": { "type": "array", "items": { "type": "string", "minLength": 1 } }, "env": { "type": "object", "additionalProperties": false, "properties": { "pass": { "type": "array", "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$" } } } }, "mcp": { "type": "object" }, "tests": { "type": "array", "items": { "type": "object", "required": ["expect"], "additionalProperties": false, "properties": { "bash": { "type": "string" }, "write": { "type": "string", "minLength": 1 }, "read": { "type": "string", "minLength": 1 }, "network": { "type": "string", "minLength": 1, "pattern": "^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" }, "expect": { "enum": ["allow", "prompt", "deny"] }, "note": { "type": "string" } } } } } };
    var func2 = Object.prototype.hasOwnProperty;
    var func3 = require_ucs2length().default;
    var pattern0 = new RegExp("^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$", "u");
    var pattern1 = new RegExp("^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$", "u");
    var pattern3 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
    var pattern4 = new RegExp("^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$", "u");
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
              if (!func2.call(schema11.properties, key0)) {
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
                            if (func3(data2) < 1) {
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
                                                if (func3(data7) < 1) {
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
                                                  if (func3(data9) < 1) {
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
                                          if (func3(data13) < 1) {
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
                        if (data.network !== void 0) {
                          let data14 = data.network;
                          const _errs31 = errors;
                          if (errors === _errs31) {
                            if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
                              const _errs33 = errors;
                              for (const key5 in data14) {
                                if (!(key5 === "allow" || key5 === "deny")) {
                                  validate10.errors = [{ instancePath: instancePath + "/network", schemaPath: "#/properties/network/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key5 }, message: "must NOT have additional properties" }];
                                  return false;
                                  break;
                                }
                              }
                              if (_errs33 === errors) {
                                if (data14.allow !== void 0) {
                                  let data15 = data14.allow;
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
                                            if (func3(data16) < 1) {
                                              validate10.errors = [{ instancePath: instancePath + "/network/allow/" + i4, schemaPath: "#/properties/network/properties/allow/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                              return false;
                                            } else {
                                              if (!pattern1.test(data16)) {
                                                validate10.errors = [{ instancePath: instancePath + "/network/allow/" + i4, schemaPath: "#/properties/network/properties/allow/items/pattern", keyword: "pattern", params: { pattern: "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" }, message: 'must match pattern "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$"' }];
                                                return false;
                                              }
                                            }
                                          } else {
                                            validate10.errors = [{ instancePath: instancePath + "/network/allow/" + i4, schemaPath: "#/properties/network/properties/allow/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                            return false;
                                          }
                                        }
                                        var valid10 = _errs36 === errors;
                                        if (!valid10) {
                                          break;
                                        }
                                      }
                                    } else {
                                      validate10.errors = [{ instancePath: instancePath + "/network/allow", schemaPath: "#/properties/network/properties/allow/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                      return false;
                                    }
                                  }
                                  var valid9 = _errs34 === errors;
                                } else {
                                  var valid9 = true;
                                }
                                if (valid9) {
                                  if (data14.deny !== void 0) {
                                    let data17 = data14.deny;
                                    const _errs38 = errors;
                                    if (errors === _errs38) {
                                      if (Array.isArray(data17)) {
                                        var valid11 = true;
                                        const len5 = data17.length;
                                        for (let i5 = 0; i5 < len5; i5++) {
                                          let data18 = data17[i5];
                                          const _errs40 = errors;
                                          if (errors === _errs40) {
                                            if (typeof data18 === "string") {
                                              if (func3(data18) < 1) {
                                                validate10.errors = [{ instancePath: instancePath + "/network/deny/" + i5, schemaPath: "#/properties/network/properties/deny/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                return false;
                                              } else {
                                                if (!pattern1.test(data18)) {
                                                  validate10.errors = [{ instancePath: instancePath + "/network/deny/" + i5, schemaPath: "#/properties/network/properties/deny/items/pattern", keyword: "pattern", params: { pattern: "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" }, message: 'must match pattern "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$"' }];
                                                  return false;
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/network/deny/" + i5, schemaPath: "#/properties/network/properties/deny/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                              return false;
                                            }
                                          }
                                          var valid11 = _errs40 === errors;
                                          if (!valid11) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/network/deny", schemaPath: "#/properties/network/properties/deny/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid9 = _errs38 === errors;
                                  } else {
                                    var valid9 = true;
                                  }
                                }
                              }
                            } else {
                              validate10.errors = [{ instancePath: instancePath + "/network", schemaPath: "#/properties/network/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                              return false;
                            }
                          }
                          var valid0 = _errs31 === errors;
                        } else {
                          var valid0 = true;
                        }
                        if (valid0) {
                          if (data.sandbox !== void 0) {
                            let data19 = data.sandbox;
                            const _errs42 = errors;
                            if (!(data19 === "required" || data19 === "auto" || data19 === "off")) {
                              validate10.errors = [{ instancePath: instancePath + "/sandbox", schemaPath: "#/properties/sandbox/enum", keyword: "enum", params: { allowedValues: schema11.properties.sandbox.enum }, message: "must be equal to one of the allowed values" }];
                              return false;
                            }
                            var valid0 = _errs42 === errors;
                          } else {
                            var valid0 = true;
                          }
                          if (valid0) {
                            if (data.caches !== void 0) {
                              let data20 = data.caches;
                              const _errs43 = errors;
                              if (errors === _errs43) {
                                if (Array.isArray(data20)) {
                                  var valid12 = true;
                                  const len6 = data20.length;
                                  for (let i6 = 0; i6 < len6; i6++) {
                                    let data21 = data20[i6];
                                    const _errs45 = errors;
                                    if (errors === _errs45) {
                                      if (typeof data21 === "string") {
                                        if (func3(data21) < 1) {
                                          validate10.errors = [{ instancePath: instancePath + "/caches/" + i6, schemaPath: "#/properties/caches/items/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                          return false;
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/caches/" + i6, schemaPath: "#/properties/caches/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                        return false;
                                      }
                                    }
                                    var valid12 = _errs45 === errors;
                                    if (!valid12) {
                                      break;
                                    }
                                  }
                                } else {
                                  validate10.errors = [{ instancePath: instancePath + "/caches", schemaPath: "#/properties/caches/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                  return false;
                                }
                              }
                              var valid0 = _errs43 === errors;
                            } else {
                              var valid0 = true;
                            }
                            if (valid0) {
                              if (data.env !== void 0) {
                                let data22 = data.env;
                                const _errs47 = errors;
                                if (errors === _errs47) {
                                  if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                                    const _errs49 = errors;
                                    for (const key6 in data22) {
                                      if (!(key6 === "pass")) {
                                        validate10.errors = [{ instancePath: instancePath + "/env", schemaPath: "#/properties/env/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key6 }, message: "must NOT have additional properties" }];
                                        return false;
                                        break;
                                      }
                                    }
                                    if (_errs49 === errors) {
                                      if (data22.pass !== void 0) {
                                        let data23 = data22.pass;
                                        const _errs50 = errors;
                                        if (errors === _errs50) {
                                          if (Array.isArray(data23)) {
                                            var valid14 = true;
                                            const len7 = data23.length;
                                            for (let i7 = 0; i7 < len7; i7++) {
                                              let data24 = data23[i7];
                                              const _errs52 = errors;
                                              if (errors === _errs52) {
                                                if (typeof data24 === "string") {
                                                  if (!pattern3.test(data24)) {
                                                    validate10.errors = [{ instancePath: instancePath + "/env/pass/" + i7, schemaPath: "#/properties/env/properties/pass/items/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z_][A-Za-z0-9_]*$" }, message: 'must match pattern "^[A-Za-z_][A-Za-z0-9_]*$"' }];
                                                    return false;
                                                  }
                                                } else {
                                                  validate10.errors = [{ instancePath: instancePath + "/env/pass/" + i7, schemaPath: "#/properties/env/properties/pass/items/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                  return false;
                                                }
                                              }
                                              var valid14 = _errs52 === errors;
                                              if (!valid14) {
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
                                var valid0 = _errs47 === errors;
                              } else {
                                var valid0 = true;
                              }
                              if (valid0) {
                                if (data.mcp !== void 0) {
                                  let data25 = data.mcp;
                                  const _errs54 = errors;
                                  if (!(data25 && typeof data25 == "object" && !Array.isArray(data25))) {
                                    validate10.errors = [{ instancePath: instancePath + "/mcp", schemaPath: "#/properties/mcp/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                    return false;
                                  }
                                  var valid0 = _errs54 === errors;
                                } else {
                                  var valid0 = true;
                                }
                                if (valid0) {
                                  if (data.tests !== void 0) {
                                    let data26 = data.tests;
                                    const _errs56 = errors;
                                    if (errors === _errs56) {
                                      if (Array.isArray(data26)) {
                                        var valid15 = true;
                                        const len8 = data26.length;
                                        for (let i8 = 0; i8 < len8; i8++) {
                                          let data27 = data26[i8];
                                          const _errs58 = errors;
                                          if (errors === _errs58) {
                                            if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
                                              let missing1;
                                              if (data27.expect === void 0 && (missing1 = "expect")) {
                                                validate10.errors = [{ instancePath: instancePath + "/tests/" + i8, schemaPath: "#/properties/tests/items/required", keyword: "required", params: { missingProperty: missing1 }, message: "must have required property '" + missing1 + "'" }];
                                                return false;
                                              } else {
                                                const _errs60 = errors;
                                                for (const key7 in data27) {
                                                  if (!(key7 === "bash" || key7 === "write" || key7 === "read" || key7 === "network" || key7 === "expect" || key7 === "note")) {
                                                    validate10.errors = [{ instancePath: instancePath + "/tests/" + i8, schemaPath: "#/properties/tests/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key7 }, message: "must NOT have additional properties" }];
                                                    return false;
                                                    break;
                                                  }
                                                }
                                                if (_errs60 === errors) {
                                                  if (data27.bash !== void 0) {
                                                    const _errs61 = errors;
                                                    if (typeof data27.bash !== "string") {
                                                      validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/bash", schemaPath: "#/properties/tests/items/properties/bash/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                      return false;
                                                    }
                                                    var valid16 = _errs61 === errors;
                                                  } else {
                                                    var valid16 = true;
                                                  }
                                                  if (valid16) {
                                                    if (data27.write !== void 0) {
                                                      let data29 = data27.write;
                                                      const _errs63 = errors;
                                                      if (errors === _errs63) {
                                                        if (typeof data29 === "string") {
                                                          if (func3(data29) < 1) {
                                                            validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/write", schemaPath: "#/properties/tests/items/properties/write/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                            return false;
                                                          }
                                                        } else {
                                                          validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/write", schemaPath: "#/properties/tests/items/properties/write/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                          return false;
                                                        }
                                                      }
                                                      var valid16 = _errs63 === errors;
                                                    } else {
                                                      var valid16 = true;
                                                    }
                                                    if (valid16) {
                                                      if (data27.read !== void 0) {
                                                        let data30 = data27.read;
                                                        const _errs65 = errors;
                                                        if (errors === _errs65) {
                                                          if (typeof data30 === "string") {
                                                            if (func3(data30) < 1) {
                                                              validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/read", schemaPath: "#/properties/tests/items/properties/read/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                              return false;
                                                            }
                                                          } else {
                                                            validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/read", schemaPath: "#/properties/tests/items/properties/read/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                            return false;
                                                          }
                                                        }
                                                        var valid16 = _errs65 === errors;
                                                      } else {
                                                        var valid16 = true;
                                                      }
                                                      if (valid16) {
                                                        if (data27.network !== void 0) {
                                                          let data31 = data27.network;
                                                          const _errs67 = errors;
                                                          if (errors === _errs67) {
                                                            if (typeof data31 === "string") {
                                                              if (func3(data31) < 1) {
                                                                validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/network", schemaPath: "#/properties/tests/items/properties/network/minLength", keyword: "minLength", params: { limit: 1 }, message: "must NOT have fewer than 1 characters" }];
                                                                return false;
                                                              } else {
                                                                if (!pattern4.test(data31)) {
                                                                  validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/network", schemaPath: "#/properties/tests/items/properties/network/pattern", keyword: "pattern", params: { pattern: "^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$" }, message: 'must match pattern "^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$"' }];
                                                                  return false;
                                                                }
                                                              }
                                                            } else {
                                                              validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/network", schemaPath: "#/properties/tests/items/properties/network/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                              return false;
                                                            }
                                                          }
                                                          var valid16 = _errs67 === errors;
                                                        } else {
                                                          var valid16 = true;
                                                        }
                                                        if (valid16) {
                                                          if (data27.expect !== void 0) {
                                                            let data32 = data27.expect;
                                                            const _errs69 = errors;
                                                            if (!(data32 === "allow" || data32 === "prompt" || data32 === "deny")) {
                                                              validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/expect", schemaPath: "#/properties/tests/items/properties/expect/enum", keyword: "enum", params: { allowedValues: schema11.properties.tests.items.properties.expect.enum }, message: "must be equal to one of the allowed values" }];
                                                              return false;
                                                            }
                                                            var valid16 = _errs69 === errors;
                                                          } else {
                                                            var valid16 = true;
                                                          }
                                                          if (valid16) {
                                                            if (data27.note !== void 0) {
                                                              const _errs70 = errors;
                                                              if (typeof data27.note !== "string") {
                                                                validate10.errors = [{ instancePath: instancePath + "/tests/" + i8 + "/note", schemaPath: "#/properties/tests/items/properties/note/type", keyword: "type", params: { type: "string" }, message: "must be string" }];
                                                                return false;
                                                              }
                                                              var valid16 = _errs70 === errors;
                                                            } else {
                                                              var valid16 = true;
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            } else {
                                              validate10.errors = [{ instancePath: instancePath + "/tests/" + i8, schemaPath: "#/properties/tests/items/type", keyword: "type", params: { type: "object" }, message: "must be object" }];
                                              return false;
                                            }
                                          }
                                          var valid15 = _errs58 === errors;
                                          if (!valid15) {
                                            break;
                                          }
                                        }
                                      } else {
                                        validate10.errors = [{ instancePath: instancePath + "/tests", schemaPath: "#/properties/tests/type", keyword: "type", params: { type: "array" }, message: "must be array" }];
                                        return false;
                                      }
                                    }
                                    var valid0 = _errs56 === errors;
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

// src/yaml/input-file.ts
import { constants } from "node:fs";
import { open, stat } from "node:fs/promises";
var MAX_INPUT_FILE_BYTES = 2 * 1024 * 1024;
var InputFileError = class extends Error {
  code;
  at;
  detail;
  constructor(code, at, detail) {
    super(`${at.file}:${at.line}:${at.col}: ${detail}`);
    this.name = "InputFileError";
    this.code = code;
    this.at = at;
    this.detail = detail;
  }
};
var CHUNK_BYTES = 64 * 1024;
async function readInputFile(path, options = {}) {
  const display = options.display ?? path;
  const maxBytes = options.maxBytes ?? MAX_INPUT_FILE_BYTES;
  const start = { file: display, line: 1, col: 1 };
  const stopped = () => {
    if (options.signal?.aborted) throw new InputFileError("stopped", start, "stopped while reading (a stop signal arrived)");
  };
  stopped();
  refuseNonRegular(await statOf(path, start), start);
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw systemError(error, start);
  }
  try {
    const info = await handle.stat();
    refuseNonRegular(info, start);
    if (info.size > maxBytes) throw tooLarge(start, info.size, maxBytes);
    const chunks = [];
    let total = 0;
    for (; ; ) {
      stopped();
      const chunk = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await handle.read(chunk, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(start, null, maxBytes);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return decodeUtf8(Buffer.concat(chunks, total), display);
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw systemError(error, start);
  } finally {
    await handle.close();
  }
}
function checkInputTextSize(text, display, maxBytes = MAX_INPUT_FILE_BYTES) {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > maxBytes) throw tooLarge({ file: display, line: 1, col: 1 }, bytes, maxBytes);
}
function decodeUtf8(bytes, display) {
  const text = bytes.toString("utf8");
  let searchFrom = 0;
  let byteOffset = 0;
  let charOffset = 0;
  for (; ; ) {
    const index = text.indexOf("\uFFFD", searchFrom);
    if (index < 0) return text;
    byteOffset += Buffer.byteLength(text.slice(charOffset, index), "utf8");
    charOffset = index;
    const spelled = bytes[byteOffset] === 239 && bytes[byteOffset + 1] === 191 && bytes[byteOffset + 2] === 189;
    if (!spelled) {
      const before = text.slice(0, index);
      const lineStart = before.lastIndexOf("\n") + 1;
      const line = before.length - before.replaceAll("\n", "").length + 1;
      const byte = bytes[byteOffset].toString(16).toUpperCase().padStart(2, "0");
      throw new InputFileError(
        "not-utf8",
        { file: display, line, col: index - lineStart + 1 },
        `byte 0x${byte} is not UTF-8; save the file as UTF-8 (Leash does not guess other encodings)`
      );
    }
    byteOffset += 3;
    charOffset = index + 1;
    searchFrom = index + 1;
  }
}
async function statOf(path, at) {
  try {
    return await stat(path);
  } catch (error) {
    throw systemError(error, at);
  }
}
function refuseNonRegular(info, at) {
  if (info.isFile()) return;
  const kind = info.isDirectory() ? "a directory" : info.isFIFO() ? "a FIFO (named pipe)" : info.isCharacterDevice() || info.isBlockDevice() ? "a device" : info.isSocket() ? "a socket" : "not a regular file";
  throw new InputFileError("not-a-file", at, `is ${kind}; expected a regular file`);
}
function tooLarge(at, size, maxBytes) {
  const found = size === null ? `more than ${formatBytes(maxBytes)}` : formatBytes(size);
  return new InputFileError("too-large", at, `is ${found}; files Leash reads are at most ${formatBytes(maxBytes)}`);
}
function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, "")} MiB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, "")} KiB`;
  return `${bytes} bytes`;
}
function systemError(error, at) {
  const code = error.code;
  if (code === "ENOENT") return new InputFileError("not-found", at, "file not found");
  if (code === "EISDIR") return new InputFileError("not-a-file", at, "is a directory; expected a regular file");
  return new InputFileError("unreadable", at, error.message);
}

// src/policy/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { dirname, isAbsolute, relative, resolve } from "node:path";

// src/policy/floor-names.ts
var names;
function knownFloorNames() {
  names ??= [.../* @__PURE__ */ new Set([...floors.map((floor) => floor.name), ...WRITE_FLOOR_NAMES])];
  return names;
}

// src/policy/nearest-name.ts
function nearestName(word, known) {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best;
  let bestDistance = limit + 1;
  for (const name of known) {
    const distance = editDistance(word.toLowerCase(), name.toLowerCase(), bestDistance);
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
    }
  }
  return best;
}
function editDistance(a, b, cap) {
  if (Math.abs(a.length - b.length) >= cap) return cap;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin >= cap) return cap;
    previous = current;
  }
  return previous[b.length];
}

// src/policy/policy-schema.ts
var TOOL_SECTION_PATTERN = "^(bash|write|read|mcp\\.[A-Za-z0-9_][A-Za-z0-9_.-]*)$";
var effect = { enum: ["allow", "prompt", "deny"] };
var HOST_PATTERN = "^(\\*|(\\*\\.)?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$";
var HOST_TEST_PATTERN = "^([A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$";
var hosts = { type: "array", items: { type: "string", minLength: 1, pattern: HOST_PATTERN } };
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
    network: {
      type: "object",
      additionalProperties: false,
      properties: { allow: hosts, deny: hosts }
    },
    sandbox: { enum: ["required", "auto", "off"] },
    caches: patterns,
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
          network: { type: "string", minLength: 1, pattern: HOST_TEST_PATTERN },
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
  readFile: (path) => readInputFile(path),
  fs: realFileSystem
};
async function loadPolicy(file, options) {
  const host = options.host ?? localPolicyHost;
  const workspace = canonicalPath(resolve(options.workspace), "/", { home: options.home, fs: host.fs });
  const loader = new PolicyLoader(host, workspace, options.home, options.parser, options.signal);
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
  constructor(host, workspace, home, parser, signal) {
    this.host = host;
    this.workspace = workspace;
    this.home = home;
    this.parser = parser;
    this.signal = signal;
  }
  host;
  workspace;
  home;
  parser;
  signal;
  /** Paths inside the workspace are shown relative to it, others absolute. */
  display(path) {
    const rel = relative(this.workspace, path);
    return rel && !rel.startsWith("..") && !isAbsolute(rel) ? rel : path;
  }
  async read(path, from) {
    const display = this.display(path);
    this.stopIfAsked(display);
    try {
      const text = await this.host.readFile(path);
      checkInputTextSize(text, display);
      return text;
    } catch (error) {
      if (error instanceof InputFileError && error.code === "not-utf8") throw new PolicyError("not-utf8", { ...error.at, file: display }, error.detail);
      const why = error instanceof InputFileError ? error.code === "not-found" ? "file not found" : error.detail : error.code === "ENOENT" ? "file not found" : String(error.message);
      if (from) {
        throw new PolicyError("extends-missing", from.at, `cannot load extends entry ${from.entry} (${this.display(path)}): ${why}`);
      }
      throw new PolicyError("unreadable", { file: display, line: 1, col: 1 }, `cannot read the policy file: ${why}`);
    }
  }
  /** Parsing one file cannot be interrupted, so a stop is honoured between files and steps. */
  stopIfAsked(display) {
    if (this.signal?.aborted) throw new PolicyError("stopped", { file: display, line: 1, col: 1 }, "loading stopped: Leash was asked to stop (SIGTERM or SIGINT)");
  }
  async loadFile(path, text, stack, layerName) {
    const parsed = this.parse(path, text);
    this.stopIfAsked(parsed.file);
    const value = parsed.value;
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
    return parsed.source;
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
          if (segments[0] === "network") {
            this.fail(parsed, "schema", node, `${label} is not a host pattern: ${found}; expected a host (\`registry.npmjs.org\`), \`*.host\` for the names below it, or \`*\`, each with an optional \`:port\``);
          }
          if (segments[0] === "tests") {
            this.fail(parsed, "schema", node, `${label} is not a host to connect to: ${found}; expected a host with an optional \`:port\` (\`registry.npmjs.org:443\`), without wildcards`);
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
          if (segments.length === 1 && segments[0] === "sandbox") this.fail(parsed, "schema", node, `sandbox must be required, auto or off, found ${found}`);
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
      const tools = ["bash", "write", "read", "network"].filter((key) => key in test);
      const item = (0, import_yaml.isSeq)(testsNode) ? testsNode.items[index] : void 0;
      if (tools.length !== 1) {
        this.fail(parsed, "schema", item, `self-test ${index + 1} must name exactly one of bash, write, read or network, found ${tools.length === 0 ? "none" : tools.join(" and ")}`);
      }
      if (test.network !== void 0 && test.expect === "prompt") {
        this.fail(parsed, "schema", item, `self-test ${index + 1} expects prompt for a network connection; a connection is allowed or denied, never asked about`);
      }
      if (test.network !== void 0 && networkTarget(test.network).port > 65535) {
        this.fail(parsed, "schema", item, `self-test ${index + 1} names port ${networkTarget(test.network).port}; expected a port from 0 to 65535`);
      }
    });
    this.checkPatternsAreOneLine(parsed, value);
    this.checkLiftNames(parsed, value);
  }
  /**
   * A pattern is one line of text: a command is matched with its whitespace collapsed and a path
   * never holds a NUL, so a line break or NUL in a pattern matches nothing it seems to (and a
   * line break can hide a second command from a reviewer).
   */
  checkPatternsAreOneLine(parsed, policy) {
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      for (const effect2 of ["allow", "deny"]) {
        (raw[effect2] ?? []).forEach((pattern, index) => {
          const bad = /[\n\r\0]/.exec(pattern);
          if (bad === null) return;
          const what = bad[0] === "\0" ? "a NUL character" : "a line break";
          const node = parsed.doc.getIn(["tools", section, effect2, index], true);
          this.fail(parsed, "schema", node, `entry ${index + 1} of tools.${section}.${effect2} holds ${what}: ${describeValue(pattern)}; a pattern is one line without NUL (write one entry per command)`);
        });
      }
    }
  }
  /** A lift names a built-in floor; a misspelt one would leave the floor in place without a word. */
  checkLiftNames(parsed, policy) {
    const known = knownFloorNames();
    const knownSet = new Set(known);
    (policy.floors?.lift ?? []).forEach((name, index) => {
      if (knownSet.has(name)) return;
      const suggestion = nearestName(name, known);
      const program = name.trim().split(/\s+/)[0] ?? "";
      const sameProgram = known.filter((floor) => floor.split(" ")[0] === program);
      const hint = suggestion !== void 0 ? `; did you mean "${suggestion}"?` : "";
      const list = sameProgram.length > 0 ? `the floors of ${program}: ${sameProgram.join(", ")}` : `known floors: ${known.join(", ")}`;
      const node = parsed.doc.getIn(["floors", "lift", index], true);
      this.fail(parsed, "unknown-floor", node, `floors.lift "${name}" is not a built-in floor${hint} (${list})`);
    });
  }
  buildLayer(parsed, policy, path, layerName) {
    const at = (node) => {
      const loc = this.location(parsed, node);
      return `${loc.file}:${loc.line}`;
    };
    const tools = /* @__PURE__ */ new Map();
    const toolsNode = parsed.doc.get("tools", true);
    const sectionNodes = /* @__PURE__ */ new Map();
    if ((0, import_yaml.isMap)(toolsNode)) {
      for (const pair of toolsNode.items) if ((0, import_yaml.isScalar)(pair.key)) sectionNodes.set(String(pair.key.value), pair.value);
    }
    for (const [section, raw] of Object.entries(policy.tools ?? {})) {
      const tool = section;
      const sectionNode = sectionNodes.get(section);
      const rules = (effect2) => {
        const seq = (0, import_yaml.isMap)(sectionNode) ? sectionNode.get(effect2, true) : void 0;
        return (raw[effect2] ?? []).map((pattern, index) => ({
          pattern,
          effect: effect2,
          tool,
          layer: layerName,
          source: at((0, import_yaml.isSeq)(seq) ? seq.items[index] : void 0)
        }));
      };
      const entry = { allow: rules("allow"), deny: rules("deny"), hasAllowList: raw.allow !== void 0 };
      if (raw.default) entry.default = { effect: raw.default, source: at((0, import_yaml.isMap)(sectionNode) ? sectionNode.get("default", true) : void 0) };
      tools.set(tool, entry);
    }
    const liftSeq = parsed.doc.getIn(["floors", "lift"], true);
    const testSeq = parsed.doc.get("tests", true);
    const tests = (policy.tests ?? []).map((test, index) => ({
      check: test.bash !== void 0 ? { tool: "bash", command: test.bash } : test.write !== void 0 ? { tool: "write", path: test.write } : test.network !== void 0 ? { tool: "network", ...networkTarget(test.network) } : { tool: "read", path: test.read },
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
    const listed = (keys, patterns2, tool, effect2) => {
      const seq = parsed.doc.getIn(keys, true);
      return (patterns2 ?? []).map((pattern, index) => ({ pattern, effect: effect2, tool, layer: layerName, source: at((0, import_yaml.isSeq)(seq) ? seq.items[index] : void 0) }));
    };
    if (policy.network) {
      layer.network = { allow: listed(["network", "allow"], policy.network.allow, "network", "allow"), deny: listed(["network", "deny"], policy.network.deny, "network", "deny") };
    }
    if (policy.caches) layer.caches = listed(["caches"], policy.caches, "caches", "allow");
    if (policy.sandbox) layer.sandbox = { mode: policy.sandbox, source: at(parsed.doc.get("sandbox", true)) };
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
      const subject = selfTestSubject(test);
      const decisive = decision.scopes.find((s) => s.decision === decision.decision);
      const why = decisive?.rule ? ` (rule "${decisive.rule.pattern}" ${decisive.rule.effect}, ${decisive.rule.source})` : decision.reasons[0] ? ` (${decision.reasons[0]})` : decisive?.default ? ` (default ${decisive.default.effect}, ${decisive.default.source})` : "";
      this.fail(parsed, "self-test-failed", (0, import_yaml.isSeq)(testSeq) ? testSeq.items[index] : void 0, `self-test failed: ${subject} expected ${test.expect}, got ${decision.decision}${why}`);
    });
  }
};
function networkTarget(text) {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(text);
  const host = match?.[1] ?? text;
  return { host: host.startsWith("[") ? host.slice(1, -1) : host, port: match?.[2] !== void 0 ? Number(match[2]) : 443 };
}
function selfTestSubject(test) {
  const check = test.check;
  if (check.tool === "bash") return `bash "${check.command}"`;
  if (check.tool === "network") return `network "${check.host.includes(":") ? `[${check.host}]` : check.host}:${check.port}"`;
  return `${check.tool} "${check.path}"`;
}
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
  if (segments[0] === "network") return "allow, deny";
  if (segments[0] === "tests") return "bash, write, read or network, and expect (and an optional note)";
  return "(none)";
}
function describeType(type, segments) {
  const last = segments[segments.length - 1] ?? "";
  if (type === "array") return last === "extends" ? "a list of file paths" : last === "caches" ? "a list of folder patterns (`~/.npm/**`)" : "a list of patterns (strings)";
  if (type === "object") return last === "tools" ? "a mapping of tool sections (bash, write, read, mcp.<server>)" : "a mapping";
  if (type === "string") return "a string";
  return `of type ${type}`;
}

export {
  InputFileError,
  readInputFile,
  checkInputTextSize,
  loadPolicy,
  builtinPolicy,
  withLayer,
  selfTestSubject
};
