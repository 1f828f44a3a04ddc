import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  TOOL_DEFINITIONS,
  require_ajv,
  sandboxDenialNote,
  schemaProblems
} from "./chunk-Z7PJ7R2U.js";
import {
  Language,
  Parser,
  canonicalPath,
  decidePathAccess,
  findGrammarDir,
  locate,
  parseYamlSource,
  require_dist
} from "./chunk-LJOXV47Y.js";
import {
  __commonJS,
  __toESM
} from "./chunk-MYU7RW7P.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str2) => REGEX_SPECIAL_CHARS.test(str2);
    exports.isRegexChar = (str2) => str2.length === 1 && exports.hasRegexChars(str2);
    exports.escapeRegex = (str2) => str2.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str2) => str2.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str2) => {
      return str2.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path, { windows } = {}) => {
      const segs = path.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str2 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str2.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str2.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str2;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str2.slice(0, start);
        str2 = str2.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str2.slice(0, lastIndex);
        glob2 = str2.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str2;
      } else {
        base = str2;
      }
      if (base && base !== "" && base !== "/" && base !== str2) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num2 = 0) => {
        state.consumed += value2;
        state.index += num2;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open3 = tokens[token.tokensIndex];
          open3.type = "text";
          open3.value = literal;
          open3.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open3.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open3 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open3);
          push(open3);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str2) => {
        switch (str2) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str2);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str2) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str2);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str2, patterns, options) => picomatch2(patterns, options)(str2);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// node_modules/ignore/index.js
var require_ignore = __commonJS({
  "node_modules/ignore/index.js"(exports, module) {
    function makeArray(subject) {
      return Array.isArray(subject) ? subject : [subject];
    }
    var UNDEFINED = void 0;
    var EMPTY = "";
    var SPACE = " ";
    var ESCAPE = "\\";
    var REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/;
    var BOM = "\uFEFF";
    var REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/;
    var REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/;
    var REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/;
    var REGEX_SPLITALL_CRLF = /\r?\n/g;
    var DOUBLE_SLASH = "//";
    var SLASH_CODE = 47;
    var DOT_CODE = 46;
    var SLASH = "/";
    var TMP_KEY_IGNORE = "node-ignore";
    if (typeof Symbol !== "undefined") {
      TMP_KEY_IGNORE = /* @__PURE__ */ Symbol.for("node-ignore");
    }
    var KEY_IGNORE = TMP_KEY_IGNORE;
    var define = (object, key, value) => {
      Object.defineProperty(object, key, { value });
      return value;
    };
    var RETURN_FALSE = () => false;
    var POSIX_CLASSES = {
      alnum: "0-9A-Za-z",
      alpha: "A-Za-z",
      blank: " \\t",
      cntrl: "\\x00-\\x1f\\x7f",
      digit: "0-9",
      graph: "!-.0-~",
      lower: "a-z",
      print: " -.0-~",
      punct: "!-.:-@\\[-`{-~",
      // git's `sane-ctype.h` classifies \v and \f as control, not space,
      //   unlike C's `isspace`
      space: " \\t\\n\\r",
      upper: "A-Z",
      xdigit: "0-9A-Fa-f"
    };
    var CLASS_MEMBERS_TO_ESCAPE = "\\]^-[";
    var escapeMember = (char) => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0 ? char : ESCAPE + char;
    var NON_SLASH = "(?!\\/)";
    var classSource = (negated, body) => {
      if (negated) {
        return `[^\\/${body}]`;
      }
      const source = `[${body}]`;
      return new RegExp(source).test("/") ? NON_SLASH + source : source;
    };
    var scanBracket = (pattern, start) => {
      const { length } = pattern;
      let index = start + 1;
      let negated = EMPTY;
      const lead = pattern[index];
      if (lead === "!" || lead === "^") {
        negated = "^";
        index++;
      }
      let body = EMPTY;
      let prev = EMPTY;
      for (; ; ) {
        const char = pattern[index];
        if (char === UNDEFINED) {
          return null;
        }
        if (char === ESCAPE) {
          const escaped = pattern[++index];
          body += escapeMember(escaped);
          prev = escaped;
        } else if (char === "-" && prev && index + 1 < length && pattern[index + 1] !== "]") {
          index++;
          let to = pattern[index];
          if (to === ESCAPE) {
            to = pattern[index += 1];
          }
          if (prev <= to) {
            body += `-${escapeMember(to)}`;
          }
          prev = EMPTY;
        } else if (char === "[" && pattern[index + 1] === ":") {
          const nameStart = index + 2;
          let end = nameStart;
          while (end < length && pattern[end] !== "]") {
            end++;
          }
          if (end === length) {
            return null;
          }
          if (end > nameStart && pattern[end - 1] === ":") {
            const name = pattern.slice(nameStart, end - 1);
            if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
              return null;
            }
            body += POSIX_CLASSES[name];
            prev = EMPTY;
            index = end;
          } else {
            body += escapeMember("[");
            prev = "[";
            index = nameStart - 2;
          }
        } else {
          body += escapeMember(char);
          prev = char;
        }
        index++;
        if (pattern[index] === "]") {
          return {
            end: index,
            source: classSource(negated, body)
          };
        }
      }
    };
    var NEVER_MATCH = "[]";
    var PLACEHOLDER = "\0";
    var REGEX_RESTORE_PLACEHOLDER = new RegExp(
      `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`,
      "g"
    );
    var TRAILING_WILDCARD = "\uE000";
    var TRAILING_DOUBLESTAR = "\uE001";
    var isReserved = (char) => char === PLACEHOLDER || char === TRAILING_WILDCARD || char === TRAILING_DOUBLESTAR;
    var extractBrackets = (pattern) => {
      const sources = [];
      const hold = (source) => `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`;
      const { length } = pattern;
      let out = EMPTY;
      let index = 0;
      while (index < length) {
        const char = pattern[index];
        if (char === ESCAPE) {
          const escaped = pattern[index + 1];
          if (escaped === SLASH && index + 2 === length) {
            out += hold(NEVER_MATCH);
          } else if (escaped === "*" || escaped === "[" || escaped === SPACE) {
            out += pattern.slice(index, index + 2);
          } else {
            out += hold(
              REGEX_LITERAL_SPECIAL.test(escaped) ? ESCAPE + escaped : isReserved(escaped) ? `[${escaped}]` : escaped
            );
          }
          index += 2;
        } else if (isReserved(char)) {
          out += hold(`[${char}]`);
          index++;
        } else if (char === "[") {
          const scanned = scanBracket(pattern, index);
          if (scanned === null) {
            out += hold(NEVER_MATCH);
            index = length;
          } else {
            out += hold(scanned.source);
            index = scanned.end + 1;
          }
        } else {
          out += char;
          index++;
        }
      }
      return {
        source: out,
        sources
      };
    };
    var DIRECT = null;
    var REGEX_INNER_SLASH = /\/(?!$)/;
    var WILDCARD = "[^\\/]*";
    var REPLACERS = [
      // Replace (\ ) with ' '
      // Only a space: an escaped tab or other whitespace is already a literal by
      //   the time it reaches here, and a bare tab must be left as one, not turned
      //   into a space.
      // (\ ) -> ' '
      // (\\ ) -> '\\ '
      // (\\\ ) -> '\\ '
      [
        // A run of backslashes is taken whole, from its first one, so no match
        //   ever starts again inside it -- `(\\+?) ` did, which made a long run
        //   quadratic.
        /(\\+)( ?)/g,
        (_, run, space) => space ? run.slice(0, run.length - run.length % 2) + SPACE : run,
        ESCAPE + SPACE
      ],
      // git's wildmatch() reads a run of two or more asterisks as one globstar
      //   whenever the run fills a path segment: it starts the pattern or follows
      //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
      //   already `**`; a longer one is folded into `**` here, so the steps
      //   below only ever have to know `**`.
      // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
      // git also takes a run beside a literal prefix (`a***/b`) or beside an
      //   escaped slash (`***\/b`) as a globstar, and this does not; the README
      //   lists both, under "A run of asterisks".
      [
        /(^|\/)\*{3,}(?=\/|$)/g,
        (_, start) => `${start}**`,
        "*"
      ],
      // Escape metacharacters
      // which is written down by users but means special for regular expressions.
      // > There are 12 characters with special meanings:
      // > - the backslash \,
      // > - the caret ^,
      // > - the dollar sign $,
      // > - the period or dot .,
      // > - the vertical bar or pipe symbol |,
      // > - the question mark ?,
      // > - the asterisk or star *,
      // > - the plus sign +,
      // > - the opening parenthesis (,
      // > - the closing parenthesis ),
      // > - and the opening square bracket [,
      // > - the opening curly brace {,
      // > These special characters are often called "metacharacters".
      [
        /[\\$.|*+(){^]/g,
        (match) => `\\${match}`
      ],
      [
        // > a question mark (?) matches a single character
        /(?!\\)\?/g,
        () => "[^/]",
        "?"
      ],
      // leading slash
      [
        // > A leading slash matches the beginning of the pathname.
        // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
        // A leading slash matches the beginning of the pathname
        /^\//,
        () => "^",
        SLASH
      ],
      // replace special metacharacter slash after the leading slash
      [
        /\//g,
        () => "\\/",
        SLASH
      ],
      [
        // > A leading "**" followed by a slash means match in all directories.
        // > For example, "**/foo" matches file or directory "foo" anywhere,
        // > the same as pattern "foo".
        // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
        // >   under directory "foo".
        // Notice that the '*'s have been replaced as '\\*'
        /^\^*(?:\\\*\\\*\\\/)+/,
        // '**/foo' <-> 'foo'
        () => "(?:^|\\/)",
        "*"
      ],
      // starting
      [
        // there will be no leading '/'
        //   (which has been replaced by section "leading slash")
        // If starts with '**', adding a '^' to the regular expression also works
        DIRECT,
        (source, pattern) => {
          if (!source || source[0] === "^" || source[0] === "(") {
            return source;
          }
          const anchor = !REGEX_INNER_SLASH.test(pattern) ? "(?:^|\\/)" : "^";
          return anchor + source;
        }
      ],
      // two globstars
      [
        // Use lookahead assertions so that we could match more than one `'/**'`
        /\\\/\\\*\\\*(?=\\\/|$)/g,
        // Zero, one or several directories
        // should not use '*', or it will be replaced by the next replacer
        // Check if it is not the last `'/**'`
        (_, index, str2) => index + 6 < str2.length ? str2.slice(index + 6) === "\\/" ? "(?:\\/[^\\/]+)+" : "(?:\\/[^\\/]+)*" : `\\/${TRAILING_DOUBLESTAR}`,
        "*"
      ],
      // normal intermediate wildcards
      [
        // Never replace escaped '*'
        // ignore rule '\*' will match the path '*'
        // 'abc.*/' -> go
        // 'abc.*'  -> skip this rule,
        //    coz trailing single wildcard will be handed by [trailing wildcard]
        /(^|[^\\])(?:\\\*)+(?!$)/g,
        // '*.js' matches '.js'
        // '*.js' doesn't match 'abc'
        // 1. An asterisk "*" matches anything except a slash.
        // 2. Other consecutive asterisks are considered regular asterisks
        //    and collapse into one non-slash wildcard run.
        (_, p1) => p1 + WILDCARD,
        "*"
      ],
      // trailing wildcard, held apart from a literal star
      [
        // The step above leaves a trailing `*` alone, so a single `\*` is all that
        //   can be left at the end here, and what stands in front of it says which
        //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
        //   nothing before it; a literal arrives as the user's own escape, which
        //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
        //   There is no third case: every backslash still reaching the chain is
        //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
        //   own character, so a longer run can never form. This runs while the
        //   two are still distinct, before the unescape steps below collapse the
        //   literal onto the very `\*` a wildcard leaves behind.
        /(^|[^\\])((?:\\\\)*)\\\*$/,
        (match, p1, p2) => p2 === EMPTY ? p1 + TRAILING_WILDCARD : match,
        "*"
      ],
      [
        // unescape, revert step 3 except for back slash
        // For example, if a user escape a '\\*',
        // after step 3, the result will be '\\\\\\*'
        /\\\\\\(?=[$.|*+(){^])/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // '\\\\' -> '\\'
        /\\\\/g,
        () => ESCAPE,
        ESCAPE + ESCAPE
      ],
      [
        // Every real bracket expression -- POSIX classes included -- has already
        //   been held aside by `extractBrackets`, so the only `[` left in the
        //   pattern is an escaped, literal one.
        // A backslash could only stand at the end of the range if it quoted the
        //   `]`, and `\]` is held aside long before this.
        /\\\[([^\]/]*?)($|\])/g,
        // '\\[bar]' -> '\\\\[bar]'
        (match, range, close) => `\\[${range}${close}`,
        "["
      ],
      // ending
      [
        // 'js' will not match 'js.'
        // 'ab' will not match 'abc'
        DIRECT,
        // WTF!
        // https://git-scm.com/docs/gitignore
        // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
        // which re-fixes #24, #38
        // > If there is a separator at the end of the pattern then the pattern
        // > will only match directories, otherwise the pattern can match both
        // > files and directories.
        // 'js*' will not match 'a.js'
        // 'js/' will not match 'a.js'
        // 'js' will match 'a.js' and 'a.js/'
        (source) => {
          const last = source[source.length - 1];
          if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
            return source;
          }
          return last === SLASH ? `${source}$` : `${source}(?=$|\\/$)`;
        }
      ]
    ];
    var REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/;
    var MODE_IGNORE = "regex";
    var MODE_CHECK_IGNORE = "checkRegex";
    var UNDERSCORE = "_";
    var replaceTrailingWildcard = (_, p1) => {
      const prefix = p1 ? `${p1}[^/]+` : "[^/]*";
      return `${prefix}(?=$|\\/$)`;
    };
    var REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/;
    var replaceTrailingDoublestar = () => "[\\s\\S]";
    var separatorAfter = (run, at) => {
      let separator = EMPTY;
      for (let index = at + 1; index < run.length && !run[index].wildcard; index++) {
        separator += run[index].single;
      }
      return separator;
    };
    var pinWildcards = (source) => {
      if (source.indexOf(WILDCARD) < 0) {
        return source;
      }
      const tokens = [];
      const { length } = source;
      let index = 0;
      while (index < length) {
        const char = source[index];
        if (source.startsWith(WILDCARD, index)) {
          tokens.push({ wildcard: true });
          index += WILDCARD.length;
        } else if (char === "[") {
          let end = index + 1;
          if (source[end] === "^") {
            end++;
          }
          if (source[end] === "]") {
            end++;
          }
          while (end < length && source[end] !== "]") {
            end += source[end] === ESCAPE ? 2 : 1;
          }
          end++;
          tokens.push({ single: source.slice(index, end) });
          index = end;
        } else if (char === ESCAPE) {
          tokens.push({ single: source.slice(index, index + 2) });
          index += 2;
        } else if (char === "(") {
          let depth = 0;
          let end = index;
          do {
            if (source[end] === ESCAPE) {
              end++;
            } else if (source[end] === "(") {
              depth++;
            } else if (source[end] === ")") {
              depth--;
            }
            end++;
          } while (end < length && depth > 0);
          if ("*+?".indexOf(source[end]) >= 0) {
            end++;
          }
          tokens.push({ boundary: source.slice(index, end) });
          index = end;
        } else if (char === "^" || char === "$") {
          tokens.push({ boundary: char });
          index++;
        } else {
          tokens.push({ single: char });
          index++;
        }
      }
      let out = EMPTY;
      let run = [];
      const flush = () => {
        let lastWildcard;
        run.forEach((token, at) => {
          if (token.wildcard) {
            lastWildcard = at;
          }
        });
        run.forEach((token, at) => {
          if (!token.wildcard) {
            out += token.single;
            return;
          }
          out += at === lastWildcard ? WILDCARD : `(?:(?!${separatorAfter(run, at)})[^\\/])*`;
        });
        run = [];
      };
      tokens.forEach((token) => {
        if (token.boundary === void 0) {
          run.push(token);
          return;
        }
        flush();
        out += token.boundary;
      });
      flush();
      return out;
    };
    var makeRegexPrefix = (pattern) => {
      if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
        pattern = "**";
      }
      const { source, sources } = extractBrackets(pattern);
      const replaced = REPLACERS.reduce(
        // A pass whose matcher finds nothing hands back the very string it was
        //   given, so asking first costs a search and saves a rewrite. Ten of the
        //   fifteen passes never fire for a typical .gitignore line, and between
        //   them they were 45% of this chain.
        (prev, [matcher, replacer, required]) => {
          if (matcher === DIRECT) {
            return replacer(prev, pattern);
          }
          if (required !== UNDEFINED && prev.indexOf(required) < 0) {
            return prev;
          }
          return matcher.test(prev) ? prev.replace(matcher, replacer.bind(pattern)) : prev;
        },
        source
      );
      return sources.length ? replaced.replace(
        REGEX_RESTORE_PLACEHOLDER,
        (match, index) => sources[index]
      ) : replaced;
    };
    var checkSourceOf = (body, prefix) => {
      if (body[body.length - 1] === SLASH) {
        prefix = makeRegexPrefix(body.slice(0, -1));
      }
      const head = prefix.slice(0, -1);
      const last = prefix[prefix.length - 1];
      return last === TRAILING_WILDCARD ? `${head}$` : last === TRAILING_DOUBLESTAR ? head : NEVER_MATCH;
    };
    var matchesBasename = (body) => {
      const index = body.indexOf(SLASH);
      return index < 0 || index === body.length - 1;
    };
    var basenameOf = (path) => {
      const end = path.length - 1;
      const index = path.lastIndexOf(
        SLASH,
        path[end] === SLASH ? end - 1 : end
      );
      return index < 0 ? path : path.slice(index + 1);
    };
    var parentOf = (path) => {
      if (path.charCodeAt(0) === SLASH_CODE || path.indexOf(DOUBLE_SLASH) >= 0) {
        const slices = path.split(SLASH).filter(Boolean);
        slices.pop();
        return slices.length ? slices.join(SLASH) + SLASH : EMPTY;
      }
      const end = path.length - 1;
      const cut = path.lastIndexOf(
        SLASH,
        path.charCodeAt(end) === SLASH_CODE ? end - 1 : end
      );
      return cut < 0 ? EMPTY : path.slice(0, cut + 1);
    };
    var isString = (subject) => typeof subject === "string";
    var checkPattern = (pattern) => pattern && isString(pattern);
    var splitPattern2 = (pattern) => (pattern[pattern.length - 1] === "\r" ? pattern.slice(0, -1) : pattern).split(REGEX_SPLITALL_CRLF).filter(Boolean);
    var IgnoreRule = class {
      constructor(pattern, mark, body, ignoreCase, negative, prefix) {
        this.pattern = pattern;
        this.mark = mark;
        this.negative = negative;
        define(this, "body", body);
        define(this, "ignoreCase", ignoreCase);
        define(this, "regexPrefix", prefix);
      }
      // Worked out on first use and kept behind an own property, the way `regex`
      //   caches itself in `_regex`. Deciding it in the constructor instead would
      //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
      //   every compile -- including the compiles of rules that are never matched
      //   against anything.
      get _basenameOnly() {
        return define(this, "_basenameOnly", matchesBasename(this.body));
      }
      get regex() {
        const key = UNDERSCORE + MODE_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_IGNORE, key);
      }
      get checkRegex() {
        const key = UNDERSCORE + MODE_CHECK_IGNORE;
        if (this[key]) {
          return this[key];
        }
        return this._make(MODE_CHECK_IGNORE, key);
      }
      _make(mode, key) {
        const str2 = pinWildcards(
          mode === MODE_IGNORE ? this.regexPrefix.replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard).replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar) : checkSourceOf(this.body, this.regexPrefix)
        );
        const regex = this.ignoreCase ? new RegExp(str2, "i") : new RegExp(str2);
        return define(this, key, regex);
      }
    };
    var hasTrailingBackslash = (str2) => {
      let count = 0;
      while (str2[str2.length - count - 1] === ESCAPE) {
        count++;
      }
      return count % 2 === 1;
    };
    var trimEnd = (body, stripLineEnd) => {
      let lineEnd = body.length;
      let end;
      for (; ; ) {
        if (stripLineEnd && body[lineEnd - 1] === "\r") {
          lineEnd--;
        }
        end = lineEnd;
        while (body[end - 1] === SPACE) {
          end--;
        }
        if (!stripLineEnd || body[end - 1] !== "\n") {
          break;
        }
        lineEnd = end - 1;
      }
      if (end === lineEnd) {
        return body.slice(0, lineEnd);
      }
      let backslashes = 0;
      while (body[end - backslashes - 1] === ESCAPE) {
        backslashes++;
      }
      return backslashes % 2 ? body.slice(0, end - 1) + SPACE : body.slice(0, end);
    };
    var createRule = (pattern, mark, ignoreCase, stripLineEnd, stripBOM) => {
      let body = stripBOM && pattern[0] === BOM ? pattern.slice(1) : pattern;
      if (body[0] === "#") {
        return;
      }
      let negative = false;
      if (body[0] === "!") {
        negative = true;
        body = body.slice(1);
      }
      const last = body[body.length - 1];
      if (last === SPACE || stripLineEnd && (last === "\r" || last === "\n")) {
        body = trimEnd(body, stripLineEnd);
      }
      if (!body || hasTrailingBackslash(body)) {
        return;
      }
      body = body.replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, "!").replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, "#");
      const regexPrefix = makeRegexPrefix(body);
      return new IgnoreRule(
        pattern,
        mark,
        body,
        ignoreCase,
        negative,
        regexPrefix
      );
    };
    var RuleManager = class {
      constructor(ignoreCase) {
        this._ignoreCase = ignoreCase;
        this._rules = [];
        this._basenameCount = 0;
      }
      _add(pattern, index) {
        if (pattern && pattern[KEY_IGNORE]) {
          this._rules = this._rules.concat(pattern._rules._rules);
          this._basenameCount += pattern._rules._basenameCount;
          this._added = true;
          return;
        }
        const isStr = isString(pattern);
        const raw = isStr ? pattern : pattern.pattern;
        const rule = checkPattern(raw) && createRule(
          raw,
          isStr ? UNDEFINED : pattern.mark,
          this._ignoreCase,
          !this._split,
          this._stripBOM && !index
        );
        if (rule) {
          this._added = true;
          this._rules.push(rule);
          if (matchesBasename(rule.body)) {
            this._basenameCount++;
          }
        }
      }
      // @param {Array<string> | string | Ignore} pattern
      add(pattern) {
        this._added = false;
        this._split = isString(pattern);
        this._stripBOM = !this._split || pattern[0] === BOM;
        makeArray(
          this._split ? splitPattern2(pattern) : pattern
        ).forEach(this._add, this);
        if (this._added) {
          this._literalRules = UNDEFINED;
        }
        return this._added;
      }
      // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
      //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
      //   are left out once, rather than tested or compiled for every path.
      testLiteral(path) {
        const rules = this._literalRules || (this._literalRules = this._rules.filter(
          ({ body }) => body[body.length - (body[body.length - 1] === SLASH ? 2 : 1)] === "*"
        ));
        let ignored = false;
        let unignored = false;
        let matchedRule;
        for (let index = rules.length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule.checkRegex.test(path)) {
            ignored = !rule.negative;
            unignored = rule.negative;
            matchedRule = rule.negative ? UNDEFINED : rule;
            break;
          }
        }
        const ret = {
          ignored,
          unignored
        };
        if (matchedRule) {
          ret.rule = matchedRule;
        }
        return ret;
      }
      // Test one single path without recursively checking parent directories
      //
      // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`
      // @returns {TestResult}
      test(path, mode) {
        const rules = this._rules;
        const { length } = rules;
        const shortcut = this._basenameCount * 2 >= length;
        const basename4 = shortcut ? basenameOf(path) : path;
        for (let index = length - 1; index >= 0; index--) {
          const rule = rules[index];
          if (rule[mode].test(
            shortcut && rule._basenameOnly ? basename4 : path
          )) {
            const { negative } = rule;
            const ret = {
              ignored: !negative,
              unignored: negative
            };
            if (!negative) {
              ret.rule = rule;
            }
            return ret;
          }
        }
        return {
          ignored: false,
          unignored: false
        };
      }
    };
    var throwError = (message, Ctor) => {
      throw new Ctor(message);
    };
    var checkPath = (path, originalPath, doThrow) => {
      if (!isString(path)) {
        return doThrow(
          `path must be a string, but got \`${originalPath}\``,
          TypeError
        );
      }
      if (!path) {
        return doThrow(`path must not be empty`, TypeError);
      }
      if (checkPath.isNotRelative(path)) {
        const r = "`path.relative()`d";
        return doThrow(
          `path should be a ${r} string, but got "${originalPath}"`,
          RangeError
        );
      }
      return true;
    };
    var isNotRelative = (path) => {
      const first = path.charCodeAt(0);
      if (first === SLASH_CODE) {
        return true;
      }
      if (first !== DOT_CODE) {
        return false;
      }
      if (path.length === 1) {
        return true;
      }
      const second = path.charCodeAt(1);
      if (second === SLASH_CODE) {
        return true;
      }
      if (second !== DOT_CODE) {
        return false;
      }
      return path.length === 2 || path.charCodeAt(2) === SLASH_CODE;
    };
    checkPath.isNotRelative = isNotRelative;
    checkPath.convert = (p) => p;
    var convertPath = (target) => isString(target) && checkPath.convert(target);
    var Ignore = class {
      constructor({
        ignorecase = true,
        ignoreCase = ignorecase,
        allowRelativePaths = false
      } = {}) {
        define(this, KEY_IGNORE, true);
        this._rules = new RuleManager(ignoreCase);
        this._strictPathCheck = !allowRelativePaths;
        this._initCache();
      }
      _initCache() {
        this._ignoreCache = /* @__PURE__ */ Object.create(null);
        this._testCache = /* @__PURE__ */ Object.create(null);
      }
      add(pattern) {
        if (this._rules.add(pattern)) {
          this._initCache();
        }
        return this;
      }
      // legacy
      addPattern(pattern) {
        return this.add(pattern);
      }
      // @returns {TestResult}
      _test(originalPath, cache, path) {
        checkPath(
          path,
          originalPath,
          this._strictPathCheck ? throwError : RETURN_FALSE
        );
        return path ? this._t(path, cache) : {
          ignored: false,
          unignored: false
        };
      }
      checkIgnore(target) {
        const path = convertPath(target);
        if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
          return this._test(target, this._testCache, path);
        }
        const dir = this._t(path, this._testCache);
        if (dir.ignored) {
          return dir;
        }
        const literal = this._rules.testLiteral(path);
        return literal.ignored || literal.unignored ? literal : dir;
      }
      _t(path, cache) {
        const cached = cache[path];
        if (cached) {
          return cached;
        }
        const parentPath = parentOf(path);
        const parent = parentPath ? this._t(parentPath, cache) : UNDEFINED;
        return cache[path] = parent && parent.ignored ? parent : this._rules.test(path, MODE_IGNORE);
      }
      ignores(path) {
        return this._test(path, this._ignoreCache, convertPath(path)).ignored;
      }
      createFilter() {
        return (path) => !this.ignores(path);
      }
      filter(paths) {
        return makeArray(paths).filter(this.createFilter());
      }
      // @returns {TestResult}
      test(path) {
        return this._test(path, this._testCache, convertPath(path));
      }
    };
    var factory = (options) => new Ignore(options);
    var isPathValid = (path) => checkPath(convertPath(path), path, RETURN_FALSE);
    var setupWindows = () => {
      const makePosix = (str2) => /^\\\\\?\\/.test(str2) || /["<>|\u0000-\u001F]+/u.test(str2) ? str2 : str2.replace(/\\/g, "/");
      checkPath.convert = makePosix;
      const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i;
      checkPath.isNotRelative = (path) => REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path) || isNotRelative(path);
    };
    if (
      // Detect `process` so that it can run in browsers.
      typeof process !== "undefined" && process.platform === "win32"
    ) {
      setupWindows();
    }
    module.exports = factory;
    factory.default = factory;
    module.exports.isPathValid = isPathValid;
    define(module.exports, /* @__PURE__ */ Symbol.for("setupWindows"), setupWindows);
  }
});

// src/agent/clock.ts
var systemClock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve6, reject) => {
    if (signal?.aborted) {
      reject(signal.reason ?? new Error("aborted"));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve6();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  })
};

// src/agent/tools/limits-file.ts
var import_yaml = __toESM(require_dist(), 1);
import { readFileSync } from "node:fs";

// src/agent/tools/limits.json
var limits_default = {
  $comment: "Limits of the tool executors (docs/tools.md). `all` holds the value every tool starts from; a tool's own section overrides it; the caller's overrides (the loop's configuration) override both. Sizes are bytes, lengths UTF-16 code units (JavaScript string length), times milliseconds. A field a tool does not use is ignored by it.",
  fields: {
    maxLines: "lines of output kept: bash keeps the head and the tail, read stops and says where to go on",
    maxBytes: "bytes of output kept, counted like maxLines (the markers themselves come on top)",
    maxLineLength: "a longer line is cut and marked; grep cuts around the match instead",
    maxResults: "glob: paths listed; grep: matching lines listed; the rest is counted",
    maxFileBytes: "read: a larger file needs offset/limit; grep: a larger file is skipped; edit: a larger file is refused",
    hardCapBytes: "bash: output at which the whole command is stopped, so a runaway cannot fill memory",
    killGraceMs: "bash: time between SIGTERM and SIGKILL to the process group",
    defaultTimeoutMs: "bash: timeout when the model gives none",
    maxTimeoutMs: "bash: the largest timeout the model may ask for"
  },
  all: {
    maxLines: 2e3,
    maxBytes: 51200,
    maxLineLength: 2e3,
    maxResults: 200,
    maxFileBytes: 10485760,
    hardCapBytes: 8388608,
    killGraceMs: 2e3,
    defaultTimeoutMs: 12e4,
    maxTimeoutMs: 6e5
  },
  uses: {
    $comment: "The limits each tool reads: a limits file (leash run --tool-limits) may set only these.",
    bash: ["maxLines", "maxBytes", "maxLineLength", "hardCapBytes", "killGraceMs", "defaultTimeoutMs", "maxTimeoutMs"],
    read: ["maxLines", "maxBytes", "maxLineLength", "maxFileBytes"],
    write: [],
    edit: ["maxLineLength", "maxFileBytes"],
    glob: ["maxResults"],
    grep: ["maxResults", "maxBytes", "maxLineLength", "maxFileBytes"]
  },
  tools: {
    bash: {},
    read: { maxBytes: 102400 },
    write: {},
    edit: { maxLineLength: 500 },
    glob: { maxResults: 500 },
    grep: { maxResults: 200, maxLineLength: 400, maxFileBytes: 5242880 }
  }
};

// src/agent/tools/limits-file.ts
var ToolLimitsError = class extends Error {
  constructor(code, at, detail) {
    super("line" in at ? `${at.file}:${at.line}:${at.col}: ${detail}` : `${at.file}: ${detail}`);
    this.code = code;
    this.at = at;
  }
  code;
  at;
  name = "ToolLimitsError";
};
var USES = limits_default.uses;
var TOOLS = Object.keys(limits_default.tools);
function readToolLimitsFile(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ToolLimitsError("tool-limits-read", { file: path }, `cannot read the tool limits file: ${error.message}`);
  }
  return parseToolLimits(text, path);
}
function parseToolLimits(text, file) {
  const parsed = parseYamlSource(text, file);
  if (parsed.problem) {
    const detail = parsed.problem.kind === "duplicate-key" ? "a key is given twice; the second would silently replace the first" : `not valid JSON or YAML: ${parsed.problem.reason}`;
    throw new ToolLimitsError("tool-limits-syntax", parsed.problem.at, detail);
  }
  const source = parsed.source;
  const fail = (node, detail) => new ToolLimitsError("tool-limits-schema", locate(source, node), detail);
  const root = source.doc.contents;
  if (root === null || (0, import_yaml.isScalar)(root) && root.value === null) return {};
  if (!(0, import_yaml.isMap)(root)) throw fail(root, `expected a mapping of tool name to limits (e.g. {grep: {maxResults: 100}}), found ${describe(root)}`);
  const overrides = {};
  for (const item of root.items) {
    if (!(0, import_yaml.isPair)(item)) continue;
    const key = item.key;
    const tool = (0, import_yaml.isScalar)(key) ? String(key.value) : "";
    if (!TOOLS.includes(tool)) throw fail(key, `unknown tool "${tool}"; tools with limits: ${TOOLS.filter((t) => USES[t].length > 0).join(", ")}`);
    const uses = USES[tool];
    const value = item.value;
    if (!(0, import_yaml.isMap)(value)) throw fail(value ?? key, `${tool}: expected a mapping of limit to value (e.g. {${uses[0] ?? "maxLines"}: 100}), found ${describe(value)}`);
    const limits = {};
    for (const entry of value.items) {
      if (!(0, import_yaml.isPair)(entry)) continue;
      const fieldNode = entry.key;
      const field = (0, import_yaml.isScalar)(fieldNode) ? String(fieldNode.value) : "";
      if (!uses.includes(field)) {
        const known = uses.length > 0 ? `its limits are ${uses.join(", ")}` : "it has no output limits";
        throw fail(fieldNode, `${tool} has no limit "${field}"; ${known}`);
      }
      const number = entry.value;
      const amount = (0, import_yaml.isScalar)(number) ? number.value : void 0;
      if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 1) {
        throw fail(number ?? fieldNode, `${tool}.${field} must be a whole number of at least 1, found ${describe(number)}`);
      }
      limits[field] = amount;
    }
    overrides[tool] = limits;
  }
  return overrides;
}
function describe(node) {
  if (node === null || node === void 0) return "nothing";
  if ((0, import_yaml.isScalar)(node)) return node.value === null ? "nothing" : JSON.stringify(node.value);
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  return "a list";
}

// src/agent/tools/bash.ts
import { spawn as spawn2 } from "node:child_process";
import { stat } from "node:fs/promises";

// src/agent/tools/process-group.ts
import { readdir, readFile } from "node:fs/promises";
function groupKnown(groupId) {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}
async function processGroupAlive(groupId, procRoot = "/proc") {
  if (!groupKnown(groupId)) return false;
  let entries;
  try {
    entries = await readdir(procRoot);
  } catch {
    return true;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat10 = await readFile(`${procRoot}/${entry}/stat`, "utf8").catch(() => null);
    if (stat10 === null) continue;
    const fields = stat10.slice(stat10.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) === groupId && fields[0] !== "Z" && fields[0] !== "X") return true;
  }
  return false;
}
function signalGroup(groupId, signal) {
  try {
    process.kill(-groupId, signal);
  } catch {
  }
}
async function killProcessGroup(groupId, graceMs, pollMs = 25) {
  if (!groupKnown(groupId)) return;
  signalGroup(groupId, "SIGTERM");
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!await processGroupAlive(groupId)) return;
    await new Promise((resolve6) => setTimeout(resolve6, pollMs));
  }
  signalGroup(groupId, "SIGKILL");
}
async function processesMarkedWith(name, value, procRoot = "/proc") {
  const needle = Buffer.from(`${name}=${value}\0`);
  let entries;
  try {
    entries = await readdir(procRoot);
  } catch {
    return [];
  }
  const found = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    const environment = await readFile(`${procRoot}/${entry}/environ`).catch(() => null);
    if (environment === null) continue;
    const at = environment.indexOf(needle);
    if (at === 0 || at > 0 && environment[at - 1] === 0) found.push(Number(entry));
  }
  return found;
}
async function killProcesses(pids, graceMs, pollMs = 25) {
  const signal = (pid, name) => {
    try {
      process.kill(pid, name);
    } catch {
    }
  };
  for (const pid of pids) signal(pid, "SIGTERM");
  const deadline = Date.now() + graceMs;
  let left = [...pids];
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve6) => setTimeout(resolve6, pollMs));
    left = (await Promise.all(left.map(async (pid) => await processRuns(pid) ? pid : null))).filter((pid) => pid !== null);
  }
  for (const pid of left) signal(pid, "SIGKILL");
}
async function processRuns(pid, procRoot = "/proc") {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  const stat10 = await readFile(`${procRoot}/${pid}/stat`, "utf8").catch(() => null);
  if (stat10 === null) return process.platform !== "linux";
  const state = stat10.slice(stat10.lastIndexOf(")") + 2).split(" ")[0];
  return state !== "Z" && state !== "X";
}

// src/agent/tools/supervisor.ts
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
var SUPERVISOR_PROGRAM = String.raw`
'use strict';
const fs = require('node:fs');
const needle = Buffer.from(process.argv[1] + '=' + process.argv[2]);
const groups = new Set();
let pending = '';
const kill = (target) => { try { process.kill(target, 'SIGKILL'); } catch {} };
function marked() {
  let entries = [];
  try { entries = fs.readdirSync('/proc'); } catch { return []; }
  const found = [];
  for (const entry of entries) {
    if (!/^[0-9]+$/.test(entry) || Number(entry) === process.pid) continue;
    let environment;
    try { environment = fs.readFileSync('/proc/' + entry + '/environ'); } catch { continue; }
    for (let at = environment.indexOf(needle); at !== -1; at = environment.indexOf(needle, at + 1)) {
      if (at === 0 || environment[at - 1] === 0) { found.push(Number(entry)); break; }
    }
  }
  return found;
}
function sweep() {
  for (const group of groups) kill(-group);
  for (const pid of marked()) kill(pid);
}
let ending = false;
function parentGone() {
  if (ending) return;
  ending = true;
  sweep();
  // A fork that was under way during the first sweep is caught by the second.
  setTimeout(() => { sweep(); process.exit(0); }, 100);
}
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let newline;
  while ((newline = pending.indexOf('\n')) !== -1) {
    const line = pending.slice(0, newline);
    pending = pending.slice(newline + 1);
    const group = Number(line.slice(1));
    if (!Number.isSafeInteger(group) || group <= 1) continue;
    if (line[0] === '+') groups.add(group);
    else if (line[0] === '-') groups.delete(group);
  }
});
process.stdin.on('end', parentGone);
process.stdin.on('error', parentGone);
// Signals meant for Leash's terminal or job do not end the watch: only Leash's end does.
for (const signal of ['SIGINT', 'SIGHUP', 'SIGPIPE']) process.on(signal, () => {});
`;
var MARKER_PREFIX = `${randomBytes(9).toString("hex")}.`;
var supervisor = null;
var supervisedVariable = null;
function supervisedMarker() {
  return `${MARKER_PREFIX}${randomBytes(12).toString("hex")}`;
}
function startSupervisor(variable) {
  started(variable);
}
function started(variable) {
  if (supervisor?.alive && supervisedVariable === variable) return supervisor;
  try {
    const child = spawn(process.execPath, ["-e", SUPERVISOR_PROGRAM, variable, MARKER_PREFIX], {
      // Nothing of Leash's environment: no NODE_OPTIONS loader, no secret.
      env: {},
      stdio: ["pipe", "ignore", "ignore"],
      detached: true,
      windowsHide: true
    });
    const current = { child, alive: true };
    const gone = () => {
      current.alive = false;
      if (supervisor === current) supervisor = null;
    };
    child.on("exit", gone);
    child.on("error", gone);
    child.stdin?.on("error", gone);
    child.unref();
    child.stdin?.unref?.();
    supervisor = current;
    supervisedVariable = variable;
    return current;
  } catch {
    return null;
  }
}
function tell(target, line) {
  if (!target?.alive || !target.child.stdin || target.child.stdin.destroyed) return;
  try {
    target.child.stdin.write(line);
  } catch {
  }
}
function superviseProcessGroup(groupId, variable) {
  const target = started(variable);
  tell(target, `+${groupId}
`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    tell(target, `-${groupId}
`);
  };
}

// src/agent/tools/limits.ts
var LIMIT_FIELDS = Object.keys(limits_default.all);
function resolveToolLimits(tool, overrides) {
  const own = limits_default.tools[tool];
  const limits = { ...limits_default.all, ...own };
  if (overrides) {
    for (const field of LIMIT_FIELDS) {
      const value = overrides[field];
      if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) limits[field] = value;
    }
  }
  return limits;
}
function bashTimeoutMs(requested, limits) {
  const wanted = typeof requested === "number" && Number.isFinite(requested) && requested > 0 ? Math.ceil(requested) : limits.defaultTimeoutMs;
  return Math.min(wanted, limits.maxTimeoutMs);
}

// src/agent/tools/truncate.ts
function formatCount(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
function formatSize(bytes) {
  const units = ["bytes", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${formatCount(bytes)} bytes`;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}
function plural(count, one, many = `${one}s`) {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
function lineCutMarker(omittedChars) {
  return ` \u2026 [line cut: ${plural(omittedChars, "more character")}]`;
}
function safeCutIndex(text, index) {
  if (index <= 0 || index >= text.length) return Math.max(0, Math.min(index, text.length));
  const code = text.charCodeAt(index - 1);
  return code >= 55296 && code <= 56319 ? index - 1 : index;
}
function cutLongLine(line, maxLength, fullLength = line.length, maxBytes) {
  let keep = fullLength > maxLength ? safeCutIndex(line, Math.min(maxLength, line.length)) : line.length;
  if (maxBytes !== void 0 && Buffer.byteLength(line.slice(0, keep)) > maxBytes) {
    let low = 0;
    let high = keep;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (Buffer.byteLength(line.slice(0, middle)) <= maxBytes) low = middle;
      else high = middle - 1;
    }
    keep = safeCutIndex(line, low);
  }
  if (keep >= fullLength) return { text: line, cut: false };
  return { text: line.slice(0, keep) + lineCutMarker(fullLength - keep), cut: true };
}
function middleCutMarker(omitted, headLines, tailLines, totalLines) {
  return `[\u2026 ${plural(omitted.omittedLines, "line")} (${plural(omitted.omittedBytes, "byte")}) omitted: showing the first ${formatCount(headLines)} and the last ${formatCount(tailLines)} of ${plural(totalLines, "line")} \u2026]`;
}
function splitLines(text) {
  if (text === "") return { lines: [], finalNewline: false };
  const finalNewline = text.endsWith("\n");
  const lines = (finalNewline ? text.slice(0, -1) : text).split("\n");
  return { lines, finalNewline };
}
function truncateOutput(text, limits) {
  const { lines, finalNewline } = splitLines(text);
  const halfBytes = Math.max(1, Math.floor(limits.maxBytes / 2));
  const shown = [];
  const shownBytes = [];
  let cutCount = 0;
  const cutFlags = [];
  let totalShownBytes = 0;
  for (let index = 0; index < lines.length; index += 1) {
    const { text: display, cut } = cutLongLine(lines[index], limits.maxLineLength, void 0, halfBytes);
    shown.push(display);
    cutFlags.push(cut);
    const size = Buffer.byteLength(display) + (index < lines.length - 1 || finalNewline ? 1 : 0);
    shownBytes.push(size);
    totalShownBytes += size;
  }
  if (lines.length <= limits.maxLines && totalShownBytes <= limits.maxBytes) {
    for (const cut of cutFlags) if (cut) cutCount += 1;
    const joined = shown.join("\n") + (finalNewline ? "\n" : "");
    return { text: joined, truncated: null, cutLines: cutCount };
  }
  const headLineBudget = Math.ceil(limits.maxLines / 2);
  const tailLineBudget = limits.maxLines - headLineBudget;
  const tailByteBudget = limits.maxBytes - halfBytes;
  let headEnd = 0;
  let headBytes = 0;
  while (headEnd < lines.length && headEnd < headLineBudget && headBytes + shownBytes[headEnd] <= halfBytes) {
    headBytes += shownBytes[headEnd];
    headEnd += 1;
  }
  let tailStart = lines.length;
  let tailBytes = 0;
  while (tailStart > headEnd && lines.length - tailStart < tailLineBudget && tailBytes + shownBytes[tailStart - 1] <= tailByteBudget) {
    tailBytes += shownBytes[tailStart - 1];
    tailStart -= 1;
  }
  let omittedBytes = 0;
  for (let index = headEnd; index < tailStart; index += 1) {
    omittedBytes += Buffer.byteLength(lines[index]) + (index < lines.length - 1 || finalNewline ? 1 : 0);
  }
  const truncated = { omittedLines: tailStart - headEnd, omittedBytes };
  for (let index = 0; index < lines.length; index += 1) {
    if ((index < headEnd || index >= tailStart) && cutFlags[index]) cutCount += 1;
  }
  const marker = middleCutMarker(truncated, headEnd, lines.length - tailStart, lines.length);
  const parts = [...shown.slice(0, headEnd), marker, ...shown.slice(tailStart)];
  const keepsFinalNewline = finalNewline || tailStart === lines.length;
  return { text: parts.join("\n") + (keepsFinalNewline ? "\n" : ""), truncated, cutLines: cutCount };
}

// src/agent/tools/bash.ts
var JOIN_STREAMS_AND_RUN = 'exec 2>&1; exec /bin/bash -c "$1"';
var RUN_MARKER_VARIABLE = "LEASH_BASH_RUN";
var DRAIN_MS = 500;
async function runBashCommand(options) {
  const limits = resolveToolLimits("bash", options.limits);
  const timeoutMs = bashTimeoutMs(options.timeoutMs, limits);
  const marker = supervisedMarker();
  const started2 = Date.now();
  const notStarted = (message, aborted = false) => ({
    output: "",
    text: message,
    exitCode: null,
    signal: null,
    timedOut: false,
    aborted,
    outputCapped: false,
    partial: aborted,
    truncated: null,
    cutLines: 0,
    durationMs: Date.now() - started2,
    startError: aborted ? null : message
  });
  if (options.signal?.aborted) return notStarted("[not run: the call was aborted before the command started]", true);
  const cwdStat = await stat(options.cwd).catch(() => null);
  if (!cwdStat?.isDirectory()) return notStarted(`Cannot run the command: working directory ${options.cwd} does not exist or is not a directory.`);
  return new Promise((resolve6) => {
    const chunks = [];
    let collectedBytes = 0;
    let stopReason = null;
    let exitCode = null;
    let exitSignal = null;
    let exited = false;
    let spawnError = null;
    let openStreams = 2;
    let groupKilled = null;
    let finished = false;
    const child = spawn2("/bin/bash", ["-c", JOIN_STREAMS_AND_RUN, "leash-bash", options.command], {
      cwd: options.cwd,
      env: { ...options.env, [RUN_MARKER_VARIABLE]: marker },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      windowsHide: true
    });
    const groupId = child.pid;
    const unsupervise = groupId !== void 0 ? superviseProcessGroup(groupId, RUN_MARKER_VARIABLE) : () => void 0;
    const killGroup = () => {
      if (!groupKilled) {
        groupKilled = (async () => {
          if (groupId !== void 0) await killProcessGroup(groupId, limits.killGraceMs);
          await killProcesses(await processesMarkedWith(RUN_MARKER_VARIABLE, marker), limits.killGraceMs);
        })();
      }
      return groupKilled;
    };
    const stop = (reason) => {
      if (stopReason !== null || exited) return;
      stopReason = reason;
      void killGroup().then(maybeFinish);
      setTimeout(destroyStreams, limits.killGraceMs + DRAIN_MS).unref();
    };
    const destroyStreams = () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    };
    const onData = (chunk) => {
      if (collectedBytes >= limits.hardCapBytes) return;
      const room = limits.hardCapBytes - collectedBytes;
      const kept = chunk.length > room ? chunk.subarray(0, room) : chunk;
      chunks.push(kept);
      collectedBytes += kept.length;
      if (collectedBytes >= limits.hardCapBytes) stop("output_cap");
    };
    const onStreamClosed = () => {
      openStreams -= 1;
      maybeFinish();
    };
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) {
        openStreams -= 1;
        continue;
      }
      stream.on("data", onData);
      stream.on("close", onStreamClosed);
      stream.on("error", () => void 0);
    }
    const timer = setTimeout(() => stop("timeout"), timeoutMs);
    const onAbort = () => stop("aborted");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.on("error", (error) => {
      spawnError = error;
      exited = true;
      clearTimeout(timer);
      destroyStreams();
      void killGroup().then(maybeFinish);
    });
    child.on("exit", (code, signal) => {
      exited = true;
      exitCode = code;
      exitSignal = signal;
      clearTimeout(timer);
      void killGroup().then(() => {
        setTimeout(destroyStreams, DRAIN_MS).unref();
        maybeFinish();
      });
    });
    function maybeFinish() {
      if (finished || !exited || openStreams > 0) return;
      if (groupKilled === null) return;
      void groupKilled.then(() => {
        if (finished) return;
        finished = true;
        unsupervise();
        clearTimeout(timer);
        options.signal?.removeEventListener("abort", onAbort);
        resolve6(assembleRun());
      });
    }
    function assembleRun() {
      const durationMs = Date.now() - started2;
      if (spawnError) {
        const message = `Cannot run the command: ${spawnError.message}`;
        return { ...notStarted(message), durationMs };
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      const { text: shown, truncated, cutLines } = truncateOutput(raw, limits);
      const note = stopReason ? stopNote(stopReason, timeoutMs, limits.hardCapBytes) : null;
      const output = note ? `${shown}${shown === "" || shown.endsWith("\n") ? "" : "\n"}${note}` : shown;
      const status = statusLine(stopReason, exitCode, exitSignal);
      let text = output === "" ? "(no output)" : output;
      if (status) text = `${text}${text.endsWith("\n") ? "" : "\n"}${status}`;
      return {
        output,
        text,
        exitCode,
        signal: exitSignal,
        timedOut: stopReason === "timeout",
        aborted: stopReason === "aborted",
        outputCapped: stopReason === "output_cap",
        partial: stopReason !== null,
        truncated,
        cutLines,
        durationMs,
        startError: null
      };
    }
  });
}
function formatSeconds(ms) {
  const seconds = ms / 1e3;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
function stopNote(reason, timeoutMs, hardCapBytes) {
  const killed = "the command and everything it started were killed; the output above is what it printed until then";
  switch (reason) {
    case "timeout":
      return `[stopped: timed out after ${formatSeconds(timeoutMs)}; ${killed}. Run a narrower or faster command, or ask for a longer timeout_ms]`;
    case "aborted":
      return `[stopped: the run was aborted; ${killed}]`;
    case "output_cap":
      return `[stopped: the output passed ${formatSize(hardCapBytes)} (${formatCount(hardCapBytes)} bytes); ${killed}. Redirect the output to a file and read or grep it instead]`;
  }
}
function statusLine(stopReason, exitCode, signal) {
  if (stopReason !== null) return null;
  if (exitCode !== null && exitCode !== 0) return `[exit code ${exitCode}]`;
  if (exitCode === null && signal !== null) return `[killed by ${signal}]`;
  return null;
}

// src/agent/tools/environment.json
var environment_default = {
  $comment: "The environment of the bash tool (DESIGN.md section 4: secrets never reach the model). The tool starts from an empty environment and copies only the names below from the parent, then the names the policy passes on (`env.pass`), then sets `set`. Anything else is dropped. An entry is here because commands need it and it carries no credential; `never` lists what must never be added here and why, and the tests check that no allowed name matches it.",
  allow: [
    { name: "PATH", why: "commands must be found as the workflow installed them" },
    { name: "HOME", why: "tools keep caches and config under it; what may be read there is the read policy's business" },
    { name: "USER", why: "identity for tools that print or need it; not a credential" },
    { name: "LOGNAME", why: "as USER" },
    { name: "SHELL", why: "some tools spawn the user's shell; it is the runner's own" },
    { name: "LANG", why: "locale: decoding and messages" },
    { name: "LANGUAGE", why: "locale: message language" },
    { prefix: "LC_", why: "locale categories (LC_ALL, LC_CTYPE, ...)" },
    { name: "TZ", why: "dates in output and tests" },
    { name: "TMPDIR", why: "where temporary files go; the runner's own" },
    { name: "CI", why: "tools turn off colours, spinners and prompts in CI" },
    { name: "NODE_ENV", why: "test and build scripts read it" },
    { name: "GITHUB_ACTIONS", why: "tools detect GitHub Actions (annotations, no prompts)" },
    { name: "GITHUB_WORKSPACE", why: "the checkout directory" },
    { name: "GITHUB_REPOSITORY", why: "owner/name, public information" },
    { name: "GITHUB_REPOSITORY_OWNER", why: "public information" },
    { name: "GITHUB_SHA", why: "the commit being worked on" },
    { name: "GITHUB_REF", why: "the ref being worked on" },
    { name: "GITHUB_REF_NAME", why: "the branch or tag name" },
    { name: "GITHUB_REF_TYPE", why: "branch or tag" },
    { name: "GITHUB_HEAD_REF", why: "a pull request's head branch" },
    { name: "GITHUB_BASE_REF", why: "a pull request's base branch" },
    { name: "GITHUB_EVENT_NAME", why: "what triggered the run" },
    { name: "GITHUB_RUN_ID", why: "identifies the run in links and logs" },
    { name: "GITHUB_RUN_NUMBER", why: "as GITHUB_RUN_ID" },
    { name: "GITHUB_RUN_ATTEMPT", why: "as GITHUB_RUN_ID" },
    { name: "GITHUB_JOB", why: "the job's id" },
    { name: "GITHUB_WORKFLOW", why: "the workflow's name" },
    { name: "GITHUB_SERVER_URL", why: "for links; a URL, not a credential" },
    { name: "RUNNER_OS", why: "scripts branch on the operating system" },
    { name: "RUNNER_ARCH", why: "scripts branch on the architecture" },
    { name: "RUNNER_TEMP", why: "the runner's scratch directory" },
    { name: "RUNNER_TOOL_CACHE", why: "where setup-* actions put toolchains" },
    { name: "JAVA_HOME", why: "toolchain location set by setup-java" },
    { name: "GOROOT", why: "toolchain location set by setup-go" },
    { name: "GOPATH", why: "Go's module and build cache" },
    { name: "CARGO_HOME", why: "Rust's toolchain and registry cache" },
    { name: "RUSTUP_HOME", why: "Rust's toolchains" },
    { name: "DOTNET_ROOT", why: "toolchain location set by setup-dotnet" },
    { name: "PNPM_HOME", why: "where pnpm lives" }
  ],
  set: [
    { name: "TERM", value: "dumb", why: "no colours or cursor movement in what the model reads" },
    { name: "NO_COLOR", value: "1", why: "the common opt-out of ANSI colours" },
    { name: "GIT_TERMINAL_PROMPT", value: "0", why: "git fails instead of waiting for a password nobody will type" },
    { name: "PAGER", value: "cat", why: "nothing pages: there is no terminal to page on" },
    { name: "GIT_PAGER", value: "cat", why: "as PAGER, for git, which prefers its own variable" },
    { name: "GIT_EDITOR", value: "true", why: "`git commit` without -m fails at once instead of waiting for an editor" }
  ],
  never: [
    { pattern: "^ANTHROPIC_", why: "the model's API key and endpoint" },
    { pattern: "^CLAUDE_", why: "Claude Code credentials and settings" },
    { pattern: "^GITHUB_TOKEN$", why: "write access to the repository" },
    { pattern: "^GH_", why: "the gh CLI's token and host" },
    { pattern: "^ACTIONS_", why: "runtime, OIDC, cache and results tokens and URLs of the runner" },
    { pattern: "^GITHUB_(ENV|PATH|OUTPUT|STATE|STEP_SUMMARY)$", why: "files that set later steps' environment and outputs: a command writing NODE_OPTIONS there runs code in steps that hold secrets" },
    { pattern: "^GITHUB_EVENT_PATH$", why: "not needed; the loop gives the model what it should see of the event" },
    { pattern: "^AWS_", why: "cloud credentials" },
    { pattern: "^(AZURE|ARM)_", why: "cloud credentials" },
    { pattern: "^(GOOGLE|GCP|GCLOUD|CLOUDSDK)_", why: "cloud credentials" },
    { pattern: "^NPM_", why: "registry tokens" },
    { pattern: "^(NODE_AUTH_TOKEN|NODE_OPTIONS)$", why: "a registry token; code loaded into every node process" },
    { pattern: "^SSH_", why: "the SSH agent socket unlocks keys" },
    { pattern: "^(LD_|DYLD_|BASH_ENV$|ENV$)", why: "code loaded into every process" },
    { pattern: "(TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIALS?|AUTH)(_|$)", why: "anything named like a credential" }
  ]
};

// src/agent/tools/environment.ts
var ENVIRONMENT_ALLOW = environment_default.allow;
var ENVIRONMENT_SETTINGS = environment_default.set;
var ENVIRONMENT_NEVER = environment_default.never;
function allowedByTable(name) {
  return ENVIRONMENT_ALLOW.some((entry) => entry.name !== void 0 ? entry.name === name : entry.prefix !== void 0 && name.startsWith(entry.prefix));
}
function scrubbedEnvironment(env, options = {}) {
  const passed = new Set(options.pass ?? []);
  const result = {};
  for (const [name, value] of Object.entries(env)) {
    if (value === void 0) continue;
    if (allowedByTable(name) || passed.has(name)) result[name] = value;
  }
  for (const setting of ENVIRONMENT_SETTINGS) result[setting.name] = setting.value;
  return result;
}

// src/agent/tools/read.ts
import { createReadStream } from "node:fs";
import { stat as stat2 } from "node:fs/promises";

// src/agent/tools/file-kind.ts
import { open } from "node:fs/promises";

// src/agent/tools/file-signatures.json
var file_signatures_default = {
  $comment: "Leading bytes (hex) of common binary formats, so a refused binary file is named for the model ('PNG image', not just 'binary'). Checked in order; the first match wins. `offset` is where the bytes start when not at 0.",
  signatures: [
    { hex: "89504e470d0a1a0a", type: "PNG image" },
    { hex: "ffd8ff", type: "JPEG image" },
    { hex: "474946383761", type: "GIF image" },
    { hex: "474946383961", type: "GIF image" },
    { hex: "52494646", type: "RIFF container (WebP, WAV or AVI)" },
    { hex: "0000010000", type: "ICO icon" },
    { hex: "25504446", type: "PDF document" },
    { hex: "504b0304", type: "ZIP archive (also jar, docx, xlsx)" },
    { hex: "1f8b", type: "gzip archive" },
    { hex: "425a68", type: "bzip2 archive" },
    { hex: "fd377a585a00", type: "xz archive" },
    { hex: "28b52ffd", type: "zstd archive" },
    { hex: "377abcaf271c", type: "7-Zip archive" },
    { hex: "7573746172", offset: 257, type: "tar archive" },
    { hex: "7f454c46", type: "ELF executable or library" },
    { hex: "cffaedfe", type: "Mach-O executable" },
    { hex: "4d5a", type: "Windows executable" },
    { hex: "0061736d", type: "WebAssembly module" },
    { hex: "cafebabe", type: "Java class file or Mach-O universal binary" },
    { hex: "53514c69746520666f726d61742033", type: "SQLite database" },
    { hex: "774f4646", type: "WOFF font" },
    { hex: "774f4632", type: "WOFF2 font" },
    { hex: "0001000000", type: "TrueType font" },
    { hex: "4f54544f", type: "OpenType font" }
  ]
};

// src/agent/tools/file-kind.ts
var SNIFF_BYTES = 8192;
var SIGNATURES = file_signatures_default.signatures.map((entry) => ({
  bytes: Buffer.from(entry.hex, "hex"),
  offset: "offset" in entry && typeof entry.offset === "number" ? entry.offset : 0,
  type: entry.type
}));
function classifyLeadingBytes(head) {
  const sample = head.subarray(0, SNIFF_BYTES);
  if (isPlainText(sample)) return { binary: false };
  for (const signature of SIGNATURES) {
    const end = signature.offset + signature.bytes.length;
    if (sample.length >= end && Buffer.compare(sample.subarray(signature.offset, end), signature.bytes) === 0) {
      return { binary: true, type: signature.type };
    }
  }
  return { binary: true, type: sample.includes(0) ? "binary data (contains NUL bytes)" : "binary data (not valid UTF-8)" };
}
function isPlainText(sample) {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}
async function classifyFile(path) {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return classifyLeadingBytes(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

// src/agent/tools/line-numbers.ts
function numberedLine(lineNumber, text) {
  return `${String(lineNumber).padStart(6)}	${text}`;
}

// src/agent/tools/paths.ts
import { isAbsolute, relative, resolve, sep } from "node:path";

// src/agent/tools/result.ts
function toolFailure(code, text) {
  return { ok: false, code, text };
}
function fileSystemFailure(error, path, action) {
  const code = error?.code;
  switch (code) {
    case "ENOENT":
      return toolFailure("not_found", `Cannot ${action} ${path}: no such file or directory.`);
    case "EISDIR":
      return toolFailure("is_directory", `Cannot ${action} ${path}: it is a directory.`);
    case "ENOTDIR":
      return toolFailure("not_a_directory", `Cannot ${action} ${path}: a part of the path is a file, not a directory.`);
    case "EACCES":
    case "EPERM":
      return toolFailure("permission_denied", `Cannot ${action} ${path}: the file system denied access (${code}).`);
    default: {
      const message = error instanceof Error ? error.message : String(error);
      return toolFailure("io_error", `Cannot ${action} ${path}: ${message}`);
    }
  }
}

// src/agent/tools/paths.ts
function requireAbsolutePath(path, field = "path") {
  if (typeof path !== "string" || path === "") return toolFailure("invalid_argument", `${field} is missing: give the file's path.`);
  if (path.includes("\0")) return toolFailure("invalid_argument", `${field} contains a NUL byte.`);
  if (!isAbsolute(path)) return toolFailure("invalid_argument", `${field} "${path}" is not absolute; the executor needs the resolved path the policy checked.`);
  return null;
}
function displayPath(root, target) {
  const rel = relative(root, target);
  if (rel === "") return ".";
  if (rel.startsWith("..") || isAbsolute(rel)) return target;
  return sep === "/" ? rel : rel.split(sep).join("/");
}
function resolveAgainst(root, path) {
  return path === void 0 || path === "" ? resolve(root) : resolve(root, path);
}

// src/agent/tools/read.ts
async function readFileTool(options) {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  const limits = resolveToolLimits("read", options.limits);
  const path = options.path;
  const offsetGiven = options.offset !== void 0 && options.offset !== null;
  const limitGiven = options.limit !== void 0 && options.limit !== null;
  if (offsetGiven && (!Number.isSafeInteger(options.offset) || options.offset < 0)) {
    return toolFailure("invalid_argument", `offset must be a line number (1 is the first line); got ${String(options.offset)}.`);
  }
  if (limitGiven && (!Number.isSafeInteger(options.limit) || options.limit < 1)) {
    return toolFailure("invalid_argument", `limit must be a positive number of lines; got ${String(options.limit)}.`);
  }
  const startLine2 = Math.max(1, options.offset ?? 1);
  const limit = options.limit ?? limits.maxLines;
  let info;
  try {
    info = await stat2(path);
  } catch (error) {
    return fileSystemFailure(error, path, "read");
  }
  if (info.isDirectory()) {
    return toolFailure("is_directory", `${path} is a directory, not a file. List its files with glob (pattern "*" or "**/*", path "${path}").`);
  }
  if (!info.isFile()) return toolFailure("not_a_file", `${path} is not a regular file (a device, socket or pipe); it cannot be read as text.`);
  const large = info.size > limits.maxFileBytes;
  if (large && !offsetGiven && !limitGiven) {
    return toolFailure(
      "too_large",
      `${path} is ${formatSize(info.size)} (${formatCount(info.size)} bytes), over the ${formatSize(limits.maxFileBytes)} limit for reading a whole file. Read a range with offset and limit (e.g. offset=1, limit=${limits.maxLines}), or grep for what you need.`
    );
  }
  try {
    const kind = await classifyFile(path);
    if (kind.binary) {
      return toolFailure("binary_file", `${path} is a binary file (${kind.type}, ${formatCount(info.size)} bytes); it cannot be shown as text.`);
    }
  } catch (error) {
    return fileSystemFailure(error, path, "read");
  }
  let scan;
  try {
    scan = await scanLines(path, startLine2, limit, limits, !large);
  } catch (error) {
    return fileSystemFailure(error, path, "read");
  }
  const totalLines = scan.reachedEnd ? scan.linesSeen : null;
  if (info.size === 0 || totalLines === 0) {
    return success(path, info.size, `(${path} is empty)`, 0, 0, 0, 0, scan);
  }
  if (scan.shown.length === 0 && !scan.byteLimitReached) {
    const length = totalLines === null ? `fewer than ${formatCount(startLine2)} lines` : plural(totalLines, "line");
    return toolFailure("offset_out_of_range", `offset ${formatCount(startLine2)} is past the end of ${path}, which has ${length}.`);
  }
  const endLine2 = startLine2 + scan.shown.length - 1;
  const remainingLines = totalLines === null ? null : totalLines - endLine2;
  const lines = [...scan.shown];
  const next = `read with offset=${endLine2 + 1}`;
  if (scan.byteLimitReached) {
    const more = remainingLines === null ? "lines after it were not read" : plural(remainingLines, "more line");
    lines.push(`\u2026 output limit of ${formatSize(limits.maxBytes)} reached; ${more}; ${next}`);
  } else if (remainingLines === null) {
    lines.push(`\u2026 the file is ${formatSize(info.size)}, too large to count its lines; lines after ${formatCount(endLine2)} were not read; ${next}`);
  } else if (remainingLines > 0) {
    lines.push(`\u2026 ${plural(remainingLines, "more line")}; ${next}`);
  }
  return success(path, info.size, lines.join("\n"), startLine2, endLine2, totalLines, remainingLines, scan);
}
function success(path, sizeBytes, text, startLine2, endLine2, totalLines, remainingLines, scan) {
  return { ok: true, text, path, sizeBytes, startLine: startLine2, endLine: endLine2, totalLines, remainingLines, cutLines: scan.cutLines, byteLimitReached: scan.byteLimitReached };
}
function utf16Units(bytes, from, to) {
  let units = 0;
  for (let index = from; index < to; index += 1) {
    const byte = bytes[index];
    if ((byte & 192) !== 128) units += byte >= 240 ? 2 : 1;
  }
  return units;
}
async function scanLines(path, startLine2, limit, limits, countToEnd) {
  const storeCap = limits.maxLineLength * 3 + 4;
  const scan = { shown: [], cutLines: 0, linesSeen: 0, reachedEnd: false, byteLimitReached: false };
  let lineNumber = 1;
  let collecting = startLine2 === 1;
  let done = false;
  let parts = [];
  let storedBytes = 0;
  let lineUnits = 0;
  let overflowed = false;
  let lineHasBytes = false;
  let shownBytes = 0;
  const finishLine = () => {
    if (collecting) {
      const stored = Buffer.concat(parts, storedBytes);
      let text = stored.toString("utf8");
      if (!overflowed && text.endsWith("\r")) text = text.slice(0, -1);
      const fullLength = overflowed ? lineUnits : text.length;
      const { text: display, cut } = cutLongLine(text, limits.maxLineLength, fullLength);
      const rendered = numberedLine(lineNumber, display);
      const size = Buffer.byteLength(rendered) + 1;
      if (shownBytes + size > limits.maxBytes && scan.shown.length > 0) {
        scan.byteLimitReached = true;
        collecting = false;
        if (!countToEnd) done = true;
      } else {
        scan.shown.push(rendered);
        shownBytes += size;
        if (cut) scan.cutLines += 1;
        if (scan.shown.length >= limit) {
          collecting = false;
          if (!countToEnd) done = true;
        }
      }
    }
    parts = [];
    storedBytes = 0;
    lineUnits = 0;
    overflowed = false;
    lineHasBytes = false;
    scan.linesSeen = lineNumber;
    lineNumber += 1;
    if (!done && lineNumber === startLine2 && scan.shown.length === 0 && !scan.byteLimitReached) collecting = true;
  };
  const addSegment = (chunk, from, to) => {
    if (to > from) lineHasBytes = true;
    if (!collecting || to <= from) return;
    if (storedBytes < storeCap) {
      const take = Math.min(to - from, storeCap - storedBytes);
      parts.push(chunk.subarray(from, from + take));
      storedBytes += take;
      if (take < to - from) overflowed = true;
    } else {
      overflowed = true;
    }
    lineUnits += utf16Units(chunk, from, to);
  };
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    for await (const chunk of stream) {
      let position = 0;
      while (position < chunk.length) {
        const newline = chunk.indexOf(10, position);
        if (newline === -1) {
          addSegment(chunk, position, chunk.length);
          break;
        }
        addSegment(chunk, position, newline);
        finishLine();
        if (done) break;
        position = newline + 1;
      }
      if (done) break;
    }
  } finally {
    stream.destroy();
  }
  if (!done) {
    if (lineHasBytes) finishLine();
    scan.reachedEnd = true;
  }
  return scan;
}

// src/agent/tools/write.ts
import { stat as stat4 } from "node:fs/promises";

// src/agent/tools/atomic-write.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import { lstat, mkdir, open as open2, realpath, rename, stat as stat3, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
var DanglingSymlinkError = class extends Error {
  constructor(path) {
    super(`${path} is a symbolic link to a file that does not exist`);
    this.path = path;
  }
  path;
  code = "EDANGLING";
};
async function writeFileAtomically(path, data) {
  let target = path;
  const link = await lstat(path).catch(() => null);
  if (link?.isSymbolicLink()) {
    target = await realpath(path).catch(() => {
      throw new DanglingSymlinkError(path);
    });
  }
  const existing = await stat3(target).catch((error) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  const directory = dirname(target);
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(target)}.${randomBytes2(6).toString("hex")}.leash-tmp`);
  const handle = await open2(temporary, "wx", existing ? existing.mode & 4095 : 438);
  try {
    try {
      await handle.writeFile(data);
      if (existing) await handle.chmod(existing.mode & 4095);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await unlink(temporary).catch(() => void 0);
    throw error;
  }
  return { created: existing === null, previousBytes: existing ? existing.size : null, writtenPath: target };
}

// src/agent/tools/write.ts
async function writeFileTool(options) {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  if (typeof options.content !== "string") return toolFailure("invalid_argument", "content must be a string: the whole new content of the file.");
  const path = options.path;
  const existing = await stat4(path).catch(() => null);
  if (existing?.isDirectory()) {
    return toolFailure("is_directory", `${path} is a directory; give the path of a file inside it (e.g. ${path.replace(/\/+$/, "")}/name.ext).`);
  }
  if (existing && !existing.isFile()) return toolFailure("not_a_file", `${path} is not a regular file (a device, socket or pipe); it cannot be written.`);
  let outcome;
  try {
    outcome = await writeFileAtomically(path, options.content);
  } catch (error) {
    if (error instanceof DanglingSymlinkError) return toolFailure("not_found", `Cannot write ${path}: ${error.message}.`);
    if (error.code === "EEXIST" || error.code === "ENOTDIR") {
      return toolFailure("not_a_directory", `Cannot write ${path}: a part of its directory path is a file, not a directory.`);
    }
    return fileSystemFailure(error, path, "write");
  }
  const bytes = Buffer.byteLength(options.content);
  const lines = splitLines(options.content).lines.length;
  const size = `${plural(bytes, "byte")}, ${plural(lines, "line")}`;
  const text = outcome.created ? `Created ${path} (${size}).` : `Replaced ${path}: now ${size} (was ${formatCount(outcome.previousBytes ?? 0)} bytes).`;
  return { ok: true, text, path, created: outcome.created, bytes, lines, previousBytes: outcome.previousBytes };
}

// src/agent/tools/edit.ts
import { readFile as readFile2, stat as stat5 } from "node:fs/promises";
var SNIPPET_CONTEXT = 3;
var SNIPPET_MAX_LINES = 40;
var MAX_LISTED_LINES = 20;
async function editFileTool(options) {
  const invalid = requireAbsolutePath(options.path);
  if (invalid) return invalid;
  const { path, oldString, newString } = options;
  if (typeof oldString !== "string" || typeof newString !== "string") {
    return toolFailure("invalid_argument", "old_string and new_string must both be strings.");
  }
  if (oldString === "") return toolFailure("invalid_argument", "old_string is empty; give the exact text to replace, or use write to create or overwrite a whole file.");
  if (oldString === newString) return toolFailure("no_change", "old_string and new_string are identical; the edit would change nothing.");
  const limits = resolveToolLimits("edit", options.limits);
  let info;
  try {
    info = await stat5(path);
  } catch (error) {
    if (error.code === "ENOENT") return toolFailure("not_found", `${path} does not exist; create it with write.`);
    return fileSystemFailure(error, path, "edit");
  }
  if (info.isDirectory()) return toolFailure("is_directory", `${path} is a directory; edit needs a file.`);
  if (!info.isFile()) return toolFailure("not_a_file", `${path} is not a regular file; it cannot be edited.`);
  if (info.size > limits.maxFileBytes) {
    return toolFailure("too_large", `${path} is ${formatSize(info.size)}, over the ${formatSize(limits.maxFileBytes)} limit for editing; change it with a command instead.`);
  }
  let bytes;
  try {
    bytes = await readFile2(path);
  } catch (error) {
    return fileSystemFailure(error, path, "edit");
  }
  const kind = classifyLeadingBytes(bytes);
  if (kind.binary) return toolFailure("binary_file", `${path} is a binary file (${kind.type}); edit only changes text files.`);
  let content;
  try {
    content = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return toolFailure("binary_file", `${path} is not valid UTF-8 throughout; editing it as text would corrupt it.`);
  }
  const crlf = isCrlfThroughout(content);
  const work = crlf ? content.replaceAll("\r\n", "\n") : content;
  const needle = crlf ? oldString.replaceAll("\r\n", "\n") : oldString;
  const replacement = crlf ? newString.replaceAll("\r\n", "\n") : newString;
  if (needle === replacement) return toolFailure("no_change", "old_string and new_string differ only in line endings, which the file keeps anyway; the edit would change nothing.");
  const found = occurrences(work, needle);
  if (found.length === 0) return toolFailure("no_match", notFoundMessage(path, work, needle));
  if (found.length > 1 && !options.replaceAll) {
    return toolFailure(
      "ambiguous_match",
      `old_string occurs ${formatCount(found.length)} times in ${path}, at lines ${listLines(lineNumbersAt(work, found))}. Include more surrounding lines to make it unique, or set replace_all to change every occurrence.`
    );
  }
  const pieces = [];
  const newStarts = [];
  let cursor = 0;
  let shift = 0;
  for (const index of found) {
    pieces.push(work.slice(cursor, index), replacement);
    newStarts.push(index + shift);
    shift += replacement.length - needle.length;
    cursor = index + needle.length;
  }
  pieces.push(work.slice(cursor));
  const updated = pieces.join("");
  try {
    await writeFileAtomically(path, crlf ? updated.replaceAll("\n", "\r\n") : updated);
  } catch (error) {
    if (error instanceof DanglingSymlinkError) return toolFailure("not_found", `Cannot edit ${path}: ${error.message}.`);
    return fileSystemFailure(error, path, "write");
  }
  const startLines = lineNumbersAt(updated, newStarts);
  const firstStart = startLines[0];
  const firstEnd = firstStart + countNewlines(replacement.endsWith("\n") ? replacement.slice(0, -1) : replacement);
  const snippet = snippetAround(updated, firstStart, firstEnd, limits.maxLineLength);
  const what = found.length === 1 ? `1 occurrence at line ${formatCount(firstStart)}` : `${formatCount(found.length)} occurrences, at lines ${listLines(startLines)}`;
  const shownFor = found.length === 1 ? "" : " (around the first)";
  const text = `Edited ${path}: replaced ${what}. The file now reads${shownFor}:
${snippet}`;
  return { ok: true, text, path, replacements: found.length, lines: startLines, snippet, lineEnding: crlf ? "crlf" : "lf" };
}
function isCrlfThroughout(content) {
  const crlfCount = content.split("\r\n").length - 1;
  return crlfCount > 0 && crlfCount === countNewlines(content);
}
function countNewlines(text) {
  let count = 0;
  for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) count += 1;
  return count;
}
function occurrences(haystack, needle) {
  const found = [];
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, index + needle.length)) found.push(index);
  return found;
}
function lineNumbersAt(text, indices) {
  const lines = [];
  let line = 1;
  let position = 0;
  for (const index of indices) {
    for (let newline = text.indexOf("\n", position); newline !== -1 && newline < index; newline = text.indexOf("\n", newline + 1)) {
      line += 1;
      position = newline + 1;
    }
    lines.push(line);
  }
  return lines;
}
function listLines(lines) {
  const listed = lines.slice(0, MAX_LISTED_LINES).map(formatCount).join(", ");
  return lines.length > MAX_LISTED_LINES ? `${listed} and ${formatCount(lines.length - MAX_LISTED_LINES)} more` : listed;
}
function snippetAround(text, firstLine, lastLine, maxLineLength) {
  const lines = text.split("\n");
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  const from = Math.max(1, firstLine - SNIPPET_CONTEXT);
  const to = Math.min(lines.length, lastLine + SNIPPET_CONTEXT);
  const shown = [];
  for (let line = from; line <= to; line += 1) shown.push(numberedLine(line, cutLongLine(lines[line - 1] ?? "", maxLineLength).text));
  const limits = { maxLines: SNIPPET_MAX_LINES, maxBytes: Number.MAX_SAFE_INTEGER, maxLineLength: Number.MAX_SAFE_INTEGER };
  return truncateOutput(shown.join("\n"), limits).text;
}
function notFoundMessage(path, text, needle) {
  const base = `old_string was not found in ${path}.`;
  const looseLines = whitespaceInsensitiveMatches(text, needle);
  if (looseLines.length > 0) {
    return `${base} Ignoring whitespace it matches at line ${listLines(looseLines)}: the indentation, tabs versus spaces or line breaks differ. Copy the text exactly as read shows it (without the line-number prefix).`;
  }
  const needleLines = needle.split("\n").filter((line) => line.trim() !== "");
  if (needleLines.length > 0 && needleLines.every((line) => /^\s*\d+\t/.test(line))) {
    return `${base} It seems to include the line numbers read shows ("    12<tab>"); leave those out and give only the file's text.`;
  }
  const firstLine = needleLines[0]?.trim();
  if (firstLine) {
    const hits = occurrences(text, firstLine).slice(0, MAX_LISTED_LINES);
    if (hits.length > 0) {
      return `${base} Its first line occurs at line ${listLines(lineNumbersAt(text, hits))}, but what follows differs; read those lines again and copy them exactly.`;
    }
  }
  return `${base} Read the file again to see its current content, then copy the text to replace exactly.`;
}
function whitespaceInsensitiveMatches(text, needle) {
  const compactNeedle = needle.replace(/\s+/g, "");
  if (compactNeedle === "") return [];
  const kept = [];
  const origins = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (/\s/.test(char)) continue;
    kept.push(char);
    origins.push(index);
  }
  const compactText = kept.join("");
  const starts = occurrences(compactText, compactNeedle).slice(0, MAX_LISTED_LINES).map((index) => origins[index]);
  return lineNumbersAt(text, starts);
}

// src/agent/tools/glob.ts
import { stat as stat7 } from "node:fs/promises";
import { isAbsolute as isAbsolute3, relative as relative5, resolve as resolve4 } from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir as readdir2, readdirSync, realpath as realpath2, realpathSync, stat as stat6, statSync } from "fs";
import { isAbsolute as isAbsolute2, posix, resolve as resolve3 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename as basename2, dirname as dirname2, normalize, relative as relative2, resolve as resolve2, sep as sep2 } from "path";
import * as nativeFs from "fs";
var __require = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path) {
  let normalized = normalize(path);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep2) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
  return path.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
  return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
  if (resolvePaths) path = resolve2(path);
  if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
  if (path === ".") return "";
  const needsSeperator = path[path.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative2(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path = directoryPath || ".";
  if (filters.every((filter) => filter(path, true))) paths.push(path);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat10) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat10.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat10, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path);
    const stat10 = fs.statSync(resolvedPath);
    if (stat10.isDirectory() && isRecursive(path, resolvedPath, state)) return;
    callback$1(stat10, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname2(path);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname2(parent);
  }
  state.symlinks.set(path, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num2) {
    this._files = num2;
  }
  get files() {
    return this._files;
  }
  set directories(num2) {
    this._directories = num2;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path)) continue;
        this.pushDirectory(path, paths, filters);
        this.walkDirectory(this.state, path, path, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path, this.state, (stat10, resolvedPath) => {
          if (stat10.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path;
            const filename = basename2(resolvedPath);
            const directoryPath$1 = normalizePath(dirname2(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require.resolve("picomatch");
  pm = __require("picomatch");
} catch {
}
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep2,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path) => isMatch(path));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path) {
  return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path) {
  var _result$parts;
  const result = import_picomatch.default.scan(path, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute2(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore2 = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore2(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path = format(p, isDirectory);
      const matches = matcher(path) && !ignore2(path);
      if (matches) log(`matched ${path}`);
      return matches;
    } : (p, isDirectory) => {
      const path = format(p, isDirectory);
      return matcher(path) && !ignore2(path);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve3(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir2,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath2,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat6,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
  const [crawler, relative7] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative7) : [];
}
function globSync(globInput, options) {
  const [crawler, relative7] = getCrawler(globInput, options);
  return crawler ? formatPaths(crawler.sync(), relative7) : [];
}

// src/agent/tools/walk.ts
import { readdir as readdir3 } from "node:fs/promises";
import { join as join3, relative as relative4, sep as sep4 } from "node:path";

// src/agent/tools/gitignore.ts
var import_ignore = __toESM(require_ignore(), 1);
import { readFile as readFile3 } from "node:fs/promises";
import { join as join2, relative as relative3, sep as sep3 } from "node:path";
async function loadGitignore(directory) {
  let text;
  try {
    text = await readFile3(join2(directory, ".gitignore"), "utf8");
  } catch {
    return null;
  }
  return { directory, rules: (0, import_ignore.default)({ ignoreCase: false }).add(text) };
}
async function gitignoreChainFor(root, directory) {
  const rel = relative3(root, directory);
  const inside = !rel.startsWith("..") && !rel.startsWith(sep3) && rel !== "..";
  const directories = [inside ? root : directory];
  if (inside && rel !== "") {
    let current = root;
    for (const part of rel.split(sep3)) {
      current = join2(current, part);
      directories.push(current);
    }
  }
  const levels = await Promise.all(directories.map(loadGitignore));
  return levels.filter((level) => level !== null);
}
function isGitignored(chain, path, isDirectory) {
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const level = chain[index];
    let rel = relative3(level.directory, path);
    if (rel === "" || rel.startsWith("..")) continue;
    if (sep3 !== "/") rel = rel.split(sep3).join("/");
    const verdict = level.rules.test(isDirectory ? `${rel}/` : rel);
    if (verdict.ignored) return true;
    if (verdict.unignored) return false;
  }
  return false;
}

// src/agent/tools/walk.ts
var ALWAYS_SKIPPED_DIRECTORIES = [".git", "node_modules"];
function directoriesNamedBy(pattern) {
  const segments = new Set(pattern.split("/"));
  return new Set(ALWAYS_SKIPPED_DIRECTORIES.filter((name) => segments.has(name)));
}
async function walkFiles(options) {
  const open3 = options.openDirectories ?? /* @__PURE__ */ new Set();
  const result = { files: [], prunedDirectories: [] };
  const chain = await gitignoreChainFor(options.root, options.start);
  const visit = async (directory, levels, applyIgnore) => {
    if (options.signal?.aborted) return;
    let entries;
    try {
      entries = await readdir3(directory, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const entry of entries) {
      const path = join3(directory, entry.name);
      if (entry.isDirectory()) {
        const skipped = ALWAYS_SKIPPED_DIRECTORIES.includes(entry.name);
        if (skipped && !open3.has(entry.name)) {
          result.prunedDirectories.push(path);
          continue;
        }
        if (applyIgnore && !skipped && isGitignored(levels, path, true)) {
          result.prunedDirectories.push(path);
          continue;
        }
        const enterIgnoring = applyIgnore && !skipped;
        const own = enterIgnoring ? await loadGitignore(path) : null;
        await visit(path, own ? [...levels, own] : levels, enterIgnoring);
      } else if (entry.isFile()) {
        if (applyIgnore && isGitignored(levels, path, false)) continue;
        result.files.push(path);
      }
    }
  };
  const startParts = relative4(options.root, options.start).split(sep4);
  const startHidden = startParts.some((part) => ALWAYS_SKIPPED_DIRECTORIES.includes(part)) || isGitignored(chain, options.start, true);
  await visit(options.start, chain, !startHidden);
  return result;
}

// src/agent/tools/glob.ts
var STAT_BATCH = 64;
async function globTool(options) {
  const limits = resolveToolLimits("glob", options.limits);
  const directory = resolveAgainst(options.root, options.path);
  const prepared = await prepareSearch(options.root, directory, options.pattern, "glob");
  if (!prepared.ok) return prepared;
  let matched;
  try {
    matched = await matchingFiles(options.root, directory, prepared.pattern, options.signal);
  } catch (error) {
    return searchFailure(error, options.signal);
  }
  if (options.signal?.aborted) return searchFailure(null, options.signal);
  const readable = matched.filter((file) => options.canRead(file));
  const timed = await modificationTimes(readable);
  timed.sort((a, b) => b.mtimeMs - a.mtimeMs || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const shown = timed.slice(0, limits.maxResults).map((entry) => displayPath(options.root, entry.path));
  const omitted = timed.length - shown.length;
  const where = displayPath(options.root, directory);
  if (timed.length === 0) {
    return { ok: true, text: `No files match "${options.pattern}" under ${where}.`, files: [], totalMatches: 0, omitted: 0 };
  }
  const lines = [...shown];
  if (omitted > 0) {
    lines.push(`\u2026 ${plural(omitted, "more file")} not shown (${formatCount(timed.length)} matched; showing the ${formatCount(shown.length)} most recently modified). Narrow the pattern or path.`);
  }
  return { ok: true, text: lines.join("\n"), files: shown, totalMatches: timed.length, omitted };
}
function searchFailure(error, signal) {
  if (signal?.aborted) return toolFailure("aborted", "The search was aborted before it finished.");
  const message = error instanceof Error ? error.message : String(error);
  return toolFailure("io_error", `The search failed: ${message}`);
}
async function prepareSearch(root, directory, pattern, field) {
  if (typeof pattern !== "string" || pattern.trim() === "") return toolFailure("invalid_argument", `${field} pattern is empty; give a pattern such as "**/*.ts".`);
  let relativePattern = pattern;
  if (isAbsolute3(pattern)) {
    const rel = relative5(directory, pattern);
    if (rel.startsWith("..") || isAbsolute3(rel)) {
      return toolFailure("invalid_pattern", `The ${field} pattern "${pattern}" is absolute and outside ${displayPath(root, directory)}; give a relative pattern and set path to the directory to search.`);
    }
    relativePattern = rel === "" ? "**/*" : rel;
  }
  if (relativePattern.split("/").includes("..")) {
    return toolFailure("invalid_pattern", `The ${field} pattern "${pattern}" climbs out with ".."; set path to the directory to search instead.`);
  }
  try {
    const info = await stat7(directory);
    if (!info.isDirectory()) return toolFailure("not_a_directory", `${displayPath(root, directory)} is a file, not a directory; read it, or search its directory.`);
  } catch (error) {
    return fileSystemFailure(error, displayPath(root, directory), "search");
  }
  return { ok: true, pattern: relativePattern.replace(/^\.\//, "") };
}
async function matchingFiles(root, directory, pattern, signal) {
  const walk = await walkFiles({ root, start: directory, openDirectories: directoriesNamedBy(pattern), ...signal ? { signal } : {} });
  const visible = new Set(walk.files);
  const ignore2 = walk.prunedDirectories.map((pruned) => `${escapePath(relative5(directory, pruned).split("\\").join("/"))}/**`);
  const matches = await glob(pattern, {
    cwd: directory,
    absolute: true,
    dot: true,
    onlyFiles: true,
    followSymbolicLinks: false,
    expandDirectories: false,
    ignore: ignore2,
    ...signal ? { signal } : {}
  });
  return matches.map((match) => resolve4(match)).filter((match) => visible.has(match));
}
async function modificationTimes(paths) {
  const result = [];
  for (let start = 0; start < paths.length; start += STAT_BATCH) {
    const batch = paths.slice(start, start + STAT_BATCH);
    const stats = await Promise.all(batch.map((path) => stat7(path).catch(() => null)));
    batch.forEach((path, index) => {
      const info = stats[index];
      if (info) result.push({ path, mtimeMs: info.mtimeMs });
    });
  }
  return result;
}

// src/agent/tools/grep.ts
import { readFile as readFile4, stat as stat8 } from "node:fs/promises";
var READ_BATCH = 16;
async function grepTool(options) {
  const limits = resolveToolLimits("grep", options.limits);
  if (typeof options.pattern !== "string" || options.pattern === "") return toolFailure("invalid_argument", "pattern is empty; give a regular expression to search for.");
  let regex;
  try {
    regex = new RegExp(options.pattern, options.ignoreCase ? "i" : "");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return toolFailure("invalid_pattern", `pattern is not a valid JavaScript regular expression: ${reason}. Escape special characters such as ( [ { . * + ? with a backslash to match them literally.`);
  }
  const target = resolveAgainst(options.root, options.path);
  const where = displayPath(options.root, target);
  let info;
  try {
    info = await stat8(target);
  } catch (error) {
    return fileSystemFailure(error, where, "search");
  }
  let candidates;
  if (info.isFile()) {
    candidates = [target];
  } else if (info.isDirectory()) {
    const globPattern = options.glob === void 0 || options.glob === "" ? "**/*" : options.glob.includes("/") ? options.glob : `**/${options.glob}`;
    const prepared = await prepareSearch(options.root, target, globPattern, "glob");
    if (!prepared.ok) return prepared;
    try {
      candidates = await matchingFiles(options.root, target, prepared.pattern, options.signal);
    } catch (error) {
      return searchFailure(error, options.signal);
    }
  } else {
    return toolFailure("not_a_file", `${where} is neither a file nor a directory; it cannot be searched.`);
  }
  if (options.signal?.aborted) return searchFailure(null, options.signal);
  candidates = candidates.filter((file) => options.canRead(file)).sort();
  const result = {
    ok: true,
    text: "",
    matches: [],
    totalMatches: 0,
    totalFiles: 0,
    omittedMatches: 0,
    omittedFiles: 0,
    filesSearched: 0,
    skippedLargeFiles: 0,
    skippedBinaryFiles: 0
  };
  let shownBytes = 0;
  let outputFull = false;
  for (let start = 0; start < candidates.length; start += READ_BATCH) {
    if (options.signal?.aborted) return searchFailure(null, options.signal);
    const batch = candidates.slice(start, start + READ_BATCH);
    const contents = await Promise.all(batch.map((file) => readSearchable(file, limits.maxFileBytes)));
    batch.forEach((file, index) => {
      const searchable = contents[index];
      if (searchable.skipped === "large") result.skippedLargeFiles += 1;
      if (searchable.skipped === "binary") result.skippedBinaryFiles += 1;
      if (searchable.skipped !== null) return;
      const content = searchable.content;
      result.filesSearched += 1;
      const shown = displayPath(options.root, file);
      let fileMatches = 0;
      let fileShown = 0;
      const lines = content.split("\n");
      if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
      lines.forEach((raw, lineIndex) => {
        const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
        const match = regex.exec(line);
        if (!match) return;
        fileMatches += 1;
        if (outputFull || result.matches.length >= limits.maxResults) return;
        const entry = { path: shown, line: lineIndex + 1, text: cutAroundMatch(line, match.index, match[0].length, limits.maxLineLength) };
        const size = Buffer.byteLength(`${entry.path}:${entry.line}: ${entry.text}
`);
        if (shownBytes + size > limits.maxBytes && result.matches.length > 0) {
          outputFull = true;
          return;
        }
        shownBytes += size;
        result.matches.push(entry);
        fileShown += 1;
      });
      if (fileMatches > 0) {
        result.totalFiles += 1;
        result.totalMatches += fileMatches;
        if (fileShown === 0) result.omittedFiles += 1;
      }
    });
  }
  result.omittedMatches = result.totalMatches - result.matches.length;
  result.text = grepText(result, options.pattern, where, limits, outputFull);
  return result;
}
async function readSearchable(file, maxFileBytes) {
  try {
    const info = await stat8(file);
    if (!info.isFile()) return { skipped: "unreadable" };
    if (info.size > maxFileBytes) return { skipped: "large" };
    const bytes = await readFile4(file);
    if (classifyLeadingBytes(bytes).binary) return { skipped: "binary" };
    return { skipped: null, content: bytes.toString("utf8") };
  } catch {
    return { skipped: "unreadable" };
  }
}
function cutAroundMatch(line, matchIndex, matchLength, maxLength) {
  if (line.length <= maxLength) return line;
  let start = matchLength >= maxLength ? matchIndex : Math.max(0, matchIndex - Math.floor((maxLength - matchLength) / 2));
  const end = Math.min(line.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  return `${start > 0 ? "\u2026 " : ""}${line.slice(start, end)}${end < line.length ? " \u2026" : ""}`;
}
function grepText(result, pattern, where, limits, outputFull) {
  const notes = [];
  if (result.skippedLargeFiles > 0) {
    notes.push(`(${plural(result.skippedLargeFiles, "file")} over ${formatSize(limits.maxFileBytes)} ${result.skippedLargeFiles === 1 ? "was" : "were"} not searched)`);
  }
  if (result.totalMatches === 0) {
    return [`No matches for /${pattern}/ in ${where} (${plural(result.filesSearched, "file")} searched).`, ...notes].join("\n");
  }
  const lines = result.matches.map((match) => `${match.path}:${match.line}: ${match.text}`);
  if (result.omittedMatches > 0) {
    const cause = outputFull ? `the ${formatSize(limits.maxBytes)} output limit` : `the limit of ${formatCount(limits.maxResults)} matches`;
    const files = result.omittedFiles > 0 ? `, ${plural(result.omittedFiles, "more file")} with matches not shown at all` : "";
    lines.push(
      `\u2026 ${plural(result.omittedMatches, "more match", "more matches")} not shown${files} (${plural(result.totalMatches, "match", "matches")} in ${plural(result.totalFiles, "file")} in all; stopped at ${cause}). Narrow the pattern, path or glob.`
    );
  }
  return [...lines, ...notes].join("\n");
}

// src/agent/local-tools.ts
var import_ajv = __toESM(require_ajv(), 1);
import { readFile as readFile5, stat as stat9 } from "node:fs/promises";
import { relative as relative6 } from "node:path";

// src/agent/skeleton/skeleton.ts
import { extname as extname2 } from "node:path";

// src/agent/skeleton/text.ts
var MAX_LABEL_CHARS = 100;
function startLine(node) {
  return node.startPosition.row + 1;
}
function endLine(node) {
  const { row, column } = node.endPosition;
  return column === 0 && row > node.startPosition.row ? row : row + 1;
}
function itemOf(node, label, name, extra = {}) {
  const item = { label, name, startLine: startLine(node), endLine: endLine(node) };
  if (extra.members && extra.members.length > 0) item.members = extra.members;
  if (extra.children && extra.children.length > 0) item.children = extra.children;
  return item;
}
function collapseWhitespace(text) {
  return text.replace(/\s+/g, " ").replace(/([([{]) /g, "$1").replace(/ ([)\]}])/g, "$1").replace(/,([)\]}])/g, "$1").trim();
}
function clip(text, max = MAX_LABEL_CHARS) {
  if (text.length <= max) return text;
  let cut = max - 1;
  const code = text.charCodeAt(cut - 1);
  if (code >= 55296 && code <= 56319) cut -= 1;
  return `${text.slice(0, cut).trimEnd()}\u2026`;
}
function isComment(node) {
  return node.type.endsWith("comment");
}
function textWithoutComments(source, scope, from, to) {
  const cuts = [];
  collectComments(scope, from, to, cuts);
  let out = "";
  let pos = from;
  for (const [start, end] of cuts) {
    out += `${source.slice(pos, start)} `;
    pos = end;
  }
  return out + source.slice(pos, to);
}
function collectComments(node, from, to, cuts) {
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (!child || child.endIndex <= from) continue;
    if (child.startIndex >= to) break;
    if (isComment(child)) cuts.push([Math.max(child.startIndex, from), Math.min(child.endIndex, to)]);
    else if (child.childCount > 0) collectComments(child, from, to, cuts);
  }
}
var TRAILING_PUNCTUATION = /\s*(?:\{|:|=>|=|;|,)\s*$/;
function headLabel(source, scope, from, to) {
  const text = collapseWhitespace(textWithoutComments(source, scope, from, to));
  return clip(shrinkBraces(text.replace(TRAILING_PUNCTUATION, "")));
}
function shrinkBraces(text, max = MAX_LABEL_CHARS) {
  let out = text;
  while (out.length > max) {
    let best;
    let open3 = -1;
    for (let i = 0; i < out.length; i++) {
      const char = out[i];
      if (char === "{") open3 = i;
      else if (char === "}" && open3 !== -1) {
        if (i - open3 > 2 && (!best || i - open3 > best.end - best.start)) best = { start: open3, end: i };
        open3 = -1;
      }
    }
    if (!best) break;
    out = `${out.slice(0, best.start)}{\u2026}${out.slice(best.end + 1)}`;
  }
  return out;
}
function wholeLabel(source, node, from = node.startIndex) {
  return headLabel(source, node, from, node.endIndex);
}
function firstLineLabel(source, node, from = node.startIndex) {
  const lineEnd = source.indexOf("\n", from);
  const to = lineEnd === -1 || lineEnd >= node.endIndex ? node.endIndex : lineEnd;
  const head = collapseWhitespace(textWithoutComments(source, node, from, to)).replace(/\s*[;,]\s*$/, "");
  if (to >= node.endIndex) return clip(head);
  return `${clip(head, MAX_LABEL_CHARS - 1)}\u2026`;
}
function unquote(text) {
  const match = /^(?:[rbuf]{0,2})(['"`]{1,3})([\s\S]*)\1$/i.exec(text);
  return match?.[2] ?? text;
}
function namedChildrenThroughErrors(node) {
  const out = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === "ERROR") out.push(...namedChildrenThroughErrors(child));
    else out.push(child);
  }
  return out;
}
function leadingCommentRange(children, isImport) {
  const comments = [];
  let next;
  for (const child of children) {
    if (isComment(child) || child.type === "hash_bang_line") {
      if (child.type === "hash_bang_line" || child.text.startsWith("#!")) continue;
      comments.push(child);
      continue;
    }
    next = child;
    break;
  }
  while (comments.length > 0 && next && !isImport(next)) {
    const last2 = comments[comments.length - 1];
    if (startLine(next) > endLine(last2) + 1) break;
    next = comments.pop();
  }
  const first = comments[0];
  const last = comments[comments.length - 1];
  if (!first || !last) return void 0;
  return { startLine: startLine(first), endLine: endLine(last) };
}

// src/agent/skeleton/data.ts
var MAX_KEY_CHARS = 60;
var MAX_SEQUENCE_ITEM_CHARS = 60;
function extractJson(root, source) {
  const value = namedChildrenThroughErrors(root).find((node) => !isComment(node));
  if (!value) return {};
  if (value.type === "object") {
    const keys = namedChildrenThroughErrors(value).filter((pair) => pair.type === "pair").map((pair) => keyItem(pair, pair.childForFieldName("key")));
    return keys.length > 0 ? { keys } : {};
  }
  const label = value.type === "array" ? `array of ${value.namedChildren.filter((c) => c && !isComment(c)).length} items` : clip(collapseWhitespace(source.slice(value.startIndex, value.endIndex)), MAX_KEY_CHARS);
  return { outline: [itemOf(value, label, value.type)] };
}
function extractYaml(root, source) {
  const top = namedChildrenThroughErrors(root);
  const documents = top.filter((node) => node.type === "document");
  const items = {};
  const doc = leadingCommentRange(top, () => false);
  if (doc) items.doc = [{ label: "doc", name: "doc", ...doc }];
  const keyGroups = [];
  const outline = [];
  documents.forEach((document, index) => {
    const { keys, sequence } = documentContents(document, source);
    if (documents.length === 1) {
      if (keys.length > 0) items.keys = keys;
    } else if (keys.length > 0) {
      keyGroups.push(itemOf(document, `document ${index + 1}`, `document ${index + 1}`, { children: keys }));
    }
    outline.push(...sequence);
  });
  if (keyGroups.length > 0) items.keys = keyGroups;
  if (outline.length > 0) items.outline = outline;
  return items;
}
function documentContents(document, source) {
  let node = namedChildrenThroughErrors(document).find((child) => !isComment(child));
  while (node && (node.type === "block_node" || node.type === "flow_node")) {
    node = node.namedChildren.find((child) => child && !isComment(child) && child.type !== "anchor" && child.type !== "tag");
  }
  if (!node) return { keys: [], sequence: [] };
  if (node.type === "block_mapping" || node.type === "flow_mapping") {
    const keys = namedChildrenThroughErrors(node).filter((pair) => pair.type === "block_mapping_pair" || pair.type === "flow_pair").map((pair) => keyItem(pair, pair.childForFieldName("key")));
    return { keys, sequence: [] };
  }
  if (node.type === "block_sequence" || node.type === "flow_sequence") {
    const sequence = namedChildrenThroughErrors(node).filter((item) => !isComment(item)).map((item) => {
      const lineEnd = source.indexOf("\n", item.startIndex);
      const firstLine = source.slice(item.startIndex, lineEnd === -1 || lineEnd > item.endIndex ? item.endIndex : lineEnd);
      const label = clip(collapseWhitespace(firstLine), MAX_SEQUENCE_ITEM_CHARS);
      return { ...itemOf(item, label, label), endLine: endLine(item) };
    });
    return { keys: [], sequence };
  }
  return { keys: [], sequence: [] };
}
function keyItem(pair, key) {
  const name = key ? unquote(collapseWhitespace(key.text)) : "";
  return itemOf(pair, clip(name, MAX_KEY_CHARS), name);
}

// src/agent/skeleton/collect.ts
var SectionCollector = class {
  sections = {};
  runs = /* @__PURE__ */ new Map();
  add(kind, item) {
    if (!item) return;
    (this.sections[kind] ??= []).push(item);
  }
  /** One import statement; `modules` are what it imports from (usually one). */
  addImport(node, modules) {
    this.addToRun("imports", node, modules);
  }
  /** One statement of a run; `members` are what it contributes to the run's list. */
  addToRun(kind, node, members) {
    const wanted = members.filter((m) => m.length > 0);
    let run = this.runs.get(kind);
    if (!run) {
      run = { label: kind, name: wanted[0] ?? "", startLine: startLine(node), endLine: endLine(node), members: [] };
      this.runs.set(kind, run);
      this.add(kind, run);
    }
    run.endLine = Math.max(run.endLine, endLine(node));
    const list = run.members ??= [];
    for (const member of wanted) if (!list.includes(member)) list.push(member);
    if (!run.name && wanted[0]) run.name = wanted[0];
  }
  /** Something else came between: the next import or re-export starts a new run. */
  endRuns() {
    this.runs.clear();
  }
  result() {
    this.runs.clear();
    return this.sections;
  }
};
function flattenSections(sections) {
  const all = [];
  for (const [kind, items] of Object.entries(sections)) {
    for (const item of items) {
      if (kind === "imports" || kind === "exports") {
        const label = clip(`${kind === "imports" ? "import" : "export"} ${(item.members ?? []).join(", ")}`);
        all.push({ label, name: item.name, startLine: item.startLine, endLine: item.endLine });
      } else {
        all.push(item);
      }
    }
  }
  return all.sort((a, b) => a.startLine - b.startLine);
}

// src/agent/skeleton/go.ts
var TEST_FUNCTION = /^(Test|Benchmark|Fuzz|Example)([A-Z0-9_]|$)/;
function extractGo(root, source) {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = packageDoc(top);
  if (doc) collector.add("doc", { label: "doc", name: "doc", ...doc });
  for (const node of top) {
    if (isComment(node)) continue;
    if (node.type !== "import_declaration") collector.endRuns();
    switch (node.type) {
      case "import_declaration":
        collector.addImport(node, node.descendantsOfType("import_spec").flatMap((spec) => importPath(spec)));
        break;
      case "const_declaration":
      case "var_declaration": {
        const list = specs(node);
        const alone = isAlone(node, list);
        for (const spec of list) collector.add("constants", valueItem(node, spec, alone, source));
        break;
      }
      case "type_declaration": {
        const list = specs(node);
        const alone = isAlone(node, list);
        for (const spec of list) collector.add("types", typeItem(node, spec, alone, source));
        break;
      }
      case "function_declaration":
      case "method_declaration": {
        const name = node.childForFieldName("name")?.text ?? "";
        if (node.type === "function_declaration" && TEST_FUNCTION.test(name)) {
          collector.add("tests", itemOf(node, name, name));
        } else {
          const body = node.childForFieldName("body");
          collector.add("functions", itemOf(node, headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex), name));
        }
        break;
      }
      default:
        break;
    }
  }
  return collector.result();
}
function packageDoc(top) {
  const index = top.findIndex((node) => node.type === "package_clause");
  if (index <= 0) return void 0;
  let first;
  let expected = startLine(top[index]) - 1;
  for (let i = index - 1; i >= 0; i--) {
    const node = top[i];
    if (!isComment(node) || endLine(node) !== expected) break;
    first = node;
    expected = startLine(node) - 1;
  }
  if (!first) return void 0;
  return { startLine: startLine(first), endLine: startLine(top[index]) - 1 };
}
function importPath(spec) {
  const path = spec.childForFieldName("path");
  return path ? [unquote(path.text)] : [];
}
function specs(node) {
  const out = [];
  for (const child of node.namedChildren) {
    if (!child || isComment(child)) continue;
    if (child.type.endsWith("_spec_list")) out.push(...specs(child));
    else if (child.type.endsWith("_spec") || child.type === "type_alias") out.push(child);
  }
  return out;
}
function isAlone(declaration, list) {
  return list.length === 1 && !declaration.namedChildren.some((c) => c?.type.endsWith("_spec_list"));
}
function spanOf(declaration, spec, alone) {
  return alone ? { span: declaration, from: declaration.startIndex } : { span: spec, from: spec.startIndex };
}
function valueItem(declaration, spec, alone, source) {
  const { span, from } = spanOf(declaration, spec, alone);
  const names = spec.childrenForFieldName("name").map((n) => n?.text ?? "");
  const keyword = span !== spec ? "" : declaration.type === "var_declaration" ? "var " : "const ";
  return itemOf(span, keyword + firstLineLabel(source, span, from), names.join(", "));
}
function typeItem(declaration, spec, alone, source) {
  const { span, from } = spanOf(declaration, spec, alone);
  const name = spec.childForFieldName("name")?.text ?? "";
  const type = spec.childForFieldName("type");
  const prefix = span === spec ? "type " : "";
  if (type && (type.type === "struct_type" || type.type === "interface_type")) {
    const body = type.type === "struct_type" ? type.namedChildren.find((c) => c?.type === "field_declaration_list") ?? type : type;
    const open3 = source.indexOf("{", type.startIndex);
    const to = open3 !== -1 && open3 < type.endIndex ? open3 : type.endIndex;
    return itemOf(span, prefix + headLabel(source, span, from, to), name, { members: memberNames(body) });
  }
  return itemOf(span, prefix + wholeLabel(source, span, from), name);
}
function memberNames(body) {
  const names = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member)) continue;
    if (member.type === "field_declaration") {
      const fieldNames = member.childrenForFieldName("name").map((n) => n?.text ?? "");
      names.push(...fieldNames.length > 0 ? fieldNames : [member.childForFieldName("type")?.text ?? member.text]);
    } else if (member.type === "method_elem" || member.type === "method_spec") {
      names.push(`${member.childForFieldName("name")?.text ?? ""}()`);
    } else if (member.type === "type_elem" || member.type === "constraint_elem") {
      names.push(member.text);
    }
  }
  return names;
}

// src/agent/skeleton/javascript.ts
var TEST_CALLEES = /* @__PURE__ */ new Set([
  "describe",
  "it",
  "test",
  "suite",
  "context",
  "specify",
  "bench",
  "fdescribe",
  "fit",
  "xdescribe",
  "xit",
  "xtest"
]);
var FUNCTION_VALUES = /* @__PURE__ */ new Set([
  "arrow_function",
  "function_expression",
  "function",
  "generator_function"
]);
var CLASS_VALUES = /* @__PURE__ */ new Set(["class"]);
var MAX_TEST_TITLE_CHARS = 80;
function extractJavaScriptFamily(root, source) {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = leadingCommentRange(top, (node) => node.type === "import_statement");
  if (doc) collector.add("doc", { label: "doc", name: "doc", ...doc });
  visitStatements(top, source, collector);
  const sections = collector.result();
  for (const items of Object.values(sections)) dropDeclare(items);
  return sections;
}
function dropDeclare(items) {
  for (const item of items) {
    item.label = item.label.replace(/^((?:export )?(?:default )?)declare /, "$1");
    if (item.children) dropDeclare(item.children);
  }
}
function visitStatements(statements, source, collector) {
  for (const node of statements) {
    if (isComment(node)) continue;
    if (!isImportLike(node) && !isReExport(node)) collector.endRuns();
    visitStatement(node, source, collector, node.startIndex);
  }
}
function isImportLike(node) {
  if (node.type === "import_statement") return true;
  if (node.type !== "lexical_declaration" && node.type !== "variable_declaration") return false;
  return declarators(node).every((d) => requiredModule(d.childForFieldName("value")) !== void 0);
}
function isReExport(node) {
  if (node.type === "expression_statement") {
    const expression = node.namedChildren[0];
    const left = expression?.type === "assignment_expression" ? expression.childForFieldName("left") : null;
    const right = expression?.childForFieldName("right");
    return left !== null && right !== null && right !== void 0 && isCommonJsExport(left) && !FUNCTION_VALUES.has(right.type) && !CLASS_VALUES.has(right.type);
  }
  if (node.type !== "export_statement" || node.childForFieldName("declaration")) return false;
  const value = node.childForFieldName("value");
  return !value || !(FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type));
}
function visitStatement(node, source, collector, from) {
  switch (node.type) {
    case "import_statement":
      collector.addImport(node, [importSource(node)]);
      return;
    case "export_statement":
      visitExport(node, source, collector);
      return;
    case "ambient_declaration":
      visitAmbient(node, source, collector, from);
      return;
    case "function_declaration":
    case "generator_function_declaration":
      collector.add("functions", functionItem(node, source, from));
      return;
    case "function_signature":
      collector.add("functions", itemOf(node, wholeLabel(source, node, from), nameOf(node)));
      return;
    case "class_declaration":
    case "abstract_class_declaration":
    case "class":
      collector.add("classes", classItem(node, source, from));
      return;
    case "interface_declaration":
      collector.add("types", interfaceItem(node, source, from));
      return;
    case "type_alias_declaration":
      collector.add("types", typeAliasItem(node, source, from));
      return;
    case "enum_declaration":
      collector.add("types", enumItem(node, source, from));
      return;
    case "lexical_declaration":
    case "variable_declaration":
      visitVariables(node, source, collector, from);
      return;
    case "module":
    case "internal_module":
      collector.add("modules", moduleItem(node, source, from));
      return;
    case "expression_statement":
      visitExpression(node, source, collector);
      return;
    default:
      return;
  }
}
function visitExport(node, source, collector) {
  const from = afterDecorators(node);
  const declaration = node.childForFieldName("declaration");
  if (declaration) {
    visitStatement(declaration, source, collector, from);
    return;
  }
  const value = node.childForFieldName("value");
  if (value && FUNCTION_VALUES.has(value.type)) {
    collector.add("functions", functionItem(value, source, from, node));
    return;
  }
  if (value && CLASS_VALUES.has(value.type)) {
    collector.add("classes", classItem(value, source, from, node));
    return;
  }
  const exportSource = node.childForFieldName("source");
  const what = collapseWhitespace(textWithoutComments(source, node, from, exportSource ? exportSource.startIndex : node.endIndex)).replace(/^export\s*/, "").replace(/\s*(?:from\s*)?;?$/, "").replace(/\b([\w$]+) as \1\b/g, "$1");
  collector.addToRun("exports", node, [exportSource ? `${unquote(exportSource.text)} ${what}` : what]);
}
function visitAmbient(node, source, collector, from) {
  const inner = node.namedChildren.find((child) => child && !isComment(child));
  if (!inner) return;
  if (inner.type === "statement_block") {
    const children = flattenSections(collectBody(inner, source));
    collector.add("modules", itemOf(node, headLabel(source, node, from, inner.startIndex), "global", { children }));
    return;
  }
  visitStatement(inner, source, collector, from);
}
function visitVariables(node, source, collector, from) {
  const list = declarators(node);
  const special = list.some((d) => {
    const value = d.childForFieldName("value");
    return value !== null && (FUNCTION_VALUES.has(value.type) || CLASS_VALUES.has(value.type) || requiredModule(value) !== void 0);
  });
  if (!special) {
    collector.add("constants", itemOf(node, firstLineLabel(source, node, from), nameOf(list[0] ?? node)));
    return;
  }
  for (const declarator of list) {
    const start = list.length === 1 ? from : declarator.startIndex;
    const value = declarator.childForFieldName("value");
    const module = requiredModule(value);
    if (module !== void 0) {
      collector.addImport(node, [module]);
    } else if (value && FUNCTION_VALUES.has(value.type)) {
      const body = value.childForFieldName("body");
      const label = headLabel(source, node, start, body ? body.startIndex : value.endIndex);
      collector.add("functions", itemOf(list.length === 1 ? node : declarator, label, nameOf(declarator)));
    } else if (value && CLASS_VALUES.has(value.type)) {
      collector.add("classes", classItem(value, source, start, list.length === 1 ? node : declarator, nameOf(declarator)));
    } else {
      collector.add("constants", itemOf(declarator, firstLineLabel(source, declarator, start), nameOf(declarator)));
    }
  }
}
function visitExpression(node, source, collector) {
  const expression = node.namedChildren[0];
  if (!expression) return;
  if (expression.type === "internal_module") {
    collector.add("modules", moduleItem(expression, source, node.startIndex));
    return;
  }
  if (expression.type === "call_expression") {
    collector.add("tests", testItem(expression, node, source));
    return;
  }
  if (expression.type !== "assignment_expression") return;
  const left = expression.childForFieldName("left");
  const right = expression.childForFieldName("right");
  if (!left || !right || !isCommonJsExport(left)) return;
  if (FUNCTION_VALUES.has(right.type)) {
    collector.add("functions", functionItem(right, source, node.startIndex, node, collapseWhitespace(left.text)));
  } else if (CLASS_VALUES.has(right.type)) {
    collector.add("classes", classItem(right, source, node.startIndex, node, collapseWhitespace(left.text)));
  } else {
    collector.addToRun("exports", node, [firstLineLabel(source, node)]);
  }
}
function isCommonJsExport(left) {
  const text = left.text;
  return text === "module.exports" || text.startsWith("module.exports.") || text.startsWith("exports.");
}
function functionItem(node, source, from, span = node, name) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, span, from, body ? body.startIndex : node.endIndex);
  return itemOf(span, label, name ?? nameOf(node, "default"));
}
function classItem(node, source, from, span = node, name) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, span, afterDecorators(node, from), body ? body.startIndex : node.endIndex);
  const children = body ? classMembers(body, source) : [];
  return itemOf(span, label, name ?? nameOf(node, "default"), { children });
}
function classMembers(body, source) {
  const members = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member) || member.type === "decorator") continue;
    const from = afterDecorators(member);
    switch (member.type) {
      case "method_definition":
        members.push(functionItem(member, source, from));
        break;
      case "public_field_definition":
      case "field_definition": {
        const value = member.childForFieldName("value");
        const name = nameOf(member);
        if (value && FUNCTION_VALUES.has(value.type)) {
          const valueBody = value.childForFieldName("body");
          members.push(itemOf(member, headLabel(source, member, from, valueBody ? valueBody.startIndex : value.endIndex), name));
        } else {
          members.push(itemOf(member, firstLineLabel(source, member, from), name));
        }
        break;
      }
      case "method_signature":
      case "abstract_method_signature":
      case "index_signature":
      case "function_signature":
        members.push(itemOf(member, wholeLabel(source, member, from), nameOf(member, "[index]")));
        break;
      default:
        break;
    }
  }
  return members;
}
function interfaceItem(node, source, from) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  return itemOf(node, label, nameOf(node), { members: body ? typeMemberNames(body) : [] });
}
function typeAliasItem(node, source, from) {
  const value = node.childForFieldName("value");
  if (value && value.type === "object_type") {
    const label = headLabel(source, node, from, value.startIndex);
    return itemOf(node, label, nameOf(node), { members: typeMemberNames(value) });
  }
  return itemOf(node, wholeLabel(source, node, from), nameOf(node));
}
function enumItem(node, source, from) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  const members = [];
  for (const member of body?.namedChildren ?? []) {
    if (!member || isComment(member)) continue;
    members.push(member.type === "enum_assignment" ? nameOf(member) : member.text);
  }
  return itemOf(node, label, nameOf(node), { members });
}
function typeMemberNames(body) {
  const names = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member)) continue;
    switch (member.type) {
      case "property_signature":
        names.push(nameOf(member));
        break;
      case "method_signature":
        names.push(`${nameOf(member)}()`);
        break;
      case "call_signature":
        names.push("()");
        break;
      case "construct_signature":
        names.push("new()");
        break;
      case "index_signature":
        names.push("[index]");
        break;
      default:
        break;
    }
  }
  return names;
}
function moduleItem(node, source, from) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, node, from, body ? body.startIndex : node.endIndex);
  const children = body ? flattenSections(collectBody(body, source)) : [];
  const nameNode = node.childForFieldName("name");
  return itemOf(node, label, nameNode ? unquote(nameNode.text) : "module", { children });
}
function collectBody(body, source) {
  const collector = new SectionCollector();
  visitStatements(namedChildrenThroughErrors(body), source, collector);
  return collector.result();
}
function testItem(call, span, source) {
  const callee = call.childForFieldName("function");
  if (!callee || !TEST_CALLEES.has(rootIdentifier(callee))) return void 0;
  const args = call.childForFieldName("arguments");
  const argList = args ? args.namedChildren.filter((a) => a !== null && !isComment(a)) : [];
  const title = argList[0];
  const titleText = title ? clip(collapseWhitespace(title.text), MAX_TEST_TITLE_CHARS) : "";
  const calleeText = callee.type === "call_expression" ? callee.childForFieldName("function")?.text ?? callee.text : callee.text;
  const label = `${collapseWhitespace(calleeText)} ${titleText}`.trim();
  const children = [];
  const callback2 = [...argList].reverse().find((a) => FUNCTION_VALUES.has(a.type));
  const body = callback2?.childForFieldName("body");
  if (body && body.type === "statement_block") {
    for (const statement of body.namedChildren) {
      const inner = statement?.type === "expression_statement" ? statement.namedChildren[0] : void 0;
      if (!statement || !inner || inner.type !== "call_expression") continue;
      const child = testItem(inner, statement, source);
      if (child) children.push(child);
    }
  }
  return itemOf(span, label, title ? unquote(title.text) : label, { children });
}
function rootIdentifier(node) {
  let current = node;
  while (current) {
    if (current.type === "identifier") return current.text;
    if (current.type === "member_expression") current = current.childForFieldName("object");
    else if (current.type === "call_expression") current = current.childForFieldName("function");
    else return "";
  }
  return "";
}
function declarators(node) {
  return node.namedChildren.filter((c) => c !== null && c.type === "variable_declarator");
}
function requiredModule(value) {
  let current = value;
  while (current && current.type === "member_expression") current = current.childForFieldName("object");
  if (!current || current.type !== "call_expression") return void 0;
  if (current.childForFieldName("function")?.text !== "require") return void 0;
  const arg = current.childForFieldName("arguments")?.namedChildren[0];
  return arg && arg.type === "string" ? unquote(arg.text) : void 0;
}
function importSource(node) {
  const source = node.childForFieldName("source") ?? node.descendantsOfType("string")[0] ?? null;
  return source ? unquote(source.text) : collapseWhitespace(node.text);
}
function nameOf(node, fallback = "") {
  const name = node.childForFieldName("name") ?? node.childForFieldName("property");
  return name ? name.text : fallback;
}
function afterDecorators(node, from = node.startIndex) {
  let start = from;
  for (let i = 0; i < node.childCount; i++) {
    const child = node.child(i);
    if (!child) continue;
    if (child.type !== "decorator" && !isComment(child)) break;
    const next = node.child(i + 1);
    if (next && child.startIndex >= from) start = next.startIndex;
  }
  return start;
}

// src/agent/skeleton/languages.ts
import { basename as basename3, extname, join as join4, resolve as resolve5 } from "node:path";
var GRAMMAR_FILES = {
  typescript: "tree-sitter-typescript.wasm",
  tsx: "tree-sitter-tsx.wasm",
  javascript: "tree-sitter-javascript.wasm",
  python: "tree-sitter-python.wasm",
  go: "tree-sitter-go.wasm",
  rust: "tree-sitter-rust.wasm",
  markdown: "tree-sitter-markdown.wasm",
  json: "tree-sitter-json.wasm",
  yaml: "tree-sitter-yaml.wasm"
};
var EXTENSION_LANGUAGES = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".jsx": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".py": "python",
  ".pyi": "python",
  ".go": "go",
  ".rs": "rust",
  ".md": "markdown",
  ".markdown": "markdown",
  ".json": "json",
  ".jsonc": "json",
  ".yaml": "yaml",
  ".yml": "yaml"
};
function skeletonLanguageOf(path) {
  return EXTENSION_LANGUAGES[extname(basename3(path)).toLowerCase()];
}
function supportedExtensions() {
  return Object.keys(EXTENSION_LANGUAGES);
}
var runtime;
var grammars = /* @__PURE__ */ new Map();
function sharedParser(grammarDir) {
  runtime ??= Parser.init({ locateFile: (file) => join4(grammarDir, file) }).then(() => new Parser()).catch((error) => {
    runtime = void 0;
    throw error;
  });
  return runtime;
}
async function loadLanguage(grammarDir, language) {
  const parser = await sharedParser(grammarDir);
  const file = resolve5(grammarDir, GRAMMAR_FILES[language]);
  let loading = grammars.get(file);
  if (!loading) {
    loading = Language.load(file);
    grammars.set(file, loading);
    loading.catch(() => grammars.delete(file));
  }
  return { parser, grammar: await loading };
}

// src/agent/skeleton/markdown.ts
var MAX_HEADING_CHARS = 100;
function extractMarkdown(root, source) {
  const headings = [];
  const items = {};
  for (const child of root.namedChildren) {
    if (child && (child.type === "minus_metadata" || child.type === "plus_metadata")) {
      items.doc = [{ label: "front matter", name: "front matter", startLine: startLine(child), endLine: endLine(child) }];
    }
  }
  collectHeadings(root, headings);
  const lines = source.split("\n");
  const outline = headings.map((heading, index) => {
    const next = headings.slice(index + 1).find((h) => h.level <= heading.level);
    let last = next ? next.line - 1 : lines.length;
    while (last > heading.line && (lines[last - 1] ?? "").trim() === "") last--;
    const label = `${"#".repeat(heading.level)} ${clip(heading.text, MAX_HEADING_CHARS)}`;
    return { label, name: heading.text, startLine: heading.line, endLine: last };
  });
  if (outline.length > 0) items.outline = outline;
  return items;
}
function collectHeadings(node, out) {
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === "section") collectHeadings(child, out);
    else if (child.type === "atx_heading" || child.type === "setext_heading") {
      const heading = headingOf(child);
      if (heading) out.push(heading);
    }
  }
}
function headingOf(node) {
  let level = 0;
  for (const child of node.children) {
    const match = child ? /^(?:atx_h(\d)_marker|setext_h(\d)_underline)$/.exec(child.type) : null;
    if (match) level = Number(match[1] ?? match[2]);
  }
  if (level === 0) return void 0;
  const content = node.childForFieldName("heading_content");
  const text = collapseWhitespace(content ? content.text : "").replace(/\s+#+$/, "");
  return { level, text, line: startLine(node) };
}

// src/agent/skeleton/python.ts
var IMPORT_TYPES = /* @__PURE__ */ new Set(["import_statement", "import_from_statement", "future_import_statement"]);
var TRANSPARENT_BLOCKS = /* @__PURE__ */ new Set([
  "if_statement",
  "elif_clause",
  "else_clause",
  "try_statement",
  "except_clause",
  "except_group_clause",
  "finally_clause",
  "with_statement"
]);
var TEST_FUNCTION2 = /^test/;
var TEST_CLASS = /^Test/;
var MAX_CLASS_DEPTH = 2;
function extractPython(root, source) {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = moduleDocstring(top) ?? leadingCommentRange(top, (node) => IMPORT_TYPES.has(node.type));
  if (doc) collector.add("doc", { label: "doc", name: "doc", ...doc });
  visitBlock(top, source, collector);
  return collector.result();
}
function moduleDocstring(top) {
  const first = top.find((node) => !isComment(node));
  if (!first || first.type !== "expression_statement") return void 0;
  const value = first.namedChildren[0];
  if (!value || value.type !== "string" && value.type !== "concatenated_string") return void 0;
  return { startLine: startLine(first), endLine: endLine(first) };
}
function visitBlock(statements, source, collector) {
  for (const node of statements) {
    if (isComment(node)) continue;
    if (IMPORT_TYPES.has(node.type)) {
      collector.addImport(node, importedModules(node));
      continue;
    }
    if (node.type === "block") {
      visitBlock(namedChildrenThroughErrors(node), source, collector);
      continue;
    }
    if (TRANSPARENT_BLOCKS.has(node.type)) {
      if (isMainGuard(node)) continue;
      visitBlock(namedChildrenThroughErrors(node).filter((c) => isBlockLike(c)), source, collector);
      continue;
    }
    collector.endRuns();
    visitStatement2(node, source, collector);
  }
}
function isBlockLike(node) {
  return node.type === "block" || TRANSPARENT_BLOCKS.has(node.type);
}
function isMainGuard(node) {
  if (node.type !== "if_statement") return false;
  const condition = node.childForFieldName("condition");
  return condition !== null && /__name__\s*==\s*['"]__main__['"]/.test(condition.text);
}
function visitStatement2(node, source, collector) {
  const definition = node.type === "decorated_definition" ? node.childForFieldName("definition") : node;
  if (!definition) return;
  switch (definition.type) {
    case "function_definition": {
      const name = nameOf2(definition);
      if (TEST_FUNCTION2.test(name)) collector.add("tests", itemOf(node, name, name));
      else collector.add("functions", functionItem2(node, definition, source));
      return;
    }
    case "class_definition":
      if (isTestClass(definition)) collector.add("tests", testClassItem(node, definition));
      else collector.add("classes", classItem2(node, definition, source, 1));
      return;
    case "expression_statement":
      collector.add("constants", assignmentItem(definition, source));
      return;
    case "type_alias_statement":
      collector.add("types", itemOf(definition, firstLineLabel(source, definition), definition.childForFieldName("left")?.text ?? ""));
      return;
    default:
      return;
  }
}
function functionItem2(span, definition, source) {
  const body = definition.childForFieldName("body");
  const head = headLabel(source, definition, definition.startIndex, body ? body.startIndex : definition.endIndex);
  return itemOf(span, `${decoratorPrefix(span)}${head}`, nameOf2(definition));
}
function classItem2(span, definition, source, depth) {
  const body = definition.childForFieldName("body");
  const head = headLabel(source, definition, definition.startIndex, body ? body.startIndex : definition.endIndex);
  const children = [];
  if (body && depth <= MAX_CLASS_DEPTH) {
    for (const member of namedChildrenThroughErrors(body)) {
      const inner = member.type === "decorated_definition" ? member.childForFieldName("definition") : member;
      if (!inner) continue;
      if (inner.type === "function_definition") children.push(functionItem2(member, inner, source));
      else if (inner.type === "class_definition") children.push(classItem2(member, inner, source, depth + 1));
      else if (inner.type === "expression_statement") {
        const field = assignmentItem(inner, source);
        if (field) children.push(field);
      }
    }
  }
  return itemOf(span, `${decoratorPrefix(span)}${head}`, nameOf2(definition), { children });
}
function isTestClass(definition) {
  if (TEST_CLASS.test(nameOf2(definition))) return true;
  const bases = definition.childForFieldName("superclasses");
  return bases !== null && /\bTestCase\b/.test(bases.text);
}
function testClassItem(span, definition) {
  const children = [];
  const body = definition.childForFieldName("body");
  for (const member of body ? namedChildrenThroughErrors(body) : []) {
    const inner = member.type === "decorated_definition" ? member.childForFieldName("definition") : member;
    if (inner?.type !== "function_definition") continue;
    const name2 = nameOf2(inner);
    if (TEST_FUNCTION2.test(name2)) children.push(itemOf(member, name2, name2));
  }
  const name = nameOf2(definition);
  return itemOf(span, `class ${name}`, name, { children });
}
function assignmentItem(statement, source) {
  const assignment = statement.namedChildren[0];
  if (!assignment || assignment.type !== "assignment") return void 0;
  const left = assignment.childForFieldName("left");
  if (!left || left.type !== "identifier" && left.type !== "pattern_list") return void 0;
  return itemOf(statement, firstLineLabel(source, statement), collapseWhitespace(left.text));
}
function importedModules(node) {
  if (node.type === "future_import_statement") return ["__future__"];
  if (node.type === "import_from_statement") {
    const module = node.childForFieldName("module_name");
    if (!module) return [];
    const text = collapseWhitespace(module.text);
    if (/^\.+$/.test(text)) return node.childrenForFieldName("name").map((name) => `${text}${name?.text.split(" ")[0] ?? ""}`);
    return [text];
  }
  return node.childrenForFieldName("name").flatMap((name) => {
    if (!name) return [];
    const dotted = name.type === "aliased_import" ? name.childForFieldName("name") : name;
    return dotted ? [dotted.text] : [];
  });
}
function decoratorPrefix(span) {
  if (span.type !== "decorated_definition") return "";
  const names = span.namedChildren.filter((child) => child !== null && child.type === "decorator").map((decorator) => {
    const expression = decorator.namedChildren[0];
    const callee = expression?.type === "call" ? expression.childForFieldName("function") : expression;
    return `@${collapseWhitespace(callee?.text ?? "")}`;
  });
  return names.length > 0 ? `${names.join(" ")} ` : "";
}
function nameOf2(node) {
  return node.childForFieldName("name")?.text ?? "";
}

// src/agent/skeleton/render.ts
var SECTION_ORDER = [
  "doc",
  "imports",
  "exports",
  "types",
  "classes",
  "functions",
  "constants",
  "modules",
  "tests",
  "outline",
  "keys"
];
var LISTED_SECTIONS = /* @__PURE__ */ new Set([
  "types",
  "classes",
  "functions",
  "constants",
  "modules",
  "tests",
  "outline"
]);
var WRAP_WIDTH = 100;
var MAX_INLINE_MEMBERS = 40;
var DEFAULT_MAX_LINES = 400;
function orderSections(items) {
  const sections = [];
  for (const kind of SECTION_ORDER) {
    const list = items[kind];
    if (list && list.length > 0) sections.push({ kind, items: list });
  }
  return sections;
}
function formatRange(item) {
  return item.startLine === item.endLine ? `[${item.startLine}]` : `[${item.startLine}-${item.endLine}]`;
}
function renderSkeleton(skeleton, maxLines = DEFAULT_MAX_LINES) {
  const lines = [headerLine(skeleton)];
  for (const section of skeleton.sections) renderSection(section, lines);
  if (skeleton.sections.length === 0) lines.push("nothing to outline; use read");
  if (lines.length <= maxLines) return { text: lines.join("\n"), truncated: false };
  const kept = lines.slice(0, Math.max(1, maxLines - 1));
  kept.push(`\u2026 ${lines.length - kept.length} more lines not shown; grep for a name, or read a range`);
  return { text: kept.join("\n"), truncated: true };
}
function headerLine(skeleton) {
  const base = `${skeleton.lineCount} line${skeleton.lineCount === 1 ? "" : "s"}`;
  if (!skeleton.partial) return base;
  const where = skeleton.errorLines.length > 0 ? ` near line ${skeleton.errorLines.join(", ")}` : "";
  return `${base}, partial (parse errors${where})`;
}
function renderSection(section, lines) {
  switch (section.kind) {
    case "doc":
      for (const item of section.items) lines.push(`${item.label} ${formatRange(item)}`);
      return;
    case "imports":
    case "exports":
      for (const item of section.items) {
        wrapList(`${section.kind} ${formatRange(item)}: `, item.members ?? [], "  ", lines);
      }
      return;
    case "keys":
      renderKeys(section.items, lines);
      return;
    default:
      if (!LISTED_SECTIONS.has(section.kind)) return;
      lines.push(`${section.kind}:`);
      for (const item of section.items) renderItem(item, "  ", lines);
  }
}
function renderItem(item, indent, lines) {
  const head = `${indent}${item.label} ${formatRange(item)}`;
  if (item.members && item.members.length > 0) {
    wrapList(`${head}: `, limitMembers(item.members), `${indent}    `, lines);
  } else {
    lines.push(head);
  }
  for (const child of item.children ?? []) renderItem(child, `${indent}  `, lines);
}
function renderKeys(items, lines) {
  const flat = items.filter((item) => !item.children);
  if (flat.length > 0) wrapList("keys: ", flat.map(keyEntry), "  ", lines);
  for (const group of items.filter((item) => item.children)) {
    wrapList(`${group.label} ${formatRange(group)}: `, (group.children ?? []).map(keyEntry), "  ", lines);
  }
}
function keyEntry(item) {
  return `${item.label} ${formatRange(item)}`;
}
function limitMembers(members) {
  if (members.length <= MAX_INLINE_MEMBERS) return members;
  return [...members.slice(0, MAX_INLINE_MEMBERS), `+${members.length - MAX_INLINE_MEMBERS} more`];
}
function wrapList(prefix, parts, indent, lines) {
  let line = prefix;
  let empty2 = true;
  for (const part of parts) {
    const piece = empty2 ? part : `, ${part}`;
    if (!empty2 && line.length + piece.length > WRAP_WIDTH) {
      lines.push(`${line},`);
      line = `${indent}${part}`;
    } else {
      line += piece;
    }
    empty2 = false;
  }
  lines.push(line.trimEnd());
}

// src/agent/skeleton/rust.ts
var TEST_ATTRIBUTE = /^#\s*\[\s*(?:\w+::)*(?:test|rstest|test_case)\b/;
function extractRust(root, source) {
  const top = namedChildrenThroughErrors(root);
  const collector = new SectionCollector();
  const doc = innerDocRange(top);
  if (doc) collector.add("doc", { label: "doc", name: "doc", ...doc });
  visitItems(top, source, collector);
  return collector.result();
}
function innerDocRange(top) {
  let first;
  let last;
  for (const node of top) {
    if (!isComment(node)) break;
    const inner = /^(?:\/\/!|\/\*!)/.test(node.text);
    if (inner && (!last || startLine(node) <= endLine(last) + 1)) {
      first ??= node;
      last = node;
    } else if (last) {
      break;
    }
  }
  return first && last ? { startLine: startLine(first), endLine: endLine(last) } : void 0;
}
function visitItems(items, source, collector) {
  let attributes = [];
  for (const node of items) {
    if (isComment(node)) continue;
    if (node.type === "attribute_item") {
      attributes.push(node);
      continue;
    }
    if (node.type !== "use_declaration" && node.type !== "extern_crate_declaration") collector.endRuns();
    visitItem(node, attributes, source, collector);
    attributes = [];
  }
}
function visitItem(node, attributes, source, collector) {
  switch (node.type) {
    case "use_declaration": {
      const argument = node.childForFieldName("argument");
      collector.addImport(node, [collapseWhitespace(argument ? argument.text : node.text)]);
      return;
    }
    case "extern_crate_declaration":
      collector.addImport(node, [node.childForFieldName("name")?.text ?? ""]);
      return;
    case "function_item": {
      const name = nameOf3(node);
      if (attributes.some((a) => TEST_ATTRIBUTE.test(a.text))) collector.add("tests", itemOf(node, name, name));
      else collector.add("functions", functionItem3(node, source));
      return;
    }
    case "function_signature_item":
      collector.add("functions", itemOf(node, wholeLabel(source, node), nameOf3(node)));
      return;
    case "macro_definition":
      collector.add("functions", itemOf(node, `macro_rules! ${nameOf3(node)}`, nameOf3(node)));
      return;
    case "struct_item":
    case "union_item":
    case "enum_item":
    case "trait_item":
      collector.add("types", typeItem2(node, source));
      return;
    case "type_item":
      collector.add("types", itemOf(node, wholeLabel(source, node), nameOf3(node)));
      return;
    case "impl_item":
      collector.add("classes", implItem(node, source));
      return;
    case "const_item":
    case "static_item":
      collector.add("constants", itemOf(node, firstLineLabel(source, node), nameOf3(node)));
      return;
    case "mod_item":
    case "foreign_mod_item":
      visitModule(node, source, collector);
      return;
    default:
      return;
  }
}
function functionItem3(node, source) {
  const body = node.childForFieldName("body");
  return itemOf(node, headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex), nameOf3(node));
}
function typeItem2(node, source) {
  const body = node.childForFieldName("body");
  if (!body || body.type === "ordered_field_declaration_list") {
    return itemOf(node, wholeLabel(source, node), nameOf3(node));
  }
  const members = [];
  for (const member of body.namedChildren) {
    if (!member || isComment(member) || member.type === "attribute_item") continue;
    const name = nameOf3(member);
    if (member.type === "function_item" || member.type === "function_signature_item") members.push(`${name}()`);
    else if (name) members.push(name);
  }
  return itemOf(node, headLabel(source, node, node.startIndex, body.startIndex), nameOf3(node), { members });
}
function implItem(node, source) {
  const body = node.childForFieldName("body");
  const label = headLabel(source, node, node.startIndex, body ? body.startIndex : node.endIndex);
  const children = [];
  for (const member of body?.namedChildren ?? []) {
    if (!member) continue;
    if (member.type === "function_item") children.push(functionItem3(member, source));
    else if (member.type === "function_signature_item" || member.type === "type_item") {
      children.push(itemOf(member, wholeLabel(source, member), nameOf3(member)));
    } else if (member.type === "const_item") {
      children.push(itemOf(member, firstLineLabel(source, member), nameOf3(member)));
    }
  }
  const type = node.childForFieldName("type");
  return itemOf(node, label, type ? collapseWhitespace(type.text) : "", { children });
}
function visitModule(node, source, collector) {
  const body = node.childForFieldName("body");
  const name = node.type === "foreign_mod_item" ? "extern" : nameOf3(node);
  if (!body) {
    collector.add("modules", itemOf(node, wholeLabel(source, node), name));
    return;
  }
  const inner = new SectionCollector();
  visitItems(namedChildrenThroughErrors(body), source, inner);
  const { tests, ...rest } = inner.result();
  const label = headLabel(source, node, node.startIndex, body.startIndex);
  const children = flattenSections(rest);
  const onlyImports = children.every((child) => child.label.startsWith("import "));
  if (tests && tests.length > 0) collector.add("tests", itemOf(node, label, name, { children: tests }));
  if (!tests || tests.length === 0 || !onlyImports) collector.add("modules", itemOf(node, label, name, { children }));
}
function nameOf3(node) {
  return node.childForFieldName("name")?.text ?? "";
}

// src/agent/skeleton/skeleton.ts
var SKELETON_MAX_BYTES = 2 * 1024 * 1024;
var MAX_ERROR_LINES = 3;
var EXTRACTORS = {
  typescript: extractJavaScriptFamily,
  tsx: extractJavaScriptFamily,
  javascript: extractJavaScriptFamily,
  python: extractPython,
  go: extractGo,
  rust: extractRust,
  markdown: extractMarkdown,
  json: extractJson,
  yaml: extractYaml
};
function createSkeletonIndexer(options) {
  const maxBytes = options.maxBytes ?? SKELETON_MAX_BYTES;
  const maxLines = options.maxLines ?? DEFAULT_MAX_LINES;
  return {
    async skeletonOf(path, text) {
      const language = skeletonLanguageOf(path);
      if (!language) return unsupported(path);
      const bytes = Buffer.byteLength(text, "utf8");
      if (bytes > maxBytes) {
        return {
          ok: false,
          code: "too_large",
          reason: `${path} is ${formatBytes(bytes)}; index outlines files up to ${formatBytes(maxBytes)}. Use grep to find the lines you need, then read them with offset/limit.`
        };
      }
      let loaded;
      try {
        loaded = await loadLanguage(options.grammarDir, language);
      } catch (error) {
        return {
          ok: false,
          code: "grammar_unavailable",
          reason: `index could not load the ${language} grammar from ${options.grammarDir} (${errorText(error)}); use read instead.`
        };
      }
      const skeleton = skeletonFromParse(loaded, language, text);
      const { text: rendered, truncated } = renderSkeleton(skeleton, maxLines);
      return { ok: true, language, text: rendered, skeleton, partial: skeleton.partial, truncated };
    }
  };
}
function skeletonFromParse({ parser, grammar }, language, text) {
  parser.setLanguage(grammar);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${language} file`);
  try {
    const root = tree.rootNode;
    const sections = orderSections(EXTRACTORS[language](root, text));
    const partial = root.hasError;
    return {
      language,
      lineCount: countLines(text),
      sections,
      partial,
      errorLines: partial ? firstErrorLines(root, MAX_ERROR_LINES) : []
    };
  } finally {
    tree.delete();
  }
}
function unsupported(path) {
  const ext = extname2(path);
  const what = ext ? `${ext} files` : "files without an extension";
  return {
    ok: false,
    code: "unsupported_language",
    reason: `index cannot outline ${what} (it knows ${supportedExtensions().join(" ")}). Use read with offset/limit, or grep, instead.`
  };
}
function firstErrorLines(root, limit) {
  const lines = [];
  const visit = (node) => {
    if (lines.length >= limit) return;
    if (node.isError || node.isMissing) {
      const line = node.startPosition.row + 1;
      if (!lines.includes(line)) lines.push(line);
      return;
    }
    for (const child of node.children) {
      if (child && (child.hasError || child.isMissing)) visit(child);
      if (lines.length >= limit) return;
    }
  };
  visit(root);
  return lines;
}
function countLines(text) {
  if (text.length === 0) return 0;
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return text.endsWith("\n") ? count - 1 : count;
}
function formatBytes(bytes) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
function errorText(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/agent/local-tools.ts
var CORE_TOOLS = ["bash", "read", "write", "edit", "glob", "grep", "index"];
async function createLocalToolHost(options) {
  const names = [...options.tools ?? CORE_TOOLS];
  if (names.includes("bash")) startSupervisor(RUN_MARKER_VARIABLE);
  let indexer;
  if (names.includes("index")) indexer = createSkeletonIndexer({ grammarDir: options.grammarDir ?? findGrammarDir() });
  const definitions = names.map((name) => {
    const definition = TOOL_DEFINITIONS[name];
    if (!definition) throw new Error(`unknown tool "${name}"`);
    return definition;
  });
  const validators = /* @__PURE__ */ new Map();
  const ajv = new import_ajv.Ajv({ allErrors: true, strict: false, validateSchema: false });
  const pass = [...new Set(options.policy.layers.flatMap((layer) => layer.envPass))];
  const environment = scrubbedEnvironment(options.env, { pass });
  const workspace = options.policy.workspace;
  const resolvePath = (path) => canonicalPath(String(path), workspace, options.policy);
  const canRead = (absolute) => decidePathAccess(options.policy, "read", absolute).decision === "allow";
  const runCore = async (name, input, context) => {
    const limitsOf = (tool) => context.limits?.[tool] ? { ...options.limits?.[tool], ...context.limits[tool] } : options.limits?.[tool];
    switch (name) {
      case "bash": {
        const limits = resolveToolLimits("bash", limitsOf("bash"));
        const command = String(input.command);
        const sandboxed = await wrapInSandbox(options.sandbox, command, context);
        if (typeof sandboxed === "string") return { content: sandboxed, isError: true, partial: false, exitCode: null };
        const run = await runBashCommand({
          command: sandboxed?.script ?? command,
          cwd: workspace,
          env: environment,
          timeoutMs: bashTimeoutMs(typeof input.timeout_ms === "number" ? input.timeout_ms : void 0, limits),
          signal: context.signal,
          limits
        });
        const refused = sandboxed ? sandboxed.finish(run.output, workspace).map((d) => ({ ...d, tool_use_id: context.toolUseId, tool_name: "bash", command })) : [];
        const content = refused.length > 0 ? `${run.text}
${sandboxDenialNote(refused)}` : run.text;
        return { content, isError: run.exitCode !== 0 || refused.length > 0, partial: run.partial, exitCode: run.exitCode, ...refused.length > 0 ? { sandboxDenials: refused } : {} };
      }
      case "read":
        return fromResult(await readFileTool({ path: resolvePath(input.path), offset: num(input.offset), limit: num(input.limit), limits: limitsOf("read") }));
      case "write":
        return fromResult(await writeFileTool({ path: resolvePath(input.path), content: String(input.content) }));
      case "edit":
        return fromResult(
          await editFileTool({
            path: resolvePath(input.path),
            oldString: String(input.old_string),
            newString: String(input.new_string),
            replaceAll: input.replace_all === true,
            limits: limitsOf("edit")
          })
        );
      case "glob":
        return fromResult(await globTool({ root: workspace, pattern: String(input.pattern), path: str(input.path), limits: limitsOf("glob"), canRead, signal: context.signal }));
      case "grep":
        return fromResult(
          await grepTool({ root: workspace, pattern: String(input.pattern), path: str(input.path), glob: str(input.glob), limits: limitsOf("grep"), canRead, signal: context.signal })
        );
      case "index":
        return indexFile(indexer, resolvePath(input.path), workspace);
      default:
        return { content: `Unknown tool "${name}".`, isError: true, partial: false, exitCode: null };
    }
  };
  return {
    definitions: () => definitions,
    validate(name, input) {
      const definition = definitions.find((d) => d.name === name);
      if (!definition) return `There is no tool named "${name}". Available tools: ${definitions.map((d) => d.name).join(", ")}.`;
      let validate = validators.get(name);
      if (!validate) {
        validate = ajv.compile(definition.input_schema);
        validators.set(name, validate);
      }
      if (validate(input)) return null;
      const problems = schemaProblems(validate.errors);
      return `Invalid input for ${name}: ${problems.join("; ")}. The call was not run.`;
    },
    run: runCore,
    runCore,
    mcpServers: () => []
  };
}
async function wrapInSandbox(sandbox, command, context) {
  if (!sandbox) return null;
  try {
    return await sandbox.wrapCommand(command, context.toolUseId, context.signal);
  } catch (error) {
    return `The command was not run: the sandbox could not prepare it (${error instanceof Error ? error.message : String(error)}).`;
  }
}
function fromResult(result) {
  return { content: result.text, isError: !result.ok, partial: false, exitCode: null };
}
async function indexFile(indexer, path, workspace) {
  if (!indexer) return { content: "The index tool is not available in this run; use read with offset and limit.", isError: true, partial: false, exitCode: null };
  const failed = (content) => ({ content, isError: true, partial: false, exitCode: null });
  let size;
  try {
    const info = await stat9(path);
    if (info.isDirectory()) return failed(`${relative6(workspace, path) || "."} is a directory; use glob to list it.`);
    size = info.size;
  } catch (error) {
    return failed(`Cannot index ${relative6(workspace, path)}: ${error.code === "ENOENT" ? "no such file" : error.message}.`);
  }
  if (size > SKELETON_MAX_BYTES) return failed(`${relative6(workspace, path)} is ${size} bytes, over the 2 MB index limit; use grep to find what you need, then read with offset and limit.`);
  const text = await readFile5(path, "utf8");
  const result = await indexer.skeletonOf(relative6(workspace, path), text);
  if (!result.ok) return failed(result.reason);
  return { content: result.text, isError: false, partial: result.partial, exitCode: null };
}
function num(value) {
  return typeof value === "number" ? value : void 0;
}
function str(value) {
  return typeof value === "string" && value !== "" ? value : void 0;
}

export {
  systemClock,
  killProcessGroup,
  processesMarkedWith,
  killProcesses,
  limits_default,
  formatCount,
  truncateOutput,
  scrubbedEnvironment,
  globSync,
  readToolLimitsFile,
  createLocalToolHost
};
