import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/agent/redact.ts
import { Buffer } from "node:buffer";

// src/agent/secret-patterns.json
var secret_patterns_default = {
  about: "Token patterns Leash redacts wherever they come from, and the environment variable names whose values it redacts. Read by src/agent/redact.ts; every pattern's match / not_match / redacts examples are checked by test/agent/redact.test.ts and again when the table is first used, so a pattern that matches nothing or everything cannot be added. regex is the secret itself and is what gets replaced; prefix (optional) is context that must come right before it and is kept (the header name of an Authorization header). Both are JavaScript regex sources without flags and without capturing groups (use (?:...)); regex must not match the empty string. anchors are strings of which every match (prefix included) contains at least one: a text holding none of them is not searched for that pattern, which is what keeps redaction fast; the examples check this too. max_length is the longest text one match (prefix included) can span: the stream redactor holds that much back between chunks.",
  patterns: [
    {
      name: "anthropic_api_key",
      why: "Anthropic API, admin and OAuth keys: sk-ant-api03-..., sk-ant-admin01-..., sk-ant-oat01-...",
      regex: "\\bsk-ant-[A-Za-z0-9_-]{20,}",
      anchors: [
        "sk-"
      ],
      max_length: 300,
      match: [
        "sk-ant-api03-EXAMPLEexampleEXAMPLEexample0123456789_-EXAMPLEexampleEXAMPLEexample0123456789AA",
        "x-api-key: sk-ant-admin01-abcdefghijklmnopqrstuvwxyz012345",
        "ANTHROPIC_AUTH_TOKEN=sk-ant-oat01-ABCDEFGHIJKLMNOPQRSTUVWX"
      ],
      not_match: [
        "sk-ant-api03-short",
        "the task-ant-colony example",
        "ask-ant-api03-abcdefghijklmnopqrstuvwxyz"
      ],
      redacts: [
        [
          "key=sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789 end",
          "key=[REDACTED:anthropic_api_key] end"
        ]
      ]
    },
    {
      name: "github_token",
      why: "GitHub personal (ghp_), OAuth (gho_), Actions/app installation (ghs_), user-to-server (ghu_) and refresh (ghr_) tokens",
      regex: "\\bgh[pousr]_[A-Za-z0-9]{36,}",
      anchors: [
        "ghp_",
        "gho_",
        "ghs_",
        "ghu_",
        "ghr_"
      ],
      max_length: 300,
      match: [
        "ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij",
        "https://x-access-token:ghs_0123456789abcdefghijABCDEFGHIJ012345@github.com/o/r",
        "gho_abcdefghijklmnopqrstuvwxyz0123456789",
        "ghu_abcdefghijklmnopqrstuvwxyz0123456789",
        "ghr_abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789"
      ],
      not_match: [
        "ghp_tooShort123",
        "ghx_abcdefghijklmnopqrstuvwxyz0123456789",
        "my_ghp_abcdefghijklmnopqrstuvwxyz0123456789"
      ],
      redacts: [
        [
          "token ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij.",
          "token [REDACTED:github_token]."
        ]
      ]
    },
    {
      name: "github_fine_grained_pat",
      why: "GitHub fine-grained personal access tokens: github_pat_ then 22 + 1 + 59 characters",
      regex: "\\bgithub_pat_[A-Za-z0-9_]{22,}",
      anchors: [
        "github_pat_"
      ],
      max_length: 300,
      match: [
        "github_pat_11ABCDEFG0123456789abc_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456"
      ],
      not_match: [
        "github_pat_short",
        "the github_pattern module"
      ],
      redacts: []
    },
    {
      name: "aws_access_key_id",
      why: "AWS access key ids: AKIA (long-term) and ASIA (temporary) followed by 16 upper-case letters or digits",
      regex: "\\b(?:AKIA|ASIA)[A-Z0-9]{16}\\b",
      anchors: [
        "AKIA",
        "ASIA"
      ],
      max_length: 20,
      match: [
        "AKIAIOSFODNN7EXAMPLE",
        "aws_access_key_id = ASIAXYZ0123456789ABC"
      ],
      not_match: [
        "AKIA1234",
        "AKIAIOSFODNN7EXAMPLEX",
        "XAKIAIOSFODNN7EXAMPLE",
        "akiaiosfodnn7example"
      ],
      redacts: []
    },
    {
      name: "aws_secret_access_key",
      why: "An AWS secret access key written after its key name, as in ~/.aws/credentials or an env dump; alone a 40-character base64 string is too common to redact",
      prefix: `\\b(?:aws_secret_access_key|AWS_SECRET_ACCESS_KEY)\\\\?["']?\\s*[:=]\\s*\\\\?["']?`,
      regex: "[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])",
      anchors: [
        "aws_secret_access_key",
        "AWS_SECRET_ACCESS_KEY"
      ],
      max_length: 90,
      match: [
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        '{"AWS_SECRET_ACCESS_KEY": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}'
      ],
      not_match: [
        "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        "aws_secret_access_key = ${AWS_SECRET_ACCESS_KEY}"
      ],
      redacts: [
        [
          "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
          "aws_secret_access_key = [REDACTED:aws_secret_access_key]\n"
        ]
      ]
    },
    {
      name: "jwt",
      why: "JSON Web Tokens (GitHub OIDC tokens, the Actions runtime token, most bearer tokens): three base64url segments, the first starting eyJ",
      regex: "\\beyJ[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}\\.[A-Za-z0-9_-]{10,}",
      anchors: [
        "eyJ"
      ],
      max_length: 8192,
      match: [
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
        "token: eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJodHRwczovL3Rva2VuLmFjdGlvbnMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ"
      ],
      not_match: [
        "eyJhbGciOiJIUzI1NiJ9",
        "eyJ.short.parts",
        "the file eyJhbGciOiJIUzI1NiJ9.json"
      ],
      redacts: []
    },
    {
      name: "slack_token",
      why: "Slack bot, user, app, refresh and legacy tokens: xoxb-, xoxp-, xoxa-, xoxr-, xoxs-",
      regex: "\\bxox[abprs]-[A-Za-z0-9-]{10,}",
      anchors: [
        "xox"
      ],
      max_length: 300,
      match: [
        "xoxb-123456789012-1234567890123-ABCDEFGHIJKLMNOPQRSTUVWX",
        "SLACK=xoxp-1234567890-abcdefghij"
      ],
      not_match: [
        "xoxo-1234567890-abcdefghij",
        "xoxb-short"
      ],
      redacts: []
    },
    {
      name: "slack_webhook",
      why: "Slack incoming-webhook URLs carry their own credential in the path",
      regex: "https://hooks\\.slack\\.com/services/[A-Za-z0-9_/-]{20,}",
      anchors: [
        "hooks.slack.com"
      ],
      max_length: 300,
      match: [
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"
      ],
      not_match: [
        "https://hooks.slack.com/",
        "https://api.slack.com/messaging/webhooks"
      ],
      redacts: []
    },
    {
      name: "npm_token",
      why: "npm access tokens: npm_ then 36 letters and digits (npm_config_* and npm_package_* variables have underscores and never match)",
      regex: "\\bnpm_[A-Za-z0-9]{36}\\b",
      anchors: [
        "npm_"
      ],
      max_length: 40,
      match: [
        "//registry.npmjs.org/:_authToken=npm_abcdefghijklmnopqrstuvwxyz0123456789",
        "NPM_TOKEN=npm_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
      ],
      not_match: [
        "npm_config_registry",
        "npm_package_dependencies_typescript",
        "npm_lifecycle_event=test",
        "npm_abcdefghijklmnopqrstuvwxyz0123456789abc"
      ],
      redacts: []
    },
    {
      name: "private_key",
      why: "PEM private key blocks (PKCS#1, PKCS#8, EC, OpenSSH, encrypted, PGP). A block whose END line has not arrived yet (a cut-off output, a stream chunk) is redacted to the end of the text",
      regex: "-----BEGIN[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----[\\s\\S]{0,16384}?(?:-----END[A-Z0-9 ]{0,40} PRIVATE KEY(?: BLOCK)?-----|$)",
      anchors: [
        "PRIVATE KEY"
      ],
      max_length: 80,
      match: [
        "-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----",
        "-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\\n-----END OPENSSH PRIVATE KEY-----",
        "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\nlQOYBF0Z\n-----END PGP PRIVATE KEY BLOCK-----"
      ],
      not_match: [
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUZ\n-----END CERTIFICATE-----",
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----",
        "a PRIVATE KEY is never committed"
      ],
      redacts: [
        [
          "key:\n-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg\n-----END EC PRIVATE KEY-----\ndone",
          "key:\n[REDACTED:private_key]\ndone"
        ]
      ]
    },
    {
      name: "authorization_bearer",
      why: "The credential of an Authorization: Bearer header, in a curl command, an HTTP dump, JSON, or a JSON string inside JSON; the header name stays so the text still reads",
      prefix: `\\b(?:[Aa]uthorization|AUTHORIZATION)\\\\?["']?\\s*[:=]\\s*\\\\?["']?(?:Bearer|bearer|BEARER)\\s+`,
      regex: "[A-Za-z0-9._~+/-]{8,}=*",
      anchors: [
        "uthorization",
        "UTHORIZATION"
      ],
      max_length: 8192,
      match: [
        "curl -H 'Authorization: Bearer abc123def456ghi789' https://api.example.com",
        '{"authorization":"Bearer opaque.token-value_01234"}',
        '"{\\"Authorization\\": \\"Bearer abcdef0123456789\\"}"',
        "Proxy-Authorization: bearer dGhpcyBpcyBhIHRva2Vu=="
      ],
      not_match: [
        'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com',
        "Authorization: Bearer ${{ secrets.TOKEN }}",
        "the token_type is Bearer abcdefghijklmnop",
        "Authorization: Bearer short"
      ],
      redacts: [
        [
          "Authorization: Bearer abc123def456ghi789\r\n",
          "Authorization: Bearer [REDACTED:authorization_bearer]\r\n"
        ]
      ]
    },
    {
      name: "authorization_basic",
      why: "The credential of an Authorization: Basic header (base64 of user:password; actions/checkout writes one into git config)",
      prefix: `\\b(?:[Aa]uthorization|AUTHORIZATION)\\\\?["']?\\s*[:=]\\s*\\\\?["']?(?:Basic|basic|BASIC)\\s+`,
      regex: "[A-Za-z0-9+/]{8,}=*",
      anchors: [
        "uthorization",
        "UTHORIZATION"
      ],
      max_length: 2048,
      match: [
        "http.https://github.com/.extraheader AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==",
        "Authorization: Basic dXNlcjpwYXNzd29yZA=="
      ],
      not_match: [
        "Authorization: Basic $(echo -n user:pass | base64)",
        "basic dXNlcjpwYXNzd29yZA=="
      ],
      redacts: [
        [
          "Authorization: Basic dXNlcjpwYXNzd29yZA==\n",
          "Authorization: Basic [REDACTED:authorization_basic]\n"
        ]
      ]
    },
    {
      name: "url_password",
      why: "The password part of credentials in a URL (https://user:password@host, postgres://user:password@host); the user name and host stay",
      prefix: `://[^\\s:/?#@"'\\\\]{1,128}:`,
      regex: `[^\\s/?#@"'\\\\]{1,256}(?=@)`,
      anchors: [
        "://"
      ],
      max_length: 400,
      match: [
        "postgres://app:s3cr3t-passw0rd@db.internal:5432/app",
        "git clone https://x-access-token:abcdef123456@github.com/o/r.git"
      ],
      not_match: [
        "https://github.com/o/r.git",
        "http://localhost:8080/path@version",
        "git@github.com:o/r.git",
        "postgres://app@db.internal:5432/app"
      ],
      redacts: [
        [
          "postgres://app:s3cr3t-passw0rd@db:5432",
          "postgres://app:[REDACTED:url_password]@db:5432"
        ]
      ]
    },
    {
      name: "google_api_key",
      why: "Google Cloud / Firebase API keys: AIza then 35 characters",
      regex: "\\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])",
      anchors: [
        "AIza"
      ],
      max_length: 40,
      match: [
        "key=AIzaSyA-abcdefghijklmnopqrstuvwxyz01234"
      ],
      not_match: [
        "AIzaShort",
        "AIzaSyA-abcdefghijklmnopqrstuvwxyz0123456789"
      ],
      redacts: []
    },
    {
      name: "stripe_live_key",
      why: "Stripe live secret and restricted keys",
      regex: "\\b(?:sk|rk)_live_[A-Za-z0-9]{20,}",
      anchors: [
        "_live_"
      ],
      max_length: 300,
      match: [
        "sk_live_abcdefghijklmnopqrstuvwxyz0123",
        "rk_live_ABCDEFGHIJKLMNOPQRSTUVWXYZ"
      ],
      not_match: [
        "sk_test_abcdefghijklmnopqrstuvwxyz0123",
        "sk_live_short"
      ],
      redacts: []
    },
    {
      name: "openai_api_key",
      why: "OpenAI project, service-account and admin keys",
      regex: "\\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}",
      anchors: [
        "sk-"
      ],
      max_length: 300,
      match: [
        "OPENAI=sk-proj-abcdefghijklmnopqrstuvwxyz0123456789"
      ],
      not_match: [
        "sk-proj-short",
        "task-project-abcdefghijklmnopqrstuvwxyz"
      ],
      redacts: []
    }
  ],
  secret_env: {
    why: "Environment variables whose values are secrets. Their values (8 characters or longer) are redacted wherever they appear, also JSON-escaped, URL-encoded and base64-encoded. A name is secret when it is listed in names or matches name_regex (case-insensitive).",
    min_value_length: 8,
    names: [
      "ANTHROPIC_API_KEY",
      "ANTHROPIC_AUTH_TOKEN",
      "CLAUDE_CODE_OAUTH_TOKEN",
      "GITHUB_TOKEN",
      "GH_TOKEN",
      "GH_ENTERPRISE_TOKEN",
      "GITHUB_ENTERPRISE_TOKEN",
      "ACTIONS_RUNTIME_TOKEN",
      "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
      "ACTIONS_RESULTS_TOKEN",
      "NPM_TOKEN",
      "NODE_AUTH_TOKEN",
      "AWS_ACCESS_KEY_ID",
      "AWS_SECRET_ACCESS_KEY",
      "AWS_SESSION_TOKEN",
      "AZURE_CLIENT_SECRET",
      "GOOGLE_APPLICATION_CREDENTIALS_JSON",
      "OPENAI_API_KEY",
      "SLACK_WEBHOOK_URL",
      "DATABASE_URL",
      "PASSWORD",
      "SECRET",
      "TOKEN",
      "API_KEY"
    ],
    name_regex: "(?:^|_)(?:TOKEN|KEY|SECRET|PASSWORD|PASSWD|CREDENTIALS|CREDENTIAL|PAT|APIKEY|API_KEY|PRIVATE_KEY|AUTH)$|(?:^|_)(?:SECRET|PASSWORD|PASSWD)_",
    match: [
      "ANTHROPIC_API_KEY",
      "MY_SERVICE_TOKEN",
      "DEPLOY_KEY",
      "STRIPE_SECRET",
      "DB_PASSWORD",
      "FTP_PASSWD",
      "GCP_CREDENTIALS",
      "GITHUB_PAT",
      "INPUT_ANTHROPIC_API_KEY",
      "SECRET_KEY_BASE",
      "npm_config__auth",
      "github_token"
    ],
    not_match: [
      "PATH",
      "PWD",
      "HOME",
      "GITHUB_REPOSITORY",
      "GITHUB_EVENT_PATH",
      "RUNNER_OS",
      "KEYBOARD_LAYOUT",
      "MONKEY",
      "TOKENIZERS_PARALLELISM",
      "CACHE_KEY_PREFIX",
      "GITHUB_ACTIONS",
      "NODE_OPTIONS"
    ]
  }
};

// src/agent/redact.ts
var MIN_SECRET_LENGTH = secret_patterns_default.secret_env.min_value_length;
var SecretPatternError = class extends Error {
  code = "secret-patterns-invalid";
  problems;
  constructor(problems) {
    super(`src/agent/secret-patterns.json: ${problems.length} problem(s): ${problems.join("; ")}`);
    this.name = "SecretPatternError";
    this.problems = problems;
  }
};
var table;
function isSecretEnvName(name) {
  table ??= compileTable();
  return table.envNames.has(name.toUpperCase()) || table.envNameRegex.test(name);
}
function checkPatternExamples(spec) {
  const problems = [];
  let regex;
  try {
    regex = new RegExp(patternAlternative(spec), "g");
  } catch (error) {
    return [`${spec.name}: regex does not compile: ${error.message}`];
  }
  if (spec.match.length === 0) problems.push(`${spec.name}: has no match example`);
  if (spec.not_match.length === 0) problems.push(`${spec.name}: has no not_match example`);
  if (spec.anchors.length === 0 || spec.anchors.some((anchor) => anchor.length === 0)) {
    problems.push(`${spec.name}: needs at least one non-empty anchor`);
  }
  for (const example of spec.match) {
    regex.lastIndex = 0;
    const found = regex.exec(example);
    if (found === null) {
      problems.push(`${spec.name}: does not match its example ${JSON.stringify(example)}`);
    } else if (!spec.anchors.some((anchor) => found[0].includes(anchor))) {
      problems.push(`${spec.name}: its match ${JSON.stringify(found[0])} holds none of its anchors`);
    }
  }
  for (const example of spec.not_match) {
    regex.lastIndex = 0;
    if (regex.test(example)) problems.push(`${spec.name}: matches its not_match example ${JSON.stringify(example)}`);
  }
  for (const pair of spec.redacts) {
    const [input, expected] = pair;
    if (pair.length !== 2 || input === void 0 || expected === void 0) {
      problems.push(`${spec.name}: a redacts example must be [input, expected]`);
      continue;
    }
    const actual = replaceWith(regex, input, `[REDACTED:${spec.name}]`);
    if (actual !== expected) {
      problems.push(`${spec.name}: redacts ${JSON.stringify(input)} as ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
    }
  }
  return problems;
}
function patternAlternative(spec) {
  return spec.prefix === void 0 ? `(${spec.regex})` : `(?:${spec.prefix})(${spec.regex})`;
}
function replaceWith(regex, text, marker) {
  regex.lastIndex = 0;
  let out = "";
  let last = 0;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    const secret = m[1] ?? "";
    const start = m.index + m[0].length - secret.length;
    out += text.slice(last, start) + marker;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}
function compileTable() {
  const patterns = secret_patterns_default.patterns;
  const secretEnv = secret_patterns_default.secret_env;
  const problems = [];
  const names = /* @__PURE__ */ new Set();
  const alternatives = [];
  let maxPatternLength = 0;
  for (const spec of patterns) {
    if (!/^[a-z][a-z0-9_]*$/.test(spec.name)) problems.push(`pattern name ${JSON.stringify(spec.name)} must be snake_case`);
    if (names.has(spec.name)) problems.push(`pattern name ${spec.name} appears twice`);
    names.add(spec.name);
    if (!Number.isSafeInteger(spec.max_length) || spec.max_length <= 0) problems.push(`${spec.name}: max_length must be a positive integer`);
    maxPatternLength = Math.max(maxPatternLength, spec.max_length);
    const alternative = patternAlternative(spec);
    try {
      new RegExp(alternative);
    } catch (error) {
      problems.push(`${spec.name}: regex does not compile: ${error.message}`);
      continue;
    }
    const groups = (new RegExp(`${alternative}|`).exec("") ?? []).length - 1;
    if (groups !== 1) problems.push(`${spec.name}: use (?:...) instead of capturing groups`);
    if (new RegExp(`^(?:${spec.regex})`).test("")) problems.push(`${spec.name}: regex matches the empty string`);
    problems.push(...checkPatternExamples(spec));
    alternatives.push(alternative);
  }
  let envNameRegex;
  try {
    envNameRegex = new RegExp(secretEnv.name_regex, "i");
  } catch (error) {
    throw new SecretPatternError([`secret_env.name_regex does not compile: ${error.message}`]);
  }
  const envNames = new Set(secretEnv.names.map((name) => name.toUpperCase()));
  const isSecret = (name) => envNames.has(name.toUpperCase()) || envNameRegex.test(name);
  for (const name of secretEnv.match) if (!isSecret(name)) problems.push(`secret_env: ${name} is not treated as secret`);
  for (const name of secretEnv.not_match) if (isSecret(name)) problems.push(`secret_env: ${name} is treated as secret`);
  if (problems.length > 0) throw new SecretPatternError(problems);
  if (patterns.length > 30) throw new SecretPatternError(["at most 30 patterns: a text's patterns are a 31-bit mask"]);
  const anchorMasks = /* @__PURE__ */ new Map();
  patterns.forEach((spec, index) => {
    for (const anchor of spec.anchors) anchorMasks.set(anchor, (anchorMasks.get(anchor) ?? 0) | 1 << index);
  });
  const anchors = [...anchorMasks].map(([anchor, mask]) => ({ anchor, patterns: mask }));
  return { patterns, envNames, envNameRegex, alternatives, anchors, maxPatternLength };
}
var engines = /* @__PURE__ */ new WeakMap();
function createRedactor(options = {}) {
  const patternTable = table ??= compileTable();
  const literalNames = /* @__PURE__ */ new Map();
  const secretNames = [];
  const addSecret = (value, name) => {
    for (const variant of secretForms(value)) {
      if (!literalNames.has(variant)) literalNames.set(variant, name);
    }
  };
  const envEntries = Object.entries(options.env ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  for (const [name, value] of envEntries) {
    if (typeof value !== "string" || !isSecretEnvName(name) || value.length < MIN_SECRET_LENGTH) continue;
    secretNames.push(name);
    addSecret(value, `$${name}`);
  }
  for (const secret of options.secrets ?? []) {
    if (typeof secret === "string") addSecret(secret, "secret");
    else addSecret(secret.value, secret.name);
  }
  const literals = [...literalNames.keys()];
  const engine = {
    table: patternTable,
    literalSource: literals.length === 0 ? null : literalTrieSource(literals),
    literalFilter: literals.length === 0 ? null : buildLiteralFilter(literals),
    literalNames,
    scanners: /* @__PURE__ */ new Map(),
    longestMatch: Math.max(patternTable.maxPatternLength, ...literals.map((literal) => literal.length))
  };
  const redactor = {
    redact: (text) => redactText(engine, text),
    redactValue: (value) => redactDeep(engine, value, /* @__PURE__ */ new WeakMap()),
    matches: (text) => scan(engine, text).map(({ start, end, name }) => ({ start, end, name })),
    secretNames
  };
  engines.set(redactor, engine);
  return redactor;
}
function scannerFor(engine, text) {
  let mask = 0;
  for (const { anchor, patterns } of engine.table.anchors) {
    if ((mask & patterns) !== patterns && text.includes(anchor)) mask |= patterns;
  }
  const literals = engine.literalFilter !== null && mayHoldLiteral(engine.literalFilter, text);
  if (mask === 0 && !literals) return null;
  const key = literals ? (mask | 1 << 31) >>> 0 : mask;
  let scanner = engine.scanners.get(key);
  if (scanner === void 0) {
    const sources = [];
    const groupNames = [null];
    if (literals && engine.literalSource !== null) {
      sources.push(`(${engine.literalSource})`);
      groupNames.push(null);
    }
    engine.table.patterns.forEach((spec, index) => {
      if ((mask & 1 << index) === 0) return;
      sources.push(engine.table.alternatives[index]);
      groupNames.push(spec.name);
    });
    scanner = { regex: new RegExp(sources.join("|"), "g"), groupNames };
    engine.scanners.set(key, scanner);
  }
  return scanner;
}
function scan(engine, text, from = 0) {
  const scanner = scannerFor(engine, text);
  if (scanner === null) return [];
  const hits = [];
  const regex = scanner.regex;
  regex.lastIndex = from;
  for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    hits.push(hitOf(engine, scanner, m));
  }
  return hits;
}
function hitOf(engine, scanner, m) {
  const end = m.index + m[0].length;
  for (let group = 1; group < m.length; group += 1) {
    const secret = m[group];
    if (secret === void 0) continue;
    const name = engine.literalNames.get(secret) ?? scanner.groupNames[group] ?? "secret";
    return { from: m.index, start: end - secret.length, end, name };
  }
  return { from: m.index, start: m.index, end, name: "secret" };
}
function redactText(engine, text) {
  const scanner = scannerFor(engine, text);
  if (scanner === null) return text;
  const regex = scanner.regex;
  regex.lastIndex = 0;
  let m = regex.exec(text);
  if (m === null) return text;
  let out = "";
  let last = 0;
  for (; m !== null; m = regex.exec(text)) {
    if (m[0].length === 0) {
      regex.lastIndex += 1;
      continue;
    }
    const hit = hitOf(engine, scanner, m);
    out += `${text.slice(last, hit.start)}[REDACTED:${hit.name}]`;
    last = hit.end;
  }
  return out + text.slice(last);
}
function redactDeep(engine, value, seen) {
  if (typeof value === "string") return redactText(engine, value);
  if (typeof value !== "object" || value === null) return value;
  const known = seen.get(value);
  if (known !== void 0) return known;
  const toJSON = value.toJSON;
  if (typeof toJSON === "function") {
    const converted = redactDeep(engine, toJSON.call(value), seen);
    seen.set(value, converted);
    return converted;
  }
  if (Array.isArray(value)) {
    const copy2 = [];
    seen.set(value, copy2);
    for (const item of value) copy2.push(redactDeep(engine, item, seen));
    return copy2;
  }
  const copy = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = redactDeep(engine, item, seen);
  return copy;
}
function secretForms(value) {
  const forms = /* @__PURE__ */ new Set();
  const add = (form) => {
    if (form.length >= MIN_SECRET_LENGTH) forms.add(form);
  };
  const addTextForms = (text) => {
    if (text.length < MIN_SECRET_LENGTH) return;
    add(text);
    const json = JSON.stringify(text).slice(1, -1);
    add(json);
    add(JSON.stringify(json).slice(1, -1));
    const asciiJson = json.replace(/[\u007f-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
    add(asciiJson);
    add(asciiJson.replace(/\\u[0-9a-f]{4}/g, (escape) => `\\u${escape.slice(2).toUpperCase()}`));
    const component = encodeURIComponent(text);
    const strict = component.replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
    const form = new URLSearchParams([["", text]]).toString().slice(1);
    for (const url of [component, strict, form, strict.replace(/%20/g, "+")]) {
      add(url);
      add(url.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()));
    }
    for (const encoded of base64Forms(Buffer.from(text, "utf8"))) add(encoded);
  };
  if (value.length < MIN_SECRET_LENGTH) return [];
  addTextForms(value);
  addTextForms(value.trim());
  if (/[\r\n]/.test(value)) {
    for (const line of value.split(/\r?\n|\r/)) addTextForms(line.trim());
  }
  return [...forms];
}
function base64Forms(bytes) {
  const forms = [];
  const both = (encoded) => {
    forms.push(encoded, encoded.replace(/\+/g, "-").replace(/\//g, "_"));
  };
  const whole = bytes.toString("base64");
  both(whole);
  both(whole.replace(/=+$/, ""));
  for (let skip = 0; skip < 3; skip += 1) {
    const usable = Math.floor((bytes.length - skip) / 3) * 3;
    if (usable <= 0) continue;
    both(bytes.subarray(skip, skip + usable).toString("base64"));
  }
  return forms;
}
var KEY_LENGTH = MIN_SECRET_LENGTH;
function pairSlot(first, second) {
  return (first << 8 ^ second) & 65535;
}
function buildLiteralFilter(literals) {
  const filter = { shift: new Uint8Array(65536).fill(KEY_LENGTH - 1), keys: /* @__PURE__ */ new Set() };
  for (const literal of literals) {
    const region = distinctiveRegion(literal);
    const key = literal.slice(region, region + KEY_LENGTH);
    filter.keys.add(key);
    for (let j = 0; j < KEY_LENGTH - 1; j += 1) {
      const slot = pairSlot(key.charCodeAt(j), key.charCodeAt(j + 1));
      filter.shift[slot] = Math.min(filter.shift[slot], KEY_LENGTH - 2 - j);
    }
  }
  return filter;
}
function distinctiveRegion(literal) {
  let best = 0;
  let bestScore = -1;
  for (let start = 0; start + MIN_SECRET_LENGTH <= literal.length; start += 1) {
    const seen = /* @__PURE__ */ new Set();
    for (const ch of literal.slice(start, start + MIN_SECRET_LENGTH)) {
      if (!/[\s"'{}[\]:,.;=()<>\\/-]/.test(ch)) seen.add(ch);
    }
    if (seen.size > bestScore) {
      best = start;
      bestScore = seen.size;
    }
  }
  return best;
}
function mayHoldLiteral(filter, text) {
  const { shift, keys } = filter;
  const length = text.length;
  for (let end = KEY_LENGTH - 1; end < length; ) {
    const step = shift[pairSlot(text.charCodeAt(end - 1), text.charCodeAt(end))];
    if (step > 0) {
      end += step;
      continue;
    }
    if (keys.has(text.slice(end - KEY_LENGTH + 1, end + 1))) return true;
    end += 1;
  }
  return false;
}
function literalTrieSource(literals) {
  const root = { children: /* @__PURE__ */ new Map(), end: false };
  for (const literal of literals) {
    let node = root;
    for (const ch of literal) {
      let child = node.children.get(ch);
      if (child === void 0) {
        child = { children: /* @__PURE__ */ new Map(), end: false };
        node.children.set(ch, child);
      }
      node = child;
    }
    node.end = true;
  }
  const sources = /* @__PURE__ */ new Map();
  const stack = [{ node: root, expanded: false }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (!top.expanded) {
      top.expanded = true;
      for (const child of top.node.children.values()) stack.push({ node: child, expanded: false });
      continue;
    }
    stack.pop();
    const branches = [...top.node.children].map(([ch, child]) => escapeRegexChar(ch) + (sources.get(child) ?? ""));
    let source = branches.length === 0 ? "" : branches.length === 1 ? branches[0] : `(?:${branches.join("|")})`;
    if (top.node.end && branches.length > 0) source = `(?:${source})?`;
    sources.set(top.node, source);
  }
  return sources.get(root) ?? "(?!)";
}
function escapeRegexChar(ch) {
  if (/[\\^$.*+?()[\]{}|/-]/.test(ch)) return `\\${ch}`;
  if (ch === "\n") return "\\n";
  if (ch === "\r") return "\\r";
  return ch;
}

export {
  createRedactor
};
