import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  decideBashCommand,
  decideMcpTool,
  decidePathAccess,
  parseYamlSource,
  require_ajv,
  require_applicator,
  require_codegen,
  require_compile,
  require_core,
  require_core2,
  require_dependencies,
  require_discriminator,
  require_draft7,
  require_format,
  require_metadata,
  require_names,
  require_ref,
  require_ref_error,
  require_util,
  require_validate,
  require_validation,
  require_validation_error
} from "./chunk-NHXY32FO.js";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AnthropicError
} from "./chunk-ATJMF76J.js";
import {
  __commonJS,
  __toESM
} from "./chunk-MYU7RW7P.js";

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/core": true,
        "https://json-schema.org/draft/2019-09/vocab/applicator": true,
        "https://json-schema.org/draft/2019-09/vocab/validation": true,
        "https://json-schema.org/draft/2019-09/vocab/meta-data": true,
        "https://json-schema.org/draft/2019-09/vocab/format": false,
        "https://json-schema.org/draft/2019-09/vocab/content": true
      },
      $recursiveAnchor: true,
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      properties: {
        definitions: {
          $comment: "While no longer an official keyword as it is replaced by $defs, this keyword is retained in the meta-schema to prevent incompatible extensions as it remains in common use.",
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" is no longer a keyword, but schema authors should avoid redefining it to facilitate a smooth transition to "dependentSchemas" and "dependentRequired"',
          type: "object",
          additionalProperties: {
            anyOf: [{ $recursiveRef: "#" }, { $ref: "meta/validation#/$defs/stringArray" }]
          }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/applicator": true
      },
      $recursiveAnchor: true,
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        additionalItems: { $recursiveRef: "#" },
        unevaluatedItems: { $recursiveRef: "#" },
        items: {
          anyOf: [{ $recursiveRef: "#" }, { $ref: "#/$defs/schemaArray" }]
        },
        contains: { $recursiveRef: "#" },
        additionalProperties: { $recursiveRef: "#" },
        unevaluatedProperties: { $recursiveRef: "#" },
        properties: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: {
            $recursiveRef: "#"
          }
        },
        propertyNames: { $recursiveRef: "#" },
        if: { $recursiveRef: "#" },
        then: { $recursiveRef: "#" },
        else: { $recursiveRef: "#" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $recursiveRef: "#" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $recursiveRef: "#" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/content": true
      },
      $recursiveAnchor: true,
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        contentSchema: { $recursiveRef: "#" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/core": true
      },
      $recursiveAnchor: true,
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $anchor: {
          type: "string",
          pattern: "^[A-Za-z][-A-Za-z0-9.:_]*$"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $recursiveRef: {
          type: "string",
          format: "uri-reference"
        },
        $recursiveAnchor: {
          type: "boolean",
          default: false
        },
        $vocabulary: {
          type: "object",
          propertyNames: {
            type: "string",
            format: "uri"
          },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $recursiveRef: "#" },
          default: {}
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/format.json
var require_format2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/format.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/format",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/format": true
      },
      $recursiveAnchor: true,
      title: "Format vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/meta-data": true
      },
      $recursiveAnchor: true,
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2019-09/schema",
      $id: "https://json-schema.org/draft/2019-09/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2019-09/vocab/validation": true
      },
      $recursiveAnchor: true,
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2019-09/index.js
var require_json_schema_2019_09 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2019-09/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var content = require_content();
    var core = require_core3();
    var format = require_format2();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2019($data) {
      ;
      [
        metaSchema,
        applicator,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2019;
  }
});

// node_modules/ajv/dist/2019.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2019.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2019 = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var discriminator_1 = require_discriminator();
    var json_schema_2019_09_1 = require_json_schema_2019_09();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2019-09/schema";
    var Ajv20192 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        this.addVocabulary(dynamic_1.default);
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        this.addVocabulary(next_1.default);
        this.addVocabulary(unevaluated_1.default);
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2019_09_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2019 = Ajv20192;
    module.exports = exports = Ajv20192;
    module.exports.Ajv2019 = Ajv20192;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20192;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core4 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema2();
    var applicator = require_applicator3();
    var unevaluated = require_unevaluated2();
    var content = require_content2();
    var core = require_core4();
    var format = require_format_annotation();
    var metadata = require_meta_data2();
    var validation = require_validation3();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__2 = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// src/agent/approvals.ts
var ApprovalError = class extends Error {
  name = "ApprovalError";
};
function pendingApprovals(events) {
  let pending = [];
  for (const event of events) {
    if (event.type === "result") pending = [...event.pending_approvals ?? []];
    if (event.type === "system" && event.subtype === "approval") {
      const given = new Set(event.approved.map((a) => a.id));
      pending = pending.filter((p) => !given.has(p.id));
    }
  }
  return pending;
}
function selectApprovals(pending, spec) {
  const wanted = spec.trim();
  if (wanted === "") throw new ApprovalError('--approve needs "all" or ids such as 2,3');
  if (pending.length === 0) throw new ApprovalError("nothing is pending approval in this session");
  if (wanted === "all") return [...pending];
  const ids = [...new Set(wanted.split(",").map((id) => id.trim()).filter(Boolean))];
  const unknown = ids.filter((id) => !pending.some((p) => p.id === id));
  if (unknown.length > 0) {
    throw new ApprovalError(`no pending approval with id ${unknown.join(", ")}; pending: ${pending.map((p) => p.id).join(", ")}`);
  }
  return pending.filter((p) => ids.includes(p.id));
}
function approvalLayer(approved, approvedBy) {
  const bash = [];
  const write = [];
  const read = [];
  const commands = [];
  for (const approval of approved) {
    const source = `approval ${approval.id} by ${approvedBy}`;
    for (const scope of approval.scopes) {
      if (scope.kind === "command") bash.push({ pattern: scope.text, effect: "allow", tool: "bash", layer: "session", source, exact: true, liftsFloors: Boolean(scope.floors?.length) });
      else if (scope.kind === "write" && scope.path) write.push({ pattern: scope.path, effect: "allow", tool: "write", layer: "session", source, exact: true });
      else if (scope.kind === "read" && scope.path) read.push({ pattern: scope.path, effect: "allow", tool: "read", layer: "session", source, exact: true });
    }
    if (approval.tool === "bash" && typeof approval.tool_input?.command === "string") {
      commands.push(approval.tool_input.command);
    }
  }
  const section = (allow) => ({ allow, deny: [], hasAllowList: allow.length > 0 });
  return {
    layer: "session",
    tools: /* @__PURE__ */ new Map([
      ["bash", section(bash)],
      ["write", section(write)],
      ["read", section(read)]
    ]),
    lifts: [],
    envPass: [],
    tests: [],
    approvedCommands: commands
  };
}
function approvalNote(approved, approvedBy) {
  const lines = [`A maintainer (${approvedBy}) approved ${approved.length === 1 ? "this call" : "these calls"} that the policy had held back:`];
  for (const approval of approved) lines.push(`- [${approval.id}] ${approval.tool} ${describeInput(approval)}`);
  lines.push("You may now make exactly these calls again if you still need them. Anything else, including variations of them, still follows the policy.");
  return lines.join("\n");
}
function describeInput(approval) {
  const input = approval.tool_input;
  if (approval.tool === "bash" && typeof input?.command === "string") return `\`${input.command}\``;
  if (typeof input?.path === "string") return `\`${input.path}\``;
  return JSON.stringify(input);
}

// src/agent/structured-output.ts
var import_ajv = __toESM(require_ajv(), 1);
var import__ = __toESM(require__(), 1);
var import__2 = __toESM(require__2(), 1);
import { readFileSync } from "node:fs";

// src/agent/schema-check.ts
var MAX_SCHEMA_PROBLEMS = 3;
function schemaProblems(errors, max = MAX_SCHEMA_PROBLEMS) {
  return (errors ?? []).slice(0, max).map((error) => {
    const extra = error.params && "additionalProperty" in error.params ? ` (${String(error.params.additionalProperty)})` : "";
    const allowed = error.keyword === "enum" && Array.isArray(error.params?.allowedValues) ? ` (${error.params.allowedValues.map((v) => JSON.stringify(v)).join(", ")})` : "";
    return `${error.instancePath || "input"} ${error.message ?? "is invalid"}${extra}${allowed}`;
  });
}

// src/agent/structured-output.ts
var STRUCTURED_OUTPUT_TOOL = "structured_output";
var MAX_STRUCTURED_OUTPUT_NUDGES = 2;
var StructuredOutputSchemaError = class extends Error {
  name = "StructuredOutputSchemaError";
  code = "invalid_output_schema";
};
function structuredOutputSpec(schema) {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) {
    throw new StructuredOutputSchemaError(`the schema must be a JSON object, found ${schema === null ? "null" : Array.isArray(schema) ? "a list" : typeof schema}`);
  }
  const object = schema;
  if (object.type !== "object") {
    throw new StructuredOutputSchemaError(`the schema must describe an object at its top level ("type": "object"), found ${object.type === void 0 ? 'no "type"' : `"type": ${JSON.stringify(object.type)}`}`);
  }
  let validate;
  try {
    validate = validatorFor(object).compile(object);
  } catch (error) {
    throw new StructuredOutputSchemaError(`the schema is not a valid JSON Schema: ${error.message}`);
  }
  return {
    validate,
    definition: {
      name: STRUCTURED_OUTPUT_TOOL,
      description: "Give your final result with this tool: call it once, when you are done, with input that matches its schema.",
      input_schema: object
    }
  };
}
function validatorFor(schema) {
  const draft = typeof schema.$schema === "string" ? schema.$schema : "";
  const options = { allErrors: true, strict: false };
  if (/draft-0[67]/.test(draft)) return new import_ajv.Ajv(options);
  if (draft.includes("2019-09")) return new import__.Ajv2019(options);
  return new import__2.Ajv2020(options);
}
function structuredOutputProblem(spec, input) {
  if (spec.validate(input)) return null;
  return `The result does not match the schema: ${schemaProblems(spec.validate.errors).join("; ")}. Call ${STRUCTURED_OUTPUT_TOOL} again with corrected input.`;
}
function structuredOutputNudge(attempt) {
  return `You ended without calling ${STRUCTURED_OUTPUT_TOOL} (reminder ${attempt} of ${MAX_STRUCTURED_OUTPUT_NUDGES}). Your result counts only when given as that tool's input, matching its schema: call it now.`;
}
function readJsonSchemaFile(path2) {
  let text;
  try {
    text = readFileSync(path2, "utf8");
  } catch (error) {
    throw new StructuredOutputSchemaError(`${path2}: cannot read the schema file: ${error.message}`);
  }
  const parsed = parseYamlSource(text, path2);
  if (parsed.problem) {
    const { line, col } = parsed.problem.at;
    throw new StructuredOutputSchemaError(`${path2}:${line}:${col}: not valid JSON or YAML: ${parsed.problem.reason}`);
  }
  const schema = parsed.source.doc.toJS();
  try {
    structuredOutputSpec(schema);
  } catch (error) {
    throw new StructuredOutputSchemaError(`${path2}: ${error.message}`);
  }
  return schema;
}

// node_modules/yocto-queue/index.js
var Node = class {
  value;
  next;
  constructor(value) {
    this.value = value;
  }
};
var Queue = class {
  #head;
  #tail;
  #size;
  constructor() {
    this.clear();
  }
  enqueue(value) {
    const node = new Node(value);
    if (this.#head) {
      this.#tail.next = node;
      this.#tail = node;
    } else {
      this.#head = node;
      this.#tail = node;
    }
    this.#size++;
  }
  dequeue() {
    const current = this.#head;
    if (!current) {
      return;
    }
    this.#head = this.#head.next;
    this.#size--;
    if (!this.#head) {
      this.#tail = void 0;
    }
    return current.value;
  }
  peek() {
    if (!this.#head) {
      return;
    }
    return this.#head.value;
  }
  clear() {
    this.#head = void 0;
    this.#tail = void 0;
    this.#size = 0;
  }
  get size() {
    return this.#size;
  }
  *[Symbol.iterator]() {
    let current = this.#head;
    while (current) {
      yield current.value;
      current = current.next;
    }
  }
  *drain() {
    while (this.#head) {
      yield this.dequeue();
    }
  }
};

// node_modules/p-limit/index.js
function pLimit(concurrency) {
  let rejectOnClear = false;
  if (typeof concurrency === "object") {
    ({ concurrency, rejectOnClear = false } = concurrency);
  }
  validateConcurrency(concurrency);
  if (typeof rejectOnClear !== "boolean") {
    throw new TypeError("Expected `rejectOnClear` to be a boolean");
  }
  const queue = new Queue();
  let activeCount = 0;
  const resumeNext = () => {
    if (activeCount < concurrency && queue.size > 0) {
      activeCount++;
      queue.dequeue().run();
    }
  };
  const next = () => {
    activeCount--;
    resumeNext();
  };
  const run = async (function_, resolve, arguments_) => {
    const result = (async () => function_(...arguments_))();
    resolve(result);
    try {
      await result;
    } catch {
    }
    next();
  };
  const enqueue = (function_, resolve, reject, arguments_) => {
    const queueItem = { reject };
    new Promise((internalResolve) => {
      queueItem.run = internalResolve;
      queue.enqueue(queueItem);
    }).then(run.bind(void 0, function_, resolve, arguments_));
    if (activeCount < concurrency) {
      resumeNext();
    }
  };
  const generator = (function_, ...arguments_) => new Promise((resolve, reject) => {
    enqueue(function_, resolve, reject, arguments_);
  });
  Object.defineProperties(generator, {
    activeCount: {
      get: () => activeCount
    },
    pendingCount: {
      get: () => queue.size
    },
    clearQueue: {
      value() {
        if (!rejectOnClear) {
          queue.clear();
          return;
        }
        const abortError = AbortSignal.abort().reason;
        while (queue.size > 0) {
          queue.dequeue().reject(abortError);
        }
      }
    },
    concurrency: {
      get: () => concurrency,
      set(newConcurrency) {
        validateConcurrency(newConcurrency);
        concurrency = newConcurrency;
        queueMicrotask(() => {
          while (activeCount < concurrency && queue.size > 0) {
            resumeNext();
          }
        });
      }
    },
    map: {
      async value(iterable, function_) {
        const promises = [];
        try {
          Array.from(iterable, (value, index) => {
            const promise = generator(function_, value, index);
            promises.push(promise);
            return promise;
          });
        } catch (error) {
          for (const promise of promises) {
            promise.catch(() => {
            });
          }
          throw error;
        }
        return Promise.all(promises);
      }
    }
  });
  return generator;
}
function validateConcurrency(concurrency) {
  if (!((Number.isInteger(concurrency) || concurrency === Number.POSITIVE_INFINITY) && concurrency > 0)) {
    throw new TypeError("Expected `concurrency` to be a number from 1 and up");
  }
}

// src/agent/subagents.ts
var TIERS = ["weak", "medium", "strong"];
var DEFAULT_TIER_MODELS = { weak: "claude-haiku-5-5", medium: "claude-sonnet-5-5", strong: "claude-opus-5-5" };
var DEFAULT_SUBAGENT_MAX_TURNS = 30;
var DEFAULT_SUBAGENT_CONCURRENCY = 8;
var RESEARCH_TOOLS = /* @__PURE__ */ new Set(["read", "glob", "grep", "index"]);
var READ_ONLY_TOOLS = RESEARCH_TOOLS;
var LOOP_TOOLS = /* @__PURE__ */ new Set(["batch", "task", "structured_output"]);
var TierModelsError = class extends Error {
  name = "TierModelsError";
  code = "invalid_tier_models";
};
function parseTierModels(spec) {
  const mapping = { ...DEFAULT_TIER_MODELS };
  const seen = /* @__PURE__ */ new Set();
  for (const part of spec.split(",").map((p) => p.trim())) {
    if (part === "") continue;
    const match = /^([a-z]+)\s*=\s*(\S+)$/.exec(part);
    if (!match) throw new TierModelsError(`expected TIER=MODEL pairs separated by commas (e.g. weak=claude-haiku-5-5), found "${part}"`);
    const tier = match[1];
    if (!TIERS.includes(tier)) throw new TierModelsError(`unknown tier "${match[1]}" in "${part}"; the tiers are ${TIERS.join(", ")}`);
    if (seen.has(tier)) throw new TierModelsError(`tier "${tier}" is given twice`);
    seen.add(tier);
    mapping[tier] = match[2];
  }
  if (seen.size === 0) throw new TierModelsError(`expected TIER=MODEL pairs separated by commas (e.g. weak=claude-haiku-5-5), found "${spec}"`);
  return mapping;
}
function tierModels(given) {
  return { ...DEFAULT_TIER_MODELS, ...given };
}
function tierOfModel(model, mapping) {
  for (const tier of TIERS) if (mapping[tier] === model) return tier;
  for (const tier of TIERS) if (model.startsWith(`${mapping[tier]}-`)) return tier;
  return "strong";
}
function clampTier(requested, parent) {
  return TIERS.indexOf(requested) <= TIERS.indexOf(parent) ? requested : parent;
}
var processLimit;
function processSubagentLimit() {
  processLimit ??= pLimit(DEFAULT_SUBAGENT_CONCURRENCY);
  return processLimit;
}

// src/agent/tool-gate.ts
var READ_TOOLS = { read: "path", index: "path", glob: "path", grep: "path" };
var WRITE_TOOLS = { write: "path", edit: "path" };
function gateToolCall(name, input, context) {
  if (name === "bash") return decideBashCommand(context.policy, context.parser, String(input.command ?? ""));
  if (name in READ_TOOLS) {
    const path2 = input[READ_TOOLS[name]];
    return decidePathAccess(context.policy, "read", typeof path2 === "string" && path2 !== "" ? path2 : ".");
  }
  if (name in WRITE_TOOLS) return decidePathAccess(context.policy, "write", String(input[WRITE_TOOLS[name]] ?? ""));
  const mcp = /^mcp__([^_].*?)__(.+)$/.exec(name);
  if (mcp) return decideMcpTool(context.policy, mcp[1], mcp[2]);
  return null;
}
function refusalText(tool, decision) {
  const denied = decision.decision === "deny";
  const blocking = decision.scopes.filter((s) => s.decision === decision.decision);
  const lines = [
    denied ? `Denied by the policy: this ${tool} call was not run.` : `Needs approval: this ${tool} call was not run. Nobody can approve it during this run, so it counts as refused.`
  ];
  for (const scope of blocking) lines.push(`- ${scopeLine(scope)}`);
  if (!denied) for (const reason of decision.reasons) lines.push(`- ${reason}`);
  lines.push(
    denied ? "Do not retry this call or a variant of it. Continue without it, or finish and say in your summary what you needed and why." : "Do not retry the same call. Continue without it if you can; it is listed for a maintainer, who may approve it for a later run."
  );
  return lines.join("\n");
}
function scopeLine(scope) {
  const what = `${scope.kind} \`${scope.text}\``;
  if (scope.decidedBy === "floor") {
    return `${what}: allowed by rule "${scope.rule?.pattern ?? "default allow"}", but the built-in floor ${(scope.floors ?? []).join(", ")} holds it back (it runs code or points the tool elsewhere)`;
  }
  if (scope.rule) return `${what}: ${scope.rule.effect === "deny" ? "denied" : "allowed"} by rule "${scope.rule.pattern}" (${scope.rule.source})`;
  return `${what}: no rule allows it (default ${scope.default?.effect ?? "prompt"}, ${scope.default?.source ?? "built-in"})`;
}
function refusalKind(decision) {
  const blocking = decision.scopes.filter((s) => s.decision === decision.decision);
  const ruled = blocking.find((s) => s.decidedBy === "rule" && s.rule);
  if (decision.decision === "deny" && ruled) return { type: "rule", reason: `denied by rule "${ruled.rule.pattern}" (${ruled.rule.source})` };
  const floored = blocking.find((s) => s.decidedBy === "floor");
  if (decision.decision === "prompt" && decision.reasons.length > 0) return { type: "parse", reason: decision.reasons[0] };
  if (floored) return { type: "floor", reason: `built-in floor ${(floored.floors ?? []).join(", ")} on \`${floored.text}\`` };
  const first = blocking[0];
  return { type: "default", reason: first ? `no rule covers ${first.kind} \`${first.text}\` (default ${first.default?.effect}, ${first.default?.source})` : "refused" };
}

// src/agent/session-file.ts
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync as readFileSync2, writeSync, existsSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
var SessionFileWriter = class {
  constructor(path2) {
    this.path = path2;
    mkdirSync(dirname(path2), { recursive: true });
    this.fd = openSync(path2, "a", 384);
  }
  path;
  fd;
  /** Appends one event as a single write of one line. */
  append(line) {
    if (this.fd === null) throw new Error(`session file ${this.path} is closed`);
    writeSync(this.fd, `${line}
`);
  }
  /** Forces what was written to disk (once a turn). */
  flush() {
    if (this.fd !== null) fsyncSync(this.fd);
  }
  close() {
    if (this.fd === null) return;
    this.flush();
    closeSync(this.fd);
    this.fd = null;
  }
};
var SessionFileError = class extends Error {
  constructor(message, file, line) {
    super(message);
    this.file = file;
    this.line = line;
  }
  file;
  line;
  name = "SessionFileError";
};
function sessionPath(session, sessionDir, cwd) {
  if (session.endsWith(".jsonl") || session.includes("/")) return isAbsolute(session) ? session : join(cwd, session);
  return join(sessionDir, `${session}.jsonl`);
}
function readSessionFile(path2) {
  if (!existsSync(path2)) throw new SessionFileError(`no session file at ${path2}`, path2, null);
  const text = readFileSync2(path2, "utf8");
  const lines = text.split("\n");
  const complete = text.endsWith("\n");
  const events = [];
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const last = index === lines.length - 1;
    try {
      const value = JSON.parse(line);
      if (typeof value !== "object" || value === null || typeof value.type !== "string") {
        throw new SyntaxError("not an event object");
      }
      events.push(value);
    } catch (error) {
      if (last && !complete) return;
      throw new SessionFileError(`${path2}:${index + 1}: not a session event (${error.message})`, path2, index + 1);
    }
  });
  return events;
}

// src/agent/conversation.ts
var import_ajv2 = __toESM(require_ajv(), 1);

// src/agent/batch.ts
var BATCH_READ_CONCURRENCY = 4;
function batchSteps(items, readOnly) {
  const steps = [];
  for (let index = 0; index < items.length; index += 1) {
    const last = steps[steps.length - 1];
    const shared = readOnly(items[index].tool) && last !== void 0 && readOnly(items[last[0]].tool);
    if (shared) last.push(index);
    else steps.push([index]);
  }
  return steps;
}
var SUMMARY_VALUE_CHARS = 60;
var SUMMARY_CHARS = 120;
var BULK_FIELDS = /* @__PURE__ */ new Set(["content", "old_string", "new_string"]);
function summarizeInput(input) {
  const parts = [];
  for (const [key, value] of Object.entries(input)) {
    if (BULK_FIELDS.has(key)) {
      if (typeof value === "string") parts.push(`${key}=(${value.length} chars)`);
      continue;
    }
    const text = JSON.stringify(value) ?? String(value);
    parts.push(`${key}=${text.length > SUMMARY_VALUE_CHARS ? `${text.slice(0, SUMMARY_VALUE_CHARS - 1)}\u2026` : text}`);
  }
  const joined = parts.join(" ");
  return joined.length > SUMMARY_CHARS ? `${joined.slice(0, SUMMARY_CHARS - 1)}\u2026` : joined;
}
function statusOf(result) {
  if (result.decision === "deny") return "denied";
  if (result.decision === "prompt") return "needs approval";
  if (result.outcome.isError) return "error";
  return result.outcome.partial ? "partial" : "ok";
}
function batchResultText(items, results) {
  return items.map((item, index) => {
    const result = results[index];
    const summary = summarizeInput(item.input);
    const header = `=== ${index + 1}/${items.length} ${item.tool}${summary ? ` ${summary}` : ""}: ${statusOf(result)} ===`;
    return `${header}
${result.outcome.content.replace(/\n+$/, "")}`;
  }).join("\n\n");
}

// src/agent/model-call.ts
var DEFAULT_RETRY_POLICY = { maxRetries: 4, baseDelayMs: 1e3, maxDelayMs: 3e4, maxRetryAfterMs: 12e4 };
var ModelCallError = class extends Error {
  constructor(message, status, kind, attempts) {
    super(message);
    this.status = status;
    this.kind = kind;
    this.attempts = attempts;
  }
  status;
  kind;
  attempts;
  name = "ModelCallError";
};
var IdleTimeout = class extends Error {
  name = "IdleTimeout";
};
async function callModel(options) {
  const random = options.random ?? Math.random;
  let apiMs = 0;
  for (let attempt = 0; ; attempt++) {
    if (options.signal.aborted) throw new ModelCallError("the run was stopped", null, "aborted", attempt);
    const gate = options.beforeAttempt?.() ?? { maxTokens: options.request.max_tokens };
    if ("refused" in gate) throw new ModelCallError(gate.refused, null, "budget", attempt);
    const request = { ...options.request, max_tokens: gate.maxTokens };
    const started = options.clock.now();
    const progress = { streamStarted: false, inputUsage: null };
    try {
      const result = await streamOnce(options, request, progress);
      apiMs += options.clock.now() - started;
      return { ...result, apiMs };
    } catch (error) {
      apiMs += options.clock.now() - started;
      options.afterFailedAttempt?.(progress);
      if (options.signal.aborted) throw new ModelCallError("the run was stopped", null, "aborted", attempt + 1);
      const failure2 = classify(error, options.idleTimeoutMs);
      if (!failure2.retryable || attempt >= options.retry.maxRetries) {
        const after = attempt > 0 ? ` after ${attempt + 1} attempts` : "";
        throw new ModelCallError(`${failure2.message}${after}`, failure2.status, failure2.kind, attempt + 1);
      }
      const backoff = Math.min(options.retry.maxDelayMs, options.retry.baseDelayMs * 2 ** attempt);
      const jittered = Math.round(backoff / 2 + random() * (backoff / 2));
      const delayMs = failure2.retryAfterMs !== null ? Math.min(options.retry.maxRetryAfterMs, Math.max(failure2.retryAfterMs, 0)) : jittered;
      options.onRetry({ attempt: attempt + 1, maxRetries: options.retry.maxRetries, delayMs, status: failure2.status, kind: failure2.kind, message: failure2.message });
      await options.clock.sleep(delayMs, options.signal).catch(() => void 0);
    }
  }
}
async function streamOnce(options, request, progress) {
  const attempt = new AbortController();
  const abortAttempt = () => attempt.abort(options.signal.reason);
  options.signal.addEventListener("abort", abortAttempt, { once: true });
  let idle;
  let idleFired = false;
  const arm = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      idleFired = true;
      attempt.abort(new IdleTimeout(`no data from the model for ${Math.round(options.idleTimeoutMs / 1e3)} s`));
    }, options.idleTimeoutMs);
  };
  try {
    arm();
    const stream = options.client.messages.stream({ ...request, stream: true }, { signal: attempt.signal, maxRetries: 0 });
    for await (const event of stream) {
      arm();
      if (event.type === "message_start") {
        progress.streamStarted = true;
        progress.inputUsage = event.message.usage;
      }
    }
    const message = await stream.finalMessage();
    return { message, requestId: stream.request_id ?? null };
  } catch (error) {
    if (idleFired) throw new IdleTimeout(`no data from the model for ${Math.round(options.idleTimeoutMs / 1e3)} s`);
    throw error;
  } finally {
    if (idle) clearTimeout(idle);
    options.signal.removeEventListener("abort", abortAttempt);
  }
}
function classify(error, idleTimeoutMs) {
  const base = { retryAfterMs: null };
  if (error instanceof IdleTimeout) {
    return { ...base, retryable: true, status: null, kind: "stream_interrupted", message: `the stream stalled: ${error.message} (idle limit ${idleTimeoutMs} ms)` };
  }
  if (error instanceof APIUserAbortError) {
    return { ...base, retryable: false, status: null, kind: "aborted", message: "the call was aborted" };
  }
  if (error instanceof APIConnectionTimeoutError || error instanceof APIConnectionError) {
    return { ...base, retryable: true, status: null, kind: "connection_error", message: `connection error: ${error.message}` };
  }
  if (error instanceof APIError) {
    const status = typeof error.status === "number" ? error.status : null;
    const type = errorType(error);
    const detail = `${status ?? "stream"} ${type ?? ""}: ${apiMessage(error)}`.replace(/\s+:/, ":");
    if (status === 429) return { retryable: true, status, kind: "rate_limit", message: `rate limited (${detail})`, retryAfterMs: retryAfter(error) };
    if (status === 529 || type === "overloaded_error") return { retryable: true, status, kind: "overloaded", message: `the API is overloaded (${detail})`, retryAfterMs: retryAfter(error) };
    if (status !== null && status >= 500) return { retryable: true, status, kind: "server_error", message: `server error (${detail})`, retryAfterMs: retryAfter(error) };
    if (status === null) return { ...base, retryable: true, status, kind: type === "rate_limit_error" ? "rate_limit" : "server_error", message: `the stream reported an error (${detail})` };
    if (status === 401 || status === 403) return { ...base, retryable: false, status, kind: "authentication", message: `the API refused the credentials (${detail})` };
    return { ...base, retryable: false, status, kind: "invalid_request", message: `the API rejected the request (${detail})` };
  }
  if (error instanceof AnthropicError || error instanceof TypeError || error instanceof SyntaxError) {
    return { ...base, retryable: true, status: null, kind: "stream_interrupted", message: `the stream was interrupted: ${error.message}` };
  }
  return { ...base, retryable: false, status: null, kind: "unknown", message: error instanceof Error ? error.message : String(error) };
}
function errorType(error) {
  const body = error.error;
  return body?.error?.type ?? (body?.type !== "error" ? body?.type : void 0);
}
function apiMessage(error) {
  const body = error.error;
  return body?.error?.message ?? error.message;
}
function retryAfter(error) {
  const headers = error.headers;
  const read = (name) => headers instanceof Headers ? headers.get(name) : headers?.[name] ?? null;
  const ms = read("retry-after-ms");
  if (ms && Number.isFinite(Number(ms))) return Number(ms);
  const seconds = read("retry-after");
  if (!seconds) return null;
  if (Number.isFinite(Number(seconds))) return Number(seconds) * 1e3;
  const date = Date.parse(seconds);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

// src/agent/prompt.ts
function systemPrompt(context) {
  const limits = [
    context.limits.maxTurns !== null ? `${context.limits.maxTurns} turns` : null,
    context.limits.maxBudgetUsd !== null ? `$${context.limits.maxBudgetUsd} of model spend` : null,
    context.limits.timeoutMs !== null ? `${Math.round(context.limits.timeoutMs / 6e4)} minutes` : null
  ].filter(Boolean);
  const role = context.subagent === "research" ? "You are a research subagent of Leash: answer the question you were given by reading the repository; you cannot change files." : context.subagent === "general" ? "You are a subagent of Leash: do the task you were given, then reply with what you did." : "You are Leash, a coding agent running headless in CI. Nobody is watching: do the task, then stop.";
  const lines = [
    role,
    `Repository root: ${context.workspace}. Paths are relative to it. Each bash call starts there; cd does not carry over.`,
    'A policy checks every tool call before it runs. A refused call returns an error naming the rule: do not retry it or a variant; work around it, or say in your summary what you needed and why. "Needs approval" means nobody can approve it now, so it is refused too.',
    "Prefer read, grep, glob and index to shell commands for looking at files. Use index to see a file's outline, then read only the line ranges you need. Tool output is cut at limits: ask for less.",
    limits.length > 0 ? `Limits: ${limits.join(", ")}. Near a limit you will be asked to wrap up.` : "",
    context.subagent ? "" : "End with a short summary: what you changed, what you ran and its outcome, and what is left undone.",
    context.structuredOutput ? "When you are done, give your result by calling structured_output." : "",
    context.append ?? ""
  ];
  return lines.filter((line) => line !== "").join("\n");
}
var path = { type: "string", description: "File path, relative to the repository root." };
var TOOL_DEFINITIONS = {
  bash: {
    name: "bash",
    description: "Run a bash command in the repository root. Output is stdout and stderr interleaved, cut at 2000 lines / 50 KB.",
    input_schema: {
      type: "object",
      properties: {
        command: { type: "string" },
        timeout_ms: { type: "integer", minimum: 1e3, description: "Default 120000, at most 600000." }
      },
      required: ["command"],
      additionalProperties: false
    }
  },
  read: {
    name: "read",
    description: "Read a text file as numbered lines. offset is the first line (1-based), limit the number of lines (default 2000).",
    input_schema: {
      type: "object",
      properties: { path, offset: { type: "integer", minimum: 1 }, limit: { type: "integer", minimum: 1 } },
      required: ["path"],
      additionalProperties: false
    }
  },
  write: {
    name: "write",
    description: "Create or replace a file with the given content.",
    input_schema: {
      type: "object",
      properties: { path, content: { type: "string" } },
      required: ["path", "content"],
      additionalProperties: false
    }
  },
  edit: {
    name: "edit",
    description: "Replace old_string with new_string in a file. old_string must occur exactly once unless replace_all is true.",
    input_schema: {
      type: "object",
      properties: { path, old_string: { type: "string" }, new_string: { type: "string" }, replace_all: { type: "boolean" } },
      required: ["path", "old_string", "new_string"],
      additionalProperties: false
    }
  },
  glob: {
    name: "glob",
    description: 'List files matching a glob pattern (e.g. "src/**/*.ts"), newest first. Ignores .gitignored files.',
    input_schema: {
      type: "object",
      properties: { pattern: { type: "string" }, path: { type: "string", description: "Folder to search in (default: root)." } },
      required: ["pattern"],
      additionalProperties: false
    }
  },
  grep: {
    name: "grep",
    description: "Search file contents with a JavaScript regular expression. Returns path:line: text. Ignores .gitignored files.",
    input_schema: {
      type: "object",
      properties: {
        pattern: { type: "string" },
        path: { type: "string", description: "File or folder to search (default: root)." },
        glob: { type: "string", description: 'Only files matching this glob, e.g. "*.ts".' }
      },
      required: ["pattern"],
      additionalProperties: false
    }
  },
  index: {
    name: "index",
    description: "Outline of a source file: imports, types, functions with signatures, classes, tests, each with its line range. Then read only the ranges you need.",
    input_schema: { type: "object", properties: { path }, required: ["path"], additionalProperties: false }
  },
  batch: {
    name: "batch",
    description: "Make several independent tool calls in one turn; results come back in order. Use it for reads and searches that do not depend on each other. Each call is checked on its own; batch and task cannot be inside.",
    input_schema: {
      type: "object",
      properties: {
        calls: {
          type: "array",
          minItems: 1,
          maxItems: 20,
          items: {
            type: "object",
            properties: { tool: { type: "string" }, input: { type: "object" } },
            required: ["tool", "input"],
            additionalProperties: false
          }
        }
      },
      required: ["calls"],
      additionalProperties: false
    }
  },
  task: {
    name: "task",
    description: "Hand a self-contained task to a subagent and get its answer. type research (read-only, default) or general; tier weak, medium or strong (default weak; never above yours). output_schema: a JSON Schema the answer must match.",
    input_schema: {
      type: "object",
      properties: {
        prompt: { type: "string" },
        type: { type: "string", enum: ["research", "general"] },
        tier: { type: "string", enum: ["weak", "medium", "strong"] },
        output_schema: { type: "object" }
      },
      required: ["prompt"],
      additionalProperties: false
    }
  },
  tool_search: {
    name: "tool_search",
    description: "Find more tools by name or purpose; the best matches become callable from your next turn.",
    input_schema: { type: "object", properties: { query: { type: "string" } }, required: ["query"], additionalProperties: false }
  }
};

// src/agent/conversation.ts
var API_PROMPT_OVERHEAD_TOKENS = 2048;
var COUNT_TOKENS_WHEN_SHARE = 0.05;
var WRAP_UP_SHARE = 0.8;
var TOP = { batchId: null, batchIndex: null };
function failure(content) {
  return { content, isError: true, partial: false, exitCode: null };
}
function failed(subtype, terminalReason, message, errors) {
  return { ok: false, subtype, terminalReason, message, errors };
}
var loopToolValidators;
function loopToolValidator(name) {
  if (!loopToolValidators) {
    const ajv = new import_ajv2.Ajv({ allErrors: true, strict: false, validateSchema: false });
    loopToolValidators = /* @__PURE__ */ new Map([
      ["batch", ajv.compile(TOOL_DEFINITIONS.batch.input_schema)],
      ["task", ajv.compile(TOOL_DEFINITIONS.task.input_schema)]
    ]);
  }
  return loopToolValidators.get(name);
}
var Conversation = class _Conversation {
  constructor(run, config) {
    this.run = run;
    this.config = config;
    this.sessionTurn = config.firstTurn;
  }
  run;
  config;
  turnsThisRun = 0;
  sessionTurn;
  lastStopReason = null;
  lastText = "";
  /** What this agent's own model calls cost (its subagents not included). */
  costUsd = 0;
  wrapUpSent = false;
  nudges = 0;
  structuredResult = null;
  previousInput = null;
  get main() {
    return this.config.parentToolUseId === null;
  }
  /** The tools offered on the next request: the host's (recomputed each time), then the loop's own. */
  definitions() {
    const tools = this.run.options.tools.definitions().filter((tool) => this.config.hostTool(tool.name) && !LOOP_TOOLS.has(tool.name));
    if (this.config.offerBatch) tools.push(TOOL_DEFINITIONS.batch);
    if (this.config.offerTask) tools.push(TOOL_DEFINITIONS.task);
    if (this.config.structured) tools.push(this.config.structured.definition);
    return tools;
  }
  /** A subagent's whole life: its prompt as the first user message, then the loop. */
  async runAsSubagent(prompt) {
    const content = [{ type: "text", text: this.run.options.redactor.redact(prompt) }];
    this.run.write({ type: "user", ...this.run.base(), message: { role: "user", content }, parent_tool_use_id: this.config.parentToolUseId });
    return this.loop([{ role: "user", content }]);
  }
  async loop(messages) {
    let continuations = 0;
    for (; ; ) {
      if (this.run.signal.aborted) return this.run.stoppedOutcome();
      const response = await this.turn(this.definitions(), messages);
      if ("outcome" in response) return response.outcome;
      const message = response.message;
      messages.push({ role: "assistant", content: this.run.options.redactor.redactValue(message.content) });
      const toolUses = message.content.filter((b) => b.type === "tool_use");
      switch (message.stop_reason) {
        case "tool_use":
        case "max_tokens":
        case "pause_turn":
          break;
        case "refusal":
          return failed("error_during_execution", "model_error", `The model refused to continue: ${this.lastText || "no reason given"}`, ["the model refused"]);
        default:
          if (toolUses.length === 0) {
            if (!this.config.structured) return { ok: true, text: this.lastText };
            if (this.nudges >= MAX_STRUCTURED_OUTPUT_NUDGES) {
              return failed(
                "error_max_structured_output_retries",
                "structured_output_missing",
                `The model finished without giving its result through ${STRUCTURED_OUTPUT_TOOL}, after ${MAX_STRUCTURED_OUTPUT_NUDGES} reminders.`,
                [`no ${STRUCTURED_OUTPUT_TOOL} call after ${MAX_STRUCTURED_OUTPUT_NUDGES} reminders`]
              );
            }
            this.nudge(messages, structuredOutputNudge(++this.nudges));
            if (this.limitReached()) return this.limitOutcome();
            continue;
          }
      }
      if (message.stop_reason === "pause_turn" && toolUses.length === 0) {
        if (this.limitReached()) return this.limitOutcome();
        continue;
      }
      if (message.stop_reason === "max_tokens" && toolUses.length === 0) {
        if (++continuations > 3) {
          return failed("error_during_execution", "model_error", "The model kept hitting the output limit without finishing.", ["output limit reached four times in a row"]);
        }
        this.nudge(messages, "Your reply was cut off at the output limit. Continue exactly where you stopped.");
        if (this.limitReached()) return this.limitOutcome();
        continue;
      }
      continuations = 0;
      const { blocks, metas } = await this.runTools(toolUses, message.stop_reason === "max_tokens");
      if (this.run.signal.aborted) {
        this.recordToolResults(messages, blocks, metas);
        return this.run.stoppedOutcome();
      }
      if (this.structuredResult) {
        this.recordToolResults(messages, blocks, metas);
        return { ok: true, text: this.lastText, structured: this.structuredResult.value };
      }
      const wrap = this.wrapUpNote();
      if (wrap) blocks.push({ type: "text", text: wrap });
      this.recordToolResults(messages, blocks, metas);
      if (this.limitReached()) return this.limitOutcome();
    }
  }
  nudge(messages, text) {
    const block = { type: "text", text };
    messages.push({ role: "user", content: [block] });
    this.run.write({ type: "user", ...this.run.base(), message: { role: "user", content: [block] }, parent_tool_use_id: this.config.parentToolUseId, synthetic: true });
  }
  recordToolResults(messages, blocks, metas) {
    messages.push({ role: "user", content: blocks });
    this.run.write({ type: "user", ...this.run.base(), message: { role: "user", content: blocks }, parent_tool_use_id: this.config.parentToolUseId, tool_results: metas });
    this.run.flush();
  }
  // ------------------------------------------------------------------ one model call
  async turn(tools, messages) {
    const request = this.buildRequest(tools, messages);
    const { model } = this.config;
    const { pricing } = this.run.options;
    const parent = this.config.parentToolUseId;
    const inputBound = await this.inputTokenBound(request, messages);
    let reservationId = null;
    let reservedUsd = 0;
    try {
      const result = await callModel({
        client: this.run.options.client,
        request,
        clock: this.run.options.clock,
        signal: this.run.signal,
        idleTimeoutMs: this.run.options.limits.idleTimeoutMs,
        retry: this.run.options.retry ?? DEFAULT_RETRY_POLICY,
        onRetry: (notice) => this.run.write({
          type: "system",
          subtype: "api_retry",
          ...this.run.base(),
          attempt: notice.attempt,
          max_retries: notice.maxRetries,
          retry_delay_ms: notice.delayMs,
          error_status: notice.status,
          error: notice.kind,
          error_message: notice.message,
          parent_tool_use_id: parent
        }),
        beforeAttempt: () => {
          const worst = pricing.worstCase(model, inputBound);
          const reservation = this.run.spend.reserve({ inputCostUsd: worst.inputUsd, outputUsdPerToken: worst.outputUsdPerToken, maxTokens: request.max_tokens });
          if (!reservation.ok) return { refused: reservation.reason };
          reservationId = reservation.id;
          reservedUsd = reservation.amountUsd;
          return { maxTokens: reservation.maxTokens };
        },
        afterFailedAttempt: ({ streamStarted }) => {
          if (reservationId === null) return;
          if (streamStarted) {
            this.run.spend.settle(reservationId, reservedUsd);
            this.run.addCost(reservedUsd);
            this.costUsd += reservedUsd;
          } else {
            this.run.spend.release(reservationId);
          }
          reservationId = null;
        }
      });
      const answeredBy = result.message.model || model;
      const cost = pricing.costOf(answeredBy, result.message.usage);
      if (reservationId !== null) this.run.spend.settle(reservationId, cost);
      reservationId = null;
      this.run.account(answeredBy, result.message, cost, result.apiMs, this.main);
      this.costUsd += cost;
      const usage = result.message.usage;
      this.previousInput = {
        total: (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
        messageCount: messages.length,
        tools: JSON.stringify(tools)
      };
      this.turnsThisRun++;
      this.sessionTurn++;
      this.lastStopReason = result.message.stop_reason;
      const text = result.message.content.filter((b) => b.type === "text").map((b) => b.text).join("\n").trim();
      if (text) this.lastText = text;
      const event = { type: "assistant", ...this.run.base(), message: result.message, parent_tool_use_id: parent, request_id: result.requestId, turn: this.sessionTurn, cost_usd: cost };
      this.run.write(event);
      return { message: result.message };
    } catch (error) {
      if (reservationId !== null) this.run.spend.release(reservationId);
      if (error instanceof ModelCallError) {
        if (error.kind === "aborted") return { outcome: this.run.stoppedOutcome() };
        if (error.kind === "budget") return { outcome: failed("error_max_budget_usd", "budget_exhausted", `Stopped before the next model call: ${error.message}.`, [error.message]) };
        return { outcome: failed("error_during_execution", "api_error", `The model call failed: ${error.message}.`, [error.message]) };
      }
      throw error;
    }
  }
  buildRequest(tools, messages) {
    const cachedTools = tools.map((tool, index) => index === tools.length - 1 ? { ...tool, cache_control: { type: "ephemeral" } } : tool);
    const cachedMessages = messages.map((message, index) => index === messages.length - 1 ? withCacheBreakpoint(message) : message);
    return {
      model: this.config.model,
      max_tokens: this.run.options.limits.maxOutputTokens,
      system: [{ type: "text", text: this.config.system, cache_control: { type: "ephemeral" } }],
      tools: cachedTools,
      messages: cachedMessages
    };
  }
  /**
   * An upper bound on the request's input tokens, for the reservation. A first call is bounded
   * by the request's UTF-8 size (a token is at least one byte) plus the prompt the API adds for
   * tools; only when that bound would weigh on the budget is the API's count_tokens endpoint
   * asked for the exact count (a round trip saved on almost every run). Later calls add the size
   * of what was appended since the last call to the input the API reported for it.
   */
  async inputTokenBound(request, messages) {
    const previous = this.previousInput;
    if (previous) {
      const added = messages.slice(previous.messageCount);
      let bound = previous.total + byteLength(JSON.stringify(added)) + added.length * 64;
      const tools = JSON.stringify(request.tools);
      if (tools !== previous.tools) bound += byteLength(tools);
      return bound;
    }
    const sizeBound = byteLength(JSON.stringify({ system: request.system, tools: request.tools, messages: request.messages })) + API_PROMPT_OVERHEAD_TOKENS;
    const remaining = this.run.spend.remainingUsd();
    const weight = this.run.options.pricing.worstCase(request.model, sizeBound).inputUsd;
    if (remaining === null || weight <= remaining * COUNT_TOKENS_WHEN_SHARE) return sizeBound;
    try {
      const counted = await this.run.options.client.messages.countTokens(
        { model: request.model, system: request.system, tools: request.tools, messages: request.messages },
        { signal: this.run.signal, maxRetries: 2 }
      );
      return counted.input_tokens;
    } catch {
      return sizeBound;
    }
  }
  // ------------------------------------------------------------------ tools
  /**
   * Runs a turn's calls in order. Consecutive task calls run at once (each subagent waits for a
   * slot of the subagent limit); every other call runs alone, after the ones before it.
   */
  async runTools(calls, cutOff) {
    const done = new Array(calls.length);
    let index = 0;
    while (index < calls.length) {
      let end = index + 1;
      if (calls[index].name === "task") while (end < calls.length && calls[end].name === "task") end++;
      const group = calls.slice(index, end);
      const start = index;
      await Promise.all(group.map(async (call, offset) => done[start + offset] = await this.runTopLevel(call, cutOff)));
      index = end;
    }
    return { blocks: done.map((d) => d.block), metas: done.map((d) => d.meta) };
  }
  async runTopLevel(block, cutOff) {
    const started = this.run.options.clock.now();
    const call = { id: block.id, name: block.name, input: block.input ?? {} };
    const executed = cutOff ? { decision: "allow", outcome: failure(`This ${call.name} call was cut off by the output limit before its input was complete, so it was not run. Make it again with less content.`) } : await this.executeCall(call, TOP);
    const { outcome } = executed;
    const content = this.run.options.redactor.redact(outcome.content);
    return {
      block: { type: "tool_result", tool_use_id: call.id, content, ...outcome.isError ? { is_error: true } : {} },
      meta: {
        tool_use_id: call.id,
        tool_name: call.name,
        decision: executed.decision,
        duration_ms: this.run.options.clock.now() - started,
        partial: outcome.partial,
        exit_code: outcome.exitCode,
        ...executed.extra
      }
    };
  }
  /** One call, wherever it sits: validated, gated, then run by the loop (batch, task, structured_output) or the tool host. */
  async executeCall(call, place) {
    if (this.run.signal.aborted) return { decision: "allow", outcome: failure(`The run stopped before this ${call.name} call could start.`) };
    const invalid = this.validateCall(call, place);
    if (invalid) return { decision: "allow", outcome: failure(invalid) };
    switch (call.name) {
      case "batch":
        return this.runBatch(call);
      case "task":
        return this.runTask(call);
      case STRUCTURED_OUTPUT_TOOL:
        return { decision: "allow", outcome: this.acceptStructuredOutput(call.input) };
    }
    const { policy, parser } = this.run.options;
    const decision = gateToolCall(call.name, call.input, { policy, parser });
    if (decision && decision.decision !== "allow") {
      this.run.refuse({
        name: call.name,
        toolUseId: place.batchId ?? call.id,
        input: call.input,
        decision,
        parentToolUseId: this.config.parentToolUseId,
        batchIndex: place.batchIndex,
        turn: this.config.parent?.sessionTurn ?? this.sessionTurn
      });
      return { decision: decision.decision, outcome: failure(refusalText(call.name, decision)) };
    }
    try {
      const outcome = await this.run.options.tools.run(call.name, call.input, { signal: this.run.signal, toolUseId: call.id, limits: this.run.options.toolLimits });
      return { decision: "allow", outcome };
    } catch (error) {
      return { decision: "allow", outcome: failure(`The ${call.name} tool failed: ${error instanceof Error ? error.message : String(error)}`) };
    }
  }
  /** An error text when the call cannot be made as it is (unknown tool, nested, input against its schema). */
  validateCall(call, place) {
    if (place.batchId !== null && LOOP_TOOLS.has(call.name)) return `A batch cannot contain ${call.name} calls; make it as a call of its own.`;
    const loopTool = LOOP_TOOLS.has(call.name);
    if (loopTool && !this.definitions().some((tool) => tool.name === call.name) || !loopTool && !this.config.hostTool(call.name)) {
      return `There is no tool named "${call.name}". Available tools: ${this.definitions().map((tool) => tool.name).join(", ")}.`;
    }
    if (call.name === "batch" || call.name === "task") {
      const validate = loopToolValidator(call.name);
      if (validate(call.input)) return null;
      return `Invalid input for ${call.name}: ${schemaProblems(validate.errors).join("; ")}. The call was not run.`;
    }
    if (call.name === STRUCTURED_OUTPUT_TOOL) return null;
    return this.run.options.tools.validate(call.name, call.input);
  }
  // ------------------------------------------------------------------ batch
  async runBatch(call) {
    const items = call.input.calls;
    const results = new Array(items.length);
    const metas = new Array(items.length);
    const clock = this.run.options.clock;
    for (const step of batchSteps(items, (tool) => READ_ONLY_TOOLS.has(tool) && this.config.hostTool(tool))) {
      const limit = pLimit(BATCH_READ_CONCURRENCY);
      await Promise.all(
        step.map(
          (index) => limit(async () => {
            const item = items[index];
            const started = clock.now();
            const inner = { id: `${call.id}:${index + 1}`, name: item.tool, input: item.input };
            const executed = await this.executeCall(inner, { batchId: call.id, batchIndex: index + 1 });
            results[index] = executed;
            const { outcome } = executed;
            metas[index] = { tool_name: item.tool, decision: executed.decision, is_error: outcome.isError, duration_ms: clock.now() - started, partial: outcome.partial, exit_code: outcome.exitCode };
          })
        )
      );
    }
    return {
      decision: "allow",
      outcome: {
        content: batchResultText(items, results),
        isError: results.every((r) => r.outcome.isError),
        partial: results.some((r) => r.outcome.partial),
        exitCode: null
      },
      extra: { batch: metas }
    };
  }
  // ------------------------------------------------------------------ task
  async runTask(call) {
    const input = call.input;
    const type = input.type ?? "research";
    const requested = input.tier ?? "weak";
    let structured = null;
    if (input.output_schema !== void 0) {
      try {
        structured = structuredOutputSpec(input.output_schema);
      } catch (error) {
        return { decision: "allow", outcome: failure(`No subagent was started: output_schema cannot be used, ${error.message}. Fix the schema and call task again.`) };
      }
    }
    const tier = clampTier(requested, this.config.tier);
    const model = this.run.tierModels[tier];
    try {
      this.run.options.pricing.check(model);
    } catch (error) {
      return { decision: "allow", outcome: failure(`No subagent was started: ${error.message}`) };
    }
    const maxTurns = this.run.subagentMaxTurns;
    const { timeoutMs } = this.run.options.limits;
    const remainingMs = timeoutMs === null ? null : Math.max(0, timeoutMs - (this.run.options.clock.now() - this.run.started));
    const subagent = new _Conversation(this.run, {
      model,
      tier,
      parentToolUseId: call.id,
      parent: this,
      maxTurns,
      hostTool: type === "research" ? (name) => RESEARCH_TOOLS.has(name) : () => true,
      offerBatch: this.config.offerBatch,
      offerTask: false,
      structured,
      system: systemPrompt({
        workspace: this.run.options.policy.workspace,
        limits: { maxTurns, maxBudgetUsd: null, timeoutMs: remainingMs },
        subagent: type,
        structuredOutput: structured !== null
      }),
      turnLimitText: (max) => `The subagent used all of its ${max} turns before finishing.`,
      firstTurn: 0
    });
    let outcome;
    try {
      outcome = await this.run.subagentLimit(() => this.run.signal.aborted ? this.run.stoppedOutcome() : subagent.runAsSubagent(String(input.prompt)));
    } catch (error) {
      outcome = failed("error_during_execution", "error", `the subagent failed: ${error instanceof Error ? error.message : String(error)}`, []);
    }
    const meta = {
      type,
      tier,
      requested_tier: requested,
      model,
      num_turns: subagent.turnsThisRun,
      cost_usd: roundUsd(subagent.costUsd),
      subtype: outcome.ok ? "success" : outcome.subtype
    };
    if (outcome.ok) {
      const content = structured ? JSON.stringify(outcome.structured) : outcome.text || "The subagent finished without a reply.";
      return { decision: "allow", outcome: { content, isError: false, partial: false, exitCode: null }, extra: { subagent: meta } };
    }
    const last = subagent.lastText ? `
Its last message: ${subagent.lastText}` : "";
    return { decision: "allow", outcome: failure(`The subagent stopped before finishing (${outcome.subtype}): ${outcome.message}${last}`), extra: { subagent: meta } };
  }
  // ------------------------------------------------------------------ structured output
  acceptStructuredOutput(input) {
    const spec = this.config.structured;
    const problem = structuredOutputProblem(spec, input);
    if (problem) return failure(problem);
    this.structuredResult = { value: input };
    return { content: "Result accepted.", isError: false, partial: false, exitCode: null };
  }
  // ------------------------------------------------------------------ limits
  limitReached() {
    const max = this.config.maxTurns;
    return max !== null && this.turnsThisRun >= max;
  }
  limitOutcome() {
    const max = this.config.maxTurns;
    return failed("error_max_turns", "max_turns", this.config.turnLimitText(max), [`reached the limit of ${max} turns`]);
  }
  /** One request to wrap up, the first time turns, time or budget pass 80% of their limit. */
  wrapUpNote() {
    if (this.wrapUpSent) return null;
    const maxTurns = this.config.maxTurns;
    const { timeoutMs, maxBudgetUsd } = this.run.options.limits;
    const elapsed = this.run.options.clock.now() - this.run.started;
    const spent = this.run.spend.settledUsd();
    const near = [];
    if (maxTurns !== null && this.turnsThisRun >= Math.ceil(maxTurns * WRAP_UP_SHARE)) near.push(`${this.turnsThisRun} of ${maxTurns} turns used`);
    if (timeoutMs !== null && elapsed >= timeoutMs * WRAP_UP_SHARE) near.push(`${Math.round(elapsed / 1e3)} s of ${Math.round(timeoutMs / 1e3)} s used`);
    if (maxBudgetUsd !== null && spent >= maxBudgetUsd * WRAP_UP_SHARE) near.push(`$${spent.toFixed(4)} of $${maxBudgetUsd} spent`);
    if (near.length === 0) return null;
    this.wrapUpSent = true;
    return `You are close to this run's limits (${near.join("; ")}). Finish now: make only the calls you cannot do without, then write your summary of what you did and what is left.`;
  }
};
function withCacheBreakpoint(message) {
  const content = typeof message.content === "string" ? [{ type: "text", text: message.content }] : [...message.content];
  const last = content[content.length - 1];
  if (!last || last.type === "thinking" || last.type === "redacted_thinking") return message;
  content[content.length - 1] = { ...last, cache_control: { type: "ephemeral" } };
  return { ...message, content };
}
function byteLength(text) {
  return Buffer.byteLength(text, "utf8");
}
function roundUsd(value) {
  return Math.ceil(value * 1e6 - 1e-6) / 1e6;
}

// src/agent/events.ts
import { randomUUID } from "node:crypto";
function eventBase(sessionId, now) {
  return { uuid: randomUUID(), session_id: sessionId, timestamp: new Date(now).toISOString() };
}
function denialScopes(scopes) {
  return scopes.map((s) => ({
    kind: s.kind,
    text: s.text,
    ...s.path !== void 0 ? { path: s.path } : {},
    decision: s.decision,
    rule: s.rule ? { pattern: s.rule.pattern, effect: s.rule.effect, layer: s.rule.layer, source: s.rule.source } : null,
    ...s.floors?.length ? { floors: s.floors } : {}
  }));
}
function emptyUsage() {
  return { input_tokens: 0, output_tokens: 0, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}

// src/agent/resume.ts
var ResumeError = class extends Error {
  name = "ResumeError";
};
function rebuildConversation(events) {
  const init = events.find((e) => e.type === "system" && e.subtype === "init");
  if (!init) throw new ResumeError("the session file has no system/init event: it is not a Leash session");
  const messages = [];
  let lastTurn = 0;
  let sessionCostUsd = 0;
  let nextApprovalId = 1;
  let pendingApprovals2 = [];
  for (const event of events) {
    if (event.type === "assistant") {
      const assistant = event;
      sessionCostUsd += Number(assistant.cost_usd) || 0;
      if (assistant.parent_tool_use_id) continue;
      lastTurn = Math.max(lastTurn, Number(assistant.turn) || 0);
      push(messages, "assistant", assistant.message.content);
    } else if (event.type === "user") {
      const user = event;
      if (user.parent_tool_use_id) continue;
      push(messages, "user", user.message.content);
    } else if (event.type === "result") {
      const result = event;
      pendingApprovals2 = result.pending_approvals ?? [];
      for (const approval of pendingApprovals2) nextApprovalId = Math.max(nextApprovalId, Number(approval.id) + 1);
    }
  }
  if (messages.length === 0) throw new ResumeError("the session has no messages to continue");
  const last = messages[messages.length - 1];
  const interruptedCalls = last.role === "assistant" && Array.isArray(last.content) ? last.content.filter((b) => b.type === "tool_use").map((b) => ({ id: b.id, name: b.name })) : [];
  return { sessionId: init.session_id, messages, interruptedCalls, lastTurn, sessionCostUsd, nextApprovalId, pendingApprovals: pendingApprovals2 };
}
function push(messages, role, content) {
  const previous = messages[messages.length - 1];
  if (previous && previous.role === role) {
    previous.content = [...previous.content, ...content];
    return;
  }
  messages.push({ role, content: [...content] });
}

// src/agent/spend.ts
var MIN_USEFUL_OUTPUT_TOKENS = 1024;
var SpendGuard = class {
  /** `capUsd` null means no cap: reservations always fit. */
  constructor(capUsd) {
    this.capUsd = capUsd;
  }
  capUsd;
  settled = 0;
  open = /* @__PURE__ */ new Map();
  nextId = 1;
  /** Settled spend plus open reservations. */
  committedUsd() {
    let total = this.settled;
    for (const amount of this.open.values()) total += amount;
    return total;
  }
  settledUsd() {
    return this.settled;
  }
  remainingUsd() {
    return this.capUsd === null ? null : Math.max(0, this.capUsd - this.committedUsd());
  }
  /** Reserves the call's worst case, lowering max_tokens to what fits when that still leaves a useful amount. */
  reserve(request) {
    const worst = request.inputCostUsd + request.maxTokens * request.outputUsdPerToken;
    const remaining = this.remainingUsd();
    let maxTokens = request.maxTokens;
    let amount = worst;
    if (remaining !== null && worst > remaining) {
      const affordable = request.outputUsdPerToken > 0 ? Math.floor((remaining - request.inputCostUsd) / request.outputUsdPerToken) : maxTokens;
      if (affordable < Math.min(MIN_USEFUL_OUTPUT_TOKENS, request.maxTokens)) {
        return {
          ok: false,
          reason: `the next model call could cost up to $${worst.toFixed(4)} (input up to $${request.inputCostUsd.toFixed(4)}), and only $${remaining.toFixed(4)} of the $${this.capUsd} cap is left`,
          remainingUsd: remaining,
          neededUsd: request.inputCostUsd + Math.min(MIN_USEFUL_OUTPUT_TOKENS, request.maxTokens) * request.outputUsdPerToken
        };
      }
      maxTokens = Math.min(maxTokens, affordable);
      amount = request.inputCostUsd + maxTokens * request.outputUsdPerToken;
    }
    const id = this.nextId++;
    this.open.set(id, amount);
    return { ok: true, id, amountUsd: amount, maxTokens };
  }
  /** Replaces a reservation with what the call really cost. */
  settle(id, actualUsd) {
    if (!this.open.delete(id)) throw new Error(`reservation ${id} is not open`);
    this.settled += actualUsd;
  }
  /** Drops a reservation for a call that cost nothing (it failed before the model ran). */
  release(id) {
    this.open.delete(id);
  }
};

// src/agent/loop.ts
var DEFAULT_LIMITS = { maxTurns: null, maxBudgetUsd: null, timeoutMs: null, idleTimeoutMs: 12e4, maxOutputTokens: 16e3 };
async function runAgent(options) {
  const run = new AgentRun(options);
  try {
    return await run.execute();
  } finally {
    run.close();
  }
}
var AgentRun = class {
  constructor(options) {
    this.options = options;
    this.structured = options.jsonSchema ? structuredOutputSpec(options.jsonSchema) : null;
    const subagents = options.subagents === false ? null : options.subagents ?? {};
    this.tierModels = tierModels(subagents?.tierModels);
    this.subagentLimit = subagents?.limit ?? processSubagentLimit();
    this.subagentMaxTurns = subagents?.maxTurns ?? DEFAULT_SUBAGENT_MAX_TURNS;
    this.resumeState = options.resume ? rebuildConversation(options.resume.events) : null;
    this.sessionId = this.resumeState?.sessionId ?? crypto.randomUUID();
    this.writer = new SessionFileWriter(options.resume?.path ?? `${options.sessionDir}/${this.sessionId}.jsonl`);
    options.onSessionFile?.(this.writer.path);
    this.started = options.clock.now();
    this.spend = options.spend ?? new SpendGuard(options.limits.maxBudgetUsd);
    this.main = new Conversation(this, {
      model: options.model,
      tier: tierOfModel(options.model, this.tierModels),
      parentToolUseId: null,
      parent: null,
      maxTurns: options.limits.maxTurns,
      hostTool: () => true,
      offerBatch: options.batch !== false,
      offerTask: subagents !== null,
      structured: this.structured,
      system: systemPrompt({ workspace: options.policy.workspace, limits: options.limits, append: options.appendSystemPrompt, structuredOutput: this.structured !== null }),
      turnLimitText: (max) => `Stopped after ${max} turn${max === 1 ? "" : "s"} (--max-turns ${max}) before the task was finished.`,
      firstTurn: this.resumeState?.lastTurn ?? 0
    });
    options.signal?.addEventListener("abort", () => this.halt("signal"), { once: true });
    if (options.limits.timeoutMs !== null) {
      this.timeoutTimer = setTimeout(() => this.halt("timeout"), options.limits.timeoutMs);
      this.timeoutTimer.unref?.();
    }
  }
  options;
  sessionId;
  writer;
  started;
  spend;
  tierModels;
  subagentLimit;
  subagentMaxTurns;
  stop = new AbortController();
  totals = { usage: emptyUsage(), modelUsage: {}, apiMs: 0, costUsd: 0 };
  denials = [];
  pending = [];
  resumeState;
  structured;
  main;
  timeoutTimer;
  stopReason = null;
  get signal() {
    return this.stop.signal;
  }
  get sessionFile() {
    return this.writer.path;
  }
  close() {
    if (this.timeoutTimer) clearTimeout(this.timeoutTimer);
    this.writer.close();
  }
  halt(reason) {
    if (this.stop.signal.aborted) return;
    this.stopReason = reason;
    this.stop.abort(new Error(reason === "timeout" ? "the run timed out" : "the run was stopped"));
  }
  write(event) {
    const line = JSON.stringify(this.options.redactor.redactValue(event));
    this.writer.append(line);
    this.options.emit?.(line);
  }
  flush() {
    this.writer.flush();
  }
  base() {
    return eventBase(this.sessionId, this.options.clock.now());
  }
  // ------------------------------------------------------------------ the run
  async execute() {
    if (this.options.resume) this.options.tools.restore?.(this.options.resume.events);
    this.write(this.initEvent(this.main.definitions()));
    const approval = this.options.approval;
    if (approval) {
      this.write({ type: "system", subtype: "approval", ...this.base(), approved: approval.approved, approved_by: approval.approvedBy, approved_at: approval.approvedAt });
    }
    const messages = this.resumeState ? [...this.resumeState.messages] : [];
    const opening = this.openingMessage(messages);
    if (opening === "nothing-to-do") {
      return this.finish("error_during_execution", "completed", "The session has already finished; give a new prompt to continue it.", ["nothing to resume"]);
    }
    if (opening) {
      const last = messages[messages.length - 1];
      if (last && last.role === "user") last.content = [...last.content, ...opening.content];
      else messages.push({ role: "user", content: opening.content });
      this.write(opening.event);
    }
    this.writer.flush();
    return this.finishWith(await this.main.loop(messages));
  }
  /** The user message that starts this invocation, if one is needed. */
  openingMessage(messages) {
    const blocks = [];
    const state = this.resumeState;
    if (state?.interruptedCalls.length) {
      for (const call of state.interruptedCalls) {
        blocks.push({ type: "tool_result", tool_use_id: call.id, is_error: true, content: `The run stopped while this ${call.name} call was running; it may or may not have taken effect. Check before repeating it.` });
      }
    }
    if (this.options.approval) blocks.push({ type: "text", text: approvalNote(this.options.approval.approved, this.options.approval.approvedBy) });
    if (this.options.resumeNote) blocks.push({ type: "text", text: this.options.resumeNote });
    if (this.options.prompt !== null) blocks.push({ type: "text", text: this.options.prompt });
    if (blocks.length === 0) {
      if (!state) return "nothing-to-do";
      const last = messages[messages.length - 1];
      return last && last.role === "user" ? null : "nothing-to-do";
    }
    const synthetic = this.options.prompt === null;
    return {
      content: blocks,
      event: { type: "user", ...this.base(), message: { role: "user", content: blocks }, parent_tool_use_id: null, ...synthetic ? { synthetic: true } : {} }
    };
  }
  // ------------------------------------------------------------------ what every agent reports
  account(model, message, cost, apiMs, main) {
    const usage = message.usage;
    if (main) {
      this.totals.usage.input_tokens += usage.input_tokens ?? 0;
      this.totals.usage.output_tokens += usage.output_tokens ?? 0;
      this.totals.usage.cache_creation_input_tokens += usage.cache_creation_input_tokens ?? 0;
      this.totals.usage.cache_read_input_tokens += usage.cache_read_input_tokens ?? 0;
    }
    this.totals.apiMs += apiMs;
    this.addModelUsage(model, usage, cost);
    this.addCost(cost);
  }
  addCost(cost) {
    this.totals.costUsd += cost;
  }
  addModelUsage(model, usage, cost) {
    const entry = this.totals.modelUsage[model] ??= {
      inputTokens: 0,
      outputTokens: 0,
      cacheReadInputTokens: 0,
      cacheCreationInputTokens: 0,
      webSearchRequests: 0,
      costUSD: 0,
      contextWindow: this.options.pricing.contextWindow(model),
      maxOutputTokens: this.options.limits.maxOutputTokens
    };
    entry.inputTokens += usage.input_tokens ?? 0;
    entry.outputTokens += usage.output_tokens ?? 0;
    entry.cacheReadInputTokens += usage.cache_read_input_tokens ?? 0;
    entry.cacheCreationInputTokens += usage.cache_creation_input_tokens ?? 0;
    entry.webSearchRequests += usage.server_tool_use?.web_search_requests ?? 0;
    entry.costUSD += cost;
  }
  refuse(refusal) {
    const { decision } = refusal;
    const kind = refusalKind(decision);
    const scopes = denialScopes(decision.scopes);
    const where = {
      ...refusal.parentToolUseId !== null ? { parent_tool_use_id: refusal.parentToolUseId } : {},
      ...refusal.batchIndex !== null ? { batch_index: refusal.batchIndex } : {}
    };
    this.write({
      type: "system",
      subtype: "permission_denied",
      ...this.base(),
      tool_name: refusal.name,
      tool_use_id: refusal.toolUseId,
      parent_tool_use_id: refusal.parentToolUseId,
      message: refusalText(refusal.name, decision),
      decision: decision.decision,
      decision_reason_type: kind.type,
      decision_reason: kind.reason,
      tool_input: refusal.input,
      scopes,
      reasons: decision.reasons,
      ...refusal.batchIndex !== null ? { batch_index: refusal.batchIndex } : {}
    });
    this.denials.push({ tool_name: refusal.name, tool_use_id: refusal.toolUseId, tool_input: refusal.input, decision: decision.decision, scopes, reasons: decision.reasons, turn: refusal.turn, ...where });
    if (decision.decision === "prompt") {
      const held = scopes.filter((s) => s.decision === "prompt");
      const base = this.resumeState?.nextApprovalId ?? 1;
      this.pending.push({ id: String(base + this.pending.length), tool: refusal.name, tool_use_id: refusal.toolUseId, tool_input: refusal.input, scopes: held, reasons: decision.reasons, turn: refusal.turn, ...where });
    }
  }
  stoppedOutcome() {
    if (this.stopReason === "timeout") {
      const seconds = Math.round((this.options.limits.timeoutMs ?? 0) / 1e3);
      return { ok: false, subtype: "error_timeout", terminalReason: "timeout", message: `Stopped after ${seconds} s (--timeout) before the task was finished.`, errors: [`wall-clock limit of ${seconds} s reached`] };
    }
    return { ok: false, subtype: "error_during_execution", terminalReason: "aborted_tools", message: "The run was stopped before it finished.", errors: ["stopped by a signal"] };
  }
  // ------------------------------------------------------------------ events
  initEvent(tools) {
    const { limits } = this.options;
    return {
      type: "system",
      subtype: "init",
      ...this.base(),
      cwd: this.options.policy.workspace,
      tools: tools.map((t) => t.name),
      mcp_servers: this.options.tools.mcpServers(),
      model: this.options.model,
      permissionMode: "dontAsk",
      apiKeySource: this.options.apiKeySource,
      slash_commands: [],
      skills: [],
      plugins: [],
      output_style: "default",
      leash_version: this.options.leashVersion,
      policy: {
        path: this.options.policyPath,
        layers: this.options.policy.layers.map((layer) => ({ layer: layer.layer, source: layer.file ?? "built-in" }))
      },
      resumed: this.resumeState !== null,
      limits: { max_turns: limits.maxTurns, max_budget_usd: limits.maxBudgetUsd, timeout_ms: limits.timeoutMs }
    };
  }
  finishWith(outcome) {
    if (!outcome.ok) return this.finish(outcome.subtype, outcome.terminalReason, outcome.message, outcome.errors);
    return this.finish("success", "completed", outcome.text, [], this.structured ? { structured_output: outcome.structured } : {});
  }
  finish(subtype, terminalReason, result, errors = [], extra = {}) {
    const now = this.options.clock.now();
    const isError = subtype !== "success";
    const event = {
      type: "result",
      subtype,
      is_error: isError,
      result,
      ...isError ? { errors } : {},
      ...this.base(),
      duration_ms: now - this.started,
      duration_api_ms: this.totals.apiMs,
      num_turns: this.main.turnsThisRun,
      stop_reason: this.main.lastStopReason,
      total_cost_usd: roundUsd(this.totals.costUsd),
      session_cost_usd: roundUsd((this.resumeState?.sessionCostUsd ?? 0) + this.totals.costUsd),
      usage: this.totals.usage,
      modelUsage: Object.fromEntries(Object.entries(this.totals.modelUsage).map(([model, entry]) => [model, { ...entry, costUSD: roundUsd(entry.costUSD) }])),
      permission_denials: this.denials,
      pending_approvals: this.pending,
      terminal_reason: terminalReason,
      ...extra
    };
    this.write(event);
    this.writer.flush();
    return event;
  }
};

export {
  ApprovalError,
  pendingApprovals,
  selectApprovals,
  approvalLayer,
  describeInput,
  pLimit,
  TOOL_DEFINITIONS,
  schemaProblems,
  StructuredOutputSchemaError,
  readJsonSchemaFile,
  TierModelsError,
  parseTierModels,
  tierModels,
  gateToolCall,
  emptyUsage,
  sessionPath,
  readSessionFile,
  SpendGuard,
  DEFAULT_LIMITS,
  runAgent
};
