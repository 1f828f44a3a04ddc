import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-MYU7RW7P.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit2(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = visit_(i2, node.items[i2], visitor, path);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i2 = 0; i2 < node.items.length; ++i2) {
            const ci = await visitAsync_(i2, node.items[i2], visitor, path);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i2, 1);
              i2 -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit2;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts2 = line.trim().split(/[ \t]+/);
        const name2 = parts2.shift();
        switch (name2) {
          case "%TAG": {
            if (parts2.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts2.length < 2)
                return false;
            }
            const [handle2, prefix] = parts2;
            this.tags[handle2] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts2.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts2;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name2}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle2, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle2];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle2 === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle2, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle2 + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit2.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle2, prefix] of tagEntries) {
          if (handle2 === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle2} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit2 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit2.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i2 = 1; true; ++i2) {
        const name2 = `${prefix}${i2}`;
        if (!exclude.has(name2))
          return name2;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i2 = 0, len = val.length; i2 < len; ++i2) {
            const v0 = val[i2];
            const v1 = applyReviver(reviver, val, String(i2), v0);
            if (v1 === void 0)
              delete val[i2];
            else if (v1 !== v0)
              val[i2] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i2) => toJS(v, String(i2), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit2 = require_visit();
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node2.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit2.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node2 = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node2.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node2 = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i2 = path.length - 1; i2 >= 0; --i2) {
        const k = path[i2];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node2.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i2 = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i2 = consumeMoreIndentedLines(text, i2, indent.length);
        if (i2 !== -1)
          end = i2 + endStep;
      }
      for (let ch; ch = text[i2 += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i2;
          switch (text[i2 + 1]) {
            case "x":
              i2 += 3;
              break;
            case "u":
              i2 += 5;
              break;
            case "U":
              i2 += 9;
              break;
            default:
              i2 += 1;
          }
          escEnd = i2;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i2 = consumeMoreIndentedLines(text, i2, indent.length);
          end = i2 + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i2 + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i2;
          }
          if (i2 >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i2 += 1];
                overflow = true;
              }
              const j = i2 > escEnd + 1 ? i2 - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i3 = 0; i3 < folds.length; ++i3) {
        const fold = folds[i3];
        const end2 = folds[i3 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i2, indent) {
      let end = i2;
      let start2 = i2 + 1;
      let ch = text[start2];
      while (ch === " " || ch === "	") {
        if (i2 < start2 + indent) {
          ch = text[++i2];
        } else {
          do {
            ch = text[++i2];
          } while (ch && ch !== "\n");
          end = i2;
          start2 = i2 + 1;
          ch = text[start2];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i2 = 0, start2 = 0; i2 < strLen; ++i2) {
        if (str[i2] === "\n") {
          if (i2 - start2 > limit)
            return true;
          start2 = i2 + 1;
          if (strLen - start2 <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start2 = 0;
      for (let i2 = 0, ch = json[i2]; ch; ch = json[++i2]) {
        if (ch === " " && json[i2 + 1] === "\\" && json[i2 + 2] === "n") {
          str += json.slice(start2, i2) + "\\ ";
          i2 += 1;
          start2 = i2;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i2 + 1]) {
            case "u":
              {
                str += json.slice(start2, i2);
                const code2 = json.substr(i2 + 2, 4);
                switch (code2) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code2.substr(0, 2) === "00")
                      str += "\\x" + code2.substr(2);
                    else
                      str += json.substr(i2, 6);
                }
                i2 += 5;
                start2 = i2 + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i2 + 2] === '"' || json.length < minMultiLineLength) {
                i2 += 1;
              } else {
                str += json.slice(start2, i2) + "\n\n";
                while (json[i2 + 2] === "\\" && json[i2 + 3] === "n" && json[i2 + 4] !== '"') {
                  str += "\n";
                  i2 += 2;
                }
                str += indent;
                if (json[i2 + 2] === " ")
                  str += "\\";
                i2 += 1;
                start2 = i2 + 1;
              }
              break;
            default:
              i2 += 1;
          }
      }
      str = start2 ? str + json.slice(start2) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start2 = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start2) {
        value = value.substring(start2.length);
        start2 = start2.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body2 = foldFlowLines.foldFlowLines(`${start2}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body2}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start2}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name2 = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name2} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i2 = 1; i2 < lines.length; ++i2) {
          const line = lines[i2];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i2 = 0; i2 < items.length; ++i2) {
        const item = items[i2];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i2 < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start: start2, end } = flowChars;
      if (lines.length === 0) {
        return start2 + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start2;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start2}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair2(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair2(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i2 = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i2 === -1)
            this.items.push(_pair);
          else
            this.items.splice(i2, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair2(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair2(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair2(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair2;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i2 = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i2++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i2 = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i2++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i2 = n.indexOf(".");
        if (i2 < 0) {
          i2 = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i2 - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary2 = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i2 = 0; i2 < str.length; ++i2)
            buffer[i2] = str.charCodeAt(i2);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i2 = 0; i2 < buf.length; ++i2)
            s += String.fromCharCode(buf[i2]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i2 = 0, o = 0; i2 < n; ++i2, o += lineWidth) {
            lines[i2] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary2;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i2 = 0; i2 < seq.items.length; ++i2) {
          let item = seq.items[i2];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i2] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i2 = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i2++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts2 = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts2.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts2 = [value % _60];
      if (value < 60) {
        parts2.unshift(0);
      } else {
        value = (value - parts2[0]) / _60;
        parts2.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts2[0]) / _60;
          parts2.unshift(value);
        }
      }
      return sign + parts2.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary2 = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary2.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary2 = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary2.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary2.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body2 = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body2 += stringifyComment.lineComment(body2, "", commentString(contentComment));
        if ((body2[0] === "|" || body2[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body2}`;
        } else
          lines.push(body2);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name2) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name2 || prev.has(name2) ? anchors.findNewAnchor(name2 || "a", prev) : name2;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name2, pos, code2, message) {
        super();
        this.name = name2;
        this.code = code2;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLParseError", pos, code2, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code2, message) {
        super("YAMLWarning", pos, code2, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start2 = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start2 ?? (start2 = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start2 ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start: start2, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start2, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start2[start2.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start2, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start: start2, value } of bs.items) {
        const props = resolveProps.resolveProps(start2, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start2, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i2 = 0; i2 < fc.items.length; ++i2) {
        const collItem = fc.items[i2];
        const { start: start2, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start2, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i2 === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i2 < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i2 === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start2) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start2, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name2 = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name2} must end with a ${expectedEnd}` : `${name2} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start2 = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start2, start2, start2] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i2 = lines.length - 1; i2 >= 0; --i2) {
        const content = lines[i2][1];
        if (content === "" || content === "\r")
          chompStart = i2;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start2 + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start2, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i2 = 0; i2 < chompStart; ++i2) {
        const [indent, content] = lines[i2];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i2;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i2 = lines.length - 1; i2 >= chompStart; --i2) {
        if (lines[i2][0].length > trimIndent)
          chompStart = i2 + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i2 = 0; i2 < contentStart; ++i2)
        value += lines[i2][0].slice(trimIndent) + "\n";
      for (let i2 = contentStart; i2 < chompStart; ++i2) {
        let [indent, content] = lines[i2];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i2 = chompStart; i2 < lines.length; ++i2)
            value += "\n" + lines[i2][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start2 + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start2, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i2 = 1; i2 < source.length; ++i2) {
        const ch = source[i2];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i2;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i2 = 1; i2 < props.length; ++i2) {
        const token = props[i2];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i2 = 1; i2 < split.length; i2 += 2)
        lines.push([split[i2], split[i2 + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code2, msg) => onError(offset + rel, code2, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue2(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue2(source, onError) {
      let res = "";
      for (let i2 = 1; i2 < source.length - 1; ++i2) {
        const ch = source[i2];
        if (ch === "\r" && source[i2 + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i2);
          res += fold;
          i2 = offset;
        } else if (ch === "\\") {
          let next = source[++i2];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "\r" && source[i2 + 1] === "\n") {
            next = source[++i2 + 1];
            while (next === " " || next === "	")
              next = source[++i2 + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i2 + 1, length, onError);
            i2 += length;
          } else {
            const raw = source.substr(i2 - 1, 2);
            onError(i2 - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i2;
          let next = source[i2 + 1];
          while (next === " " || next === "	")
            next = source[++i2 + 1];
          if (next !== "\n" && !(next === "\r" && source[i2 + 2] === "\n"))
            res += i2 > wsStart ? source.slice(wsStart, i2 + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code2 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code2);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i2 = pos - 1; i2 >= 0; --i2) {
          let st = before[i2];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i2];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i2];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start: start2, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start2, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start2, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i2 = 0; i2 < prelude.length; ++i2) {
        const source = prelude[i2];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i2 + 1]?.[0] !== "#")
              i2 += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code2, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code2, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code2, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i2 = 0; i2 < this.errors.length; ++i2)
            doc.errors.push(this.errors[i2]);
          for (let i2 = 0; i2 < this.warnings.length; ++i2)
            doc.warnings.push(this.warnings[i2]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code2, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code2, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code2, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body2 = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body2 };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body2 = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body2;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body2 });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start: start2, key, sep, value }) {
      let res = "";
      for (const st of start2)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit2(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit2.BREAK = BREAK;
    visit2.SKIP = SKIP;
    visit2.REMOVE = REMOVE;
    visit2.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit2.parentCollection = (cst, path) => {
      const parent = visit2.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i2 = 0; i2 < token.items.length; ++i2) {
            const ci = _visit(Object.freeze(path.concat([[field, i2]])), token.items[i2], visitor);
            if (typeof ci === "number")
              i2 = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i2, 1);
              i2 -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit2;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i2];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i2 + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i2 = this.pos;
        while (true) {
          const ch = this.buffer[++i2];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i3 = this.pos; ch = this.buffer[i3]; ++i3) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i3;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i3 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i2 = nl + 1;
        ch = this.buffer[i2];
        while (ch === " ")
          ch = this.buffer[++i2];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i2];
          nl = i2 - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i3 = nl - 1;
            let ch2 = this.buffer[i3];
            if (ch2 === "\r")
              ch2 = this.buffer[--i3];
            const lastChar = i3;
            while (ch2 === " ")
              ch2 = this.buffer[--i3];
            if (ch2 === "\n" && i3 >= this.pos && i3 + 1 + indent > lastChar)
              nl = i3;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i2 = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i2]) {
          if (ch === ":") {
            const next = this.buffer[i2 + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i2;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i2 + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i2 += 1;
                ch = "\n";
                next = this.buffer[i2 + 1];
              } else
                end = i2;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i2 + 1);
              if (cs === -1)
                break;
              i2 = Math.max(i2, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i2;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i2, allowEmpty) {
        const s = this.buffer.slice(this.pos, i2);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i2 = this.pos + 2;
          let ch = this.buffer[i2];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i2];
          return yield* this.pushToIndex(ch === ">" ? i2 + 1 : i2, false);
        } else {
          let i2 = this.pos + 1;
          let ch = this.buffer[i2];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i2];
            else if (ch === "%" && hexDigits.has(this.buffer[i2 + 1]) && hexDigits.has(this.buffer[i2 + 2])) {
              ch = this.buffer[i2 += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i2, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i2 = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i2];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i2 - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i2;
        }
        return n;
      }
      *pushUntil(test) {
        let i2 = this.pos;
        let ch = this.buffer[i2];
        while (!test(ch))
          ch = this.buffer[++i2];
        return yield* this.pushToIndex(i2, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start2 = this.lineStarts[low - 1];
          return { line: low, col: offset - start2 + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i2 = 0; i2 < list.length; ++i2)
        if (list[i2].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i2 = 0; i2 < list.length; ++i2) {
        switch (list[i2].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i2;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i2 = prev.length;
      loop: while (--i2 >= 0) {
        switch (prev[i2].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i2]?.type === "space") {
      }
      return prev.splice(i2, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i2 = 0; i2 < source.length; ++i2)
          target.push(source[i2]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser2 = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start2 = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start: start2, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start2 = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i2 = 0; i2 < it.sep.length; ++i2) {
              const st = it.sep[i2];
              switch (st.type) {
                case "newline":
                  nl.push(i2);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start2 = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2 });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start2.push(this.sourceToken);
                map.items.push({ start: start2, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start3 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start3, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start3 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start3, key, sep }]
                  });
                } else if (start2.length > 0) {
                  it.sep = it.sep.concat(start2, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start: start2, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start: start2, key: fs2, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs2);
              } else {
                Object.assign(it, { key: fs2, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start: start2 });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs2 = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs2, sep: [] });
              else if (it.sep)
                this.stack.push(fs2);
              else
                Object.assign(it, { key: fs2, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start: start2, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            start2.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start2 = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: start2, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start2, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start2.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser2;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit2 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit2.visit;
    exports.visitAsync = visit2.visitAsync;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// src/bash/parser.ts
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((handles) => {
  marshalTreeCursor({ handles });
  C._ts_tree_cursor_delete_wasm(0);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  handles = [0, 0, 0, 0];
  // Internal handles for Wasm, shared with the finalizer.
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.handles, this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    return new _TreeCursor(INTERNAL, this.tree);
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this.handles.fill(0);
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given position.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(node.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = node.tree;
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
    this.tree = cursor.tree;
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    if (types.includes("ERROR")) {
      symbols.push(65535);
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    const { point, index } = edit.editPoint(this.startPosition, this.startIndex);
    this.startPosition = point;
    this.startIndex = index;
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor({ handles }, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, handles[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, handles[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, handles[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, handles[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor({ handles }) {
  handles[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  handles[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  handles[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  handles[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire } = await import("module");
    var require = createRequire(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path, scriptDirectory);
    }
    return scriptDirectory + path;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code2 = wasmTypeCodes[type];
    return code2;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code2) => {
    EXITSTATUS = code2;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code2);
      ABORT = true;
    }
    quit_(code2, new ExitStatus(code2));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _strlen, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve, reject) => {
      readyPromiseResolve = resolve;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
function indexForByteOffset(source, byteOffset) {
  return new TextEncoder().encodeInto(source, new Uint8Array(byteOffset)).read;
}
__name(indexForByteOffset, "indexForByteOffset");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** @internal */
  source;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.source = source;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the index where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_start_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the index where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    const byteOffset = C._ts_query_end_byte_for_pattern(this[0], patternIndex);
    return indexForByteOffset(this.source, byteOffset);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if the step at the given index in the query's source is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(index) {
    const byteOffset = C.lengthBytesUTF8(this.source.slice(0, index));
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteOffset) === 1;
  }
};

// src/bash/tree-memory.ts
var ERROR_SYMBOL = 65535;
var LANGUAGE_SYMBOL_COUNT = 4;
var LANGUAGE_ALIAS_COUNT = 8;
var LANGUAGE_FIELD_COUNT = 32;
var LANGUAGE_MAX_ALIAS_SEQUENCE_LENGTH = 36;
var LANGUAGE_SYMBOL_NAMES = 56;
var LANGUAGE_FIELD_NAMES = 60;
var LANGUAGE_FIELD_MAP_SLICES = 64;
var LANGUAGE_FIELD_MAP_ENTRIES = 68;
var LANGUAGE_PUBLIC_SYMBOL_MAP = 76;
var LANGUAGE_ALIAS_SEQUENCES = 84;
var HEAP_PADDING_BYTES = 4;
var HEAP_ERROR_COST = 32;
var HEAP_SIZE_BYTES = 16;
var HEAP_CHILD_COUNT = 36;
var HEAP_SYMBOL = 40;
var HEAP_FLAGS = 44;
var HEAP_VISIBLE_CHILD_COUNT = 48;
var HEAP_PRODUCTION_ID = 66;
var SUBTREE_SIZE = 8;
var INLINE_BIT = 1;
var INLINE_VISIBLE = 2;
var INLINE_EXTRA = 8;
var INLINE_MISSING = 32;
var HEAP_VISIBLE = 1;
var HEAP_EXTRA = 4;
var HEAP_MISSING = 512;
var TREE_LANGUAGE = 8;
function sameCString(memory, address, name2) {
  if (address === 0 || name2 === null) return address === 0 && name2 === null;
  const bytes = memory.HEAPU8;
  const encoded = ASCII.test(name2) ? null : new TextEncoder().encode(name2);
  const length = encoded ? encoded.length : name2.length;
  if (address + length >= bytes.length) return false;
  for (let i2 = 0; i2 < length; i2++) {
    if (bytes[address + i2] !== (encoded ? encoded[i2] : name2.charCodeAt(i2))) return false;
  }
  return bytes[address + length] === 0;
}
var ASCII = /^[\x00-\x7f]*$/;
function treeLanguageAddress(memory, tree) {
  return memory.HEAPU32[tree + TREE_LANGUAGE >> 2];
}
function languageLayout(memory, address, expected) {
  const u32 = memory.HEAPU32;
  if (address === 0 || address % 4 !== 0 || address + LANGUAGE_ALIAS_SEQUENCES + 4 > memory.HEAPU8.length) return null;
  const symbolCount = u32[address + LANGUAGE_SYMBOL_COUNT >> 2];
  const aliasCount = u32[address + LANGUAGE_ALIAS_COUNT >> 2];
  const fieldCount = u32[address + LANGUAGE_FIELD_COUNT >> 2];
  if (symbolCount + aliasCount !== expected.types.length || fieldCount + 1 !== expected.fields.length) return null;
  const symbolNames = u32[address + LANGUAGE_SYMBOL_NAMES >> 2];
  for (let id = 0; id < expected.types.length; id++) {
    const name2 = expected.types[id];
    if (name2 !== void 0 && !sameCString(memory, u32[symbolNames + 4 * id >> 2], name2)) return null;
  }
  const fieldNames = u32[address + LANGUAGE_FIELD_NAMES >> 2];
  for (let id = 1; id <= fieldCount; id++) {
    if (!sameCString(memory, u32[fieldNames + 4 * id >> 2], expected.fields[id] ?? null)) return null;
  }
  const layout = {
    address,
    fieldCount,
    maxAliasSequenceLength: memory.HEAPU16[address + LANGUAGE_MAX_ALIAS_SEQUENCE_LENGTH >> 1],
    fieldMapSlices: u32[address + LANGUAGE_FIELD_MAP_SLICES >> 2],
    fieldMapEntries: u32[address + LANGUAGE_FIELD_MAP_ENTRIES >> 2],
    publicSymbolMap: u32[address + LANGUAGE_PUBLIC_SYMBOL_MAP >> 2],
    aliasSequences: u32[address + LANGUAGE_ALIAS_SEQUENCES >> 2]
  };
  for (let id = 0; id < symbolCount; id++) {
    if (memory.HEAPU16[layout.publicSymbolMap + 2 * id >> 1] >= expected.types.length) return null;
  }
  return layout;
}
function treeHasError(memory, tree) {
  const flags2 = memory.HEAPU8[tree];
  if (flags2 & INLINE_BIT) return (flags2 & INLINE_MISSING) !== 0;
  const p = memory.HEAPU32[tree >> 2];
  return (memory.HEAPU16[p + HEAP_FLAGS >> 1] & HEAP_MISSING) !== 0 || memory.HEAPU32[p + HEAP_ERROR_COST >> 2] > 0;
}
function readTree(memory, tree, layout, builder) {
  const frames = spareFrames ?? new Frames();
  spareFrames = null;
  try {
    return new MemoryWalk(memory, layout, builder, frames).read(tree);
  } finally {
    frames.targets.length = 0;
    spareFrames = frames;
  }
}
var Frames = class {
  addresses = [];
  childIndexes = [];
  structuralIndexes = [];
  /** Where the next child starts, in bytes of UTF-16 text. */
  positions = [];
  productions = [];
  targets = [];
  /** Whether the frame's visible node (its own, or the one it is looked through for) wants fields. */
  targetsWantFields = [];
  entryStructuralIndexes = [];
  entryVisible = [];
  entryExtra = [];
};
var spareFrames = null;
var MemoryWalk = class {
  constructor(memory, layout, builder, frames) {
    this.layout = layout;
    this.builder = builder;
    this.u8 = memory.HEAPU8;
    this.u16 = memory.HEAPU16;
    this.u32 = memory.HEAPU32;
    this.addresses = frames.addresses;
    this.childIndexes = frames.childIndexes;
    this.structuralIndexes = frames.structuralIndexes;
    this.positions = frames.positions;
    this.productions = frames.productions;
    this.targets = frames.targets;
    this.targetsWantFields = frames.targetsWantFields;
    this.entryStructuralIndexes = frames.entryStructuralIndexes;
    this.entryVisible = frames.entryVisible;
    this.entryExtra = frames.entryExtra;
  }
  layout;
  builder;
  u8;
  u16;
  u32;
  addresses;
  childIndexes;
  structuralIndexes;
  positions;
  productions;
  targets;
  targetsWantFields;
  entryStructuralIndexes;
  entryVisible;
  entryExtra;
  top = -1;
  read(tree) {
    const { u8, u16, u32 } = this;
    let rootStart;
    let rootEnd;
    let rootSymbol;
    let rootChildren = 0;
    if (u8[tree] & INLINE_BIT) {
      rootSymbol = u8[tree + 1];
      rootStart = u8[tree + 6];
      rootEnd = rootStart + u8[tree + 7];
    } else {
      const p = u32[tree >> 2];
      rootSymbol = u16[p + HEAP_SYMBOL >> 1];
      rootStart = u32[p + HEAP_PADDING_BYTES >> 2];
      rootEnd = rootStart + u32[p + HEAP_SIZE_BYTES >> 2];
      rootChildren = u32[p + HEAP_CHILD_COUNT >> 2];
    }
    const root = this.builder.node(null, this.publicSymbol(rootSymbol), rootStart >> 1, rootEnd >> 1, 0);
    if (rootChildren === 0) return root;
    this.push(u32[tree >> 2], rootStart, root, 0, true, false);
    while (this.top >= 0) {
      const top = this.top;
      const parent = this.addresses[top];
      const count = u32[parent + HEAP_CHILD_COUNT >> 2];
      const index = this.childIndexes[top];
      if (index >= count) {
        this.top--;
        continue;
      }
      const child = parent - SUBTREE_SIZE * (count - index);
      const inline = (u8[child] & INLINE_BIT) !== 0;
      const heap = inline ? 0 : u32[child >> 2];
      let visible;
      let extra;
      let size;
      if (inline) {
        const flags2 = u8[child];
        visible = (flags2 & INLINE_VISIBLE) !== 0;
        extra = (flags2 & INLINE_EXTRA) !== 0;
        size = u8[child + 7];
      } else {
        const flags2 = u16[heap + HEAP_FLAGS >> 1];
        visible = (flags2 & HEAP_VISIBLE) !== 0;
        extra = (flags2 & HEAP_EXTRA) !== 0;
        size = u32[heap + HEAP_SIZE_BYTES >> 2];
      }
      const start2 = this.positions[top];
      const structural = this.structuralIndexes[top];
      let alias = 0;
      if (!extra) {
        const production = this.productions[top];
        if (production !== 0) {
          alias = u16[this.layout.aliasSequences + 2 * (production * this.layout.maxAliasSequenceLength + structural) >> 1];
        }
        if (alias !== 0) visible = true;
        this.structuralIndexes[top] = structural + 1;
      }
      let next = start2 + size;
      if (index + 1 < count) {
        const sibling = parent - SUBTREE_SIZE * (count - index - 1);
        next += u8[sibling] & INLINE_BIT ? u8[sibling + 6] : u32[u32[sibling >> 2] + HEAP_PADDING_BYTES >> 2];
      }
      this.positions[top] = next;
      this.childIndexes[top] = index + 1;
      const grandchildren = inline ? 0 : u32[heap + HEAP_CHILD_COUNT >> 2];
      if (visible) {
        const target = this.targets[top];
        const symbol = alias !== 0 ? alias : inline ? u8[child + 1] : u16[heap + HEAP_SYMBOL >> 1];
        const field = this.targetsWantFields[top] ? this.fieldOf(top, structural, extra) : 0;
        const node = this.builder.node(target, this.publicSymbol(symbol), start2 >> 1, start2 + size >> 1, field);
        if (grandchildren > 0) this.push(heap, start2, node, structural, true, extra);
      } else if (grandchildren > 0 && u32[heap + HEAP_VISIBLE_CHILD_COUNT >> 2] > 0) {
        this.push(heap, start2, this.targets[top], structural, false, extra);
      }
    }
    return root;
  }
  publicSymbol(symbol) {
    return symbol === ERROR_SYMBOL ? ERROR_SYMBOL : this.u16[this.layout.publicSymbolMap + 2 * symbol >> 1];
  }
  push(address, position, target, structural, visible, extra) {
    const top = ++this.top;
    this.addresses[top] = address;
    this.childIndexes[top] = 0;
    this.structuralIndexes[top] = 0;
    this.positions[top] = position;
    this.productions[top] = this.u16[address + HEAP_PRODUCTION_ID >> 1];
    this.targets[top] = target;
    this.targetsWantFields[top] = visible ? this.builder.wantsFields(target) : this.targetsWantFields[top - 1];
    this.entryStructuralIndexes[top] = structural;
    this.entryVisible[top] = visible;
    this.entryExtra[top] = extra;
  }
  /** The field of the child at `structural` of frame `frame`, looking up through hidden frames as the cursor does. */
  fieldOf(frame, structural, extra) {
    const { u8, u16, layout } = this;
    if (layout.fieldCount === 0) return 0;
    for (let k = frame; k >= 0; k--) {
      if (extra) return 0;
      const slice = layout.fieldMapSlices + 4 * this.productions[k];
      const start2 = u16[slice >> 1];
      const length = u16[slice + 2 >> 1];
      for (let j = 0; j < length; j++) {
        const entry = layout.fieldMapEntries + 4 * (start2 + j);
        if (u8[entry + 3] === 0 && u8[entry + 2] === structural) return u16[entry >> 1];
      }
      if (this.entryVisible[k]) return 0;
      structural = this.entryStructuralIndexes[k];
      extra = this.entryExtra[k];
    }
    return 0;
  }
};

// src/bash/syntax.ts
var FIELD_PARENTS = /* @__PURE__ */ new Set([
  "command",
  "redirected_statement",
  "file_redirect",
  "variable_assignment",
  "for_statement",
  "c_style_for_statement",
  "case_statement",
  "function_definition",
  // A statement that does not parse can leave one where an assignment was expected.
  "ERROR"
]);
var NO_SINGLE_FIELD = /* @__PURE__ */ new Set(["ERROR"]);
var SourceText = class {
  constructor(text) {
    this.text = text;
  }
  text;
  lineStarts;
  /** Tree-sitter's position of a UTF-16 index: rows end at `\n`, columns count code units. */
  position(index) {
    const starts = this.lineStarts ??= lineStartsOf(this.text);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = low + high + 1 >> 1;
      if (starts[mid] <= index) low = mid;
      else high = mid - 1;
    }
    return { row: low, column: index - starts[low] };
  }
};
function lineStartsOf(text) {
  const starts = [0];
  for (let i2 = text.indexOf("\n"); i2 >= 0; i2 = text.indexOf("\n", i2 + 1)) starts.push(i2 + 1);
  return starts;
}
var NO_NODES = Object.freeze([]);
var SyntaxNode = class {
  constructor(source, type, isNamed, startIndex, endIndex, fieldName) {
    this.source = source;
    this.type = type;
    this.isNamed = isNamed;
    this.startIndex = startIndex;
    this.endIndex = endIndex;
    this.fieldName = fieldName;
  }
  source;
  type;
  isNamed;
  startIndex;
  endIndex;
  fieldName;
  /** Every child, anonymous ones too; most nodes are leaves, which share one empty list. */
  children = NO_NODES;
  parent = null;
  /** Position among the parent's children. */
  index = 0;
  /** The named children, filled as the copy is made. */
  named;
  cachedText;
  get text() {
    return this.cachedText ??= this.source.text.slice(this.startIndex, this.endIndex);
  }
  get startPosition() {
    return this.source.position(this.startIndex);
  }
  get endPosition() {
    return this.source.position(this.endIndex);
  }
  get namedChildren() {
    return this.named ?? NO_NODES;
  }
  get namedChildCount() {
    return this.namedChildren.length;
  }
  get previousSibling() {
    return this.parent && this.index > 0 ? this.parent.children[this.index - 1] : null;
  }
  childForFieldName(field) {
    if (!this.hasFields() || NO_SINGLE_FIELD.has(this.type)) return null;
    for (const child of this.children) if (child.fieldName === field) return child;
    return null;
  }
  childrenForFieldName(field) {
    if (!this.hasFields()) return [];
    return this.children.filter((child) => child.fieldName === field);
  }
  /** False for a leaf, which has no fields to miss; throws when the copy did not read this type's fields. */
  hasFields() {
    if (this.children.length === 0) return false;
    if (!FIELD_PARENTS.has(this.type)) {
      throw new Error(`the fields of a ${this.type} node are not read into the syntax copy; add it to FIELD_PARENTS`);
    }
    return true;
  }
};
var EXPORT_NAMES = [
  "_ts_tree_root_node_wasm",
  "_ts_tree_cursor_new_wasm",
  "_ts_tree_cursor_delete_wasm",
  "_ts_tree_cursor_goto_first_child_wasm",
  "_ts_tree_cursor_goto_next_sibling_wasm",
  "_ts_tree_cursor_goto_parent_wasm",
  "_ts_tree_cursor_current_node_type_id_wasm",
  "_ts_tree_cursor_current_field_id_wasm",
  "_ts_tree_cursor_start_index_wasm",
  "_ts_tree_cursor_end_index_wasm",
  "_ts_node_has_error_wasm"
];
var runtimeExports = null;
var runtimeMemory = null;
var readsMemory = false;
function adoptTreeSitterExports(moduleOptions) {
  const candidate = moduleOptions;
  readsMemory = false;
  heapViews = null;
  if (!EXPORT_NAMES.every((name2) => typeof candidate[name2] === "function")) {
    runtimeExports = null;
    runtimeMemory = null;
    return false;
  }
  const views = moduleOptions;
  runtimeMemory = views.HEAPU8 instanceof Uint8Array && views.HEAPU16 instanceof Uint16Array && views.HEAPU32 instanceof Uint32Array ? moduleOptions : null;
  const m = moduleOptions;
  runtimeExports = {
    rootNode: m._ts_tree_root_node_wasm,
    hasError: m._ts_node_has_error_wasm,
    newCursor: m._ts_tree_cursor_new_wasm,
    deleteCursor: m._ts_tree_cursor_delete_wasm,
    gotoFirstChild: m._ts_tree_cursor_goto_first_child_wasm,
    gotoNextSibling: m._ts_tree_cursor_goto_next_sibling_wasm,
    gotoParent: m._ts_tree_cursor_goto_parent_wasm,
    typeId: m._ts_tree_cursor_current_node_type_id_wasm,
    fieldId: m._ts_tree_cursor_current_field_id_wasm,
    startIndex: m._ts_tree_cursor_start_index_wasm,
    endIndex: m._ts_tree_cursor_end_index_wasm
  };
  return true;
}
var PublicReader = class {
  cursor;
  hasError;
  constructor(tree) {
    this.hasError = tree.rootNode.hasError;
    this.cursor = tree.walk();
  }
  typeId() {
    return this.cursor.nodeTypeId;
  }
  fieldId() {
    return this.cursor.currentFieldId;
  }
  startIndex() {
    return this.cursor.startIndex;
  }
  endIndex() {
    return this.cursor.endIndex;
  }
  gotoFirstChild() {
    return this.cursor.gotoFirstChild();
  }
  gotoNextSibling() {
    return this.cursor.gotoNextSibling();
  }
  gotoParent() {
    return this.cursor.gotoParent();
  }
  close() {
    this.cursor.delete();
  }
};
var tablesByLanguage = /* @__PURE__ */ new WeakMap();
function languageTables(language) {
  let tables = tablesByLanguage.get(language);
  if (!tables) {
    const types = Array.from({ length: language.types.length }, (_, id) => language.types[id] || "ERROR");
    const named = Array.from({ length: language.types.length }, (_, id) => language.nodeTypeIsNamed(id));
    const readsFields = types.map((type) => FIELD_PARENTS.has(type));
    tables = { language, types, fields: language.fields, named, readsFields };
    tablesByLanguage.set(language, tables);
  }
  return tables;
}
function copySyntaxTree(tree, source, via = "auto") {
  const address = tree[0];
  if (via === "auto") {
    const copy = copySyntaxTreeAt(address, tree.language, source);
    if (copy) return copy;
  }
  const tables = languageTables(tree.language);
  const calls = via === "public" ? null : runtimeExports;
  if (calls) return copyThroughExports(calls, address, tables, new SourceText(source));
  const reader = new PublicReader(tree);
  try {
    return { root: copyWith(reader, tables, new SourceText(source)), hasError: reader.hasError };
  } finally {
    reader.close();
  }
}
function copySyntaxTreeAt(address, language, source) {
  if (!readsMemory || runtimeExports === null) return null;
  const memory = memoryViews();
  if (!memory) return null;
  const tables = languageTables(language);
  const layout = memoryLayout(memory, tables, address);
  return layout ? copyFromMemory(memory, layout, address, tables, new SourceText(source)) : null;
}
var heapViews = null;
function memoryViews() {
  if (heapViews === null || heapViews.HEAPU8.byteLength === 0) {
    heapViews = runtimeMemory ? { HEAPU8: runtimeMemory.HEAPU8, HEAPU16: runtimeMemory.HEAPU16, HEAPU32: runtimeMemory.HEAPU32 } : null;
  }
  return heapViews;
}
var layoutsByLanguage = /* @__PURE__ */ new WeakMap();
function memoryLayout(memory, tables, tree) {
  let layout = layoutsByLanguage.get(tables.language);
  if (layout === void 0) {
    const address = tables.language[0];
    layout = languageLayout(memory, address, { types: tables.language.types, fields: tables.fields });
    layoutsByLanguage.set(tables.language, layout);
  }
  return layout && treeLanguageAddress(memory, tree) === layout.address ? layout : null;
}
function copyFromMemory(memory, layout, tree, tables, text) {
  return { root: readTree(memory, tree, layout, new SyntaxBuilder(tables, text)), hasError: treeHasError(memory, tree) };
}
var SyntaxBuilder = class {
  constructor(tables, text) {
    this.tables = tables;
    this.text = text;
  }
  tables;
  text;
  wantsFields(parent) {
    return FIELD_PARENTS.has(parent.type);
  }
  node(parent, typeId, startIndex, endIndex, fieldId) {
    const { types, fields, named } = this.tables;
    const isNamed = named[typeId] ?? true;
    const node = new SyntaxNode(this.text, types[typeId] ?? "ERROR", isNamed, startIndex, endIndex, parent ? fields[fieldId] ?? null : null);
    if (parent) attach(parent, node, isNamed);
    return node;
  }
};
function attach(parent, node, isNamed) {
  node.parent = parent;
  if (parent.children === NO_NODES) {
    parent.children = [node];
  } else {
    node.index = parent.children.length;
    parent.children.push(node);
  }
  if (isNamed) (parent.named ??= []).push(node);
}
function copyThroughExports(calls, tree, tables, text) {
  const { types, fields, named, readsFields } = tables;
  const { typeId, fieldId, startIndex, endIndex, gotoFirstChild, gotoNextSibling, gotoParent } = calls;
  calls.rootNode(tree);
  const hasError = calls.hasError(tree) !== 0;
  calls.newCursor(tree);
  try {
    let id = typeId(tree);
    const root = new SyntaxNode(text, types[id] ?? "ERROR", named[id] ?? true, startIndex(tree), endIndex(tree), null);
    if (gotoFirstChild(tree) === 0) return { root, hasError };
    let parent = root;
    let parentReadsFields = readsFields[id] ?? true;
    for (; ; ) {
      id = typeId(tree);
      const isNamed = named[id] ?? true;
      const field = parentReadsFields ? fields[fieldId(tree)] ?? null : null;
      const node = new SyntaxNode(text, types[id] ?? "ERROR", isNamed, startIndex(tree), endIndex(tree), field);
      attach(parent, node, isNamed);
      if (gotoFirstChild(tree) !== 0) {
        parent = node;
        parentReadsFields = readsFields[id] ?? true;
        continue;
      }
      while (gotoNextSibling(tree) === 0) {
        if (gotoParent(tree) === 0 || parent === root) return { root, hasError };
        parent = parent.parent;
        parentReadsFields = FIELD_PARENTS.has(parent.type);
      }
    }
  } finally {
    calls.deleteCursor(tree);
  }
}
function copyWith(reader, tables, text) {
  const { types, fields, named } = tables;
  const make = (parent2) => {
    const typeId = reader.typeId();
    const type = types[typeId] ?? "ERROR";
    const isNamed = named[typeId] ?? true;
    const field = parent2 !== null && FIELD_PARENTS.has(parent2.type) ? fields[reader.fieldId()] ?? null : null;
    const node = new SyntaxNode(text, type, isNamed, reader.startIndex(), reader.endIndex(), field);
    if (parent2) attach(parent2, node, isNamed);
    return node;
  };
  const root = make(null);
  let parent = root;
  if (!reader.gotoFirstChild()) return root;
  for (; ; ) {
    const node = make(parent);
    if (reader.gotoFirstChild()) {
      parent = node;
      continue;
    }
    while (!reader.gotoNextSibling()) {
      if (!reader.gotoParent() || parent === root) return root;
      parent = parent.parent;
    }
  }
}
var SELF_CHECK_SOURCE = 'X=1 git -C a log >"$f" 2>&1 | wc -l && for i in a; do echo `id`; done';
var SELF_CHECK_BROKEN = "echo (";
var MEMORY_CHECK_SOURCE = 'case $1 in a|b) f() { :; } ;; esac # \xE9\ncat <<E >x \\\n&& [[ -n "$z" ]]\n${y:-$(id)} \u{1D11E}\nE\nif x; then';
function checkTreeSitterExports(parse) {
  readsMemory = false;
  if (!runtimeExports) return false;
  let memoryAgrees = runtimeMemory !== null;
  for (const source of [SELF_CHECK_SOURCE, SELF_CHECK_BROKEN, MEMORY_CHECK_SOURCE]) {
    if (!runtimeExports) break;
    const tree = parse(source);
    try {
      const copy = copySyntaxTree(tree, source, "exports");
      if (source !== MEMORY_CHECK_SOURCE) {
        const root = tree.rootNode;
        const same = sExpression(copy.root) === root.toString() && copy.root.startIndex === root.startIndex && copy.root.endIndex === root.endIndex && copy.hasError === root.hasError;
        if (!same) runtimeExports = null;
      }
      if (runtimeExports && memoryAgrees) memoryAgrees = sameCopyFromMemory(tree, source, copy);
    } catch {
      runtimeExports = null;
    } finally {
      tree.delete();
    }
  }
  readsMemory = runtimeExports !== null && memoryAgrees;
  return runtimeExports !== null;
}
function sameCopyFromMemory(tree, source, expected) {
  if (!runtimeExports || !runtimeMemory) return false;
  const tables = languageTables(tree.language);
  const address = tree[0];
  try {
    const layout = memoryLayout(runtimeMemory, tables, address);
    if (!layout) return false;
    const copy = copyFromMemory(runtimeMemory, layout, address, tables, new SourceText(source));
    return sameTree(copy.root, expected.root) && copy.hasError === expected.hasError;
  } catch {
    return false;
  }
}
function sExpression(node) {
  const inner = node.namedChildren.map((child) => `${child.fieldName ? `${child.fieldName}: ` : ""}${sExpression(child)}`);
  return `(${node.type}${inner.length > 0 ? ` ${inner.join(" ")}` : ""})`;
}
function sameTree(a, b) {
  if (a.type !== b.type || a.isNamed !== b.isNamed || a.startIndex !== b.startIndex || a.endIndex !== b.endIndex) return false;
  if (a.fieldName !== b.fieldName || a.children.length !== b.children.length) return false;
  return a.children.every((child, i2) => sameTree(child, b.children[i2]));
}

// src/bash/parser.ts
var BASH_WASM = "tree-sitter-bash.wasm";
var RUNTIME_WASM = "web-tree-sitter.wasm";
function findGrammarDir(fromUrl = import.meta.url) {
  const here = dirname(fileURLToPath(fromUrl));
  const candidates = [here, join(here, ".."), join(here, "grammars"), join(here, "..", "grammars"), join(here, "..", "..", "grammars")];
  for (const dir of candidates) {
    if (existsSync(join(dir, BASH_WASM)) && existsSync(join(dir, RUNTIME_WASM))) return dir;
  }
  throw new Error(
    `cannot find ${BASH_WASM} and ${RUNTIME_WASM} (looked in ${candidates.join(", ")}); run \`npm ci\` or \`npm run grammars\``
  );
}
var runtimeReady;
var languages = /* @__PURE__ */ new Map();
function initTreeSitter(grammarDir) {
  runtimeReady ??= (async () => {
    const moduleOptions = { locateFile: (file) => join(grammarDir, file) };
    await Parser.init(moduleOptions);
    adoptTreeSitterExports(moduleOptions);
    runtime = parseExports(moduleOptions);
  })();
  return runtimeReady;
}
async function loadLanguage(grammarDir, wasmFile) {
  await initTreeSitter(grammarDir);
  const path = join(grammarDir, wasmFile);
  let language = languages.get(path);
  if (!language) {
    language = Language.load(path);
    languages.set(path, language);
  }
  return language;
}
var runtime = null;
function parseExports(module2) {
  const m = module2;
  if (typeof m._ts_parser_parse_wasm !== "function" || typeof m._ts_tree_delete !== "function" || !("currentParseCallback" in m)) return null;
  return {
    module: module2,
    parse: m._ts_parser_parse_wasm,
    deleteTree: m._ts_tree_delete
  };
}
var trees = { parsed: 0, alive: 0 };
var parsing = "";
function readParsing(index) {
  return parsing.slice(index);
}
function sliceFrom(index) {
  return this.slice(index);
}
var LightTree = class {
  constructor(address, language, source) {
    this.language = language;
    this.source = source;
    this[0] = address;
  }
  language;
  source;
  /** What Tree reads node text through; only an error report or a test asks, so it is made then. */
  get textCallback() {
    return sliceFrom.bind(this.source);
  }
  delete() {
    if (this[0] === 0) return;
    runtime.deleteTree(this[0]);
    this[0] = 0;
    trees.alive--;
  }
};
Object.setPrototypeOf(LightTree.prototype, Tree.prototype);
function parseAddress(exports, parser, source) {
  const handles = parser;
  parsing = source;
  exports.module.currentParseCallback = readParsing;
  let address;
  try {
    address = exports.parse(handles[0], handles[1], 0, 0, 0);
  } finally {
    exports.module.currentParseCallback = null;
    parsing = "";
  }
  if (!address) throw new Error("tree-sitter returned no tree");
  trees.parsed++;
  trees.alive++;
  return address;
}
function parsePublic(parser, source) {
  const tree = parser.parse(source);
  if (!tree) throw new Error("tree-sitter returned no tree");
  trees.parsed++;
  trees.alive++;
  const release = tree.delete;
  tree.delete = function deleteCounted() {
    if (this[0] !== 0) trees.alive--;
    release.call(this);
  };
  return tree;
}
function parseCopy(parser, language, source) {
  if (runtime) {
    const address = parseAddress(runtime, parser, source);
    let copy;
    try {
      copy = copySyntaxTreeAt(address, language, source);
    } catch (error) {
      runtime.deleteTree(address);
      trees.alive--;
      throw error;
    }
    if (copy && !copy.hasError) {
      runtime.deleteTree(address);
      trees.alive--;
      return { root: copy.root, errorTree: null };
    }
    const tree = new LightTree(address, language, source);
    return copy ? { root: copy.root, errorTree: tree } : copyOrDelete(tree, source);
  }
  return copyOrDelete(parsePublic(parser, source), source);
}
function copyOrDelete(tree, source) {
  let copy;
  try {
    copy = copySyntaxTree(tree, source);
  } catch (error) {
    tree.delete();
    throw error;
  }
  if (copy.hasError) return { root: copy.root, errorTree: tree };
  tree.delete();
  return { root: copy.root, errorTree: null };
}
var bashParser;
function loadBashParser(grammarDir = findGrammarDir()) {
  bashParser ??= (async () => {
    const language = await loadLanguage(grammarDir, BASH_WASM);
    const parser = new Parser();
    parser.setLanguage(language);
    const bash = {
      parse(source) {
        return runtime ? new LightTree(parseAddress(runtime, parser, source), language, source) : parsePublic(parser, source);
      },
      parseCopy(source) {
        return parseCopy(parser, language, source);
      }
    };
    checkTreeSitterExports((source) => bash.parse(source));
    return bash;
  })();
  return bashParser;
}

// src/bash/decompose.ts
import { posix } from "node:path";

// src/paths/resolve.ts
import { lstatSync, readlinkSync, realpathSync, statSync } from "node:fs";
var MAX_SYMLINK_HOPS = 40;
var realFileSystem = {
  readSymlink(path) {
    return realFileSystem.lookupLink(path) ?? null;
  },
  lookupLink(path) {
    try {
      const stats = lstatSync(path, { throwIfNoEntry: false });
      if (!stats) return void 0;
      return stats.isSymbolicLink() ? readlinkSync(path) : null;
    } catch {
      return void 0;
    }
  },
  realPath(path) {
    try {
      return realpathSync.native(path);
    } catch {
      return null;
    }
  },
  isDirectory(path) {
    try {
      return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
    } catch {
      return false;
    }
  }
};
var emptyFileSystem = {
  readSymlink: () => null,
  isDirectory: () => false,
  lookupLink: () => void 0
};
function cachedFileSystem(fs2, anchors = []) {
  return fs2.lookupLink ? new CachedLinkLookups(fs2, anchors) : new CachedFileSystem(fs2, anchors);
}
var MISSING = /* @__PURE__ */ Symbol("missing");
var CachedFileSystem = class {
  constructor(fs2, anchors) {
    this.fs = fs2;
    if (fs2.realPath) {
      for (const anchor of anchors) if (anchor !== "/") this.unchecked.push(anchor);
    }
  }
  fs;
  /** A link's target, null for an entry that is not a link, MISSING for nothing there. */
  links;
  directories;
  unchecked = [];
  /** Anchors found to be their own canonical path. */
  confirmed = [];
  readSymlink(path) {
    return this.lookup(path) ?? null;
  }
  isDirectory(path) {
    const directories = this.directories ??= /* @__PURE__ */ new Map();
    let hit = directories.get(path);
    if (hit === void 0) {
      hit = this.fs.isDirectory(path);
      directories.set(path, hit);
    }
    return hit;
  }
  lookup(path) {
    const links = this.links ??= /* @__PURE__ */ new Map();
    const known = links.get(path);
    if (known !== void 0) return known === MISSING ? void 0 : known;
    if (this.unchecked.length > 0) {
      this.confirm(path);
      if (links.has(path)) return null;
    }
    const hit = lookupLink(this.fs, path);
    links.set(path, hit === void 0 ? MISSING : hit);
    return hit;
  }
  /**
   * The confirmed anchor `path` is or lies under. A walk of such a path would look up the anchor's
   * first part first, and that confirms the anchor (below): the same realpath, the same answers.
   */
  linkFreeAnchor(path) {
    if (this.unchecked.length > 0) {
      for (const anchor of this.unchecked) {
        if (path === anchor || startsWithPart(path, anchor, SLASH)) {
          const second = anchor.indexOf("/", 1);
          this.confirm(second < 0 ? anchor : anchor.slice(0, second));
          break;
        }
      }
    }
    for (const anchor of this.confirmed) if (path === anchor || startsWithPart(path, anchor, SLASH)) return anchor;
    return null;
  }
  /** Confirms with one realpath each the anchors `path` lies on the way to or under, and marks their parts link-free. */
  confirm(path) {
    const unchecked = this.unchecked;
    for (let i2 = 0; i2 < unchecked.length; i2++) {
      const anchor = unchecked[i2];
      if (!(anchor === path || startsWithPart(anchor, path, SLASH) || startsWithPart(path, anchor, SLASH))) continue;
      unchecked.splice(i2--, 1);
      if (this.fs.realPath(anchor) !== anchor) continue;
      this.confirmed.push(anchor);
      const links = this.links ??= /* @__PURE__ */ new Map();
      for (let end = anchor.indexOf("/", 1); ; end = anchor.indexOf("/", end + 1)) {
        links.set(end < 0 ? anchor : anchor.slice(0, end), null);
        if (end < 0) break;
      }
    }
  }
};
var CachedLinkLookups = class extends CachedFileSystem {
  lookupLink(path) {
    return this.lookup(path);
  }
};
function absolutePath(path, base, home) {
  if (path === "~") return home;
  if (path.startsWith("~/")) return `${home}/${path.slice(2)}`;
  if (path.charCodeAt(0) === SLASH) return path;
  return `${base}/${path}`;
}
function lexicalPath(path, base, home) {
  let normal = "";
  for (const segment of absolutePath(path, base, home).split("/")) {
    if (segment !== "" && segment !== ".") normal += `/${segment}`;
  }
  return normal === "" ? "/" : normal;
}
function logicalPath(path, base, home) {
  const parts2 = [];
  for (const segment of absolutePath(path, base, home).split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") parts2.pop();
    else parts2.push(segment);
  }
  return `/${parts2.join("/")}`;
}
function canonicalPath(path, base, ctx) {
  const fs2 = ctx.fs;
  let pending = absolutePath(path, base, ctx.home);
  let next = 0;
  let reachedEnd = 0;
  let link = null;
  let missingEnd = -1;
  if (pending.charCodeAt(0) === SLASH) {
    next = 1;
    const anchor = fs2.linkFreeAnchor ? fs2.linkFreeAnchor(pending) : null;
    if (anchor !== null && anchor !== "/") {
      reachedEnd = anchor.length;
      next = anchor.length + 1;
    }
    while (next < pending.length) {
      let end = pending.indexOf("/", next);
      if (end < 0) end = pending.length;
      if (!isPlainName(pending, next, end)) break;
      if (next === PROC.length && isProcessDirectory(pending, end)) return pending.slice(0, end) + lexicalRest(pending, end + 1);
      if (missingEnd < 0) {
        const target = lookupLink(fs2, pending.slice(0, end));
        if (target === void 0) missingEnd = end;
        else if (target !== null) link = target;
      }
      reachedEnd = end;
      next = end + 1;
      if (link !== null) break;
    }
    if (reachedEnd === pending.length && link === null) return pending;
  }
  let reached = pending.slice(0, reachedEnd);
  const lengths = [];
  let missingAt = -1;
  for (let slash = 0; slash >= 0 && slash < reachedEnd; slash = pending.indexOf("/", slash + 1)) {
    lengths.push(slash);
    if (slash < missingEnd) missingAt = lengths.length;
  }
  let hops = link === null ? 0 : 1;
  for (; ; ) {
    if (link !== null) {
      reached = reached.slice(0, lengths.pop());
      if (link.startsWith("/")) {
        reached = "";
        lengths.length = 0;
      }
      pending = next < pending.length ? `${link}/${pending.slice(next)}` : link;
      next = 0;
      link = null;
    }
    if (next >= pending.length) break;
    let end = pending.indexOf("/", next);
    if (end < 0) end = pending.length;
    const start2 = next;
    next = end + 1;
    const length = end - start2;
    if (length === 0 || length === 1 && pending.charCodeAt(start2) === DOT) continue;
    if (length === 2 && pending.charCodeAt(start2) === DOT && pending.charCodeAt(start2 + 1) === DOT) {
      if (lengths.length > 0) reached = reached.slice(0, lengths.pop());
      if (lengths.length < missingAt) missingAt = -1;
      continue;
    }
    lengths.push(reached.length);
    reached = `${reached}/${pending.slice(start2, end)}`;
    if (lengths.length === 2 && isProcessDirectory(reached, reached.length)) return reached + lexicalRest(pending, next);
    if (missingAt >= 0) continue;
    const target = lookupLink(fs2, reached);
    if (target === void 0) {
      missingAt = lengths.length;
      continue;
    }
    if (target === null) continue;
    if (++hops > MAX_SYMLINK_HOPS) {
      continue;
    }
    link = target;
  }
  return reached === "" ? "/" : reached;
}
var PROC = "/proc/";
function isProcessDirectory(path, end) {
  if (end <= PROC.length || path.charCodeAt(1) !== 112 || !path.startsWith(PROC)) return false;
  const length = end - PROC.length;
  if (length === 4 && path.startsWith("self", PROC.length)) return true;
  if (length === 11 && path.startsWith("thread-self", PROC.length)) return true;
  for (let i2 = PROC.length; i2 < end; i2++) {
    const c = path.charCodeAt(i2);
    if (c < 48 || c > 57) return false;
  }
  return true;
}
function processDirectory(path) {
  if (path.length <= PROC.length || !path.startsWith(PROC)) return null;
  let end = path.indexOf("/", PROC.length);
  if (end < 0) end = path.length;
  return isProcessDirectory(path, end) ? path.slice(0, end) : null;
}
function lexicalRest(pending, start2) {
  let rest = "";
  for (let next = start2; next < pending.length; ) {
    let end = pending.indexOf("/", next);
    if (end < 0) end = pending.length;
    const length = end - next;
    if (length > 0 && !(length === 1 && pending.charCodeAt(next) === DOT)) rest += `/${pending.slice(next, end)}`;
    next = end + 1;
  }
  return rest;
}
function lookupLink(fs2, path) {
  return fs2.lookupLink ? fs2.lookupLink(path) : fs2.readSymlink(path);
}
function isPlainName(pending, start2, end) {
  const length = end - start2;
  if (length === 0) return false;
  if (pending.charCodeAt(start2) !== DOT || length > 2) return true;
  return length === 2 && pending.charCodeAt(start2 + 1) !== DOT;
}
var DOT = 46;
function isWithin(path, dir) {
  if (dir === "/") return true;
  return path === dir || startsWithPart(path, dir, SLASH);
}
var SLASH = 47;
function startsWithPart(text, prefix, separator) {
  return text.length > prefix.length && text.charCodeAt(prefix.length) === separator && text.startsWith(prefix);
}

// src/bash/braces.ts
var MAX_BRACE_WORDS = 256;
var MAX_BRACE_UNITS = 16384;
var STEP_BUDGET = 1e5;
var MAX_DEPTH = 64;
var GiveUp = class extends Error {
};
function expandBraces(text) {
  const expander = new BraceExpander();
  try {
    const words = expander.expand(text, 0);
    return expander.changed ? words : void 0;
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}
var BraceExpander = class {
  steps = STEP_BUDGET;
  /** Whether some brace expression was expanded (a failed sequence leaves the word as written). */
  changed = false;
  /** brace_expand: the preamble, the first valid brace expression, and the postamble expanded in turn. */
  expand(text, depth) {
    if (depth > MAX_DEPTH) throw new GiveUp();
    let open = -1;
    let close = -1;
    for (let from = 0; ; from = open + 1) {
      open = this.gobble(text, from, "{");
      if (open < 0) return [text.slice()];
      close = this.gobble(text, open + 1, "}");
      if (close >= 0) break;
    }
    const preamble = text.slice(0, open);
    const amble = text.slice(open + 1, close);
    let tack;
    if (this.hasLevelZeroComma(amble)) {
      tack = this.expandAmble(amble, depth);
      this.changed = true;
    } else {
      if (amble.some((unit) => unit.c.includes(",") && !unit.escaped)) throw new GiveUp();
      const sequence = this.sequence(amble);
      if (sequence) {
        tack = sequence;
        this.changed = true;
      } else if (close + 1 < text.length) {
        tack = [text.slice(open, close + 1)];
      } else {
        return [text.slice()];
      }
    }
    let words = concat([preamble], tack);
    if (close + 1 < text.length) words = concat(words, this.expand(text.slice(close + 1), depth + 1));
    return words;
  }
  /** expand_amble: the amble split at its top-level commas, each part expanded. */
  expandAmble(amble, depth) {
    const words = [];
    for (let start2 = 0; ; ) {
      const comma = this.gobble(amble, start2, ",");
      const end = comma < 0 ? amble.length : comma;
      for (const word of this.expand(amble.slice(start2, end), depth + 1)) words.push(word);
      if (words.length > MAX_BRACE_WORDS) throw new GiveUp();
      if (comma < 0) return words;
      start2 = comma + 1;
    }
  }
  hasLevelZeroComma(amble) {
    return this.gobble(amble, 0, ",") >= 0;
  }
  /**
   * brace_gobbler: the index of the first unquoted `satisfy` at level 0, or -1. For `}` it must
   * follow a comma or `..` at level 0; a `{` standing alone (`{}` at the start) opens nothing.
   */
  gobble(text, from, satisfy) {
    let level = 0;
    let commas = satisfy === "}" ? 0 : 1;
    for (let i2 = from; i2 < text.length; i2++) {
      if (--this.steps < 0) throw new GiveUp();
      const unit = text[i2];
      if (!unit.active) continue;
      const c = unit.c;
      const next = text[i2 + 1];
      if (c === "$" && next?.active && next.c === "{") {
        i2++;
        level++;
        continue;
      }
      if (c === satisfy && level === 0 && commas > 0) {
        const prev = text[i2 - 1];
        const blankBefore = i2 === 0 || prev.escaped && isBlank(prev.c);
        if (c === "{" && blankBefore && (next === void 0 || next.active && next.c === "}")) continue;
        return i2;
      }
      if (c === "{") level++;
      else if (c === "}" && level > 0) level--;
      else if (satisfy === "}" && level === 0) {
        if (c === ",") commas++;
        else if (c === "." && next?.active && next.c === "." && !(text[i2 + 2]?.active && text[i2 + 2].c === "}")) commas++;
      }
    }
    return -1;
  }
  /** expand_seqterm: `{1..9}`, `{01..10..2}`, `{a..e}`; null when the amble is none (bash leaves it as written). */
  sequence(amble) {
    let text = "";
    for (const unit of amble) {
      if (!unit.active) return null;
      text += unit.c;
    }
    const dots = text.indexOf("..");
    if (dots <= 0 || dots + 2 >= text.length) return null;
    const lhs = text.slice(0, dots);
    const rest = text.slice(dots + 2);
    const spec = /^(?:([+-]?[0-9]+)|([A-Za-z]))(?:\.\.([+-]?[0-9]+))?$/.exec(rest);
    if (!spec) return null;
    const [, rhsNumber, rhsLetter, increment] = spec;
    if (lhs.length > 16 || (rhsNumber?.length ?? 0) > 16 || (increment?.length ?? 0) > 16) throw new GiveUp();
    let incr = increment === void 0 ? 1 : Number(increment);
    let start2;
    let end;
    let format;
    if (rhsNumber !== void 0 && /^[+-]?[0-9]+$/.test(lhs)) {
      start2 = Number(lhs);
      end = Number(rhsNumber);
      const width = zeroPadding(lhs, rhsNumber);
      if (width > 0 && (Math.abs(start2) > 2 ** 31 - 1 || Math.abs(end) > 2 ** 31 - 1)) throw new GiveUp();
      format = width > 0 ? (n) => n < 0 ? `-${String(-n).padStart(width - 1, "0")}` : String(n).padStart(width, "0") : String;
    } else if (rhsLetter !== void 0 && /^[A-Za-z]$/.test(lhs)) {
      start2 = lhs.charCodeAt(0);
      end = rhsLetter.charCodeAt(0);
      if (Math.min(start2, end) <= 90 && Math.max(start2, end) >= 97) throw new GiveUp();
      format = (n) => String.fromCharCode(n);
    } else {
      return null;
    }
    if (incr === 0) incr = 1;
    if (start2 > end && incr > 0 || start2 < end && incr < 0) incr = -incr;
    if (Math.floor(Math.abs(end - start2) / Math.abs(incr)) + 1 > MAX_BRACE_WORDS) throw new GiveUp();
    const words = [];
    for (let n = start2; incr > 0 ? n <= end : n >= end; n += incr) words.push(unitsOf(format(n)));
    return words;
  }
};
function zeroPadding(lhs, rhs) {
  let width = 0;
  if (lhs.length > 1 && lhs[0] === "0") width = lhs.length;
  if (lhs.length > 2 && lhs[0] === "-" && lhs[1] === "0") width = lhs.length;
  if (rhs.length > 1 && rhs[0] === "0" && width < rhs.length) width = rhs.length;
  if (rhs.length > 2 && rhs[0] === "-" && rhs[1] === "0" && width < rhs.length) width = rhs.length;
  if (width > 0) width = Math.max(width, lhs.length, rhs.length);
  return width;
}
function isBlank(c) {
  return c === " " || c === "	" || c === "\n";
}
function unitsOf(text) {
  const units = [];
  for (const c of text) units.push({ c, active: true, escaped: false, opaque: false });
  return units;
}
function concat(a, b) {
  if (a.length * b.length > MAX_BRACE_WORDS) throw new GiveUp();
  let size = 0;
  for (const first of a) size += first.length * b.length;
  for (const second of b) size += second.length * a.length;
  if (size > MAX_BRACE_UNITS) throw new GiveUp();
  const words = [];
  for (const first of a) for (const second of b) words.push([...first, ...second]);
  return words;
}

// src/bash/appended-input.ts
function inputReaches(words, tool, subcommand) {
  const operandsOnly = words.some((word) => word.value === "--");
  for (const floor of tool.floors) {
    if ((!operandsOnly || !floor.options) && floorReached(floor, words, subcommand)) return `\`${floor.name}\` (a floor)`;
  }
  const strings = tool.shellStrings;
  if (strings) {
    const index = subcommand ? subcommand.subcommandIndex : 0;
    const spec = index < 0 ? void 0 : strings.get(subcommand ? subcommand.path ?? words[index].value ?? "" : "");
    if (spec && !words.some((word, i2) => i2 > index && (word.value === "--" || spec.before === "operand" && isOperand(word)))) {
      return `\`${spec.options[0]}\`, a shell command string`;
    }
  }
  return null;
}
function floorReached(floor, words, subcommand) {
  if (floor.where === "anywhere") return true;
  const index = subcommand?.subcommandIndex ?? -1;
  if (index < 0) return true;
  if (floor.where === "global") return false;
  return floor.where === `subcommand:${subcommand.path ?? words[index].value}`;
}
function isOperand(word) {
  return word.value === null || !word.value.startsWith("-");
}

// src/bash/cwd.ts
var MAX_CANDIDATES = 8;
function cwdsAt(dir) {
  return { dirs: [dir], unknown: false };
}
var UNKNOWN_CWDS = { dirs: [], unknown: true };
function unionCwds(a, b) {
  if (a === b) return a;
  if ((a.unknown || !b.unknown) && includesAll(a.dirs, b.dirs)) return a;
  const dirs = [];
  addNew(dirs, a.dirs);
  addNew(dirs, b.dirs);
  if (dirs.length > MAX_CANDIDATES) return UNKNOWN_CWDS;
  return { dirs, unknown: a.unknown || b.unknown };
}
function includesAll(dirs, others) {
  for (const dir of others) if (!dirs.includes(dir)) return false;
  return true;
}
function addNew(dirs, more) {
  for (const dir of more) if (!dirs.includes(dir)) dirs.push(dir);
}
function unchanged(cwds) {
  return { ok: cwds, any: cwds };
}

// src/bash/sed-script.ts
var SPACE = " ";
var TAB = "	";
var NEWLINE = "\n";
var FILE_OR_RUN = /[rRwWe]/;
var PLAIN_SCRIPT = Object.freeze({ files: Object.freeze([]), runs: false });
var PLAIN = /* @__PURE__ */ new Set(["=", "d", "D", "g", "G", "h", "H", "n", "N", "p", "P", "x", "z", "F"]);
function readSedScript(script) {
  if (!FILE_OR_RUN.test(script)) return PLAIN_SCRIPT;
  const files = [];
  let runs = false;
  const reader = new ScriptReader(script);
  while (reader.more()) {
    const c = reader.peek();
    if (c === SPACE || c === TAB || c === NEWLINE || c === ";" || c === "}") {
      reader.next();
      continue;
    }
    if (c === "#") {
      reader.toLineEnd();
      continue;
    }
    if (!reader.address()) return null;
    reader.blanks();
    if (reader.peek() === ",") {
      reader.next();
      reader.blanks();
      if (!reader.address(true)) return null;
    }
    reader.blanks();
    while (reader.peek() === "!") {
      reader.next();
      reader.blanks();
    }
    if (!reader.more()) return null;
    const command = reader.next();
    if (command === "{") continue;
    if (PLAIN.has(command)) {
      if (!reader.commandEnd()) return null;
      continue;
    }
    switch (command) {
      case "l":
      case "L":
      case "q":
      case "Q":
        reader.blanks();
        reader.digits();
        if (!reader.commandEnd()) return null;
        continue;
      case ":":
      case "b":
      case "t":
      case "T":
      case "v":
        reader.toLabelEnd();
        continue;
      case "a":
      case "i":
      case "c":
        reader.text();
        continue;
      case "e":
        runs = true;
        reader.toLineEnd();
        continue;
      case "r":
      case "R":
      case "w":
      case "W": {
        const path = reader.fileName();
        if (path === "") return null;
        files.push({ kind: command === "r" || command === "R" ? "read" : "write", path });
        continue;
      }
      case "s": {
        const delimiter = reader.next();
        if (delimiter === "" || delimiter === NEWLINE || delimiter === "\\") return null;
        if (!reader.delimited(delimiter, true) || !reader.delimited(delimiter, false)) return null;
        const flags2 = reader.substituteFlags();
        if (flags2 === null) return null;
        if (flags2.runs) runs = true;
        if (flags2.written !== void 0) {
          files.push({ kind: "write", path: flags2.written });
          continue;
        }
        if (!reader.commandEnd()) return null;
        continue;
      }
      case "y": {
        const delimiter = reader.next();
        if (delimiter === "" || delimiter === NEWLINE || delimiter === "\\") return null;
        if (!reader.delimited(delimiter, false) || !reader.delimited(delimiter, false)) return null;
        if (!reader.commandEnd()) return null;
        continue;
      }
      default:
        return null;
    }
  }
  return { files, runs };
}
var ScriptReader = class {
  constructor(script) {
    this.script = script;
  }
  script;
  i = 0;
  more() {
    return this.i < this.script.length;
  }
  peek() {
    return this.i < this.script.length ? this.script[this.i] : "";
  }
  next() {
    return this.i < this.script.length ? this.script[this.i++] : "";
  }
  blanks() {
    while (this.peek() === SPACE || this.peek() === TAB) this.i++;
  }
  digits() {
    const start2 = this.i;
    while (this.peek() >= "0" && this.peek() <= "9") this.i++;
    return this.i > start2;
  }
  toLineEnd() {
    const end = this.script.indexOf(NEWLINE, this.i);
    this.i = end < 0 ? this.script.length : end;
  }
  /** A label (`:a`, `b a`) ends at `;` or the end of the line. */
  toLabelEnd() {
    this.blanks();
    while (this.more() && this.peek() !== ";" && this.peek() !== NEWLINE && this.peek() !== SPACE && this.peek() !== TAB) this.i++;
  }
  /** After a command: blanks, then `;`, a newline, `}`, `#` or the end. */
  commandEnd() {
    this.blanks();
    const c = this.peek();
    return c === "" || c === ";" || c === NEWLINE || c === "}" || c === "#";
  }
  /** `1`, `$`, `1~2`, `/re/I`, `\%re%`; after a comma also `+3` and `~4`. No address is fine. */
  address(second = false) {
    const c = this.peek();
    if (c >= "0" && c <= "9") {
      this.digits();
      if (this.peek() === "~") {
        this.i++;
        return this.digits();
      }
      return true;
    }
    if (c === "$") {
      this.i++;
      return true;
    }
    if (second && (c === "+" || c === "~")) {
      this.i++;
      return this.digits();
    }
    if (c === "/" || c === "\\") {
      this.i++;
      const delimiter = c === "/" ? "/" : this.next();
      if (delimiter === "" || delimiter === NEWLINE) return false;
      if (!this.delimited(delimiter, true)) return false;
      while (this.peek() === "I" || this.peek() === "M") this.i++;
      return true;
    }
    return !second;
  }
  /**
   * Up to and past the next `delimiter` that is not escaped (and, in a regex, not inside a
   * bracket expression, where `[/]` holds a slash). False when the script ends first.
   */
  delimited(delimiter, regex) {
    const script = this.script;
    while (this.i < script.length) {
      const c = script[this.i++];
      if (c === "\\") {
        this.i++;
        continue;
      }
      if (c === delimiter) return true;
      if (regex && c === "[") {
        if (!this.bracket()) return false;
        continue;
      }
      if (c === NEWLINE) return false;
    }
    return false;
  }
  /** The rest of a bracket expression after its `[`: `]` first is a member, as are `[:alpha:]` and its kind. */
  bracket() {
    const script = this.script;
    if (script[this.i] === "^") this.i++;
    if (script[this.i] === "]") this.i++;
    while (this.i < script.length) {
      const c = script[this.i++];
      if (c === "]") return true;
      if (c === "[" && (script[this.i] === ":" || script[this.i] === "=" || script[this.i] === ".")) {
        const close = script.indexOf(`${script[this.i]}]`, this.i + 1);
        if (close < 0) return false;
        this.i = close + 2;
      }
    }
    return false;
  }
  /** The flags of `s`: the file its `w` flag names, undefined when there is none, null when a flag is not one sed knows. */
  substituteFlags() {
    let runs = false;
    for (; ; ) {
      const c = this.peek();
      if (c === "e") runs = true;
      if (c === "g" || c === "p" || c === "e" || c === "i" || c === "I" || c === "m" || c === "M" || c === SPACE || c === TAB || c >= "0" && c <= "9") {
        this.i++;
        continue;
      }
      if (c === "w") {
        this.i++;
        const path = this.fileName();
        return path === "" ? null : { written: path, runs };
      }
      if (c === "" || c === ";" || c === NEWLINE || c === "}" || c === "#") return { written: void 0, runs };
      return null;
    }
  }
  /** A file name: after blanks, everything to the end of the line. */
  fileName() {
    this.blanks();
    const start2 = this.i;
    this.toLineEnd();
    return this.script.slice(start2, this.i);
  }
  /** The text of `a`, `i`, `c`: to the first newline no backslash escapes (`a\` and its newline first). */
  text() {
    this.blanks();
    if (this.peek() === "\\") {
      this.i++;
      if (this.peek() === NEWLINE) this.i++;
    }
    const script = this.script;
    while (this.i < script.length) {
      const c = script[this.i++];
      if (c === "\\") this.i++;
      else if (c === NEWLINE) return;
    }
  }
};

// src/bash/tables/builtins.json
var builtins_default = { trap: { flags: ["-l", "-p", "-P"], listing: ["-l", "-p", "-P"], codeOperands: "first-of-two", inert: ["-", ""], later: true, harmless: ["trap - EXIT", "trap '' INT", "trap -p EXIT", "trap -l", "trap EXIT", "trap 0 1 2"] }, mapfile: { flags: ["-t"], valued: ["-d", "-n", "-O", "-s", "-u", "-c", "-C"], codeOptions: ["-C"], appendsInput: true, harmless: ["mapfile -t lines", "mapfile -d '' -n 5 lines"] }, readarray: { same: "mapfile" }, alias: { flags: ["-p"], codeOperands: "assignment-values", later: true, harmless: ["alias", "alias -p", "alias ll"] }, hash: { flags: ["-r", "-d", "-l", "-t"], valued: ["-p"], approval: ["-p"], why: "binds a name to a program of its choosing", harmless: ["hash", "hash -r", "hash ls", "hash -d ls"] }, enable: { flags: ["-a", "-d", "-n", "-p", "-s"], valued: ["-f"], approval: ["-f"], why: "loads a builtin from a shared object", harmless: ["enable -n echo", "enable -a"] }, fc: { flags: ["-l", "-n", "-r", "-s"], valued: ["-e"], numericFlag: true, approvalUnless: ["-l"], why: "runs commands from the shell's history", harmless: ["fc -l", "fc -ln -5"] } };

// src/bash/tables/code-env.json
var code_env_default = { names: ["PATH", "LD_PRELOAD", "LD_LIBRARY_PATH", "LD_AUDIT", "BASH_ENV", "ENV", "SHELLOPTS", "BASHOPTS", "IFS", "PS4", "PROMPT_COMMAND", "CDPATH", "GLOBIGNORE", "PAGER", "MANPAGER", "EDITOR", "VISUAL", "BROWSER", "LESSOPEN", "LESSCLOSE", "LESSKEY", "SYSTEMD_PAGER", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "ZDOTDIR", "INPUTRC", "LUA_PATH", "LUA_CPATH", "R_PROFILE", "R_PROFILE_USER", "R_ENVIRON_USER", "ELECTRON_RUN_AS_NODE", "CCACHE_PREFIX", "DISTCC_SSH", "GOROOT", "GOENV", "BUNDLE_CONFIG", "HGRCPATH", "PARALLEL_SHELL", "DENO_DIR", "ERL_AFLAGS", "ERL_ZFLAGS", "ERL_LIBS", "ELIXIR_ERL_OPTIONS", "MIX_HOME", "JULIA_LOAD_PATH", "JULIA_DEPOT_PATH", "CABAL_CONFIG", "SBT_OPTS", "JAVA_OPTS", "ANT_OPTS", "TF_CLI_CONFIG_FILE", "TF_PLUGIN_CACHE_DIR", "KUBECTL_EXTERNAL_DIFF", "GH_PAGER", "GH_BROWSER", "NODE_OPTIONS", "NODE_PATH", "NODE_EXTRA_CA_CERTS", "NODE_REPL_EXTERNAL_MODULE", "PYTHONPATH", "PYTHONSTARTUP", "PYTHONHOME", "PYTHONUSERBASE", "PYTHONEXECUTABLE", "PYTHONSAFEPATH", "PERL5OPT", "PERL5LIB", "PERLLIB", "PERL5DB", "RUBYOPT", "RUBYLIB", "GEM_HOME", "GEM_PATH", "BUNDLE_GEMFILE", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH", "MAVEN_OPTS", "GRADLE_OPTS", "DOTNET_STARTUP_HOOKS", "CORECLR_PROFILER", "CORECLR_ENABLE_PROFILING", "RUSTC_WRAPPER", "RUSTC", "RUSTDOC", "RUSTFLAGS", "CC", "CXX", "LD", "AR", "MAKEFLAGS", "MAKE", "SHELL", "SSH_ASKPASS", "SUDO_ASKPASS", "DOCKER_CONFIG", "DOCKER_HOST", "KUBECONFIG", "KUBERC", "GH_CONFIG_DIR", "HELM_PLUGINS", "CURL_HOME", "WGETRC", "PIP_CONFIG_FILE", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "GNUPGHOME", "COMPOSER_HOME", "GOFLAGS", "GOPROXY", "GOPATH", "GOBIN", "GOTOOLCHAIN", "PROMPT", "TERMINFO", "POSIXLY_CORRECT", "TAR_OPTIONS", "RSYNC_RSH", "RSYNC_CONNECT_PROG", "ZIPOPT", "ZIP", "RIPGREP_CONFIG_PATH", "MANOPT", "MAKEFILES", "GNUMAKEFLAGS", "LUA_INIT", "VIMINIT", "EXINIT", "OPENSSL_CONF", "AWS_CONFIG_FILE", "GCONV_PATH", "PHPRC", "PHP_INI_SCAN_DIR"], prefixes: ["LD_", "DYLD_", "GIT_", "NPM_CONFIG_", "npm_config_", "YARN_", "PNPM_", "BASH_FUNC_", "CARGO_", "RUSTUP_", "PERL", "PYTHON"] };

// src/bash/tables/file-args.json
var file_args_default = { tools: { cat: { operands: "read", dashIsStdio: true, flags: ["--help", "--number", "--number-nonblank", "--show-all", "--show-ends", "--show-nonprinting", "--show-tabs", "--squeeze-blank", "--version"] }, tac: { operands: "read", valued: ["-s", "--separator"], flags: ["--before", "--help", "--regex", "--version"] }, head: { operands: "read", valued: ["-n", "--lines", "-c", "--bytes"], flags: ["--help", "--quiet", "--silent", "--verbose", "--version", "--zero-terminated"] }, tail: { operands: "read", valued: ["-n", "--lines", "-c", "--bytes", "-s", "--sleep-interval", "--pid", "--max-unchanged-stats"], optionalValue: ["--follow"], flags: ["--help", "--quiet", "--retry", "--silent", "--verbose", "--version", "--zero-terminated"] }, less: { operands: "read", plusOptions: true, valued: ["-b", "--buffers", "-D", "--color", "-h", "--max-back-scroll", "-j", "--jump-target", "-p", "--pattern", "-P", "--prompt", "-t", "--tag", "-x", "--tabs", "-y", "--max-forw-scroll", "-z", "--window", '-"', "--quotes", "-#", "--shift", "--line-num-width", "--rscroll", "--status-col-width", "--wheel-lines"], optionRoles: { "-o": "write", "--log-file": "write", "-O": "write", "--LOG-FILE": "write", "-k": "read", "--lesskey-file": "read", "-T": "read", "--tag-file": "read" }, flags: ["--HILITE-SEARCH", "--HILITE-UNREAD", "--IGNORE-CASE", "--LINE-NUMBERS", "--LONG-PROMPT", "--QUIET", "--QUIT-AT-EOF", "--RAW-CONTROL-CHARS", "--SEARCH-SKIP-SCREEN", "--SILENT", "--UNDERLINE-SPECIAL", "--auto-buffers", "--chop-long-lines", "--clear-screen", "--dumb", "--file-size", "--follow-name", "--force", "--help", "--hilite-search", "--hilite-unread", "--ignore-case", "--incsearch", "--line-numbers", "--long-prompt", "--mouse", "--no-histdups", "--no-init", "--no-keypad", "--no-lessopen", "--quiet", "--quit-at-eof", "--quit-if-one-screen", "--quit-on-intr", "--raw-control-chars", "--save-marks", "--search-skip-screen", "--silent", "--squeeze-blank-lines", "--status-column", "--tilde", "--underline-special", "--use-backslash", "--use-color", "--version"] }, more: { operands: "read", plusOptions: true, valued: ["-n", "--lines"], flags: ["--clean-print", "--exit-on-eof", "--help", "--logical", "--no-pause", "--plain", "--print-over", "--silent", "--squeeze", "--version"] }, nl: { operands: "read", valued: ["-b", "-d", "-f", "-h", "-i", "-l", "-n", "-s", "-v", "-w", "--body-numbering", "--section-delimiter", "--footer-numbering", "--header-numbering", "--line-increment", "--join-blank-lines", "--number-format", "--number-separator", "--starting-line-number", "--number-width"], flags: ["--help", "--no-renumber", "--version"] }, wc: { operands: "read", valued: ["--total"], optionRoles: { "--files0-from": "read" }, flags: ["--bytes", "--chars", "--help", "--lines", "--max-line-length", "--version", "--words"] }, du: { operands: "none", valued: ["-B", "--block-size", "-d", "--max-depth", "-t", "--threshold", "--time-style", "--exclude"], optionalValue: ["--time"], optionRoles: { "--files0-from": "read", "-X": "read", "--exclude-from": "read" }, flags: ["--all", "--apparent-size", "--bytes", "--count-links", "--dereference", "--dereference-args", "--help", "--human-readable", "--inodes", "--no-dereference", "--null", "--one-file-system", "--separate-dirs", "--si", "--summarize", "--total", "--version"] }, sort: { operands: "read", valued: ["-k", "--key", "-t", "--field-separator", "-S", "--buffer-size", "-T", "--temporary-directory", "--parallel", "--batch-size", "--compress-program", "--sort"], optionalValue: ["--check"], optionRoles: { "-o": "write", "--output": "write", "--files0-from": "read", "--random-source": "read" }, flags: ["--debug", "--dictionary-order", "--general-numeric-sort", "--help", "--human-numeric-sort", "--ignore-case", "--ignore-leading-blanks", "--ignore-nonprinting", "--merge", "--month-sort", "--numeric-sort", "--random-sort", "--reverse", "--stable", "--unique", "--version", "--version-sort", "--zero-terminated"] }, uniq: { operands: "read", valued: ["-f", "--skip-fields", "-s", "--skip-chars", "-w", "--check-chars"], optionalValue: ["--all-repeated", "--group"], lastOperand: "write", flags: ["--count", "--help", "--ignore-case", "--repeated", "--unique", "--version", "--zero-terminated"] }, cut: { operands: "read", valued: ["-b", "--bytes", "-c", "--characters", "-d", "--delimiter", "-f", "--fields", "--output-delimiter"], flags: ["--complement", "--help", "--only-delimited", "--version", "--zero-terminated"] }, od: { operands: "read", valued: ["-A", "--address-radix", "-j", "--skip-bytes", "-N", "--read-bytes", "-t", "--format", "-S", "--endian"], optionalValue: ["-w", "--width", "--strings"], flags: ["--help", "--output-duplicates", "--traditional", "--version"] }, xxd: { operands: "read", valued: ["-c", "-g", "-l", "-o", "-s", "-n"], lastOperand: "write" }, hexdump: { operands: "read", valued: ["-e", "--format", "-n", "--length", "-s", "--skip"], optionRoles: { "-f": "read", "--format-file": "read" }, flags: ["--canonical", "--color", "--help", "--no-squeezing", "--one-byte-char", "--one-byte-octal", "--two-bytes-decimal", "--two-bytes-hex", "--two-bytes-octal", "--version"] }, strings: { operands: "read", valued: ["-n", "--bytes", "-t", "--radix", "-e", "--encoding", "-T", "--target", "-s", "--output-separator", "-U", "--unicode"], flags: ["--all", "--data", "--help", "--include-all-whitespace", "--print-file-name", "--version"] }, base64: { operands: "read", valued: ["-w", "--wrap"], flags: ["--decode", "--help", "--ignore-garbage", "--version"] }, md5sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sha1sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sha224sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sha256sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sha384sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sha512sum: { operands: "read", flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, sum: { operands: "read", flags: ["--help", "--sysv", "--version"] }, tsort: { operands: "read", flags: ["--help", "--version"] }, rev: { operands: "read", flags: ["--help", "--version"] }, cksum: { operands: "read", valued: ["-a", "--algorithm", "-l", "--length"], flags: ["--check", "--debug", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--untagged", "--version", "--warn", "--zero"] }, b2sum: { operands: "read", valued: ["-l", "--length"], flags: ["--binary", "--check", "--help", "--ignore-missing", "--quiet", "--status", "--strict", "--tag", "--text", "--version", "--warn", "--zero"] }, cmp: { operands: "read", valued: ["-i", "--ignore-initial", "-n", "--bytes"], flags: ["--help", "--print-bytes", "--quiet", "--silent", "--verbose", "--version"] }, diff: { operands: "read", recursiveWith: ["-r", "--recursive"], valued: ["-U", "-C", "-L", "--label", "-I", "--ignore-matching-lines", "-x", "--exclude", "-F", "--show-function-line", "--line-format", "-D", "--ifdef", "--horizon-lines", "--tabsize", "-W", "--width", "--palette", "-S", "--starting-file", "--old-group-format", "--new-group-format", "--unchanged-group-format", "--changed-group-format", "--old-line-format", "--new-line-format", "--unchanged-line-format"], optionalValue: ["--color", "--context", "--unified"], optionRoles: { "-X": "read", "--exclude-from": "read", "--from-file": "read", "--to-file": "read" }, flags: ["--brief", "--ed", "--expand-tabs", "--help", "--ignore-all-space", "--ignore-blank-lines", "--ignore-case", "--ignore-file-name-case", "--ignore-space-change", "--ignore-tab-expansion", "--ignore-trailing-space", "--initial-tab", "--left-column", "--minimal", "--new-file", "--no-dereference", "--no-ignore-file-name-case", "--normal", "--paginate", "--rcs", "--report-identical-files", "--show-c-function", "--side-by-side", "--speed-large-files", "--strip-trailing-cr", "--suppress-blank-empty", "--suppress-common-lines", "--text", "--unidirectional-new-file", "--version"] }, comm: { operands: "read", valued: ["--output-delimiter"], flags: ["--check-order", "--help", "--nocheck-order", "--total", "--version", "--zero-terminated"] }, paste: { operands: "read", valued: ["-d", "--delimiters"], flags: ["--help", "--serial", "--version", "--zero-terminated"] }, fold: { operands: "read", valued: ["-w", "--width"], flags: ["--bytes", "--help", "--spaces", "--version"] }, fmt: { operands: "read", valued: ["-w", "--width", "-g", "--goal", "-p", "--prefix"], flags: ["--crown-margin", "--help", "--split-only", "--tagged-paragraph", "--uniform-spacing", "--version"] }, expand: { operands: "read", valued: ["-t", "--tabs"], flags: ["--help", "--initial", "--version"] }, unexpand: { operands: "read", valued: ["-t", "--tabs"], flags: ["--all", "--first-only", "--help", "--version"] }, column: { operands: "read", valued: ["-c", "--output-width", "-s", "--separator", "-o", "--output-separator", "-N", "--table-columns", "-l", "--table-columns-limit", "-R", "--table-right", "-T", "--table-truncate", "-E", "--table-noextreme", "-H", "--table-hide", "-O", "--table-order", "-n", "--table-name", "-W", "--table-wrap", "-r", "--tree", "-i", "--tree-id", "-p", "--tree-parent"], flags: ["--fillrows", "--help", "--json", "--keep-empty-lines", "--table", "--table-header-repeat", "--table-noheadings", "--version"] }, pr: { operands: "read", plusOptions: true, valued: ["-D", "--date-format", "-h", "--header", "-l", "--length", "-N", "--first-line-number", "-o", "--indent", "-w", "--width", "-W", "--page-width", "--columns", "--pages"], optionalValue: ["-e", "--expand-tabs", "-i", "--output-tabs", "-n", "--number-lines", "-s", "--separator", "-S", "--sep-string"], flags: ["--across", "--double-space", "--form-feed", "--help", "--join-lines", "--merge", "--no-file-warnings", "--omit-header", "--omit-pagination", "--show-control-chars", "--show-nonprinting", "--version"] }, iconv: { operands: "read", valued: ["-f", "--from-code", "-t", "--to-code"], optionRoles: { "-o": "write", "--output": "write" }, flags: ["--help", "--list", "--silent", "--usage", "--verbose", "--version"] }, join: { operands: "read", valued: ["-a", "-e", "-j", "-o", "-t", "-v", "-1", "-2"], flags: ["--check-order", "--header", "--help", "--ignore-case", "--nocheck-order", "--version", "--zero-terminated"] }, look: { operands: "read", leading: 1, valued: ["-t", "--terminate"], flags: ["--alphanum", "--alternative", "--help", "--ignore-case", "--version"] }, jq: { operands: "read", leading: 1, leadingFrom: ["-f", "--from-file"], valued: ["--arg", "--argjson", "--indent"], valuedTwice: ["--arg", "--argjson", "--slurpfile", "--rawfile"], optionRoles: { "-f": "read", "--from-file": "read", "--slurpfile": "read", "--rawfile": "read", "-L": "read" } }, grep: { operands: "read", leading: 1, leadingFrom: ["-e", "--regexp", "-f", "--file"], valued: ["-e", "--regexp", "-f", "--file", "-m", "--max-count", "-A", "--after-context", "-B", "--before-context", "-C", "--context", "-d", "--directories", "-D", "--devices", "--include", "--exclude", "--exclude-dir", "--exclude-from", "--label", "--binary-files", "--group-separator"], optionalValue: ["--color", "--colour"], optionRoles: { "-f": "read", "--file": "read", "--exclude-from": "read" }, recursiveWith: ["-r", "-R", "--recursive", "--dereference-recursive"], recursiveWhen: { "-d": "rec|recurse", "--directories": "rec|recurse" }, defaults: [{ path: ".", role: "read", whenOperands: 1, whenRecursive: true }], flags: ["--basic-regexp", "--binary", "--byte-offset", "--count", "--extended-regexp", "--files-with-matches", "--files-without-match", "--fixed-strings", "--help", "--ignore-case", "--initial-tab", "--invert-match", "--line-buffered", "--line-number", "--line-regexp", "--no-filename", "--no-group-separator", "--no-ignore-case", "--no-messages", "--null", "--null-data", "--only-matching", "--perl-regexp", "--quiet", "--silent", "--text", "--version", "--with-filename", "--word-regexp"] }, egrep: { same: "grep" }, fgrep: { same: "grep" }, ssh: { operands: "none", stopAtOperand: true, valued: ["-B", "-b", "-c", "-D", "-e", "-F", "-I", "-i", "-J", "-L", "-l", "-m", "-O", "-o", "-p", "-Q", "-R", "-S", "-W", "-w"], optionRoles: { "-E": "write" } }, rg: { operands: { role: "read", partial: true }, leading: 1, leadingFrom: ["-e", "--regexp", "-f", "--file"], recursive: true, valued: ["-e", "--regexp", "-f", "--file", "-g", "--glob", "--iglob", "-t", "--type", "-T", "--type-not", "--type-add", "--type-clear", "-m", "--max-count", "-A", "--after-context", "-B", "--before-context", "-C", "--context", "-j", "--threads", "-M", "--max-columns", "-d", "--max-depth", "--max-filesize", "--color", "--colors", "-r", "--replace", "--sort", "--sortr", "-E", "--encoding", "--engine", "--pre", "--pre-glob", "--path-separator", "--context-separator", "--field-context-separator", "--field-match-separator", "--dfa-size-limit", "--regex-size-limit", "--hostname-bin", "--hyperlink-format", "--generate"], optionRoles: { "-f": "read", "--file": "read", "--ignore-file": "read" }, defaults: [{ path: ".", role: { role: "read", partial: true }, whenOperands: 1, unlessStdin: true }], modes: { "--files": { leading: 0, operands: "none", defaults: [] }, "--type-list": { leading: 0, operands: "none", defaults: [] }, "--help": { leading: 0, operands: "none", defaults: [] }, "-h": { leading: 0, operands: "none", defaults: [] }, "--version": { leading: 0, operands: "none", defaults: [] }, "-V": { leading: 0, operands: "none", defaults: [] }, "--pcre2-version": { leading: 0, operands: "none", defaults: [] }, "--generate": { leading: 0, operands: "none", defaults: [] } } }, cp: { operands: "read", lastOperand: "write", valued: ["-S", "--suffix", "--no-preserve", "--sparse"], optionalValue: ["--backup", "--context", "--reflink", "--preserve", "--update"], optionRoles: { "-t": "write", "--target-directory": "write" }, targetOptions: ["-t", "--target-directory"], recursiveWith: ["-r", "-R", "-a", "--recursive", "--archive"], flags: ["--attributes-only", "--copy-contents", "--dereference", "--force", "--help", "--interactive", "--link", "--no-clobber", "--no-dereference", "--no-target-directory", "--one-file-system", "--parents", "--remove-destination", "--strip-trailing-slashes", "--symbolic-link", "--verbose", "--version"] }, mv: { operands: "write", lastOperand: "write", valued: ["-S", "--suffix"], optionalValue: ["--backup", "--update"], optionRoles: { "-t": "write", "--target-directory": "write" }, targetOptions: ["-t", "--target-directory"], recursive: true, flags: ["--context", "--force", "--help", "--interactive", "--no-clobber", "--no-target-directory", "--strip-trailing-slashes", "--verbose", "--version"] }, install: { operands: "read", lastOperand: "write", valued: ["-m", "--mode", "-o", "--owner", "-g", "--group", "-S", "--suffix", "--strip-program"], optionalValue: ["--backup", "--context"], optionRoles: { "-t": "write", "--target-directory": "write" }, targetOptions: ["-t", "--target-directory"], modes: { "-d": { operands: "write", lastOperand: "none" }, "--directory": { operands: "write", lastOperand: "none" } }, flags: ["--compare", "--help", "--no-target-directory", "--preserve-context", "--preserve-timestamps", "--strip", "--verbose", "--version"] }, rm: { operands: "write", recursiveWith: ["-r", "-R", "--recursive"], optionalValue: ["--interactive", "--preserve-root"], flags: ["--dir", "--force", "--help", "--no-preserve-root", "--one-file-system", "--verbose", "--version"] }, rmdir: { operands: "write", flags: ["--help", "--ignore-fail-on-non-empty", "--parents", "--verbose", "--version"] }, unlink: { operands: "write", flags: ["--help", "--version"] }, shred: { operands: "write", valued: ["-n", "--iterations", "-s", "--size"], optionalValue: ["--remove"], optionRoles: { "--random-source": "read" }, flags: ["--exact", "--force", "--help", "--verbose", "--version", "--zero"] }, touch: { operands: "write", valued: ["-d", "--date", "-t", "--time"], optionRoles: { "-r": "read", "--reference": "read" }, flags: ["--help", "--no-create", "--no-dereference", "--version"] }, mkdir: { operands: "write", valued: ["-m", "--mode"], optionalValue: ["--context"], flags: ["--help", "--parents", "--verbose", "--version"] }, mkfifo: { operands: "write", valued: ["-m", "--mode"], optionalValue: ["--context"], flags: ["--help", "--version"] }, mknod: { operands: "none", firstOperand: "write", valued: ["-m", "--mode"], optionalValue: ["--context"], flags: ["--help", "--version"] }, mktemp: { operands: "write", valued: ["--suffix"], optionalValue: ["--tmpdir"], chdir: { options: ["-p", "--tmpdir"], applies: "all" }, flags: ["--directory", "--dry-run", "--help", "--quiet", "--version"] }, truncate: { operands: "write", valued: ["-s", "--size"], optionRoles: { "-r": "read", "--reference": "read" }, flags: ["--help", "--io-blocks", "--no-create", "--version"] }, chmod: { operands: "write", leading: 1, leadingFrom: ["--reference"], optionRoles: { "--reference": "read" }, recursiveWith: ["-R", "--recursive"], modeLetters: "rwxXstugoa,+=01234567", flags: ["--changes", "--help", "--no-preserve-root", "--preserve-root", "--quiet", "--silent", "--verbose", "--version"] }, chown: { operands: "write", leading: 1, leadingFrom: ["--reference"], valued: ["--from"], optionRoles: { "--reference": "read" }, recursiveWith: ["-R", "--recursive"], flags: ["--changes", "--dereference", "--help", "--no-dereference", "--no-preserve-root", "--preserve-root", "--quiet", "--silent", "--verbose", "--version"] }, chgrp: { same: "chown" }, ln: { operands: "readwrite", lastOperand: "write", singleOperand: "write-basename", valued: ["-S", "--suffix"], optionalValue: ["--backup"], optionRoles: { "-t": "write", "--target-directory": "write" }, targetOptions: ["-t", "--target-directory"], flags: ["--directory", "--force", "--help", "--interactive", "--logical", "--no-dereference", "--no-target-directory", "--physical", "--relative", "--symbolic", "--verbose", "--version"], modes: { "-s": { operands: "none" }, "--symbolic": { operands: "none" } } }, tee: { operands: "write", optionalValue: ["--output-error"], flags: ["--append", "--help", "--ignore-interrupts", "--version"] }, sed: { stdioOptions: ["-f", "--file"], operands: "read", leading: 1, leadingFrom: ["-e", "--expression", "-f", "--file"], valued: ["-e", "--expression", "-f", "--file", "-l", "--line-length"], optionRoles: { "-f": "read", "--file": "read" }, writeWith: ["-i", "--in-place"], sedScript: ["-e", "--expression"], sedScriptFiles: ["-f", "--file"], sedSandbox: ["--sandbox"], flags: ["--debug", "--follow-symlinks", "--help", "--null-data", "--posix", "--quiet", "--regexp-extended", "--separate", "--silent", "--unbuffered", "--version"] }, dd: { operands: "none", assignments: { if: "read", of: "write" } }, source: { operands: "none", firstOperand: "read" }, ".": { same: "source" }, bash: { operands: "none", firstOperand: "read", stopAtOperand: true, plusOptions: true, valued: ["-o", "+o", "-O", "+O"], optionRoles: { "--rcfile": "read", "--init-file": "read" }, modes: { "-s": { firstOperand: "none" } } }, sh: { same: "bash" }, dash: { same: "bash" }, zsh: { same: "bash" }, ksh: { same: "bash" }, ash: { same: "bash" }, mksh: { same: "bash" }, yash: { same: "bash" }, python: { operands: "none", firstOperand: "read", stopAtOperand: true, exactLongOptions: true, subcommandOptions: ["-m"], subcommands: { venv: { operands: { role: "write", recursive: true }, valued: ["--prompt"], flags: ["--system-site-packages", "--symlinks", "--copies", "--clear", "--upgrade", "--without-pip", "--upgrade-deps", "--without-scm-ignore-files", "--help"] }, virtualenv: { same: "virtualenv" }, pip: { same: "pip" } }, valued: ["-c", "-m", "-W", "-X", "-Q", "--check-hash-based-pycs"], modes: { "-c": { firstOperand: "none" }, "-m": { firstOperand: "none" } }, flags: ["--help", "--help-env", "--help-xoptions", "--help-all", "--version"] }, python2: { same: "python" }, python3: { same: "python" }, pypy3: { same: "python" }, node: { operands: "none", firstOperand: "read", stopAtOperand: true, exactLongOptions: true, valued: ["-e", "--eval", "-p", "--print", "-r", "--require", "--import", "--loader", "--experimental-loader", "--input-type", "-C", "--conditions", "--title", "--stack-size", "--max-old-space-size", "--max-semi-space-size", "--inspect-port", "--redirect-warnings", "--diagnostic-dir", "--report-dir", "--report-directory", "--report-filename", "--report-signal", "--cpu-prof-dir", "--cpu-prof-name", "--heap-prof-dir", "--heap-prof-name", "--watch-path", "--test-reporter", "--test-reporter-destination", "--test-name-pattern", "--test-skip-pattern", "--test-concurrency", "--test-timeout", "--disable-warning", "--unhandled-rejections", "--dns-result-order", "--icu-data-dir", "--openssl-config", "--env-file", "--env-file-if-exists", "--experimental-config-file", "--localstorage-file", "--run"], optionRoles: { "--env-file": "read", "--env-file-if-exists": "read", "--openssl-config": "read", "--experimental-config-file": "read", "--redirect-warnings": "write", "--test-reporter-destination": "write" }, modes: { "-e": { firstOperand: "none" }, "--eval": { firstOperand: "none" }, "-p": { firstOperand: "none" }, "--print": { firstOperand: "none" }, "--run": { firstOperand: "none" } } }, nodejs: { same: "node" }, ruby: { operands: "read", leading: 1, leadingRole: "read", leadingFrom: ["-e"], stopAtOperand: true, valued: ["-e", "-r", "-I", "-C", "-E", "-F", "--encoding", "--external-encoding", "--internal-encoding", "--enable", "--disable", "--dump"], optionalValue: ["-x", "-0", "-K", "-T", "-W"] }, php: { operands: "none", firstOperand: "read", stopAtOperand: true, exactLongOptions: true, valued: ["-c", "--php-ini", "-d", "--define", "-z", "--zend-extension", "-f", "--file", "-r", "--run", "-B", "--process-begin", "-R", "--process-code", "-F", "--process-file", "-E", "--process-end", "-t", "--docroot", "-S", "--server", "--rf", "--rc", "--re", "--rz", "--ri"], optionRoles: { "-c": "read", "--php-ini": "read", "-z": "read", "--zend-extension": "read", "-f": "read", "--file": "read", "-F": "read", "--process-file": "read" }, modes: { "-f": { firstOperand: "none" }, "--file": { firstOperand: "none" }, "-r": { firstOperand: "none" }, "--run": { firstOperand: "none" }, "-R": { firstOperand: "none" }, "--process-code": { firstOperand: "none" }, "-F": { firstOperand: "none" }, "--process-file": { firstOperand: "none" } }, flags: ["--help", "--version", "--info", "--modules", "--syntax-check", "--no-php-ini", "--hide-args", "--no-chdir", "--interactive"] }, lua: { operands: "none", firstOperand: "read", stopAtOperand: true, valued: ["-e", "-l"] }, Rscript: { operands: "none", firstOperand: "read", stopAtOperand: true, exactLongOptions: true, valued: ["-e"], modes: { "-e": { firstOperand: "none" } } }, awk: { stdioOptions: ["-f", "--file"], operands: "read", leading: 1, leadingFrom: ["-f", "--file", "-e", "--source", "-E", "--exec"], stopAtOperand: true, assignmentOperands: true, valued: ["-F", "--field-separator", "-v", "--assign", "-e", "--source", "-l", "--load", "-W"], optionalValue: ["-d", "--dump-variables", "-p", "--profile", "-o", "--pretty-print", "-D", "--debug"], optionRoles: { "-f": "read", "--file": "read", "-E": "read", "--exec": "read", "-i": "read", "--include": "read", "-d": "write", "--dump-variables": "write", "-p": "write", "--profile": "write", "-o": "write", "--pretty-print": "write" } }, gawk: { same: "awk" }, mawk: { same: "awk" }, nawk: { same: "awk" }, perl: { operands: "read", leading: 1, leadingRole: "read", leadingFrom: ["-e", "-E"], stopAtOperand: true, writeWith: ["-i"], valued: ["-e", "-E", "-I"], optionalValue: ["-x", "-C", "-D", "-d", "-M", "-m", "-F", "-V"] }, vim: { operands: "readwrite", plusOptions: true, valued: ["-c", "--cmd", "-T", "-t", "--servername", "--remote-expr", "--remote-send"], optionalValue: ["-o", "-O", "-p", "-V"], optionRoles: { "-S": "read", "-u": "read", "-U": "read", "-i": "readwrite", "-w": "write", "-W": "write", "-q": "read", "--startuptime": "write" } }, vi: { same: "vim" }, view: { same: "vim" }, nvim: { same: "vim" }, vimdiff: { same: "vim" }, ex: { same: "vim" }, nano: { operands: "readwrite", plusOptions: true, valued: ["-o", "--operatingdir", "-Q", "--quotestr", "-T", "--tabsize", "-X", "--wordchars", "-Y", "--syntax", "-r", "--fill", "-s", "--speller", "-J", "--guidestripe"], optionRoles: { "-C": "write", "--backupdir": "write", "-f": "read", "--rcfile": "read" } }, ed: { operands: "readwrite", valued: ["-p", "--prompt"] }, red: { same: "ed" }, emacs: { operands: "readwrite", plusOptions: true, singleDashLong: true, valued: ["-f", "-funcall", "--funcall", "-eval", "--eval", "-execute", "--execute", "-t", "-terminal", "--terminal", "-d", "-display", "--display", "-u", "-user", "--user", "-L", "-directory", "--directory", "--fg-daemon", "--bg-daemon", "-bg", "-fg", "-fn", "-font", "--font", "-name", "--name", "-T", "-title", "--title"], optionRoles: { "-l": "read", "-load": "read", "--load": "read", "-insert": "read", "--insert": "read", "-script": "read", "--script": "read", "-visit": "readwrite", "--visit": "readwrite", "-file": "readwrite", "--file": "readwrite", "-find-file": "readwrite", "--find-file": "readwrite" }, chdir: { options: ["-chdir", "--chdir"], applies: "all" } }, bat: { operands: "read", valued: ["-l", "--language", "-H", "--highlight-line", "--file-name", "--diff-context", "--tabs", "--wrap", "--terminal-width", "--color", "--italic-text", "--decorations", "--paging", "--pager", "-m", "--map-syntax", "--ignored-suffix", "--theme", "--style", "-r", "--line-range"] }, batcat: { same: "bat" }, xargs: { operands: "none", stopAtOperand: true, valued: ["-E", "-I", "-L", "--max-lines", "-n", "--max-args", "-P", "--max-procs", "-s", "--max-chars", "-d", "--delimiter", "--process-slot-var"], optionalValue: ["-i", "--replace", "-e", "--eof", "-l"], optionRoles: { "-a": "read", "--arg-file": "read" }, flags: ["--exit", "--help", "--interactive", "--no-run-if-empty", "--null", "--open-tty", "--show-limits", "--verbose", "--version"] }, tar: { stdioOptions: ["-f", "--file"], operands: "none", bareFirstCluster: true, valued: ["-b", "--blocking-factor", "-F", "--info-script", "--new-volume-script", "-H", "--format", "-I", "--use-compress-program", "-K", "--starting-file", "-L", "--tape-length", "-N", "--newer", "--after-date", "-V", "--label", "--add-file", "--checkpoint-action", "--exclude", "--exclude-ignore", "--exclude-ignore-recursive", "--exclude-tag", "--exclude-tag-all", "--exclude-tag-under", "--group", "--group-map", "--hole-detection", "--level", "--mode", "--mtime", "--newer-mtime", "--no-quote-chars", "--owner", "--owner-map", "--pax-option", "--quote-chars", "--quoting-style", "--record-size", "--rmt-command", "--rsh-command", "--sort", "--sparse-version", "--strip-components", "--suffix", "--to-command", "--transform", "--xform", "--volno-file", "--warning", "--xattrs-exclude", "--xattrs-include"], optionalValue: ["--atime-preserve", "--backup", "--checkpoint", "--occurrence", "--one-top-level", "--totals"], optionRoles: { "-f": "none", "--file": "none", "-g": "none", "--listed-incremental": "none", "--index-file": "write" }, chdir: { options: ["-C", "--directory"], applies: "operands" }, modes: { "-P": { unknown: "with -P the archive's absolute and `..` paths are written as they are, so where its files go is not known before it runs" }, "--absolute-names": { unknown: "with -P the archive's absolute and `..` paths are written as they are, so where its files go is not known before it runs" }, "-c": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "write", "--file": "write", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "-g": "readwrite", "--listed-incremental": "readwrite", "--index-file": "write" }, unknown: null }, "--create": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "write", "--file": "write", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "-g": "readwrite", "--listed-incremental": "readwrite", "--index-file": "write" }, unknown: null }, "-r": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "readwrite", "--file": "readwrite", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "--append": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "readwrite", "--file": "readwrite", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "-u": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "readwrite", "--file": "readwrite", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "--update": { operands: { role: "read", recursive: true }, optionRoles: { "-f": "readwrite", "--file": "readwrite", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "-A": { operands: "read", optionRoles: { "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "--catenate": { operands: "read", optionRoles: { "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "--concatenate": { operands: "read", optionRoles: { "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "--delete": { optionRoles: { "-f": "readwrite", "--file": "readwrite", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "-t": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "--list": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, unknown: null }, "-x": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "-g": "read", "--listed-incremental": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--extract": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "-g": "read", "--listed-incremental": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--get": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "-g": "read", "--listed-incremental": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-d": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true } }], unknown: null }, "--diff": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true } }], unknown: null }, "--compare": { optionRoles: { "-f": "read", "--file": "read", "-T": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read" }, defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true } }], unknown: null }, "-O": { defaults: [], unknown: null }, "--to-stdout": { defaults: [], unknown: null }, "--to-command": { defaults: [], unknown: null } }, flags: ["--absolute-names", "--acls", "--anchored", "--auto-compress", "--block-number", "--bzip2", "--check-device", "--check-links", "--clamp-mtime", "--compress", "--confirmation", "--delay-directory-restore", "--dereference", "--exclude-backups", "--exclude-caches", "--exclude-caches-all", "--exclude-caches-under", "--exclude-vcs", "--exclude-vcs-ignores", "--force-local", "--full-time", "--gunzip", "--gzip", "--hard-dereference", "--help", "--ignore-case", "--ignore-command-error", "--ignore-failed-read", "--ignore-zeros", "--incremental", "--interactive", "--keep-directory-symlink", "--keep-newer-files", "--keep-old-files", "--lzip", "--lzma", "--lzop", "--multi-volume", "--no-acls", "--no-anchored", "--no-auto-compress", "--no-check-device", "--no-delay-directory-restore", "--no-ignore-case", "--no-ignore-command-error", "--no-null", "--no-overwrite-dir", "--no-recursion", "--no-same-owner", "--no-same-permissions", "--no-seek", "--no-selinux", "--no-unquote", "--no-verbatim-files-from", "--no-wildcards", "--no-wildcards-match-slash", "--no-xattrs", "--null", "--numeric-owner", "--old-archive", "--one-file-system", "--overwrite", "--overwrite-dir", "--portability", "--posix", "--preserve-order", "--preserve-permissions", "--read-full-records", "--recursion", "--recursive-unlink", "--remove-files", "--restrict", "--same-order", "--same-owner", "--same-permissions", "--seek", "--selinux", "--show-defaults", "--show-omitted-dirs", "--show-snapshot-field-ranges", "--show-stored-names", "--show-transformed-names", "--skip-old-files", "--sparse", "--test-label", "--touch", "--uncompress", "--ungzip", "--unlink-first", "--unquote", "--usage", "--utc", "--verbatim-files-from", "--verbose", "--verify", "--version", "--wildcards", "--wildcards-match-slash", "--xattrs", "--xz", "--zstd"] }, cpio: { operands: "none", valued: ["-C", "--io-size", "-H", "--format", "-M", "--message", "-R", "--owner", "--block-size", "--rsh-command", "--warning", "-I", "-O", "-F", "--file", "-E", "--pattern-file"], optionRoles: { "--rename-batch-file": "read" }, chdir: { options: ["-D", "--directory"], applies: "defaults" }, modes: { "-o": { optionRoles: { "-O": "write", "-F": "write", "--file": "write" }, unknown: "-o archives the files named on standard input, which are not known before it runs" }, "--create": { optionRoles: { "-O": "write", "-F": "write", "--file": "write" }, unknown: "-o archives the files named on standard input, which are not known before it runs" }, "-i": { optionRoles: { "-I": "read", "-F": "read", "--file": "read", "-E": "read", "--pattern-file": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--extract": { optionRoles: { "-I": "read", "-F": "read", "--file": "read", "-E": "read", "--pattern-file": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-p": { positional: [{ role: "write", recursive: true, partial: true }], unknown: "-p copies the files named on standard input, which are not known before it runs" }, "--pass-through": { positional: [{ role: "write", recursive: true, partial: true }], unknown: "-p copies the files named on standard input, which are not known before it runs" }, "-t": { defaults: [] }, "--list": { defaults: [] }, "--to-stdout": { defaults: [] } }, flags: ["--absolute-filenames", "--append", "--dereference", "--device-independent", "--dot", "--force-local", "--help", "--ignore-devno", "--link", "--make-directories", "--no-absolute-filenames", "--no-preserve-owner", "--nonmatching", "--null", "--numeric-uid-gid", "--only-verify-crc", "--preserve-modification-time", "--quiet", "--rename", "--renumber-inodes", "--reproducible", "--reset-access-time", "--sparse", "--swap", "--swap-bytes", "--swap-halfwords", "--unconditional", "--usage", "--verbose", "--version"] }, ar: { operands: "none", positional: ["read"], bareFirstCluster: true, valued: ["-a", "-b", "-i", "-N", "--plugin", "--target", "-l"], chdir: { options: ["--output"], applies: "defaults" }, modes: { "-s": { positional: ["readwrite"], operands: "none" }, "-t": { positional: ["read"], operands: "none" }, "-p": { positional: ["read"], operands: "none" }, "-d": { positional: ["readwrite"], operands: "none" }, "-m": { positional: ["readwrite"], operands: "none" }, "-q": { positional: ["readwrite"], operands: "read" }, "-r": { positional: ["readwrite"], operands: "read" }, "-x": { positional: ["read"], operands: "none", defaults: [{ path: ".", role: "write" }] } }, flags: ["--help", "--version", "--record-libdeps", "--thin"] }, unzip: { operands: "none", positional: ["read"], valued: ["-P", "-O", "-I"], chdir: { options: ["-d"], applies: "defaults" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }], modes: { "-l": { defaults: [] }, "-t": { defaults: [] }, "-v": { defaults: [] }, "-z": { defaults: [] }, "-Z": { defaults: [] }, "-p": { defaults: [] }, "-c": { defaults: [] } } }, rsync: { operands: { role: "read", form: "local" }, lastOperand: { role: "write", partial: true, form: "local" }, recursiveWith: ["-r", "--recursive", "-a", "--archive"], valued: ["-e", "--rsh", "--rsync-path", "-f", "--filter", "--exclude", "--include", "--chmod", "--chown", "--usermap", "--groupmap", "-B", "--block-size", "--max-delete", "--max-size", "--min-size", "--max-alloc", "--timeout", "--contimeout", "--port", "--sockopts", "--out-format", "--log-file-format", "--bwlimit", "--stop-after", "--stop-at", "--modify-window", "-@", "--suffix", "-M", "--remote-option", "--iconv", "--checksum-choice", "--cc", "--compress-choice", "--zc", "--compress-level", "--zl", "--skip-compress", "--info", "--debug", "--outbuf", "--address", "--protocol", "--checksum-seed", "--copy-as", "--partial-dir"], optionRoles: { "--files-from": "read", "--exclude-from": "read", "--include-from": "read", "--log-file": "write", "--password-file": "read", "--backup-dir": { role: "write", recursive: true }, "-T": "write", "--temp-dir": "write", "--compare-dest": { role: "read", recursive: true }, "--copy-dest": { role: "read", recursive: true }, "--link-dest": { role: "read", recursive: true }, "--write-batch": "write", "--only-write-batch": "write", "--read-batch": "read", "--early-input": "read" }, modes: { "--remove-source-files": { operands: { role: "readwrite", form: "local" } } } }, gzip: { operands: "readwrite", valued: ["-S", "--suffix"], recursiveWith: ["-r", "--recursive"], modes: { "-c": { operands: "read" }, "--stdout": { operands: "read" }, "--to-stdout": { operands: "read" }, "-l": { operands: "read" }, "--list": { operands: "read" }, "-t": { operands: "read" }, "--test": { operands: "read" } }, flags: ["--best", "--decompress", "--fast", "--force", "--help", "--keep", "--license", "--name", "--no-name", "--quiet", "--rsyncable", "--synchronous", "--verbose", "--version"] }, gunzip: { same: "gzip" }, pigz: { same: "gzip" }, unpigz: { same: "gzip" }, zcat: { operands: "read", valued: ["-S", "--suffix"], flags: ["--best", "--decompress", "--fast", "--force", "--help", "--keep", "--license", "--list", "--name", "--no-name", "--quiet", "--recursive", "--rsyncable", "--stdout", "--synchronous", "--test", "--verbose", "--version"] }, gzcat: { same: "zcat" }, bzip2: { operands: "readwrite", modes: { "-c": { operands: "read" }, "--stdout": { operands: "read" }, "-t": { operands: "read" }, "--test": { operands: "read" } }, flags: ["--best", "--compress", "--decompress", "--exponential", "--fast", "--force", "--help", "--keep", "--license", "--quiet", "--repetitive-best", "--repetitive-fast", "--small", "--verbose", "--version"] }, bunzip2: { same: "bzip2" }, bzcat: { operands: "read" }, xz: { operands: "readwrite", valued: ["-S", "--suffix", "-F", "--format", "-C", "--check", "-T", "--threads", "-M", "--memlimit", "--memlimit-compress", "--memlimit-decompress", "--memlimit-mt-decompress", "--block-size", "--block-list", "--flush-timeout"], optionalValue: ["--lzma1", "--lzma2", "--x86", "--arm", "--armthumb", "--arm64", "--powerpc", "--ia64", "--sparc", "--delta", "--files", "--files0"], optionRoles: { "--files": "read", "--files0": "read" }, modes: { "-c": { operands: "read" }, "--stdout": { operands: "read" }, "--to-stdout": { operands: "read" }, "-l": { operands: "read" }, "--list": { operands: "read" }, "-t": { operands: "read" }, "--test": { operands: "read" } }, flags: ["--compress", "--decompress", "--extreme", "--force", "--help", "--ignore-check", "--info-memory", "--keep", "--long-help", "--no-adjust", "--no-sparse", "--no-warn", "--quiet", "--robot", "--single-stream", "--verbose", "--version"] }, unxz: { same: "xz" }, lzma: { same: "xz" }, unlzma: { same: "xz" }, xzcat: { operands: "read" }, lzcat: { same: "xzcat" }, zstd: { operands: "readwrite", recursiveWith: ["-r"], valued: ["--format", "--maxdict", "--dictID", "--size-hint", "--stream-size", "--target-compressed-block-size", "--priority", "--auto-threads", "--memory"], optionalValue: ["--fast", "--long", "--train-cover", "--train-fastcover", "--train-legacy"], optionRoles: { "-o": "write", "-D": "read", "--patch-from": "read", "--filelist": "read", "--output-dir-flat": "write", "--output-dir-mirror": { role: "write", recursive: true }, "--trace": "write" }, modes: { "-c": { operands: "read" }, "--stdout": { operands: "read" }, "-t": { operands: "read" }, "--test": { operands: "read" }, "-l": { operands: "read" }, "--list": { operands: "read" }, "-o": { operands: "read" } }, flags: ["--adapt", "--decompress", "--exclude-compressed", "--force", "--help", "--keep", "--no-dictID", "--quiet", "--rm", "--rsyncable", "--single-thread", "--train", "--ultra", "--verbose", "--version"] }, unzstd: { same: "zstd" }, echo: { operands: "none" }, printf: { operands: "none" }, test: { operands: "none" }, "[": { operands: "none" }, true: { operands: "none" }, false: { operands: "none" }, ":": { operands: "none" }, sleep: { operands: "none" }, seq: { operands: "none" }, expr: { operands: "none" }, basename: { operands: "none" }, dirname: { operands: "none" }, pwd: { operands: "none" }, date: { operands: "none" }, id: { operands: "none" }, whoami: { operands: "none" }, groups: { operands: "none" }, uname: { operands: "none" }, hostname: { operands: "none" }, nproc: { operands: "none" }, yes: { operands: "none" }, which: { operands: "none" }, type: { operands: "none" }, whereis: { operands: "none" }, kill: { operands: "none" }, pkill: { operands: "none" }, pgrep: { operands: "none" }, wait: { operands: "none" }, printenv: { operands: "none" }, realpath: { operands: "none" }, readlink: { operands: "none" }, stat: { operands: "none" }, ls: { operands: "none" }, tree: { operands: "none" }, file: { operands: "none" }, tput: { operands: "none" }, logger: { operands: "none" }, actionlint: { operands: "read", singleDashLong: true, exactLongOptions: true, valued: ["-format", "-ignore", "-shellcheck", "-pyflakes", "-stdin-filename"], optionRoles: { "-config-file": "read" } }, yamllint: { operands: { role: "read", recursive: true }, valued: ["-d", "--config-data", "-f", "--format"], optionRoles: { "-c": "read", "--config-file": "read" } }, shellcheck: { operands: "read", valued: ["-C", "--color", "-e", "--exclude", "-f", "--format", "-i", "--include", "-o", "--enable", "-P", "--source-path", "-s", "--shell", "-S", "--severity", "-W", "--wiki-link-count"], optionRoles: { "--rcfile": "read" } }, lz4: { positional: ["read", "write"], recursiveWith: ["-r"], valued: ["-B", "--block-size"], modes: { "-c": { positional: ["read"], operands: "read" }, "--stdout": { positional: ["read"], operands: "read" }, "-m": { positional: [], operands: "readwrite" }, "--multiple": { positional: [], operands: "readwrite" } }, flags: ["--best", "--compress", "--decompress", "--uncompress", "--force", "--keep", "--rm", "--test", "--list", "--quiet", "--verbose", "--sparse", "--no-sparse", "--favor-decSpeed", "--content-size", "--no-frame-crc", "--frame-crc", "--help", "--version"] }, zip: { positional: [{ role: "write", recursive: false }], operands: "read", dashIsStdio: true, recursiveWith: ["-r", "--recurse-paths", "-R", "--recurse-patterns"], valued: ["-b", "--temp-path", "-n", "--suffixes", "-t", "--from-date", "-tt", "--before-date", "-P", "--password", "-Z", "--compression-method", "-s", "--split-size", "-sb", "-O", "--output-file", "-x", "--exclude", "-i", "--include", "-TT", "--unzip-command"], optionRoles: { "-O": "write", "--output-file": "write" }, unknownWith: { "-@": "the files to add are read from standard input, and they are not known before it runs", "--names-stdin": "the files to add are read from standard input, and they are not known before it runs" }, flags: ["--adjust-sfx", "--append", "--archive-clear", "--archive-set", "--copies", "--delete", "--difference", "--display-bytes", "--display-counts", "--display-dots", "--display-usize", "--encrypt", "--entries", "--filesync", "--fix", "--fixfix", "--freshen", "--grow", "--help", "--junk-paths", "--junk-sfx", "--latest-time", "--license", "--move", "--no-dir-entries", "--no-extra", "--quiet", "--show-files", "--symlinks", "--test", "--to-crlf", "--from-crlf", "--update", "--verbose", "--version"] }, shuf: { operands: "read", valued: ["-i", "--input-range", "-n", "--head-count", "-o", "--output", "--random-source"], optionRoles: { "-o": "write", "--output": "write", "--random-source": "read" }, modes: { "-e": { operands: "none" }, "--echo": { operands: "none" } }, flags: ["--repeat", "--zero-terminated", "--help", "--version"] }, yq: { operands: "read", leading: 1, leadingFrom: ["--from-file", "--expression"], unknownWith: { "-s": "yq writes one file per result, named by this expression, and which files is not known before it runs", "--split-exp": "yq writes one file per result, named by this expression, and which files is not known before it runs" }, writeWith: ["-i", "--inplace"], valued: ["-o", "--output-format", "-p", "--input-format", "-I", "--indent", "--from-file", "--expression", "--split-exp", "--xml-attribute-prefix", "--xml-content-name", "--properties-separator", "--lua-prefix", "--csv-separator"], optionRoles: { "--from-file": "read" } }, uuencode: { positional: ["read"], operands: "none", valued: ["-e", "--encode-file-name"], modes: { "-o": { positional: [] } } }, gpg: { stdioOptions: ["-o", "--output"], operands: "read", valued: ["-r", "--recipient", "-R", "--hidden-recipient", "-u", "--local-user", "--default-key", "--homedir", "--keyring", "--secret-keyring", "--trustdb-name", "--passphrase", "--passphrase-fd", "--passphrase-file", "--pinentry-mode", "--cipher-algo", "--digest-algo", "--compress-algo", "-z", "--trust-model", "--keyserver", "--set-filename", "--comment", "--status-fd", "--logger-fd", "--attribute-fd", "--command-fd", "--batch-size", "--s2k-cipher-algo", "--s2k-digest-algo", "--s2k-mode", "--s2k-count"], optionRoles: { "-o": "write", "--output": "write", "--passphrase-file": "read", "--status-file": "write", "--logger-file": "write", "--attribute-file": "write", "--command-file": "read" }, flags: ["--batch", "--no-batch", "--yes", "--no", "--no-tty", "--armor", "--symmetric", "--encrypt", "--decrypt", "--sign", "--clear-sign", "--clearsign", "--detach-sign", "--verify", "--import", "--export", "--list-keys", "--list-secret-keys", "--quiet", "--verbose", "--always-trust", "--with-colons", "--fingerprint", "--dearmor", "--enarmor", "--store", "--help", "--version"] }, age: { stdioOptions: ["-o", "--output"], operands: "read", valued: ["-r", "--recipient"], optionRoles: { "-o": "write", "--output": "write", "-R": "read", "--recipients-file": "read", "-i": "read", "--identity": "read" } }, scp: { operands: { role: "read", form: "local" }, lastOperand: { role: "write", form: "local" }, recursiveWith: ["-r"], valued: ["-c", "-D", "-F", "-i", "-J", "-l", "-o", "-P", "-S", "-X"], optionRoles: { "-i": "read", "-F": "read" } }, sqlite3: { positional: ["readwrite"], operands: "none", valued: ["-cmd", "-separator", "-newline", "-nullvalue", "-vfs", "-maxsize", "-pagecache", "-lookaside", "-mmap"], optionRoles: { "-init": "read" }, singleDashLong: true, exactLongOptions: true }, openssl: { stdioOptions: ["-in", "-out"], operands: "none", singleDashLong: true, exactLongOptions: true, valued: ["-passin", "-passout", "-pass", "-md", "-digest", "-subj", "-days", "-newkey", "-keyform", "-inform", "-outform", "-CAform", "-CAkeyform", "-set_serial", "-name", "-engine", "-connect", "-servername", "-cipher", "-ciphersuites", "-K", "-iv", "-S", "-iter", "-algorithm", "-pkeyopt", "-sigopt", "-extensions", "-reqexts", "-section", "-addext", "-nameopt", "-certopt", "-checkhost", "-checkemail", "-checkip", "-verify_hostname"], optionRoles: { "-in": "read", "-out": "write", "-key": "read", "-inkey": "read", "-signkey": "read", "-cert": "read", "-certfile": "read", "-CAfile": "read", "-CA": "read", "-CAkey": "read", "-config": "read", "-keyout": "write", "-sigfile": "read", "-signature": "read", "-rand": "read", "-writerand": "write", "-extfile": "read", "-kfile": "read", "-peerkey": "read" } }, zstdcat: { operands: "read" }, split: { operands: "none", positional: ["read", "write"], valued: ["-a", "--suffix-length", "--additional-suffix", "-b", "--bytes", "-C", "--line-bytes", "-l", "--lines", "-n", "--number", "-t", "--separator", "--filter"], optionalValue: ["--numeric-suffixes", "--hex-suffixes"], defaults: [{ path: "x", role: "write", whenOperands: 2 }], flags: ["--elide-empty-files", "--help", "--unbuffered", "--verbose", "--version"] }, csplit: { operands: "none", positional: ["read"], valued: ["-b", "--suffix-format", "-n", "--digits"], optionRoles: { "-f": "write", "--prefix": "write" }, defaults: [{ path: "xx", role: "write", unlessOptions: ["-f", "--prefix"] }], flags: ["--elide-empty-files", "--help", "--keep-files", "--quiet", "--silent", "--suppress-matched", "--version"] }, patch: { stdioOptions: ["-i", "--input"], operands: "none", positional: ["readwrite", "read"], valued: ["-p", "--strip", "-F", "--fuzz", "-D", "--ifdef", "-V", "--version-control", "-Y", "--basename-prefix", "-z", "--suffix", "-g", "--get", "--quoting-style", "--reject-format", "--read-only"], optionRoles: { "-i": "read", "--input": "read", "-o": "write", "--output": "write", "-r": "write", "--reject-file": "write", "-B": "write", "--prefix": "write" }, chdir: { options: ["-d", "--directory"], applies: "all" }, defaults: [{ path: ".", role: { role: "readwrite", recursive: true, partial: true }, whenOperands: 1 }], modes: { "--dry-run": { positional: ["read", "read"], defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true }, whenOperands: 1 }] } }, flags: ["--backup", "--backup-if-mismatch", "--batch", "--binary", "--context", "--ed", "--force", "--forward", "--help", "--ignore-whitespace", "--merge", "--no-backup-if-mismatch", "--normal", "--posix", "--quiet", "--remove-empty-files", "--reverse", "--set-time", "--set-utc", "--silent", "--unified", "--verbose", "--version"] }, curl: { stdioOptions: ["-o", "--output"], operands: { role: "read", form: "file-url" }, valued: ["-A", "-C", "-e", "-h", "-m", "-P", "-Q", "-r", "-t", "-u", "-U", "-x", "-X", "-y", "-Y", "-z", "--proxy", "--preproxy", "--abstract-unix-socket", "--aws-sigv4", "--cert-type", "--ciphers", "--connect-timeout", "--connect-to", "--continue-at", "--create-file-mode", "--curves", "--data-raw", "--delegation", "--dns-interface", "--dns-ipv4-addr", "--dns-ipv6-addr", "--dns-servers", "--doh-url", "--egd-file", "--engine", "--expect100-timeout", "--form-string", "--ftp-account", "--ftp-alternative-to-user", "--ftp-method", "--ftp-port", "--ftp-ssl-ccc-mode", "--happy-eyeballs-timeout-ms", "--help", "--hostpubmd5", "--hostpubsha256", "--interface", "--keepalive-time", "--key-type", "--krb", "--limit-rate", "--local-port", "--login-options", "--mail-auth", "--mail-from", "--mail-rcpt", "--max-filesize", "--max-redirs", "--max-time", "--noproxy", "--oauth2-bearer", "--parallel-max", "--pass", "--pinnedpubkey", "--proto", "--proto-default", "--proto-redir", "--proxy-cert-type", "--proxy-ciphers", "--proxy-key-type", "--proxy-pass", "--proxy-pinnedpubkey", "--proxy-service-name", "--proxy-tls13-ciphers", "--proxy-tlsauthtype", "--proxy-tlspassword", "--proxy-tlsuser", "--proxy-user", "--proxy1.0", "--pubkey", "--quote", "--random-file", "--range", "--rate", "--referer", "--request", "--request-target", "--resolve", "--retry", "--retry-delay", "--retry-max-time", "--sasl-authzid", "--service-name", "--socks4", "--socks4a", "--socks5", "--socks5-gssapi-service", "--socks5-hostname", "--speed-limit", "--speed-time", "--telnet-option", "--tftp-blksize", "--time-cond", "--tls-max", "--tls13-ciphers", "--tlsauthtype", "--tlspassword", "--tlsuser", "--unix-socket", "--url", "--user", "--user-agent", "--ip-tos", "--vlan-priority", "--mptcp", "--expand-url", "--expand-data"], optionRoles: { "-o": "write", "--output": "write", "-K": "read", "--config": "read", "-d": { role: "read", form: "at-file" }, "--data": { role: "read", form: "at-file" }, "--data-ascii": { role: "read", form: "at-file" }, "--data-binary": { role: "read", form: "at-file" }, "--json": { role: "read", form: "at-file" }, "--data-urlencode": { role: "read", form: "name-at-file" }, "--url-query": { role: "read", form: "name-at-file" }, "--variable": { role: "read", form: "name-at-file" }, "-F": { role: "read", form: "form-field" }, "--form": { role: "read", form: "form-field" }, "-T": { role: "read", form: "unglobbed" }, "--upload-file": { role: "read", form: "unglobbed" }, "-b": { role: "read", form: "no-equals" }, "--cookie": { role: "read", form: "no-equals" }, "-c": "write", "--cookie-jar": "write", "-D": "write", "--dump-header": "write", "--trace": "write", "--trace-ascii": "write", "--stderr": "write", "--libcurl": "write", "--etag-save": "write", "--etag-compare": "read", "--hsts": "readwrite", "--alt-svc": "readwrite", "-E": "read", "--cert": "read", "--key": "read", "--cacert": "read", "--capath": "read", "--crlfile": "read", "--netrc-file": "read", "--proxy-cacert": "read", "--proxy-capath": "read", "--proxy-cert": "read", "--proxy-key": "read", "--proxy-crlfile": "read", "-w": { role: "read", form: "at-file" }, "--write-out": { role: "read", form: "at-file" }, "-H": { role: "read", form: "at-file" }, "--header": { role: "read", form: "at-file" }, "--proxy-header": { role: "read", form: "at-file" } }, chdir: { options: ["--output-dir"], applies: "writes" }, unknownWith: { "-K": "more options are read from this file, and they may name files to read and write, which are not known before it runs", "--config": "more options are read from this file, and they may name files to read and write, which are not known before it runs" }, modes: { "-T": { operands: { role: "write", form: "file-url" } }, "--upload-file": { operands: { role: "write", form: "file-url" } }, "-O": { defaults: [{ path: ".", role: "write" }] }, "--remote-name": { defaults: [{ path: ".", role: "write" }] }, "--remote-name-all": { defaults: [{ path: ".", role: "write" }] } }, flags: ["--anyauth", "--append", "--basic", "--cert-status", "--compressed", "--compressed-ssh", "--create-dirs", "--crlf", "--digest", "--disable", "--disable-eprt", "--disable-epsv", "--disallow-username-in-url", "--doh-cert-status", "--doh-insecure", "--fail", "--fail-early", "--fail-with-body", "--false-start", "--form-escape", "--ftp-create-dirs", "--ftp-pasv", "--ftp-pret", "--ftp-skip-pasv-ip", "--ftp-ssl-ccc", "--ftp-ssl-control", "--get", "--globoff", "--haproxy-protocol", "--head", "--http0.9", "--http1.0", "--http1.1", "--http2", "--http2-prior-knowledge", "--http3", "--http3-only", "--ignore-content-length", "--include", "--insecure", "--ipv4", "--ipv6", "--junk-session-cookies", "--list-only", "--location", "--location-trusted", "--mail-rcpt-allowfails", "--manual", "--metalink", "--negotiate", "--netrc", "--netrc-optional", "--next", "--no-alpn", "--no-buffer", "--no-clobber", "--no-keepalive", "--no-npn", "--no-progress-meter", "--no-sessionid", "--ntlm", "--ntlm-wb", "--parallel", "--parallel-immediate", "--path-as-is", "--post301", "--post302", "--post303", "--progress-bar", "--proxy-anyauth", "--proxy-basic", "--proxy-digest", "--proxy-insecure", "--proxy-negotiate", "--proxy-ntlm", "--proxy-ssl-allow-beast", "--proxy-ssl-auto-client-cert", "--proxy-tlsv1", "--proxytunnel", "--raw", "--remote-header-name", "--remote-time", "--remove-on-error", "--retry-all-errors", "--retry-connrefused", "--sasl-ir", "--show-error", "--silent", "--socks5-basic", "--socks5-gssapi", "--socks5-gssapi-nec", "--ssl", "--ssl-allow-beast", "--ssl-auto-client-cert", "--ssl-no-revoke", "--ssl-reqd", "--ssl-revoke-best-effort", "--sslv2", "--sslv3", "--styled-output", "--suppress-connect-headers", "--tcp-fastopen", "--tcp-nodelay", "--tftp-no-options", "--tlsv1", "--tlsv1.0", "--tlsv1.1", "--tlsv1.2", "--tlsv1.3", "--tr-encoding", "--trace-time", "--use-ascii", "--verbose", "--version", "--xattr"] }, wget: { stdioOptions: ["-O", "--output-document"], operands: "none", valued: ["-A", "--accept", "--accept-regex", "--backups", "-B", "--base", "--bind-address", "--body-data", "--certificate-type", "--ciphers", "--compression", "--connect-timeout", "--cut-dirs", "--default-page", "--dns-timeout", "-D", "--domains", "-X", "--exclude-directories", "--exclude-domains", "--follow-tags", "--ftp-password", "--ftp-user", "--header", "--http-password", "--http-user", "--ignore-tags", "-I", "--include-directories", "-l", "--level", "--limit-rate", "--local-encoding", "--max-redirect", "--method", "--password", "--pinnedpubkey", "--post-data", "--prefer-family", "--private-key-type", "--progress", "--proxy-password", "--proxy-user", "-Q", "--quota", "--read-timeout", "--referer", "--regex-type", "-R", "--reject", "--reject-regex", "--remote-encoding", "--report-speed", "--restrict-file-names", "--retry-on-http-error", "--secure-protocol", "--start-pos", "-T", "--timeout", "-t", "--tries", "--use-askpass", "--user", "-U", "--user-agent", "-w", "--wait", "--waitretry", "--warc-dedup", "--warc-header", "--warc-max-size", "--warc-tempdir", "--hsts-file", "-e", "--execute", "--config"], optionRoles: { "-O": "write", "--output-document": "write", "-o": "write", "--output-file": "write", "-a": "write", "--append-output": "write", "-i": { role: "read", form: "local" }, "--input-file": { role: "read", form: "local" }, "--load-cookies": "read", "--save-cookies": "write", "--post-file": "read", "--body-file": "read", "--certificate": "read", "--private-key": "read", "--ca-certificate": "read", "--ca-directory": "read", "--crl-file": "read", "--warc-file": "write", "--rejected-log": "write", "--config": "read", "--hsts-file": "readwrite" }, chdir: { options: ["-P", "--directory-prefix"], applies: "defaults" }, defaults: [{ path: ".", role: "write" }], modes: { "-r": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--recursive": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-m": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--mirror": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-p": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--page-requisites": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-x": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--force-directories": { defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-O": { defaults: [] }, "--output-document": { defaults: [] }, "--spider": { defaults: [] } }, unknownWith: { "-e": "this .wgetrc command may name files to read and write, which are not known before it runs", "--execute": "this .wgetrc command may name files to read and write, which are not known before it runs", "--config": "settings are read from this file, and they may name files to read and write, which are not known before it runs" }, flags: ["--adjust-extension", "--ask-password", "--auth-no-challenge", "--background", "--backup-converted", "--content-disposition", "--content-on-error", "--continue", "--convert-file-only", "--convert-links", "--debug", "--delete-after", "--follow-ftp", "--force-html", "--ftps-clear-data-connection", "--ftps-fallback-to-ftp", "--ftps-implicit", "--ftps-resume-ssl", "--help", "--https-only", "--ignore-case", "--ignore-length", "--inet4-only", "--inet6-only", "--keep-session-cookies", "--no-cache", "--no-check-certificate", "--no-clobber", "--no-config", "--no-cookies", "--no-directories", "--no-dns-cache", "--no-glob", "--no-host-directories", "--no-hsts", "--no-http-keep-alive", "--no-if-modified-since", "--no-iri", "--no-netrc", "--no-parent", "--no-passive-ftp", "--no-proxy", "--no-remove-listing", "--no-use-server-timestamps", "--no-verbose", "--no-warc-compression", "--no-warc-digests", "--no-warc-keep-log", "--preserve-permissions", "--protocol-directories", "--quiet", "--random-wait", "--relative", "--retr-symlinks", "--retry-connrefused", "--save-headers", "--server-response", "--show-progress", "--span-hosts", "--strict-comments", "--timestamping", "--trust-server-names", "--unlink", "--verbose", "--version", "--warc-cdx", "--xattr"] }, gcc: { operands: "read", singleDashLong: true, exactLongOptions: true, responseFiles: true, attachedValues: ["-o", "-I", "-L", "-l", "-D", "-U", "-A", "-B", "-F", "-J", "-MF", "-MT", "-MQ", "-Hd", "-Hf", "-Xf", "-u", "-T", "-e", "-z", "-x", "-Wl", "-Wa", "-Wp"], valued: ["-I", "-L", "-l", "-D", "-U", "-A", "-B", "-F", "-J", "-MT", "-MQ", "-u", "-T", "-e", "-z", "-x", "-idirafter", "-imultiarch", "-imultilib", "-iprefix", "-iquote", "-isysroot", "-isystem", "-iwithprefix", "-iwithprefixbefore", "-wrapper", "-dumpbase-ext", "--param", "--sysroot", "--assert", "--define-macro", "--undefine-macro", "--include-directory", "--include-directory-after", "--include-prefix", "--include-with-prefix", "--include-with-prefix-after", "--include-with-prefix-before", "--dump", "--language", "--library-directory", "--prefix", "--entry", "--force-link", "-Xclang", "-working-directory", "-target", "--target", "-arch", "-mllvm", "-Xarch_host", "-Xarch_device", "-Xcuda-ptxas", "-Xopenmp-target", "-Xanalyzer", "-serialize-diagnostics", "--config"], optionRoles: { "-o": "write", "--output": "write", "-MF": "write", "-aux-info": "write", "-dumpbase": "write", "-dumpdir": "write", "--dumpbase": "write", "--dumpdir": "write", "-Hd": { role: "write", recursive: true, partial: true }, "-Hf": "write", "-Xf": "write", "--output-pch": "write", "-include": "read", "-imacros": "read", "--include": "read", "--imacros": "read", "-specs": "read", "--specs": "read", "-Wl": { role: "write", form: "passthrough" }, "-Wa": { role: "write", form: "passthrough" }, "-Wp": { role: "write", form: "passthrough" }, "-Xlinker": { role: "write", form: "passthrough" }, "-Xassembler": { role: "write", form: "passthrough" }, "-Xpreprocessor": { role: "write", form: "passthrough" }, "--for-linker": { role: "write", form: "passthrough" }, "--for-assembler": { role: "write", form: "passthrough" } }, chdir: { options: ["-working-directory"], applies: "all" }, unknownWith: { "--config": "more options are read from this file, and they may name files to write, which are not known before it runs" }, defaults: [{ path: ".", role: "write", unlessOptions: ["-o", "--output"] }], modes: { "-E": { defaults: [] }, "--preprocess": { defaults: [] }, "-M": { defaults: [] }, "-MM": { defaults: [] }, "--dependencies": { defaults: [] }, "--user-dependencies": { defaults: [] }, "-fsyntax-only": { defaults: [] }, "-###": { defaults: [] }, "--help": { operands: "none", defaults: [] }, "--version": { operands: "none", defaults: [] }, "-dumpversion": { operands: "none", defaults: [] }, "-dumpfullversion": { operands: "none", defaults: [] }, "-dumpmachine": { operands: "none", defaults: [] }, "-dumpspecs": { operands: "none", defaults: [] }, "-print-search-dirs": { operands: "none", defaults: [] }, "-print-file-name": { operands: "none", defaults: [] }, "-print-prog-name": { operands: "none", defaults: [] }, "-print-libgcc-file-name": { operands: "none", defaults: [] }, "-print-multiarch": { operands: "none", defaults: [] }, "-print-sysroot": { operands: "none", defaults: [] } } }, cc: { same: "gcc" }, "c++": { same: "gcc" }, "g++": { same: "gcc" }, clang: { same: "gcc" }, "clang++": { same: "gcc" }, rustc: { operands: "read", exactLongOptions: true, responseFiles: true, valued: ["--cfg", "--check-cfg", "-L", "-l", "--crate-type", "--crate-name", "--edition", "--explain", "--target", "-A", "--allow", "-W", "--warn", "--force-warn", "-D", "--deny", "-F", "--forbid", "--cap-lints", "-C", "--codegen", "-Z", "--sysroot", "--error-format", "--json", "--color", "--diagnostic-width", "--remap-path-prefix", "--remap-path-scope"], optionRoles: { "-o": "write", "--out-dir": "write", "--emit": { role: "write", form: "kind-path" }, "--print": { role: "write", form: "kind-path" }, "--extern": { role: "read", form: "kind-path" } }, defaults: [{ path: ".", role: "write", unlessOptions: ["-o", "--out-dir"] }], modes: { "--print": { defaults: [] }, "--explain": { defaults: [] }, "-V": { defaults: [] }, "--version": { defaults: [] }, "-h": { defaults: [] }, "--help": { defaults: [] } }, flags: ["--help", "--test", "--version", "--verbose"] }, javac: { operands: "read", singleDashLong: true, exactLongOptions: true, responseFiles: true, valued: ["--add-modules", "-bootclasspath", "--boot-class-path", "-classpath", "-cp", "--class-path", "-encoding", "-endorseddirs", "-extdirs", "--limit-modules", "--module", "-m", "--module-path", "-p", "--module-source-path", "--module-version", "-processor", "--processor-module-path", "--processor-path", "-processorpath", "-profile", "--release", "-source", "--source", "-sourcepath", "--source-path", "--system", "-target", "--target", "--upgrade-module-path", "--add-exports", "--add-reads", "--default-module-for-created-files", "--patch-module", "-Xmaxerrs", "-Xmaxwarns"], optionRoles: { "-d": { role: "write", recursive: true, partial: true }, "-s": { role: "write", recursive: true, partial: true }, "-h": { role: "write", recursive: true, partial: true }, "-Xstdout": "write" }, flags: ["-deprecation", "--enable-preview", "-g", "--help", "-help", "--help-extra", "--help-lint", "-nowarn", "-parameters", "-verbose", "--version", "-version", "-Werror", "-X", "-Xlint", "-Xprint", "-XprintProcessorInfo", "-XprintRounds", "-Xdoclint"] }, go: { operands: "none", mentionOthers: true, shareOptions: true, singleDashLong: true, eitherDash: true, exactLongOptions: true, subcommands: { build: { operands: "none", stopAtOperand: true, valued: ["-C", "-p", "-asmflags", "-buildmode", "-compiler", "-covermode", "-coverpkg", "-gccgoflags", "-gcflags", "-installsuffix", "-ldflags", "-mod", "-pkgdir", "-tags", "-toolexec"], optionRoles: { "-o": "write", "-modfile": "read", "-overlay": "read", "-pgo": "read" }, chdir: { options: ["-C"], applies: "all" }, defaults: [{ path: ".", role: "write", unlessOptions: ["-o"] }], flags: ["-a", "-asan", "-buildvcs", "-cover", "-i", "-json", "-linkshared", "-modcacherw", "-msan", "-n", "-race", "-trimpath", "-v", "-work", "-x"] }, test: { operands: "none", valued: ["-C", "-p", "-asmflags", "-buildmode", "-compiler", "-covermode", "-coverpkg", "-gccgoflags", "-gcflags", "-installsuffix", "-ldflags", "-mod", "-pkgdir", "-tags", "-toolexec", "-exec", "-bench", "-benchtime", "-count", "-cpu", "-fuzz", "-fuzztime", "-fuzzminimizetime", "-list", "-parallel", "-run", "-skip", "-shuffle", "-timeout", "-vet", "-blockprofilerate", "-memprofilerate", "-mutexprofilefraction", "-test.bench", "-test.benchtime", "-test.count", "-test.cpu", "-test.run", "-test.skip", "-test.timeout", "-test.parallel"], optionRoles: { "-o": "write", "-modfile": "read", "-overlay": "read", "-pgo": "read", "-coverprofile": "write", "-cpuprofile": "write", "-memprofile": "write", "-blockprofile": "write", "-mutexprofile": "write", "-trace": "write", "-outputdir": { role: "write", recursive: true, partial: true }, "-test.coverprofile": "write", "-test.cpuprofile": "write", "-test.memprofile": "write", "-test.blockprofile": "write", "-test.mutexprofile": "write", "-test.trace": "write", "-test.outputdir": { role: "write", recursive: true, partial: true }, "-test.gocoverdir": { role: "write", recursive: true, partial: true } }, chdir: { options: ["-C"], applies: "all" }, modes: { "-c": { defaults: [{ path: ".", role: "write", unlessOptions: ["-o"] }] } }, flags: ["-a", "-args", "-asan", "-benchmem", "-buildvcs", "-c", "-cover", "-failfast", "-fullpath", "-i", "-json", "-linkshared", "-modcacherw", "-msan", "-n", "-race", "-short", "-trimpath", "-v", "-work", "-x"] }, mod: { subcommands: { vendor: { operands: "none", optionRoles: { "-o": { role: "write", recursive: true } }, defaults: [{ path: "vendor", role: { role: "write", recursive: true }, unlessOptions: ["-o"] }], flags: ["-e", "-v"] } } }, tool: { subcommands: { cover: { operands: "none", valued: ["-mode", "-var", "-pkgcfg", "-outfilelist"], optionRoles: { "-o": "write", "-html": "read", "-func": "read" } } } } } }, cargo: { operands: "none", mentionOthers: true, chdir: { options: ["-C"], applies: "all" }, optionRoles: { "--target-dir": { role: "write", recursive: true } }, subcommands: { build: { operands: "none", exactLongOptions: true, valued: ["--message-format", "--color", "--config", "-Z", "--exclude", "-F", "--features", "--profile", "-j", "--jobs", "--lockfile-path"], optionalNext: ["-p", "--package", "--bin", "--example", "--test", "--bench", "--target"], optionRoles: { "--target-dir": { role: "write", recursive: true }, "--artifact-dir": { role: "write", recursive: true }, "--out-dir": { role: "write", recursive: true }, "--manifest-path": "read", "-p": "none", "--package": "none", "--bin": "none", "--example": "none", "--test": "none", "--bench": "none", "--target": "none" } }, check: { same: "build" }, test: { same: "build" }, bench: { same: "build" }, doc: { same: "build" }, rustc: { same: "build" }, rustdoc: { same: "build" }, clippy: { same: "build" }, fix: { same: "build" }, package: { same: "build" }, publish: { same: "build" }, clean: { same: "build" }, run: { operands: "none", stopAtOperand: true, exactLongOptions: true, valued: ["--message-format", "--color", "--config", "-Z", "-F", "--features", "--profile", "-j", "--jobs", "--lockfile-path"], optionalNext: ["-p", "--package", "--bin", "--example", "--target"], optionRoles: { "--target-dir": { role: "write", recursive: true }, "--artifact-dir": { role: "write", recursive: true }, "--manifest-path": "read", "-p": "none", "--package": "none", "--bin": "none", "--example": "none", "--target": "none" } }, install: { operands: "none", exactLongOptions: true, valued: ["--version", "--index", "--registry", "--git", "--branch", "--tag", "--rev", "--message-format", "--color", "--config", "-Z", "-F", "--features", "--profile", "-j", "--jobs"], optionalNext: ["--bin", "--example", "--target"], optionRoles: { "--root": { role: "write", recursive: true, partial: true }, "--target-dir": { role: "write", recursive: true }, "--path": "none", "--bin": "none", "--example": "none", "--target": "none" } }, new: { operands: "none", positional: [{ role: "write", recursive: true }], exactLongOptions: true, valued: ["--vcs", "--edition", "--name", "--registry", "--color", "--config", "-Z"] }, init: { operands: "none", positional: [{ role: "write", recursive: true, partial: true }], exactLongOptions: true, valued: ["--vcs", "--edition", "--name", "--registry", "--color", "--config", "-Z"], defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, whenOperands: 1 }] }, vendor: { operands: "none", positional: [{ role: "write", recursive: true }], exactLongOptions: true, valued: ["--color", "--config", "-Z"], optionRoles: { "-s": "read", "--sync": "read", "--manifest-path": "read" }, defaults: [{ path: "vendor", role: { role: "write", recursive: true }, whenOperands: 1 }] } } }, tsc: { operands: "read", singleDashLong: true, eitherDash: true, ignoreCase: true, exactLongOptions: true, responseFiles: true, valued: ["--locale", "--target", "-t", "--module", "-m", "--lib", "--jsx", "--rootDir", "--importsNotUsedAsValues", "--moduleResolution", "--baseUrl", "--paths", "--rootDirs", "--typeRoots", "--types", "--moduleSuffixes", "--customConditions", "--sourceRoot", "--mapRoot", "--jsxFactory", "--jsxFragmentFactory", "--jsxImportSource", "--reactNamespace", "--charset", "--newLine", "--maxNodeModuleJsDepth", "--plugins", "--moduleDetection", "--ignoreDeprecations", "--watchFile", "--watchDirectory", "--fallbackPolling", "--excludeDirectories", "--excludeFiles"], optionRoles: { "--outFile": "write", "--out": "write", "--outDir": { role: "write", recursive: true, partial: true }, "--declarationDir": { role: "write", recursive: true, partial: true }, "--tsBuildInfoFile": "write", "--generateCpuProfile": "write", "--generateTrace": { role: "write", recursive: true, partial: true }, "--project": "read", "-p": "read" }, modes: { "--init": { defaults: [{ path: "tsconfig.json", role: "write" }] } }, flags: ["--help", "-h", "--watch", "-w", "--preserveWatchOutput", "--listFiles", "--explainFiles", "--listEmittedFiles", "--pretty", "--traceResolution", "--diagnostics", "--extendedDiagnostics", "--incremental", "-i", "--declaration", "-d", "--declarationMap", "--emitDeclarationOnly", "--sourceMap", "--inlineSourceMap", "--noCheck", "--noEmit", "--assumeChangesOnlyAffectDirectDependencies", "--all", "--version", "-v", "--init", "--showConfig", "--listFilesOnly", "--allowJs", "--checkJs", "--composite", "--removeComments", "--importHelpers", "--downlevelIteration", "--isolatedModules", "--verbatimModuleSyntax", "--isolatedDeclarations", "--erasableSyntaxOnly", "--libReplacement", "--strict", "--noImplicitAny", "--strictNullChecks", "--strictFunctionTypes", "--strictBindCallApply", "--strictPropertyInitialization", "--strictBuiltinIteratorReturn", "--noImplicitThis", "--useUnknownInCatchVariables", "--alwaysStrict", "--noUnusedLocals", "--noUnusedParameters", "--exactOptionalPropertyTypes", "--noImplicitReturns", "--noFallthroughCasesInSwitch", "--noUncheckedIndexedAccess", "--noImplicitOverride", "--noPropertyAccessFromIndexSignature", "--allowSyntheticDefaultImports", "--esModuleInterop", "--preserveSymlinks", "--allowUmdGlobalAccess", "--allowImportingTsExtensions", "--rewriteRelativeImportExtensions", "--resolvePackageJsonExports", "--resolvePackageJsonImports", "--noUncheckedSideEffectImports", "--inlineSources", "--experimentalDecorators", "--emitDecoratorMetadata", "--resolveJsonModule", "--allowArbitraryExtensions", "--skipDefaultLibCheck", "--emitBOM", "--noErrorTruncation", "--noLib", "--noResolve", "--stripInternal", "--disableSizeLimit", "--disableSourceOfProjectReferenceRedirect", "--disableSolutionSearching", "--disableReferencedProjectLoad", "--noImplicitUseStrict", "--noEmitHelpers", "--noEmitOnError", "--preserveConstEnums", "--skipLibCheck", "--allowUnusedLabels", "--allowUnreachableCode", "--suppressExcessPropertyErrors", "--suppressImplicitAnyIndexErrors", "--forceConsistentCasingInFileNames", "--noStrictGenericChecks", "--useDefineForClassFields", "--preserveValueImports", "--keyofStringsOnly", "--synchronousWatchDirectory", "--build", "-b", "--verbose", "--dry", "--force", "-f", "--clean", "--stopBuildOnErrors"] }, esbuild: { operands: "read", exactLongOptions: true, optionalValue: ["--abs-paths", "--asset-names", "--charset", "--chunk-names", "--color", "--cors-origin", "--drop-labels", "--entry-names", "--format", "--global-name", "--jsx", "--jsx-factory", "--jsx-fragment", "--jsx-import-source", "--legal-comments", "--line-limit", "--log-level", "--log-limit", "--main-fields", "--mangle-props", "--mangle-quoted", "--outbase", "--packages", "--platform", "--public-path", "--reserve-props", "--resolve-extensions", "--serve", "--source-root", "--sourcefile", "--sourcemap", "--sources-content", "--target", "--tree-shaking", "--tsconfig-raw", "--watch", "--watch-delay", "--analyze", "--outfile", "--outdir", "--metafile", "--mangle-cache", "--tsconfig", "--certfile", "--keyfile", "--servedir", "--serve-fallback"], optionRoles: { "--outfile": "write", "--outdir": { role: "write", recursive: true, partial: true }, "--metafile": "write", "--mangle-cache": "readwrite", "--tsconfig": "read", "--certfile": "read", "--keyfile": "read", "--servedir": { role: "read", recursive: true, partial: true }, "--serve-fallback": "read" }, flags: ["--allow-overwrite", "--bundle", "--help", "--ignore-annotations", "--jsx-dev", "--jsx-side-effects", "--keep-names", "--minify", "--minify-identifiers", "--minify-syntax", "--minify-whitespace", "--preserve-symlinks", "--splitting", "--version"] }, vite: { operands: "none", exactLongOptions: true, shareOptions: true, valued: ["--target", "--assetsDir", "--assets-dir", "--assetsInlineLimit", "--assets-inline-limit", "--base", "-l", "--logLevel", "--log-level", "--configLoader", "--config-loader", "-f", "--filter", "-m", "--mode", "--port"], optionalNext: ["--ssr", "--sourcemap", "--minify", "--manifest", "--ssrManifest", "--ssr-manifest", "--profile", "-d", "--debug", "--host", "--open"], flags: ["--emptyOutDir", "--empty-out-dir", "--watch", "--app", "--clearScreen", "--clear-screen", "--cors", "--strictPort", "--strict-port", "--force", "--experimentalBundle", "--experimental-bundle", "--help", "--version"], optionRoles: { "-c": "read", "--config": "read" }, subcommands: { build: { operands: "none", rootOperand: true, optionRoles: { "--outDir": { role: "write", recursive: true }, "--out-dir": { role: "write", recursive: true } }, defaults: [{ path: "dist", role: { role: "write", recursive: true }, unlessOptions: ["--outDir", "--out-dir"] }] }, preview: { operands: "none", valued: ["--outDir", "--out-dir"] }, serve: { operands: "none" }, dev: { same: "serve" }, optimize: { same: "serve" } } }, webpack: { operands: "read", exactLongOptions: true, valued: ["--entry", "--config-name", "--env", "--node-env", "--define-process-env-node-env", "--mode", "--name", "-t", "--target", "-d", "--devtool", "--output-filename", "--output-chunk-filename", "--output-public-path", "--output-library", "--output-library-type", "--output-library-name", "--context", "--watch-options-aggregate-timeout", "--watch-options-poll", "--stats", "--extends"], optionalNext: ["--json", "--progress", "--analyze"], optionRoles: { "-o": { role: "write", recursive: true, partial: true }, "--output-path": { role: "write", recursive: true, partial: true }, "-c": "read", "--config": "read", "--json": "write", "--records-path": "readwrite", "--records-input-path": "read", "--records-output-path": "write", "--cache-cache-directory": { role: "write", recursive: true, partial: true }, "--cache-cache-location": { role: "write", recursive: true, partial: true } }, subcommands: { build: { same: "webpack" }, bundle: { same: "webpack" }, b: { same: "webpack" }, watch: { same: "webpack" }, w: { same: "webpack" }, serve: { same: "webpack" }, server: { same: "webpack" }, s: { same: "webpack" } }, flags: ["--help", "--version", "--watch", "--no-watch", "--merge", "--fail-on-warnings", "--disable-interpret", "--watch-options-stdin", "--no-devtool", "--no-stats", "--hot", "--no-hot"] }, "webpack-cli": { same: "webpack" }, rollup: { operands: "read", exactLongOptions: true, optionalNext: ["-f", "--format", "-n", "--name", "-e", "--external", "-g", "--globals", "-m", "--sourcemap", "-p", "--plugin", "--environment", "--banner", "--footer", "--intro", "--outro", "--configPlugin", "--amd.id", "--amd.define", "--exports", "--extend", "--interop", "--entryFileNames", "--chunkFileNames", "--assetFileNames", "--sourcemapBaseUrl", "--sourcemapFile", "--waitForBundleInput", "--watch.exclude", "--watch.include", "--filterLogs", "--logLevel", "--context", "--moduleContext", "--jsx", "--generatedCode", "--treeshake", "--preserveModulesRoot", "--maxParallelFileOps", "-o", "--file", "-d", "--dir", "-i", "--input", "-c", "--config"], optionRoles: { "-o": "write", "--file": "write", "-d": { role: "write", recursive: true, partial: true }, "--dir": { role: "write", recursive: true, partial: true }, "-i": "read", "--input": "read", "-c": "read", "--config": "read" }, flags: ["--bundleConfigAsCjs", "--silent", "--failAfterWarnings", "--help", "--version", "-w", "--watch", "--no-treeshake", "--compact", "--preserveModules", "--inlineDynamicImports", "--strict", "--no-strict", "--esModule", "--freeze", "--perf", "--stdin", "--validate"] }, "7z": { operands: "none", singleDashLong: true, exactLongOptions: true, ignoreCase: true, shareOptions: true, attachedValues: ["-ai", "-ax", "-ao", "-bb", "-bs", "-i", "-m", "-o", "-p", "-r", "-sa", "-scc", "-scs", "-scrc", "-seml", "-sfx", "-si", "-sns", "-spo", "-ssc", "-stm", "-stx", "-t", "-u", "-v", "-w", "-x"], optionalValue: ["-ai", "-ax", "-ao", "-bb", "-bs", "-i", "-m", "-o", "-p", "-r", "-sa", "-scc", "-scs", "-scrc", "-seml", "-sfx", "-si", "-sns", "-spo", "-ssc", "-stm", "-stx", "-t", "-u", "-v", "-w", "-x"], optionRoles: { "-o": { role: "write", recursive: true, partial: true }, "-w": { role: "write", recursive: true, partial: true }, "-i": { role: "read", form: "at-file" }, "-x": { role: "read", form: "at-file" }, "-ai": { role: "read", form: "at-file" }, "-ax": { role: "read", form: "at-file" }, "-sfx": "read" }, flags: ["-an", "-bd", "-bt", "-sdel", "-slp", "-slt", "-snh", "-snl", "-sni", "-so", "-spd", "-spe", "-spf", "-spod", "-spoc", "-spor", "-sse", "-ssp", "-ssw", "-y"], subcommands: { x: { positional: ["read"], operands: "none", defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-o"] }], modes: { "-so": { defaults: [] } } }, e: { positional: ["read"], operands: "none", defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-o"] }], modes: { "-so": { defaults: [] } } }, a: { positional: ["readwrite"], operands: { role: "read", recursive: true }, responseFiles: true, writeWith: ["-sdel"] }, u: { same: "a" }, d: { positional: ["readwrite"], operands: "none" }, rn: { same: "d" }, l: { positional: ["read"], operands: "none" }, t: { same: "l" }, i: { same: "l" }, b: { same: "l" }, h: { operands: "read" }, X: { same: "x" }, E: { same: "e" }, A: { same: "a" }, U: { same: "u" }, D: { same: "d" }, L: { same: "l" }, T: { same: "l" }, H: { same: "h" } } }, "7za": { same: "7z" }, "7zr": { same: "7z" }, "7zz": { same: "7z" }, bsdtar: { operands: "none", bareFirstCluster: true, valued: ["-b", "--block-size", "--exclude", "--format", "--gid", "--gname", "--include", "--newer", "--newer-mtime", "--older", "--older-mtime", "--options", "--passphrase", "-s", "--strip-components", "--uid", "--uname", "--use-compress-program"], optionRoles: { "-f": "none", "--file": "none", "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read" }, chdir: { options: ["-C", "--cd", "--directory"], applies: "operands" }, modes: { "-P": { unknown: "with -P the archive's absolute and `..` paths are written as they are, so where its files go is not known before it runs" }, "--absolute-paths": { unknown: "with -P the archive's absolute and `..` paths are written as they are, so where its files go is not known before it runs" }, "-c": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "write", "--file": "write" }, unknown: null }, "--create": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "write", "--file": "write" }, unknown: null }, "-r": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "--append": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "-u": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "--update": { operands: { role: "read", recursive: true }, optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "readwrite", "--file": "readwrite" }, unknown: null }, "-t": { optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "read", "--file": "read" }, unknown: null }, "--list": { optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "read", "--file": "read" }, unknown: null }, "-x": { optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "read", "--file": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "--extract": { optionRoles: { "-T": "read", "-I": "read", "--files-from": "read", "-X": "read", "--exclude-from": "read", "--newer-than": "read", "--newer-mtime-than": "read", "--older-than": "read", "--older-mtime-than": "read", "-f": "read", "--file": "read" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true } }] }, "-O": { defaults: [], unknown: null }, "--to-stdout": { defaults: [], unknown: null } }, flags: ["--absolute-paths", "--acls", "--append", "--auto-compress", "--bunzip2", "--bzip", "--bzip2", "--cd", "--check-links", "--chroot", "--clear-nochange-fflags", "--compress", "--confirmation", "--create", "--dereference", "--exclude-vcs", "--extract", "--fast-read", "--fflags", "--gunzip", "--gzip", "--help", "--hfsCompression", "--ignore-zeros", "--insecure", "--interactive", "--keep-newer-files", "--keep-old-files", "--list", "--lrzip", "--lz4", "--lzma", "--lzop", "--mac-metadata", "--modification-time", "--no-acls", "--no-fflags", "--no-mac-metadata", "--no-read-sparse", "--no-recursion", "--no-safe-writes", "--no-same-owner", "--no-same-permissions", "--no-xattrs", "--nodump", "--nopreserveHFSCompression", "--norecurse", "--null", "--numeric-owner", "--one-file-system", "--posix", "--preserve-permissions", "--read-full-blocks", "--read-sparse", "--safe-writes", "--same-owner", "--to-stdout", "--totals", "--uncompress", "--unlink", "--unlink-first", "--update", "--verbose", "--version", "--xattrs", "--xz", "--zstd"] }, unrar: { operands: "none", singleDashLong: true, exactLongOptions: true, ignoreCase: true, shareOptions: true, attachedValues: ["-ad", "-ap", "-id", "-n", "-o", "-ol", "-op", "-p", "-sc", "-sl", "-sm", "-ta", "-tb", "-tn", "-to", "-ts", "-ver", "-x"], optionalValue: ["-ad", "-ap", "-id", "-n", "-o", "-ol", "-op", "-p", "-sc", "-sl", "-sm", "-ta", "-tb", "-tn", "-to", "-ts", "-ver", "-x"], optionRoles: { "-op": { role: "write", recursive: true, partial: true }, "-n": { role: "read", form: "at-file" }, "-x": { role: "read", form: "at-file" } }, flags: ["-ai", "-c-", "-cfg-", "-cl", "-cu", "-dh", "-ep", "-ep3", "-f", "-ierr", "-inul", "-kb", "-or", "-ow", "-r", "-u", "-v", "-vp", "-y"], subcommands: { x: { positional: ["read"], operands: { role: "write", recursive: true, partial: true }, responseFiles: true, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-op"], unlessFolderOperand: true }] }, e: { same: "x" }, l: { positional: ["read"], operands: "none" }, lt: { same: "l" }, lb: { same: "l" }, v: { same: "l" }, vt: { same: "l" }, vb: { same: "l" }, p: { same: "l" }, t: { same: "l" } } }, docker: { operands: "none", mentionOthers: true, subcommands: { container: { subcommands: { cp: { dashIsStdio: true, operands: { role: "read", recursive: true, form: "container" }, lastOperand: { role: "write", recursive: true, partial: true, form: "container" }, exactLongOptions: true, flags: ["--archive", "--follow-link", "--quiet", "--help"] }, export: { operands: "none", exactLongOptions: true, optionRoles: { "-o": "write", "--output": "write" } } } }, image: { subcommands: { build: { operands: "none", exactLongOptions: true, valued: ["--add-host", "--allow", "--annotation", "--attest", "--build-arg", "--build-context", "--builder", "--cache-from", "--call", "--cgroup-parent", "--label", "--network", "--no-cache-filter", "--platform", "--progress", "--provenance", "--sbom", "--secret", "--shm-size", "--ssh", "-t", "--tag", "--target", "--ulimit", "--isolation", "-m", "--memory", "--memory-swap", "--cpu-period", "--cpu-quota", "-c", "--cpu-shares", "--cpuset-cpus", "--cpuset-mems", "--security-opt"], optionRoles: { "-o": { role: "write", recursive: true, form: "csv-dest" }, "--output": { role: "write", recursive: true, form: "csv-dest" }, "--cache-to": { role: "write", recursive: true, partial: true, form: "csv-dest" }, "--iidfile": "write", "--metadata-file": "write", "-f": "read", "--file": "read" } }, save: { operands: "none", exactLongOptions: true, valued: ["--platform"], optionRoles: { "-o": "write", "--output": "write" } } } } } }, kubectl: { operands: "none", mentionOthers: true, optionRoles: { "--kubeconfig": "read", "--cache-dir": { role: "write", recursive: true, partial: true }, "--certificate-authority": "read", "--client-certificate": "read", "--client-key": "read", "--profile-output": "write" }, subcommands: { cp: { operands: { role: "read", recursive: true, form: "container" }, lastOperand: { role: "write", recursive: true, partial: true, form: "container" }, exactLongOptions: true, valued: ["-c", "--container", "--retries", "--as", "--as-group", "--as-uid", "--cluster", "--context", "--log-flush-frequency", "-n", "--namespace", "--password", "--profile", "--request-timeout", "-s", "--server", "--tls-server-name", "--token", "--user", "--username", "-v", "--v", "--vmodule"], optionRoles: { "--kubeconfig": "read", "--cache-dir": { role: "write", recursive: true, partial: true }, "--certificate-authority": "read", "--client-certificate": "read", "--client-key": "read", "--profile-output": "write" } } } }, aws: { operands: "none", mentionOthers: true, shareOptions: true, valued: ["--endpoint-url", "--output", "--query", "--profile", "--region", "--color", "--cli-read-timeout", "--cli-connect-timeout", "--cli-binary-format"], optionRoles: { "--ca-bundle": "read" }, flags: ["--debug", "--no-verify-ssl", "--no-paginate", "--no-sign-request", "--v2-debug", "--no-cli-pager", "--cli-auto-prompt", "--no-cli-auto-prompt", "--version", "--help"], subcommands: { s3: { operands: "none", valued: ["--include", "--exclude", "--acl", "--sse", "--sse-c", "--sse-c-key", "--sse-kms-key-id", "--sse-c-copy-source", "--sse-c-copy-source-key", "--storage-class", "--grants", "--website-redirect", "--content-type", "--cache-control", "--content-disposition", "--content-encoding", "--content-language", "--expires", "--source-region", "--page-size", "--request-payer", "--checksum-mode", "--checksum-algorithm", "--metadata", "--metadata-directive", "--expected-size", "--case-conflict"], flags: ["--dryrun", "--quiet", "--follow-symlinks", "--no-follow-symlinks", "--no-guess-mime-type", "--only-show-errors", "--no-progress", "--ignore-glacier-warnings", "--force-glacier-transfer", "--recursive", "--size-only", "--exact-timestamps", "--delete", "--no-overwrite"], subcommands: { cp: { dashIsStdio: true, operands: { role: "read", form: "local" }, lastOperand: { role: "write", form: "local" }, recursiveWith: ["--recursive"] }, mv: { operands: { role: "readwrite", form: "local" }, lastOperand: { role: "write", form: "local" }, recursiveWith: ["--recursive"] }, sync: { operands: { role: "read", recursive: true, form: "local" }, lastOperand: { role: "write", recursive: true, partial: true, form: "local" } } } }, s3api: { subcommands: { "get-object": { operands: "write", valued: ["--bucket", "--key", "--if-match", "--if-modified-since", "--if-none-match", "--if-unmodified-since", "--range", "--response-cache-control", "--response-content-disposition", "--response-content-encoding", "--response-content-language", "--response-content-type", "--response-expires", "--version-id", "--sse-customer-algorithm", "--sse-customer-key", "--sse-customer-key-md5", "--request-payer", "--part-number", "--expected-bucket-owner", "--checksum-mode", "--cli-input-json", "--cli-input-yaml", "--generate-cli-skeleton"] } } } } }, gsutil: { operands: "none", mentionOthers: true, valued: ["-h", "-i", "-o", "-u"], flags: ["-D", "-DD", "-m", "-q"], subcommands: { cp: { dashIsStdio: true, operands: { role: "read", form: "url" }, lastOperand: { role: "write", form: "url" }, recursiveWith: ["-r", "-R"], valued: ["-a", "-j", "-s", "-z"], optionRoles: { "-L": "write" }, unknownWith: { "-I": "the files to copy are read from standard input, and they are not known before it runs" } }, mv: { operands: { role: "readwrite", form: "url" }, lastOperand: { role: "write", form: "url" }, recursiveWith: ["-r", "-R"], valued: ["-a", "-j", "-s", "-z"], optionRoles: { "-L": "write" } }, rsync: { operands: { role: "read", recursive: true, form: "url" }, lastOperand: { role: "write", recursive: true, partial: true, form: "url" }, valued: ["-a", "-j", "-x", "-y"] } } }, gh: { operands: "none", mentionOthers: true, subcommands: { run: { subcommands: { download: { operands: "none", exactLongOptions: true, valued: ["-n", "--name", "-p", "--pattern", "-R", "--repo"], optionRoles: { "-D": { role: "write", recursive: true, partial: true }, "--dir": { role: "write", recursive: true, partial: true } }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-D", "--dir"] }] } } }, release: { subcommands: { download: { operands: "none", exactLongOptions: true, stdioOptions: ["-O", "--output"], valued: ["-A", "--archive", "-p", "--pattern", "-R", "--repo"], optionRoles: { "-D": "write", "--dir": "write", "-O": "write", "--output": "write" }, defaults: [{ path: ".", role: "write", unlessOptions: ["-D", "--dir", "-O", "--output"] }], flags: ["--clobber", "--skip-existing"] }, upload: { operands: "read", leading: 1, exactLongOptions: true, valued: ["-R", "--repo"] }, create: { operands: "read", leading: 1, exactLongOptions: true, valued: ["-n", "--notes", "-t", "--title", "--target", "--discussion-category", "-R", "--repo", "--notes-start-tag"], optionRoles: { "-F": "read", "--notes-file": "read" } } } }, repo: { subcommands: { clone: { operands: "none", positional: ["none", { role: "write", recursive: true }], valued: ["-u", "--upstream-remote-name", "-R", "--repo"], exactLongOptions: true, defaults: [{ path: ".", role: "write", whenOperands: 2 }] } } }, gist: { subcommands: { create: { operands: "read", exactLongOptions: true, valued: ["-d", "--desc", "-f", "--filename", "-R", "--repo"] } } } } }, npm: { operands: "none", mentionOthers: true, chdir: { options: ["--prefix"], applies: "all" }, subcommands: { install: { operands: "none", chdir: { options: ["--prefix", "-C"], applies: "defaults" }, valued: ["--tag", "--omit", "--include", "--install-strategy", "--registry", "-w", "--workspace", "--save-prefix", "--loglevel", "--cache", "--userconfig", "--globalconfig", "--script-shell", "--otp", "--cpu", "--os", "--libc", "--before"], defaults: [{ path: "node_modules", role: { role: "write", recursive: true } }, { path: "package.json", role: "write" }, { path: "package-lock.json", role: "write" }], modes: { "-g": { defaults: [] }, "--global": { defaults: [] } }, flags: ["--prefer-offline", "--prefer-online", "--prefer-dedupe", "--production", "--package-lock", "--package-lock-only", "--save", "--save-dev", "--save-exact", "--save-optional", "--save-peer", "--save-bundle", "--no-save", "--global", "--ignore-scripts", "--dry-run", "--force", "--legacy-peer-deps", "--strict-peer-deps", "--foreground-scripts", "--no-audit", "--no-fund", "--install-links", "--workspaces", "--include-workspace-root"] }, ci: { same: "install" }, "install-test": { same: "install" }, "install-ci-test": { same: "install" }, update: { same: "install" }, uninstall: { same: "install" }, dedupe: { same: "install" }, prune: { same: "install" }, rebuild: { same: "install" }, link: { same: "install" }, pack: { operands: "none", valued: ["-w", "--workspace", "--registry", "--loglevel"], optionRoles: { "--pack-destination": "write" }, defaults: [{ path: ".", role: "write", unlessOptions: ["--pack-destination"] }], modes: { "--dry-run": { defaults: [] } }, flags: ["--package", "--package-lock", "--package-lock-only", "--dry-run", "--json", "--ignore-scripts", "--workspaces", "--include-workspace-root"] } } }, pip: { operands: "none", mentionOthers: true, shareOptions: true, valued: ["--python", "--keyring-provider", "--proxy", "--retries", "--timeout", "--exists-action", "--trusted-host", "--use-feature", "--use-deprecated", "--progress-bar", "--root-user-action"], optionRoles: { "--log": "write", "--log-file": "write", "--cert": "read", "--client-cert": "read", "--cache-dir": { role: "write", recursive: true, partial: true } }, flags: ["--help", "--debug", "--isolated", "--require-virtualenv", "--verbose", "--version", "--quiet", "--no-input", "--no-cache-dir", "--disable-pip-version-check", "--no-color", "--no-python-version-warning"], subcommands: { install: { operands: "none", valued: ["--platform", "--python-version", "--implementation", "--abi", "--upgrade-strategy", "-C", "--config-settings", "--global-option", "--build-option", "--no-binary", "--only-binary", "-i", "--index-url", "--extra-index-url", "--group"], optionRoles: { "-r": "read", "--requirement": "read", "-c": "read", "--constraint": "read", "-e": "none", "--editable": "none", "-f": "none", "--find-links": "none", "--report": "write", "-t": { role: "write", recursive: true, partial: true }, "--target": { role: "write", recursive: true, partial: true }, "--prefix": { role: "write", recursive: true, partial: true }, "--root": { role: "write", recursive: true, partial: true }, "--src": { role: "write", recursive: true, partial: true } }, flags: ["--no-deps", "--pre", "--dry-run", "--user", "--upgrade", "--force-reinstall", "--ignore-installed", "--ignore-requires-python", "--no-build-isolation", "--use-pep517", "--no-use-pep517", "--check-build-dependencies", "--break-system-packages", "--compile", "--no-compile", "--no-warn-script-location", "--no-warn-conflicts", "--prefer-binary", "--require-hashes", "--no-clean", "--no-index", "--no-verify"] }, download: { operands: "none", valued: ["--platform", "--python-version", "--implementation", "--abi", "--upgrade-strategy", "-C", "--config-settings", "--global-option", "--build-option", "--no-binary", "--only-binary", "-i", "--index-url", "--extra-index-url", "--group"], optionRoles: { "-r": "read", "--requirement": "read", "-c": "read", "--constraint": "read", "-e": "none", "--editable": "none", "-f": "none", "--find-links": "none", "--report": "write", "-d": { role: "write", recursive: true, partial: true }, "--dest": { role: "write", recursive: true, partial: true }, "--src": { role: "write", recursive: true, partial: true } }, defaults: [{ path: ".", role: "write", unlessOptions: ["-d", "--dest"] }], flags: ["--no-deps", "--pre", "--dry-run", "--user", "--upgrade", "--force-reinstall", "--ignore-installed", "--ignore-requires-python", "--no-build-isolation", "--use-pep517", "--no-use-pep517", "--check-build-dependencies", "--break-system-packages", "--compile", "--no-compile", "--no-warn-script-location", "--no-warn-conflicts", "--prefer-binary", "--require-hashes", "--no-clean", "--no-index", "--no-verify"] }, wheel: { operands: "none", valued: ["--platform", "--python-version", "--implementation", "--abi", "--upgrade-strategy", "-C", "--config-settings", "--global-option", "--build-option", "--no-binary", "--only-binary", "-i", "--index-url", "--extra-index-url", "--group"], optionRoles: { "-r": "read", "--requirement": "read", "-c": "read", "--constraint": "read", "-e": "none", "--editable": "none", "-f": "none", "--find-links": "none", "--report": "write", "-w": { role: "write", recursive: true, partial: true }, "--wheel-dir": { role: "write", recursive: true, partial: true }, "--src": { role: "write", recursive: true, partial: true } }, defaults: [{ path: ".", role: "write", unlessOptions: ["-w", "--wheel-dir"] }], flags: ["--no-deps", "--pre", "--dry-run", "--user", "--upgrade", "--force-reinstall", "--ignore-installed", "--ignore-requires-python", "--no-build-isolation", "--use-pep517", "--no-use-pep517", "--check-build-dependencies", "--break-system-packages", "--compile", "--no-compile", "--no-warn-script-location", "--no-warn-conflicts", "--prefer-binary", "--require-hashes", "--no-clean", "--no-index", "--no-verify"] } } }, pip3: { same: "pip" }, virtualenv: { operands: { role: "write", recursive: true }, valued: ["-p", "--python", "--try-first-with", "--discovery", "--creator", "--seeder", "--activators", "--prompt", "--pip", "--setuptools", "--wheel", "--extra-search-dir"], optionRoles: { "--app-data": { role: "write", recursive: true, partial: true } }, flags: ["--version", "--with-traceback", "--read-only-app-data", "--reset-app-data", "--upgrade-embed-wheels", "--system-site-packages", "--symlinks", "--copies", "--always-copy", "--clear", "--no-vcs-ignore", "--no-seed", "--without-pip", "--no-download", "--never-download", "--download", "--no-pip", "--no-setuptools", "--no-wheel", "--no-periodic-update", "--symlink-app-data", "--verbose", "--quiet", "--help"] }, uv: { operands: "none", mentionOthers: true, shareOptions: true, exactLongOptions: true, valued: ["--color", "--python-preference", "--project"], optionRoles: { "--cache-dir": { role: "write", recursive: true, partial: true }, "--config-file": "read" }, chdir: { options: ["--directory"], applies: "all" }, subcommands: { venv: { operands: "none", positional: [{ role: "write", recursive: true }], valued: ["-i", "--index-url", "--extra-index-url", "--index", "--default-index", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer", "--link-mode", "--refresh-package", "--allow-insecure-host", "-p", "--python", "--prompt"], defaults: [{ path: ".venv", role: { role: "write", recursive: true }, whenOperands: 1 }] }, virtualenv: { same: "venv" }, v: { same: "venv" }, pip: { subcommands: { install: { operands: "none", valued: ["-i", "--index-url", "--extra-index-url", "--index", "--default-index", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer", "--link-mode", "--refresh-package", "--allow-insecure-host", "-p", "--python", "--prompt"], optionRoles: { "-r": "read", "--requirements": "read", "-c": "read", "--constraints": "read", "-e": "none", "--editable": "none", "-t": { role: "write", recursive: true, partial: true }, "--target": { role: "write", recursive: true, partial: true }, "--prefix": { role: "write", recursive: true, partial: true } } }, sync: { same: "uv pip install" }, compile: { operands: "read", valued: ["-i", "--index-url", "--extra-index-url", "--index", "--default-index", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer", "--link-mode", "--refresh-package", "--allow-insecure-host", "-p", "--python", "--prompt"], optionRoles: { "-o": "write", "--output-file": "write", "-c": "read", "--constraints": "read" } } } }, build: { operands: "none", valued: ["-i", "--index-url", "--extra-index-url", "--index", "--default-index", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer", "--link-mode", "--refresh-package", "--allow-insecure-host", "-p", "--python", "--prompt"], optionRoles: { "-o": { role: "write", recursive: true, partial: true }, "--out-dir": { role: "write", recursive: true, partial: true } } }, export: { operands: "none", valued: ["-i", "--index-url", "--extra-index-url", "--index", "--default-index", "-f", "--find-links", "--index-strategy", "--keyring-provider", "--exclude-newer", "--link-mode", "--refresh-package", "--allow-insecure-host", "-p", "--python", "--prompt"], optionRoles: { "-o": "write", "--output-file": "write" } } } }, cmake: { operands: "none", singleDashLong: true, exactLongOptions: true, attachedValues: ["-S", "-B", "-C", "-D", "-U", "-G", "-T", "-A"], valued: ["-S", "-D", "-U", "-G", "-T", "-A", "-E", "--preset", "-t", "--target", "--config", "--component", "--default-directory-permissions", "--resolve-package-references", "--install-prefix", "--help-command", "--help-manual", "--help-module", "--help-policy", "--help-property", "--help-variable", "--debug-find-pkg", "--debug-find-var", "--trace-format", "--trace-source", "--log-level", "--profiling-format", "--compile-no-warning-as-error"], optionalNext: ["-j", "--parallel", "--system-information"], optionRoles: { "-B": { role: "write", recursive: true, partial: true }, "-C": "read", "--toolchain": "read", "--graphviz": "write", "--trace-redirect": "write", "--profiling-output": "write", "--system-information": "write", "--build": { role: "write", recursive: true, partial: true }, "--install": "none", "--prefix": { role: "write", recursive: true, partial: true }, "--open": "none", "-P": "read", "-j": "none", "--parallel": "none" }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-B"] }], modes: { "--build": { operands: "none", defaults: [] }, "-E": { operands: "none", defaults: [] }, "--install": { operands: "none", defaults: [] }, "--open": { operands: "none", defaults: [] }, "-P": { operands: "none", defaults: [] }, "-N": { defaults: [] }, "--find-package": { operands: "none", defaults: [] }, "--system-information": { operands: "none", defaults: [] }, "--list-presets": { operands: "none", defaults: [] }, "--help": { operands: "none", defaults: [] }, "--version": { operands: "none", defaults: [] } }, subcommandOptions: ["-E"], subcommands: { copy: { operands: "read", lastOperand: "write", optionRoles: { "-t": "write" }, targetOptions: ["-t"] }, copy_if_different: { same: "copy" }, copy_if_newer: { same: "copy" }, copy_directory: { operands: { role: "read", recursive: true }, lastOperand: { role: "write", recursive: true } }, copy_directory_if_different: { same: "copy_directory" }, copy_directory_if_newer: { same: "copy_directory" }, make_directory: { operands: "write" }, touch: { same: "make_directory" }, touch_nocreate: { same: "make_directory" }, remove: { operands: "write", recursiveWith: ["-r", "-R"] }, rm: { same: "remove" }, remove_directory: { operands: { role: "write", recursive: true } }, rename: { operands: { role: "write", recursive: true } }, create_symlink: { operands: "none", positional: ["none", "write"] }, create_hardlink: { operands: "none", positional: ["read", "write"] }, tar: { same: "tar" }, cat: { operands: "read" }, compare_files: { same: "cat" }, md5sum: { same: "cat" }, sha1sum: { same: "cat" }, sha256sum: { same: "cat" }, sha512sum: { same: "cat" } } }, meson: { operands: "none", positional: [{ role: "write", recursive: true, partial: true }], valued: ["--prefix", "--bindir", "--datadir", "--includedir", "--infodir", "--libdir", "--licensedir", "--libexecdir", "--localedir", "--localstatedir", "--mandir", "--sbindir", "--sharedstatedir", "--sysconfdir", "--auto-features", "--backend", "--buildtype", "--default-library", "--default-both-libraries", "--install-umask", "--layout", "--optimization", "--unity", "--unity-size", "--warnlevel", "--wrap-mode", "--force-fallback-for", "--pkg-config-path", "--build.pkg-config-path", "--cmake-prefix-path", "--build.cmake-prefix-path", "--pkgconfig.relocatable", "--python.bytecompile", "--python.install-env", "--python.platlibdir", "--python.purelibdir", "--vsenv", "-D"], optionRoles: { "--native-file": "read", "--cross-file": "read" }, flags: ["--debug", "--errorlogs", "--prefer-static", "--stdsplit", "--strip", "--werror", "--reconfigure", "--wipe", "--clearcache", "--fatal-meson-warnings", "--profile-self", "--version", "--help"], subcommands: { setup: { operands: "none", positional: [{ role: "write", recursive: true, partial: true }], valued: ["--prefix", "--bindir", "--datadir", "--includedir", "--infodir", "--libdir", "--licensedir", "--libexecdir", "--localedir", "--localstatedir", "--mandir", "--sbindir", "--sharedstatedir", "--sysconfdir", "--auto-features", "--backend", "--buildtype", "--default-library", "--default-both-libraries", "--install-umask", "--layout", "--optimization", "--unity", "--unity-size", "--warnlevel", "--wrap-mode", "--force-fallback-for", "--pkg-config-path", "--build.pkg-config-path", "--cmake-prefix-path", "--build.cmake-prefix-path", "--pkgconfig.relocatable", "--python.bytecompile", "--python.install-env", "--python.platlibdir", "--python.purelibdir", "--vsenv", "-D"], optionRoles: { "--native-file": "read", "--cross-file": "read" }, flags: ["--debug", "--errorlogs", "--prefer-static", "--stdsplit", "--strip", "--werror", "--reconfigure", "--wipe", "--clearcache", "--fatal-meson-warnings", "--profile-self", "--version", "--help"] }, configure: { operands: "none", positional: [{ role: "readwrite", recursive: true, partial: true }], valued: ["--prefix", "--bindir", "--datadir", "--includedir", "--infodir", "--libdir", "--licensedir", "--libexecdir", "--localedir", "--localstatedir", "--mandir", "--sbindir", "--sharedstatedir", "--sysconfdir", "--auto-features", "--backend", "--buildtype", "--default-library", "--default-both-libraries", "--install-umask", "--layout", "--optimization", "--unity", "--unity-size", "--warnlevel", "--wrap-mode", "--force-fallback-for", "--pkg-config-path", "--build.pkg-config-path", "--cmake-prefix-path", "--build.cmake-prefix-path", "--pkgconfig.relocatable", "--python.bytecompile", "--python.install-env", "--python.platlibdir", "--python.purelibdir", "--vsenv", "-D"], flags: ["--debug", "--errorlogs", "--prefer-static", "--stdsplit", "--strip", "--werror", "--reconfigure", "--wipe", "--clearcache", "--fatal-meson-warnings", "--profile-self", "--version", "--help"] }, compile: { operands: "none", valued: ["-j", "--jobs", "-l", "--load-average", "--ninja-args", "--vs-args", "--xcode-args"], optionRoles: { "-C": { role: "write", recursive: true, partial: true } } }, test: { operands: "none", valued: ["--repeat", "--wrapper", "--gdb-path", "--suite", "--no-suite", "--setup", "--test-args", "-t", "--timeout-multiplier", "--num-processes", "--max-lines", "--logbase", "-j"], optionRoles: { "-C": { role: "write", recursive: true, partial: true } } }, install: { operands: "none", valued: ["-C", "--tags", "--skip-subprojects"], optionRoles: { "--destdir": { role: "write", recursive: true, partial: true } } }, dist: { operands: "none", valued: ["--formats"], optionRoles: { "-C": { role: "write", recursive: true, partial: true } } }, init: { operands: "none", valued: ["-n", "--name", "-e", "--executable", "-d", "--deps", "-l", "--language", "--type", "--version"], optionRoles: { "-C": { role: "write", recursive: true, partial: true } }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["-C"] }] }, introspect: { operands: "none" }, devenv: { operands: "none", stopAtOperand: true, valued: ["-C"] }, subprojects: { operands: "none" }, wrap: { same: "subprojects" }, rewrite: { same: "subprojects" }, env2mfile: { operands: "none", optionRoles: { "-o": "write" } }, help: { same: "subprojects" } } }, convert: { operands: { role: "read", form: "image-format" }, lastOperand: { role: "write", form: "image-format" }, singleDashLong: true, exactLongOptions: true, plusOptions: true, valued: ["-adaptive-blur", "-adaptive-resize", "-adaptive-sharpen", "-affine", "-affinity", "-alpha", "-attenuate", "-authenticate", "-background", "-bench", "-bias", "-black-threshold", "-blend", "-blue-primary", "-blue-shift", "-blur", "-border", "-bordercolor", "-brightness-contrast", "-canny", "-caption", "-channel", "-charcoal", "-chop", "-clip-path", "-clone", "-color-matrix", "-colorize", "-colors", "-colorspace", "-comment", "-complex", "-compose", "-compress", "-connected-component", "-contrast-stretch", "-convolve", "-crop", "-cycle", "-debug", "-define", "-delay", "-delete", "-density", "-depth", "-deskew", "-direction", "-displace", "-display", "-dispose", "-dissolve", "-distribute-cache", "-dither", "-draw", "-duplicate", "-edge", "-emboss", "-encoding", "-endian", "-evaluate-sequence", "-extent", "-extract", "-family", "-features", "-fill", "-filter", "-font", "-format", "-frame", "-fuzz", "-fx", "-gamma", "-gaussian-blur", "-geometry", "-gravity", "-grayscale", "-green-primary", "-hough-lines", "-implode", "-insert", "-intensity", "-intent", "-interlace", "-interline-spacing", "-interpolate", "-interpolative-resize", "-interword-spacing", "-kerning", "-label", "-lat", "-layers", "-level", "-level-colors", "-linear-stretch", "-liquid-rescale", "-list", "-log", "-loop", "-mattecolor", "-mean-shift", "-median", "-metric", "-mode", "-modulate", "-morph", "-motion-blur", "-noise", "-opaque", "-ordered-dither", "-orient", "-origin", "-page", "-paint", "-path", "-perceptible", "-pointsize", "-polaroid", "-poly", "-posterize", "-precision", "-preview", "-print", "-process", "-quality", "-quantize", "-radial-blur", "-raise", "-random-threshold", "-red-primary", "-region", "-repage", "-resample", "-resize", "-roll", "-rotate", "-sample", "-sampling-factor", "-scale", "-scene", "-scenes", "-seed", "-segment", "-selective-blur", "-sepia-tone", "-shade", "-shadow", "-sharpen", "-shave", "-shear", "-sigmoidal-contrast", "-size", "-sketch", "-smush", "-solarize", "-splice", "-spread", "-stegano", "-stretch", "-stroke", "-strokewidth", "-style", "-support", "-swap", "-swirl", "-threshold", "-thumbnail", "-tile", "-tile-offset", "-tint", "-title", "-transparent", "-transparent-color", "-treedepth", "-type", "-undercolor", "-units", "-unsharp", "-vignette", "-virtual-pixel", "-watermark", "-wave", "-wavelet-denoise", "-weight", "-white-point", "-white-threshold"], valuedTwice: ["-annotate", "-copy", "-distort", "-evaluate", "-floodfill", "-function", "-limit", "-morphology", "-set", "-sparse-color", "-statistic"], optionRoles: { "-write": { role: "write", form: "image-format" }, "+write": { role: "write", form: "image-format" }, "-read": { role: "read", form: "image-format" }, "-profile": "read", "-remap": "read", "-texture": "read", "-cdl": "read", "-clip-mask": "read", "-mask": "read", "-decipher": "read", "-encipher": "read" }, flags: ["-adjoin", "-antialias", "-append", "-auto-gamma", "-auto-level", "-auto-orient", "-black-point-compensation", "-clamp", "-clip", "-clut", "-coalesce", "-combine", "-compare", "-composite", "-contrast", "-deconstruct", "-despeckle", "-enhance", "-equalize", "-fft", "-flatten", "-flip", "-flop", "-hald-clut", "-help", "-identify", "-ift", "-magnify", "-matte", "-moments", "-monitor", "-monochrome", "-mosaic", "-negate", "-normalize", "-ping", "-quiet", "-regard-warnings", "-render", "-reverse", "-separate", "-stereo", "-strip", "-synchronize", "-taint", "-transform", "-transpose", "-transverse", "-trim", "-unique-colors", "-verbose", "-version", "-view"] }, magick: { operands: { role: "read", form: "image-format" }, lastOperand: { role: "write", form: "image-format" }, singleDashLong: true, exactLongOptions: true, plusOptions: true, valued: ["-adaptive-blur", "-adaptive-resize", "-adaptive-sharpen", "-affine", "-affinity", "-alpha", "-attenuate", "-authenticate", "-background", "-bench", "-bias", "-black-threshold", "-blend", "-blue-primary", "-blue-shift", "-blur", "-border", "-bordercolor", "-brightness-contrast", "-canny", "-caption", "-channel", "-charcoal", "-chop", "-clip-path", "-clone", "-color-matrix", "-colorize", "-colors", "-colorspace", "-comment", "-complex", "-compose", "-compress", "-connected-component", "-contrast-stretch", "-convolve", "-crop", "-cycle", "-debug", "-define", "-delay", "-delete", "-density", "-depth", "-deskew", "-direction", "-displace", "-display", "-dispose", "-dissolve", "-distribute-cache", "-dither", "-draw", "-duplicate", "-edge", "-emboss", "-encoding", "-endian", "-evaluate-sequence", "-extent", "-extract", "-family", "-features", "-fill", "-filter", "-font", "-format", "-frame", "-fuzz", "-fx", "-gamma", "-gaussian-blur", "-geometry", "-gravity", "-grayscale", "-green-primary", "-hough-lines", "-implode", "-insert", "-intensity", "-intent", "-interlace", "-interline-spacing", "-interpolate", "-interpolative-resize", "-interword-spacing", "-kerning", "-label", "-lat", "-layers", "-level", "-level-colors", "-linear-stretch", "-liquid-rescale", "-list", "-log", "-loop", "-mattecolor", "-mean-shift", "-median", "-metric", "-mode", "-modulate", "-morph", "-motion-blur", "-noise", "-opaque", "-ordered-dither", "-orient", "-origin", "-page", "-paint", "-path", "-perceptible", "-pointsize", "-polaroid", "-poly", "-posterize", "-precision", "-preview", "-print", "-process", "-quality", "-quantize", "-radial-blur", "-raise", "-random-threshold", "-red-primary", "-region", "-repage", "-resample", "-resize", "-roll", "-rotate", "-sample", "-sampling-factor", "-scale", "-scene", "-scenes", "-seed", "-segment", "-selective-blur", "-sepia-tone", "-shade", "-shadow", "-sharpen", "-shave", "-shear", "-sigmoidal-contrast", "-size", "-sketch", "-smush", "-solarize", "-splice", "-spread", "-stegano", "-stretch", "-stroke", "-strokewidth", "-style", "-support", "-swap", "-swirl", "-threshold", "-thumbnail", "-tile", "-tile-offset", "-tint", "-title", "-transparent", "-transparent-color", "-treedepth", "-type", "-undercolor", "-units", "-unsharp", "-vignette", "-virtual-pixel", "-watermark", "-wave", "-wavelet-denoise", "-weight", "-white-point", "-white-threshold"], valuedTwice: ["-annotate", "-copy", "-distort", "-evaluate", "-floodfill", "-function", "-limit", "-morphology", "-set", "-sparse-color", "-statistic"], optionRoles: { "-write": { role: "write", form: "image-format" }, "+write": { role: "write", form: "image-format" }, "-read": { role: "read", form: "image-format" }, "-profile": "read", "-remap": "read", "-texture": "read", "-cdl": "read", "-clip-mask": "read", "-mask": "read", "-decipher": "read", "-encipher": "read" }, flags: ["-adjoin", "-antialias", "-append", "-auto-gamma", "-auto-level", "-auto-orient", "-black-point-compensation", "-clamp", "-clip", "-clut", "-coalesce", "-combine", "-compare", "-composite", "-contrast", "-deconstruct", "-despeckle", "-enhance", "-equalize", "-fft", "-flatten", "-flip", "-flop", "-hald-clut", "-help", "-identify", "-ift", "-magnify", "-matte", "-moments", "-monitor", "-monochrome", "-mosaic", "-negate", "-normalize", "-ping", "-quiet", "-regard-warnings", "-render", "-reverse", "-separate", "-stereo", "-strip", "-synchronize", "-taint", "-transform", "-transpose", "-transverse", "-trim", "-unique-colors", "-verbose", "-version", "-view"], subcommands: { convert: { same: "convert" }, mogrify: { same: "mogrify" }, montage: { same: "montage" }, composite: { same: "composite" }, identify: { same: "identify" }, compare: { same: "compare" } } }, montage: { same: "convert" }, composite: { same: "convert" }, compare: { same: "convert" }, mogrify: { operands: { role: "readwrite", form: "image-format" }, lastOperand: { role: "readwrite", form: "image-format" }, singleDashLong: true, exactLongOptions: true, plusOptions: true, valued: ["-adaptive-blur", "-adaptive-resize", "-adaptive-sharpen", "-affine", "-affinity", "-alpha", "-attenuate", "-authenticate", "-background", "-bench", "-bias", "-black-threshold", "-blend", "-blue-primary", "-blue-shift", "-blur", "-border", "-bordercolor", "-brightness-contrast", "-canny", "-caption", "-channel", "-charcoal", "-chop", "-clip-path", "-clone", "-color-matrix", "-colorize", "-colors", "-colorspace", "-comment", "-complex", "-compose", "-compress", "-connected-component", "-contrast-stretch", "-convolve", "-crop", "-cycle", "-debug", "-define", "-delay", "-delete", "-density", "-depth", "-deskew", "-direction", "-displace", "-display", "-dispose", "-dissolve", "-distribute-cache", "-dither", "-draw", "-duplicate", "-edge", "-emboss", "-encoding", "-endian", "-evaluate-sequence", "-extent", "-extract", "-family", "-features", "-fill", "-filter", "-font", "-format", "-frame", "-fuzz", "-fx", "-gamma", "-gaussian-blur", "-geometry", "-gravity", "-grayscale", "-green-primary", "-hough-lines", "-implode", "-insert", "-intensity", "-intent", "-interlace", "-interline-spacing", "-interpolate", "-interpolative-resize", "-interword-spacing", "-kerning", "-label", "-lat", "-layers", "-level", "-level-colors", "-linear-stretch", "-liquid-rescale", "-list", "-log", "-loop", "-mattecolor", "-mean-shift", "-median", "-metric", "-mode", "-modulate", "-morph", "-motion-blur", "-noise", "-opaque", "-ordered-dither", "-orient", "-origin", "-page", "-paint", "-path", "-perceptible", "-pointsize", "-polaroid", "-poly", "-posterize", "-precision", "-preview", "-print", "-process", "-quality", "-quantize", "-radial-blur", "-raise", "-random-threshold", "-red-primary", "-region", "-repage", "-resample", "-resize", "-roll", "-rotate", "-sample", "-sampling-factor", "-scale", "-scene", "-scenes", "-seed", "-segment", "-selective-blur", "-sepia-tone", "-shade", "-shadow", "-sharpen", "-shave", "-shear", "-sigmoidal-contrast", "-size", "-sketch", "-smush", "-solarize", "-splice", "-spread", "-stegano", "-stretch", "-stroke", "-strokewidth", "-style", "-support", "-swap", "-swirl", "-threshold", "-thumbnail", "-tile", "-tile-offset", "-tint", "-title", "-transparent", "-transparent-color", "-treedepth", "-type", "-undercolor", "-units", "-unsharp", "-vignette", "-virtual-pixel", "-watermark", "-wave", "-wavelet-denoise", "-weight", "-white-point", "-white-threshold"], valuedTwice: ["-annotate", "-copy", "-distort", "-evaluate", "-floodfill", "-function", "-limit", "-morphology", "-set", "-sparse-color", "-statistic"], optionRoles: { "-write": { role: "write", form: "image-format" }, "+write": { role: "write", form: "image-format" }, "-read": { role: "read", form: "image-format" }, "-profile": "read", "-remap": "read", "-texture": "read", "-cdl": "read", "-clip-mask": "read", "-mask": "read", "-decipher": "read", "-encipher": "read", "-path": "write" }, flags: ["-adjoin", "-antialias", "-append", "-auto-gamma", "-auto-level", "-auto-orient", "-black-point-compensation", "-clamp", "-clip", "-clut", "-coalesce", "-combine", "-compare", "-composite", "-contrast", "-deconstruct", "-despeckle", "-enhance", "-equalize", "-fft", "-flatten", "-flip", "-flop", "-hald-clut", "-help", "-identify", "-ift", "-magnify", "-matte", "-moments", "-monitor", "-monochrome", "-mosaic", "-negate", "-normalize", "-ping", "-quiet", "-regard-warnings", "-render", "-reverse", "-separate", "-stereo", "-strip", "-synchronize", "-taint", "-transform", "-transpose", "-transverse", "-trim", "-unique-colors", "-verbose", "-version", "-view"], modes: { "-path": { operands: { role: "read", form: "image-format" }, lastOperand: { role: "read", form: "image-format" } } } }, identify: { operands: { role: "read", form: "image-format" }, singleDashLong: true, exactLongOptions: true, plusOptions: true, valued: ["-adaptive-blur", "-adaptive-resize", "-adaptive-sharpen", "-affine", "-affinity", "-alpha", "-attenuate", "-authenticate", "-background", "-bench", "-bias", "-black-threshold", "-blend", "-blue-primary", "-blue-shift", "-blur", "-border", "-bordercolor", "-brightness-contrast", "-canny", "-caption", "-channel", "-charcoal", "-chop", "-clip-path", "-clone", "-color-matrix", "-colorize", "-colors", "-colorspace", "-comment", "-complex", "-compose", "-compress", "-connected-component", "-contrast-stretch", "-convolve", "-crop", "-cycle", "-debug", "-define", "-delay", "-delete", "-density", "-depth", "-deskew", "-direction", "-displace", "-display", "-dispose", "-dissolve", "-distribute-cache", "-dither", "-draw", "-duplicate", "-edge", "-emboss", "-encoding", "-endian", "-evaluate-sequence", "-extent", "-extract", "-family", "-features", "-fill", "-filter", "-font", "-format", "-frame", "-fuzz", "-fx", "-gamma", "-gaussian-blur", "-geometry", "-gravity", "-grayscale", "-green-primary", "-hough-lines", "-implode", "-insert", "-intensity", "-intent", "-interlace", "-interline-spacing", "-interpolate", "-interpolative-resize", "-interword-spacing", "-kerning", "-label", "-lat", "-layers", "-level", "-level-colors", "-linear-stretch", "-liquid-rescale", "-list", "-log", "-loop", "-mattecolor", "-mean-shift", "-median", "-metric", "-mode", "-modulate", "-morph", "-motion-blur", "-noise", "-opaque", "-ordered-dither", "-orient", "-origin", "-page", "-paint", "-path", "-perceptible", "-pointsize", "-polaroid", "-poly", "-posterize", "-precision", "-preview", "-print", "-process", "-quality", "-quantize", "-radial-blur", "-raise", "-random-threshold", "-red-primary", "-region", "-repage", "-resample", "-resize", "-roll", "-rotate", "-sample", "-sampling-factor", "-scale", "-scene", "-scenes", "-seed", "-segment", "-selective-blur", "-sepia-tone", "-shade", "-shadow", "-sharpen", "-shave", "-shear", "-sigmoidal-contrast", "-size", "-sketch", "-smush", "-solarize", "-splice", "-spread", "-stegano", "-stretch", "-stroke", "-strokewidth", "-style", "-support", "-swap", "-swirl", "-threshold", "-thumbnail", "-tile", "-tile-offset", "-tint", "-title", "-transparent", "-transparent-color", "-treedepth", "-type", "-undercolor", "-units", "-unsharp", "-vignette", "-virtual-pixel", "-watermark", "-wave", "-wavelet-denoise", "-weight", "-white-point", "-white-threshold"], valuedTwice: ["-annotate", "-copy", "-distort", "-evaluate", "-floodfill", "-function", "-limit", "-morphology", "-set", "-sparse-color", "-statistic"], optionRoles: { "-write": { role: "write", form: "image-format" }, "+write": { role: "write", form: "image-format" }, "-read": { role: "read", form: "image-format" }, "-profile": "read", "-remap": "read", "-texture": "read", "-cdl": "read", "-clip-mask": "read", "-mask": "read", "-decipher": "read", "-encipher": "read" }, flags: ["-adjoin", "-antialias", "-append", "-auto-gamma", "-auto-level", "-auto-orient", "-black-point-compensation", "-clamp", "-clip", "-clut", "-coalesce", "-combine", "-compare", "-composite", "-contrast", "-deconstruct", "-despeckle", "-enhance", "-equalize", "-fft", "-flatten", "-flip", "-flop", "-hald-clut", "-help", "-identify", "-ift", "-magnify", "-matte", "-moments", "-monitor", "-monochrome", "-mosaic", "-negate", "-normalize", "-ping", "-quiet", "-regard-warnings", "-render", "-reverse", "-separate", "-stereo", "-strip", "-synchronize", "-taint", "-transform", "-transpose", "-transverse", "-trim", "-unique-colors", "-verbose", "-version", "-view"] }, ffmpeg: { stdioOptions: ["-i"], dashIsStdio: true, operands: { role: "write", form: "url" }, singleDashLong: true, exactLongOptions: true, allValued: true, specifierSeparator: ":", optionRoles: { "-i": { role: "read", form: "url" }, "-attach": "read", "-filter_script": "read", "-filter_complex_script": "read", "-hls_key_info_file": "read", "-dump_attachment": "write", "-vstats_file": "write", "-passlogfile": "write", "-sdp_file": "write", "-progress": { role: "write", form: "url" }, "-hls_segment_filename": "write", "-segment_list": "write", "-stats_enc_pre": "write", "-stats_enc_post": "write", "-stats_mux_pre": "write" }, modes: { "-report": { defaults: [{ path: ".", role: "write" }] } }, flags: ["-L", "-h", "-?", "-help", "--help", "-version", "-buildconf", "-formats", "-muxers", "-demuxers", "-devices", "-codecs", "-decoders", "-encoders", "-bsfs", "-protocols", "-filters", "-pix_fmts", "-layouts", "-sample_fmts", "-dispositions", "-colors", "-hwaccels", "-report", "-hide_banner", "-y", "-n", "-ignore_unknown", "-copy_unknown", "-recast_media", "-benchmark", "-benchmark_all", "-stdin", "-nostdin", "-stats", "-nostats", "-debug_ts", "-dump", "-hex", "-re", "-copyts", "-start_at_zero", "-shortest", "-xerror", "-accurate_seek", "-noaccurate_seek", "-seek_timestamp", "-an", "-vn", "-sn", "-dn", "-psnr", "-vstats", "-qphist", "-copyinkf", "-fix_sub_duration", "-autorotate", "-noautorotate", "-autoscale", "-noautoscale", "-auto_conversion_filters", "-noauto_conversion_filters", "-bitexact", "-print_graphs", "-intra", "-sameq", "-same_quant", "-deinterlace", "-vdt", "-1"] }, pandoc: { operands: "read", valued: ["--abbreviations", "--base-header-level", "--columns", "--css", "--default-image-extension", "--dpi", "--email-obfuscation", "--eol", "--epub-chapter-level", "--epub-subdirectory", "--from", "--highlight-style", "--id-prefix", "--indented-code-classes", "--ipynb-output", "--markdown-headings", "--metadata", "--number-offset", "--pdf-engine", "--pdf-engine-opt", "--print-default-data-file", "--print-default-template", "--print-highlight-style", "--read", "--reference-location", "--request-header", "--resource-path", "--shift-heading-level-by", "--slide-level", "--tab-stop", "--title-prefix", "--to", "--toc-depth", "--top-level-division", "--track-changes", "--variable", "--wrap", "--write", "-D", "-F", "--filter", "-M", "-T", "-V", "-c", "-f", "-r", "-t", "-w"], optionalValue: ["--katex", "--list-extensions", "--mathjax", "--webtex"], optionRoles: { "-o": "write", "--output": "write", "--log": "write", "--extract-media": { role: "write", recursive: true, partial: true }, "--data-dir": { role: "read", recursive: true, partial: true }, "--template": "read", "--reference-doc": "read", "-H": "read", "--include-in-header": "read", "-B": "read", "--include-before-body": "read", "-A": "read", "--include-after-body": "read", "--metadata-file": "read", "--bibliography": "read", "--csl": "read", "--citation-abbreviations": "read", "--syntax-definition": "read", "--epub-cover-image": "read", "--epub-metadata": "read", "--epub-embed-font": "read", "-L": "read", "--lua-filter": "read", "-d": "read", "--defaults": "read" }, unknownWith: { "-d": "a defaults file may name the output and other files, which are not known before it runs", "--defaults": "a defaults file may name the output and other files, which are not known before it runs" }, flags: ["--ascii", "--atx-headers", "--bash-completion", "--biblatex", "--citeproc", "--dump-args", "--fail-if-warnings", "--file-scope", "--gladtex", "--help", "--html-q-tags", "--ignore-args", "--incremental", "--list-highlight-languages", "--list-highlight-styles", "--list-input-formats", "--list-output-formats", "--listings", "--mathml", "--natbib", "--no-check-certificate", "--no-highlight", "--number-sections", "--preserve-tabs", "--quiet", "--reference-links", "--sandbox", "--section-divs", "--self-contained", "--embed-resources", "--standalone", "--strip-comments", "--strip-empty-paragraphs", "--table-of-contents", "--toc", "--trace", "--verbose", "--version"] }, rename: { operands: "write", leading: 1, leadingFrom: ["-e", "-E"], valued: ["-e", "-E"], optionalValue: ["-u", "--unicode"], unknown: "the new names come from a Perl expression, which Leash does not run, so where the files go is not known before it runs", flags: ["--verbose", "--null", "--nono", "--force", "--path", "--fullpath", "--filename", "--nopath", "--nofullpath", "--help", "--man", "--version"] }, "file-rename": { same: "rename" }, prename: { same: "rename" }, setfacl: { operands: "write", valued: ["-m", "--modify", "-x", "--remove", "--set", "--restore"], optionRoles: { "-M": "read", "--modify-file": "read", "-X": "read", "--remove-file": "read", "--set-file": "read" }, recursiveWith: ["-R", "--recursive"], stdinNames: "the files to change are named on standard input, and they are not known before it runs", unknownWith: { "--restore": "the files to change are named in this file, and they are not known before it runs" }, flags: ["--remove-all", "--remove-default", "--no-mask", "--mask", "--default", "--test", "--logical", "--physical", "--version", "--help"] }, git: { operands: "none", chdir: { options: ["-C"], applies: "all" }, subcommands: { log: { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, show: { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, whatchanged: { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, "diff-tree": { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, "diff-index": { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, "diff-files": { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, "range-diff": { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, reflog: { operands: "none", optionRoles: { "--output": "write", "-O": "read" } }, diff: { operands: "none", optionRoles: { "--output": "write", "-O": "read" }, modes: { "--no-index": { operands: { role: "read", recursive: true } } } }, stash: { subcommands: { show: { operands: "none", optionRoles: { "--output": "write", "-O": "read" } } } }, "format-patch": { operands: "none", valued: ["--in-reply-to", "--base", "--to", "--cc", "--add-header", "--subject-prefix", "--suffix", "-v", "--reroll-count", "--interdiff", "--range-diff", "--creation-factor", "--filename-max-length", "--start-number", "--cover-from-description"], optionRoles: { "-o": "write", "--output-directory": "write", "--output": "write", "-O": "read", "--signature-file": "read", "--description-file": "read" }, defaults: [{ path: ".", role: "write", unlessOptions: ["-o", "--output-directory", "--output"] }], modes: { "--stdout": { defaults: [] } } }, archive: { operands: "none", valued: ["--format", "--prefix", "--remote", "--exec", "--add-virtual-file", "--mtime"], optionRoles: { "-o": "write", "--output": "write", "--add-file": "read" }, flags: ["--list", "--verbose", "--worktree-attributes"] }, worktree: { subcommands: { add: { operands: "none", positional: [{ role: "write", recursive: true }], valued: ["-b", "-B", "--reason"], flags: ["--force", "--detach", "--checkout", "--no-checkout", "--lock", "--orphan", "--guess-remote", "--no-guess-remote", "--track", "--no-track", "--quiet"] }, move: { operands: { role: "write", recursive: true } }, remove: { operands: { role: "write", recursive: true } } } }, clone: { operands: "none", positional: [{ role: "read", recursive: true, form: "local" }, { role: "write", recursive: true }], defaults: [{ path: ".", role: "write", whenOperands: 2 }], valued: ["-o", "--origin", "-b", "--branch", "-u", "--upload-pack", "--depth", "--shallow-since", "--shallow-exclude", "-c", "--config", "-j", "--jobs", "--filter", "--server-option", "--bundle-uri", "--ref-format"], optionalValue: ["--recurse-submodules"], optionRoles: { "--separate-git-dir": { role: "write", recursive: true }, "--reference": { role: "read", recursive: true }, "--reference-if-able": { role: "read", recursive: true }, "--template": { role: "read", recursive: true } }, flags: ["--local", "--no-hardlinks", "--shared", "--dissociate", "--quiet", "--verbose", "--progress", "--no-checkout", "--bare", "--mirror", "--sparse", "--also-filter-submodules", "--single-branch", "--no-single-branch", "--no-tags", "--tags", "--shallow-submodules", "--no-shallow-submodules", "--remote-submodules", "--no-remote-submodules", "--reject-shallow", "--no-reject-shallow"] }, add: { operands: "none", valued: ["--chmod"], optionRoles: { "--pathspec-from-file": "read" }, unknownWith: { "--pathspec-from-file": "the paths to stage are read from this file, and they are not known before it runs" }, modes: { "-f": { operands: { role: "read", recursive: true, partial: true, form: "pathspec" } }, "--force": { operands: { role: "read", recursive: true, partial: true, form: "pathspec" } } }, flags: ["--all", "--dry-run", "--edit", "--ignore-errors", "--ignore-missing", "--ignore-removal", "--intent-to-add", "--interactive", "--no-all", "--no-ignore-removal", "--no-warn-embedded-repo", "--patch", "--pathspec-file-nul", "--refresh", "--renormalize", "--sparse", "--update", "--verbose"] }, blame: { operands: "read", valued: ["-L", "-S", "--contents", "--ignore-rev", "--ignore-revs-file", "--date", "--abbrev"], optionalValue: ["-C", "-M", "--color-by-age", "--color-lines"], optionRoles: { "--contents": "read", "--ignore-revs-file": "read", "-S": "read" } }, commit: { operands: "none", optionRoles: { "-F": "read", "--file": "read", "-t": "read", "--template": "read", "--pathspec-from-file": "read" }, valued: ["-m", "--message", "-c", "--reuse-message", "-C", "--reedit-message", "--fixup", "--squash", "--author", "--date", "--cleanup", "-S", "--gpg-sign", "--trailer"] }, tag: { operands: "none", optionRoles: { "-F": "read", "--file": "read" }, valued: ["-m", "--message", "-u", "--local-user", "--cleanup", "--sort", "--format", "--contains", "--no-contains", "--merged", "--no-merged", "--points-at", "--trailer"] }, notes: { operands: "none", optionRoles: { "-F": "read", "--file": "read" }, valued: ["-m", "--message", "-c", "--reedit-message", "-C", "--reuse-message", "--ref", "-s", "--strategy"] }, "merge-file": { positional: ["readwrite"], operands: "read", valued: ["-L", "--marker-size", "--diff-algorithm"], modes: { "-p": { positional: ["read"] }, "--stdout": { positional: ["read"] } } }, "update-index": { operands: "none", modes: { "--add": { operands: "read" } }, unknownWith: { "--index-info": "the entries to stage are read from standard input, and they are not known before it runs", "--stdin": "the paths to stage are read from standard input, and they are not known before it runs" }, valued: ["--cacheinfo", "--chmod"] }, grep: { operands: "read", leading: 1, leadingFrom: ["-e", "-f"], valued: ["-e", "-f", "-A", "--after-context", "-B", "--before-context", "-C", "--context", "-m", "--max-count", "--max-depth", "--threads"], optionalValue: ["--color", "-O", "--open-files-in-pager"], optionRoles: { "-f": "read" }, modes: { "--no-index": { operands: { role: "read", recursive: true, partial: true }, defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true }, whenOperands: 1 }] }, "--untracked": { defaults: [{ path: ".", role: { role: "read", recursive: true, partial: true }, whenOperands: 1 }] } } }, "hash-object": { operands: "read", valued: ["-t", "--path"], unknownWith: { "--stdin-paths": "the files to hash are read from standard input, and they are not known before it runs" }, flags: ["--literally", "--no-filters", "--stdin"] }, am: { operands: "read", valued: ["-p", "-C", "--exclude", "--include", "--whitespace", "-S", "--gpg-sign", "--patch-format", "--resolvemsg", "--quoted-cr", "--empty"], flags: ["--signoff", "--keep", "--keep-non-patch", "--keep-cr", "--no-keep-cr", "--scissors", "--no-scissors", "--message-id", "--no-message-id", "--quiet", "--utf8", "--no-utf8", "--3way", "--no-3way", "--rerere-autoupdate", "--no-rerere-autoupdate", "--ignore-space-change", "--ignore-whitespace", "--reject", "--directory", "--committer-date-is-author-date", "--ignore-date", "--skip", "--continue", "--resolved", "--abort", "--quit", "--retry", "--show-current-patch", "--allow-empty", "--no-verify"], optionRoles: { "--directory": { role: "write", recursive: true, partial: true } }, defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["--directory", "--abort", "--quit", "--show-current-patch"] }] }, apply: { operands: "read", valued: ["-p", "-C", "--exclude", "--include", "--whitespace"], optionRoles: { "--directory": { role: "write", recursive: true, partial: true }, "--build-fake-ancestor": "write" }, flags: ["--stat", "--numstat", "--summary", "--check", "--index", "--intent-to-add", "--cached", "--apply", "--3way", "--ours", "--theirs", "--union", "--allow-binary-replacement", "--binary", "--reverse", "--reject", "--no-add", "--allow-empty", "--inaccurate-eof", "--recount", "--unidiff-zero", "--ignore-space-change", "--ignore-whitespace", "--verbose", "--quiet", "--unsafe-paths", "--allow-overlap"], defaults: [{ path: ".", role: { role: "write", recursive: true, partial: true }, unlessOptions: ["--directory", "--check", "--stat", "--numstat", "--summary", "--cached"] }] }, checkout: { operands: { role: "write", recursive: true, partial: true, form: "pathspec" }, pathsAfterDashDash: true, valued: ["-b", "-B", "--orphan", "--conflict"], optionRoles: { "--pathspec-from-file": "read" }, unknownWith: { "--pathspec-from-file": "the paths to write are read from this file, and they are not known before it runs" } }, restore: { operands: { role: "write", recursive: true, partial: true, form: "pathspec" }, valued: ["-s", "--source", "--conflict"], optionRoles: { "--pathspec-from-file": "read" }, unknownWith: { "--pathspec-from-file": "the paths to write are read from this file, and they are not known before it runs" }, modes: { "-S": { operands: "none" }, "--staged": { operands: "none" }, "-W": { operands: { role: "write", recursive: true, partial: true, form: "pathspec" } }, "--worktree": { operands: { role: "write", recursive: true, partial: true, form: "pathspec" } } } }, rm: { operands: { role: "write", partial: true, form: "pathspec" }, recursiveWith: ["-r"], optionRoles: { "--pathspec-from-file": "read" }, unknownWith: { "--pathspec-from-file": "the paths to write are read from this file, and they are not known before it runs" }, modes: { "--cached": { operands: "none" } } }, mv: { operands: { role: "write", recursive: true } } } } } };

// src/bash/tables/floors.json
var floors_default = { floors: [{ name: "go -toolexec", command: "go", where: "anywhere", noClusters: true, options: ["-toolexec", "--toolexec", "-exec", "--exec", "-vettool", "--vettool"], why: "runs a program of its own choosing around every compiler step, or runs the built binary through one" }, { name: "sqlite3 .shell", command: "sqlite3", where: "anywhere", operandPrefixes: [".shell", ".system", ".read", ".import", ".output", ".once", ".load", ".open", ".backup", ".save", ".restore", ".clone", ".excel", ".log", ".cd", ".archive", ".ar "], why: "a dot-command that runs a shell command, loads code, or reads or writes a file the policy does not see" }, { name: "sqlite3 -cmd", command: "sqlite3", where: "anywhere", noClusters: true, options: ["-cmd", "--cmd", "-init", "--init", "-A", "-archive", "--archive"], why: "runs commands given before the database opens or from a file, or reads and writes an archive's files" }, { name: "sqlite3 files", command: "sqlite3", where: "anywhere", operandIncludes: ["readfile(", "writefile(", "load_extension(", "edit(", "attach ", "vacuum into", "fts3_tokenizer("], why: "SQL that reads or writes a file, loads code or opens another database, which the policy does not see" }, { name: "man -P", command: "man", where: "anywhere", options: ["-P", "--pager", "-H", "--html", "-C", "--config-file"], why: "runs the pager or browser program it names, or reads a configuration that names programs" }, { name: "gcc -wrapper", command: "gcc", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "cc -wrapper", command: "cc", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "g++ -wrapper", command: "g++", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "c++ -wrapper", command: "c++", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "clang -wrapper", command: "clang", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "clang++ -wrapper", command: "clang++", where: "anywhere", noClusters: true, options: ["-wrapper", "-fplugin", "-fpass-plugin", "-B", "-specs", "--specs", "-Xclang", "--gcc-toolchain", "--ld-path"], why: "runs or loads a program of its own choosing: a wrapper around every tool it runs, a compiler plugin, the folder its tools come from, a specs file (which runs programs), a linker" }, { name: "git -c", command: "git", where: "global", options: ["-c"], why: "sets any configuration value, and configuration runs code (core.pager, core.fsmonitor, alias.x=!cmd)" }, { name: "git --config-env", command: "git", where: "global", options: ["--config-env"], why: "sets configuration from an environment variable" }, { name: "git --exec-path", command: "git", where: "global", options: ["--exec-path"], valueRequired: true, why: "runs git's helper programs from another directory" }, { name: "git --git-dir", command: "git", where: "global", options: ["--git-dir"], why: "another repository's config and hooks run code" }, { name: "git --work-tree", command: "git", where: "global", options: ["--work-tree"], why: "writes files in another directory" }, { name: "git -C", command: "git", where: "global", options: ["-C"], outsideWorkspace: true, why: "another repository's config and hooks run code" }, { name: "git rebase --exec", command: "git", where: "subcommand:rebase", options: ["--exec", "-x"], why: "runs a shell command after each commit" }, { name: "git bisect run", command: "git", where: "subcommand:bisect", operands: ["run"], why: "runs a command for each step" }, { name: "git submodule foreach", command: "git", where: "subcommand:submodule", operands: ["foreach"], why: "runs a shell command in each submodule" }, { name: "git filter-branch", command: "git", where: "subcommand:filter-branch", always: true, why: "runs shell filters" }, { name: "git difftool --extcmd", command: "git", where: "subcommand:difftool", options: ["--extcmd", "-x"], why: "runs a diff program" }, { name: "git grep --open-files-in-pager", command: "git", where: "subcommand:grep", options: ["--open-files-in-pager", "-O"], why: "runs a pager program" }, { name: "git --upload-pack", command: "git", where: "anywhere", options: ["--upload-pack", "--receive-pack", "--exec"], why: "runs a program in place of git's remote helper" }, { name: "git ext:: transport", command: "git", where: "anywhere", operandPrefixes: ["ext::"], why: "the ext:: transport runs its URL as a command" }, { name: "git clone -u", command: "git", where: "subcommand:clone", options: ["-u"], why: "runs a program in place of git-upload-pack" }, { name: "git clone --config", command: "git", where: "subcommand:clone", options: ["-c", "--config", "--template"], why: "sets configuration or hooks in the new repository, which run code later" }, { name: "git ls-remote -u", command: "git", where: "subcommand:ls-remote", options: ["-u"], why: "runs a program in place of git-upload-pack" }, { name: "git send-email --sendmail-cmd", command: "git", where: "subcommand:send-email", options: ["--sendmail-cmd", "--to-cmd", "--cc-cmd", "--header-cmd"], why: "runs a program to send the mail or to find addresses", otherOptions: ["--to", "--cc"] }, { name: "git send-email --sendmail-cmd", command: "git", where: "subcommand:send-email", options: ["--smtp-server"], valueIncludes: ["/"], why: "an --smtp-server that is a path is a program run to send the mail" }, { name: "git config", command: "git", where: "subcommand:config", operandPrefixes: ["core.fsmonitor", "core.hookspath", "core.pager", "core.editor", "core.sshcommand", "core.gitproxy", "core.askpass", "alias.", "sequence.editor", "diff.", "difftool.", "filter.", "merge.", "mergetool.", "credential.", "gpg.", "uploadpack.", "include.", "includeif.", "init.templatedir", "pager.", "web.browser", "remote.", "protocol.", "core.alternaterefscommand", "core.alternaterefsprefixes", "submodule.", "trailer.", "interactive.difffilter", "sendemail.", "imap.tunnel", "man.", "browser.", "url.", "hook.", "receive.procreceiverefs", "gui.", "guitool.", "instaweb.", "format.signaturefile", "notes.rewrite", "blame.ignorerevsfile", "help.", "core.worktree", "lfs.", "gc.recentobjectshook"], why: "these keys make later git commands run programs, run another command than the one written (`help.autocorrect` runs `git push` for `git psuh`) or write elsewhere" }, { name: "npm --prefix", command: "npm", where: "anywhere", options: ["--prefix"], outsideWorkspace: true, why: "runs another project's scripts" }, { name: "npm --script-shell", command: "npm", where: "anywhere", options: ["--script-shell"], why: "runs scripts with another program" }, { name: "npm --userconfig", command: "npm", where: "anywhere", options: ["--userconfig", "--globalconfig"], why: "an npmrc can set script-shell and registries" }, { name: "npm --node-options", command: "npm", where: "anywhere", options: ["--node-options"], why: "loads code into every node process a script starts (--require)" }, { name: "npm --git", command: "npm", where: "anywhere", options: ["--git", "--node-gyp", "--shell", "--editor", "--browser"], why: "names a program npm runs in place of git, node-gyp, a shell, an editor or a browser" }, { name: "npm --init-module", command: "npm", where: "anywhere", options: ["--init-module", "--init.module"], why: "npm init loads and runs this module" }, { name: "yarn --cwd", command: "yarn", where: "global", options: ["--cwd"], outsideWorkspace: true, why: "runs another project's scripts" }, { name: "pnpm --dir", command: "pnpm", where: "anywhere", options: ["-C", "--dir"], outsideWorkspace: true, why: "runs another project's scripts" }, { name: "cargo --config", command: "cargo", where: "anywhere", options: ["--config"], why: "configuration can set a compiler wrapper that runs code" }, { name: "cargo -C", command: "cargo", where: "global", options: ["-C"], outsideWorkspace: true, why: "builds another project, whose build scripts run code" }, { name: "cargo +toolchain", command: "cargo", where: "global", options: ["+"], valueIncludes: ["/"], why: "a toolchain given as a path runs the cargo and rustc found there" }, { name: "terraform -chdir", command: "terraform", where: "global", options: ["-chdir"], outsideWorkspace: true, why: "runs another configuration" }, { name: "docker --config", command: "docker", where: "global", options: ["--config"], why: "a docker config names credential helper programs" }, { name: "kubectl --kubeconfig", command: "kubectl", where: "anywhere", options: ["--kubeconfig"], why: "a kubeconfig can run credential plugins" }, { name: "kubectl --kuberc", command: "kubectl", where: "anywhere", options: ["--kuberc"], why: "a kuberc defines command aliases, so a command may run as another" }, { name: "kubectl kuberc set", command: "kubectl", where: "subcommand:kuberc", operands: ["set"], why: "defines command aliases that later commands run as another" }, { name: "kubectl kuberc set", command: "kubectl", where: "subcommand:alpha", operands: ["kuberc"], why: "defines command aliases that later commands run as another" }, { name: "helm --kubeconfig", command: "helm", where: "anywhere", options: ["--kubeconfig"], why: "a kubeconfig can run credential plugins" }, { name: "gh alias set", command: "gh", where: "subcommand:alias set", always: true, why: "defines a command name that later runs another gh command or a shell command" }, { name: "gh alias set", command: "gh", where: "subcommand:alias import", always: true, why: "defines command names that later run other gh commands or shell commands" }, { name: "find -exec", command: "find", where: "anywhere", options: ["-exec", "-execdir", "-ok", "-okdir"], why: "runs a command for each file found" }, { name: "find -delete", command: "find", where: "anywhere", options: ["-delete"], why: "deletes every file found" }, { name: "find -fprint", command: "find", where: "anywhere", options: ["-fprint", "-fprint0", "-fprintf", "-fls"], why: "writes a file" }, { name: "tar --to-command", command: "tar", where: "anywhere", options: ["--to-command"], why: "pipes each file to a command" }, { name: "tar --use-compress-program", command: "tar", where: "anywhere", options: ["--use-compress-program", "-I"], why: "runs a compression program" }, { name: "tar --checkpoint-action", command: "tar", where: "anywhere", options: ["--checkpoint-action", "--info-script", "--new-volume-script", "-F", "--rsh-command"], why: "runs a command during the archive", otherOptions: ["--checkpoint"] }, { name: "rsync -e", command: "rsync", where: "anywhere", options: ["-e", "--rsh"], why: "runs a remote shell program" }, { name: "rsync --rsync-path", command: "rsync", where: "anywhere", options: ["--rsync-path"], why: "runs a program on the remote side" }, { name: "ssh -o ProxyCommand", command: "ssh", where: "anywhere", options: ["-o"], valuePrefixes: ["ProxyCommand", "LocalCommand", "PermitLocalCommand", "KnownHostsCommand", "Match", "PKCS11Provider", "SecurityKeyProvider", "XAuthLocation"], why: "runs a local command" }, { name: "ssh -F", command: "ssh", where: "anywhere", options: ["-F"], why: "an ssh config can run local commands" }, { name: "scp -o ProxyCommand", command: "scp", where: "anywhere", options: ["-o"], valuePrefixes: ["ProxyCommand", "LocalCommand", "PermitLocalCommand", "KnownHostsCommand", "Match", "PKCS11Provider", "SecurityKeyProvider", "XAuthLocation"], why: "runs a local command" }, { name: "scp -S", command: "scp", where: "anywhere", options: ["-S", "-F"], why: "runs another program as ssh" }, { name: "sftp -S", command: "sftp", where: "anywhere", options: ["-S", "-F", "-o"], why: "runs another program as ssh" }, { name: "zip -TT", command: "zip", where: "anywhere", options: ["-TT", "--unzip-command"], why: "runs a command to test the archive" }, { name: "rg --pre", command: "rg", where: "anywhere", options: ["--pre", "--hostname-bin"], why: "runs a program on each file searched" }, { name: "sort --compress-program", command: "sort", where: "anywhere", options: ["--compress-program"], why: "runs a program on temporary files" }, { name: "ssh -I", command: "ssh", where: "anywhere", options: ["-I"], why: "loads a PKCS#11 library into ssh" }, { name: "vim -c", command: "vim", where: "anywhere", options: ["-c", "--cmd", "-S", "-u", "-U", "-s"], why: "runs editor commands, and `:!` runs a shell command" }, { name: "vim +", command: "vim", where: "anywhere", operandPrefixes: ["+"], why: "runs an editor command at start, and `:!` runs a shell command" }, { name: "vi -c", command: "vi", where: "anywhere", options: ["-c", "--cmd", "-S", "-u", "-U", "-s"], why: "runs editor commands, and `:!` runs a shell command" }, { name: "vi +", command: "vi", where: "anywhere", operandPrefixes: ["+"], why: "runs an editor command at start, and `:!` runs a shell command" }, { name: "less +", command: "less", where: "anywhere", operandPrefixes: ["+"], why: "runs less commands at start, and `!` runs a shell command" }, { name: "ed", command: "ed", where: "anywhere", why: "reads its commands from standard input, and `!` runs a shell command", always: true }, { name: "bat --pager", command: "bat", where: "anywhere", options: ["--pager"], why: "runs a pager program" }, { name: "split --filter", command: "split", where: "anywhere", options: ["--filter"], why: "pipes each piece to a shell command" }] };

// src/bash/tables/interpreters.json
var interpreters_default = { shells: { names: ["sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "yash", "busybox-sh"], commandFlag: "c", stdinFlags: ["-s"], valued: ["-o", "+o", "-O", "+O", "--rcfile", "--init-file"], info: ["--version", "--help"] }, interpreters: { python: { code: ["-c"], module: ["-m"], valued: ["-W", "-X", "-Q"], info: ["--version", "-V", "--help", "-h"] }, python3: { same: "python" }, python2: { same: "python" }, pypy3: { same: "python" }, node: { code: ["-e", "--eval", "-p", "--print"], valued: ["-r", "--require", "--import", "--loader", "--experimental-loader", "--input-type", "-C", "--conditions", "--title", "--stack-size", "--max-old-space-size", "--max-semi-space-size", "--inspect-port", "--redirect-warnings", "--diagnostic-dir", "--report-dir", "--report-directory", "--report-filename", "--report-signal", "--cpu-prof-dir", "--cpu-prof-name", "--heap-prof-dir", "--heap-prof-name", "--watch-path", "--test-reporter", "--test-reporter-destination", "--test-name-pattern", "--test-skip-pattern", "--test-concurrency", "--test-timeout", "--disable-warning", "--unhandled-rejections", "--dns-result-order", "--icu-data-dir", "--openssl-config", "--env-file", "--env-file-if-exists", "--experimental-config-file", "--localstorage-file"], info: ["--version", "-v", "--help", "-h", "--v8-options"], module: ["--test", "--run"] }, nodejs: { same: "node" }, ruby: { code: ["-e"], valued: ["-r", "-I", "-C", "-E", "-F"], info: ["--version", "-v", "--help", "-h"] }, perl: { code: ["-e", "-E"], valued: ["-M", "-m", "-I", "-x"], info: ["--version", "-v", "--help", "-h", "-V"] }, php: { code: ["-r", "-B", "-R", "-E"], valued: ["-d", "-c", "-z"], info: ["--version", "-v", "--help", "-h", "-i", "-m"] }, lua: { code: ["-e"], valued: ["-l"], info: ["-v"] }, Rscript: { code: ["-e"], info: ["--version", "--help"] }, awk: { programOperand: true, valued: ["-F", "-v", "-f"], info: ["--version", "--help"] }, gawk: { same: "awk" }, mawk: { same: "awk" } }, shellStrings: { npx: { options: ["-c", "--call"], before: "operand", valued: ["-p", "--package", "-w", "--workspace", "--registry", "--cache", "--userconfig", "--prefix", "--loglevel"] }, "npm exec": { options: ["-c", "--call"], before: "--" }, "npm x": { same: "npm exec" } } };

// src/bash/tables/subcommand-tools.json
var subcommand_tools_default = { git: { valued: ["-C", "-c", "--config-env", "--git-dir", "--work-tree", "--namespace", "--super-prefix", "--list-cmds", "--attr-source"], flags: ["--no-pager", "-P", "-p", "--paginate", "--bare", "--literal-pathspecs", "--glob-pathspecs", "--noglob-pathspecs", "--icase-pathspecs", "--no-replace-objects", "--no-optional-locks", "--no-advice", "--no-lazy-fetch", "--exec-path", "--html-path", "--man-path", "--info-path", "--version", "--help", "-v", "-h"] }, npm: { valued: ["--prefix", "-w", "--workspace", "--loglevel", "--registry", "--cache", "--userconfig", "--globalconfig", "--script-shell", "--color", "--omit", "--include", "--tag", "--otp", "--access"], flags: ["-s", "--silent", "-q", "--quiet", "-d", "--verbose", "-ws", "--workspaces", "--json", "-y", "--yes", "--no-audit", "--no-fund", "--offline", "--prefer-offline", "--prefer-online", "--ignore-scripts", "--foreground-scripts", "-g", "--global", "--no-color", "--no-progress", "--version", "-v", "--help", "-h", "--production", "--dry-run", "-f", "--force"], commands: ["access", "adduser", "approve-scripts", "audit", "bugs", "cache", "ci", "completion", "config", "dedupe", "deny-scripts", "deprecate", "diff", "dist-tag", "docs", "doctor", "edit", "exec", "explain", "explore", "find-dupes", "fund", "get", "help", "help-search", "init", "install", "install-ci-test", "install-scripts", "install-test", "link", "ll", "login", "logout", "ls", "org", "outdated", "owner", "pack", "ping", "pkg", "prefix", "profile", "prune", "publish", "query", "rebuild", "repo", "restart", "root", "run", "sbom", "search", "set", "shrinkwrap", "stage", "star", "stars", "start", "stop", "team", "test", "token", "trust", "undeprecate", "uninstall", "unpublish", "unstar", "update", "version", "view", "whoami"], aliases: { author: "owner", home: "docs", issues: "bugs", info: "view", show: "view", find: "search", add: "install", unlink: "uninstall", remove: "uninstall", rm: "uninstall", r: "uninstall", un: "uninstall", rb: "rebuild", list: "ls", ln: "link", create: "init", i: "install", it: "install-test", cit: "install-ci-test", u: "update", up: "update", c: "config", s: "search", se: "search", tst: "test", t: "test", ddp: "dedupe", v: "view", "run-script": "run", "clean-install": "ci", "clean-install-test": "install-ci-test", x: "exec", why: "explain", la: "ll", verison: "version", ic: "ci", innit: "init", in: "install", ins: "install", inst: "install", insta: "install", instal: "install", isnt: "install", isnta: "install", isntal: "install", isntall: "install", "install-clean": "ci", "isntall-clean": "ci", hlep: "help", "dist-tags": "dist-tag", upgrade: "update", udpate: "update", rum: "run", sit: "install-ci-test", urn: "run", ogr: "org", "add-user": "adduser" }, abbreviations: true, camelCase: true, optionSpelling: "nopt", shorthands: { "enjoy-by": "--before", d: "--loglevel info", dd: "--loglevel verbose", ddd: "--loglevel silly", quiet: "--loglevel warn", q: "--loglevel warn", s: "--loglevel silent", silent: "--loglevel silent", verbose: "--loglevel verbose", desc: "--description", help: "--usage", local: "--no-global", n: "--no-yes", no: "--no-yes", porcelain: "--parseable", readonly: "--read-only", reg: "--registry", iwr: "--include-workspace-root", ws: "--workspaces", a: "--all", c: "--call", f: "--force", g: "--global", L: "--location", l: "--long", m: "--message", p: "--parseable", C: "--prefix", S: "--save", B: "--save-bundle", D: "--save-dev", E: "--save-exact", O: "--save-optional", P: "--save-prod", "?": "--usage", H: "--usage", h: "--usage", v: "--version", w: "--workspace", y: "--yes" }, optionNames: ["_auth", "access", "all", "allow-same-version", "allow-directory", "allow-file", "allow-git", "allow-remote", "allow-scripts", "also", "audit", "audit-level", "auth-type", "before", "bin-links", "browser", "bypass-2fa", "ca", "cache", "cache-max", "cache-min", "cafile", "call", "cert", "cidr", "color", "commit-hooks", "cpu", "dangerously-allow-all-scripts", "depth", "description", "dev", "diff", "diff-ignore-all-space", "diff-name-only", "diff-no-prefix", "diff-dst-prefix", "diff-src-prefix", "diff-text", "diff-unified", "dry-run", "editor", "engine-strict", "expect-result-count", "expect-results", "expires", "fetch-retries", "fetch-retry-factor", "fetch-retry-maxtimeout", "fetch-retry-mintimeout", "fetch-timeout", "force", "foreground-scripts", "format-package-lock", "fund", "git", "git-tag-version", "global", "globalconfig", "global-style", "heading", "https-proxy", "if-present", "ignore-scripts", "include", "include-staged", "include-workspace-root", "include-attestations", "init-author-email", "init-author-name", "init-author-url", "init-license", "init-module", "init-type", "init-version", "init-private", "init.author.email", "init.author.name", "init.author.url", "init.license", "init.module", "init.version", "install-links", "install-strategy", "json", "key", "legacy-bundling", "legacy-peer-deps", "libc", "link", "local-address", "location", "lockfile-version", "loglevel", "logs-dir", "logs-max", "long", "name", "maxsockets", "message", "min-release-age", "min-release-age-exclude", "node-gyp", "node-options", "noproxy", "offline", "omit", "omit-lockfile-registry-resolved", "only", "orgs", "optional", "os", "otp", "package", "package-lock", "package-lock-only", "pack-destination", "packages", "parseable", "allow-scripts-pending", "allow-scripts-pin", "prefer-dedupe", "prefer-offline", "prefer-online", "prefix", "preid", "production", "progress", "provenance", "provenance-file", "proxy", "read-only", "rebuild-bundle", "registry", "replace-registry-host", "save", "save-bundle", "save-dev", "save-exact", "save-optional", "save-peer", "save-prefix", "save-prod", "sbom-format", "sbom-type", "scope", "scopes", "packages-all", "packages-and-scopes-permission", "orgs-permission", "password", "token-description", "script-shell", "searchexclude", "searchlimit", "searchopts", "searchstaleness", "shell", "shrinkwrap", "sign-git-commit", "sign-git-tag", "strict-peer-deps", "strict-allow-scripts", "strict-ssl", "tag", "tag-version-prefix", "timing", "umask", "unicode", "update-notifier", "usage", "user-agent", "userconfig", "version", "versions", "viewer", "which", "workspace", "workspaces", "workspaces-update", "yes"], valuedNames: ["_auth", "access", "allow-directory", "allow-file", "allow-git", "allow-remote", "allow-scripts", "also", "audit-level", "auth-type", "before", "ca", "cache", "cache-max", "cache-min", "cafile", "call", "cert", "cidr", "cpu", "depth", "diff", "diff-dst-prefix", "diff-src-prefix", "diff-unified", "editor", "expect-result-count", "expires", "fetch-retries", "fetch-retry-factor", "fetch-retry-maxtimeout", "fetch-retry-mintimeout", "fetch-timeout", "git", "globalconfig", "heading", "https-proxy", "include", "init-author-email", "init-author-name", "init-author-url", "init-license", "init-module", "init-type", "init-version", "init.author.email", "init.author.name", "init.author.url", "init.license", "init.module", "init.version", "install-strategy", "key", "libc", "local-address", "location", "lockfile-version", "loglevel", "logs-dir", "logs-max", "name", "maxsockets", "message", "min-release-age", "min-release-age-exclude", "node-gyp", "node-options", "noproxy", "omit", "only", "orgs", "os", "otp", "package", "pack-destination", "packages", "prefix", "preid", "provenance-file", "proxy", "registry", "replace-registry-host", "save-prefix", "sbom-format", "sbom-type", "scope", "scopes", "packages-and-scopes-permission", "orgs-permission", "password", "token-description", "script-shell", "searchexclude", "searchlimit", "searchopts", "searchstaleness", "shell", "tag", "tag-version-prefix", "umask", "user-agent", "userconfig", "viewer", "which", "workspace"] }, yarn: { valued: ["--cwd", "--cache-folder", "--modules-folder", "--registry"], flags: ["-s", "--silent", "--verbose", "--offline", "--frozen-lockfile", "--immutable", "--json", "--non-interactive", "--no-progress", "--version", "-v", "--help", "-h"] }, pnpm: { valued: ["-C", "--dir", "--filter", "-F", "--reporter", "--loglevel", "-w", "--workspace-root"], flags: ["-s", "--silent", "-r", "--recursive", "--frozen-lockfile", "--offline", "--prefer-offline", "--version", "-v", "--help", "-h"] }, cargo: { valued: ["--color", "-Z", "--config", "-C", "--target-dir"], flags: ["-q", "--quiet", "-v", "-vv", "--verbose", "--locked", "--frozen", "--offline", "--version", "-V", "--help", "-h", "--list"], toolchainPrefix: "+", aliases: { b: "build", c: "check", d: "doc", t: "test", r: "run", rm: "remove" } }, docker: { valued: ["-H", "--host", "--context", "-c", "--config", "--log-level", "-l", "--tlscacert", "--tlscert", "--tlskey"], flags: ["-D", "--debug", "--tls", "--tlsverify", "--version", "-v", "--help"], aliases: { attach: "container attach", commit: "container commit", cp: "container cp", create: "container create", diff: "container diff", exec: "container exec", export: "container export", kill: "container kill", logs: "container logs", ps: "container ls", "container ps": "container ls", "container list": "container ls", pause: "container pause", port: "container port", rename: "container rename", restart: "container restart", rm: "container rm", "container remove": "container rm", run: "container run", start: "container start", stats: "container stats", stop: "container stop", top: "container top", unpause: "container unpause", update: "container update", wait: "container wait", build: "image build", "builder build": "image build", "buildx build": "image build", "buildx b": "image build", history: "image history", import: "image import", load: "image load", images: "image ls", "image list": "image ls", pull: "image pull", push: "image push", rmi: "image rm", "image remove": "image rm", save: "image save", tag: "image tag", events: "system events", info: "system info", "context list": "context ls", "context remove": "context rm", "network list": "network ls", "network remove": "network rm", "plugin list": "plugin ls", "plugin remove": "plugin rm", "volume list": "volume ls", "volume remove": "volume rm" } }, kubectl: { valued: ["--context", "-n", "--namespace", "--kubeconfig", "--request-timeout", "-s", "--server", "--cluster", "--user", "--token", "-v", "--v", "--as", "--as-group", "--certificate-authority", "--client-certificate", "--client-key", "--cache-dir", "--tls-server-name", "--profile", "--profile-output", "--kuberc"], flags: ["--insecure-skip-tls-verify", "--match-server-version", "--warnings-as-errors", "--help", "-h"] }, helm: { valued: ["-n", "--namespace", "--kube-context", "--kubeconfig", "--registry-config", "--repository-config", "--repository-cache"], flags: ["--debug", "--help", "-h"], aliases: { un: "uninstall", del: "uninstall", delete: "uninstall", ls: "list" } }, terraform: { valued: [], flags: ["-help", "-version"], attachedOnly: ["-chdir"] }, gh: { group: true, valued: ["-R", "--repo"], flags: ["--help"], aliases: { ext: "extension", extensions: "extension", "pr new": "pr create", "issue new": "issue create", "release new": "release create", "repo new": "repo create", "gist new": "gist create", "secret remove": "secret delete", "variable remove": "variable delete" } } };

// src/bash/tables/variables.json
var variables_default = { builtins: { declare: { flags: ["-a", "-A", "-f", "-F", "-g", "-i", "-I", "-l", "-n", "-p", "-r", "-t", "-u", "-x"], plusOptions: true, operands: "all", sets: true, integer: ["-i"], nameref: ["-n"], functions: ["-f", "-F"], prints: ["-p"] }, typeset: { same: "declare" }, local: { same: "declare" }, export: { flags: ["-f", "-n", "-p"], operands: "all", sets: true, functions: ["-f"] }, readonly: { flags: ["-a", "-A", "-f", "-p"], operands: "all", sets: true, functions: ["-f"] }, read: { flags: ["-e", "-E", "-r", "-s"], valued: ["-d", "-i", "-n", "-N", "-p", "-t", "-u"], nameOptions: ["-a"], operands: "all", sets: true }, printf: { nameOptions: ["-v"], sets: true }, mapfile: { flags: ["-t"], valued: ["-d", "-n", "-O", "-s", "-u", "-C", "-c"], operands: "first", sets: true }, readarray: { same: "mapfile" }, getopts: { operands: "second", sets: true }, wait: { flags: ["-f", "-n"], nameOptions: ["-p"], sets: true }, unset: { flags: ["-v", "-n"], operands: "all", functions: ["-f"] }, test: { expression: true, nameOptions: ["-v"] }, let: { arithmetic: true } } };

// src/bash/tables/wrappers.json
var wrappers_default = { transparent: { env: { flags: ["-i", "--ignore-environment", "-0", "--null", "-v", "--debug"], valued: ["-u", "--unset"], unsupported: ["-S", "--split-string", "-C", "--chdir"], assignments: true, loneDash: true }, command: { flags: ["-p"], runsBuiltins: true, queries: ["-v", "-V"] }, builtin: { runsBuiltins: true }, exec: { flags: ["-c", "-l"], valued: ["-a"] }, nice: { valued: ["-n", "--adjustment"], numericFlag: true }, nohup: {}, time: { flags: ["-p", "-v", "--verbose", "--portability", "-a", "--append", "-q", "--quiet"], valued: ["-f", "--format"], unsupported: ["-o", "--output"], inShell: true }, timeout: { flags: ["--preserve-status", "--foreground", "-v", "--verbose"], valued: ["-k", "--kill-after", "-s", "--signal"], positionals: 1 }, stdbuf: { valued: ["-i", "-o", "-e", "--input", "--output", "--error"] }, ionice: { flags: ["-t", "--ignore"], valued: ["-c", "--class", "-n", "--classdata"], unsupported: ["-p", "--pid", "-P", "--pgid", "-u", "--uid"] }, setsid: { flags: ["-c", "--ctty", "-f", "--fork", "-w", "--wait"] }, taskset: { flags: ["-a", "--all-tasks", "-c", "--cpu-list"], unsupported: ["-p", "--pid"], positionals: 1 }, chrt: { flags: ["-b", "--batch", "-d", "--deadline", "-f", "--fifo", "-i", "--idle", "-o", "--other", "-r", "--rr", "-R", "--reset-on-fork", "-a", "--all-tasks", "-v", "--verbose"], valued: ["-T", "--sched-runtime", "-P", "--sched-period", "-D", "--sched-deadline"], unsupported: ["-p", "--pid", "-m", "--max"], positionals: 1 }, cgexec: { flags: ["--sticky"], valued: ["-g"] }, flock: { flags: ["-s", "--shared", "-x", "-e", "--exclusive", "-u", "--unlock", "-n", "--nb", "--nonblock", "-o", "--close", "-F", "--no-fork", "--verbose"], valued: ["-w", "--wait", "--timeout", "-E", "--conflict-exit-code"], positionals: 1, code: ["-c", "--command"], fileOperands: "write" }, watch: { flags: ["-b", "--beep", "-c", "--color", "-C", "--no-color", "-d", "--differences", "-e", "--errexit", "-g", "--chgexit", "-p", "--precise", "-t", "--no-title", "-w", "--no-wrap", "-x", "--exec", "-r", "--no-rerun"], valued: ["-n", "--interval", "-q", "--equexit"], unsupported: ["-s", "--shotsdir"], command: "joined", argvWith: ["-x", "--exec"] }, strace: { flags: ["-f", "-ff", "-c", "-C", "-d", "-D", "-i", "-k", "-n", "-q", "-qq", "-r", "-t", "-tt", "-ttt", "-T", "-v", "-w", "-x", "-xx", "-y", "-yy", "-z", "-Z", "--follow-forks", "--summary-only", "--quiet", "--no-abbrev"], valued: ["-e", "-a", "-s", "-X", "-P", "-S", "-u", "--trace", "--signal", "--status", "--string-limit", "--columns", "--user", "--trace-path"], unsupported: ["-o", "--output", "-p", "--attach", "-E", "--env"] }, ltrace: { flags: ["-f", "-c", "-C", "-i", "-L", "-r", "-S", "-t", "-tt", "-ttt", "-T", "-b", "--demangle"], valued: ["-e", "-a", "-n", "-s", "-A", "-D", "-w", "-l", "-x", "--align", "--indent"], unsupported: ["-o", "--output", "-p", "-u", "-F", "--config"] }, valgrind: { flags: ["-q", "--quiet", "-v", "--verbose", "--trace-children", "--leak-check", "--show-leak-kinds", "--track-origins", "--error-exitcode", "--errors-for-leak-kinds", "--num-callers", "--tool", "--suppressions", "--gen-suppressions", "--show-reachable", "--undef-value-errors", "--track-fds", "--child-silent-after-fork", "--read-var-info", "--max-stackframe", "--main-stacksize", "--smc-check", "--fair-sched"], unsupported: ["--log-file", "--log-fd", "--log-socket", "--xml-file", "--vgdb", "--vgdb-prefix", "--db-attach", "--db-command", "--trace-children-skip", "--trace-children-skip-by-arg"] }, "xvfb-run": { flags: ["-a", "--auto-servernum", "-l", "--listen-tcp"], valued: ["-n", "--server-num", "-p", "--xauth-protocol", "-s", "--server-args", "-w", "--wait"], unsupported: ["-e", "--error-file", "-f", "--auth-file"] }, busybox: { queries: ["--list", "--list-full", "--help"], unsupported: ["--install"] }, toybox: { queries: ["--help", "--version"] }, "dbus-launch": { flags: ["--sh-syntax", "--csh-syntax", "--auto-syntax", "--binary-syntax", "--exit-with-session", "--close-stderr", "--autolaunch"], unsupported: ["--config-file"] }, unbuffer: { flags: ["-p"] }, script: { flags: ["-q", "--quiet", "-a", "--append", "-e", "--return", "-f", "--flush", "--force"], valued: ["-E", "--echo", "-m", "--logging-format"], unsupported: ["-B", "--log-io", "-I", "--log-in", "-O", "--log-out", "-T", "--log-timing", "-t", "--timing"], queries: ["-V", "--version", "-h", "--help"], permute: true, code: ["-c", "--command"], command: "code", positionals: 1, noCommand: "shell", fileOperands: "write", defaultFile: "typescript" }, prlimit: { flags: ["--noheadings", "--raw", "--verbose"], valued: ["-o", "--output"], optionalValue: ["-c", "--core", "-d", "--data", "-e", "--nice", "-f", "--fsize", "-i", "--sigpending", "-l", "--memlock", "-m", "--rss", "-n", "--nofile", "-q", "--msgqueue", "-r", "--rtprio", "-s", "--stack", "-t", "--cpu", "-u", "--nproc", "-v", "--as", "-x", "--locks", "-y", "--rttime"], unsupported: ["-p", "--pid"], queries: ["-h", "--help", "-V", "--version"] }, numactl: { flags: ["-a", "--all", "-b", "--balancing", "-l", "--localalloc"], valued: ["-i", "--interleave", "-p", "--preferred", "-P", "--preferred-many", "-c", "--cpubind", "-N", "--cpunodebind", "-C", "--physcpubind", "-m", "--membind"], unsupported: ["-S", "--shm", "-f", "--file", "-I", "--shmid"], queries: ["-s", "--show", "-H", "--hardware"] }, setarch: { flags: ["-v", "--verbose", "-3", "--3gb", "--4gb", "-B", "--32bit", "-F", "--fdpic-funcptrs", "-I", "--short-inode", "-L", "--addr-compat-layout", "-R", "--addr-no-randomize", "-S", "--whole-seconds", "-T", "--sticky-timeouts", "-X", "--read-implies-exec", "-Z", "--mmap-page-zero", "--uname-2.6"], queries: ["--list", "-h", "--help", "-V", "--version"], leadingOperand: true, noCommand: "shell" }, linux32: { same: "setarch", leadingOperand: false }, linux64: { same: "setarch", leadingOperand: false }, i386: { same: "setarch", leadingOperand: false }, x86_64: { same: "setarch", leadingOperand: false }, eatmydata: {}, fakeroot: { flags: ["-u", "--unknown-is-real"], valued: ["-b", "--fd-base"], unsupported: ["-l", "--lib", "-f", "--faked", "-i", "-s"], queries: ["-h", "--help", "-v", "--version"], noCommand: "shell" }, faketime: { flags: ["-m", "-f", "--exclude-monotonic"], valued: ["-p"], unsupported: ["--date-prog", "--"], queries: ["-v", "--version", "-h", "-?", "--help"], wholeWords: true, positionals: 1 }, proxychains4: { flags: ["-q"], valued: ["-f"], queries: ["--help"], wholeWords: true }, proxychains: { same: "proxychains4" }, torsocks: { flags: ["-i", "--isolate", "-6", "--ipv6", "-d", "--debug", "-q", "--quiet"], valued: ["-u", "--user", "-p", "--pass", "-a", "--address", "-P", "--port"], unsupported: ["--shell"], queries: ["-h", "--help", "--version"], wholeWords: true }, tini: { flags: ["-s", "-v", "-w", "-g"], valued: ["-p", "-e"], queries: ["-h", "-l", "--version"], permute: true }, "dumb-init": { flags: ["-c", "--single-child", "-v", "--verbose"], valued: ["-r", "--rewrite"], queries: ["-h", "--help", "-V", "--version"] }, nocache: { flags: ["-f"], valued: ["-n"], unsupported: ["-D"] }, rlwrap: { flags: ["-c", "--complete-filenames", "-i", "--case-insensitive", "-I", "--pass-sigint-as-sigterm", "-n", "--no-warnings", "-N", "--no-children", "-o", "--one-shot", "-r", "--remember", "-R", "--renice", "-U", "--mirror-arguments", "-W", "--polling"], valued: ["-b", "--break-chars", "-C", "--command-name", "-D", "--history-no-dupes", "-e", "--extra-char-after-completion", "-f", "--file", "-g", "--forget-matching", "-M", "--multi-line-ext", "-O", "--only-cook", "-P", "--pre-given", "-q", "--quote-characters", "-s", "--histsize", "-S", "--substitute-prompt", "-t", "--set-term-name", "-w", "--wait-before-prompt"], optionalValue: ["-a", "--always-readline", "-A", "--ansi-colour-aware", "-m", "--multi-line", "-p", "--prompt-colour"], unsupported: ["-H", "--history-filename", "-l", "--logfile", "-z", "--filter", "-d", "--debug"], queries: ["-h", "--help", "-v", "--version"] }, "dbus-run-session": { unsupported: ["--config-file", "--dbus-daemon"], queries: ["--help", "--version"] }, "ssh-agent": { flags: ["-c", "-s", "-D", "-d"], valued: ["-E", "-O", "-P", "-t"], unsupported: ["-a", "-k"] }, catchsegv: { queries: ["--help", "--version"] }, ccache: { flags: ["-v", "--verbose"], unsupported: ["-o", "--set-config", "-d", "--dir", "--config-path", "--trim-dir", "--extract-result"], queries: ["-s", "--show-stats", "-p", "--show-config", "--print-stats", "--show-log-stats", "-x", "--show-compression", "-k", "--get-config", "-c", "--cleanup", "-C", "--clear", "-z", "--zero-stats", "-M", "--max-size", "-F", "--max-files", "-X", "--recompress", "--evict-namespace", "--evict-older-than", "--checksum-file", "--hash-file", "--inspect", "-h", "--help", "-V", "--version"], assignments: "settings" }, sccache: { valued: ["--stats-format"], unsupported: ["--package-toolchain"], queries: ["-s", "--show-stats", "-z", "--zero-stats", "--start-server", "--stop-server", "--dist-status", "-h", "--help", "-V", "--version"] }, distcc: { flags: ["--scan-includes"], queries: ["--help", "--version", "--show-hosts", "-j", "--show-principal"] }, "systemd-inhibit": { flags: ["--no-pager", "--no-legend"], valued: ["--what", "--who", "--why", "--mode"], queries: ["--list", "-h", "--help", "--version"] }, gdb: { flags: ["--args", "-args", "-batch", "--batch", "-batch-silent", "--batch-silent", "-q", "-quiet", "--quiet", "-silent", "--silent", "-n", "-nx", "--nx", "-nh", "--nh", "-readnow", "--readnow", "-readnever", "--readnever", "-return-child-result", "--return-child-result", "-f", "-fullname", "--fullname", "-nw", "--nw", "-w", "-tui", "--tui"], valued: ["-c", "-core", "--core", "-e", "-exec", "--exec", "-s", "-symbols", "--symbols", "-se", "--se", "-d", "-directory", "--directory", "-b", "-l", "-tty", "--tty"], unsupported: ["-x", "-command", "--command", "-ix", "-init-command", "--init-command", "-ex", "-eval-command", "--eval-command", "-iex", "-init-eval-command", "--init-eval-command", "-p", "-pid", "--pid", "-cd", "--cd", "-D", "-data-directory", "--data-directory", "-i", "-interpreter", "--interpreter", "-write", "--write"], queries: ["-h", "-help", "--help", "-version", "--version", "-configuration", "--configuration"], wholeWords: true, command: "none", argvWith: ["--args", "-args"], readsStdinUnless: ["-batch", "--batch", "-batch-silent", "--batch-silent"] }, perf: { flags: ["-p", "--paginate", "--no-pager"], valued: ["--debug", "--buildid-dir"], unsupported: ["--exec-path"], queries: ["-h", "--help", "-v", "--version", "-vv", "--list-cmds", "--list-opts"], wholeWords: true, subcommands: { stat: { flags: ["-a", "--all-cpus", "-A", "--no-aggr", "-B", "--big-num", "-d", "--detailed", "-g", "--group", "-i", "--no-inherit", "-j", "--json-output", "-n", "--null", "-S", "--sync", "-T", "--transaction", "-v", "--verbose", "--all-kernel", "--all-user", "--metric-only", "--metric-no-group", "--metric-no-merge", "--no-merge", "--no-csv-summary", "--hybrid-merge", "--per-core", "--per-die", "--per-node", "--per-socket", "--per-thread", "--percore-show-thread", "--quiet", "--scale", "--no-scale", "--summary", "--table", "--topdown", "--smi-cost", "--interval-clear"], valued: ["-C", "--cpu", "-D", "--delay", "-e", "--event", "-G", "--cgroup", "-I", "--interval-print", "-M", "--metrics", "-r", "--repeat", "-x", "--field-separator", "--filter", "--for-each-cgroup", "--interval-count", "--timeout", "--td-level", "--cputype"], code: ["--pre", "--post"], unsupported: ["-o", "--output", "-p", "--pid", "-t", "--tid", "--control"] }, record: { flags: ["-a", "--all-cpus", "-b", "--branch-any", "-B", "--no-buildid", "-d", "--data", "-g", "-i", "--no-inherit", "-N", "--no-buildid-cache", "-n", "--no-samples", "-P", "--period", "-q", "--quiet", "-R", "--raw-samples", "-s", "--stat", "-T", "--timestamp", "-v", "--verbose", "-W", "--weight", "--all-cgroups", "--all-kernel", "--all-user", "--buildid-all", "--buildid-mmap", "--code-page-size", "--data-page-size", "--exclude-perf", "--group", "--kernel-callchains", "--user-callchains", "--namespaces", "--no-bpf-event", "--no-buffering", "--off-cpu", "--overwrite", "--per-thread", "--phys-data", "--running-time", "--sample-cpu", "--sample-identifier", "--strict-freq", "--switch-events", "--tail-synthesize", "--timestamp-boundary", "--transaction"], valued: ["-c", "--count", "-C", "--cpu", "-D", "--delay", "-e", "--event", "-F", "--freq", "-G", "--cgroup", "-j", "--branch-filter", "-k", "--clockid", "-m", "--mmap-pages", "-r", "--realtime", "--affinity", "--call-graph", "--filter", "--max-size", "--mmap-flush", "--num-thread-synthesize", "--proc-map-timeout", "--synth", "--vmlinux"], optionalValue: ["-I", "--intr-regs", "-z", "--compression-level", "--user-regs", "--aio", "--threads"], unsupported: ["-o", "--output", "-p", "--pid", "-t", "--tid", "-u", "--uid", "--switch-output", "--switch-output-event", "--switch-max-files", "--timestamp-filename", "--control", "--clang-path", "--clang-opt", "--kcore"], fileOperands: "write", defaultFile: "perf.data" }, trace: { flags: ["-a", "--all-cpus", "-f", "--force", "-s", "--summary", "-S", "--with-summary", "-T", "--time", "-v", "--verbose", "--comm", "--errno-summary", "--failure", "--no-inherit", "--sched", "--syscalls", "--print-sample", "--sort-events", "--show-on-off-events", "--kernel-syscall-graph", "--tool_stats", "--libtraceevent_print"], valued: ["-C", "--cpu", "-D", "--delay", "-e", "--event", "--expr", "-F", "--pf", "-G", "--cgroup", "-i", "--input", "-m", "--mmap-pages", "--call-graph", "--duration", "--filter", "--filter-pids", "--max-events", "--max-stack", "--min-stack", "--proc-map-timeout", "--switch-off", "--switch-on"], unsupported: ["-o", "--output", "-p", "--pid", "-t", "--tid", "-u", "--uid", "--map-dump"] }, list: { command: "none" }, version: { command: "none" } } }, entr: { flags: ["-a", "-c", "-d", "-n", "-p", "-r", "-s", "-z"], command: "code-or-argv" } }, checked: { sudo: { flags: ["-A", "--askpass", "-b", "--background", "-E", "--preserve-env", "-H", "--set-home", "-k", "--reset-timestamp", "-K", "-n", "--non-interactive", "-P", "--preserve-groups", "-S", "--stdin", "-N", "--no-update"], valued: ["-u", "--user", "-g", "--group", "-C", "--close-from", "-h", "--host", "-p", "--prompt", "-r", "--role", "-t", "--type", "-T", "--command-timeout", "-U", "--other-user"], unsupported: ["-D", "--chdir", "-e", "--edit", "-i", "--login", "-s", "--shell", "-l", "--list", "-v", "--validate"], assignments: true }, doas: { flags: ["-n"], valued: ["-u", "-C"], unsupported: ["-s"] }, xargs: { flags: ["-0", "--null", "-r", "--no-run-if-empty", "-t", "--verbose", "-x", "--exit", "-o", "--open-tty", "--show-limits", "--replace"], valued: ["-n", "--max-args", "-L", "-P", "--max-procs", "-s", "--max-chars", "-d", "--delimiter", "-E", "-I", "-a", "--arg-file", "--process-slot-var"], unsupported: ["-p", "--interactive", "-i", "-e", "-l", "--eof", "--max-lines"], defaultCommand: "echo", appendsInput: true, replace: ["-I", "--replace"], defaultReplace: "{}" }, su: { flags: ["-f", "--fast", "-l", "--login", "-m", "-p", "--preserve-environment", "-P", "--pty"], valued: ["-g", "--group", "-G", "--supp-group", "-w", "--whitelist-environment"], unsupported: ["-s", "--shell"], queries: ["-h", "--help", "-V", "--version"], loneDash: true, permute: true, code: ["-c", "--command", "--session-command"], command: "code", positionals: 1, noCommand: "shell" }, runuser: { flags: ["-f", "--fast", "-l", "--login", "-m", "-p", "--preserve-environment", "-P", "--pty"], valued: ["-g", "--group", "-G", "--supp-group", "-w", "--whitelist-environment", "-u", "--user"], unsupported: ["-s", "--shell"], queries: ["-h", "--help", "-V", "--version"], loneDash: true, permute: true, code: ["-c", "--command", "--session-command"], command: "code", argvWith: ["-u", "--user"], positionals: 1, noCommand: "shell" }, chroot: { flags: ["--skip-chdir"], valued: ["--userspec", "--groups"], positionals: 1, noCommand: "shell" }, unshare: { flags: ["-f", "--fork", "-m", "--mount", "-u", "--uts", "-i", "--ipc", "-n", "--net", "-p", "--pid", "-U", "--user", "-C", "--cgroup", "-T", "--time", "-r", "--map-root-user", "-c", "--map-current-user", "--mount-proc", "--kill-child", "--keep-caps", "--map-auto"], valued: ["--propagation", "--setgroups", "-S", "--setuid", "-G", "--setgid", "--map-user", "--map-group", "--map-users", "--map-groups", "--monotonic", "--boottime"], unsupported: ["-R", "--root", "-w", "--wd", "-l", "--load-interp"], noCommand: "shell" }, nsenter: { flags: ["-a", "--all", "-m", "--mount", "-u", "--uts", "-i", "--ipc", "-n", "--net", "-p", "--pid", "-C", "--cgroup", "-U", "--user", "-T", "--time", "-F", "--no-fork", "-Z", "--follow-context", "--preserve-credentials", "-e", "--env"], valued: ["-t", "--target", "-S", "--setuid", "-G", "--setgid"], unsupported: ["-r", "--root", "-w", "--wd", "-W", "--wdns"], noCommand: "shell" }, setpriv: { flags: ["--nnp", "--no-new-privs", "--clear-groups", "--keep-groups", "--init-groups", "--reset-env"], valued: ["--inh-caps", "--ambient-caps", "--bounding-set", "--ruid", "--euid", "--rgid", "--egid", "--reuid", "--regid", "--groups", "--securebits", "--pdeathsig", "--selinux-label", "--apparmor-profile", "--landlock-access", "--landlock-rule"], queries: ["-d", "--dump", "-h", "--help", "-V", "--version"] }, "systemd-run": { flags: ["--user", "--system", "--scope", "-r", "--remain-after-exit", "-t", "--pty", "-P", "--pipe", "-q", "--quiet", "--wait", "-G", "--collect", "-d", "--same-dir", "--no-block", "--no-ask-password", "--send-sighup"], valued: ["-u", "--unit", "--description", "--slice", "--service-type", "--uid", "--gid", "--nice", "--on-active", "--on-boot", "--on-startup", "--on-unit-active", "--on-unit-inactive", "--on-calendar", "--timer-property"], unsupported: ["-p", "--property", "-E", "--setenv", "--working-directory", "-H", "--host", "-M", "--machine", "-S", "--shell", "--path-property", "--socket-property"] }, firejail: { flags: ["--quiet", "--noprofile", "--private", "--private-tmp", "--private-dev", "--private-cache", "--net", "--nonewprivs", "--noroot", "--seccomp", "--caps.drop", "--whitelist", "--blacklist", "--read-only", "--read-write", "--profile", "--nosound", "--no3d", "--nogroups", "--ipc-namespace", "--machine-id", "--hostname", "--dns", "--x11", "--novideo", "--nodvd", "--notv", "--nou2f", "--noinput", "--disable-mnt"], unsupported: ["--env", "--shell", "--join", "--join-or-start", "--appimage", "--build", "--output", "--output-stderr", "--rlimit-as"], noCommand: "shell" }, pkexec: { flags: ["--keep-cwd", "--disable-internal-agent"], valued: ["--user"], queries: ["--version", "--help"], noCommand: "shell" }, parallel: { flags: ["-k", "--keep-order", "-0", "--null", "--bar", "--progress", "--eta", "-v", "--verbose", "--dry-run", "--tag", "--line-buffer", "--lb", "--group", "-u", "--ungroup", "-q", "--quote", "--will-cite", "-r", "--no-run-if-empty", "-X", "-m", "--xargs", "--halt-on-error", "--nice"], valued: ["-j", "--jobs", "-P", "--max-procs", "--halt", "-n", "--max-args", "-N", "-d", "--delimiter", "-a", "--arg-file", "--colsep", "--timeout", "--retries", "--delay", "-L", "--max-lines", "--header"], unsupported: ["-S", "--sshlogin", "--sshloginfile", "--env", "--joblog", "--results", "--res", "--shebang", "--shebang-wrap", "--pipe", "--pipepart", "-I", "--replace", "--basefile", "--transfer", "--return", "--cleanup", "--plus", "--rpl", "--tmux", "--fg", "--semaphore", "--sem", "--shell", "--shellquote"], queries: ["--version", "--help", "--number-of-cpus", "--number-of-cores"], command: "joined", argvWith: ["-q", "--quote"], commandEnd: [":::", "::::", ":::+", "::::+"], noCommand: "input", appendsInput: true, inputPattern: "\\{[^{}\\s]*\\}", codeMarkers: ["{="] }, screen: { flags: ["-d", "-D", "-m", "-A", "-a", "-U", "-q", "-O", "-i", "-l", "-ln", "-f", "-fn", "-fa"], valued: ["-S", "-t", "-h", "-p", "-e", "-T"], unsupported: ["-X", "-Q", "-c", "-s", "-L", "-Logfile", "-logfile"], queries: ["-r", "-R", "-RR", "-x", "-ls", "-list", "-wipe", "-v", "-version", "--help"], noCommand: "shell" }, tmux: { flags: ["-2", "-D", "-d", "-l", "-N", "-q", "-u", "-U", "-v"], valued: ["-L", "-S", "-T"], unsupported: ["-c", "-C", "-f"], queries: ["-V"], codeMarkers: ["#("], separators: [";"], command: "none", defaultSubcommand: "new-session", subcommands: { "new-session": { flags: ["-A", "-d", "-D", "-E", "-P", "-X"], valued: ["-f", "-n", "-s", "-t", "-x", "-y"], unsupported: ["-c", "-e", "-F"], command: "code-or-argv" }, new: "new-session", "new-window": { flags: ["-a", "-b", "-d", "-k", "-P", "-S"], valued: ["-n", "-t"], unsupported: ["-c", "-e", "-F"], command: "code-or-argv" }, neww: "new-window", "split-window": { flags: ["-b", "-d", "-f", "-h", "-I", "-v", "-P", "-Z"], valued: ["-l", "-p", "-t"], unsupported: ["-c", "-e", "-F"], command: "code-or-argv" }, splitw: "split-window", "respawn-pane": { flags: ["-k"], valued: ["-t"], unsupported: ["-c", "-e"], command: "code-or-argv" }, respawnp: "respawn-pane", "respawn-window": { flags: ["-k"], valued: ["-t"], unsupported: ["-c", "-e"], command: "code-or-argv" }, respawnw: "respawn-window", "run-shell": { flags: ["-b", "-C"], valued: ["-d", "-t"], unsupported: ["-c"], command: "code-or-argv" }, run: "run-shell", "list-sessions": { command: "none" }, ls: "list-sessions", "list-windows": { command: "none" }, lsw: "list-windows", "list-panes": { command: "none" }, lsp: "list-panes", "has-session": { command: "none" }, has: "has-session", "kill-session": { command: "none" }, "kill-server": { command: "none" }, "kill-window": { command: "none" }, killw: "kill-window", "kill-pane": { command: "none" }, killp: "kill-pane", "capture-pane": { command: "none" }, capturep: "capture-pane", "wait-for": { command: "none" }, wait: "wait-for" } }, sg: { flags: ["-l"], loneDash: true, permute: true, code: ["-c"], codeOperand: true, command: "code", positionals: 1, noCommand: "shell" }, newgrp: { flags: ["-l"], loneDash: true, command: "code", positionals: 1, noCommand: "shell" }, chpst: { flags: ["-v", "-P", "-0", "-1", "-2"], valued: ["-u", "-U", "-b", "-n", "-m", "-d", "-o", "-p", "-f", "-c", "-r", "-t"], unsupported: ["-e", "-/", "-l", "-L"], queries: ["-V"] }, bwrap: { flags: ["--unshare-all", "--share-net", "--unshare-user", "--unshare-user-try", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup", "--unshare-cgroup-try", "--disable-userns", "--assert-userns-disabled", "--clearenv", "--new-session", "--die-with-parent", "--as-pid-1"], valued: ["--uid", "--gid", "--hostname", "--unsetenv", "--cap-add", "--cap-drop", "--exec-label", "--file-label", "--perms", "--size", "--proc", "--dev", "--tmpfs", "--mqueue", "--remount-ro", "--userns", "--userns2", "--pidns", "--sync-fd", "--seccomp", "--add-seccomp-fd", "--block-fd", "--userns-block-fd", "--info-fd", "--json-status-fd"], unsupported: ["--args", "--chdir", "--setenv", "--lock-file", "--bind", "--bind-try", "--dev-bind", "--dev-bind-try", "--ro-bind", "--ro-bind-try", "--bind-fd", "--ro-bind-fd", "--dir", "--file", "--bind-data", "--ro-bind-data", "--symlink", "--chmod"], queries: ["--help", "--version"], wholeWords: true } }, runners: { uv: { global: true, flags: ["-q", "--quiet", "-v", "--verbose", "-n", "--no-cache", "--no-color", "--native-tls", "--no-native-tls", "--system-certs", "--no-system-certs", "--offline", "--no-offline", "--preview", "--no-preview", "--isolated", "--show-settings", "--no-progress", "--no-installer-metadata", "--managed-python", "--no-managed-python", "--allow-python-downloads", "--no-python-downloads", "--no-config"], valued: ["--color", "--allow-insecure-host", "--trusted-host", "--preview-features", "--directory", "--project", "--cache-dir", "--python-preference", "--python-fetch"], unsupported: ["--config-file"], queries: ["-h", "--help"], chdir: ["--directory"], otherSubcommands: "ordinary", subcommands: { run: { flags: ["--all-extras", "--no-all-extras", "--dev", "--no-dev", "--only-dev", "--no-default-groups", "--all-groups", "-m", "--module", "--editable", "--no-editable", "--exact", "--inexact", "--no-exact", "--no-env-file", "--active", "--no-active", "--no-sync", "--locked", "--frozen", "-s", "--script", "--gui-script", "--all-packages", "--no-project", "--show-resolution", "-U", "--upgrade", "--no-upgrade", "--reinstall", "--force-reinstall", "--no-reinstall", "--pre", "--no-build-isolation", "--build-isolation", "--compile-bytecode", "--compile", "--no-compile-bytecode", "--no-compile", "--no-sources", "--no-index", "--no-build", "--build", "--no-binary", "--binary", "--refresh", "--no-refresh"], valued: ["--extra", "--no-extra", "--group", "--no-group", "--only-group", "-w", "--with", "--with-editable", "--with-requirements", "--package", "-p", "--python", "--max-recursion-depth", "--python-platform", "--index", "--default-index", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-P", "--upgrade-package", "--upgrade-group", "--reinstall-package", "--index-strategy", "--keyring-provider", "--resolution", "--prerelease", "--fork-strategy", "--no-build-isolation-package", "--exclude-newer", "--exclude-newer-package", "--link-mode", "--no-sources-package", "--no-build-package", "--no-binary-package", "--refresh-package", "--env-file"], unsupported: ["-C", "--config-setting", "--config-settings", "--config-settings-package"], envFiles: ["--env-file"], unseenPrograms: ["-", "http://*", "https://*"] }, tool: { otherSubcommands: "ordinary", subcommands: { run: { flags: ["--isolated", "--no-env-file", "--lfs", "--show-resolution", "-U", "--upgrade", "--no-upgrade", "--reinstall", "--force-reinstall", "--no-reinstall", "--pre", "--no-build-isolation", "--build-isolation", "--compile-bytecode", "--compile", "--no-compile-bytecode", "--no-compile", "--no-sources", "--no-index", "--no-build", "--build", "--no-binary", "--binary", "--refresh", "--no-refresh"], valued: ["--from", "-w", "--with", "--with-editable", "--with-requirements", "-c", "--constraints", "--constraint", "-b", "--build-constraints", "--build-constraint", "--overrides", "--override", "-p", "--python", "--python-platform", "--torch-backend", "--index", "--default-index", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-P", "--upgrade-package", "--upgrade-group", "--reinstall-package", "--index-strategy", "--keyring-provider", "--resolution", "--prerelease", "--fork-strategy", "--no-build-isolation-package", "--exclude-newer", "--exclude-newer-package", "--link-mode", "--no-sources-package", "--no-build-package", "--no-binary-package", "--refresh-package", "--env-file"], unsupported: ["-C", "--config-setting", "--config-settings", "--config-settings-package"], envFiles: ["--env-file"] } } } } }, uvx: { flags: ["-q", "--quiet", "-v", "--verbose", "-n", "--no-cache", "--no-color", "--native-tls", "--no-native-tls", "--system-certs", "--no-system-certs", "--offline", "--no-offline", "--preview", "--no-preview", "--show-settings", "--no-progress", "--no-installer-metadata", "--managed-python", "--no-managed-python", "--allow-python-downloads", "--no-python-downloads", "--no-config", "--isolated", "--no-env-file", "--lfs", "--show-resolution", "-U", "--upgrade", "--no-upgrade", "--reinstall", "--force-reinstall", "--no-reinstall", "--pre", "--no-build-isolation", "--build-isolation", "--compile-bytecode", "--compile", "--no-compile-bytecode", "--no-compile", "--no-sources", "--no-index", "--no-build", "--build", "--no-binary", "--binary", "--refresh", "--no-refresh"], valued: ["--color", "--allow-insecure-host", "--trusted-host", "--preview-features", "--directory", "--project", "--cache-dir", "--python-preference", "--python-fetch", "--from", "-w", "--with", "--with-editable", "--with-requirements", "-c", "--constraints", "--constraint", "-b", "--build-constraints", "--build-constraint", "--overrides", "--override", "-p", "--python", "--python-platform", "--torch-backend", "--index", "--default-index", "-i", "--index-url", "--extra-index-url", "-f", "--find-links", "-P", "--upgrade-package", "--upgrade-group", "--reinstall-package", "--index-strategy", "--keyring-provider", "--resolution", "--prerelease", "--fork-strategy", "--no-build-isolation-package", "--exclude-newer", "--exclude-newer-package", "--link-mode", "--no-sources-package", "--no-build-package", "--no-binary-package", "--refresh-package", "--env-file"], unsupported: ["--config-file", "-C", "--config-setting", "--config-settings", "--config-settings-package"], queries: ["-h", "--help", "-V", "--version"], chdir: ["--directory"], envFiles: ["--env-file"] }, poetry: { global: true, flags: ["-q", "--quiet", "--ansi", "--no-ansi", "-n", "--no-interaction", "-v", "--verbose", "--no-plugins", "--no-cache"], valued: ["-P", "--project", "-C", "--directory"], queries: ["-h", "--help", "-V", "--version"], chdir: ["-C", "--directory"], otherSubcommands: "ordinary", subcommands: { run: {} } }, pipenv: { flags: ["--where", "--venv", "--py", "--envs", "--rm", "--bare", "--man", "--support", "--site-packages", "--no-site-packages", "--clear", "-q", "--quiet", "-v", "--verbose"], valued: ["--python", "--pypi-mirror"], queries: ["-h", "--help", "--version"], otherSubcommands: "ordinary", subcommands: { run: { flags: ["--clear", "-q", "--quiet", "-v", "--verbose"], valued: ["--python", "--pypi-mirror"] } } }, pdm: { flags: ["-v", "--verbose", "-q", "--quiet", "--no-cache", "-I", "--ignore-python", "-n", "--non-interactive"], unsupported: ["-c", "--config"], queries: ["-h", "--help", "-V", "--version", "--pep582"], otherSubcommands: "ordinary", subcommands: { run: { flags: ["-v", "--verbose", "-q", "--quiet", "-g", "--global", "-s", "--site-packages"], valued: ["-p", "--project", "-k", "--skip", "--venv"], queries: ["-h", "--help", "-l", "--list", "-j", "--json"], noCommand: "shell" } } }, hatch: { flags: ["-v", "--verbose", "-q", "--quiet", "--color", "--no-color", "--interactive", "--no-interactive"], valued: ["-e", "--env", "-p", "--project", "--data-dir", "--cache-dir"], unsupported: ["--config"], queries: ["-h", "--help", "--version"], otherSubcommands: "ordinary", subcommands: { run: { selectorPrefixes: ["+", "-"], environmentSeparator: ":" }, env: { otherSubcommands: "ordinary", subcommands: { run: { flags: ["--force-continue", "--ignore-compat"], valued: ["-e", "--env", "-i", "--include", "-x", "--exclude", "-f", "--filter"], permute: true } } } } }, conda: { flags: ["-v", "--verbose", "--no-plugins"], queries: ["-h", "--help", "-V", "--version"], otherSubcommands: "ordinary", subcommands: { run: { flags: ["-v", "--verbose", "-q", "--quiet", "--debug", "--trace", "--dev", "--debug-wrapper-scripts", "-s", "--no-capture-output", "--live-stream"], valued: ["-n", "--name", "-p", "--prefix", "--cwd"], queries: ["-h", "--help"], chdir: ["--cwd"] } } }, mamba: { same: "conda" }, micromamba: { flags: ["-v", "--verbose", "-q", "--quiet", "-y", "--yes", "--json", "--offline", "--dry-run", "--no-rc", "--no-env", "--experimental"], valued: ["-r", "--root-prefix", "--log-level"], unsupported: ["--rc-file"], queries: ["-h", "--help", "--version"], global: true, otherSubcommands: "ordinary", subcommands: { run: { flags: ["-d", "--detach", "--clean-env"], valued: ["-n", "--name", "-p", "--prefix", "-a", "--attach", "--cwd", "--label", "-e", "--env"], chdir: ["--cwd"], assignmentOptions: ["-e", "--env"] } } }, bundle: { global: true, flags: ["--no-color", "-V", "--verbose"], valued: ["-r", "--retry"], queries: ["-h", "--help", "-v", "--version"], otherSubcommands: "ordinary", subcommands: { exec: { flags: ["--keep-file-descriptors", "--no-keep-file-descriptors"], unsupported: ["--gemfile"] }, e: "exec", ex: "exec", exe: "exec" } }, npx: { optionsOf: "npm", exactOptions: true, valued: ["-p", "--p", "--package"], flags: ["--no-install"], unsupported: ["-n", "--npm", "--node-arg", "--shell", "--script-shell", "--userconfig", "--globalconfig", "--node-options", "--git", "--node-gyp", "--editor", "--browser", "--prefix"], queries: ["--version", "--usage"], shellStringOptions: ["--call"], chdirUnknown: ["--workspace", "--workspaces"], noCommand: "shell", commandPackage: true, packageOptions: ["-p", "--p", "--package"] }, npm: { optionsOf: "npm", global: true, queries: ["--version", "--usage"], otherSubcommands: "ordinary", subcommands: { exec: { permute: true, shellStringOptions: ["--call"], chdirUnknown: ["--workspace", "--workspaces"], noCommand: "shell", commandPackage: true, packageOptions: ["--package"] }, exe: "exec", x: "exec", explore: { permute: true, positionals: 1, command: "joined", runsElsewhere: true, noCommand: "shell" }, explo: "explore", explor: "explore" } }, pnpm: { global: true, flags: ["-r", "--recursive", "--parseable", "--stream", "--aggregate-output", "--use-stderr", "--ignore-workspace", "-w", "--workspace-root", "--include-workspace-root", "--fail-if-no-match", "-s", "--silent", "--color", "--no-color"], valued: ["-C", "--dir", "--filter", "-F", "--filter-prod", "--loglevel", "--reporter", "--test-pattern", "--changed-files-ignore-pattern"], queries: ["-h", "--help", "-v", "--version"], chdir: ["-C", "--dir"], chdirUnknown: ["-r", "--recursive", "--filter", "-F", "--filter-prod"], otherSubcommands: "command", ordinarySubcommands: ["add", "approve-builds", "audit", "bin", "cache", "cat-file", "cat-index", "ci", "clean-install", "ic", "install-clean", "completion", "completion-server", "config", "c", "create", "dedupe", "deploy", "doctor", "env", "fetch", "find-hash", "get", "help", "ignored-builds", "import", "init", "install", "i", "install-test", "it", "licenses", "link", "ln", "list", "ls", "ll", "la", "outdated", "pack", "patch", "patch-commit", "patch-remove", "prune", "publish", "rebuild", "rb", "remove", "uninstall", "rm", "un", "uni", "restart", "root", "run", "run-script", "self-update", "server", "set", "setup", "store", "unlink", "dislink", "update", "up", "upgrade", "why", "test", "t", "tst", "start", "stop", "access", "adduser", "bugs", "deprecate", "dist-tag", "docs", "edit", "find", "home", "info", "issues", "login", "logout", "owner", "ping", "prefix", "profile", "pkg", "repo", "s", "se", "search", "set-script", "show", "star", "stars", "team", "token", "unpublish", "unstar", "v", "version", "view", "whoami", "xmas"], subcommands: { exec: { flags: ["-c", "--shell-mode", "--parallel", "--reverse", "--bail", "--no-bail", "--sort", "--no-sort", "--report-summary", "--reporter-hide-prefix", "--no-reporter-hide-prefix", "--unsafe-perm", "--no-unsafe-perm"], valued: ["--resume-from", "--workspace-concurrency", "--use-node-version"], joinedWith: ["-c", "--shell-mode"], chdirUnknown: ["--parallel"] }, recursive: { otherSubcommands: "ordinary", subcommands: { exec: { flags: ["-c", "--shell-mode", "--parallel", "--reverse", "--bail", "--no-bail", "--sort", "--no-sort", "--report-summary", "--reporter-hide-prefix", "--no-reporter-hide-prefix", "--unsafe-perm", "--no-unsafe-perm"], valued: ["--resume-from", "--workspace-concurrency", "--use-node-version"], joinedWith: ["-c", "--shell-mode"], runsElsewhere: true } } }, multi: "recursive", m: "recursive", dlx: { flags: ["-c", "--shell-mode"], valued: ["--package", "--allow-build", "--cpu", "--libc", "--os", "--use-node-version"], joinedWith: ["-c", "--shell-mode"], commandPackage: true, packageOptions: ["--package"] } } }, pnpx: { flags: ["-r", "--recursive", "--parseable", "--stream", "--aggregate-output", "--use-stderr", "--ignore-workspace", "-w", "--workspace-root", "--include-workspace-root", "--fail-if-no-match", "-s", "--silent", "--color", "--no-color", "-c", "--shell-mode"], valued: ["-C", "--dir", "--filter", "-F", "--filter-prod", "--loglevel", "--reporter", "--test-pattern", "--changed-files-ignore-pattern", "--package", "--allow-build", "--cpu", "--libc", "--os", "--use-node-version"], queries: ["-h", "--help", "-v", "--version"], joinedWith: ["-c", "--shell-mode"], commandPackage: true, packageOptions: ["--package"] }, pnx: { same: "pnpx" }, yarn: { global: true, flags: ["-s", "--silent", "--verbose", "--offline", "--prefer-offline", "--no-progress", "--non-interactive", "--json", "--no-default-rc", "--frozen-lockfile", "--pure-lockfile", "--ignore-engines", "--ignore-scripts", "--immutable"], valued: ["--cwd", "--cache-folder", "--modules-folder", "--registry", "--network-timeout", "--mutex"], unsupported: ["--use-yarnrc"], queries: ["-h", "--help", "-v", "--version"], chdir: ["--cwd"], otherSubcommands: "ordinary", subcommands: { exec: { command: "joined" }, dlx: { flags: ["-q", "--quiet"], valued: ["-p", "--package"], commandPackage: true } } }, bunx: { flags: ["--bun", "-b", "--verbose", "--silent", "--no-install", "--version", "-v", "--revision"], valued: ["-p", "--package"], wholeWords: true, commandPackage: true, packageOptions: ["-p", "--package"] }, bun: { otherSubcommands: "ordinary", subcommands: { x: { flags: ["--bun", "-b", "--verbose", "--silent", "--no-install", "--version", "-v", "--revision"], valued: ["-p", "--package"], wholeWords: true, commandPackage: true, packageOptions: ["-p", "--package"] } } }, direnv: { otherSubcommands: "ordinary", subcommands: { exec: { positionals: 1, dirOrCommand: true } } }, mise: { global: true, flags: ["-q", "--quiet", "-v", "--verbose", "-y", "--yes", "--silent", "--debug", "--trace", "--locked", "--no-config"], valued: ["-C", "--cd", "-E", "--env", "-j", "--jobs", "--log-level", "-P", "--profile"], queries: ["-h", "--help", "-V", "--version"], chdir: ["-C", "--cd"], otherSubcommands: "ordinary", subcommands: { exec: { flags: ["--fresh-env", "--no-deps", "--raw", "--deny-all", "--deny-env", "--deny-net", "--deny-read", "--deny-write"], valued: ["--allow-env", "--allow-net", "--allow-read", "--allow-write"], code: ["-c", "--command"], commandAfterDashDash: true, ownOperands: true, permute: true, noCommand: "shell" }, x: "exec" } }, asdf: { otherSubcommands: "ordinary", subcommands: { exec: {} } }, nix: { global: true, flags: ["-L", "--print-build-logs", "-v", "--verbose", "--quiet", "--debug", "--offline", "--refresh", "--impure", "--no-update-lock-file", "--no-write-lock-file", "--recreate-lock-file", "--commit-lock-file", "--repair", "--keep-going", "--no-registries"], valued: ["--extra-experimental-features", "--experimental-features", "--log-format", "--max-jobs", "-j", "--cores", "--system", "--eval-store", "--store", "--inputs-from", "--reference-lock-file", "--output-lock-file", "--update-input", "--expr", "--file", "-f", "-I", "--include", "--substituters", "--extra-substituters"], valuedTwice: ["--override-input", "--override-flake", "--arg", "--argstr"], unsupported: ["--option", "--accept-flake-config", "--builders", "--arg-from-file", "--arg-from-stdin", "--post-build-hook", "--pre-build-hook", "--build-hook"], queries: ["-h", "--help", "--version"], otherSubcommands: "ordinary", subcommands: { develop: { flags: ["-i", "--ignore-environment", "--ignore-env"], valued: ["-k", "--keep", "--keep-env-var", "-u", "--unset", "--unset-env-var", "--profile"], valuedTwice: ["--redirect"], unsupported: ["-s", "--set-env-var", "--phase", "--unpack", "--configure", "--build", "--check", "--install", "--installcheck"], commandOptions: ["-c", "--command"], ownOperands: true, permute: true, noCommand: "shell" }, shell: { flags: ["-i", "--ignore-environment", "--ignore-env"], valued: ["-k", "--keep", "--keep-env-var", "-u", "--unset", "--unset-env-var"], unsupported: ["-s", "--set-env-var"], commandOptions: ["-c", "--command"], ownOperands: true, permute: true, noCommand: "shell" } } }, "nix-shell": { flags: ["-p", "--packages", "-E", "--expr", "--pure", "--impure", "-v", "--verbose", "--quiet", "-Q", "--no-build-output", "-K", "--keep-failed", "-k", "--keep-going", "--show-trace", "--fallback", "--offline", "-L", "--print-build-logs", "--repair"], valued: ["-A", "--attr", "--keep", "-I", "--include", "--exclude", "-j", "--max-jobs", "--cores", "--log-format", "--extra-experimental-features", "--experimental-features"], valuedTwice: ["--arg", "--argstr"], unsupported: ["--command", "--cmd", "-i", "--option", "--arg-from-file", "--arg-from-stdin"], code: ["--run"], command: "code", ownOperands: true, permute: true, noCommand: "shell" }, dotenv: { flags: ["-o", "--override", "--no-expand"], valued: ["-e", "-v", "-p"], optionalValue: ["-q", "--quiet"], unsupported: ["-c"], queries: ["--help", "--debug"], permute: true, envFiles: ["-e"], defaultEnvFiles: [".env"], assignmentOptions: ["-v"] } } };

// src/bash/tables.ts
var wrappers = wrappers_default;
var subcommandTools = subcommand_tools_default;
var floors = floors_default.floors;
var shells = interpreters_default.shells;
var interpreterEntries = interpreters_default.interpreters;
var fileArgEntries = file_args_default.tools;
var variableEntries = variables_default.builtins;
var shellStrings = interpreters_default.shellStrings;
var builtins = builtins_default;
var codeEnv = code_env_default;
function entriesOf(table) {
  return new Map(Object.entries(table).filter(([name2]) => !name2.startsWith("$")));
}
function wrapperEntries(table) {
  const entries = entriesOf(table);
  for (const [name2, spec] of entries) {
    if (!spec.same) continue;
    const base = entries.get(spec.same);
    if (!base || base.same) throw new Error(`wrappers.json: ${name2} is "same" as ${spec.same}, which is no wrapper of its kind with an entry of its own`);
    entries.set(name2, { ...base, ...spec });
  }
  return entries;
}
function withGlobalOptions(spec, inherited) {
  const own = inherited ? mergeOptions(spec, inherited) : spec;
  if (!spec.subcommands) return own;
  const passed = spec.global ? own : inherited;
  const subcommands = {};
  for (const [name2, entry] of Object.entries(spec.subcommands)) subcommands[name2] = typeof entry === "string" ? entry : withGlobalOptions(entry, passed);
  return { ...own, subcommands };
}
function mergeOptions(spec, inherited) {
  const merged = { ...spec };
  for (const field of ["flags", "valued", "unsupported", "queries", "valuedTwice", "chdir", "chdirUnknown", "envFiles"]) {
    if (inherited[field]) merged[field] = [...spec[field] ?? [], ...inherited[field]];
  }
  return merged;
}
var transparentWrappers;
var checkedWrappers;
var runnerWrappers;
var subcommandToolsByName;
var interpretersByName;
var fileArgsByName;
var variableBuiltinsByName;
var builtinsByName;
var shellStringsByCommand;
function transparentWrapper(name2) {
  return (transparentWrappers ??= wrapperEntries(wrappers.transparent)).get(name2);
}
function checkedWrapper(name2) {
  return (checkedWrappers ??= wrapperEntries(wrappers.checked)).get(name2);
}
function runnerWrapper(name2) {
  if (!runnerWrappers) {
    runnerWrappers = wrapperEntries(wrappers.runners);
    for (const [runner, spec] of runnerWrappers) runnerWrappers.set(runner, withSpelling(withGlobalOptions(spec, null)));
  }
  return runnerWrappers.get(name2);
}
function withSpelling(spec, inherited = null) {
  let nopt = inherited;
  if (spec.optionsOf) {
    const tool = subcommandTool(spec.optionsOf);
    if (tool?.optionSpelling !== "nopt") throw new Error(`wrappers.json: optionsOf names ${spec.optionsOf}, which has no nopt spelling in subcommand-tools.json`);
    nopt = { optionNames: tool.optionNames ?? [], shorthands: tool.shorthands ?? {}, valuedNames: tool.valuedNames ?? [] };
  }
  if (!nopt) return spec;
  const subcommands = spec.subcommands ? {} : void 0;
  for (const [name2, entry] of Object.entries(spec.subcommands ?? {})) subcommands[name2] = typeof entry === "string" ? entry : withSpelling(entry, nopt);
  return { ...spec, nopt, ...subcommands ? { subcommands } : {} };
}
function subcommandTool(name2) {
  return (subcommandToolsByName ??= entriesOf(subcommandTools)).get(name2);
}
function entryOrAlias(table, name2) {
  const spec = table.get(name2);
  return spec?.same ? table.get(spec.same) : spec;
}
function interpreterSpec(name2) {
  return entryOrAlias(interpretersByName ??= entriesOf(interpreterEntries), name2);
}
function fileArgSpec(name2) {
  return entryOrAlias(fileArgsByName ??= entriesOf(fileArgEntries), name2);
}
function variableBuiltin(name2) {
  return entryOrAlias(variableBuiltinsByName ??= entriesOf(variableEntries), name2);
}
function builtinSpec(name2) {
  return entryOrAlias(builtinsByName ??= entriesOf(builtins), name2);
}
function shellStringsFor(command) {
  if (!shellStringsByCommand) {
    shellStringsByCommand = /* @__PURE__ */ new Map();
    const table = entriesOf(shellStrings);
    for (const [key, entry] of table) {
      const spec = entry.same ? table.get(entry.same) : entry;
      const space = key.indexOf(" ");
      const name2 = space < 0 ? key : key.slice(0, space);
      const subcommand = space < 0 ? "" : key.slice(space + 1);
      const bySubcommand = shellStringsByCommand.get(name2) ?? /* @__PURE__ */ new Map();
      bySubcommand.set(subcommand, spec);
      shellStringsByCommand.set(name2, bySubcommand);
    }
  }
  return shellStringsByCommand.get(command);
}
var fileArgTools = Object.keys(fileArgEntries);
var interpreterNames = Object.keys(interpreterEntries);
var shellNames;
function isShell(name2) {
  return (shellNames ??= new Set(shells.names)).has(name2);
}
var codeEnvNames;
function isCodeChangingVariable(name2) {
  if ((codeEnvNames ??= new Set(codeEnv.names)).has(name2)) return true;
  for (const prefix of codeEnv.prefixes) if (name2.startsWith(prefix)) return true;
  return false;
}
var toolsByName;
function toolNamed(name2) {
  if (!toolsByName) {
    toolsByName = /* @__PURE__ */ new Map();
    const names = [
      ...(transparentWrappers ??= wrapperEntries(wrappers.transparent)).keys(),
      ...(checkedWrappers ??= wrapperEntries(wrappers.checked)).keys(),
      ...Object.keys(wrappers.runners).filter((key) => !key.startsWith("$")),
      ...(subcommandToolsByName ??= entriesOf(subcommandTools)).keys(),
      ...(interpretersByName ??= entriesOf(interpreterEntries)).keys(),
      ...(fileArgsByName ??= entriesOf(fileArgEntries)).keys(),
      ...(variableBuiltinsByName ??= entriesOf(variableEntries)).keys(),
      ...shells.names,
      ...floors.map((floor) => floor.command),
      ...(builtinsByName ??= entriesOf(builtins)).keys(),
      ...Object.keys(shellStrings).filter((key) => !key.startsWith("$")).map((key) => key.split(" ")[0])
    ];
    for (const command of names) {
      toolsByName.set(command, {
        transparent: transparentWrapper(command),
        checked: checkedWrapper(command),
        runner: runnerWrapper(command),
        subcommands: subcommandTool(command),
        interpreter: interpreterSpec(command),
        fileArgs: fileArgSpec(command),
        variables: variableBuiltin(command),
        shell: isShell(command),
        floors: floorsFor(command),
        builtin: builtinSpec(command),
        shellStrings: shellStringsFor(command)
      });
    }
  }
  return toolsByName.get(name2) ?? versionedCompiler(name2);
}
var VERSIONED_COMPILER = /^(?:[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*-)?(gcc|g\+\+|cc|c\+\+|clang|clang\+\+)(?:-[0-9][0-9.]*)?$/;
function versionedCompiler(name2) {
  const match = VERSIONED_COMPILER.exec(name2);
  if (!match || match[1] === name2) return void 0;
  const tool = toolsByName.get(match[1]);
  if (tool) toolsByName.set(name2, tool);
  return tool;
}
var floorsByCommand;
function floorsFor(command) {
  if (!floorsByCommand) {
    floorsByCommand = /* @__PURE__ */ new Map();
    for (const floor of floors) {
      const list = floorsByCommand.get(floor.command) ?? [];
      list.push(floor);
      floorsByCommand.set(floor.command, list);
    }
  }
  return floorsByCommand.get(command) ?? [];
}

// src/bash/file-args.ts
var NO_ARGUMENTS = Object.freeze([]);
var OTHER_SUBCOMMAND = Object.freeze([]);
var othersWithGlobals = /* @__PURE__ */ new WeakSet();
function otherSubcommand(found) {
  return found === OTHER_SUBCOMMAND || othersWithGlobals.has(found);
}
var NO_CONTEXT = Object.freeze({});
function pathArguments(spec, words, context = NO_CONTEXT) {
  if (!spec) return NO_ARGUMENTS;
  const rules = rulesOf(spec);
  if (!rules.subcommands) return argumentsOf(rules, words, 1, context, void 0);
  const parse = context.subcommand;
  if (!parse) return ownSubcommand(rules, words, context, void 0);
  if (parse.subcommandIndex < 0) return rules.mentionOthers ? OTHER_SUBCOMMAND : NO_ARGUMENTS;
  let base;
  if (rules.chdir) {
    for (const option of parse.globals) {
      if (rules.chdir.options.includes(option.name)) base = option.words[option.words.length - 1].glob ? null : joinPath(base, option.value);
    }
  }
  let found = parse.path === null ? void 0 : namedArguments(rules, parse.path.split(" "), words, parse.afterSubcommand, context, base);
  found ??= subcommandArguments(rules, words, parse.subcommandIndex, context, base);
  const globals = globalArguments(rules, parse, base);
  if (globals.length === 0) return found;
  const all = [...globals, ...found];
  if (found === OTHER_SUBCOMMAND) othersWithGlobals.add(all);
  return all;
}
function namedArguments(rules, names, words, after, context, base) {
  let sub = rules;
  for (const name2 of names) {
    const spec = sub.subcommands?.get(name2);
    if (!spec) return void 0;
    sub = rulesOf(spec);
  }
  if (sub.subcommands) return subcommandArguments(sub, words, after, context, base);
  return argumentsOf(sub, words, after, context, base);
}
function globalArguments(rules, parse, base) {
  let found = null;
  for (const option of parse.globals) {
    const role = rules.base.roles.get(option.name);
    if (!role || option.value === "-") continue;
    const word = option.words[option.words.length - 1];
    const value = joinPath(base, option.value);
    const argument = { role: role.role, word, recursive: role.recursive ?? false };
    if (value !== word.value) argument.value = value;
    if (role.partial && argument.recursive) argument.partial = true;
    (found ??= []).push(argument);
  }
  return found ?? NO_ARGUMENTS;
}
function ownSubcommand(rules, words, context, base) {
  const finder = new SubcommandFinder(rules);
  readWords(rules, words, 1, finder);
  const spec = finder.name === null ? void 0 : rules.subcommands.get(finder.name);
  if (!spec) {
    const own2 = argumentsOf(rules, words, 1, context, base);
    if (!rules.mentionOthers) return own2;
    if (own2.length === 0) return OTHER_SUBCOMMAND;
    const marked = [...own2];
    othersWithGlobals.add(marked);
    return marked;
  }
  const before = new Scan(rules);
  readWords(rules, words.slice(0, finder.start), 1, before);
  const found = before.optionPaths([], base);
  const directory = before.chdirDirectory();
  const moved = rules.applies === "all" && directory !== void 0 ? directory === null ? null : joinPath(base, directory) : base;
  const rest = [words[0], ...words.slice(finder.index + 1)];
  const sub = rulesOf(spec);
  const own = sub.subcommands ? ownSubcommand(sub, rest, context, moved) : argumentsOf(sub, rest, 1, context, moved);
  return found.length === 0 ? own : [...found, ...own];
}
var SubcommandFinder = class {
  constructor(rules) {
    this.rules = rules;
  }
  rules;
  operands = [];
  leadingGiven = false;
  dashDash = -1;
  name = null;
  /** The word holding the name: the subcommand's words follow it. */
  index = -1;
  /** Where the words naming the subcommand start (`-m` of `-m venv`). */
  start = -1;
  hasMode() {
    return false;
  }
  stdio() {
  }
  unknown() {
  }
  operand(word, index) {
    if (this.rules.subcommandOptions.length === 0) {
      this.name = word.value;
      this.index = this.start = index;
    }
    return false;
  }
  option(name2, word, attached, hasValue, index) {
    if (!hasValue || !this.rules.subcommandOptions.includes(name2)) return true;
    this.name = attached ?? word.value;
    this.index = index;
    this.start = attached === void 0 ? index - 1 : index;
    return false;
  }
};
function subcommandArguments(rules, words, index, context, base) {
  const name2 = words[index]?.value;
  const spec = name2 == null ? void 0 : rules.subcommands.get(name2);
  if (!spec) return rules.mentionOthers ? OTHER_SUBCOMMAND : NO_ARGUMENTS;
  const sub = rulesOf(spec);
  if (sub.subcommands) return subcommandArguments(sub, words, index + 1, context, base);
  return argumentsOf(sub, words, index + 1, context, base);
}
var DASH = 45;
var PLUS = 43;
function argumentsOf(rules, words, start2, context, base) {
  const scan = new Scan(rules);
  readWords(rules, words, start2, scan);
  return scan.finish(words, context, base);
}
var AT = 64;
var PASSTHROUGH = "it passes on arguments that name an output file to another program (the linker, the assembler), which Leash does not follow";
var RESPONSE_FILE = "this file holds more arguments, which Leash does not read, so the files they name are not known before it runs";
function readWords(rules, words, start2, sink) {
  let endOfOptions = false;
  for (let i2 = start2; i2 < words.length; i2++) {
    const word = words[i2];
    const text = word.value;
    if (rules.bareFirstCluster && !endOfOptions && text !== null && text !== "" && text.charCodeAt(0) !== DASH && sink.operands.length === 0 && !sink.hasMode()) {
      let next = i2 + 1;
      for (let j = 0; j < text.length; j++) {
        const name2 = `-${text[j]}`;
        if (rules.valueTaking.has(name2)) {
          const value = words[next++];
          sink.option(name2, value ?? word, void 0, value !== void 0, next - 1);
        } else sink.option(name2, word, void 0, false, i2);
      }
      i2 = next - 1;
      continue;
    }
    if (rules.dashIsStdio && !endOfOptions && text === "-") sink.stdio(word);
    if (endOfOptions || text === null || text.length < 2 || text.charCodeAt(0) !== DASH) {
      if (!endOfOptions && rules.plusOptions && text !== null && text.charCodeAt(0) === PLUS) {
        if (rules.valueTaking.has(text)) {
          const next = words[++i2];
          if (!sink.option(text, next ?? word, void 0, next !== void 0, i2)) return;
        }
        continue;
      }
      if (rules.responseFiles && text !== null && text.length > 1 && text.charCodeAt(0) === AT) {
        sink.unknown(word, RESPONSE_FILE);
        continue;
      }
      if (!sink.operand(word, i2)) return;
      if (rules.stopAtOperand) endOfOptions = true;
      continue;
    }
    if (text === "--") {
      endOfOptions = true;
      sink.dashDash = sink.operands.length;
      continue;
    }
    if (text.charCodeAt(1) === DASH || rules.singleDashLong) {
      const cut = rules.specifierSeparator === "" ? -1 : text.indexOf(rules.specifierSeparator, 1);
      const eq = text.indexOf("=");
      const end = cut > 0 && (eq < 0 || cut < eq) ? cut : eq;
      const name2 = rules.longName(end > 0 ? text.slice(0, end) : text);
      const attachedTo = rules.attachedValues.length > 0 && !rules.knows(text) ? rules.attachedOption(text) : void 0;
      if (attachedTo !== void 0) {
        if (!sink.option(attachedTo, word, text.slice(attachedTo.length), true, i2)) return;
      } else if (end === eq && eq > 0) {
        if (!sink.option(name2, word, text.slice(eq + 1), true, i2)) return;
      } else if (rules.valuedTwice.has(name2)) {
        const second = words[i2 + 2];
        i2 += 2;
        if (!sink.option(name2, second ?? word, void 0, second !== void 0, i2)) return;
      } else if (rules.takesValue(name2) && !rules.optionalValue.has(name2) && takesNext(rules, name2, words[i2 + 1])) {
        const next = words[++i2];
        if (!sink.option(name2, next ?? word, void 0, next !== void 0, i2)) return;
      } else if (!sink.option(name2, word, void 0, false, i2)) return;
      continue;
    }
    for (let j = 1; j < text.length; j++) {
      if (rules.modeLetters !== "" && rules.modeLetters.includes(text[j])) {
        sink.leadingGiven = true;
        continue;
      }
      const name2 = `-${text[j]}`;
      if (rules.writeWith.has(name2)) {
        if (!sink.option(name2, word, void 0, false, i2)) return;
        break;
      }
      if (rules.optionalValue.has(name2)) {
        const attached = text.slice(j + 1);
        if (!sink.option(name2, word, attached === "" ? void 0 : attached, attached !== "", i2)) return;
        if (attached !== "") break;
        continue;
      }
      if (rules.valueTaking.has(name2)) {
        const attached = text.slice(j + 1);
        if (attached !== "") {
          if (!sink.option(name2, word, attached, true, i2)) return;
        } else if (takesNext(rules, name2, words[i2 + 1])) {
          const next = words[++i2];
          if (!sink.option(name2, next ?? word, void 0, next !== void 0, i2)) return;
        } else if (!sink.option(name2, word, void 0, false, i2)) return;
        break;
      }
      if (!sink.option(name2, word, void 0, false, i2)) return;
    }
  }
}
function takesNext(rules, name2, next) {
  if (!rules.optionalNext.has(name2)) return true;
  return next !== void 0 && (next.value === null || next.value === "-" || next.value.charCodeAt(0) !== DASH);
}
var Scan = class {
  constructor(rules) {
    this.rules = rules;
    if (rules.chdir?.applies === "operands") this.operandDirectories = [];
  }
  rules;
  operands = [];
  /** For `tar -C dir x`: the directory each operand is relative to. */
  operandDirectories = null;
  occurrences = null;
  modes = null;
  recursive = false;
  writing = false;
  leadingGiven = false;
  targetGiven = false;
  dashDash = -1;
  /** The directory the `chdir` options named so far, and the word of the last one. */
  directory;
  directoryWord = null;
  /** Operands that stand for standard input or output (`-`). */
  stdioWords = null;
  stdio(word) {
    (this.stdioWords ??= []).push(word);
    if (this.rules.stdinNames) this.unknown(word, this.rules.stdinNames);
  }
  hasMode() {
    return this.modes !== null;
  }
  operand(word) {
    this.operands.push(word);
    this.operandDirectories?.push(this.directory);
    return true;
  }
  /** Words that lead to files nobody can see (`gcc @args`), and why. */
  unknowns = null;
  unknown(word, why) {
    (this.unknowns ??= []).push({ role: "read", word, recursive: false, unknown: why });
  }
  /** An option by its full name; `word` holds its value (all of it, or `attached` when given). */
  option(name2, word, attached, hasValue) {
    const effect = this.rules.effects.get(name2);
    if (effect === void 0) return true;
    if (effect & WRITES) this.writing = true;
    if (effect & RECURSES) this.recursive = true;
    if (effect & GIVES_LEADING) this.leadingGiven = true;
    if (effect & GIVES_TARGET) this.targetGiven = true;
    if (effect & MODE) (this.modes ??= []).push(name2);
    const value = hasValue ? attached ?? word.value : null;
    if (effect & RECURSES_WHEN && value !== null) {
      const [shortest, full] = this.rules.recursiveWhen.get(name2);
      if (value.length >= shortest.length && full.startsWith(value)) this.recursive = true;
    }
    if (effect & CHDIR && hasValue) {
      this.directory = word.glob ? null : joinPath(this.directory, value);
      this.directoryWord = word;
    }
    if (effect & RECORDED) (this.occurrences ??= []).push({ name: name2, word, attached, hasValue });
    return true;
  }
  /** The directory the `chdir` options named, relative to where the command runs: undefined when none did, null when not known. */
  chdirDirectory() {
    return this.directory;
  }
  mode() {
    return this.modes ? this.rules.withModes(this.modes) : this.rules.base;
  }
  /** The files the options name, added to `found`. */
  optionPaths(found, base) {
    const rules = this.rules;
    if (!this.occurrences) return found;
    const mode = this.mode();
    const recursive = this.recursive || mode.recursive;
    const applies = rules.applies;
    for (const occurrence of this.occurrences) {
      const why = rules.unknownWith.get(occurrence.name);
      if (why) found.push({ role: "read", word: occurrence.word, recursive: false, unknown: why });
      if (!occurrence.hasValue) continue;
      const role = mode.roles.get(occurrence.name);
      if (!role) continue;
      const text = occurrence.attached ?? occurrence.word.value;
      if (text === "-" && rules.stdioOptions.has(occurrence.name)) continue;
      const path = valuePath(role.form, text, occurrence.word);
      if (path === void 0) continue;
      if (path === null && role.form === "passthrough") {
        found.push({ role: "write", word: occurrence.word, recursive: false, unknown: PASSTHROUGH });
        continue;
      }
      const reaches = role.recursive ?? (rules.targets.has(occurrence.name) ? recursive : false);
      const relative = applies === "all" || applies === "writes" && role.role !== "read" ? joinPath(this.directory, path) : path;
      const value = joinPath(base, relative);
      const argument = { role: role.role, word: occurrence.word, recursive: reaches };
      if (value !== occurrence.word.value) argument.value = value;
      if (role.partial && reaches) argument.partial = true;
      found.push(argument);
    }
    return found;
  }
  finish(words, context, base) {
    const rules = this.rules;
    const mode = this.mode();
    const recursive = this.recursive || mode.recursive;
    if (rules.rootOperand && this.operands.length > 0) {
      const root = this.operands[0];
      this.directory = root.glob ? null : joinPath(this.directory, root.value);
      this.directoryWord = root;
    }
    const found = this.unknowns ?? [];
    if (mode.unknown) found.push({ role: "read", word: words[0], recursive: false, unknown: mode.unknown });
    const applies = rules.applies;
    this.optionPaths(found, base);
    let operands = this.operands;
    let directories = this.operandDirectories;
    if (rules.pathsAfterDashDash) {
      operands = this.dashDash < 0 ? [] : operands.slice(this.dashDash);
      if (directories && this.dashDash >= 0) directories = directories.slice(this.dashDash);
    }
    const leading = this.leadingGiven ? 0 : mode.leading;
    if (rules.sedScript.length > 0 || rules.sedScriptFiles.length > 0) this.sedScript(found, operands, leading, base);
    if (rules.assignments) {
      for (let p = leading; p < operands.length; p++) {
        const word = operands[p];
        const eq = word.value?.indexOf("=") ?? -1;
        const key = eq > 0 ? word.value.slice(0, eq) : "";
        const role = eq > 0 && Object.hasOwn(rules.assignments, key) ? rules.assignments[key] : void 0;
        if (role && role !== "none") found.push({ role, word, value: joinPath(base, word.value.slice(eq + 1)), recursive: false });
      }
      return found;
    }
    if (mode.leadingRole) {
      for (let p = 0; p < leading && p < operands.length; p++) this.push(found, mode.leadingRole, operands[p], recursive, joinPath(base, operands[p].value));
    }
    if (rules.assignmentOperands) {
      const files = [];
      const kept = [];
      for (let p = 0; p < operands.length; p++) {
        if (p < leading || !/^[A-Za-z_][A-Za-z0-9_]*=/.test(operands[p].value ?? "")) {
          files.push(operands[p]);
          kept.push(directories?.[p]);
        }
      }
      operands = files;
      if (directories) directories = kept;
    }
    const paths = operands.length - leading;
    const shared = directories === null && applies === "all" ? this.directory : void 0;
    if (mode.firstOperand && paths > 0) {
      const value = joinPath(directories ? directories[leading] : shared, operands[leading].value);
      this.push(found, roleOf(mode.firstOperand, this.writing), operands[leading], recursive, joinPath(base, value));
    } else if (paths === 1 && !this.targetGiven && rules.writeBasename) {
      found.push({ role: "write", word: operands[leading], recursive: false, basenameOnly: true });
    } else if (paths > 0) {
      const lastRole = !this.targetGiven && paths >= 2 ? mode.lastOperand : void 0;
      const positional = mode.positional;
      for (let p = leading; p < operands.length; p++) {
        const role = p === operands.length - 1 && lastRole ? lastRole : p - leading < positional.length ? positional[p - leading] : mode.operands;
        if (!role) continue;
        const value = joinPath(directories ? directories[p] : shared, operands[p].value);
        this.push(found, roleOf(role, this.writing), operands[p], recursive, joinPath(base, value));
      }
    }
    for (const fallback of mode.defaults) {
      if (fallback.whenOperands !== void 0 && paths >= fallback.whenOperands) continue;
      if (fallback.whenRecursive && !recursive) continue;
      if (fallback.unlessStdin && context.stdinData) continue;
      if (fallback.unlessOptions && this.given(fallback.unlessOptions)) continue;
      if (fallback.unlessFolderOperand && operands.some((operand) => operand.value?.endsWith("/"))) continue;
      const role = fallback.role;
      const moved = applies === "operands" || applies === "defaults" || applies === "all" || applies === "writes" && role.role !== "read";
      const value = joinPath(base, moved ? joinPath(this.directory, fallback.path) : fallback.path);
      const word = (moved ? this.directoryWord : null) ?? words[0];
      this.push(found, roleOf(role, this.writing), { node: word.node, raw: word.raw, value: fallback.path, glob: false }, recursive, value);
    }
    return found;
  }
  /** Whether one of these options was given. */
  given(options) {
    if (this.occurrences) {
      for (const occurrence of this.occurrences) if (options.includes(occurrence.name)) return true;
    }
    return false;
  }
  push(found, role, word, recursive, value) {
    if (!role || this.stdioWords?.includes(word)) return;
    const path = valuePath(role.form, value, word);
    if (path === void 0) return;
    const reaches = role.recursive ?? recursive;
    if (role.form === "pathspec" && path !== null) {
      if (path.startsWith(":")) {
        found.push({ role: "read", word, recursive: false, unknown: `the pathspec ${path} uses git's pathspec magic, which Leash does not read` });
        return;
      }
      if (/[*?[]/.test(path)) word = { ...word, glob: true };
    }
    const argument = { role: role.role, word, recursive: reaches };
    if (path !== word.value) argument.value = path;
    if (role.partial && reaches) argument.partial = true;
    found.push(argument);
  }
  /**
   * `sed -e 'w out'`, `sed 'r .env' f`: the files the script names. A script Leash cannot see
   * (`-f FILE`, a word that is not static) may name any file and run shell commands with `e`,
   * unless `--sandbox` makes sed refuse `e`, `r` and `w`.
   */
  sedScript(found, operands, leading, base) {
    const rules = this.rules;
    const parts2 = [];
    let unseen = null;
    if (this.occurrences) {
      for (const occurrence of this.occurrences) {
        if (!occurrence.hasValue) continue;
        if (rules.sedScript.includes(occurrence.name)) {
          parts2.push(occurrence.attached === void 0 ? occurrence.word : { ...occurrence.word, value: occurrence.attached });
        } else if (rules.sedScriptFiles.includes(occurrence.name)) unseen ??= occurrence.word;
      }
    }
    if (parts2.length === 0 && !this.leadingGiven && leading > 0 && operands.length > 0) parts2.push(operands[0]);
    let script = "";
    for (const part of parts2) {
      if (part.value === null) unseen ??= part;
      else script = script === "" ? part.value : `${script}
${part.value}`;
    }
    if (unseen && !this.given(rules.sedSandbox)) {
      found.push({
        role: "read",
        word: unseen,
        recursive: false,
        unknown: "Leash cannot see this sed script, so the files it reads or writes (`r`, `w`) and the shell commands it runs (`e`) are not known before it runs; `sed --sandbox` refuses them"
      });
    }
    if (script === "") return;
    const read = readSedScript(script);
    if (read === null) {
      found.push({ role: "read", word: parts2[0], recursive: false, unknown: "Leash cannot read this sed script, so the files it names are not known before it runs" });
      return;
    }
    if (read.runs) {
      found.push({ role: "read", word: parts2[0], recursive: false, unknown: "the script runs shell commands (sed's `e` command or the `e` flag of `s`), which the policy does not see" });
    }
    for (const file of read.files) found.push({ role: file.kind, word: parts2[0], value: joinPath(base, file.path), recursive: false });
  }
};
function valuePath(form, value, word) {
  if (form === void 0 || form === "pathspec") return value;
  const text = value ?? staticPrefix(word.raw);
  const known = value !== null;
  switch (form) {
    case "at-file":
      if (text.startsWith("@")) return known ? nonStdin(text.slice(1)) : null;
      return known || text !== "" ? void 0 : null;
    case "name-at-file": {
      const at = text.indexOf("@");
      const eq = text.indexOf("=");
      if (at >= 0 && (eq < 0 || at < eq)) return known ? nonStdin(text.slice(at + 1)) : null;
      return known || eq >= 0 ? void 0 : null;
    }
    case "form-field": {
      const eq = text.indexOf("=");
      if (eq < 0) return known ? void 0 : null;
      const rest = text.slice(eq + 1);
      if (rest.startsWith("@") || rest.startsWith("<")) return known ? nonStdin(fieldFile(rest.slice(1))) : null;
      return known || rest !== "" ? void 0 : null;
    }
    case "no-equals":
      if (text.includes("=")) return void 0;
      return known ? value : null;
    case "unglobbed":
      return known && /[{[]/.test(text) ? null : value;
    case "local":
      if (known && (/^[^/]*:/.test(text) || text.includes("://"))) return void 0;
      return value;
    case "container":
      if (text.includes(":") && !text.startsWith("/") && !text.startsWith(".")) return void 0;
      return value;
    case "image-format":
      if (!known) return null;
      if (/^[A-Za-z0-9]{2,}:/.test(text)) {
        const path = text.slice(text.indexOf(":") + 1);
        return path === "" || path === "-" ? void 0 : path;
      }
      return value;
    case "url":
      return urlPath(text, known ? value : null);
    case "file-url": {
      const scheme = /^file:/i.exec(text);
      if (!scheme) return void 0;
      if (!known) return null;
      let rest = text.slice(5);
      if (rest.startsWith("//")) {
        rest = rest.slice(2);
        const slash = rest.indexOf("/");
        const host = slash < 0 ? rest : rest.slice(0, slash);
        if (host !== "" && host.toLowerCase() !== "localhost") return null;
        rest = slash < 0 ? "/" : rest.slice(slash);
      }
      return rest.includes("%") ? null : rest;
    }
    case "passthrough":
      if (!known) return null;
      return text.split(",").some((argument) => /^(@|-o|--?(output|out-implib|Map|M$|dependency-file|reproduce|why-extract|MF|MD|MMD|a[a-z]*=))/.test(argument)) ? null : void 0;
    case "csv-dest": {
      if (!known) return null;
      if (!text.includes("=")) return value;
      const dest = text.split(",").find((field) => field.startsWith("dest="));
      return dest === void 0 ? void 0 : dest.slice(5);
    }
    case "kind-path": {
      if (!known) return null;
      const named = text.split(",").filter((kind) => kind.includes("="));
      if (named.length === 0) return void 0;
      if (named.length > 1) return null;
      const path = named[0].slice(named[0].indexOf("=") + 1);
      return path === "-" ? void 0 : path;
    }
  }
}
var NO_FILE_SCHEMES = /* @__PURE__ */ new Set(["pipe", "fd", "data"]);
function urlPath(text, value) {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
  if (!scheme) {
    if (value !== null && (text.includes("|") || text.startsWith("subfile,"))) return null;
    return value;
  }
  const name2 = scheme[1].toLowerCase();
  if (name2 === "file") {
    if (value === null) return null;
    const rest = text.slice(5);
    return rest.startsWith("//") ? rest.slice(2) : rest;
  }
  if (name2.includes("+")) return null;
  if (text.startsWith("//", scheme[0].length) || NO_FILE_SCHEMES.has(name2)) return void 0;
  return null;
}
function nonStdin(path) {
  return path === "-" ? void 0 : path;
}
function fieldFile(text) {
  if (text.startsWith('"')) {
    const close = text.indexOf('"', 1);
    return close < 0 ? text.slice(1) : text.slice(1, close);
  }
  const semicolon = text.indexOf(";");
  return semicolon < 0 ? text : text.slice(0, semicolon);
}
function staticPrefix(raw) {
  let prefix = "";
  for (const c of raw) {
    if (c === "$" || c === "`" || c === "\\") return prefix;
    if (c !== '"' && c !== "'") prefix += c;
  }
  return prefix;
}
function joinPath(directory, value) {
  if (value === null) return null;
  if (directory === void 0 || value.startsWith("/") || value.startsWith("~")) return value;
  if (directory === null) return null;
  if (value === "." || value === "") return directory;
  return directory.endsWith("/") ? `${directory}${value}` : `${directory}/${value}`;
}
var WRITES = 1;
var RECURSES = 2;
var GIVES_LEADING = 4;
var GIVES_TARGET = 8;
var MODE = 16;
var RECURSES_WHEN = 32;
var CHDIR = 64;
var RECORDED = 128;
var FileArgRules = class {
  base;
  effects = /* @__PURE__ */ new Map();
  /** Options that take a value: valued, with a path role, naming the target or a directory. */
  valueTaking;
  valuedTwice;
  optionalValue;
  writeWith;
  targets;
  recursiveWhen;
  unknownWith;
  sedScript;
  sedScriptFiles;
  sedSandbox;
  /** Long options are never abbreviated (node, python): a prefix is an option of its own. */
  exactLongOptions;
  /** A lone `-` operand is standard input or output, no file (`cat -`, `zip - f`). */
  dashIsStdio;
  /** Options whose value `-` is standard input or output (`tar -f -`, `curl -o -`). */
  stdioOptions;
  assignments;
  writeBasename;
  stopAtOperand;
  plusOptions;
  singleDashLong;
  bareFirstCluster;
  modeLetters;
  assignmentOperands;
  pathsAfterDashDash;
  /** `gcc @args`: an operand `@FILE` holds more arguments. */
  responseFiles;
  /** `ffmpeg -c:v`: an option's name ends at this character ('' when none does). */
  specifierSeparator;
  /** Whole-word options whose value may be attached (`gcc -oapp`), longest first. */
  attachedValues;
  /** Valued options that take the next word only when it is no option (`rollup -m`). */
  optionalNext;
  /** Options whose value names the subcommand, its arguments following (`python -m venv`). */
  subcommandOptions;
  /** A subcommand the entry does not name is read as a tool's with no file table. */
  mentionOthers;
  /** `vite build app`: the first operand is the directory written values and defaults are relative to. */
  rootOperand;
  /** Which paths the `chdir` options (or the root operand) move. */
  applies;
  /** Every option but the flags takes a value (ffmpeg). */
  allValued;
  flagSet;
  /** Why a lone `-` operand leaves the files unknown (`setfacl -m … -` reads their names), or undefined. */
  stdinNames;
  /** `-name` and `--name`, any case where the tool ignores it: each spelling the tool reads, to the one the entry names. */
  spellings;
  eitherDash;
  ignoreCase;
  chdir;
  subcommands;
  /** Every long option the entry names, for abbreviations, with what it does. */
  longOptions;
  behaviour = /* @__PURE__ */ new Map();
  modeSpecs;
  modeOrder;
  modeRules = /* @__PURE__ */ new Map();
  constructor(spec) {
    this.base = modeRules(spec, void 0);
    const modes = spec.modes ?? {};
    this.modeSpecs = new Map(Object.entries(modes));
    this.modeOrder = Object.keys(modes);
    const roleNames = /* @__PURE__ */ new Set([...Object.keys(spec.optionRoles ?? {}), ...Object.values(modes).flatMap((mode) => Object.keys(mode.optionRoles ?? {}))]);
    const chdirOptions = spec.chdir?.options ?? [];
    const unlessOptions = [spec, ...Object.values(modes)].flatMap((mode) => (mode.defaults ?? []).flatMap((fallback) => fallback.unlessOptions ?? []));
    this.valueTaking = /* @__PURE__ */ new Set([...spec.valued ?? [], ...roleNames, ...spec.targetOptions ?? [], ...chdirOptions, ...spec.sedScript ?? [], ...spec.optionalNext ?? []]);
    this.valuedTwice = new Set(spec.valuedTwice ?? []);
    this.optionalValue = new Set(spec.optionalValue ?? []);
    this.writeWith = new Set(spec.writeWith ?? []);
    this.targets = new Set(spec.targetOptions ?? []);
    this.recursiveWhen = new Map(Object.entries(spec.recursiveWhen ?? {}).map(([name2, value]) => [name2, shortestUnique(value)]));
    this.unknownWith = new Map(Object.entries(spec.unknownWith ?? {}));
    this.sedScript = spec.sedScript ?? [];
    this.sedScriptFiles = spec.sedScriptFiles ?? [];
    this.sedSandbox = spec.sedSandbox ?? [];
    this.exactLongOptions = spec.exactLongOptions === true;
    this.dashIsStdio = spec.dashIsStdio === true || spec.stdinNames !== void 0;
    this.stdioOptions = new Set(spec.stdioOptions ?? []);
    this.assignments = spec.assignments;
    this.writeBasename = spec.singleOperand === "write-basename";
    this.stopAtOperand = spec.stopAtOperand === true;
    this.plusOptions = spec.plusOptions === true;
    this.singleDashLong = spec.singleDashLong === true;
    this.bareFirstCluster = spec.bareFirstCluster === true;
    this.modeLetters = spec.modeLetters ?? "";
    this.assignmentOperands = spec.assignmentOperands === true;
    this.pathsAfterDashDash = spec.pathsAfterDashDash === true;
    this.chdir = spec.chdir;
    this.responseFiles = spec.responseFiles === true;
    this.specifierSeparator = spec.specifierSeparator ?? "";
    this.attachedValues = [...spec.attachedValues ?? []].sort((a, b) => b.length - a.length);
    this.optionalNext = new Set(spec.optionalNext ?? []);
    this.subcommandOptions = spec.subcommandOptions ?? [];
    this.rootOperand = spec.rootOperand === true;
    this.mentionOthers = spec.mentionOthers === true;
    this.applies = spec.chdir?.applies ?? (this.rootOperand ? "writes" : void 0);
    this.allValued = spec.allValued === true;
    this.flagSet = new Set(spec.flags ?? []);
    this.stdinNames = spec.stdinNames;
    this.eitherDash = spec.eitherDash === true;
    this.ignoreCase = spec.ignoreCase === true;
    this.subcommands = spec.subcommands ? subcommandsOf(spec) : void 0;
    const add = (names2, bit) => {
      for (const name2 of names2 ?? []) this.effects.set(name2, (this.effects.get(name2) ?? 0) | bit);
    };
    add(spec.writeWith, WRITES);
    add(spec.recursiveWith, RECURSES);
    add(spec.leadingFrom, GIVES_LEADING);
    add(spec.targetOptions, GIVES_TARGET | RECORDED);
    add(this.modeOrder, MODE);
    add([...this.recursiveWhen.keys()], RECURSES_WHEN);
    add(chdirOptions, CHDIR);
    add([...roleNames, ...this.unknownWith.keys(), ...this.sedScript, ...this.sedScriptFiles, ...this.sedSandbox, ...unlessOptions], RECORDED);
    const names = /* @__PURE__ */ new Set([...this.effects.keys(), ...this.valueTaking, ...this.valuedTwice, ...this.optionalValue, ...spec.flags ?? []]);
    if (this.eitherDash || this.ignoreCase) this.spellings = new Map([...names].map((name2) => [this.spelling(name2), name2]));
    this.longOptions = [...names].filter((name2) => name2.startsWith("--") || this.singleDashLong && name2.startsWith("-"));
    for (const name2 of this.longOptions) {
      const role = JSON.stringify([...roleNames].includes(name2) ? [spec.optionRoles?.[name2], ...Object.values(modes).map((mode) => mode.optionRoles?.[name2])] : null);
      this.behaviour.set(name2, `${this.effects.get(name2) ?? 0} ${this.valueTaking.has(name2)} ${this.valuedTwice.has(name2)} ${this.optionalValue.has(name2)} ${role}`);
    }
  }
  /**
   * The option a long option names: itself when known, else the one known option it is a prefix
   * of, as getopt_long reads it (`--expr` is `--expression`). A prefix of several that do the
   * same (`--col`: `--color`, `--colour`) is the first; of several that differ, the tool refuses
   * it, and it stays as written.
   */
  longName(name2) {
    if (this.spellings) name2 = this.spellings.get(this.spelling(name2)) ?? name2;
    if (this.exactLongOptions || this.behaviour.has(name2)) return name2;
    let found;
    for (const option of this.longOptions) {
      if (!option.startsWith(name2)) continue;
      if (found === void 0) found = option;
      else if (this.behaviour.get(found) !== this.behaviour.get(option)) return name2;
    }
    return found ?? name2;
  }
  /** How the tool sees an option's name: `--o` is `-o` to go, `--OUTDIR` is `--outDir` to tsc. */
  spelling(name2) {
    const dashes = this.eitherDash ? name2.replace(/^--?/, "-") : name2;
    return this.ignoreCase ? dashes.toLowerCase() : dashes;
  }
  /** Whether an option takes a value: one the entry lists, or with `allValued` any but a flag. */
  takesValue(name2) {
    return this.valueTaking.has(name2) || this.allValued && !this.flagSet.has(name2);
  }
  /** Whether the entry names this option. */
  knows(name2) {
    return this.behaviour.has(name2) || this.valueTaking.has(name2) || this.effects.has(name2);
  }
  /** The option a word starts with and whose value is the rest of the word (`-oapp` for gcc), if any. */
  attachedOption(text) {
    const seen = this.ignoreCase ? text.toLowerCase() : text;
    for (const option of this.attachedValues) if (seen.length > option.length && seen.startsWith(this.ignoreCase ? option.toLowerCase() : option)) return option;
    return void 0;
  }
  /** The rules with these mode options given, applied in the table's order. */
  withModes(given2) {
    let key = "";
    for (const mode of this.modeOrder) if (given2.includes(mode)) key += `${mode} `;
    let rules = this.modeRules.get(key);
    if (!rules) {
      rules = this.base;
      for (const mode of this.modeOrder) if (given2.includes(mode)) rules = modeRules(this.modeSpecs.get(mode), rules);
      this.modeRules.set(key, rules);
    }
    return rules;
  }
};
function subcommandsOf(spec) {
  const own = Object.entries(spec.subcommands).filter(([name2]) => !name2.startsWith("$"));
  const byName = new Map(own);
  const result = /* @__PURE__ */ new Map();
  for (const [name2, entry] of own) {
    let sub = entry;
    if (spec.mentionOthers && sub.subcommands && sub.mentionOthers === void 0) sub = { ...sub, mentionOthers: true };
    if (sub.same) {
      const sibling = byName.get(sub.same);
      sub = (sibling !== void 0 && sibling !== entry ? sibling : namedSpec(sub.same)) ?? sub;
    }
    if (spec.shareOptions) {
      sub = {
        ...sub,
        valued: [...spec.valued ?? [], ...sub.valued ?? []],
        valuedTwice: [...spec.valuedTwice ?? [], ...sub.valuedTwice ?? []],
        optionalValue: [...spec.optionalValue ?? [], ...sub.optionalValue ?? []],
        optionalNext: [...spec.optionalNext ?? [], ...sub.optionalNext ?? []],
        flags: [...spec.flags ?? [], ...sub.flags ?? []],
        optionRoles: { ...spec.optionRoles, ...sub.optionRoles },
        unknownWith: { ...spec.unknownWith, ...sub.unknownWith },
        attachedValues: [...spec.attachedValues ?? [], ...sub.attachedValues ?? []],
        exactLongOptions: sub.exactLongOptions ?? spec.exactLongOptions,
        singleDashLong: sub.singleDashLong ?? spec.singleDashLong,
        eitherDash: sub.eitherDash ?? spec.eitherDash,
        ignoreCase: sub.ignoreCase ?? spec.ignoreCase,
        specifierSeparator: sub.specifierSeparator ?? spec.specifierSeparator,
        chdir: sub.chdir ?? spec.chdir,
        shareOptions: sub.shareOptions || sub.subcommands !== void 0 ? true : sub.shareOptions
      };
    }
    result.set(name2, sub);
  }
  return result;
}
function namedSpec(name2) {
  const [tool, ...path] = name2.split(" ");
  let spec = fileArgSpec(tool);
  for (const sub of path) spec = spec?.subcommands?.[sub];
  return spec;
}
function modeRules(mode, under) {
  const roles = new Map(under?.roles);
  for (const [name2, spec] of Object.entries(mode.optionRoles ?? {})) {
    const role = roleSpec(spec);
    if (role) roles.set(name2, role);
    else roles.delete(name2);
  }
  const pick = (key) => Object.hasOwn(mode, key) ? mode[key] : void 0;
  return {
    operands: Object.hasOwn(mode, "operands") ? roleSpec(mode.operands) : under?.operands,
    lastOperand: Object.hasOwn(mode, "lastOperand") ? roleSpec(mode.lastOperand) : under?.lastOperand,
    firstOperand: Object.hasOwn(mode, "firstOperand") ? roleSpec(mode.firstOperand) : under?.firstOperand,
    positional: pick("positional")?.map(roleSpec) ?? under?.positional ?? [],
    leading: pick("leading") ?? under?.leading ?? 0,
    leadingRole: Object.hasOwn(mode, "leadingRole") ? roleSpec(mode.leadingRole) : under?.leadingRole,
    roles,
    defaults: pick("defaults")?.map(fallbackOf) ?? under?.defaults ?? [],
    recursive: pick("recursive") ?? under?.recursive ?? false,
    unknown: Object.hasOwn(mode, "unknown") ? mode.unknown : under?.unknown
  };
}
function fallbackOf(spec) {
  return {
    path: spec.path,
    role: roleSpec(spec.role),
    whenOperands: spec.whenOperands,
    whenRecursive: spec.whenRecursive === true,
    unlessStdin: spec.unlessStdin === true,
    unlessOptions: spec.unlessOptions,
    unlessFolderOperand: spec.unlessFolderOperand === true
  };
}
function roleSpec(spec) {
  if (spec === void 0) return void 0;
  const { role, recursive, partial, form } = typeof spec === "string" ? { role: spec, recursive: void 0, partial: false, form: void 0 } : spec;
  if (role === "none") return void 0;
  return { role, recursive, partial: partial === true, form };
}
function roleOf(role, writing) {
  return writing && role.role === "read" ? { ...role, role: "readwrite" } : role;
}
function shortestUnique(value) {
  const bar = value.indexOf("|");
  return bar < 0 ? [value, value] : [value.slice(0, bar), value.slice(bar + 1)];
}
var rulesBySpec = /* @__PURE__ */ new Map();
function rulesOf(spec) {
  let rules = rulesBySpec.get(spec);
  if (!rules) {
    rules = new FileArgRules(spec);
    rulesBySpec.set(spec, rules);
  }
  return rules;
}

// src/bash/tables/entries.json
var entries_default = { links: { ln: {}, link: {}, sln: {}, cp: { with: ["-s", "-l", "-a", "-d", "-P", "-r", "-R", "--archive", "--no-dereference", "--symbolic-link", "--link", "--recursive"] }, mv: {}, rsync: { with: ["-l", "-a", "--links", "--archive"] }, tar: {}, unzip: {}, cpio: {}, git: {} }, entries: { rm: {}, unlink: {}, mv: {}, ln: {}, sed: {}, perl: { with: ["-i"] }, shred: { with: ["-u", "--remove"] } } };

// src/bash/links.ts
var entryTables = entries_default;
var NO_ENTRY_ACTIONS = Object.freeze({ links: false, entries: false });
var linkSpecs;
var entrySpecs;
function specsOf(table) {
  return new Map(Object.entries(table).filter(([name2]) => !name2.startsWith("$")));
}
function entryActions(name2, words) {
  const link = (linkSpecs ??= specsOf(entryTables.links)).get(name2);
  const entry = (entrySpecs ??= specsOf(entryTables.entries)).get(name2);
  if (!link && !entry) return NO_ENTRY_ACTIONS;
  return { links: link !== void 0 && given(link, words), entries: entry !== void 0 && given(entry, words) };
}
var DASH2 = 45;
function given(spec, words) {
  const options = spec.with;
  if (!options) return true;
  for (let i2 = 1; i2 < words.length; i2++) {
    const text = words[i2].value;
    if (text === null || text.length < 2 || text.charCodeAt(0) !== DASH2) continue;
    if (text === "--") break;
    if (text.charCodeAt(1) === DASH2) {
      const eq = text.indexOf("=");
      const name2 = eq > 0 ? text.slice(0, eq) : text;
      if (name2.length > 2 && options.some((option) => option.startsWith(name2))) return true;
      continue;
    }
    for (let j = 1; j < text.length; j++) if (options.includes(`-${text[j]}`)) return true;
  }
  return false;
}
function entryPath(path, base, ctx) {
  const absolute = absolutePath(path, base, ctx.home);
  const slash = absolute.lastIndexOf("/");
  const last = absolute.slice(slash + 1);
  if (last === "" || last === "." || last === "..") return null;
  const parent = canonicalPath(slash === 0 ? "/" : absolute.slice(0, slash), "/", ctx);
  return parent === "/" ? `/${last}` : `${parent}/${last}`;
}
var EarlierLinks = class {
  constructor(fs2) {
    this.fs = fs2;
  }
  fs;
  /** By path: each lookup asks for one, and a call may hold thousands. */
  entries = /* @__PURE__ */ new Map();
  /** Every directory above an entry, so a lookup there knows at once that one lies below. */
  above = /* @__PURE__ */ new Set();
  hits = null;
  get size() {
    return this.entries.size;
  }
  add(entry) {
    if (this.entries.has(entry.path)) return;
    this.entries.set(entry.path, entry);
    for (let slash = entry.path.lastIndexOf("/"); slash > 0; slash = entry.path.lastIndexOf("/", slash - 1)) {
      const directory = entry.path.slice(0, slash);
      if (this.above.has(directory)) break;
      this.above.add(directory);
    }
  }
  /** The entries walks went through since the last call, or null for none. */
  takeHits() {
    const hits = this.hits;
    this.hits = null;
    return hits;
  }
  readSymlink(path) {
    return this.lookupLink(path) ?? null;
  }
  lookupLink(path) {
    const answer = this.fs.lookupLink ? this.fs.lookupLink(path) : this.fs.readSymlink(path);
    const entry = this.entries.get(path);
    if (entry) {
      const hits = this.hits ??= [];
      if (!hits.includes(entry)) hits.push(entry);
    }
    return answer === void 0 && this.above.has(path) ? null : answer;
  }
  isDirectory(path) {
    return this.fs.isDirectory(path);
  }
  linkFreeAnchor(path) {
    const anchor = this.fs.linkFreeAnchor ? this.fs.linkFreeAnchor(path) : null;
    if (anchor === null) return null;
    if (this.entries.has(anchor) || this.entries.has("/")) return null;
    for (let slash = anchor.lastIndexOf("/"); slash > 0; slash = anchor.lastIndexOf("/", slash - 1)) {
      if (this.entries.has(anchor.slice(0, slash))) return null;
    }
    return anchor;
  }
};

// src/bash/nopt.ts
function noptOptions(head, tool) {
  const names = tool.optionNames ?? [];
  const shorthands = tool.shorthands ?? {};
  if (names.includes(head)) return [{ name: `--${head}`, value: null, negated: false }];
  if (Object.hasOwn(shorthands, head)) return [expand(shorthands[head])];
  if (head.length > 1 && [...head].every((letter) => Object.hasOwn(shorthands, letter))) {
    return [...head].map((letter) => expand(shorthands[letter]));
  }
  const option = onlyPrefixed(names, head);
  if (option !== void 0) return [{ name: `--${option}`, value: null, negated: false }];
  const shorthand = onlyPrefixed(Object.keys(shorthands), head);
  if (shorthand !== void 0) return [expand(shorthands[shorthand])];
  let rest = head;
  let negated = false;
  while (rest.startsWith("no-")) {
    rest = rest.slice(3);
    negated = !negated;
  }
  if (rest === head) return [];
  const negatedOption = names.includes(rest) ? rest : onlyPrefixed(names, rest);
  return negatedOption === void 0 ? [] : [{ name: `--${negatedOption}`, value: null, negated }];
}
function expand(expansion) {
  const space = expansion.indexOf(" ");
  const name2 = space < 0 ? expansion : expansion.slice(0, space);
  const value = space < 0 ? null : expansion.slice(space + 1);
  if (name2.startsWith("--no-")) return { name: `--${name2.slice(5)}`, value, negated: true };
  return { name: name2, value, negated: false };
}
function onlyPrefixed(names, prefix) {
  let found;
  for (const name2 of names) {
    if (!name2.startsWith(prefix)) continue;
    if (found !== void 0) return void 0;
    found = name2;
  }
  return found;
}
function exactOptions(text, tool) {
  const eq = text.indexOf("=");
  const head = eq < 0 ? text : text.slice(0, eq);
  const value = eq < 0 ? null : text.slice(eq + 1);
  const shorthands = tool.shorthands ?? {};
  const key = head.slice(head.startsWith("--") ? 2 : 1);
  if (Object.hasOwn(shorthands, key)) {
    return value === null ? [expand(shorthands[key])] : [];
  }
  if (!head.startsWith("--")) return [];
  const names = tool.optionNames ?? [];
  if (names.includes(key)) return [{ name: head, value, negated: false }];
  if (key.startsWith("no-") && names.includes(key.slice(3))) return [{ name: `--${key.slice(3)}`, value, negated: true }];
  return [];
}
var SWITCH_VALUES = /* @__PURE__ */ new Set(["true", "false", "null", "always"]);
function scanNopt(words, start2, table) {
  const options = [];
  const operands = [];
  const exact = table.exactOptions === true;
  const unsupported = table.unsupported ?? [];
  let i2 = start2;
  let ended = false;
  while (i2 < words.length) {
    const word = words[i2];
    const text = word.value;
    if (text === null || !text.startsWith("-") || text === "-") break;
    if (exact ? text === "--" : /^-{2,}$/.test(text)) {
      i2++;
      ended = true;
      break;
    }
    const next = words[i2 + 1];
    const eq = text.startsWith("--") ? text.indexOf("=") : -1;
    const written = eq > 0 ? text.slice(0, eq) : text;
    if (unsupported.includes(written)) return { kind: "unsupported", option: text };
    if (table.queries?.includes(written)) return { kind: "query", option: text };
    if (table.valued?.includes(written)) {
      if (eq > 0) options.push({ name: written, value: text.slice(eq + 1), words: [word] });
      else if (!next) return { kind: "unknown", option: text };
      else options.push({ name: written, value: next.value, words: [word, next] });
      i2 += eq > 0 ? 1 : 2;
      continue;
    }
    if (table.flags?.includes(text)) {
      options.push({ name: text, value: null, words: [word] });
      i2++;
      continue;
    }
    const read = exact ? exactOptions(text, table.nopt) : noptWord(text, table.nopt);
    if (read.length === 0) return { kind: "unknown", option: text };
    for (const option of read) {
      if (option.negated) continue;
      if (unsupported.includes(option.name)) return { kind: "unsupported", option: text };
      if (table.queries?.includes(option.name)) return { kind: "query", option: text };
    }
    for (let k = 0; k < read.length - 1; k++) options.push({ name: optionName(read[k]), value: read[k].value, words: [word] });
    const last = read[read.length - 1];
    i2++;
    if (!last.negated && last.value === null && table.nopt.valuedNames?.includes(last.name.slice(2))) {
      if (!next || exact && (next.value === null || next.value.startsWith("-"))) return { kind: "unknown", option: text };
      options.push({ name: last.name, value: next.value, words: [word, next] });
      i2++;
      continue;
    }
    options.push({ name: optionName(last), value: last.value, words: [word] });
    if (last.value !== null || !next || next.value === null) continue;
    if (exact && last.negated && !next.value.startsWith("-")) {
      operands.push(next);
      i2++;
    } else if (!exact && SWITCH_VALUES.has(next.value)) {
      i2++;
    }
  }
  return { kind: "ok", options, rest: i2, ended, operands };
}
function optionName(option) {
  return option.negated ? `--no-${option.name.slice(2)}` : option.name;
}
function noptWord(text, tool) {
  const eq = text.indexOf("=");
  const head = (eq < 0 ? text : text.slice(0, eq)).replace(/^-+/, "");
  if (head === "") return [];
  const read = noptOptions(head, tool);
  if (eq < 0 || read.length === 0) return read;
  const last = read[read.length - 1];
  return last.value === null ? [...read.slice(0, -1), { ...last, value: text.slice(eq + 1) }] : read;
}

// src/bash/floors.ts
function detectFloors(input) {
  if (input.floors.length === 0) return [];
  const hits = [];
  for (const floor of compiledFloors(input.floors)) {
    if (meetsFloor(floor, input)) hits.push(floor.name);
  }
  return hits;
}
var NO_OPTIONS = Object.freeze([]);
var compiledByList = /* @__PURE__ */ new Map();
function compiledFloors(floors2) {
  let list = compiledByList.get(floors2);
  if (!list) {
    list = floors2.map(compileFloor);
    compiledByList.set(floors2, list);
  }
  return list;
}
function compileFloor(floor) {
  const optionNames = floor.options ?? [];
  return {
    name: floor.name,
    global: floor.where === "global",
    subcommand: floor.where.startsWith("subcommand:") ? floor.where.slice("subcommand:".length) : null,
    always: floor.always === true,
    optionNames,
    options: optionNames.map((name2) => ({ name: name2, withValue: `${name2}=`, short: name2.length === 2 && name2.startsWith("-"), noClusters: floor.noClusters === true })),
    byOperand: floor.operands !== void 0 || floor.operandPrefixes !== void 0 || floor.operandIncludes !== void 0,
    operands: floor.operands,
    operandPrefixes: floor.operandPrefixes?.map((p) => p.toLowerCase()) ?? [],
    operandIncludes: floor.operandIncludes?.map((p) => p.toLowerCase()) ?? [],
    valueRequired: floor.valueRequired === true,
    valuePrefixes: floor.valuePrefixes?.map((p) => p.toLowerCase()),
    valueIncludes: floor.valueIncludes,
    outsideWorkspace: floor.outsideWorkspace === true,
    otherOptions: floor.otherOptions ?? []
  };
}
function meetsFloor(floor, input) {
  const words = input.words;
  if (floor.global) {
    for (const option of input.subcommand?.globals ?? NO_OPTIONS) {
      if (floor.optionNames.includes(option.name) && valueQualifies(floor, option.value, input)) return true;
    }
    return false;
  }
  let start2 = 1;
  if (floor.subcommand !== null) {
    const subcommand = input.subcommand;
    if (!subcommand || subcommand.subcommandIndex < 0 || subcommand.path !== floor.subcommand) return false;
    if (floor.always) return true;
    start2 = subcommand.afterSubcommand;
  }
  if (floor.always) return true;
  if (floor.byOperand) return meetsOperands(floor, words, start2);
  const nopt = input.spelling?.optionSpelling === "nopt" ? input.spelling : void 0;
  for (let i2 = start2; i2 < words.length; i2++) {
    const text = words[i2].value;
    if (text === null) continue;
    if (nopt) {
      if (/^-{2,}$/.test(text)) break;
      if (meetsNoptWord(floor, text, words[i2 + 1], nopt, input)) return true;
      continue;
    }
    for (const option of floor.options) {
      const value = optionValue(option, text, words[i2 + 1], floor.otherOptions);
      if (value !== void 0 && valueQualifies(floor, value, input)) return true;
    }
  }
  return false;
}
function meetsNoptWord(floor, text, next, tool, input) {
  if (text.length < 2 || text.charCodeAt(0) !== 45) return false;
  const eq = text.indexOf("=");
  const head = (eq < 0 ? text : text.slice(0, eq)).replace(/^-+/, "");
  if (head === "") return false;
  const tail = eq < 0 ? "" : text.slice(eq);
  const spelled = noptOptions(head, tool);
  for (let k = 0; k < spelled.length; k++) {
    const last = k === spelled.length - 1;
    const option = spelled[k];
    if (option.negated || !floor.optionNames.includes(option.name)) continue;
    const value = option.value ?? (last ? tail !== "" ? tail.slice(1) : next?.value ?? null : null);
    if (valueQualifies(floor, value, input)) return true;
  }
  return false;
}
function meetsOperands(floor, words, start2) {
  let first = true;
  for (let i2 = start2; i2 < words.length; i2++) {
    const operand = words[i2].value;
    if (operand === null || operand.startsWith("-")) continue;
    if (first && floor.operands?.includes(operand)) return true;
    first = false;
    if (floor.operandPrefixes.length === 0 && floor.operandIncludes.length === 0) continue;
    const lower = operand.toLowerCase();
    for (const prefix of floor.operandPrefixes) if (lower.startsWith(prefix)) return true;
    const squeezed = floor.operandIncludes.length > 0 ? lower.replace(/\s+\(/g, "(").replace(/\s+/g, " ") : "";
    for (const part of floor.operandIncludes) if (squeezed.includes(part)) return true;
  }
  return false;
}
function optionValue(option, text, next, otherOptions) {
  const name2 = option.name;
  if (text.charCodeAt(0) !== name2.charCodeAt(0)) return void 0;
  if (text === name2) return next?.value ?? null;
  if (text.startsWith(option.withValue)) return text.slice(option.withValue.length);
  if (option.short) {
    if (text.startsWith("--")) return void 0;
    if (option.noClusters) return text.startsWith(name2) ? text.slice(name2.length) : void 0;
    const at = text.indexOf(name2[1], 1);
    if (at < 0) return void 0;
    return at + 1 < text.length ? text.slice(at + 1) : next?.value ?? null;
  }
  if (!name2.startsWith("--") || !text.startsWith("--")) return void 0;
  const eq = text.indexOf("=");
  const written = eq < 0 ? text : text.slice(0, eq);
  if (written.length < 3 || !name2.startsWith(written) || otherOptions.includes(written)) return void 0;
  return eq < 0 ? next?.value ?? null : text.slice(eq + 1);
}
function valueQualifies(floor, value, input) {
  if (floor.valueRequired && (value === null || value === "")) return false;
  if (floor.valueIncludes && value !== null && !floor.valueIncludes.some((part) => value.includes(part))) return false;
  if (floor.valuePrefixes) {
    if (value === null) return true;
    if (!hasValuePrefix(floor.valuePrefixes, value.replace(/["']/g, "").trim().toLowerCase())) return false;
  }
  if (floor.outsideWorkspace) {
    if (value === null) return true;
    if (input.cwds.unknown && !value.startsWith("/") && !value.startsWith("~")) return true;
    for (const dir of input.cwds.dirs) if (!isWithin(canonicalPath(value, dir, input.ctx), input.ctx.workspace)) return true;
    return false;
  }
  return true;
}
function hasValuePrefix(prefixes, lower) {
  for (const p of prefixes) {
    if (lower.startsWith(p) && (lower.length === p.length || lower[p.length] === "=" || lower[p.length] === " ")) return true;
  }
  return false;
}
function floorsUnknownWordsMayMeet(input) {
  if (input.floors.length === 0) return [];
  const words = input.words;
  let anyUnknown = false;
  for (let i2 = 1; i2 < words.length && !anyUnknown; i2++) if (words[i2].value === null) anyUnknown = true;
  if (!anyUnknown) return [];
  const hits = [];
  for (const floor of compiledFloors(input.floors)) {
    if (floor.global || floor.always) continue;
    let start2 = 1;
    if (floor.subcommand !== null) {
      const subcommand = input.subcommand;
      if (!subcommand || subcommand.subcommandIndex < 0 || subcommand.path !== floor.subcommand) continue;
      start2 = subcommand.afterSubcommand;
    }
    for (let i2 = start2; i2 < words.length; i2++) {
      const word = words[i2];
      if (word.value === "--") break;
      if (word.value !== null) continue;
      if (floor.byOperand ? true : mayBeOption(floor, word.raw)) {
        hits.push({ floor: floor.name, word });
        break;
      }
    }
  }
  return hits;
}
function mayBeOption(floor, raw) {
  const cut = raw.search(/[$`"'\\]/);
  const head = cut < 0 ? raw : raw.slice(0, cut);
  if (head === "") return true;
  if (!head.startsWith("-")) return false;
  for (const option of floor.options) {
    if (option.name.startsWith(head) || head.startsWith(option.withValue) || head === option.name) return true;
    if (option.short && !head.startsWith("--") && head.includes(option.name[1], 1)) return true;
  }
  return false;
}

// src/bash/options.ts
function scanOptions(words, start2, table) {
  if (table.nopt) return scanNopt(words, start2, table);
  const rules = rulesOf2(table);
  if (rules.wholeWords) return scanWholeWords(words, start2, rules);
  const options = [];
  let i2 = start2;
  let ended = false;
  while (i2 < words.length) {
    const word = words[i2];
    const text = word.value;
    if (text === null || !text.startsWith("-") || text === "-") break;
    if (text === "--") {
      i2++;
      ended = true;
      break;
    }
    const eq = text.indexOf("=");
    const name2 = text.startsWith("--") && eq > 0 ? text.slice(0, eq) : text;
    if (rules.unsupported.length > 0 && (rules.unsupported.includes(name2) || rules.unsupported.includes(text.slice(0, 2)))) {
      return { kind: "unsupported", option: text };
    }
    if (rules.queries.includes(name2)) return { kind: "query", option: text };
    if (text.startsWith("--")) {
      if (eq > 0) {
        if (!rules.valued.includes(name2) && !rules.flags.includes(name2) && !rules.optionalValue.includes(name2)) return { kind: "unknown", option: text };
        options.push({ name: name2, value: text.slice(eq + 1), words: [word] });
        i2++;
        continue;
      }
      if (rules.valued.includes(text)) {
        const next = words[i2 + 1];
        if (!next) return { kind: "unknown", option: text };
        options.push({ name: text, value: next.value, words: [word, next] });
        i2 += 2;
        continue;
      }
      if (rules.valuedTwice.length > 0 && rules.valuedTwice.includes(text)) {
        const name3 = words[i2 + 1];
        const value = words[i2 + 2];
        if (!name3 || !value) return { kind: "unknown", option: text };
        options.push({ name: text, value: value.value, words: [word, name3, value] });
        i2 += 3;
        continue;
      }
      if (rules.flags.includes(text) || rules.optionalValue.includes(text)) {
        options.push({ name: text, value: null, words: [word] });
        i2++;
        continue;
      }
      return { kind: "unknown", option: text };
    }
    const attachedOnly = attachedOption(rules.attachedOnly, text);
    if (attachedOnly !== void 0) {
      options.push({ name: attachedOnly, value: text.slice(attachedOnly.length + 1), words: [word] });
      i2++;
      continue;
    }
    if (rules.numericFlag && /^-\d+$/.test(text)) {
      options.push({ name: "-N", value: text.slice(1), words: [word] });
      i2++;
      continue;
    }
    const short = scanShortCluster(words, i2, rules);
    if (short.kind !== "ok") return short;
    for (const option of short.options) options.push(option);
    i2 = short.next;
  }
  return { kind: "ok", options, rest: i2, ended };
}
function scanWholeWords(words, start2, rules) {
  const options = [];
  let i2 = start2;
  let ended = false;
  while (i2 < words.length) {
    const word = words[i2];
    const text = word.value;
    if (text === null || !text.startsWith("-") || text === "-") break;
    if (rules.unsupported.includes(text)) return { kind: "unsupported", option: text };
    if (rules.queries.includes(text)) return { kind: "query", option: text };
    if (text === "--") {
      i2++;
      ended = true;
      break;
    }
    if (rules.valued.includes(text)) {
      const next = words[i2 + 1];
      if (!next) return { kind: "unknown", option: text };
      options.push({ name: text, value: next.value, words: [word, next] });
      i2 += 2;
      continue;
    }
    if (!rules.flags.includes(text)) return { kind: "unknown", option: text };
    options.push({ name: text, value: null, words: [word] });
    i2++;
  }
  return { kind: "ok", options, rest: i2, ended };
}
function scanPermuted(words, start2, table) {
  const options = [];
  const operands = [];
  let i2 = start2;
  while (i2 < words.length) {
    const scan = scanOptions(words, i2, table);
    if (scan.kind !== "ok") return scan;
    for (const option of scan.options) options.push(option);
    for (const operand of scan.operands ?? []) operands.push(operand);
    if (scan.ended) {
      for (let j = scan.rest; j < words.length; j++) operands.push(words[j]);
      break;
    }
    if (scan.rest >= words.length) break;
    const word = words[scan.rest];
    if (word.value === null) return { kind: "non-static", word };
    operands.push(word);
    i2 = scan.rest + 1;
  }
  return { kind: "ok", options, operands };
}
function attachedOption(attachedOnly, text) {
  for (const option of attachedOnly) if (text.startsWith(option) && text[option.length] === "=") return option;
  return void 0;
}
function scanShortCluster(words, i2, rules) {
  const word = words[i2];
  const text = word.value;
  const options = [];
  for (let j = 1; j < text.length; j++) {
    const name2 = `-${text[j]}`;
    if (rules.unsupported.includes(name2)) return { kind: "unsupported", option: text };
    if (rules.optionalValue.includes(name2)) {
      const attached = text.slice(j + 1);
      options.push({ name: name2, value: attached === "" ? null : attached, words: [word] });
      return { kind: "ok", options, next: i2 + 1 };
    }
    if (rules.valued.includes(name2)) {
      const attached = text.slice(j + 1);
      if (attached !== "") {
        options.push({ name: name2, value: attached, words: [word] });
        return { kind: "ok", options, next: i2 + 1 };
      }
      const next = words[i2 + 1];
      if (!next) return { kind: "unknown", option: text };
      options.push({ name: name2, value: next.value, words: [word, next] });
      return { kind: "ok", options, next: i2 + 2 };
    }
    if (rules.flags.includes(name2)) {
      options.push({ name: name2, value: null, words: [word] });
      continue;
    }
    return { kind: "unknown", option: text };
  }
  return { kind: "ok", options, next: i2 + 1 };
}
var NONE = Object.freeze([]);
var rulesByTable = /* @__PURE__ */ new Map();
function rulesOf2(table) {
  let rules = rulesByTable.get(table);
  if (!rules) {
    rules = {
      flags: table.flags ?? NONE,
      valued: table.code ? [...table.valued ?? NONE, ...table.code] : table.valued ?? NONE,
      unsupported: table.unsupported ?? NONE,
      queries: table.queries ?? NONE,
      numericFlag: table.numericFlag === true,
      attachedOnly: table.attachedOnly ?? NONE,
      optionalValue: table.optionalValue ?? NONE,
      wholeWords: table.wholeWords === true,
      valuedTwice: table.valuedTwice ?? NONE
    };
    rulesByTable.set(table, rules);
  }
  return rules;
}

// src/bash/words.ts
function expandsTilde(word) {
  if (word.expandsTilde === true) return true;
  const raw = word.raw;
  if (raw.charCodeAt(0) !== 126) return false;
  const slash = raw.indexOf("/");
  const prefix = slash < 0 ? raw : raw.slice(0, slash);
  return !/['"\\$`]/.test(prefix);
}
var scratch = { glob: false, unquoted: "" };
function evaluateWord(node) {
  const plain = plainWord(node);
  if (plain) return plain;
  const state = scratch;
  state.glob = false;
  state.unquoted = "";
  const value = staticValue(node, state);
  const raw = node.text;
  if (raw.includes("{") && hasUnquotedBrace(node)) {
    const braces = braceWords(node);
    if (braces !== void 0) return { node, raw, value: null, glob: state.glob, braces };
  }
  const tilde = value !== null && state.unquoted.startsWith("~") && /^~[^/]/.test(state.unquoted);
  return { node, raw, value: tilde ? null : value, glob: state.glob };
}
var BACKSLASH = 92;
var OPEN_BRACE = 123;
var TILDE = 126;
var STAR = 42;
var QUESTION = 63;
var OPEN_BRACKET = 91;
function plainWord(node) {
  const word = node.type === "word" ? node : node.type === "command_name" && node.children.length === 1 ? node.children[0] : null;
  if (!word || word.type !== "word") return null;
  const text = word.text;
  if (text.charCodeAt(0) === TILDE) return null;
  let glob = false;
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text.charCodeAt(i2);
    if (c === BACKSLASH || c === OPEN_BRACE) return null;
    if (c === STAR || c === QUESTION || c === OPEN_BRACKET) glob = true;
  }
  const raw = word === node || word.startIndex === node.startIndex && word.endIndex === node.endIndex ? text : node.text;
  return { node, raw, value: text, glob };
}
function staticValue(node, state) {
  switch (node.type) {
    case "command_name": {
      let out2 = "";
      for (const child of node.namedChildren) {
        if (!child) continue;
        const part = staticValue(child, state);
        if (part === null) return null;
        out2 += part;
      }
      return out2;
    }
    case "word":
      state.unquoted += node.text;
      return unquotedValue(node.text, state);
    case "number":
      state.unquoted += node.text;
      return node.text;
    case "raw_string":
      return node.text.slice(1, -1);
    case "ansi_c_string":
      return ansiCValue(node.text.slice(2, -1));
    case "string":
      return doubleQuotedValue(node);
    case "translated_string": {
      const inner = node.namedChildren[0];
      return inner ? staticValue(inner, state) : "";
    }
    case "concatenation": {
      let out2 = "";
      const children = node.children;
      for (let i2 = 0; i2 < children.length; i2++) {
        const child = children[i2];
        if (dollarBeforeString(child, children[i2 + 1])) continue;
        const part = staticValue(child, state);
        if (part === null) return null;
        out2 += part;
      }
      return out2;
    }
    default:
      return null;
  }
}
function dollarBeforeString(part, next) {
  return part.type === "$" && !part.isNamed && next !== void 0 && next.type === "string" && next.startIndex === part.endIndex;
}
function unquotedValue(text, state) {
  if (!text.includes("\\")) {
    if (text.includes("*") || text.includes("?") || text.includes("[")) state.glob = true;
    return text;
  }
  let out2 = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c === "\\") {
      const next = text[i2 + 1];
      if (next === void 0) break;
      i2++;
      if (next === "\n") continue;
      out2 += next;
      continue;
    }
    if (c === "*" || c === "?" || c === "[") state.glob = true;
    out2 += c;
  }
  return out2;
}
function doubleQuotedValue(node) {
  let out2 = "";
  for (const child of node.children) {
    if (!child) continue;
    if (!child.isNamed) {
      if (child.type === '"') continue;
      out2 += child.text;
      continue;
    }
    if (child.type !== "string_content") return null;
    out2 += doubleQuotedContent(child.text);
  }
  return out2;
}
function doubleQuotedContent(text) {
  if (!text.includes("\\")) return text;
  let out2 = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    const next = text[i2 + 1];
    if (c === "\\" && next !== void 0 && '$`"\\\n'.includes(next)) {
      i2++;
      if (next !== "\n") out2 += next;
      continue;
    }
    out2 += c;
  }
  return out2;
}
var ANSI_C_ESCAPES = {
  a: "\x07",
  b: "\b",
  e: "\x1B",
  E: "\x1B",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "	",
  v: "\v",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "?": "?"
};
function ansiCValue(text) {
  if (!/\\(?:x[89a-fA-F]|[0-7])/.test(text)) return ansiCText(text);
  const bytes = [];
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c !== "\\" || i2 + 1 >= text.length) {
      pushText(bytes, c);
      continue;
    }
    const next = text[++i2];
    if (next === "x") {
      const hex = /^[0-9a-fA-F]{1,2}/.exec(text.slice(i2 + 1))?.[0] ?? "";
      if (hex === "") pushText(bytes, "\\x");
      else bytes.push(Number.parseInt(hex, 16));
      i2 += hex.length;
    } else if (next >= "0" && next <= "7") {
      const oct = /^[0-7]{1,3}/.exec(text.slice(i2))[0];
      bytes.push(Number.parseInt(oct, 8) & 255);
      i2 += oct.length - 1;
    } else {
      const part = ansiCText(text.slice(i2 - 1, i2 + 1 + escapeLength(text, i2)));
      if (part === null) return null;
      pushText(bytes, part);
      i2 += escapeLength(text, i2);
    }
  }
  const nul = bytes.indexOf(0);
  try {
    return STRICT_UTF8.decode(Uint8Array.from(nul < 0 ? bytes : bytes.slice(0, nul)));
  } catch {
    return null;
  }
}
var UTF8 = new TextEncoder();
var STRICT_UTF8 = new TextDecoder("utf-8", { fatal: true });
function pushText(bytes, text) {
  for (const byte of UTF8.encode(text)) bytes.push(byte);
}
function escapeLength(text, i2) {
  const letter = text[i2];
  if (letter === "u" || letter === "U") return /^[0-9a-fA-F]*/.exec(text.slice(i2 + 1, i2 + 1 + (letter === "u" ? 4 : 8)))[0].length;
  if (letter === "c" && i2 + 1 < text.length) return 1;
  return 0;
}
function ansiCText(text) {
  let out2 = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c !== "\\" || i2 + 1 >= text.length) {
      out2 += c;
      continue;
    }
    const next = text[++i2];
    if (next in ANSI_C_ESCAPES) {
      out2 += ANSI_C_ESCAPES[next];
    } else if (next === "x" || next === "u" || next === "U") {
      const max = next === "x" ? 2 : next === "u" ? 4 : 8;
      const hex = /^[0-9a-fA-F]+/.exec(text.slice(i2 + 1, i2 + 1 + max))?.[0] ?? "";
      const point = Number.parseInt(hex, 16);
      if (hex === "") out2 += `\\${next}`;
      else if (point > 1114111 || point >= 55296 && point <= 57343) return null;
      else out2 += String.fromCodePoint(point);
      i2 += hex.length;
    } else if (next >= "0" && next <= "7") {
      const oct = /^[0-7]{1,3}/.exec(text.slice(i2))[0];
      out2 += String.fromCharCode(Number.parseInt(oct, 8) & 255);
      i2 += oct.length - 1;
    } else if (next === "c" && i2 + 1 < text.length) {
      out2 += String.fromCharCode(text.charCodeAt(++i2) & 31);
    } else {
      out2 += `\\${next}`;
    }
  }
  const nul = out2.indexOf("\0");
  return nul < 0 ? out2 : out2.slice(0, nul);
}
function hasUnquotedBrace(node) {
  const type = node.type;
  if (type === "concatenation" || type === "command_name") {
    for (const child of node.children) if (hasUnquotedBrace(child)) return true;
    return false;
  }
  return (!node.isNamed || type === "word" || type === "number" || type === "brace_expression") && node.text.includes("{");
}
function braceWords(node) {
  const units = [];
  if (!braceUnits(node, units) || !units.some((unit) => unit.active && unit.c === "{")) return void 0;
  const expanded = expandBraces(units);
  if (!expanded) return expanded;
  const words = [];
  for (const word of expanded) if (word.length > 0) words.push(wordOfUnits(node, word));
  return words;
}
function braceUnits(node, units) {
  switch (node.type) {
    case "command_name":
    case "concatenation": {
      const children = node.children;
      for (let i2 = 0; i2 < children.length; i2++) {
        const child = children[i2];
        if (dollarBeforeString(child, children[i2 + 1])) continue;
        if (!braceUnits(child, units)) return false;
      }
      return true;
    }
    case "word":
    case "number":
    case "brace_expression":
      unquotedUnits(node.text, units);
      return true;
    case "raw_string":
      return quotedUnits(node.text.slice(1, -1), units);
    case "ansi_c_string":
      return quotedUnits(ansiCValue(node.text.slice(2, -1)), units, node.text);
    case "string":
      return quotedUnits(doubleQuotedValue(node), units, node.text);
    case "translated_string": {
      const inner = node.namedChildren[0];
      return quotedUnits(inner ? doubleQuotedValue(inner) : "", units, node.text);
    }
    case "simple_expansion":
    case "expansion":
    case "command_substitution":
    case "process_substitution":
    case "arithmetic_expansion":
      units.push({ c: node.text, active: false, escaped: false, opaque: true });
      return true;
    default:
      if (node.isNamed) return false;
      unquotedUnits(node.text, units);
      return true;
  }
}
function unquotedUnits(text, units) {
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c !== "\\") {
      units.push({ c, active: true, escaped: false, opaque: false });
      continue;
    }
    const next = text[++i2];
    if (next !== void 0 && next !== "\n") units.push({ c: next, active: false, escaped: true, opaque: false });
  }
}
function quotedUnits(value, units, raw = "") {
  if (value === null) units.push({ c: raw, active: false, escaped: false, opaque: true });
  else if (value === "") units.push({ c: "", active: false, escaped: false, opaque: false });
  else for (const c of value) units.push({ c, active: false, escaped: false, opaque: false });
  return true;
}
var EXPANDS_AFTER_DOLLAR = /[A-Za-z0-9_@*#?$!{(\[-]/;
function wordOfUnits(node, units) {
  let value = "";
  let known = true;
  let glob = false;
  for (let i2 = 0; i2 < units.length; i2++) {
    const unit = units[i2];
    value += unit.c;
    if (unit.opaque) known = false;
    if (!unit.active) continue;
    const next = units[i2 + 1];
    if (unit.c === "*" || unit.c === "?" || unit.c === "[") glob = true;
    else if (unit.c === "$" && next?.active && EXPANDS_AFTER_DOLLAR.test(next.c)) known = false;
    else if (unit.c === "~" && i2 === 0 && next?.active && next.c !== "/") known = false;
  }
  return { node, raw: value, value: known ? value : null, glob };
}
function wordText(word) {
  return word.value ?? word.raw.replace(/\s+/g, " ");
}
function joinWords(words) {
  let out2 = words.length > 0 ? wordText(words[0]) : "";
  for (let i2 = 1; i2 < words.length; i2++) out2 += ` ${wordText(words[i2])}`;
  return out2;
}

// src/bash/subcommands.ts
function parseSubcommand(words, tool) {
  let start2 = 1;
  const toolchain = [];
  const first = words[1]?.value;
  if (tool.toolchainPrefix && first?.startsWith(tool.toolchainPrefix)) {
    toolchain.push({ name: tool.toolchainPrefix, value: first.slice(tool.toolchainPrefix.length), words: [words[1]] });
    start2 = 2;
  }
  const group = words[start2]?.value;
  const groupWords = tool.group && group && !group.startsWith("-") ? 1 : 0;
  const scan = scanOptions(words, start2 + groupWords, tool);
  if (scan.kind !== "ok") {
    const unknownOption = "option" in scan ? scan.option : void 0;
    return { globals: toolchain, subcommandIndex: -1, afterSubcommand: -1, path: null, stripped: null, canonical: null, unknownOption };
  }
  const subcommandIndex = scan.rest < words.length ? scan.rest : -1;
  const globals = toolchain.length > 0 ? [...toolchain, ...scan.options] : scan.options;
  const setAside = globals.length > 0 || scan.ended;
  const stripped = setAside ? [words[0], ...words.slice(start2, start2 + groupWords), ...words.slice(scan.rest)] : null;
  const own = stripped ?? words;
  const resolved = resolveSubcommand(tool, own, 1);
  if (!resolved) return { globals, subcommandIndex, afterSubcommand: subcommandIndex < 0 ? -1 : subcommandIndex + 1, path: null, stripped, canonical: null };
  const afterSubcommand = scan.rest + resolved.written - groupWords;
  let canonical = null;
  if (resolved.renamed) {
    const node = own[1].node;
    canonical = [own[0], ...resolved.names.map((name2) => ({ node, raw: name2, value: name2, glob: false })), ...own.slice(1 + resolved.written)];
  }
  return { globals, subcommandIndex, afterSubcommand, path: resolved.names.join(" "), stripped, canonical };
}
function subcommandNamed(words, tool) {
  const resolved = resolveSubcommand(tool, words, 1);
  if (!resolved?.renamed) return null;
  let text = words[0].value ?? "";
  for (const name2 of resolved.names) text += ` ${name2}`;
  for (let i2 = 1 + resolved.written; i2 < words.length; i2++) text += ` ${wordText(words[i2])}`;
  return text;
}
function subcommandRenamed(text, lastCut) {
  const words = text.split(" ");
  const tool = subcommandTool(words[0]);
  if (!tool || !tool.aliases && !tool.abbreviations && !tool.camelCase) return null;
  const whole = lastCut ? words.length - 1 : words.length;
  const values = words.slice(0, whole).map((value) => ({ value }));
  const resolved = resolveSubcommand(tool, values, 1);
  if (!resolved?.renamed) return null;
  return [words[0], ...resolved.names, ...words.slice(1 + resolved.written)].join(" ");
}
function resolveSubcommand(tool, words, at) {
  const first = words[at]?.value;
  if (first === null || first === void 0) return null;
  const second = words[at + 1]?.value ?? null;
  const aliases = tool.aliases;
  const pair = second !== null && aliases ? aliases[`${first} ${second}`] : void 0;
  if (pair !== void 0) return { written: 2, names: pair.split(" "), renamed: true };
  const own = ownName(tool, first);
  const names = own.split(" ");
  if (tool.group && second !== null) {
    const inGroup = aliases?.[`${own} ${second}`];
    const groupNames = inGroup !== void 0 ? inGroup.split(" ") : [...names, second];
    return { written: 2, names: groupNames, renamed: own !== first || inGroup !== void 0 };
  }
  return { written: 1, names, renamed: own !== first };
}
function ownName(tool, word) {
  let name2 = word;
  if (tool.camelCase && /[A-Z]/.test(name2)) name2 = name2.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  if (tool.commands?.includes(name2)) return name2;
  const aliases = tool.aliases;
  const alias = aliases?.[name2];
  if (alias !== void 0) return alias;
  if (tool.abbreviations && tool.commands) {
    let found;
    let count = 0;
    for (const candidate of tool.commands) if (candidate.startsWith(name2)) found = candidate, count++;
    if (aliases) {
      for (const candidate of Object.keys(aliases)) if (!candidate.includes(" ") && candidate.startsWith(name2)) found = candidate, count++;
    }
    if (count === 1 && found !== void 0) return aliases?.[found] ?? found;
  }
  return word;
}
function rawPrefixEndsWord(body2) {
  if (body2 === "" || body2.endsWith(" ")) return false;
  const words = body2.split(" ");
  const last = words.length - 1;
  if (last === 0) return true;
  const tool = subcommandTool(words[0]);
  if (!tool) return false;
  let at = 1;
  if (tool.toolchainPrefix && words[1]?.startsWith(tool.toolchainPrefix)) at = 2;
  const groupWords = tool.group && words[at] !== void 0 && !words[at].startsWith("-") ? 1 : 0;
  const firstSubcommand = at;
  at += groupWords;
  while (at < last && words[at].startsWith("-")) {
    if (words[at] === "--") {
      at++;
      break;
    }
    const valued = !words[at].includes("=") && tool.valued.includes(words[at]);
    at += valued ? 2 : 1;
  }
  if (words[last].startsWith("-")) return false;
  return last === firstSubcommand || last === at;
}

// src/bash/variables.ts
var LITERAL_ARITHMETIC = /^[\d\s()+-]*\d[\d\s()+-]*$/;
function isLiteralArithmetic(text) {
  return LITERAL_ARITHMETIC.test(text);
}
function isLiteralSubscript(index) {
  const trimmed = index.trim();
  return trimmed === "@" || trimmed === "*" || isLiteralArithmetic(index);
}
var IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;
function variableName(value) {
  const name2 = IDENTIFIER.exec(value)?.[0];
  if (name2 === void 0) return null;
  const rest = value.slice(name2.length);
  if (rest === "" || rest.startsWith("=") || rest.startsWith("+=")) return { name: name2, subscript: null };
  if (!rest.startsWith("[")) return null;
  let depth = 0;
  for (let i2 = 0; i2 < rest.length; i2++) {
    if (rest[i2] === "[") depth++;
    else if (rest[i2] === "]" && --depth === 0) return { name: name2, subscript: rest.slice(1, i2) };
  }
  return { name: name2, subscript: rest.slice(1) };
}
var NOTHING = Object.freeze({ names: [], integer: null, nameref: null });
var optionTables = /* @__PURE__ */ new Map();
function optionTable(spec) {
  let table = optionTables.get(spec);
  if (!table) {
    table = { flags: spec.flags ?? [], valued: [...spec.valued ?? [], ...spec.nameOptions ?? []] };
    optionTables.set(spec, table);
  }
  return table;
}
function namedVariables(words, spec) {
  const nameOptions = spec.nameOptions ?? [];
  if (spec.expression) {
    const names2 = [];
    for (let i2 = 1; i2 + 1 < words.length; i2++) if (nameOptions.includes(words[i2].value ?? "")) names2.push(words[++i2]);
    return { names: names2, integer: null, nameref: null };
  }
  const read = spec.plusOptions ? words.filter((word, i2) => i2 === 0 || !(word.value !== null && word.value.length > 1 && word.value.startsWith("+"))) : words;
  const scan = scanOptions(read, 1, optionTable(spec));
  if (scan.kind !== "ok") return NOTHING;
  const names = [];
  let integer = null;
  let nameref = null;
  for (const option of scan.options) {
    if (spec.prints?.includes(option.name) || spec.functions?.includes(option.name)) return NOTHING;
    if (spec.integer?.includes(option.name)) integer ??= option.words[0];
    if (spec.nameref?.includes(option.name)) nameref ??= option.words[0];
    if (nameOptions.includes(option.name)) {
      const word = option.words[option.words.length - 1];
      names.push(option.words.length > 1 ? word : { ...word, value: option.value });
    }
  }
  const operands = read.slice(scan.rest);
  if (spec.operands === "all") names.push(...operands);
  else if (spec.operands === "first" && operands[0]) names.push(operands[0]);
  else if (spec.operands === "second" && operands[1]) names.push(operands[1]);
  return { names, integer, nameref };
}

// src/bash/known-values.ts
var UNSAFE_UNQUOTED = /[\s*?[\]{}~\\]/;
var RUNS_UNSEEN_TEXT = /(^|[\s;&|(`])(source|\.|eval)\s/;
function knownValuesOf(root, source) {
  if (!source.includes("=")) return null;
  let byName = null;
  const starts = /* @__PURE__ */ new Set();
  for (const child of root.namedChildren) {
    if (child.type !== "variable_assignment") continue;
    if (child.parent?.children[child.index + 1]?.type === "&") continue;
    const name2 = child.childForFieldName("name");
    const value = child.childForFieldName("value");
    if (!name2 || name2.type !== "variable_name") continue;
    if (source.charCodeAt(name2.endIndex) !== 61) continue;
    const text = value ? evaluateWord(value).value : "";
    if (text === null || text.includes("~") || value?.type === "array") continue;
    const list = (byName ??= /* @__PURE__ */ new Map()).get(name2.text) ?? [];
    list.push({ end: child.endIndex, value: text });
    byName.set(name2.text, list);
    starts.add(child.startIndex);
  }
  if (!byName || RUNS_UNSEEN_TEXT.test(source)) return null;
  for (const name2 of [...byName.keys()]) {
    if (!onlyAssignedAtTop(source, name2, starts)) byName.delete(name2);
  }
  return byName.size === 0 ? null : { byName, ifsMentioned: source.includes("IFS") };
}
function onlyAssignedAtTop(source, name2, starts) {
  const mention = new RegExp(`(?<![A-Za-z0-9_])${name2}(?![A-Za-z0-9_])`, "g");
  for (const found of source.matchAll(mention)) {
    const at = found.index;
    if (starts.has(at)) continue;
    if (source.charCodeAt(at - 1) === 36) continue;
    if (source.slice(at - 2, at) === "${" && source.charCodeAt(at + name2.length) === 125) continue;
    return false;
  }
  return true;
}
function withKnownValue(word, known) {
  const node = word.node;
  let quoted = false;
  const inner = node.type === "command_name" && node.children.length === 1 ? node.children[0] : node;
  let expansion = inner;
  if (inner.type === "string") {
    const named = inner.namedChildren;
    if (named.length !== 1 || inner.children.length !== 3) return word;
    expansion = named[0];
    quoted = true;
  }
  const name2 = variableOf(expansion);
  if (name2 === null) return word;
  const assignments = known.byName.get(name2);
  if (!assignments) return word;
  let value = null;
  for (const assignment of assignments) if (assignment.end <= node.startIndex) value = assignment.value;
  if (value === null) return word;
  if (!quoted && (value === "" || known.ifsMentioned || UNSAFE_UNQUOTED.test(value))) return word;
  return { node, raw: word.raw, value, glob: false };
}
function variableOf(node) {
  if (!node) return null;
  if (node.type === "simple_expansion" && node.children.length === 2 && node.children[1].type === "variable_name") return node.children[1].text;
  if (node.type === "expansion" && node.children.length === 3 && node.children[1].type === "variable_name") return node.children[1].text;
  return null;
}

// src/bash/package-bin.ts
var PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;
var TARBALL = /(?:-\d[^/]*)?\.(?:tgz|tar\.gz|tar)$/;
function packageBin(spec) {
  if (spec === "" || spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("~")) return spec;
  let rest = spec.startsWith("npm:") ? spec.slice(4) : spec;
  const alias = rest.indexOf("@npm:", 1);
  if (alias > 0) rest = rest.slice(alias + 5);
  if (PROTOCOL.test(rest) || !rest.startsWith("@") && rest.includes("/")) return remoteName(rest) || spec;
  const at = rest.indexOf("@", 1);
  const name2 = at > 0 ? rest.slice(0, at) : rest;
  return name2.slice(name2.lastIndexOf("/") + 1) || spec;
}
function remoteName(spec) {
  const path = spec.replace(/#.*$/, "").replace(/\/+$/, "");
  const last = path.slice(Math.max(path.lastIndexOf("/"), path.lastIndexOf(":")) + 1);
  return last.replace(/\.git$/, "").replace(TARBALL, "");
}

// src/bash/wrappers.ts
function readWrapper(all, spec, start2 = 1) {
  const marked = markedWord(all, start2, spec);
  if (marked) return marked;
  const split = commandStart(all, start2, spec);
  const words = split < 0 ? all : all.slice(0, split);
  const tail = split < 0 ? null : all.slice(split + 1);
  const leading = spec.leadingOperand ? words[start2] : void 0;
  if (leading) {
    if (leading.value === null) return { kind: "unclear", word: leading };
    if (!leading.value.startsWith("-")) start2++;
  }
  let options;
  let operands;
  if (spec.permute) {
    const scan = scanPermuted(words, start2, spec);
    if (scan.kind === "non-static") return { kind: "unclear", word: scan.word };
    if (scan.kind !== "ok") return scan.kind === "query" ? { kind: "query" } : { kind: "option", option: scan.option, unsupported: scan.kind === "unsupported" };
    options = scan.options;
    operands = scan.operands;
  } else {
    const scan = scanOptions(words, start2, spec);
    if (scan.kind !== "ok") return scan.kind === "query" ? { kind: "query" } : { kind: "option", option: scan.option, unsupported: scan.kind === "unsupported" };
    options = scan.options;
    operands = scan.operands ? [...scan.operands, ...words.slice(scan.rest)] : words.slice(scan.rest);
  }
  if (spec.loneDash && operands[0]?.value === "-") operands = operands.slice(1);
  if (spec.subcommands) return readSubcommand(all, operands, spec, options);
  for (const option of options) for (let i2 = 1; i2 < option.words.length; i2++) if (mayStandForSeveralWords(option.words[i2])) return { kind: "unclear", word: option.words[i2] };
  let mode = spec.command ?? "argv";
  if (spec.argvWith && options.some((option) => spec.argvWith.includes(option.name))) mode = "argv";
  if (spec.joinedWith && options.some((option) => spec.joinedWith.includes(option.name))) mode = "joined";
  const parts2 = {
    kind: "ok",
    options,
    mode,
    argv: [],
    code: [],
    joined: null,
    assignments: [],
    writes: [],
    extra: [],
    operands: [],
    missingCode: null,
    replace: replaceString(options, spec),
    spec
  };
  for (const option of options) if (spec.code?.includes(option.name)) parts2.code.push(optionValueWord(option));
  const positionals = spec.ownOperands ? operands.length : mode === (spec.command ?? "argv") ? spec.positionals ?? 0 : 0;
  const own = operands.slice(0, positionals);
  let rest = operands.slice(positionals);
  parts2.operands = own;
  if (tail !== null) {
    for (const word of own) if (mayStandForSeveralWords(word)) return { kind: "unclear", word };
    parts2.argv = tail;
  } else if (mode === "code") {
    if (spec.codeOperand && parts2.code.length === 0 && rest.length > 0) parts2.code.push(rest.shift());
    parts2.extra = rest;
    rest = [];
  } else {
    for (const word of own) if (mayStandForSeveralWords(word)) return { kind: "unclear", word };
    if (spec.assignments) {
      let i2 = 0;
      while (i2 < rest.length && rest[i2].value?.includes("=")) i2++;
      if (i2 > 0 && spec.assignments === "settings") return { kind: "option", option: rest[0].value, unsupported: true };
      parts2.assignments = rest.slice(0, i2);
      rest = rest.slice(i2);
    }
    const first = rest[0]?.value;
    if (first && spec.code?.includes(first)) {
      if (rest[1]) parts2.code.push(rest[1]);
      else parts2.missingCode = first;
      parts2.extra = rest.slice(2);
      rest = [];
    }
    const end = spec.commandEnd ? rest.findIndex((word) => word.value !== null && spec.commandEnd.includes(word.value)) : -1;
    if (end >= 0) rest = rest.slice(0, end);
    if (spec.selectorPrefixes) {
      let i2 = 0;
      while (i2 < rest.length && rest[i2].value !== null && spec.selectorPrefixes.some((prefix) => rest[i2].value.startsWith(prefix))) i2++;
      if (rest[i2] && rest[i2].value === null) return { kind: "unclear", word: rest[i2] };
      parts2.operands = [...own, ...rest.slice(0, i2)];
      rest = rest.slice(i2);
    }
    if (spec.environmentSeparator && rest[0]?.value) {
      const value = rest[0].value;
      const cut = value.lastIndexOf(spec.environmentSeparator);
      if (cut >= 0) rest = [{ ...rest[0], value: value.slice(cut + spec.environmentSeparator.length) }, ...rest.slice(1)];
    }
    if (mode === "argv") parts2.argv = rest;
    else if (mode === "joined") parts2.joined = rest;
    else if (mode === "code-or-argv") {
      if (rest.length === 1) parts2.code.push(rest[0]);
      else parts2.argv = rest;
    }
  }
  if (spec.commandPackage && !options.some((option) => spec.packageOptions?.includes(option.name))) {
    const first = parts2.argv[0] ?? parts2.joined?.[0];
    const bin = first?.value && !/\s/.test(first.value) ? packageBin(first.value) : null;
    if (bin !== null && bin !== first.value) parts2.commandName = bin;
  }
  const runs = parts2.argv.length > 0 || parts2.code.length > 0 || (parts2.joined?.length ?? 0) > 0 || spec.noCommand === "shell";
  if (spec.fileOperands === "write" && runs) {
    if (own.length > 0) parts2.writes = own;
    else if (spec.defaultFile) parts2.writes = [{ node: words[0].node, raw: spec.defaultFile, value: spec.defaultFile, glob: false }];
  }
  return parts2;
}
function readSubcommand(words, operands, spec, options) {
  const subcommands = spec.subcommands;
  const word = operands[0];
  let name2 = word ? word.value : spec.defaultSubcommand ?? null;
  if (name2 === null && word) return { kind: "unclear", word };
  if (name2 === null) return { kind: "ok", options, mode: "none", argv: [], code: [], joined: null, assignments: [], writes: [], extra: [], operands: [], missingCode: null, replace: null, spec };
  let entry = Object.hasOwn(subcommands, name2) ? subcommands[name2] : void 0;
  if (typeof entry === "string") {
    name2 = entry;
    entry = subcommands[entry];
  }
  if (!entry || typeof entry === "string") return { kind: "subcommand", word: word ?? words[0] };
  if ((entry.command ?? "argv") === "none" || !word) {
    return { kind: "ok", options, mode: "none", argv: [], code: [], joined: null, assignments: [], writes: [], extra: [], operands: [], missingCode: null, replace: null, spec: entry };
  }
  const reading = readWrapper(words, entry, words.indexOf(word) + 1);
  if (reading.kind === "ok") reading.options = [...options, ...reading.options];
  return reading;
}
var ORDINARY = { kind: "ordinary" };
function readRunner(words, spec, start2 = 1, via = words[0]?.value ?? "") {
  if (!spec.subcommands) return { kind: "runs", via, reading: withShellString(readWrapper(words, spec, start2)) };
  const scan = scanOptions(words, start2, spec);
  if (scan.kind === "query") return ORDINARY;
  if (scan.kind !== "ok") {
    if (!mayNameRunningSubcommand(words, start2, spec)) return ORDINARY;
    return { kind: "runs", via, reading: { kind: "option", option: scan.option, unsupported: scan.kind === "unsupported" } };
  }
  const word = words[scan.rest];
  if (!word) return ORDINARY;
  if (word.value === null) return { kind: "runs", via, reading: { kind: "unclear", word } };
  let name2 = word.value;
  let entry = Object.hasOwn(spec.subcommands, name2) ? spec.subcommands[name2] : void 0;
  if (typeof entry === "string") {
    name2 = entry;
    entry = spec.subcommands[entry];
  }
  if (entry === void 0 || typeof entry === "string") {
    if (spec.otherSubcommands !== "command" || spec.ordinarySubcommands?.includes(name2)) return ORDINARY;
    const argv = words.slice(scan.rest);
    const reading = { kind: "ok", options: scan.options, mode: "argv", argv, code: [], joined: null, assignments: [], writes: [], extra: [], operands: [], missingCode: null, replace: null, spec };
    return { kind: "runs", via, reading };
  }
  const inner = readRunner(words, entry, scan.rest + 1, `${via} ${name2}`);
  if (inner.kind !== "runs" || inner.reading.kind !== "ok") return inner;
  inner.reading.options = [...scan.options, ...inner.reading.options];
  return { ...inner, reading: withShellString(inner.reading) };
}
function withShellString(reading) {
  if (reading.kind !== "ok") return reading;
  const shellStrings2 = reading.spec.shellStringOptions;
  return shellStrings2 && reading.options.some((option) => shellStrings2.includes(option.name)) ? { kind: "query" } : reading;
}
function namedCommand(words, reading) {
  if (reading.commandName === void 0 || words.length === 0) return words;
  return [{ ...words[0], value: reading.commandName }, ...words.slice(1)];
}
function mayNameRunningSubcommand(words, start2, spec) {
  if (spec.otherSubcommands === "command") return true;
  for (let i2 = start2; i2 < words.length; i2++) {
    const value = words[i2].value;
    if (value === null || Object.hasOwn(spec.subcommands, value)) return true;
  }
  return false;
}
function commandStart(words, start2, spec) {
  if (spec.commandAfterDashDash) {
    for (let i2 = start2; i2 < words.length; i2++) if (words[i2].value === "--") return i2;
    return -1;
  }
  const marks = spec.commandOptions;
  if (!marks) return -1;
  for (let i2 = start2; i2 < words.length; i2++) {
    const value = words[i2].value;
    if (value === "--") return -1;
    if (value === null || !marks.includes(value)) continue;
    const before = words[i2 - 1]?.value;
    const twoBefore = words[i2 - 2]?.value;
    if (before && (spec.valued?.includes(before) || spec.valuedTwice?.includes(before))) continue;
    if (twoBefore && spec.valuedTwice?.includes(twoBefore)) continue;
    return i2;
  }
  return -1;
}
function markedWord(words, start2, spec) {
  if (!spec.codeMarkers && !spec.separators) return null;
  for (let i2 = start2; i2 < words.length; i2++) {
    const word = words[i2];
    const text = word.value ?? word.raw;
    for (const marker of spec.codeMarkers ?? []) if (text.includes(marker)) return { kind: "marker", word, marker };
    if (word.value !== null && spec.separators?.includes(word.value)) return { kind: "marker", word, marker: word.value };
  }
  return null;
}
function replaceString(options, spec) {
  if (!spec.replace) return null;
  let found = null;
  for (const option of options) {
    if (!spec.replace.includes(option.name)) continue;
    found = option.words.length > 1 ? option.value ?? "" : option.value ?? spec.defaultReplace ?? "";
  }
  return found;
}
function optionValueWord(option) {
  if (option.words.length > 1) return option.words[1];
  return { ...option.words[0], value: option.value };
}
function mayStandForSeveralWords(word) {
  if (word.value !== null) return false;
  if (word.node.type !== "string") return true;
  return /\$[@*]|\$\{[^}]*\[[@*]\]/.test(word.raw);
}

// src/bash/decompose.ts
var HARMLESS_DEVICES = /* @__PURE__ */ new Set(["/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "/dev/zero"]);
var TRAILING_AWARE = /* @__PURE__ */ new Set(["list", "pipeline", "redirected_statement", "command"]);
var NO_NODES2 = Object.freeze([]);
var CD_OPTIONS = ["-L", "-P", "-e", "-@", "--"];
var FIND_EXEC = ["-exec", "-execdir", "-ok", "-okdir"];
var FIND_FILE_WRITERS = ["-fprint", "-fprint0", "-fprintf", "-fls"];
var FIND_EXPRESSION_OPENERS = /* @__PURE__ */ new Set(["(", ")", "!", ","]);
var DIRECTORY_STACK = /* @__PURE__ */ new Set(["pushd", "popd"]);
var SOURCING = /* @__PURE__ */ new Set(["source", "."]);
var DESCRIPTOR_PATH = /^\/(dev\/stdin$|dev\/fd\/|proc\/[^/]+\/fd\/)/;
var VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var RESERVED_WORDS = /* @__PURE__ */ new Set(["!", "[[", "]]", "{", "}", "case", "coproc", "do", "done", "elif", "else", "esac", "fi", "for", "function", "if", "in", "select", "then", "until", "while"]);
var LONGEST_RESERVED = Math.max(...[...RESERVED_WORDS].map((word) => word.length));
function reservedHead(value) {
  if (value.length <= LONGEST_RESERVED && RESERVED_WORDS.has(value)) return value;
  const limit = Math.min(value.length, LONGEST_RESERVED + 1);
  for (let i2 = 0; i2 < limit; i2++) {
    const c = value.charCodeAt(i2);
    if (c === 32 || c === 9 || c === 10) {
      const head = value.slice(0, i2);
      return RESERVED_WORDS.has(head) ? head : "";
    }
  }
  return "";
}
var COMPOUND_STARTS = /* @__PURE__ */ new Set(["!", "[[", "{", "case", "coproc", "for", "function", "if", "select", "until", "while"]);
var ARITHMETIC_TESTS = /* @__PURE__ */ new Set(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"]);
var NUMERIC_OPERAND = /^"?(?:[-+]?\d+|\$[#?$!]|\$\{#[A-Za-z_][A-Za-z0-9_]*\})"?$/;
var HEREDOC_DELIMITER = /^(?:[^\s'"\\$`;&|()<>]|\\[^\r\n])+$|^'[^'\\\r\n]+'$|^"[^"\\$`\r\n]+"$/;
var QUOTED_ARRAY_ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=\(/;
var ASSIGNMENT_LIKE = /^[A-Za-z_][A-Za-z0-9_]*=~/;
var WORD_ENDS = new Set([..." 	\n;&|()<>"].map((c) => c.charCodeAt(0)));
var LITERAL_LEAVES = /* @__PURE__ */ new Set(["raw_string", "ansi_c_string", "comment", "heredoc_content", "heredoc_start", "heredoc_end", "heredoc_body"]);
function decomposeBash(parser, command, options) {
  const ctx = { workspace: options.workspace, home: options.home, fs: options.fs ?? emptyFileSystem };
  const out2 = { scopes: [], reasons: [] };
  const state = { parser, ctx, out: out2, maxDepth: options.maxDepth ?? 8, nesting: 0, tooDeep: false, found: null, links: null, madeLinks: null, stdinData: false, replaced: null, runBy: null, defined: null, aliases: null, expanding: null, reread: null, functionWalks: 0, braceWords: 0, functions: null };
  const start2 = cwdsAt(options.cwd ?? options.workspace);
  walkSource(state, command, start2, 0, void 0);
  out2.scopes = dedupeScopes(out2.scopes);
  out2.reasons = dedupeReasons(out2.reasons);
  return out2;
}
var MAX_NESTING = 1e3;
var MAX_REREADS = 16;
var MAX_FUNCTION_WALKS = 64;
var MAX_COMMAND_BRACE_WORDS = 1024;
function walkSource(state, source, cwds, depth, outer, input, otherReadings = true) {
  const { root, errorTree } = state.parser.parseCopy(source);
  if (mayDefine(source)) collectDefinitions(root, state.defined ??= /* @__PURE__ */ new Set(), state.aliases ??= /* @__PURE__ */ new Map());
  let parseError = null;
  if (errorTree) {
    try {
      parseError = describeParseError(errorTree.rootNode);
    } finally {
      errorTree.delete();
    }
  }
  const ctxBefore = state.ctx;
  const linksBefore = state.links;
  const walker = new Walker(state, source, depth, outer, input !== void 0 ? lastCommand(root) : null, input, knownValuesOf(root, source));
  if (parseError) walker.reportParseError(parseError);
  const flow = walker.statement(root, cwds);
  if (!otherReadings || !source.includes("\\")) return flow;
  const escapedCr = source.includes("\r") ? source.indexOf("\\\r\n") : -1;
  const joins = /\S\\\n|\\\n\S/.test(source);
  if (escapedCr < 0 && !joins) return flow;
  let reading = source;
  if (escapedCr >= 0) {
    walker.reportEscapedCarriageReturn(escapedCr);
    reading = reading.replaceAll("\\\r\n", () => "$'\\r'\n");
  }
  if (joins) reading = reading.replace(/\\\n/g, "");
  if (linksBefore === null) {
    state.ctx = ctxBefore;
    state.links = null;
    state.madeLinks = null;
  }
  const bashReading = walkSource(state, reading, cwds, depth, outer, input, false);
  return { ok: unionCwds(flow.ok, bashReading.ok), any: unionCwds(flow.any, bashReading.any) };
}
function mayDefine(source) {
  return source.includes("function") || source.includes("alias") || source.includes("enable") || source.includes(")") && /\(\s*\)/.test(source);
}
function collectDefinitions(root, into, aliases) {
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.type === "function_definition") {
      const name2 = node.childForFieldName("name");
      if (name2) into.add(evaluateWord(name2).value ?? name2.text);
    } else if (node.type === "command") {
      const command = node.childForFieldName("name")?.text;
      if (command === "alias" || command === "enable") {
        const values = node.childrenForFieldName("argument").map((argument) => evaluateWord(argument).value);
        for (const value of values) {
          if (command === "alias" && value && value.indexOf("=") > 0) {
            const name2 = value.slice(0, value.indexOf("="));
            into.add(name2);
            aliases.set(name2, value.slice(value.indexOf("=") + 1));
          }
          if (command === "enable" && value && !value.startsWith("-") && values.some((option) => option?.startsWith("-") && option.includes("n"))) into.add(value);
        }
      }
    }
    for (const child of node.namedChildren) pending.push(child);
  }
}
function lastCommand(root) {
  let node = root;
  while (node && (node.type === "program" || node.type === "list" || node.type === "pipeline")) {
    const children = node.namedChildren;
    node = children[children.length - 1];
  }
  return node?.type === "command" ? node : null;
}
function describeParseError(root) {
  const bad = findError(root);
  const what = bad ? bad.isMissing ? `missing \`${bad.type}\`` : `unexpected ${code(clip(bad.text, 20))}` : "a syntax error";
  return { what, range: rangeOf(bad ?? root) };
}
function rangeOf(node) {
  return { startIndex: node.startIndex, endIndex: node.endIndex, start: node.startPosition, end: node.endPosition };
}
function collapse(text) {
  return isCollapsed(text) ? text : text.replace(/\s+/g, " ").trim();
}
function isCollapsed(text) {
  const last = text.length - 1;
  for (let i2 = 0; i2 <= last; i2++) {
    const c = text.charCodeAt(i2);
    if (c === 32) {
      if (i2 === 0 || i2 === last || text.charCodeAt(i2 + 1) === 32) return false;
    } else if (c < 32 || c > 126) {
      return false;
    }
  }
  return true;
}
function code(text) {
  return text.includes("`") ? `\`\` ${text} \`\`` : `\`${text}\``;
}
function clip(text, max = 60) {
  const flat = collapse(text);
  return flat.length > max ? `${flat.slice(0, max - 1)}\u2026` : flat;
}
var Walker = class {
  constructor(state, source, depth, outer, appendedTo = null, appender = void 0, known = null) {
    this.state = state;
    this.source = source;
    this.depth = depth;
    this.outer = outer;
    this.appendedTo = appendedTo;
    this.appender = appender;
    this.known = known;
    this.hasBackquote = source.includes("`");
  }
  state;
  source;
  depth;
  outer;
  appendedTo;
  appender;
  known;
  /** The command whose scopes are being made (its normalised text), for the links it makes itself. */
  maker = null;
  /** Whether the source holds a backquote at all: most do not, and then no leaf needs a look for one. */
  hasBackquote;
  range(node) {
    return this.outer ?? rangeOf(node);
  }
  reason(code2, node, message) {
    this.reasonAt(code2, this.range(node), message);
  }
  reasonAt(code2, range, message) {
    const inside = this.outer ? " (inside a nested shell string)" : "";
    const r = this.outer ?? range;
    this.state.out.reasons.push({ code: code2, message: `${message} at ${r.start.row + 1}:${r.start.column + 1}${inside}`, range: r });
  }
  reportParseError(error) {
    this.reasonAt("parse-error", error.range, `the command does not parse (${error.what})`);
  }
  reportEscapedCarriageReturn(index) {
    const before = this.source.lastIndexOf("\n", index);
    let row = 0;
    for (let i2 = this.source.indexOf("\n"); i2 >= 0 && i2 <= before; i2 = this.source.indexOf("\n", i2 + 1)) row++;
    const start2 = { row, column: index - before - 1 };
    const range = { startIndex: index, endIndex: index + 2, start: start2, end: { row, column: start2.column + 2 } };
    this.reasonAt(
      "parse-error",
      range,
      "a backslash before a carriage return and line feed: bash reads an escaped carriage return and ends the command at the line feed, where the grammar joins the lines; both readings are checked"
    );
  }
  // ---------------------------------------------------------------- statements
  /**
   * `trailing` are redirects the grammar hung on an enclosing list or pipeline
   * (`a && b > x` parses as `(a && b) > x`); bash gives them to the last command.
   */
  statement(node, cwds, trailing = NO_NODES2) {
    if (!this.enter(node)) return unchanged(cwds);
    try {
      return this.statementWithin(node, cwds, trailing);
    } finally {
      this.state.nesting--;
    }
  }
  /**
   * Counts how deep the walk is inside the command (statements within statements, words within
   * substitutions). Past MAX_NESTING it does not go further in, and says so: an answer, not a
   * stack overflow. False when the node is not to be walked.
   */
  enter(node) {
    if (this.state.nesting >= MAX_NESTING) {
      if (!this.state.tooDeep) {
        this.state.tooDeep = true;
        this.reason("too-deep", node, `the command nests more than ${MAX_NESTING} levels deep; Leash does not look further in`);
      }
      return false;
    }
    this.state.nesting++;
    return true;
  }
  statementWithin(node, cwds, trailing) {
    if (trailing.length > 0 && !TRAILING_AWARE.has(node.type)) this.redirectsAt(trailing, cwds);
    switch (node.type) {
      case "command":
        return this.command(node, cwds, trailing);
      case "compound_statement":
        if (node.children[0]?.type === "((") {
          this.reason("arithmetic", node, `arithmetic command ${code(clip(node.text, 30))} can run code through array subscripts`);
          this.expressions(node.namedChildren, cwds);
          return unchanged(cwds);
        }
        if (node.namedChildren.length === 0 && node.text === "{}") {
          this.reason("non-static-command", node, "the command name `{}` is not known before it runs: tools such as `xargs -I{}` and `find -exec` put what they read in its place");
          this.addCommand(node, "{}");
          return unchanged(cwds);
        }
        return this.sequence(node.namedChildren, cwds);
      case "program":
      case "do_group":
      case "else_clause":
        return this.sequence(node.namedChildren, cwds);
      case "list":
        return this.list(node, cwds, trailing);
      case "pipeline":
        return this.againIfLinked(() => this.pipeline(node, cwds, trailing));
      case "redirected_statement":
        return this.redirected(node, cwds, trailing);
      case "declaration_command":
        return this.declaration(node, cwds);
      case "unset_command": {
        this.expressions(node.namedChildren, cwds);
        const spec = variableBuiltin(node.children[0].type);
        if (spec) this.variables(node, builtinWords(node), node.children[0].type, spec);
        this.addCommand(node, collapse(node.text));
        return unchanged(cwds);
      }
      case "test_command":
        this.testEvaluations(node);
        this.expressions(node.namedChildren, cwds);
        this.addCommand(node, collapse(node.text));
        return unchanged(cwds);
      case "variable_assignment":
        this.assignment(node, cwds);
        return unchanged(cwds);
      case "variable_assignments":
        for (const child of node.namedChildren) if (child) this.assignment(child, cwds);
        return unchanged(cwds);
      case "negated_command":
        for (const child of node.namedChildren) if (child) this.statement(child, cwds);
        return unchanged(cwds);
      case "subshell":
        this.sequence(node.namedChildren, cwds);
        return unchanged(cwds);
      case "if_statement":
      case "elif_clause":
      case "case_item":
        return this.branching(node, cwds);
      // A loop runs its body again: a link one round makes is there for the next.
      case "while_statement":
        return this.againIfLinked(() => this.branching(node, cwds));
      case "for_statement":
        this.loopVariable(node);
        this.expressions(childrenOfField(node, "value"), cwds);
        return this.againIfLinked(() => this.branching(node, cwds, ["value", "variable"]));
      case "select_statement":
        return this.againIfLinked(() => this.branching(node, cwds));
      case "c_style_for_statement":
        this.reason("arithmetic", node, `arithmetic ${code(clip(node.text, 30))} can run code through array subscripts`);
        this.expressions([...childrenOfField(node, "initializer"), ...childrenOfField(node, "condition"), ...childrenOfField(node, "update")], cwds);
        return this.againIfLinked(() => this.branching(node, cwds, ["initializer", "condition", "update"]));
      case "case_statement":
        this.expressions(childrenOfField(node, "value"), cwds);
        return this.branching(node, cwds, ["value"]);
      case "function_definition": {
        const body2 = node.childForFieldName("body");
        const name2 = node.childForFieldName("name");
        if (!body2) return unchanged(cwds);
        let redirects = null;
        for (const child of node.children) if (child.fieldName === "redirect") (redirects ??= []).push(child);
        const functions = this.state.functions ??= /* @__PURE__ */ new Map();
        const key = name2 ? evaluateWord(name2).value ?? name2.text : "";
        const from = functions.get(key)?.body === null ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
        const entry = { walker: this, body: body2, walkedFrom: [from], active: true };
        functions.set(key, entry);
        try {
          this.statement(body2, from);
        } finally {
          entry.active = false;
        }
        if (redirects) return this.continueAfter(unchanged(cwds), this.redirectsAt(redirects, cwds), cwds);
        return unchanged(cwds);
      }
      case "arithmetic_expansion":
      case "postfix_expression":
      case "binary_expression":
      case "unary_expression":
      case "parenthesized_expression":
        this.reason("arithmetic", node, `arithmetic ${code(clip(node.text, 30))} can run code through array subscripts`);
        this.expressions([node], cwds);
        return unchanged(cwds);
      case "comment":
        return unchanged(cwds);
      case "ERROR":
        return this.sequence(node.namedChildren, cwds);
      default:
        if (node.isNamed) this.expressions([node], cwds);
        return unchanged(cwds);
    }
  }
  sequence(children, cwds) {
    let flow = unchanged(cwds);
    let background = null;
    for (const child of children) {
      if (!child || child.type === "comment") continue;
      const start2 = flow.any;
      flow = this.statement(child, start2);
      if (nextSiblingType(child) === "&") (background ??= []).push({ child, cwds: start2, links: this.state.links?.size ?? 0 });
    }
    if (background) {
      for (const job of background) if ((this.state.links?.size ?? 0) > job.links) this.statement(job.child, job.cwds);
    }
    return flow;
  }
  pipeline(node, cwds, trailing) {
    const stages = node.namedChildren;
    let last = stages.length - 1;
    while (last >= 0 && stages[last].type === "comment") last--;
    const stdinData = this.state.stdinData;
    try {
      for (let i2 = 0; i2 <= last; i2++) {
        const stage = stages[i2];
        if (i2 > 0) this.state.stdinData = true;
        if (stage.type !== "comment") this.statement(stage, cwds, i2 === last ? trailing : NO_NODES2);
      }
    } finally {
      this.state.stdinData = stdinData;
    }
    return unchanged(cwds);
  }
  /**
   * Walks a part that may run more than once, or beside itself (a loop, a pipeline), a second time
   * when the first walk met a command that may make links: the second time they are known from the start.
   */
  againIfLinked(walk) {
    const before = this.state.links?.size ?? 0;
    const flow = walk();
    return (this.state.links?.size ?? 0) > before ? walk() : flow;
  }
  list(node, cwds, trailing) {
    const spine = [];
    for (let current = node; current.type === "list"; ) {
      const left = current.namedChildren[0];
      const right = current.namedChildren[current.namedChildren.length - 1];
      if (!left || !right || left === right) break;
      spine.push(current);
      current = left;
    }
    if (spine.length === 0) {
      this.redirectsAt(trailing, cwds);
      return this.sequence(node.namedChildren, cwds);
    }
    let flow = this.statement(spine[spine.length - 1].namedChildren[0], cwds);
    for (let i2 = spine.length - 1; i2 >= 0; i2--) {
      const list = spine[i2];
      const right = list.namedChildren[list.namedChildren.length - 1];
      const operator = andOrOperator(list);
      const tail = i2 === 0 ? trailing : NO_NODES2;
      if (operator === "&&") {
        const second = this.statement(right, flow.ok, tail);
        flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
      } else if (operator === "||") {
        const second = this.statement(right, flow.any, tail);
        flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
      } else {
        flow = this.statement(right, flow.any, tail);
      }
    }
    return flow;
  }
  /** `if`, `while`, `case`, `for`: each part may or may not run, so the directory may be any of theirs. */
  branching(node, cwds, skipFields) {
    let possible = cwds;
    for (const child of node.namedChildren) {
      if (child.type === "comment" || skipFields && child.fieldName !== null && skipFields.includes(child.fieldName)) continue;
      const flow = this.statement(child, possible);
      possible = unionCwds(possible, flow.any);
    }
    return unchanged(possible);
  }
  redirected(node, cwds, trailing) {
    let body2 = null;
    const redirects = [];
    for (const child of node.children) {
      if (child.fieldName === "body") body2 ??= child;
      else if (child.fieldName === "redirect") redirects.push(child);
    }
    for (const redirect of trailing) redirects.push(redirect);
    if (!body2) {
      this.redirectsAt(redirects, cwds);
      return unchanged(cwds);
    }
    if (body2.type === "command" || body2.type === "list" || body2.type === "pipeline" || body2.type === "redirected_statement") {
      return this.statement(body2, cwds, redirects);
    }
    const stdinData = this.state.stdinData;
    let flow;
    try {
      if (redirects.some(isInputRedirect)) this.state.stdinData = true;
      flow = this.statement(body2, cwds);
    } finally {
      this.state.stdinData = stdinData;
    }
    return this.continueAfter(flow, this.redirectsAt(redirects, cwds), cwds);
  }
  /** Applies redirects in `cwds`; returns the statements the grammar nested inside heredocs. */
  redirectsAt(redirects, cwds) {
    let continuations = null;
    for (const redirect of redirects) {
      const nested = this.redirect(redirect, cwds);
      if (nested.length > 0) (continuations ??= []).push(...nested);
    }
    return continuations ?? NO_NODES2;
  }
  /** What follows a heredoc start on its line (`cat <<EOF | sh`, `cat <<EOF && rm x`) sits inside the heredoc node. */
  continueAfter(flow, continuations, start2) {
    for (const next of continuations) {
      const operator = previousOperator(next);
      if (next.type === "pipeline") {
        this.statement(next, start2);
      } else if (operator === "&&") {
        const second = this.statement(next, flow.ok);
        flow = { ok: second.ok, any: unionCwds(flow.any, second.any) };
      } else if (operator === "||") {
        const second = this.statement(next, flow.any);
        flow = { ok: unionCwds(flow.ok, second.ok), any: unionCwds(flow.any, second.any) };
      } else {
        flow = this.statement(next, flow.any);
      }
    }
    return flow;
  }
  declaration(node, cwds) {
    for (const child of node.namedChildren) {
      if (!child) continue;
      if (child.type === "variable_assignment") this.assignment(child, cwds);
      else this.expressions([child], cwds);
    }
    const keyword = node.children[0].type;
    const spec = variableBuiltin(keyword);
    if (spec) this.variables(node, builtinWords(node), keyword, spec);
    if (keyword !== "export") this.quotedArrayValues(node, keyword);
    this.addCommand(node, collapse(node.text));
    return unchanged(cwds);
  }
  /**
   * `declare -a 'x=($(cmd))'` and `local -a x='($(cmd))'`: bash reads a quoted value that looks
   * like `(…)` again as an array assignment, and expands what is in it.
   */
  quotedArrayValues(node, keyword) {
    for (const child of node.namedChildren) {
      let value = null;
      if (child.type === "variable_assignment") {
        const assigned = child.childForFieldName("value");
        if (assigned && assigned.type !== "array") value = evaluateWord(assigned).value;
      } else {
        const word = evaluateWord(child).value;
        if (word !== null && QUOTED_ARRAY_ASSIGNMENT.test(word)) value = word.slice(word.indexOf("=") + 1);
      }
      if (value !== null && value.startsWith("(") && /[$`]/.test(value)) {
        this.reason("command-substitution", child, `${keyword} reads the quoted value ${code(clip(value, 40))} again as an array assignment and expands what is in it, which can run commands`);
      }
    }
  }
  /** `for HOME in /etc` and `select CDPATH in …` assign their variable as an assignment would. */
  loopVariable(node) {
    const variable = node.childForFieldName("variable");
    if (variable && isCodeChangingVariable(variable.text)) {
      this.reason("code-changing-variable", variable, `the loop sets ${variable.text}, which changes what later commands run`);
    }
  }
  assignment(node, cwds) {
    const target = node.childForFieldName("name");
    const subscript = target?.type === "subscript" ? target : null;
    const name2 = (subscript ? subscript.namedChildren[0]?.text : target?.text) ?? "";
    if (isCodeChangingVariable(name2)) {
      this.reason("code-changing-variable", node, `assignment to ${name2} changes what later commands run`);
    }
    if (subscript) this.expressions([subscript], cwds);
    const value = node.childForFieldName("value");
    if (!value) return;
    if (value.type === "array") this.arrayKeys(value);
    this.expressions([value], cwds);
  }
  /** `a=([i]=x)`: each key of an indexed array is evaluated as arithmetic. */
  arrayKeys(array) {
    for (const element of array.namedChildren) {
      const key = /^\[(.*?)\]\+?=/s.exec(element.text);
      if (key && !isLiteralSubscript(key[1])) {
        this.reason("arithmetic", element, `array subscript ${code(clip(element.text, 30))} is evaluated as arithmetic, which can run code through array subscripts`);
      }
    }
  }
  /** A builtin that names variables (tables/variables.json): what it sets, subscripts, `-i`, `-n`, `let`. */
  variables(node, words, base, spec) {
    if (spec.arithmetic) {
      this.reason("arithmetic", node, `${code(clip(joinWords(words), 40))} evaluates arithmetic, which can run code through array subscripts`);
      return;
    }
    const found = namedVariables(words, spec);
    if (found.integer) {
      this.reason("arithmetic", found.integer.node, `${code(`${base} ${found.integer.raw}`)} makes every assignment to its variables arithmetic, which can run code through array subscripts`);
    }
    if (found.nameref) {
      this.reason("code-changing-variable", found.nameref.node, `${code(`${base} ${found.nameref.raw}`)} makes a name refer to another variable, so an assignment through it can set any variable, one that changes what runs too`);
    }
    for (const word of found.names) this.variableNamed(word, base, spec.sets === true);
  }
  /** A variable a builtin names: its subscript is arithmetic, and setting it may change what runs. */
  variableNamed(word, via, sets) {
    if (word.node.type === "variable_assignment") return;
    if (word.value === null) {
      const named = /^([A-Za-z_][A-Za-z0-9_]*)\+?=/.exec(word.raw);
      if (named) {
        if (sets && isCodeChangingVariable(named[1])) this.reason("code-changing-variable", word.node, `${via} sets ${named[1]}, which changes what later commands run`);
        return;
      }
      const why = sets ? "it may be one that changes what runs, or hold an array subscript that runs code" : "it may hold an array subscript that runs code";
      this.reason(sets ? "code-changing-variable" : "arithmetic", word.node, `${via} names a variable by ${code(clip(word.raw, 40))}, which is not known before it runs: ${why}`);
      return;
    }
    const variable = variableName(word.value);
    if (!variable) return;
    if (variable.subscript !== null && !isLiteralSubscript(variable.subscript)) {
      this.reason("arithmetic", word.node, `the subscript of ${code(clip(word.value, 40))} (${via}) is evaluated as arithmetic, which can run code through array subscripts`);
    }
    if (sets && isCodeChangingVariable(variable.name)) {
      this.reason("code-changing-variable", word.node, `${via} sets ${variable.name}, which changes what later commands run`);
    }
  }
  /** `[[ x -eq y ]]` evaluates x and y as arithmetic; `-v NAME`, in `[[ ]]` and `[ ]`, evaluates NAME's subscript. */
  testEvaluations(node) {
    const double = node.children[0]?.type === "[[";
    const pending = [...node.namedChildren];
    while (pending.length > 0) {
      const expression = pending.pop();
      const type = expression.type;
      if (type !== "binary_expression" && type !== "unary_expression" && type !== "parenthesized_expression") continue;
      const parts2 = expression.namedChildren;
      const at = parts2.findIndex((part) => part.type === "test_operator");
      const operator = at >= 0 ? parts2[at].text : "";
      if (double && ARITHMETIC_TESTS.has(operator)) {
        for (const operand of parts2) {
          if (operand === parts2[at] || operand.type === "arithmetic_expansion" || NUMERIC_OPERAND.test(operand.text)) continue;
          this.reason("arithmetic", operand, `${code(clip(node.text, 40))} evaluates ${code(clip(operand.text, 30))} as arithmetic (\`${operator}\`), which can run code through array subscripts`);
        }
      } else if (operator === "-v" && parts2[at + 1]) {
        this.variableNamed(evaluateWord(parts2[at + 1]), `\`${node.children[0].type} -v\``, false);
      }
      pending.push(...parts2);
    }
  }
  // ---------------------------------------------------------------- expressions
  /**
   * Looks inside words for code that runs when they expand: command and process substitution,
   * arithmetic, `${x@P}`. Each is a reason to need approval, and the commands inside are
   * checked too, so a deny rule still wins.
   */
  expressions(nodes, cwds) {
    const first = nodes[0];
    if (!first || !this.enter(first)) return;
    try {
      this.expressionsWithin(nodes, cwds);
    } finally {
      this.state.nesting--;
    }
  }
  expressionsWithin(nodes, cwds) {
    for (const node of nodes) {
      if (!node) continue;
      switch (node.type) {
        // The command inside is decided as a command of its own; its output is a value not known
        // before it runs, which needs approval only where it decides what runs.
        case "command_substitution":
          if (node.text.startsWith("$((") && node.text.endsWith("))")) {
            const inner = node.text.slice(3, -2);
            if (isLiteralArithmetic(inner)) continue;
            this.reason("arithmetic", node, `arithmetic expansion ${code(clip(node.text, 30))} can run code through array subscripts`);
          }
          this.sequence(node.namedChildren, cwds);
          continue;
        case "process_substitution":
          this.sequence(node.namedChildren, cwds);
          continue;
        case "arithmetic_expansion":
          if (!isLiteralArithmetic(node.text.slice(3, -2))) {
            this.reason("arithmetic", node, `arithmetic expansion ${code(clip(node.text, 30))} can run code through array subscripts`);
          }
          this.expressions(node.namedChildren, cwds);
          continue;
        case "expansion":
          if (/@P\s*}$/.test(node.text)) {
            this.reason("prompt-expansion", node, `prompt expansion ${code(clip(node.text, 30))} can run commands`);
          }
          this.expansionEvaluations(node);
          this.expressions(node.namedChildren, cwds);
          continue;
        case "subscript":
          this.subscriptEvaluation(node);
          this.expressions(node.namedChildren, cwds);
          continue;
        case "subshell":
          this.reason("parse-error", node, `${code(clip(node.text))} stands where bash reads a word: bash does not run it as a subshell there`);
          this.statement(node, cwds);
          continue;
        case "command":
        case "list":
        case "pipeline":
        case "redirected_statement":
          this.statement(node, cwds);
          continue;
        case "raw_string":
        case "ansi_c_string":
          this.quotesInExpansion(node, cwds);
          continue;
        default:
          if (node.namedChildCount > 0) this.expressions(node.namedChildren, cwds);
          else if (this.hasBackquote && !LITERAL_LEAVES.has(node.type)) this.unparsedBackquotes(node, cwds);
      }
    }
  }
  /** `${!x}`, `${s:off:len}` evaluate arithmetic; `${NAME:=value}` may set NAME. */
  expansionEvaluations(node) {
    const children = node.children;
    const close = children[children.length - 1]?.type === "}" ? children.length - 1 : children.length;
    if (children[1]?.type === "!" && !isNameListing(children.slice(2, close))) {
      this.reason("arithmetic", node, `indirect expansion ${code(clip(node.text, 30))} takes a variable's value as a name, whose subscript can run code`);
    }
    for (let i2 = 1; i2 < close; i2++) {
      const child = children[i2];
      if (child.isNamed) continue;
      if (child.type === ":") {
        let end = i2 + 1;
        while (end < close && !(children[end].type === ":" && !children[end].isNamed)) end++;
        const stop2 = end < children.length ? children[end].startIndex : node.endIndex;
        const part = node.text.slice(child.endIndex - node.startIndex, stop2 - node.startIndex);
        if (!isLiteralArithmetic(part)) {
          this.reason("arithmetic", node, `the substring offset or length in ${code(clip(this.expansionText(node), 30))} is evaluated as arithmetic, which can run code through array subscripts`);
          return;
        }
        i2 = end - 1;
      } else if (child.type === "=" || child.type === ":=") {
        const target = node.namedChildren[0];
        const name2 = target?.type === "subscript" ? target.namedChildren[0]?.text : target?.text;
        if (name2 && isCodeChangingVariable(name2)) {
          this.reason("code-changing-variable", node, `${code(clip(node.text, 30))} may set ${name2}, which changes what later commands run`);
        }
        return;
      }
    }
  }
  /**
   * The expansion as written. The grammar ends `${x:$n}` before `$n`, with a closing brace of no
   * width: then the text runs to the next brace.
   */
  expansionText(node) {
    const last = node.children[node.children.length - 1];
    if (!last || last.type !== "}" || last.startIndex !== last.endIndex) return node.text;
    const brace = this.source.indexOf("}", node.endIndex);
    return brace < 0 ? node.text : this.source.slice(node.startIndex, brace + 1);
  }
  /** `a[i]`: bash evaluates the subscript as arithmetic unless it is a literal number, `@` or `*`. */
  subscriptEvaluation(node) {
    const children = node.children;
    const open = children.findIndex((child) => child.type === "[");
    let close = children.length - 1;
    while (close > open && children[close].type !== "]") close--;
    const start2 = open >= 0 ? children[open].endIndex : node.startIndex;
    const end = close > open ? children[close].startIndex : node.endIndex;
    if (!isLiteralSubscript(node.text.slice(start2 - node.startIndex, end - node.startIndex))) {
      this.reason("arithmetic", node, `subscript ${code(clip(node.text, 30))} is evaluated as arithmetic, which can run code through array subscripts`);
    }
  }
  /**
   * In a `${x:-…}` inside double quotes or an unquoted heredoc body, bash reads single quotes as
   * plain characters and expands what they hold (`"${x:-'$(cmd)'}"` runs cmd); a `$'…'` there is
   * decoded, then expanded. The grammar reads a quoted string: what it holds is checked as
   * double-quoted text.
   */
  quotesInExpansion(node, cwds) {
    const text = node.text;
    const raw = node.type === "raw_string";
    if (!text.includes("$", raw ? 0 : 1) && !text.includes("`") && (raw || !text.includes("\\"))) return;
    const inner = raw ? text.slice(1, -1) : ansiCValue(text.slice(2, -1));
    if (inner !== null && !inner.includes("$") && !inner.includes("`")) return;
    const within2 = literalQuotesContext(node);
    if (!within2) return;
    this.reason("command-substitution", node, `the quotes of ${code(clip(text, 40))} inside \`\${\u2026}\` ${within2} are plain characters to bash, so the \`$\` or backquote in it expands and can run a command`);
    if (inner !== null) this.nestedSource(`x="${inner}"`, node, cwds);
  }
  /**
   * The grammar leaves backquotes unparsed in some places (`${x:-`cmd`}`, `${x/`cmd`/y}`), where
   * the shell still runs them: each backquoted command needs approval and is checked as a command.
   */
  unparsedBackquotes(node, cwds) {
    const text = node.text;
    if (!text.includes("`")) return;
    const found = backquotedCommands(text);
    if (!found) return;
    this.reason("command-substitution", node, `the backquoted command in ${code(clip(text))} runs`);
    for (const program of found) this.nestedSource(program, node, cwds);
  }
  /** Walks source text the shell runs that this tree does not show, within the nesting limit; ranges point at `at`. */
  /** `once`: a rest of the source read again after a misread word, read once from each place. */
  nestedSource(source, at, cwds, once = false) {
    if (this.depth + 1 > this.state.maxDepth) {
      this.reason("too-deep", at, `shell strings nested more than ${this.state.maxDepth} deep`);
      return;
    }
    if (once) {
      const key = `${cwds.unknown ? "?" : ""}${cwds.dirs.join("\0")}\0\0${source}`;
      const reread = this.state.reread ??= /* @__PURE__ */ new Set();
      if (reread.has(key)) return;
      if (reread.size >= MAX_REREADS) {
        this.reason("too-deep", at, `more than ${MAX_REREADS} places the grammar misread, each read again to the end: too many to check`);
        return;
      }
      reread.add(key);
    }
    walkSource(this.state, source, cwds, this.depth + 1, this.range(at));
  }
  // ---------------------------------------------------------------- redirects
  /** Adds the scopes of one redirect; returns statements that the grammar nested inside a heredoc. */
  redirect(node, cwds) {
    if (node.type === "herestring_redirect") {
      this.expressions(node.namedChildren, cwds);
      return NO_NODES2;
    }
    if (node.type === "heredoc_redirect") return this.heredoc(node, cwds);
    if (node.type !== "file_redirect") {
      this.expressions([node], cwds);
      return NO_NODES2;
    }
    const destination = node.childForFieldName("destination");
    const operator = firstAnonymousType(node) ?? ">";
    if (!destination) return NO_NODES2;
    this.expressions([destination], cwds);
    const word = evaluateWord(destination);
    const duplicating = operator === ">&" || operator === "<&" || operator === ">&-" || operator === "<&-";
    if (duplicating && (destination.type === "number" || word.value === "-" || /^\d+-?$/.test(word.value ?? ""))) return NO_NODES2;
    if (operator.startsWith("<") && operator !== "<>") {
      this.addPath("read", word, cwds, false, "redirect");
    } else {
      this.addPath("write", word, cwds, false, "redirect");
      if (operator === "<>") this.addPath("read", word, cwds, false, "redirect");
    }
    return NO_NODES2;
  }
  heredoc(node, cwds) {
    const start2 = childOfType(node, "heredoc_start");
    if (start2 && !this.delimiterReadAlike(start2)) {
      this.reason(
        "parse-error",
        start2,
        `the heredoc delimiter ${code(clip(start2.text, 30))} is not read as bash reads it (bash's ends at the first unquoted metacharacter, quotes removed), so where the heredoc ends and what runs after it is unclear`
      );
    }
    const quoted = start2 ? /['"\\]/.test(start2.text) : false;
    const body2 = childOfType(node, "heredoc_body");
    if (body2 && !quoted) {
      if (/`/.test(body2.text.replace(/\\`/g, ""))) {
        for (const program of backquotedCommands(body2.text) ?? []) this.nestedSource(program, body2, cwds);
      }
      this.expressions(body2.namedChildren, cwds);
    }
    const nested = [];
    for (const child of node.namedChildren) {
      if (!child) continue;
      if (child.type === "file_redirect" || child.type === "herestring_redirect") nested.push(...this.redirect(child, cwds));
      else if (child.type !== "heredoc_start" && child.type !== "heredoc_body" && child.type !== "heredoc_end") nested.push(child);
    }
    return nested;
  }
  /**
   * Whether the grammar's heredoc delimiter is bash's: a plain word (escapes allowed), or a plain
   * word wholly in single or double quotes, ending where bash's word ends. The grammar's token runs
   * to the next blank (`EOF;true`) and removes only quotes that open it (`E"O"F`, `'EO'F`).
   */
  delimiterReadAlike(start2) {
    if (!HEREDOC_DELIMITER.test(start2.text)) return false;
    const next = this.source.charCodeAt(start2.endIndex);
    return Number.isNaN(next) || WORD_ENDS.has(next);
  }
  // ---------------------------------------------------------------- simple commands
  command(node, cwds, trailing) {
    let assignments = null;
    let words = [];
    let redirects = null;
    for (const child of node.namedChildren) {
      const type = child.type;
      if (type === "word") words.push(evaluateWord(child));
      else if (type === "command_name") words.push(this.known ? withKnownValue(evaluateWord(child), this.known) : evaluateWord(child));
      else if (type === "variable_assignment") (assignments ??= []).push(child);
      else if (type.endsWith("_redirect")) (redirects ??= []).push(child);
      else if (type !== "comment") words.push(this.known ? withKnownValue(evaluateWord(child), this.known) : evaluateWord(child));
    }
    if (assignments) for (const assignment of assignments) this.assignment(assignment, cwds);
    if (words.length > 0 && !(this.state.nesting < MAX_NESTING - 1 && allPlainWords(words, this.hasBackquote))) this.expressions(wordNodes(words), cwds);
    let braces = false;
    for (let i2 = 0; i2 < words.length; i2++) {
      const word = words[i2];
      if (i2 > 0) {
        const end = words[i2 - 1].node.endIndex;
        if (word.node.startIndex === end || this.source.charCodeAt(end) === 92) this.reportSplitWord(words[i2 - 1], word);
      }
      if (word.braces !== void 0) braces = true;
    }
    if (braces) words = this.expandBraceWords(words);
    const reach = node === this.appendedTo ? { input: this.appender } : void 0;
    let flow;
    if (words.length === 0 || !hasName(node, words)) flow = unchanged(cwds);
    else if (!this.state.stdinData && (redirects && redirects.some(isInputRedirect) || trailing.length > 0 && trailing.some(isInputRedirect))) {
      this.state.stdinData = true;
      try {
        flow = this.simple(node, words, cwds, reach);
      } finally {
        this.state.stdinData = false;
      }
    } else flow = this.simple(node, words, cwds, reach);
    if (!redirects && trailing.length === 0) {
      this.settleLinks();
      return flow;
    }
    const continuations = this.redirectsAt(!redirects ? trailing : trailing.length === 0 ? redirects : [...redirects, ...trailing], cwds);
    this.settleLinks();
    return this.continueAfter(flow, continuations, cwds);
  }
  reportSplitWord(first, second) {
    this.reason("parse-error", second.node, `the grammar reads ${code(clip(first.raw, 30))} and ${code(clip(second.raw, 30))} as two words where bash reads one, so what runs is unclear`);
  }
  /** Brace expansion comes before all others: a word with one becomes the words bash makes of it. */
  expandBraceWords(words) {
    const expanded = [];
    for (const word of words) {
      if (word.braces === void 0) {
        expanded.push(word);
      } else if (word.braces === null) {
        this.reason("brace-expansion", word.node, `the brace expansion ${code(clip(word.raw, 40))} makes more words than Leash makes (${MAX_BRACE_WORDS}), or words it cannot be sure of, so what runs is not known`);
        expanded.push(word);
      } else if (this.state.braceWords + word.braces.length > MAX_COMMAND_BRACE_WORDS) {
        this.reason("brace-expansion", word.node, `the brace expansions of this command make more than ${MAX_COMMAND_BRACE_WORDS} words in all, more than Leash makes, so what runs is not known`);
        expanded.push(word);
      } else {
        this.state.braceWords += word.braces.length;
        for (const made of word.braces) expanded.push(made);
      }
    }
    return expanded;
  }
  /**
   * One simple command after its assignment prefixes: `cd`, wrappers, shells, interpreters,
   * `eval`, or an ordinary command with its subcommand forms, floors and path arguments.
   */
  simple(node, words, cwds, reach) {
    if (!this.enter(node)) return unchanged(cwds);
    try {
      return this.simpleWithin(node, words, cwds, reach);
    } finally {
      this.state.nesting--;
    }
  }
  simpleWithin(node, words, cwds, reach) {
    const name2 = words[0];
    const filled = name2.value === null || this.state.found === null && this.state.replaced === null ? null : this.filledIn(name2.value);
    if (name2.value === null || name2.glob || filled !== null) {
      const where = filled !== null ? `: ${filled} goes in its place` : "";
      this.reason("non-static-command", name2.node, `the command name ${code(clip(name2.raw, 40))} is not known before it runs${where}`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    const reserved = name2.raw === name2.value ? reservedHead(name2.value) : "";
    if (reserved !== "") {
      this.reason("parse-error", name2.node, `${code(reserved)} is shell syntax, not a command: the grammar misread this part, so Leash checks what follows it as a command`);
      if (COMPOUND_STARTS.has(reserved) && name2.node.startIndex > 0) {
        this.nestedSource(this.source.slice(name2.node.startIndex), name2.node, cwds, true);
      }
      return words.length > 1 ? this.simple(node, words.slice(1), cwds, reach) : unchanged(cwds);
    }
    const base = name2.value.includes("/") ? name2.value.slice(name2.value.lastIndexOf("/") + 1) : name2.value;
    if (!reach?.external && this.state.defined?.has(name2.value) && !this.state.expanding?.has(name2.value)) {
      this.ordinary(node, words, base, cwds);
      const alias = this.state.aliases?.get(name2.value);
      if (alias !== void 0) this.expandAlias(name2, alias, words, cwds);
      this.callFunction(name2.value, cwds, name2.node);
      const moved = unionCwds(cwds, UNKNOWN_CWDS);
      return { ok: moved, any: moved };
    }
    if (base === "cd" && name2.value === "cd") return this.cd(node, words, cwds);
    if (name2.value === "getopts" || name2.value === "shopt") this.settingBuiltin(name2.value, words);
    if (DIRECTORY_STACK.has(base)) {
      this.addCommand(node, joinWords(words));
      return { ok: UNKNOWN_CWDS, any: unionCwds(cwds, UNKNOWN_CWDS) };
    }
    const tool = toolNamed(base);
    if (tool?.runner) {
      const run2 = readRunner(words, tool.runner);
      if (run2.kind === "runs") return this.wrapper(node, words, base, tool, cwds, reach, run2);
    }
    if (tool?.transparent || tool?.checked) return this.wrapper(node, words, base, tool, cwds, reach);
    if (base === "find") return this.find(node, words, cwds, reach);
    if (tool?.shell) return this.shell(node, words, cwds);
    if (base === "eval") return this.evalCommand(node, words, cwds);
    if (tool?.variables && base === name2.value) this.variables(node, words, base, tool.variables);
    if (tool?.builtin && name2.value === base) return this.builtin(node, words, base, tool.builtin, cwds);
    if (tool?.interpreter) this.interpreter(node, words, base, tool.interpreter, cwds);
    if (SOURCING.has(base) && name2.value === base) {
      this.sourced(node, words, cwds);
      this.ordinary(node, words, base, cwds, tool, reach);
      const moved = unionCwds(cwds, UNKNOWN_CWDS);
      return { ok: moved, any: moved };
    }
    this.ordinary(node, words, base, cwds, tool, reach);
    return unchanged(cwds);
  }
  /**
   * A call of an alias runs its text with the call's words after it (`alias x=git; x push` is
   * `git push`): checked as code run in this shell.
   */
  expandAlias(name2, text, words, cwds) {
    const expanding = this.state.expanding ??= /* @__PURE__ */ new Set();
    const program = { ...name2, value: text === null ? null : [text, ...words.slice(1).map((word) => word.raw)].join(" ") };
    expanding.add(name2.value);
    try {
      this.shellCode(program, cwds, `the alias ${name2.value}`, "here");
    } finally {
      expanding.delete(name2.value);
    }
  }
  /** A function's body runs where it is called from: walked again from there, unless it was from there already. */
  callFunction(name2, cwds, at) {
    const functions = this.state.functions ??= /* @__PURE__ */ new Map();
    const entry = functions.get(name2);
    if (!entry) {
      functions.set(name2, { walker: null, body: null, walkedFrom: [], active: false });
      return;
    }
    if (entry.active || !entry.walker || !entry.body || entry.walkedFrom.some((from) => sameCwds(from, cwds))) return;
    this.state.functionWalks++;
    if (this.state.functionWalks > MAX_FUNCTION_WALKS) {
      if (this.state.functionWalks === MAX_FUNCTION_WALKS + 1) {
        this.reason("too-deep", at, `functions are called from more than ${MAX_FUNCTION_WALKS} places and directories: too many to check each`);
      }
      return;
    }
    entry.walkedFrom.push(cwds);
    entry.active = true;
    try {
      entry.walker.statement(entry.body, cwds);
    } finally {
      entry.active = false;
    }
  }
  cd(node, words, cwds) {
    const option = words[1]?.value ?? "";
    const first = CD_OPTIONS.includes(option) ? 2 : 1;
    const target = words[first];
    if (words.length - first !== 1 || !target || target.value === null || target.glob || target.value === "-") {
      this.addCommand(node, joinWords(words));
      return { ok: UNKNOWN_CWDS, any: unionCwds(cwds, UNKNOWN_CWDS) };
    }
    const value = target.value.startsWith("~") && !expandsTilde(target) ? `./${target.value}` : target.value;
    const relative = !value.startsWith("/") && !value.startsWith("~");
    const unknown = relative && cwds.unknown;
    const moved = { dirs: unknown ? [] : this.cdTargets(value, relative ? cwds.dirs : [this.state.ctx.workspace], option === "-P"), unknown };
    if (unknown || !this.allInWorkspace(moved.dirs)) this.addCommand(node, joinWords(words));
    if (this.state.links) this.linkedEarlier(node, code(clip(joinWords(words), 40)));
    return { ok: moved, any: unionCwds(cwds, moved) };
  }
  /**
   * Where `cd value` may go from each of `bases`. Bash's `cd` is logical: `..` removes the part before
   * it (`cd link/..` is back where it started). `cd -P` is physical, and so is the logical `cd`'s
   * fallback when the logical directory cannot be entered (and `set -P`): when a `..` follows a
   * link, the two differ and both are kept.
   */
  cdTargets(value, bases, physical) {
    const ctx = this.state.ctx;
    const climbs = value.includes("..") && /(^|\/)\.\.(\/|$)/.test(value);
    const dirs = [];
    for (const base of bases) {
      if (physical) {
        pushNew(dirs, canonicalPath(value, base, ctx));
        continue;
      }
      const logical = logicalPath(value, base, ctx.home);
      pushNew(dirs, logical);
      if (climbs) {
        const walked = canonicalPath(value, base, ctx);
        if (walked !== canonicalPath(logical, "/", ctx)) pushNew(dirs, walked);
      }
    }
    return dirs;
  }
  /** Whether each directory, in its canonical form, lies in the workspace. */
  allInWorkspace(dirs) {
    const workspace = this.state.ctx.workspace;
    for (const dir of dirs) if (!within(canonicalPath(dir, "/", this.state.ctx), workspace)) return false;
    return true;
  }
  /**
   * Builtins that change the shell beyond a `NAME=value`: `getopts OPTSTRING NAME` assigns NAME, and
   * `shopt -s cdable_vars` makes `cd name` go to `$name`. Their command scope is made as for any command.
   */
  settingBuiltin(builtin, words) {
    if (builtin === "getopts") {
      const variable = words[2];
      if (!variable) return;
      if (variable.value === null) {
        this.reason("code-changing-variable", variable.node, `getopts sets the variable ${code(clip(variable.raw, 40))}, whose name is not known before it runs`);
      } else if (isCodeChangingVariable(variable.value)) {
        this.reason("code-changing-variable", variable.node, `getopts sets ${variable.value}, which changes what later commands run`);
      }
      return;
    }
    let setting = false;
    for (let i2 = 1; i2 < words.length; i2++) {
      const value = words[i2].value;
      if (value !== null && value.startsWith("-") && !value.startsWith("--")) {
        if (value.includes("s")) setting = true;
        continue;
      }
      if (setting && (value === null || value === "cdable_vars")) {
        const what = value === null ? `\`shopt -s ${clip(words[i2].raw, 30)}\` may turn on cdable_vars, which makes` : "`shopt -s cdable_vars` makes";
        this.reason("code-changing-variable", words[i2].node, `${what} \`cd NAME\` go to the directory in the variable NAME when there is no directory NAME`);
        return;
      }
    }
  }
  /**
   * A wrapper is stripped (transparent), or else checked as a command of its own too. A runner
   * (`run` holds how it read its words: `uv run`, `bundle exec`) is a command of its own as well,
   * and the command it runs is walked with `runBy` set: its scopes answer to deny rules and floors
   * only, since the allow rules saw the runner's command as written.
   */
  wrapper(node, words, base, tool, cwds, reach, run2) {
    const checked = run2 !== void 0 || !tool.transparent;
    const spec = tool.transparent ?? tool.checked ?? tool.runner;
    const reading = run2 ? run2.reading : readWrapper(words, spec);
    const name2 = run2 ? run2.via : base;
    const text = joinWords(words);
    if (reading.kind === "query") {
      this.ordinary(node, words, base, cwds, tool);
      return unchanged(cwds);
    }
    if (reading.kind !== "ok") {
      if (reading.kind === "option") {
        const why = reading.unsupported ? "is not followed by Leash" : "is not known to Leash";
        this.reason("unknown-option", node, `option \`${reading.option}\` of ${name2} ${why}, so the command it runs is unclear`);
      } else if (reading.kind === "unclear") {
        this.reason("non-static-command", reading.word.node, `the command ${name2} runs is not known before it runs: ${code(clip(reading.word.raw, 40))} may stand for any number of words`);
      } else if (reading.kind === "subcommand") {
        this.reason("non-static-code", reading.word.node, `${name2} ${code(clip(reading.word.raw, 30))} may run commands that Leash does not follow`);
      } else {
        this.reason("non-static-code", reading.word.node, `${code(clip(reading.word.raw, 40))} holds ${code(reading.marker)}, with which ${name2} runs commands that Leash does not follow`);
      }
      if (run2) this.ordinary(node, words, base, cwds, tool);
      else this.addCommand(node, text);
      return unchanged(cwds);
    }
    const read = run2 ? reading.spec : spec;
    for (const word of reading.assignments) this.wrapperAssignment(word, name2);
    const given2 = reading.argv.length > 0 || reading.code.length > 0 || (reading.joined?.length ?? 0) > 0;
    if (run2) this.ordinary(node, words, base, cwds, tool, void 0, ownWordCount(words, reading));
    else if (checked || !given2) this.ordinary(node, words, base, cwds, tool);
    else this.addCommand(node, text, true);
    for (const file of reading.writes) this.addPath("write", file, cwds, false, base);
    if (reach?.input && (!given2 || reading.mode !== "argv" || read.permute)) {
      this.reason("non-static-command", node, `${reach.input} appends what it reads to ${code(clip(text, 40))}, so what ${name2} runs is not known before it runs`);
    }
    if (reading.missingCode !== null) this.reason("non-static-code", node, `${name2} ${reading.missingCode} has no command string`);
    const batch = read.readsStdinUnless;
    if (batch && !reading.options.some((option) => batch.includes(option.name))) {
      this.reason("stdin-program", node, `${name2} without ${batch[0]} reads commands of its own from standard input, which the policy cannot see`);
    }
    if (reading.extra.length > 0) {
      this.reason("unknown-option", reading.extra[0].node, `${name2} hands ${code(clip(joinWords(reading.extra), 40))} to the program it starts, which Leash does not follow`);
    }
    const inner = run2 ? this.runnerSetting(reading, cwds, name2, words[0]) : cwds;
    const outerRunBy = this.state.runBy;
    if (run2) this.state.runBy ??= text;
    const input = read.appendsInput && reading.replace === null ? base : reach?.input;
    const replaced = this.replacedBy(node, base, read, reading.replace);
    const outer = this.state.replaced;
    try {
      for (const program of reading.code) this.shellCode(program, inner, name2, "apart");
      if (replaced) this.state.replaced = replaced;
      if (reading.joined && reading.joined.length > 0) this.joinedCode(namedCommand(reading.joined, reading), inner, name2, input);
      let argv = namedCommand(reading.argv, reading);
      if (argv.length === 0 && reading.mode !== "none" && !given2 && !reach?.input) {
        if (read.defaultCommand) argv = [{ ...words[0], value: read.defaultCommand, raw: read.defaultCommand, glob: false }];
        else if (read.noCommand === "shell" && reading.missingCode === null) {
          this.reason("stdin-program", node, `${name2} with no command starts a shell that reads its commands from standard input, which the policy cannot see`);
        } else if (read.noCommand === "input") {
          this.reason("non-static-command", node, `${name2} with no command runs what it reads as commands, which are not known before it runs`);
        }
      }
      const first = reading.operands[0];
      if (run2 && read.dirOrCommand && first && first.value !== "." && first.value !== "..") {
        this.simple(node, [first, ...argv], inner, { input, external: true });
      }
      if (argv.length === 0 || run2 && this.unseenProgram(argv[0], read, name2)) return unchanged(cwds);
      const flow = this.simple(node, argv, inner, { input, external: reach?.external === true || !read.inShell });
      return read.inShell || read.runsBuiltins ? flow : unchanged(cwds);
    } finally {
      this.state.replaced = outer;
      this.state.runBy = outerRunBy;
    }
  }
  /**
   * What a runner's options set for the command it runs: the directory it runs in (returned),
   * variables given as options, and files of variables, which are read and need approval, since
   * the variables they set may change what runs (`PATH`, `LD_PRELOAD`, `NODE_OPTIONS`).
   */
  runnerSetting(reading, cwds, name2, at) {
    const spec = reading.spec;
    let dirs = spec.runsElsewhere ? UNKNOWN_CWDS : cwds;
    const envFiles = [];
    for (const option of reading.options) {
      if (spec.chdir?.includes(option.name)) dirs = this.runnerDirectory(valueWordOf(option), cwds);
      else if (spec.chdirUnknown?.includes(option.name)) dirs = UNKNOWN_CWDS;
      else if (spec.envFiles?.includes(option.name)) envFiles.push(valueWordOf(option));
      else if (spec.assignmentOptions?.includes(option.name)) {
        const word = valueWordOf(option);
        if (word.value === null) this.reason("code-changing-variable", word.node, `${name2} ${option.name} sets a variable whose name is not known before it runs`);
        else if (word.value.includes("=")) this.wrapperAssignment(word, name2);
      }
    }
    if (envFiles.length === 0 && spec.defaultEnvFiles) {
      for (const file of spec.defaultEnvFiles) envFiles.push({ node: at.node, raw: file, value: file, glob: false });
    }
    if (envFiles.length > 0) {
      for (const file of envFiles) this.addPath("read", file, dirs, false, name2);
      const files = envFiles.map((file) => code(clip(file.raw, 30))).join(", ");
      this.reason("code-changing-variable", envFiles[0].node, `${name2} sets the variables in ${files}, which Leash cannot see: they may change what the command runs`);
    }
    return dirs;
  }
  /** Where a runner's directory option moves its command, read as `cd` reads its directory. */
  runnerDirectory(word, cwds) {
    if (word.value === null || word.glob) return UNKNOWN_CWDS;
    const value = word.value.startsWith("~") && !expandsTilde(word) ? `./${word.value}` : word.value;
    const relative = !value.startsWith("/") && !value.startsWith("~");
    if (relative && cwds.unknown) return UNKNOWN_CWDS;
    return { dirs: this.cdTargets(value, relative ? cwds.dirs : [this.state.ctx.workspace], false), unknown: false };
  }
  /** A command word naming a program nobody can see (`uv run -`, `uv run https://…`): it needs approval. */
  unseenProgram(word, spec, name2) {
    const value = word.value;
    if (value === null || !spec.unseenPrograms) return false;
    const unseen = spec.unseenPrograms.some((program) => program.endsWith("*") ? value.startsWith(program.slice(0, -1)) : value === program);
    if (!unseen) return false;
    if (value === "-") this.reason("stdin-program", word.node, `${name2} - reads its program from standard input, which the policy cannot see`);
    else this.reason("non-static-code", word.node, `${name2} runs the program at ${code(clip(value, 40))}, which the policy cannot see`);
    return true;
  }
  /** `env A=1`, `sudo A=1`: a name that is not a variable, or one that changes what runs, needs approval. */
  wrapperAssignment(word, base) {
    const value = word.value;
    const name2 = value.slice(0, value.indexOf("="));
    if (!VARIABLE_NAME.test(name2)) {
      this.reason("code-changing-variable", word.node, `${base} sets ${code(clip(name2, 40))}, which is not a shell variable name: bash reads such names from the environment as functions (\`BASH_FUNC_\u2026\`)`);
    } else if (isCodeChangingVariable(name2)) {
      this.reason("code-changing-variable", word.node, `assignment to ${name2} changes what the command runs`);
    }
  }
  /** The strings a wrapper fills in with what it reads (`xargs -I X`, parallel's `{}`), if any. */
  replacedBy(node, base, spec, replace) {
    if (replace === "") {
      this.reason("non-static-command", node, `the string ${base} replaces with what it reads is not known before it runs, so neither is the command`);
      return null;
    }
    if (replace !== null) return { holds: (text) => text.includes(replace), what: `the input ${base} reads into ${code(replace)}` };
    if (spec.inputPattern) {
      const pattern = new RegExp(spec.inputPattern);
      return { holds: (text) => pattern.test(text), what: `the input ${base} reads` };
    }
    return null;
  }
  /** Words a wrapper joins with spaces and runs as shell code (`watch npm test`). */
  joinedCode(words, cwds, base, input) {
    if (words.some((word) => word.value === null)) {
      this.reason("non-static-code", words[0].node, `${base} runs ${code(clip(joinWords(words), 40))} as shell code, which is not known before it runs`);
      return;
    }
    const program = { ...words[0], value: words.map((word) => word.value).join(" ") };
    this.shellCode(program, cwds, base, "apart", input);
  }
  /**
   * `find [-H|-L|-P] [-D opts] [-Olevel] [start…] [expression]`. What it acts on lies anywhere
   * below its start points (`.` when none is given): `-delete` writes there, and an `-exec`
   * command's `{}` is each file found there, so `{}` stands for the start points, recursively.
   */
  find(node, words, cwds, reach) {
    this.ordinary(node, words, "find", cwds, void 0, reach);
    let i2 = 1;
    let follows = false;
    for (; i2 < words.length; i2++) {
      const value = words[i2].value;
      if (value === "-L") follows = true;
      else if (value === "-H" || value === "-P") follows = false;
      else if (value === "-D") i2++;
      else if (value === null || !/^-O\d*$/.test(value)) break;
    }
    const roots = [];
    for (; i2 < words.length; i2++) {
      const value = words[i2].value;
      if (value !== null && (value.startsWith("-") || FIND_EXPRESSION_OPENERS.has(value))) break;
      roots.push(words[i2]);
    }
    if (roots.length === 0) roots.push({ node: words[0].node, raw: ".", value: ".", glob: false });
    let action = null;
    let listed = null;
    for (; i2 < words.length; i2++) {
      const word = words[i2];
      const value = word.value ?? "";
      if (value === "-follow") follows = true;
      else if (value === "-files0-from") listed = word;
      else if (value === "-delete") {
        action ??= word;
        for (const root of roots) this.addPath("write", root, cwds, true, "find -delete", true);
      } else if (FIND_FILE_WRITERS.includes(value)) {
        const file = words[i2 + 1];
        if (file) this.addPath("write", file, cwds, false, `find ${value}`, false);
        i2 += value === "-fprintf" ? 2 : 1;
      } else if (FIND_EXEC.includes(value)) {
        action ??= word;
        let end = i2 + 1;
        while (end < words.length && words[end].value !== ";" && words[end].value !== "+") end++;
        const inner = words.slice(i2 + 1, end);
        if (inner.length > 0) {
          const outer = this.state.found;
          this.state.found = { roots, cwds, via: `find ${value}`, outer };
          try {
            this.simple(node, inner, value.endsWith("dir") ? UNKNOWN_CWDS : cwds, { external: true });
          } finally {
            this.state.found = outer;
          }
        }
        i2 = end;
      }
    }
    if (action && follows) {
      this.reason("unknown-directory", action.node, `find follows links below its start points (\`-L\` or \`-follow\`), so the files \`${action.value}\` acts on may lie anywhere`);
    }
    if (action && listed) {
      this.reason("non-static-path", listed.node, `find reads its start points from a file (\`-files0-from\`), so the files \`${action.value}\` acts on are not known before it runs`);
    }
    return unchanged(cwds);
  }
  shell(node, words, cwds) {
    const base = words[0].value;
    let commandMode = false;
    let stdin = false;
    let i2 = 1;
    for (; i2 < words.length; i2++) {
      const text = words[i2].value;
      if (text === null) break;
      if (text === "--" || text === "-") {
        if (text === "-") stdin = true;
        i2++;
        break;
      }
      if (!/^[-+]/.test(text) || text.length < 2) break;
      if (shells.info.includes(text)) {
        this.ordinary(node, words, base, cwds);
        return unchanged(cwds);
      }
      if (shells.valued.includes(text)) {
        i2++;
        continue;
      }
      if (text.startsWith("--")) continue;
      const letters = text.slice(1);
      if (letters.includes(shells.commandFlag)) commandMode = true;
      if (shells.stdinFlags.some((flag) => letters.includes(flag.slice(1)))) stdin = true;
      if (/[oO]$/.test(letters)) i2++;
    }
    if (commandMode) {
      const program = words[i2];
      if (!program) {
        this.reason("non-static-code", node, `${base} -c has no command string`);
        this.addCommand(node, joinWords(words));
        return unchanged(cwds);
      }
      return this.nestedProgram(node, words, program, cwds, base);
    }
    if (stdin || i2 >= words.length) {
      this.reason("stdin-program", node, `${base} reads its program from standard input, which the policy cannot see`);
    } else {
      this.programFile(node, words[i2], base, cwds);
    }
    this.ordinary(node, words, base, cwds);
    return unchanged(cwds);
  }
  evalCommand(node, words, cwds) {
    const args2 = words.slice(1);
    if (args2.length === 0) return unchanged(cwds);
    if (args2.some((w) => w.value === null)) {
      this.reason("non-static-code", node, `eval of ${code(clip(joinWords(args2), 40))}, which is not known before it runs`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    const program = { ...args2[0], value: args2.map((w) => w.value).join(" ") };
    return this.nestedProgram(node, words, program, cwds, "eval", "here");
  }
  /** A static program string (`sh -c '…'`, `eval '…'`) is parsed and its commands checked instead. */
  nestedProgram(node, words, program, cwds, via, run2 = "apart") {
    if (program.value === null) {
      this.reason("non-static-code", program.node, `${via} runs ${code(clip(program.raw, 40))}, which is not known before it runs`);
      this.addCommand(node, joinWords(words));
      return unchanged(cwds);
    }
    this.addCommand(node, joinWords(words), true);
    return this.shellCode(program, cwds, via, run2);
  }
  /**
   * Shell code in a string: a static one is parsed and its commands checked, one that is not
   * static needs approval. `run`: in a shell of its own (`apart`: its `cd` moves nothing here), in
   * this shell now (`here`, eval), or in this shell at some later point (`later`, a trap), from a
   * directory that is not known. `input`: a tool appends what it reads to the code's last command.
   */
  shellCode(program, cwds, via, run2, input) {
    if (program.value === null) {
      this.reason("non-static-code", program.node, `${via} runs ${code(clip(program.raw, 40))}, which is not known before it runs`);
      return unchanged(cwds);
    }
    const filled = this.filledIn(program.value);
    if (filled !== null) {
      this.reason("non-static-code", program.node, `${via} runs code made from ${filled}, so it is not known before it runs`);
    }
    if (this.depth + 1 > this.state.maxDepth) {
      this.reason("too-deep", program.node, `shell strings nested more than ${this.state.maxDepth} deep`);
      return unchanged(cwds);
    }
    const start2 = run2 === "later" ? unionCwds(cwds, UNKNOWN_CWDS) : cwds;
    const flow = walkSource(this.state, program.value, start2, this.depth + 1, this.range(program.node), input);
    return run2 === "here" ? flow : unchanged(cwds);
  }
  /**
   * What fills in `text` when it runs, if it holds a string a tool replaces with what it reads
   * (find -exec's `{}`, `xargs -I`'s string); null when nothing does.
   */
  filledIn(text) {
    if (this.state.found !== null && text.includes("{}")) return `each file ${this.state.found.via} finds`;
    const replaced = this.state.replaced;
    return replaced !== null && replaced.holds(text) ? replaced.what : null;
  }
  /**
   * Builtins that run a string as code or change what a name runs (builtins.json): the builtin is a
   * command scope as written, its code strings are checked like eval's.
   */
  builtin(node, words, base, spec, cwds) {
    this.ordinary(node, words, base, cwds);
    const scan = scanOptions(words, 1, spec);
    if (scan.kind !== "ok") {
      this.reason("unknown-option", node, `option \`${scan.option}\` of ${base} is not known to Leash, so what it runs is unclear`);
      return unchanged(cwds);
    }
    const named = (list) => list ? scan.options.find((option) => list.includes(option.name)) : void 0;
    if (named(spec.listing)) return unchanged(cwds);
    const approval = named(spec.approval);
    if (approval) this.reason("non-static-code", node, `${base} ${approval.name} ${spec.why}, which Leash does not follow`);
    if (spec.approvalUnless && !named(spec.approvalUnless)) this.reason("non-static-code", node, `${base} ${spec.why}, which are not known before it runs`);
    const programs = [];
    for (const option of scan.options) {
      if (spec.codeOptions?.includes(option.name)) programs.push(option.words.length > 1 ? option.words[1] : { ...option.words[0], value: option.value });
    }
    const operands = words.slice(scan.rest);
    if (spec.codeOperands === "first-of-two" && operands.length >= 2) {
      const first = operands[0];
      if (first.value === null || !(spec.inert?.includes(first.value) || /^\d+$/.test(first.value))) programs.push(first);
    } else if (spec.codeOperands === "assignment-values") {
      for (const operand of operands) {
        if (operand.value === null) programs.push(operand);
        else if (operand.value.indexOf("=") > 0) programs.push({ ...operand, value: operand.value.slice(operand.value.indexOf("=") + 1) });
      }
    }
    let flow = unchanged(cwds);
    for (const program of programs) {
      const after = this.shellCode(program, cwds, base, spec.later ? "later" : "here", spec.appendsInput ? base : void 0);
      if (after.any !== cwds) flow = { ok: unionCwds(cwds, UNKNOWN_CWDS), any: unionCwds(cwds, UNKNOWN_CWDS) };
    }
    return flow;
  }
  /** `source FILE`, `. FILE`: a program read from a descriptor (`/dev/stdin`) cannot be seen. */
  sourced(node, words, cwds) {
    const file = words[1]?.value === "--" ? words[2] : words[1];
    if (file) this.programFile(node, file, words[0].value, cwds);
  }
  /**
   * A program read from a file that is an open descriptor (`bash /dev/stdin`, `python3
   * /dev/fd/0`, `. /proc/self/fd/0`) is read from standard input or a pipe, which the policy cannot see.
   */
  programFile(node, word, base, cwds) {
    const value = word.value;
    if (value === null) {
      this.reason("non-static-code", word.node, `${base} runs its program from ${code(clip(word.raw, 40))}, which is not known before it runs`);
      return true;
    }
    let descriptor = false;
    if (value.startsWith("/")) descriptor = DESCRIPTOR_PATH.test(posix.normalize(value));
    else if (cwds.unknown && /(^|\/)(stdin|fd\/[^/]+)$/.test(value)) descriptor = true;
    else if (!value.startsWith("~")) {
      for (const dir of cwds.dirs) {
        if (!value.includes("stdin") && !value.includes("fd") && !dir.startsWith("/dev") && !dir.startsWith("/proc")) continue;
        if (DESCRIPTOR_PATH.test(posix.resolve(dir, value))) descriptor = true;
      }
    }
    if (descriptor) {
      this.reason("stdin-program", word.node, `${base} reads its program from ${code(clip(value, 40))}, an open file descriptor such as standard input, which the policy cannot see`);
    }
    return descriptor;
  }
  /** Interpreters: code from a non-static string or from standard input needs approval. */
  interpreter(node, words, base, spec, cwds) {
    let program = "none";
    let file;
    for (let i2 = 1; i2 < words.length; i2++) {
      const word = words[i2];
      const text = word.value;
      if (program === "file" && (text === null || !text.startsWith("-") || text === "--")) break;
      if (text === null) {
        if (spec.programOperand) this.codeString(word, base);
        else file = word;
        program = spec.programOperand ? "code" : "file";
        break;
      }
      if (text === "-") {
        program = "stdin";
        break;
      }
      if (text === "--") {
        const next = words[i2 + 1];
        program = next ? next.value === "-" ? "stdin" : spec.programOperand ? "code" : "file" : "none";
        if (program === "code") this.codeString(next, base);
        if (program === "file") file = next;
        break;
      }
      if (!text.startsWith("-")) {
        if (spec.programOperand) this.codeString(word, base);
        program = spec.programOperand ? "code" : "file";
        if (!spec.programOperand) file = word;
        break;
      }
      if (spec.info?.includes(text)) {
        program = "info";
        break;
      }
      const eq = text.indexOf("=");
      const name2 = eq > 0 ? text.slice(0, eq) : text;
      const codeFlag = spec.code?.find((flag) => name2 === flag || flag.length === 2 && text.startsWith(flag) && !text.startsWith("--"));
      if (codeFlag) {
        const attached = eq > 0 ? text.slice(eq + 1) : text.length > codeFlag.length && !codeFlag.startsWith("--") ? text.slice(codeFlag.length) : void 0;
        if (attached === void 0) {
          const code2 = words[i2 + 1];
          if (code2) this.codeString(code2, base);
          else this.reason("non-static-code", node, `${base} ${codeFlag} has no code string`);
        }
        program = "code";
        break;
      }
      if (spec.module?.includes(name2)) {
        program = "file";
        break;
      }
      if (spec.valued?.includes(name2) && eq < 0) i2++;
      if (base.startsWith("awk") || spec.programOperand) {
        if (name2 === "-f") {
          program = "file";
          file = eq > 0 ? { ...word, value: text.slice(eq + 1) } : words[i2];
        }
      }
    }
    if (file && this.programFile(node, file, base, cwds)) return;
    if (program === "none" || program === "stdin") {
      this.reason("stdin-program", node, `${base} reads its program from standard input, which the policy cannot see`);
    }
  }
  codeString(word, base) {
    if (word.value === null) {
      this.reason("non-static-code", word.node, `${base} runs code ${code(clip(word.raw, 40))} that is not known before it runs`);
      return;
    }
    const filled = this.filledIn(word.value);
    if (filled !== null) this.reason("non-static-code", word.node, `${base} runs code made from ${filled}, so it is not known before it runs`);
  }
  /** An ordinary command scope, with its subcommand form, floors and path arguments. */
  /**
   * `tool`: what the tables say about `base`; a name none names has no subcommands, floors or file
   * arguments. `ownWords`: how many of the words are the command's own (a runner's, before the
   * command it runs, whose words are walked themselves).
   */
  ordinary(node, words, base, cwds, tool = toolNamed(base), reach, ownWords = words.length) {
    const name2 = words[0];
    const text = joinWords(words);
    const forms = [{ text, denyOnly: false }];
    const subcommand = tool?.subcommands ? parseSubcommand(words, tool.subcommands) : void 0;
    if (subcommand?.stripped) addForm(forms, joinWords(subcommand.stripped), false);
    if (subcommand?.canonical) addForm(forms, joinWords(subcommand.canonical), false);
    if (subcommand?.unknownOption) {
      this.reason("unknown-option", node, `option \`${subcommand.unknownOption}\` before the ${base} subcommand is not known to Leash, so the subcommand is unclear`);
      const index = indexOfValue(words, subcommand.unknownOption, 1);
      if (index >= 0) {
        for (const skip of [1, 2]) {
          const reading = [name2, ...words.slice(index + skip)];
          addForm(forms, joinWords(reading), true);
          const own = tool?.subcommands ? subcommandNamed(reading, tool.subcommands) : null;
          if (own !== null) addForm(forms, own, true);
        }
      }
    }
    if (base !== name2.value) addForm(forms, base + text.slice(wordText(name2).length), true);
    const outerMaker = this.maker;
    this.maker = text;
    try {
      const floorInput = tool ? { floors: tool.floors, words, subcommand, spelling: tool.subcommands, cwds, ctx: this.state.ctx } : void 0;
      const floors2 = floorInput ? detectFloors(floorInput) : [];
      if (floorInput) this.unknownValues(floorInput, base);
      if (this.state.links) this.linkedEarlier(node, `the command ${code(clip(text, 40))}`);
      this.state.out.scopes.push({ kind: "command", text, forms, floors: floors2, denyOnly: false, runBy: this.state.runBy, range: this.range(node) });
      if (tool?.fileArgs) {
        const context = subcommand || this.state.stdinData ? { subcommand, stdinData: this.state.stdinData } : void 0;
        const found = pathArguments(tool.fileArgs, words, context);
        if (otherSubcommand(found)) this.mentions(ownWords < words.length ? words.slice(0, ownWords) : words, cwds, base);
        const actions = found.length > 0 ? entryActions(base, words) : NO_ENTRY_ACTIONS;
        for (let i2 = 0; i2 < found.length; i2++) this.addPathArgument(found[i2], cwds, base, actions, text);
      } else {
        this.mentions(ownWords < words.length ? words.slice(0, ownWords) : words, cwds, base);
      }
    } finally {
      this.maker = outerMaker;
    }
    if (tool !== void 0 && (tool.shellStrings !== void 0 || reach?.input !== void 0)) this.codeInArguments(node, words, base, text, tool, subcommand, cwds, reach);
  }
  /**
   * Words not known before the command runs stand for any value (DESIGN.md section 3): where one
   * decides what runs (the subcommand, an option of a tool with floors), the command needs approval.
   */
  unknownValues(input, base) {
    const { words, subcommand } = input;
    if (subcommand && subcommand.subcommandIndex >= 0) {
      const word = words[subcommand.subcommandIndex];
      if (word.value === null) {
        this.reason("non-static-subcommand", word.node, `the ${base} subcommand ${code(clip(word.raw, 40))} is not known before it runs, and may be any subcommand`);
      }
    }
    for (const hit of floorsUnknownWordsMayMeet(input)) {
      this.reason("non-static-option", hit.word.node, `${code(clip(hit.word.raw, 40))} is not known before it runs, and some value of it meets the floor \`${hit.floor}\``);
    }
  }
  /** Shell code a tool's arguments hold (`npx -c`), or may hold once a tool appends what it reads (`xargs git`). */
  codeInArguments(node, words, base, text, tool, subcommand, cwds, reach) {
    if (tool.shellStrings) this.shellStringOptions(words, base, tool.shellStrings, subcommand, cwds);
    if (reach?.input !== void 0) {
      const reached = inputReaches(words, tool, subcommand);
      if (reached !== null) {
        this.reason("non-static-command", node, `${reach.input} appends what it reads to ${code(clip(text, 40))}, which may then hold ${reached}`);
      }
    }
  }
  /** `npx -c '…'`, `npm exec --call='…'`: the string is shell code (interpreters.json's `shellStrings`). */
  shellStringOptions(words, base, specs, subcommand, cwds) {
    const index = subcommand ? subcommand.subcommandIndex : 0;
    if (index < 0) return;
    const spec = specs.get(subcommand ? subcommand.path ?? words[index].value ?? "" : "");
    if (!spec) return;
    const via = subcommand ? `${base} ${words[index].value}` : base;
    for (let i2 = subcommand ? subcommand.afterSubcommand : 1; i2 < words.length; i2++) {
      const word = words[i2];
      const text = word.value;
      if (text === "--") return;
      if (text === null) {
        if (spec.before === "operand") return;
        continue;
      }
      const eq = text.startsWith("--") ? text.indexOf("=") : -1;
      const name2 = eq > 0 ? text.slice(0, eq) : text;
      if (spec.options.includes(name2)) {
        const program = eq > 0 ? { ...word, value: text.slice(eq + 1) } : words[++i2];
        if (program) this.shellCode(program, cwds, `${via} ${name2}`, "apart");
        else this.reason("non-static-code", word.node, `${via} ${name2} has no command string`);
        continue;
      }
      if (spec.before === "operand") {
        if (!text.startsWith("-")) return;
        if (eq < 0 && spec.valued?.includes(name2)) i2++;
      }
    }
  }
  // ---------------------------------------------------------------- scopes
  /** A command scope matched as written only; `denyOnly` for a wrapper seen through. */
  addCommand(node, text, denyOnly = false) {
    this.state.out.scopes.push({ kind: "command", text, forms: [{ text, denyOnly }], floors: [], denyOnly, runBy: this.state.runBy, range: this.range(node) });
  }
  /** `actions`: what the command (`maker`, normalised) does to the entries its write arguments name. */
  addPathArgument(argument, cwds, base, actions, maker) {
    if (argument.unknown !== void 0) {
      this.reason("non-static-path", argument.word.node, `${code(clip(argument.word.raw, 40))} (${base}): ${argument.unknown}`);
      return;
    }
    let word = argument.value !== void 0 ? { ...argument.word, value: argument.value } : argument.word;
    if (argument.value !== void 0 && word.value !== null && word.value.startsWith("~")) {
      word = ASSIGNMENT_LIKE.test(argument.word.raw) ? { ...word, expandsTilde: true } : { ...word, value: `./${word.value}` };
    }
    if (argument.basenameOnly && word.value !== null) {
      const name2 = word.value.replace(/\/+$/, "");
      word = { ...word, value: name2.slice(name2.lastIndexOf("/") + 1) };
    }
    const partial = argument.partial === true;
    if (argument.role !== "write") this.addPath("read", word, cwds, argument.recursive, base, partial);
    if (argument.role !== "read") {
      this.addPath("write", word, cwds, argument.recursive, base, partial);
      if (actions !== NO_ENTRY_ACTIONS && (actions.links || actions.entries)) this.actOnEntries(word, cwds, base, actions, maker);
    }
  }
  /**
   * The entries a write argument names, for a command that removes or replaces them (their link
   * itself is a write scope too) or may leave links there (noted for the rest of the call).
   */
  actOnEntries(word, cwds, via, actions, maker) {
    const value = word.value;
    if (value === null || word.glob || this.state.found !== null && value.includes("{}")) return;
    const relative = !value.startsWith("/") && !value.startsWith("~");
    const ctx = this.state.ctx;
    for (const dir of relative ? cwds.dirs : [ctx.workspace]) {
      const entry = entryPath(value, dir, ctx);
      const followed = canonicalPath(value, dir, ctx);
      if (actions.entries && entry !== null && entry !== followed) {
        this.state.out.scopes.push({ kind: "write", written: value, path: entry, recursive: false, partial: false, range: this.range(word.node) });
      }
      if (actions.links) {
        const made = this.state.madeLinks ??= [];
        if (entry !== null) made.push({ path: entry, written: value, maker });
        if (followed !== entry) made.push({ path: followed, written: value, maker });
      }
    }
    if (this.state.links) this.linkedEarlier(word.node, `the path ${code(clip(word.raw, 40))} (${via})`);
  }
  /** The links the command just walked may have made count from here on. */
  settleLinks() {
    const made = this.state.madeLinks;
    if (made === null) return;
    this.state.madeLinks = null;
    let links = this.state.links;
    if (!links) {
      links = this.state.links = new EarlierLinks(this.state.ctx.fs);
      this.state.ctx = { ...this.state.ctx, fs: links };
    }
    for (const entry of made) links.add(entry);
  }
  /** A reason for each path an earlier command may have made a link that the walks since the last call went through. */
  linkedEarlier(node, subject) {
    const hits = this.state.links?.takeHits();
    if (!hits) return;
    for (const hit of hits) {
      if (hit.maker === this.maker) continue;
      this.reason(
        "linked-earlier",
        node,
        `${subject} reaches ${code(clip(hit.written, 40))}, which ${code(clip(hit.maker, 60))} earlier in this command may have made a link: where it leads is not known before the command runs`
      );
    }
  }
  /**
   * A read or write scope at every directory the shell may be in. `partial`: the command acts on
   * some of what lies below the path, which part is not known (what `find` finds).
   */
  addPath(kind, word, cwds, recursive, via, partial = false) {
    let value = word.value;
    if (word.node.type === "process_substitution") return;
    if (value === null) {
      this.reason("non-static-path", word.node, `the path ${code(clip(word.raw, 40))} (${via}) is not known before it runs`);
      return;
    }
    if (value.startsWith("~") && !expandsTilde(word)) value = `./${value}`;
    const found = this.state.found;
    if (found !== null && value.includes("{}")) {
      if (value !== "{}") {
        this.reason("non-static-path", word.node, `the path ${code(clip(word.raw, 40))} (${via}) is made from each file ${found.via} finds, so it is not known before it runs`);
        return;
      }
      this.state.found = found.outer;
      try {
        for (const root of found.roots) this.addPath(kind, root, found.cwds, true, `${via} in ${found.via}`, true);
      } finally {
        this.state.found = found;
      }
      return;
    }
    if (word.glob) {
      const first = value.search(/[*?[]/);
      const rest = value.slice(first);
      if (/(^|\/)\.\.(\/|$)/.test(rest)) {
        this.reason("non-static-path", word.node, `the glob ${code(clip(word.raw, 40))} (${via}) can reach outside its directory`);
        return;
      }
      value = value.slice(0, value.lastIndexOf("/", first) + 1) || ".";
      recursive = true;
    }
    if (value.startsWith("/dev/") && (HARMLESS_DEVICES.has(value) || /^\/dev\/fd\/\d+$/.test(value))) return;
    const relative = !value.startsWith("/") && !value.startsWith("~");
    if (relative && cwds.unknown) {
      this.reason("unknown-directory", word.node, `cannot tell where ${code(clip(word.raw, 40))} is: the working directory is not known here`);
    }
    const paths = relative ? this.resolveAll(value, cwds) : [canonicalPath(value, this.state.ctx.workspace, this.state.ctx)];
    if (this.state.links) this.linkedEarlier(word.node, `the path ${code(clip(word.raw, 40))} (${via})`);
    for (const path of paths) {
      this.state.out.scopes.push({ kind, written: value, path, recursive, partial, range: this.range(word.node) });
      const process2 = path.charCodeAt(1) === 112 ? processDirectory(path) : null;
      if (process2 !== null) {
        this.reason(
          "process-path",
          word.node,
          `the path ${code(clip(word.raw, 40))} (${via}) leads into ${process2}, a process's own directory: its links (\`cwd\`, \`root\`, \`fd\`) lead wherever that process is, which is not known before the command runs`
        );
      }
    }
  }
  /**
   * The words of a tool Leash has no file table for that look like paths (holding a `/`, or
   * starting with `.` or `~`, as an operand, an `--option=value` or a short option's attached
   * value), or any word once the shell has left the workspace root: the tool may read or write
   * them. Words that are not static, and relative ones where the directory is not known, say
   * nothing here; the decision checks the rest against deny rules only.
   */
  mentions(words, cwds, base) {
    if (cwds.unknown && cwds.dirs.length === 0) return;
    const workspace = this.state.ctx.workspace;
    const anyWord = cwds.dirs.some((dir) => dir !== workspace);
    for (let i2 = 1; i2 < words.length; i2++) {
      const word = words[i2];
      let value = word.value;
      if (value === null && /^~[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.\/-]*)?$/.test(word.raw)) value = `~${word.raw.slice(word.raw.indexOf("/") < 0 ? word.raw.length : word.raw.indexOf("/"))}`;
      else if (value === null && /^~\+(\/[A-Za-z0-9_.\/-]*)?$/.test(word.raw)) value = `.${word.raw.slice(2)}`;
      if (value === null || value === "" || value === "-" || value === "--") continue;
      let any = anyWord;
      if (value.charCodeAt(0) === DASH3) {
        const eq = value.indexOf("=");
        if (eq > 0) value = value.slice(eq + 1);
        else if (value.length > 2 && value.charCodeAt(1) !== DASH3) value = value.slice(2);
        else continue;
        any = false;
      }
      if (value.includes("://")) continue;
      if (value.startsWith("~") && !expandsTilde(word)) value = `./${value}`;
      if (any || looksLikePath(value)) this.mention(value, word, cwds, base);
      for (const part of value.split(/[:,@]/)) {
        const inner = part.slice(part.indexOf("=") + 1);
        if (inner !== value && inner !== "" && looksLikePath(inner)) this.mention(inner, word, cwds, base);
      }
    }
  }
  /** One path a tool with no file table names, resolved where the shell may be. */
  mention(written, word, cwds, base) {
    let value = written;
    const workspace = this.state.ctx.workspace;
    if (isOtherTilde(value)) {
      if (value === "~+" || value.startsWith("~+/")) value = `.${value.slice(2)}`;
      else if (value === "~-" || value.startsWith("~-/")) return;
      else value = `~${value.slice(value.indexOf("/") < 0 ? value.length : value.indexOf("/"))}`;
    }
    let recursive = false;
    let stem;
    if (word.glob) {
      const first = value.search(/[*?[]/);
      if (first >= 0) {
        if (/(^|\/)\.\.(\/|$)/.test(value.slice(first))) return;
        const slash = value.lastIndexOf("/", first);
        stem = value.slice(slash + 1, first);
        value = value.slice(0, slash + 1) || ".";
        recursive = true;
      }
    }
    if (value.startsWith("/dev/")) return;
    const relative = !value.startsWith("/") && !value.startsWith("~");
    if (relative && cwds.unknown) return;
    const paths = relative ? this.resolveAll(value, cwds) : [canonicalPath(value, workspace, this.state.ctx)];
    if (this.state.links) this.linkedEarlier(word.node, `the path ${code(clip(word.raw, 40))} (${base})`);
    const mentions = this.state.out.mentions ??= [];
    for (const path of paths) {
      const mention = { kind: "write", written: value, path, recursive, partial: false, range: this.range(word.node) };
      if (stem !== void 0) mention.stem = stem;
      mentions.push(mention);
    }
  }
  resolveAll(path, cwds) {
    if (cwds.dirs.length === 1) return [canonicalPath(path, cwds.dirs[0], this.state.ctx)];
    return [...new Set(cwds.dirs.map((dir) => canonicalPath(path, dir, this.state.ctx)))];
  }
};
var SLASH2 = 47;
var DASH3 = 45;
function isOtherTilde(value) {
  return value.length > 1 && value.charCodeAt(0) === 126 && value.charCodeAt(1) !== 47;
}
function ownWordCount(words, reading) {
  let end = words.length;
  for (const first of [reading.argv[0], reading.joined?.[0], ...reading.code]) {
    if (!first) continue;
    const index = words.indexOf(first);
    if (index >= 0 && index < end) end = index;
  }
  return end;
}
function valueWordOf(option) {
  if (option.words.length > 1) return option.words[option.words.length - 1];
  const value = option.value !== null && option.value.startsWith("~") ? `./${option.value}` : option.value;
  return { ...option.words[0], value };
}
function looksLikePath(value) {
  const first = value.charCodeAt(0);
  return first === 46 || first === 126 || value.includes("/");
}
function sameCwds(a, b) {
  return a === b || a.unknown === b.unknown && a.dirs.length === b.dirs.length && a.dirs.every((dir) => b.dirs.includes(dir));
}
function within(path, dir) {
  return path === dir || startsWithPart(path, dir, SLASH2);
}
function pushNew(list, item) {
  if (!list.includes(item)) list.push(item);
}
function isNameListing(parts2) {
  if (parts2.length === 2) return parts2[0].type === "variable_name" && (parts2[1].type === "*" || parts2[1].type === "@");
  if (parts2.length !== 1) return false;
  return parts2[0].type === "#" || parts2[0].type === "subscript" && /\[\s*[@*]\s*\]$/.test(parts2[0].text);
}
function builtinWords(node) {
  const keyword = node.children[0];
  const words = [{ node: keyword, raw: keyword.text, value: keyword.text, glob: false }];
  let group = [];
  for (const child of node.namedChildren) {
    if (child.type === "comment") continue;
    if (group.length > 0 && group[group.length - 1].endIndex !== child.startIndex) {
      words.push(groupWord(group));
      group = [];
    }
    group.push(child);
  }
  if (group.length > 0) words.push(groupWord(group));
  return words;
}
function groupWord(group) {
  if (group.length === 1) return partWord(group[0]);
  let value = "";
  let raw = "";
  for (const part of group) {
    raw += part.text;
    const partValue = partWord(part).value;
    value = value === null || partValue === null ? null : value + partValue;
  }
  return { node: group[0], raw, value, glob: false };
}
function partWord(node) {
  if (node.type === "variable_name") return { node, raw: node.text, value: node.text, glob: false };
  if (node.type !== "variable_assignment") return evaluateWord(node);
  const value = node.childForFieldName("value");
  const assigned = value ? evaluateWord(value).value : "";
  const head = value ? node.text.slice(0, value.startIndex - node.startIndex) : node.text;
  return { node, raw: node.text, value: assigned === null ? null : head + assigned, glob: false };
}
function literalQuotesContext(node) {
  let inExpansion = false;
  for (let up = node.parent; up; up = up.parent) {
    const type = up.type;
    if (type === "expansion") inExpansion = true;
    else if (type === "string") return inExpansion ? "in double quotes" : null;
    else if (type === "heredoc_body") return inExpansion ? "in a heredoc body" : null;
    else if (type === "command_substitution" || type === "process_substitution") return null;
  }
  return null;
}
function andOrOperator(list) {
  for (const child of list.children) if (!child.isNamed && (child.type === "&&" || child.type === "||")) return child.type;
  return void 0;
}
function firstAnonymousType(node) {
  for (const child of node.children) if (!child.isNamed) return child.type;
  return void 0;
}
function isInputRedirect(redirect) {
  if (redirect.type === "heredoc_redirect" || redirect.type === "herestring_redirect") return true;
  if (redirect.type !== "file_redirect") return false;
  const operator = firstAnonymousType(redirect);
  if (operator !== "<" && operator !== "<>") return false;
  const descriptor = redirect.childForFieldName("descriptor");
  return descriptor === null || descriptor.text === "0";
}
function childOfType(node, type) {
  for (const child of node.children) if (child.type === type) return child;
  return void 0;
}
function hasName(node, words) {
  return words[0].node.fieldName === "name" || node.childForFieldName("name") !== null;
}
function indexOfValue(words, value, from) {
  for (let i2 = from; i2 < words.length; i2++) if (words[i2].value === value) return i2;
  return -1;
}
function addForm(forms, text, denyOnly) {
  if (text !== forms[0].text) forms.push({ text, denyOnly });
}
function allPlainWords(words, hasBackquote) {
  for (const word of words) {
    if (hasBackquote && word.raw.includes("`")) return false;
    const node = word.node.type === "command_name" && word.node.namedChildCount === 1 ? word.node.namedChildren[0] : word.node;
    if (node.type !== "word" || node.namedChildCount !== 0) return false;
  }
  return true;
}
function wordNodes(words) {
  const nodes = new Array(words.length);
  for (let i2 = 0; i2 < words.length; i2++) nodes[i2] = words[i2].node;
  return nodes;
}
function childrenOfField(node, field) {
  return node.childrenForFieldName(field);
}
function nextSiblingType(node) {
  return node.parent?.children[node.index + 1]?.type;
}
function previousOperator(node) {
  let sibling = node.previousSibling;
  while (sibling && sibling.isNamed) sibling = sibling.previousSibling;
  return sibling?.type;
}
function backquotedCommands(text) {
  const commands = [];
  let open = -1;
  let current = "";
  for (let i2 = 0; i2 < text.length; i2++) {
    const c = text[i2];
    if (c === "\\") {
      const next = text[i2 + 1];
      if (open >= 0) current += next !== void 0 && "\\`$".includes(next) ? next : `\\${next ?? ""}`;
      i2++;
      continue;
    }
    if (c === "`") {
      if (open < 0) {
        open = i2;
        current = "";
      } else {
        commands.push(current);
        open = -1;
      }
      continue;
    }
    if (open >= 0) current += c;
  }
  if (open >= 0) commands.push(current);
  return commands.length > 0 ? commands : null;
}
function findError(root) {
  const pending = [root];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node.type === "ERROR" || node.isMissing) return node;
    const children = node.children;
    for (let i2 = children.length - 1; i2 >= 0; i2--) {
      const child = children[i2];
      if (child && (child.hasError || child.isMissing || child.type === "ERROR")) pending.push(child);
    }
  }
  return null;
}
function dedupeScopes(scopes) {
  if (scopes.length < 2) return scopes;
  if (scopes.length <= SMALL_DEDUPE) return dedupeFewScopes(scopes);
  const byText = /* @__PURE__ */ new Map();
  const kept = [];
  for (const scope of scopes) {
    const text = scope.kind === "command" ? scope.text : scope.path;
    const same = byText.get(text);
    if (same) {
      if (same.some((earlier) => sameScope(earlier, scope))) continue;
      same.push(scope);
    } else {
      byText.set(text, [scope]);
    }
    kept.push(scope);
  }
  return kept;
}
var SMALL_DEDUPE = 8;
function scopeText(scope) {
  return scope.kind === "command" ? scope.text : scope.path;
}
function dedupeFewScopes(scopes) {
  const kept = [];
  next: for (const scope of scopes) {
    const text = scopeText(scope);
    for (const earlier of kept) if (scopeText(earlier) === text && sameScope(earlier, scope)) continue next;
    kept.push(scope);
  }
  return kept;
}
function sameScope(a, b) {
  if (a.kind === "command" && b.kind === "command") {
    return a.text === b.text && a.denyOnly === b.denyOnly && a.runBy === b.runBy && a.floors.length === b.floors.length && a.floors.every((floor, i2) => floor === b.floors[i2]) && a.forms.length === b.forms.length && a.forms.every((form, i2) => form.text === b.forms[i2].text);
  }
  return a.kind === b.kind && a.kind !== "command" && b.kind !== "command" && a.path === b.path && a.recursive === b.recursive && a.partial === b.partial;
}
function dedupeReasons(reasons) {
  if (reasons.length < 2) return reasons;
  if (reasons.length <= SMALL_DEDUPE) {
    const kept = [];
    for (const reason of reasons) if (!kept.some((earlier) => earlier.message === reason.message)) kept.push(reason);
    return kept;
  }
  const seen = /* @__PURE__ */ new Set();
  return reasons.filter((reason) => {
    if (seen.has(reason.message)) return false;
    seen.add(reason.message);
    return true;
  });
}

// src/paths/process-table.json
var process_table_default = {
  about: "Places where a path reaches a process's own directory (/proc/<pid>, /proc/self, /proc/thread-self): its environ, cmdline, mem and fd hold what that process holds, and its cwd and root links lead wherever it is. Reading or writing there needs approval whatever the read and write rules say (docs/policy.md). Read by src/paths/process-table.ts; the examples are checked by test/paths/process-table.test.ts.",
  aliases: [
    {
      path: "/dev/fd",
      leads_to: "/proc/self/fd",
      why: "a link to the reading process's descriptors"
    },
    {
      path: "/dev/stdin",
      leads_to: "/proc/self/fd/0",
      why: "a link to descriptor 0"
    },
    {
      path: "/dev/stdout",
      leads_to: "/proc/self/fd/1",
      why: "a link to descriptor 1"
    },
    {
      path: "/dev/stderr",
      leads_to: "/proc/self/fd/2",
      why: "a link to descriptor 2"
    }
  ],
  reached_below: [
    {
      path: "/proc",
      reaches: "/proc/<pid>",
      why: "every process's directory lies below it"
    },
    {
      path: "/dev",
      reaches: "/proc/self",
      why: "/dev/fd, /dev/stdin and the like are links into the reading process's directory"
    }
  ],
  examples: {
    reach: [
      [
        "/proc/self/environ",
        false,
        "/proc/self"
      ],
      [
        "/proc/1/environ",
        false,
        "/proc/1"
      ],
      [
        "/proc/thread-self/cmdline",
        false,
        "/proc/thread-self"
      ],
      [
        "/proc/self/../1/mem",
        false,
        "/proc/self"
      ],
      [
        "/proc/",
        true,
        "/proc/<pid>"
      ],
      [
        "/proc",
        true,
        "/proc/<pid>"
      ],
      [
        "/",
        true,
        "/proc/<pid>"
      ],
      [
        "/dev/",
        true,
        "/proc/self"
      ],
      [
        "/dev/fd/",
        true,
        "/proc/self"
      ],
      [
        "/dev/fd/3",
        false,
        "/proc/self"
      ],
      [
        "/dev/stdin",
        false,
        "/proc/self"
      ],
      [
        "/proc/1/root/etc/passwd",
        false,
        "/proc/1"
      ]
    ],
    no_reach: [
      [
        "/proc/cpuinfo",
        false
      ],
      [
        "/proc/sys/",
        true
      ],
      [
        "/proc/sys/kernel/hostname",
        false
      ],
      [
        "/ws/src/",
        true
      ],
      [
        "/",
        false
      ],
      [
        "/proc",
        false
      ],
      [
        "/dev/null",
        false
      ],
      [
        "/devices/",
        true
      ],
      [
        "/processes/",
        true
      ]
    ]
  }
};

// src/paths/process-table.ts
var ALIASES = process_table_default.aliases;
var REACHED_BELOW = process_table_default.reached_below;
function processTableReach(path, recursive) {
  const direct = processDirectory(path);
  if (direct !== null) return direct;
  const c = path.charCodeAt(1);
  if (path.length > 1 && c !== 112 && c !== 100) return null;
  for (const alias of ALIASES) {
    if (isWithin(path, alias.path)) return processDirectory(alias.leads_to + path.slice(alias.path.length));
  }
  if (!recursive) return null;
  for (const below of REACHED_BELOW) {
    if (isWithin(below.path, path === "/" ? "/" : path.replace(/\/+$/, ""))) return below.reaches;
  }
  return null;
}
function processTableReason(written, reached, recursive) {
  const how = recursive ? `walks a folder that holds ${reached}` : `leads into ${reached}`;
  return `the path ${written} ${how}, a process's own directory: its environ, cmdline, mem and fd hold what that process holds, and its links (\`cwd\`, \`root\`) lead wherever it is`;
}

// src/policy/builtin.ts
var BUILTIN_SOURCE = "built-in";
var BUILTIN_WORKSPACE_PATTERN = "./**";
var BUILTIN_NESTED_GIT_PATTERN = "**/.git/**";
function rule(tool, pattern, effect) {
  return { pattern, effect, tool, layer: "builtin", source: BUILTIN_SOURCE };
}
function builtinLayer() {
  const tools = /* @__PURE__ */ new Map([
    ["read", { allow: [rule("read", BUILTIN_WORKSPACE_PATTERN, "allow")], deny: [], hasAllowList: false }],
    ["write", { allow: [rule("write", BUILTIN_WORKSPACE_PATTERN, "allow")], deny: [rule("write", ".git/**", "deny")], hasAllowList: false }]
  ]);
  return {
    layer: "builtin",
    default: { effect: "prompt", source: BUILTIN_SOURCE },
    tools,
    lifts: [],
    envPass: [],
    tests: []
  };
}

// src/policy/network.ts
function parseHostPattern(pattern) {
  let rest = pattern.trim();
  let port = null;
  const portMatch = /:(\d+)$/.exec(rest);
  if (portMatch && (!rest.startsWith("[") || rest.lastIndexOf("]") < portMatch.index)) {
    port = Number(portMatch[1]);
    rest = rest.slice(0, portMatch.index);
  }
  if (rest === "*") return { form: "any", host: "", port };
  if (rest.startsWith("*.")) return { form: "below", host: normalHost(rest.slice(2)), port };
  return { form: "exact", host: normalHost(rest), port };
}
function normalHost(host) {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[") && h.endsWith("]")) h = h.slice(1, -1);
  if (h.endsWith(".")) h = h.slice(0, -1);
  return h;
}
function hostPatternCovers(pattern, host, port) {
  if (pattern.port !== null && pattern.port !== port) return false;
  const h = normalHost(host);
  switch (pattern.form) {
    case "any":
      return true;
    case "below":
      return h.endsWith(`.${pattern.host}`);
    case "exact":
      return h === pattern.host;
  }
}
var compiledNetworks = /* @__PURE__ */ new WeakMap();
function networkRules(policy) {
  const allow = [];
  const deny = [];
  for (const layer of policy.layers) {
    if (!layer.network) continue;
    allow.push(...layer.network.allow);
    deny.push(...layer.network.deny);
  }
  return { allow, deny };
}
function ruleRef(rule2) {
  return { pattern: rule2.pattern, effect: rule2.effect, layer: rule2.layer, source: rule2.source };
}
function compiledNetwork(policy) {
  let entry = compiledNetworks.get(policy);
  if (!entry) {
    const { allow, deny } = networkRules(policy);
    const compile = (rule2) => ({ pattern: parseHostPattern(rule2.pattern), ref: ruleRef(rule2) });
    entry = { allow: allow.map(compile), deny: deny.map(compile) };
    compiledNetworks.set(policy, entry);
  }
  return entry;
}
function decideNetworkAccess(policy, host, port) {
  const rules = compiledNetwork(policy);
  for (const candidate of rules.deny) if (hostPatternCovers(candidate.pattern, host, port)) return { decision: "deny", rule: candidate.ref };
  for (const candidate of rules.allow) if (hostPatternCovers(candidate.pattern, host, port)) return { decision: "allow", rule: candidate.ref };
  return { decision: "deny", rule: null };
}
var NETWORK_DEFAULT_SOURCE = "built-in: no network for commands unless network.allow names the host";

// src/policy/secret-places.ts
import { isAbsolute } from "node:path";

// src/policy/tables/secret-places.json
var secret_places_default = {
  $comment: "Built-in secret places (DESIGN.md section 4a): files a command has no business reading, which the sandbox profile makes deny-read whatever the policy allows. `paths`: `~/` is the home directory, `$NAME` an environment variable of the run (the entry is left out when it is not set), `dir/**` a subtree, `*` one path segment (`/proc/*/environ`), anything else exact. `denyWrite: true`: writing them is refused too (the runner's file commands set later steps' environment and outputs). `match` and `not_match` are paths the tests check, with `$HOME=/home/u`, `$RUNNER_TEMP=/runner/_temp`, `$GITHUB_ENV=/runner/_temp/_runner_file_commands/set_env_1` and `$GITHUB_OUTPUT=/runner/_temp/_runner_file_commands/set_output_1`.",
  places: [
    {
      name: "ssh",
      paths: ["~/.ssh/**"],
      why: "private keys and the hosts they open",
      match: ["/home/u/.ssh/id_rsa", "/home/u/.ssh/config"],
      not_match: ["/home/u/.sshrc-notes", "/home/u/src/.ssh.md"]
    },
    {
      name: "cloud credentials",
      paths: ["~/.aws/**", "~/.config/gcloud/**", "~/.azure/**", "~/.kube/**", "~/.oci/**", "~/.config/doctl/**", "~/.terraform.d/credentials.tfrc.json"],
      why: "keys and tokens of cloud accounts and clusters",
      match: ["/home/u/.aws/credentials", "/home/u/.config/gcloud/application_default_credentials.json", "/home/u/.kube/config", "/home/u/.azure/msal_token_cache.json"],
      not_match: ["/home/u/.config/git/ignore", "/home/u/aws/notes.txt"]
    },
    {
      name: "git and GitHub CLI credentials",
      paths: ["~/.git-credentials", "~/.config/git/credentials", "~/.netrc", "~/.config/gh/**", "~/.config/hub"],
      why: "tokens git, curl and gh send to code hosts",
      match: ["/home/u/.git-credentials", "/home/u/.netrc", "/home/u/.config/gh/hosts.yml"],
      not_match: ["/home/u/.gitconfig", "/home/u/.config/git/ignore"]
    },
    {
      name: "registry tokens",
      paths: ["~/.npmrc", "~/.yarnrc.yml", "~/.pypirc", "~/.cargo/credentials", "~/.cargo/credentials.toml", "~/.gem/credentials", "~/.m2/settings.xml", "~/.m2/settings-security.xml", "~/.gradle/gradle.properties", "~/.nuget/NuGet/NuGet.Config", "~/.docker/config.json", "~/.config/composer/auth.json", "~/.composer/auth.json"],
      why: "publish and read tokens of package registries and container registries",
      match: ["/home/u/.npmrc", "/home/u/.pypirc", "/home/u/.cargo/credentials.toml", "/home/u/.docker/config.json"],
      not_match: ["/home/u/.npm/_cacache/index", "/home/u/.cargo/registry/cache/x.crate"]
    },
    {
      name: "agent credentials",
      paths: ["~/.claude/.credentials.json", "~/.codex/auth.json", "~/.config/anthropic/**", "~/.gnupg/**", "~/.password-store/**"],
      why: "API keys and sign-in tokens of coding agents, and keyrings",
      match: ["/home/u/.claude/.credentials.json", "/home/u/.codex/auth.json", "/home/u/.gnupg/private-keys-v1.d/x.key"],
      not_match: ["/home/u/.claude/settings.json"]
    },
    {
      name: "runner file commands",
      paths: ["$GITHUB_ENV", "$GITHUB_OUTPUT", "$GITHUB_PATH", "$GITHUB_STATE", "$GITHUB_STEP_SUMMARY", "$RUNNER_TEMP/_runner_file_commands/**"],
      denyWrite: true,
      why: "writing them sets later steps' environment, PATH and outputs (code that runs after the agent, with the job's secrets); reading them shows what earlier steps set",
      match: ["/runner/_temp/_runner_file_commands/set_env_1", "/runner/_temp/_runner_file_commands/set_output_1", "/runner/_temp/_runner_file_commands/add_path_9"],
      not_match: ["/runner/_temp/leash-session/x", "/runner/_temp/other"]
    },
    {
      name: "process environments",
      paths: ["/proc/*/environ"],
      why: "other processes' environments hold the secrets Leash keeps from commands (the API key, GITHUB_TOKEN)",
      match: ["/proc/1/environ", "/proc/4242/environ", "/proc/self/environ"],
      not_match: ["/proc/cpuinfo", "/proc/1/status"]
    }
  ]
};

// src/policy/secret-places.ts
var SECRET_PLACES = secret_places_default.places;
function secretPlacePaths(env) {
  const out2 = [];
  for (const place of SECRET_PLACES) {
    for (const written of place.paths) {
      const pattern = expandVariable(written, env ?? {});
      if (pattern === null) continue;
      const glob = pattern.replace(/\/\*\*$/, "").includes("*");
      out2.push({ place, pattern, glob, ref: { pattern: written, effect: "deny", layer: "builtin", source: `built-in secret place "${place.name}"` } });
    }
  }
  return out2;
}
function expandVariable(path, env) {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)(.*)$/.exec(path);
  if (!match) return path;
  const value = env[match[1]];
  if (value === void 0 || value === "" || !isAbsolute(value)) return null;
  return `${value}${match[2]}`;
}

// src/policy/tables/write-floors.json
var write_floors_default = {
  $comment: "Built-in write floors (DESIGN.md section 3): files whose contents run code later or widen what an agent may do. Writing one needs approval, from a file tool, a redirect or a command's own option alike, even where a write rule allows it, unless a policy lifts the floor by name under `floors.lift`; the sandbox holds them deny-write. `paths` are policy path patterns (DESIGN.md section 2: relative to the workspace root, `~/` the home directory, `dir/**` a subtree, `prefix*` a raw prefix, anything else exact). `policyFiles: true`: the floor covers the policy file in use and every file it extends, whatever their names. `match` and `not_match` are paths the tests check (relative to the workspace root, or `~/`).",
  floors: [
    {
      name: "workflows",
      paths: [".github/workflows/**", ".github/actions/**"],
      why: "GitHub runs workflow files, and the actions they use, with the repository's secrets on the next push or pull request",
      match: [".github/workflows/ci.yml", ".github/workflows/nested/x.yaml", ".github/actions/setup/action.yml"],
      not_match: [".github/CODEOWNERS", ".github/dependabot.yml", "src/.github/workflows/ci.yml"]
    },
    {
      name: "git hooks",
      paths: [".githooks/**", ".husky/**", ".lefthook/**", "lefthook.yml", ".lefthook.yml", ".pre-commit-config.yaml"],
      why: "git and hook managers run these on the next commit, checkout or push (`core.hooksPath` points at a folder of them; `.git/hooks` itself is under the built-in `.git/**` deny)",
      match: [".husky/pre-commit", ".githooks/pre-push", ".pre-commit-config.yaml", "lefthook.yml"],
      not_match: ["husky.md", "src/hooks/use-state.ts", ".git-blame-ignore-revs"]
    },
    {
      name: "policy files",
      paths: [],
      policyFiles: true,
      why: "the policy in use and the files it extends say what the agent may do: changing them widens its own leash",
      match: [],
      not_match: []
    },
    {
      name: "agent settings",
      paths: [
        ".claude/**",
        ".codex/**",
        ".gemini/**",
        ".cursor/**",
        ".windsurf/**",
        ".continue/**",
        ".aider.conf.yml",
        ".mcp.json",
        ".cursorrules",
        "~/.claude/**",
        "~/.claude.json",
        "~/.codex/**",
        "~/.gemini/**",
        "~/.cursor/**",
        "~/.aider.conf.yml",
        "~/.continue/**"
      ],
      why: "coding agents read their permissions, hooks and MCP servers from these: a write can widen what an agent may do or start a program the next time one runs",
      match: [".claude/settings.json", ".claude/hooks/x.sh", ".codex/config.toml", ".gemini/settings.json", ".cursor/mcp.json", ".mcp.json", "~/.claude/settings.json", "~/.codex/config.toml"],
      not_match: ["claude.md", "docs/.claude-notes", "src/codex.ts"]
    },
    {
      name: "auto-run files",
      paths: [
        ".envrc",
        ".vscode/tasks.json",
        ".vscode/settings.json",
        ".devcontainer/**",
        "~/.bashrc",
        "~/.bash_profile",
        "~/.bash_login",
        "~/.profile",
        "~/.zshrc",
        "~/.zshenv",
        "~/.zprofile",
        "~/.config/fish/**",
        "~/.envrc"
      ],
      why: "a shell, direnv, an editor or a dev container runs these when it starts or enters the folder",
      match: [".envrc", ".vscode/tasks.json", ".devcontainer/devcontainer.json", "~/.bashrc", "~/.profile", "~/.config/fish/config.fish"],
      not_match: [".env", ".envrc.example", ".vscode/extensions.json", "~/.bash_history"]
    }
  ]
};

// src/policy/write-floors.ts
var WRITE_FLOORS = write_floors_default.floors;
var WRITE_FLOOR_NAMES = WRITE_FLOORS.map((floor) => floor.name);
var POLICY_FILE_LAYERS = /* @__PURE__ */ new Set(["extends", "repository", "workflow"]);
function writeFloorPaths(policy) {
  const out2 = [];
  for (const floor of WRITE_FLOORS) {
    const patterns = [...floor.paths];
    if (floor.policyFiles) {
      for (const layer of policy.layers) if (layer.file && POLICY_FILE_LAYERS.has(layer.layer) && !patterns.includes(layer.file)) patterns.push(layer.file);
    }
    for (const pattern of patterns) {
      out2.push({ floor: floor.name, pattern, ref: { pattern, effect: "deny", layer: "builtin", source: `built-in floor "${floor.name}"` } });
    }
  }
  return out2;
}

// src/policy/patterns.ts
var SPACE2 = 32;
var SLASH3 = 47;
function parsePattern2(pattern, exact = false) {
  if (exact) return { form: "exact", body: pattern };
  if (pattern === "*" || pattern === "**" || pattern === "/**") return { form: "universal", body: "" };
  if (pattern.endsWith("/**")) return { form: "subtree", body: pattern.slice(0, -3) };
  if (pattern.endsWith(" *")) return { form: "words", body: pattern.slice(0, -2) };
  if (pattern.endsWith("*")) return { form: "raw", body: pattern.slice(0, -1) };
  return { form: "exact", body: pattern };
}
function matchCommand(pattern, scope) {
  switch (pattern.form) {
    case "universal":
      return true;
    case "words":
      return scope === pattern.body || startsWithPart(scope, pattern.body, SPACE2);
    case "raw": {
      const body2 = pattern.body;
      if (!scope.startsWith(body2)) return false;
      if (scope.length === body2.length || scope.charCodeAt(body2.length) === SPACE2) return true;
      return !(pattern.endsWord ??= rawPrefixEndsWord(body2));
    }
    case "subtree":
      return scope === `${pattern.body}/**`;
    case "exact":
      return scope === pattern.body;
  }
}
function compilePathPattern(pattern, ctx) {
  switch (pattern.form) {
    case "universal":
      return { form: "universal", path: "/", partial: "", prefix: "" };
    case "subtree":
      return { form: "subtree", path: lexicalRulePath(pattern.body === "" ? "/" : pattern.body, ctx), partial: "", prefix: "" };
    case "raw": {
      const slash = pattern.body.lastIndexOf("/");
      const path = lexicalRulePath(slash < 0 ? "." : pattern.body.slice(0, slash) || "/", ctx);
      const partial = slash < 0 ? pattern.body : pattern.body.slice(slash + 1);
      return { form: "raw", path, partial, prefix: joinPart(path, partial) };
    }
    case "words":
      return { form: "words", path: lexicalRulePath(`${pattern.body} *`, ctx), partial: "", prefix: "" };
    case "exact":
      return { form: "exact", path: lexicalRulePath(pattern.body, ctx), partial: "", prefix: "" };
  }
}
function lexicalRulePath(path, ctx) {
  return lexicalPath(path, ctx.workspace, ctx.home);
}
function joinPart(dir, part) {
  return dir === "/" ? `/${part}` : `${dir}/${part}`;
}
var PathPatternResolver = class {
  constructor(ctx) {
    this.ctx = ctx;
  }
  ctx;
  /** Made on the first path resolved: most calls have no path scope to decide. */
  cache;
  /** The canonical form of an absolute, lexically normal path (a compiled pattern's `path`). */
  canonical(path) {
    const cache = this.cache ??= /* @__PURE__ */ new Map();
    let hit = cache.get(path);
    if (hit === void 0) {
      hit = canonicalPath(path, "/", this.ctx);
      cache.set(path, hit);
    }
    return hit;
  }
  /** The string the paths a raw `pfx*` pattern covers start with. */
  prefix(pattern) {
    const dir = this.canonical(pattern.path);
    return dir === pattern.path ? pattern.prefix : joinPart(dir, pattern.partial);
  }
  /** The canonical form of a path as a rule writes it (relative to the workspace root, or `~/…`). */
  resolve(path) {
    return this.canonical(lexicalRulePath(path, this.ctx));
  }
  /** The raw-prefix string a `pfx*` path pattern compares against. */
  rawPrefix(body2) {
    return this.prefix(compilePathPattern({ form: "raw", body: body2 }, this.ctx));
  }
};
function pathPatternCovers(pattern, path, resolver) {
  switch (pattern.form) {
    case "universal":
      return true;
    case "subtree":
      return isWithin(path, resolver.canonical(pattern.path));
    case "raw":
      return path.startsWith(resolver.prefix(pattern));
    case "words":
    case "exact":
      return path === resolver.canonical(pattern.path);
  }
}
function patternReachesInto(pattern, dir, resolver) {
  switch (pattern.form) {
    case "universal":
      return true;
    case "subtree":
    case "words":
    case "exact":
      return isWithin(resolver.canonical(pattern.path), dir);
    case "raw":
      return startsWithPart(resolver.prefix(pattern), dir, SLASH3) || dir === "/";
  }
}

// src/policy/types.ts
var EFFECT_RANK = { allow: 0, prompt: 1, deny: 2 };
function strictest(a, b) {
  return EFFECT_RANK[a] >= EFFECT_RANK[b] ? a : b;
}

// src/policy/decide.ts
var NARROWING_LAYERS = /* @__PURE__ */ new Set(["extends", "repository", "workflow"]);
var LIFTING_LAYERS = /* @__PURE__ */ new Set(["builtin", "extends", "repository", "workflow"]);
var SPACE3 = 32;
var SLASH_CODE = 47;
var compiledPolicies = /* @__PURE__ */ new WeakMap();
function compiled(policy) {
  let entry = compiledPolicies.get(policy);
  if (!entry) {
    entry = compilePolicy(policy);
    compiledPolicies.set(policy, entry);
  }
  return entry;
}
function compilePolicy(policy) {
  const lifts = /* @__PURE__ */ new Set();
  const approvedCommands = /* @__PURE__ */ new Set();
  for (const layer of policy.layers) {
    if (LIFTING_LAYERS.has(layer.layer)) for (const lift of layer.lifts) lifts.add(lift.floor);
    if (layer.layer === "session") for (const command of layer.approvedCommands ?? []) approvedCommands.add(command);
  }
  return {
    bash: commandRules(policy, "bash"),
    read: pathRules(policy, "read"),
    write: pathRules(policy, "write"),
    mcp: /* @__PURE__ */ new Map(),
    lifts,
    approvedCommands,
    anchors: [policy.workspace],
    ...secretRules(policy),
    writeFloors: writeFloorPaths(policy).filter((entry) => !lifts.has(entry.floor)).map((entry) => ({ floor: entry.floor, pattern: compilePathPattern(parsePattern2(entry.pattern), policy) }))
  };
}
function secretRules(policy) {
  const secretReads = [];
  const secretWrites = [];
  for (const secret of secretPlacePaths()) {
    if (secret.glob) continue;
    const rule2 = { pattern: compilePathPattern(parsePattern2(secret.pattern), policy), ref: secret.ref, liftsFloors: false };
    secretReads.push(rule2);
    if (secret.place.denyWrite) secretWrites.push(rule2);
  }
  return { secretReads, secretWrites };
}
function layeredRules(policy, tool) {
  const compileRule = tool === "bash" ? compileBashRule : compileNameRule;
  const narrowed = policy.layers.some((layer) => NARROWING_LAYERS.has(layer.layer) && layer.tools.get(tool)?.hasAllowList);
  const deny = [];
  const allow = [];
  for (const layer of policy.layers) {
    const rules = layer.tools.get(tool);
    if (!rules) continue;
    for (const rule2 of rules.deny) deny.push(compileRule(rule2));
    if (layer.layer === "builtin" && narrowed) continue;
    for (const rule2 of rules.allow) allow.push(compileRule(rule2));
  }
  return { deny, allow };
}
function layeredPathRules(policy, tool) {
  const { allow, deny } = layeredRules(policy, tool);
  return { allow: allow.map((r) => r.rule), deny: deny.map((r) => r.rule), default: defaultFor(policy, tool) };
}
function compileNameRule(rule2) {
  const pattern = parsePattern2(rule2.pattern, rule2.exact);
  if (pattern.form === "raw") pattern.endsWord = false;
  return {
    rule: rule2,
    pattern,
    ownName: void 0,
    ref: { pattern: rule2.pattern, effect: rule2.effect, layer: rule2.layer, source: rule2.source }
  };
}
function compileBashRule(rule2) {
  const compiledRule = compileNameRule(rule2);
  const { form, body: body2 } = compiledRule.pattern;
  if (form === "raw") compiledRule.pattern.endsWord = rawPrefixEndsWord(body2);
  if (form === "words" || form === "exact" || form === "raw") {
    const own = subcommandRenamed(body2, form === "raw" && !compiledRule.pattern.endsWord);
    if (own !== null) compiledRule.ownName = form === "raw" ? { form, body: own, endsWord: compiledRule.pattern.endsWord } : { form, body: own };
  }
  return compiledRule;
}
function commandRules(policy, tool) {
  const { deny, allow } = layeredRules(policy, tool);
  return { deny: indexRules(deny), allow: indexRules(allow), default: defaultFor(policy, tool) };
}
function pathRules(policy, tool) {
  const { deny, allow } = layeredRules(policy, tool);
  const pathRule = ({ pattern, ref, rule: rule2 }) => ({ pattern: compilePathPattern(pattern, policy), ref, liftsFloors: rule2.liftsFloors === true });
  return { deny: deny.map(pathRule), allow: allow.map(pathRule), default: defaultFor(policy, tool) };
}
function mcpRules(policy, section) {
  const cache = compiled(policy).mcp;
  let entry = cache.get(section);
  if (!entry) {
    entry = commandRules(policy, section);
    cache.set(section, entry);
  }
  return entry;
}
function indexRules(rules) {
  const byFirstWord = /* @__PURE__ */ new Map();
  const unindexed = [];
  for (const compiledRule of rules) {
    const word = firstWord(compiledRule.pattern);
    if (word === void 0) {
      unindexed.push(compiledRule);
      continue;
    }
    const key = firstWordKey(word);
    const list = byFirstWord.get(key) ?? [];
    list.push(compiledRule);
    byFirstWord.set(key, list);
  }
  return { byFirstWord, unindexed };
}
function firstWord(pattern) {
  if (pattern.form === "exact" || pattern.form === "words") return pattern.body.split(" ")[0];
  if (pattern.form === "raw" && pattern.body.includes(" ")) return pattern.body.split(" ")[0];
  return void 0;
}
function firstWordKey(text) {
  let key = 0;
  for (let i2 = 0; i2 < text.length; i2++) {
    const code2 = text.charCodeAt(i2);
    if (code2 === SPACE3) break;
    key = Math.imul(key, 31) + code2 | 0;
  }
  return key;
}
function defaultFor(policy, tool) {
  for (let i2 = policy.layers.length - 1; i2 >= 0; i2--) {
    const layer = policy.layers[i2];
    const own = layer.tools.get(tool)?.default;
    if (own) return own;
    if (layer.default) return layer.default;
  }
  return { effect: "prompt", source: "built-in" };
}
function findCommandRule(index, text) {
  const candidates = index.byFirstWord.get(firstWordKey(text));
  if (candidates) {
    for (const candidate of candidates) {
      if (matchCommand(candidate.pattern, text) || candidate.ownName !== void 0 && matchCommand(candidate.ownName, text)) return candidate;
    }
  }
  for (const candidate of index.unindexed) {
    if (matchCommand(candidate.pattern, text)) return candidate;
  }
  return void 0;
}
function findFormRule(index, forms, allowOnly) {
  for (const form of forms) {
    if (allowOnly && form.denyOnly) continue;
    const rule2 = findCommandRule(index, form.text);
    if (rule2) return rule2;
  }
  return void 0;
}
function decideCommandScope(rules, lifts, scope) {
  const denied = findFormRule(rules.deny, scope.forms, false);
  if (denied) return { kind: "command", text: scope.text, range: scope.range, decision: "deny", rule: denied.ref, decidedBy: "rule" };
  if (scope.denyOnly) return null;
  const unlifted = scope.floors.length === 0 ? scope.floors : unliftedFloors(scope.floors, lifts);
  if (scope.runBy !== null) return unlifted.length === 0 ? null : runnerFloor(rules, scope, unlifted);
  const allowed = findFormRule(rules.allow, scope.forms, true);
  if (allowed) {
    if (unlifted.length > 0 && !allowed.rule.liftsFloors) {
      return { kind: "command", text: scope.text, range: scope.range, decision: "prompt", rule: allowed.ref, decidedBy: "floor", floors: unlifted };
    }
    return { kind: "command", text: scope.text, range: scope.range, decision: "allow", rule: allowed.ref, decidedBy: "rule" };
  }
  const fallback = rules.default;
  if (fallback.effect === "allow" && unlifted.length > 0) {
    return { kind: "command", text: scope.text, range: scope.range, decision: "prompt", rule: null, decidedBy: "floor", default: fallback, floors: unlifted };
  }
  return { kind: "command", text: scope.text, range: scope.range, decision: fallback.effect, rule: null, decidedBy: "default", default: fallback };
}
function runnerFloor(rules, scope, unlifted) {
  const approved = findFormRule(rules.allow, scope.forms, true);
  if (approved?.rule.liftsFloors) return null;
  const runner = findCommandRule(rules.allow, scope.runBy);
  if (runner) return { kind: "command", text: scope.text, range: scope.range, decision: "prompt", rule: runner.ref, decidedBy: "floor", floors: unlifted };
  return { kind: "command", text: scope.text, range: scope.range, decision: "prompt", rule: null, decidedBy: "floor", default: rules.default, floors: unlifted };
}
function unliftedFloors(floors2, lifts) {
  const unlifted = [];
  for (const floor of floors2) if (!lifts.has(floor)) unlifted.push(floor);
  return unlifted;
}
function decidePathScope(policy, compiledPolicy, rules, tool, path, recursive, resolver, range, partial = false, reasons, sandboxed = false) {
  const text = displayPath(policy, path) + (recursive && !path.endsWith("/") ? "/" : "");
  let decided;
  let below;
  for (const candidate of rules.deny) {
    if (pathPatternCovers(candidate.pattern, path, resolver)) {
      decided = { kind: tool, text, path, decision: "deny", rule: candidate.ref, decidedBy: "rule" };
      break;
    }
    if (recursive && patternReachesInto(candidate.pattern, path, resolver)) {
      if (partial) {
        below ??= candidate;
        continue;
      }
      decided = { kind: tool, text, path, decision: "deny", rule: candidate.ref, decidedBy: "rule" };
      break;
    }
  }
  if (!decided && tool === "write" && inNestedGitDirectory(policy.workspace, path)) {
    decided = { kind: tool, text, path, decision: "deny", rule: NESTED_GIT_RULE, decidedBy: "rule" };
  }
  if (!decided && sandboxed) {
    const secret = (tool === "read" ? compiledPolicy.secretReads : compiledPolicy.secretWrites).find((candidate) => pathPatternCovers(candidate.pattern, path, resolver));
    if (secret) decided = { kind: tool, text, path, decision: "deny", rule: secret.ref, decidedBy: "rule" };
  }
  if (below && !decided && reasons) {
    const { pattern, layer, source } = below.ref;
    const verb = tool === "write" ? "written" : "read";
    reasons.push({ code: "partial-deny", message: `which files below ${text} are ${verb} is not known before the command runs, and rule "${pattern}" (deny, ${layer} layer, ${source}) forbids some of them` });
  }
  if (!decided) {
    for (const candidate of rules.allow) {
      if (pathPatternCovers(candidate.pattern, path, resolver)) {
        decided = { kind: tool, text, path, decision: "allow", rule: candidate.ref, decidedBy: "rule" };
        break;
      }
    }
  }
  decided ??= { kind: tool, text, path, decision: rules.default.effect, rule: null, decidedBy: "default", default: rules.default };
  if (tool === "write" && decided.decision === "allow" && !partial && compiledPolicy.writeFloors.length > 0) {
    const floors2 = writeFloorsMet(compiledPolicy.writeFloors, path, recursive, resolver);
    if (floors2.length > 0 && !rules.allow.some((candidate) => candidate.liftsFloors && pathPatternCovers(candidate.pattern, path, resolver))) {
      decided.decision = "prompt";
      decided.decidedBy = "floor";
      decided.floors = floors2;
    }
  }
  if (range) decided.range = range;
  return decided;
}
function writeFloorsMet(floors2, path, recursive, resolver) {
  const met = [];
  for (const entry of floors2) {
    if (met.includes(entry.floor)) continue;
    if (pathPatternCovers(entry.pattern, path, resolver) || recursive && patternReachesInto(entry.pattern, path, resolver)) met.push(entry.floor);
  }
  return met;
}
function mentionReasons(policy, compiledPolicy, mention, resolver, reasons) {
  for (const [tool, rules] of [["write", compiledPolicy.write], ["read", compiledPolicy.read]]) {
    let rule2 = rules.deny.find((candidate) => pathPatternCovers(candidate.pattern, mention.path, resolver) || mention.stem !== void 0 && globMayName(candidate.pattern, mention, resolver))?.ref;
    if (!rule2 && tool === "write" && inNestedGitDirectory(policy.workspace, mention.path)) rule2 = NESTED_GIT_RULE;
    if (!rule2) continue;
    const text = displayPath(policy, mention.path) + (mention.recursive && !mention.path.endsWith("/") ? "/" : "");
    const where = `${mention.range.start.row + 1}:${mention.range.start.column + 1}`;
    const verb = tool === "write" ? "writing" : "reading";
    const reason = `a command Leash has no file table for names ${text} at ${where}, and rule "${rule2.pattern}" (deny, ${rule2.layer} layer, ${rule2.source}) forbids ${verb} it; what the command does with it is not known before it runs`;
    if (!reasons.some((known) => known.message === reason)) reasons.push({ code: "mention-deny", message: reason });
    return;
  }
}
function globMayName(pattern, mention, resolver) {
  if (pattern.form === "universal") return true;
  const target = pattern.form === "raw" ? resolver.prefix(pattern) : resolver.canonical(pattern.path);
  const folder = mention.path === "/" ? "" : mention.path;
  return target.startsWith(`${folder}/${mention.stem}`) || pattern.form === "raw" && `${folder}/${mention.stem}`.startsWith(target);
}
var NESTED_GIT_RULE = { pattern: BUILTIN_NESTED_GIT_PATTERN, effect: "deny", layer: "builtin", source: BUILTIN_SOURCE };
function inNestedGitDirectory(workspace, path) {
  if (!isWithin(path, workspace) || path === workspace) return false;
  const at = path.indexOf("/.git", workspace.length + 1);
  for (let i2 = at; i2 >= 0; i2 = path.indexOf("/.git", i2 + 1)) {
    const end = i2 + 5;
    if (end === path.length || path.charCodeAt(end) === SLASH_CODE) return true;
  }
  return false;
}
function displayPath(policy, path) {
  if (path === policy.workspace) return ".";
  if (isWithin(path, policy.workspace)) {
    const relative = path.slice(policy.workspace.length + 1);
    return relative.startsWith("~") ? `./${relative}` : relative;
  }
  if (policy.home && policy.home !== "/" && isWithin(path, policy.home)) return path === policy.home ? "~" : `~/${path.slice(policy.home.length + 1)}`;
  return path;
}
function combine(scopes, details, sandboxEnforced) {
  let decision = details.length > 0 ? "prompt" : "allow";
  for (const scope of scopes) decision = strictest(decision, scope.decision);
  const reasons = [];
  for (const detail of details) reasons.push(detail.message);
  const out2 = { decision, scopes, reasons, reasonDetails: details };
  if (sandboxEnforced) out2.sandboxEnforced = sandboxEnforced;
  return out2;
}
var SANDBOX_ENFORCED_REASONS = /* @__PURE__ */ new Set(["non-static-path", "unknown-directory", "linked-earlier"]);
function decideBashCommand(policy, parser, command, options) {
  const compiledPolicy = compiled(policy);
  const fs2 = cachedFileSystem(policy.fs, compiledPolicy.anchors);
  const decomposition = decomposeBash(parser, command, { workspace: policy.workspace, home: policy.home, cwd: options?.cwd, fs: fs2 });
  let resolver;
  let pathReasons;
  const scopes = [];
  for (const scope of decomposition.scopes) {
    if (scope.kind === "command") {
      const decided = decideCommandScope(compiledPolicy.bash, compiledPolicy.lifts, scope);
      if (decided) scopes.push(decided);
    } else {
      resolver ??= new PathPatternResolver({ workspace: policy.workspace, home: policy.home, fs: fs2 });
      const rules = scope.kind === "read" ? compiledPolicy.read : compiledPolicy.write;
      if (scope.partial) pathReasons ??= [];
      scopes.push(decidePathScope(policy, compiledPolicy, rules, scope.kind, scope.path, scope.recursive, resolver, scope.range, scope.partial, pathReasons, options?.sandbox === true));
    }
  }
  if (decomposition.mentions) {
    resolver ??= new PathPatternResolver({ workspace: policy.workspace, home: policy.home, fs: fs2 });
    pathReasons ??= [];
    for (const mention of decomposition.mentions) mentionReasons(policy, compiledPolicy, mention, resolver, pathReasons);
  }
  if (resolver) pathReasons = processTableReasons(decomposition, pathReasons);
  const reasons = [];
  const sandboxed = options?.sandbox === true;
  const enforced = sandboxed ? [] : void 0;
  const approvals = compiledPolicy.approvedCommands;
  if (approvals.size === 0 || !approvals.has(command)) {
    for (const reason of decomposition.reasons) {
      const detail = { code: reason.code, message: reason.message };
      if (enforced && SANDBOX_ENFORCED_REASONS.has(reason.code)) enforced.push(detail);
      else reasons.push(detail);
    }
    if (pathReasons) {
      for (const reason of pathReasons) if (!reasons.some((known) => known.message === reason.message)) reasons.push(reason);
    }
  }
  return combine(scopes, reasons, enforced);
}
function processTableReasons(decomposition, reasons) {
  const paths = [];
  for (const scope of decomposition.scopes) if (scope.kind !== "command") paths.push(scope);
  if (decomposition.mentions) paths.push(...decomposition.mentions);
  for (const scope of paths) {
    const reached = processTableReach(scope.path, scope.recursive);
    if (reached === null) continue;
    const { row, column } = scope.range.start;
    const said = decomposition.reasons.some((reason) => reason.code === "process-path" && reason.range.start.row === row && reason.range.start.column === column);
    if (said) continue;
    const message = `${processTableReason(`\`${scope.written}\``, reached, scope.recursive)} at ${row + 1}:${column + 1}`;
    reasons ??= [];
    if (!reasons.some((known) => known.message === message)) reasons.push({ code: "process-path", message });
  }
  return reasons;
}
function decidePathAccess(policy, tool, path, options = {}) {
  const compiledPolicy = compiled(policy);
  const ctx = { workspace: policy.workspace, home: policy.home, fs: cachedFileSystem(policy.fs, compiledPolicy.anchors) };
  const resolved = canonicalPath(path, policy.workspace, ctx);
  const recursive = options.recursive === true;
  const scope = decidePathScope(policy, compiledPolicy, compiledPolicy[tool], tool, resolved, recursive, new PathPatternResolver(ctx), void 0, false, void 0, options.sandbox === true);
  const walked = recursive || options.searches === true;
  const reached = processTableReach(resolved, walked);
  const reasons = reached === null ? [] : [{ code: "process-path", message: processTableReason(path, reached, walked && processTableReach(resolved, false) === null) }];
  return combine([scope], reasons);
}
function decideMcpTool(policy, server, name2) {
  const rules = mcpRules(policy, `mcp.${server}`);
  const base = { kind: "mcp", text: name2 };
  const denied = findCommandRule(rules.deny, name2);
  if (denied) return combine([{ ...base, decision: "deny", rule: denied.ref, decidedBy: "rule" }], []);
  const allowed = findCommandRule(rules.allow, name2);
  if (allowed) return combine([{ ...base, decision: "allow", rule: allowed.ref, decidedBy: "rule" }], []);
  return combine([{ ...base, decision: rules.default.effect, rule: null, decidedBy: "default", default: rules.default }], []);
}
function decideSelfTest(policy, parser, test) {
  const check = test.check;
  if (check.tool === "bash") return decideBashCommand(policy, parser, check.command);
  if (check.tool === "network") return decideNetworkScope(policy, check.host, check.port);
  return decidePathAccess(policy, check.tool, check.path);
}
function decideNetworkScope(policy, host, port) {
  const { decision, rule: rule2 } = decideNetworkAccess(policy, host, port);
  const text = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  const scope = rule2 ? { kind: "network", text, decision, rule: rule2, decidedBy: "rule" } : { kind: "network", text, decision, rule: null, decidedBy: "default", default: { effect: "deny", source: NETWORK_DEFAULT_SOURCE } };
  return combine([scope], []);
}

// src/yaml/source.ts
var import_yaml = __toESM(require_dist(), 1);
var MAX_ALIAS_EXPANSION = 100;
var MAX_ALIASES = 1e3;
function parseYamlSource(text, file) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const at = (offset) => {
    const pos = lines.linePos(offset);
    return { file, line: pos.line, col: pos.col };
  };
  const error = doc.errors[0];
  if (error !== void 0) {
    const reason = error.message.split("\n")[0] ?? error.message;
    return { problem: { kind: "syntax", at: at(error.pos[0]), reason, detail: `YAML syntax error: ${reason}` } };
  }
  const structural = checkKeysAndAliases(doc);
  if (structural !== void 0) {
    const { offset, ...problem } = structural;
    return { problem: { ...problem, at: at(offset) } };
  }
  try {
    const value = doc.toJS({ maxAliasCount: MAX_ALIAS_EXPANSION });
    return { source: { doc, lines, file, value } };
  } catch (thrown) {
    if (!(thrown instanceof ReferenceError)) throw thrown;
    const reason = thrown.message;
    return {
      problem: {
        kind: "alias",
        at: at(firstNestedAlias(doc)),
        reason,
        detail: `aliases expand too far (more than ${MAX_ALIAS_EXPANSION} uses of an anchor that holds aliases): a YAML bomb, refused`
      }
    };
  }
}
function checkKeysAndAliases(doc) {
  const anchors = /* @__PURE__ */ new Map();
  let aliases = 0;
  let problem;
  (0, import_yaml.visit)(doc, {
    Node(_key, node, path) {
      if ((0, import_yaml.isMap)(node)) {
        const seen = /* @__PURE__ */ new Set();
        for (const pair of node.items) {
          if (!(0, import_yaml.isScalar)(pair.key)) continue;
          if (seen.has(String(pair.key.value))) {
            problem = {
              kind: "duplicate-key",
              offset: pair.key.range?.[0] ?? 0,
              reason: "Map keys must be unique",
              detail: `duplicate key "${String(pair.key.value)}": a second entry would silently replace the first`
            };
            return import_yaml.visit.BREAK;
          }
          seen.add(String(pair.key.value));
        }
      }
      if ((0, import_yaml.isAlias)(node)) {
        aliases += 1;
        const target = anchors.get(node.source);
        if (target === void 0) {
          problem = { kind: "alias", offset: node.range?.[0] ?? 0, reason: `Unresolved alias: ${node.source}`, detail: `alias *${node.source} names no anchor &${node.source} set before it` };
          return import_yaml.visit.BREAK;
        }
        if (path.includes(target)) {
          problem = { kind: "alias", offset: node.range?.[0] ?? 0, reason: `Recursive alias: ${node.source}`, detail: `alias *${node.source} sits inside its own anchor &${node.source}: the value would contain itself` };
          return import_yaml.visit.BREAK;
        }
        if (aliases > MAX_ALIASES) {
          problem = { kind: "alias", offset: node.range?.[0] ?? 0, reason: "too many aliases", detail: `more than ${MAX_ALIASES} aliases in one document, refused` };
          return import_yaml.visit.BREAK;
        }
      }
      if (node.anchor) anchors.set(node.anchor, node);
      return void 0;
    }
  });
  return problem;
}
function firstNestedAlias(doc) {
  const anchored = /* @__PURE__ */ new Map();
  let first;
  let nested;
  (0, import_yaml.visit)(doc, {
    Node(_key, node) {
      if ((0, import_yaml.isAlias)(node)) {
        first ??= node.range?.[0];
        const target = anchored.get(node.source);
        if (target !== void 0 && holdsAlias(target)) {
          nested = node.range?.[0];
          return import_yaml.visit.BREAK;
        }
      }
      if (node.anchor) anchored.set(node.anchor, node);
      return void 0;
    }
  });
  return nested ?? first ?? 0;
}
function holdsAlias(node) {
  let found = false;
  (0, import_yaml.visit)(node, {
    Alias() {
      found = true;
      return import_yaml.visit.BREAK;
    }
  });
  return found;
}
function nodeAt(source, path) {
  if (path.length === 0) return source.doc.contents ?? void 0;
  return source.doc.getIn(path, true);
}
function findPair(node, key) {
  if (!(0, import_yaml.isMap)(node)) return void 0;
  return node.items.find((pair) => (0, import_yaml.isScalar)(pair.key) && String(pair.key.value) === key);
}
function pairAt(source, path, key) {
  return findPair(nodeAt(source, path), key);
}
function locate(source, node) {
  const range = (0, import_yaml.isPair)(node) ? node.key?.range : node?.range;
  const pos = source.lines.linePos(range?.[0] ?? 0);
  return { file: source.file, line: pos.line, col: pos.col };
}
function locatePath(source, path) {
  for (let length = path.length; length >= 0; length -= 1) {
    const node = nodeAt(source, path.slice(0, length));
    if (node !== void 0) return locate(source, node);
  }
  return { file: source.file, line: 1, col: 1 };
}
function pickSchemaError(errors) {
  return errors?.find((error) => error.keyword === "additionalProperties") ?? errors?.[0];
}
function errorPath(error) {
  if (error.instancePath === "") return [];
  return error.instancePath.split("/").slice(1).map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~")).map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment);
}
function valueAt(value, path) {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[segment];
  }
  return current;
}
function describeValue(value) {
  if (value === null || value === void 0) return "nothing";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `a string (${JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}\u2026` : value)})`;
  return `a ${typeof value} (${String(value)})`;
}
var TYPE_WORDS = {
  string: "a string",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a mapping",
  null: "nothing"
};
function typeWords(type) {
  const list = (typeof type === "string" ? type.split(",") : [...type]).map((t) => TYPE_WORDS[t] ?? `of type ${t}`);
  return list.length === 1 ? list[0] : `${list.slice(0, -1).join(", ")} or ${list[list.length - 1]}`;
}

export {
  require_ucs2length,
  Language,
  Parser,
  findGrammarDir,
  loadBashParser,
  realFileSystem,
  lexicalPath,
  canonicalPath,
  isWithin,
  floors,
  rawPrefixEndsWord,
  builtinLayer,
  parseHostPattern,
  networkRules,
  decideNetworkAccess,
  NETWORK_DEFAULT_SOURCE,
  secretPlacePaths,
  WRITE_FLOOR_NAMES,
  writeFloorPaths,
  parsePattern2 as parsePattern,
  compilePathPattern,
  PathPatternResolver,
  layeredPathRules,
  NESTED_GIT_RULE,
  decideBashCommand,
  decidePathAccess,
  decideMcpTool,
  decideSelfTest,
  require_dist,
  parseYamlSource,
  nodeAt,
  findPair,
  pairAt,
  locate,
  locatePath,
  pickSchemaError,
  errorPath,
  valueAt,
  describeValue,
  typeWords
};
