import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);

// src/agent/redact.ts
import { Buffer } from "node:buffer";

// src/agent/secret-patterns-gitleaks.json
var secret_patterns_gitleaks_default = {
  about: "Token patterns taken from gitleaks (config/gitleaks.toml), translated to JavaScript by scripts/import-gitleaks-patterns.py; read with secret-patterns.json and checked the same way. Do not edit by hand: change the script and run it again.",
  source: {
    project: "gitleaks",
    file: "config/gitleaks.toml",
    commit: "b58d3f102cf3a2c84cb7f923d05c25c9b1aed84b",
    licence: "MIT",
    copyright: "Copyright (c) 2019 Zachary Rice",
    licence_file: "src/agent/secret-patterns-gitleaks.LICENSE"
  },
  patterns: [
    {
      name: "gitlab_pat",
      why: "Identified a GitLab Personal Access Token, risking unauthorized access to GitLab repositories and codebase exposure. (gitleaks rule gitlab-pat)",
      regex: "glpat-[\\w-]{20}",
      anchors: [
        "glpat-"
      ],
      max_length: 300,
      match: [
        "glpat-0DsJGzE-mvQB4r23Knct",
        "export TOKEN=glpat-0DsJGzE-mvQB4r23Knct"
      ],
      not_match: [
        "glpat-0DsJGzE"
      ],
      redacts: [
        [
          "key: glpat-0DsJGzE-mvQB4r23Knct\n",
          "key: [REDACTED:gitlab_pat]\n"
        ]
      ],
      gitleaks: {
        id: "gitlab-pat",
        regex: "glpat-[\\w-]{20}"
      }
    },
    {
      name: "pypi_upload_token",
      why: "Discovered a PyPI upload token, potentially compromising Python package distribution and repository integrity. (gitleaks rule pypi-upload-token)",
      regex: "pypi-AgEIcHlwaS5vcmc[\\w-]{50,1000}",
      anchors: [
        "pypi-AgEIcHlwaS5vcmc"
      ],
      max_length: 300,
      match: [
        "pypi-AgEIcHlwaS5vcmc0DsJGzE-mvQB4r23KnctqjoV8fAlObMNu9Yda5_FS1k7yXwxeTIZWPUpCL6R",
        "export TOKEN=pypi-AgEIcHlwaS5vcmc0DsJGzE-mvQB4r23KnctqjoV8fAlObMNu9Yda5_FS1k7yXwxeTIZWPUpCL6R"
      ],
      not_match: [
        "pypi-AgEIcHlwaS5vcmc0DsJGzE-mvQB4r23Knct"
      ],
      redacts: [
        [
          "key: pypi-AgEIcHlwaS5vcmc0DsJGzE-mvQB4r23KnctqjoV8fAlObMNu9Yda5_FS1k7yXwxeTIZWPUpCL6R\n",
          "key: [REDACTED:pypi_upload_token]\n"
        ]
      ],
      gitleaks: {
        id: "pypi-upload-token",
        regex: "pypi-AgEIcHlwaS5vcmc[\\w-]{50,1000}"
      }
    },
    {
      name: "sendgrid_api_key",
      why: "Detected a SendGrid API token, posing a risk of unauthorized email service operations and data exposure. (gitleaks rule sendgrid-api-token)",
      regex: `\\b(?:SG\\.[a-zA-Z0-9=_\\-\\.]{66})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "SG."
      ],
      max_length: 300,
      match: [
        "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",
        "export TOKEN=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"
      ],
      not_match: [
        "SG.0DsJGzE-mvQB4r23Knctqj.tqjoV8fA"
      ],
      redacts: [
        [
          "key: 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\n",
          "key: [REDACTED:sendgrid_api_key]\n"
        ]
      ],
      gitleaks: {
        id: "sendgrid-api-token",
        regex: `\\b(SG\\.(?i)[a-z0-9=_\\-\\.]{66})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "digitalocean_pat",
      why: "Discovered a DigitalOcean Personal Access Token, posing a threat to cloud infrastructure security and data privacy. (gitleaks rule digitalocean-pat)",
      regex: `\\b(?:dop_v1_[a-f0-9]{64})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "dop_v1_"
      ],
      max_length: 300,
      match: [
        "dop_v1_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167",
        "export TOKEN=dop_v1_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167"
      ],
      not_match: [
        "dop_v1_4d2309efc5ab81674d2309efc5ab"
      ],
      redacts: [
        [
          "key: dop_v1_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167\n",
          "key: [REDACTED:digitalocean_pat]\n"
        ]
      ],
      gitleaks: {
        id: "digitalocean-pat",
        regex: `\\b(dop_v1_[a-f0-9]{64})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "shopify_access_token",
      why: "Uncovered a Shopify access token, which could lead to unauthorized e-commerce platform access and data breaches. (gitleaks rule shopify-access-token)",
      regex: "shpat_[a-fA-F0-9]{32}",
      anchors: [
        "shpat_"
      ],
      max_length: 300,
      match: [
        "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",
        "export TOKEN=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"
      ],
      not_match: [
        "shpat_4d2309efc5ab8"
      ],
      redacts: [
        [
          "key: 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\n",
          "key: [REDACTED:shopify_access_token]\n"
        ]
      ],
      gitleaks: {
        id: "shopify-access-token",
        regex: "shpat_[a-fA-F0-9]{32}"
      }
    },
    {
      name: "huggingface_token",
      why: "Discovered a Hugging Face Access token, which could lead to unauthorized access to AI models and sensitive data. (gitleaks rule huggingface-access-token)",
      regex: `\\b(?:hf_(?:[a-zA-Z]{34}))(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "hf_"
      ],
      max_length: 300,
      match: [
        "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",
        "export TOKEN=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"
      ],
      not_match: [
        "hf_iXUpCXoFinURmnk"
      ],
      redacts: [
        [
          "key: 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\n",
          "key: [REDACTED:huggingface_token]\n"
        ]
      ],
      gitleaks: {
        id: "huggingface-access-token",
        regex: `\\b(hf_(?i:[a-z]{34}))(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "databricks_token",
      why: "Uncovered a Databricks API token, which may compromise big data analytics platforms and sensitive data processing. (gitleaks rule databricks-api-token)",
      regex: `\\b(?:dapi[a-f0-9]{32}(?:-\\d)?)(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "dapi"
      ],
      max_length: 300,
      match: [
        "dapi4d2309efc5ab81674d2309efc5ab8167",
        "export TOKEN=dapi4d2309efc5ab81674d2309efc5ab8167"
      ],
      not_match: [
        "dapi4d2309efc5ab81"
      ],
      redacts: [
        [
          "key: dapi4d2309efc5ab81674d2309efc5ab8167\n",
          "key: [REDACTED:databricks_token]\n"
        ]
      ],
      gitleaks: {
        id: "databricks-api-token",
        regex: `\\b(dapi[a-f0-9]{32}(?:-\\d)?)(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "linear_api_key",
      why: "Detected a Linear API Token, posing a risk to project management tools and sensitive task data. (gitleaks rule linear-api-key)",
      regex: "lin_api_[a-zA-Z0-9]{40}",
      anchors: [
        "lin_api_"
      ],
      max_length: 300,
      match: [
        "lin_api_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD",
        "export TOKEN=lin_api_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD"
      ],
      not_match: [
        "lin_api_4bsrIbGHSdIBabqx"
      ],
      redacts: [
        [
          "key: lin_api_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD\n",
          "key: [REDACTED:linear_api_key]\n"
        ]
      ],
      gitleaks: {
        id: "linear-api-key",
        regex: "lin_api_(?i)[a-z0-9]{40}"
      }
    },
    {
      name: "doppler_token",
      why: "Discovered a Doppler API token, posing a risk to environment and secrets management security. (gitleaks rule doppler-api-token)",
      regex: "dp\\.pt\\.[a-zA-Z0-9]{43}",
      anchors: [
        "dp.pt."
      ],
      max_length: 300,
      match: [
        "dp.pt.4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD8Du",
        "export TOKEN=dp.pt.4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD8Du"
      ],
      not_match: [
        "dp.pt.4bsrIbGHSdIBabqxcr"
      ],
      redacts: [
        [
          "key: dp.pt.4bsrIbGHSdIBabqxcrQZaXaFU583M5E1MLOpsjKD8Du\n",
          "key: [REDACTED:doppler_token]\n"
        ]
      ],
      gitleaks: {
        id: "doppler-api-token",
        regex: "dp\\.pt\\.(?i)[a-z0-9]{43}"
      }
    },
    {
      name: "age_secret_key",
      why: "Discovered a potential Age encryption tool secret key, risking data decryption and unauthorized access to sensitive information. (gitleaks rule age-secret-key)",
      regex: "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}",
      anchors: [
        "AGE-SECRET-KEY-1"
      ],
      max_length: 300,
      match: [
        "AGE-SECRET-KEY-15AJRQE7LV42MC3KHYDZNSFW0U96TGPX85AJRQE7LV42MC3KHYDZNSFW0U9",
        "export TOKEN=AGE-SECRET-KEY-15AJRQE7LV42MC3KHYDZNSFW0U96TGPX85AJRQE7LV42MC3KHYDZNSFW0U9"
      ],
      not_match: [
        "AGE-SECRET-KEY-15AJRQE7LV42MC3KHYDZNS"
      ],
      redacts: [
        [
          "key: AGE-SECRET-KEY-15AJRQE7LV42MC3KHYDZNSFW0U96TGPX85AJRQE7LV42MC3KHYDZNSFW0U9\n",
          "key: [REDACTED:age_secret_key]\n"
        ]
      ],
      gitleaks: {
        id: "age-secret-key",
        regex: "AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}"
      }
    },
    {
      name: "postman_api_key",
      why: "Uncovered a Postman API token, potentially compromising API testing and development workflows. (gitleaks rule postman-api-token)",
      regex: `\\b(?:PMAK-[a-fA-F0-9]{24}\\-[a-fA-F0-9]{34})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "PMAK-"
      ],
      max_length: 300,
      match: [
        "PMAK-4d2309efc5ab81674d2309ef-09efc5ab81674d2309efc5ab81674d2309",
        "export TOKEN=PMAK-4d2309efc5ab81674d2309ef-09efc5ab81674d2309efc5ab81674d2309"
      ],
      not_match: [
        "PMAK-4d2309efc5ab81674d2309ef-09"
      ],
      redacts: [
        [
          "key: PMAK-4d2309efc5ab81674d2309ef-09efc5ab81674d2309efc5ab81674d2309\n",
          "key: [REDACTED:postman_api_key]\n"
        ]
      ],
      gitleaks: {
        id: "postman-api-token",
        regex: `\\b(PMAK-(?i)[a-f0-9]{24}\\-[a-f0-9]{34})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "grafana_service_account_token",
      why: "Discovered a Grafana service account token, posing a risk of compromised monitoring services and data integrity. (gitleaks rule grafana-service-account-token)",
      regex: `\\b(?:glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "glsa_"
      ],
      max_length: 300,
      match: [
        "glsa_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1_4d2309ef",
        "export TOKEN=glsa_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1_4d2309ef"
      ],
      not_match: [
        "glsa_4bsrIbGHSdIBabqxcr"
      ],
      redacts: [
        [
          "key: glsa_4bsrIbGHSdIBabqxcrQZaXaFU583M5E1_4d2309ef\n",
          "key: [REDACTED:grafana_service_account_token]\n"
        ]
      ],
      gitleaks: {
        id: "grafana-service-account-token",
        regex: `(?i)\\b(glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "square_access_token",
      why: "Detected a Square Access Token, risking unauthorized payment processing and financial transaction exposure. (gitleaks rule square-access-token)",
      regex: `\\b(?:(?:EAAA|sq0atp-)[\\w-]{22,60})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "sq0atp-",
        "EAAA"
      ],
      max_length: 300,
      match: [
        "sq0atp-0DsJGzE-mvQB4r23Knctqj",
        "export TOKEN=sq0atp-0DsJGzE-mvQB4r23Knctqj"
      ],
      not_match: [
        "sq0atp-0DsJGzE"
      ],
      redacts: [
        [
          "key: sq0atp-0DsJGzE-mvQB4r23Knctqj\n",
          "key: [REDACTED:square_access_token]\n"
        ]
      ],
      gitleaks: {
        id: "square-access-token",
        regex: `\\b((?:EAAA|sq0atp-)[\\w-]{22,60})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "terraform_cloud_token",
      why: "Uncovered a HashiCorp Terraform user/org API token, which may lead to unauthorized infrastructure management and security breaches. (gitleaks rule hashicorp-tf-api-token)",
      regex: "[a-zA-Z0-9]{14}\\.(?:atlasv1)\\.[a-zA-Z0-9\\-_=]{60,70}",
      anchors: [
        "atlasv1"
      ],
      max_length: 300,
      match: [
        "av8pyz41ajgxq3.atlasv1.i9sti7wv2vsza1sxm72xe1e1qfozafcn07yl27g7y_4j8hada743qbsn2h2f8ro5u7w",
        "export TOKEN=av8pyz41ajgxq3.atlasv1.i9sti7wv2vsza1sxm72xe1e1qfozafcn07yl27g7y_4j8hada743qbsn2h2f8ro5u7w"
      ],
      not_match: [
        "av8pyz41ajgxq3.atlasv1.i9sti7wv2vsza1sxm72xe1"
      ],
      redacts: [
        [
          "key: av8pyz41ajgxq3.atlasv1.i9sti7wv2vsza1sxm72xe1e1qfozafcn07yl27g7y_4j8hada743qbsn2h2f8ro5u7w\n",
          "key: [REDACTED:terraform_cloud_token]\n"
        ]
      ],
      gitleaks: {
        id: "hashicorp-tf-api-token",
        regex: "(?i)[a-z0-9]{14}\\.(?-i:atlasv1)\\.[a-z0-9\\-_=]{60,70}"
      }
    },
    {
      name: "sentry_user_token",
      why: "Found a Sentry.io User Token, risking unauthorized access to error tracking services and sensitive application data. (gitleaks rule sentry-user-token)",
      regex: `\\b(?:sntryu_[a-f0-9]{64})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "sntryu_"
      ],
      max_length: 300,
      match: [
        "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",
        "export TOKEN=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"
      ],
      not_match: [
        "sntryu_4d2309efc5ab81674d2309efc5ab"
      ],
      redacts: [
        [
          "key: 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\n",
          "key: [REDACTED:sentry_user_token]\n"
        ]
      ],
      gitleaks: {
        id: "sentry-user-token",
        regex: `\\b(sntryu_[a-f0-9]{64})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "rubygems_api_key",
      why: "Identified a Rubygem API token, potentially compromising Ruby library distribution and package management. (gitleaks rule rubygems-api-token)",
      regex: `\\b(?:rubygems_[a-f0-9]{48})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "rubygems_"
      ],
      max_length: 300,
      match: [
        "rubygems_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167",
        "export TOKEN=rubygems_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167"
      ],
      not_match: [
        "rubygems_4d2309efc5ab81674d2"
      ],
      redacts: [
        [
          "key: rubygems_4d2309efc5ab81674d2309efc5ab81674d2309efc5ab8167\n",
          "key: [REDACTED:rubygems_api_key]\n"
        ]
      ],
      gitleaks: {
        id: "rubygems-api-token",
        regex: `\\b(rubygems_[a-f0-9]{48})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "pulumi_token",
      why: "Found a Pulumi API token, posing a risk to infrastructure as code services and cloud resource management. (gitleaks rule pulumi-api-token)",
      regex: `\\b(?:pul-[a-f0-9]{40})(?=[\\x60'"\\s;]|\\\\[nr]|$)`,
      anchors: [
        "pul-"
      ],
      max_length: 300,
      match: [
        "pul-4d2309efc5ab81674d2309efc5ab81674d2309ef",
        "export TOKEN=pul-4d2309efc5ab81674d2309efc5ab81674d2309ef"
      ],
      not_match: [
        "pul-4d2309efc5ab81674d"
      ],
      redacts: [
        [
          "key: pul-4d2309efc5ab81674d2309efc5ab81674d2309ef\n",
          "key: [REDACTED:pulumi_token]\n"
        ]
      ],
      gitleaks: {
        id: "pulumi-api-token",
        regex: `\\b(pul-[a-f0-9]{40})(?:[\\x60'"\\s;]|\\\\[nr]|$)`
      }
    },
    {
      name: "twilio_api_key",
      why: "Found a Twilio API Key, posing a risk to communication services and sensitive customer interaction data. (gitleaks rule twilio-api-key)",
      regex: "SK[0-9a-fA-F]{32}",
      anchors: [
        "SK"
      ],
      max_length: 300,
      match: [
        "SK4d2309efc5ab81674d2309efc5ab8167",
        "export TOKEN=SK4d2309efc5ab81674d2309efc5ab8167"
      ],
      not_match: [
        "SK4d2309efc5ab816"
      ],
      redacts: [
        [
          "key: SK4d2309efc5ab81674d2309efc5ab8167\n",
          "key: [REDACTED:twilio_api_key]\n"
        ]
      ],
      gitleaks: {
        id: "twilio-api-key",
        regex: "SK[0-9a-fA-F]{32}"
      }
    }
  ]
};

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
var MAX_PATTERNS = 52;
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
  const patterns = [...secret_patterns_default.patterns, ...secret_patterns_gitleaks_default.patterns];
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
  if (patterns.length > MAX_PATTERNS) throw new SecretPatternError([`at most ${MAX_PATTERNS} patterns: a text's patterns are two bit masks, one scanner key`]);
  const anchorMasks = /* @__PURE__ */ new Map();
  patterns.forEach((spec, index) => {
    for (const anchor of spec.anchors) {
      const masks = anchorMasks.get(anchor) ?? { low: 0, high: 0 };
      if (index < 30) masks.low |= 1 << index;
      else masks.high |= 1 << index - 30;
      anchorMasks.set(anchor, masks);
    }
  });
  const anchors = [...anchorMasks].map(([anchor, masks]) => ({ anchor, ...masks }));
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
    longestMatch: Math.max(patternTable.maxPatternLength, ...literals.map((literal) => wrappedSpan(literal.length)))
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
  let low = 0;
  let high = 0;
  for (const anchor of engine.table.anchors) {
    if (((low & anchor.low) !== anchor.low || (high & anchor.high) !== anchor.high) && text.includes(anchor.anchor)) {
      low |= anchor.low;
      high |= anchor.high;
    }
  }
  const literals = engine.literalFilter !== null && mayHoldLiteral(engine.literalFilter, text);
  if (low === 0 && high === 0 && !literals) return null;
  const key = (literals ? 1 : 0) + low * 2 + high * 2 ** 31;
  let scanner = engine.scanners.get(key);
  if (scanner === void 0) {
    const sources = [];
    const groupNames = [null];
    if (literals && engine.literalSource !== null) {
      sources.push(`(${engine.literalSource})`);
      groupNames.push(null);
    }
    engine.table.patterns.forEach((spec, index) => {
      if (((index < 30 ? low : high) & 1 << index % 30) === 0) return;
      sources.push(engine.table.alternatives[index]);
      groupNames.push(spec.name);
    });
    scanner = { regex: new RegExp(sources.join("|"), "g"), groupNames };
    engine.scanners.set(key, scanner);
  }
  return scanner;
}
function scan(engine, text, from = 0, views = true) {
  const wrapped = views && engine.literalSource !== null ? wrappedHits(engine, text, from) : null;
  if (wrapped !== null) return mergeHits(scan(engine, text, from, false), wrapped);
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
  const wrapped = engine.literalSource === null ? null : wrappedHits(engine, text, 0);
  if (wrapped !== null) return replaceHits(text, mergeHits(scan(engine, text, 0, false), wrapped));
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
function mergeHits(a, b) {
  const all = [...a, ...b].sort((x, y) => x.from - y.from || y.end - x.end);
  const merged = [];
  for (const hit of all) {
    const last = merged[merged.length - 1];
    if (last !== void 0 && hit.from < last.end) {
      if (hit.end > last.end) last.end = hit.end;
      continue;
    }
    merged.push({ ...hit });
  }
  return merged;
}
function replaceHits(text, hits) {
  let out = "";
  let last = 0;
  for (const hit of hits) {
    out += `${text.slice(last, hit.start)}[REDACTED:${hit.name}]`;
    last = hit.end;
  }
  return out + text.slice(last);
}
function wrappedHits(engine, text, from) {
  if (text.length - from < 2 * MIN_WRAP_WIDTH || text.indexOf("\n", from) < 0) return null;
  let hits = null;
  const lineStart = from === 0 ? 0 : text.lastIndexOf("\n", from - 1) + 1;
  BLOCK_AT.lastIndex = lineStart;
  const first = BLOCK_AT.test(text) ? lineStart : -1;
  BLOCK_START.lastIndex = lineStart === 0 ? 0 : lineStart - 1;
  for (let m = first >= 0 ? { index: first } : BLOCK_START.exec(text); m !== null; m = BLOCK_START.exec(text)) {
    const start = m.index === first ? first : m.index + 1;
    const block = readBlock(text, start);
    BLOCK_START.lastIndex = Math.max(block.end - 1, start + 1);
    if (block.lines.length < 2 && !HEX_LINE.test(block.lines[0]?.text ?? "")) continue;
    for (const view of blockViews(block)) {
      if (engine.literalFilter !== null && !mayHoldLiteral(engine.literalFilter, view.text)) continue;
      const regex = engine.literalRegex ??= new RegExp(`(${engine.literalSource})`, "g");
      regex.lastIndex = 0;
      for (let m2 = regex.exec(view.text); m2 !== null; m2 = regex.exec(view.text)) {
        const name = engine.literalNames.get(m2[0]) ?? "secret";
        const first2 = view.origin(m2.index);
        const last = view.origin(m2.index + m2[0].length - 1);
        if (first2.start < from) continue;
        (hits ??= []).push({ from: first2.start, start: first2.start, end: last.end, name });
      }
    }
  }
  return hits;
}
function wrappedSpan(length) {
  return length * 6 + 2 * 160;
}
var MIN_WRAP_WIDTH = 8;
var BLOCK_HEAD = "(?:[A-Za-z0-9+/=_-]{8,}\\r?\\n|[0-9a-fA-F]{6,8}[: ] ?[0-9a-fA-F]{2}| ?[0-7]{7} [0-9a-f]{2}| [0-9a-fA-F]{2,4} [0-9a-fA-F]{2})";
var BLOCK_START = new RegExp(`\\n${BLOCK_HEAD}`, "g");
var BLOCK_AT = new RegExp(BLOCK_HEAD, "y");
function readBlock(text, start) {
  const lines = [];
  let at = start;
  while (at < text.length) {
    let end = text.indexOf("\n", at);
    if (end < 0) end = text.length;
    const contentEnd = end > at && text.charCodeAt(end - 1) === 13 ? end - 1 : end;
    const line = text.slice(at, contentEnd);
    if (!PLAIN_LINE.test(line) && readDumpRow(line, scratch, 0) === 0 && !OD_LAST_ROW.test(line)) break;
    lines.push({ start: at, end: contentEnd, text: line });
    at = end + 1;
  }
  return { lines, end: at };
}
var PLAIN_LINE = /^[A-Za-z0-9+/=_-]+$/;
var HEX_LINE = /^[0-9a-fA-F]{16,}$/;
var HEX_TEXT = /^[0-9a-fA-F]+$/;
var OD_LAST_ROW = /^ ?[0-7]{7}$/;
var scratch = new Uint8Array(65536);
function blockViews(block) {
  const views = [];
  if (block.lines.every((line) => PLAIN_LINE.test(line.text))) {
    const runs = block.lines.length === 1 ? [block.lines] : wrappedRuns(block.lines);
    for (const run of runs) {
      const joined = joinedView(run);
      if (run.length > 1) views.push(joined);
      if (joined.text.length % 2 === 0 && HEX_TEXT.test(joined.text)) views.push(hexView(run, joined.text));
    }
  }
  const dump = dumpView(block.lines);
  if (dump !== null) views.push(dump);
  return views;
}
function wrappedRuns(lines) {
  const runs = [];
  let i = 0;
  while (i < lines.length) {
    const width = lines[i].text.length;
    let j = i + 1;
    while (j < lines.length && lines[j].text.length === width) j += 1;
    if (j < lines.length && lines[j].text.length < width) j += 1;
    if (j - i >= 2 && width >= MIN_WRAP_WIDTH) runs.push(lines.slice(i, j));
    i = j > i + 1 ? j : i + 1;
  }
  return runs;
}
function joinedView(lines) {
  const starts = [];
  let text = "";
  for (const line of lines) {
    starts.push(text.length);
    text += line.text;
  }
  return {
    text,
    origin(index) {
      let k = starts.length - 1;
      while (starts[k] > index) k -= 1;
      const at = lines[k].start + (index - starts[k]);
      return { start: at, end: at + 1 };
    }
  };
}
function hexView(lines, joined) {
  const starts = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.text.length;
  }
  const shown = Buffer.from(joined, "hex");
  const latin1 = shown.toString("latin1");
  const text = shown.toString("utf8");
  return {
    text: text.length === latin1.length ? text : latin1,
    origin(index) {
      const digit = index * 2;
      let k = starts.length - 1;
      while (starts[k] > digit) k -= 1;
      const at = lines[k].start + (digit - starts[k]);
      return { start: at, end: digit + 1 - starts[k] < lines[k].text.length ? at + 2 : lines[k + 1].start + 1 };
    }
  };
}
function dumpView(lines) {
  let capacity = 0;
  for (const line of lines) capacity += line.text.length >> 1;
  const bytes = new Uint8Array(capacity);
  const rowOf = new Int32Array(capacity);
  let length = 0;
  for (let row = 0; row < lines.length; row += 1) {
    const end = readDumpRow(lines[row].text, bytes, length);
    rowOf.fill(row, length, end);
    length = end;
  }
  if (length === 0) return null;
  const shown = Buffer.from(bytes.buffer, 0, length);
  const latin1 = shown.toString("latin1");
  const text = shown.toString("utf8");
  const view = text.length === latin1.length ? text : latin1;
  return {
    text: view,
    origin(index) {
      const line = lines[rowOf[index]];
      return { start: line.start, end: line.end };
    }
  };
}
function hexValue(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
function readDumpRow(line, bytes, at) {
  const length = line.length;
  let i = 0;
  let colon = false;
  if (length > 0 && line.charCodeAt(0) !== 32) {
    while (i < length && hexValue(line.charCodeAt(i)) >= 0) i += 1;
    if (i < 6 || i > 8) return at;
    if (line.charCodeAt(i) === 58) {
      colon = true;
      i += 1;
    }
  }
  let out = at;
  let words = true;
  while (i < length) {
    let spaces = 0;
    while (i < length && line.charCodeAt(i) === 32) {
      spaces += 1;
      i += 1;
    }
    if (i >= length) break;
    const groupStart = i;
    while (i < length && hexValue(line.charCodeAt(i)) >= 0) i += 1;
    const size = i - groupStart;
    const ends = i >= length || line.charCodeAt(i) === 32;
    if (spaces === 0 || size === 0 || !ends || size % 2 !== 0 || size > 8 || spaces > 2 && out > at) {
      if (out > at && (spaces >= 2 || line.charCodeAt(groupStart) === 124)) break;
      return at;
    }
    if (size !== 4) words = false;
    if (out + (size >> 1) > bytes.length) return at;
    for (let k = groupStart; k < i; k += 2) bytes[out++] = hexValue(line.charCodeAt(k)) * 16 + hexValue(line.charCodeAt(k + 1));
  }
  if (words && !colon) {
    for (let k = at; k + 1 < out; k += 2) {
      const low = bytes[k];
      bytes[k] = bytes[k + 1];
      bytes[k + 1] = low;
    }
  }
  return out;
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
    const bytes = Buffer.from(text, "utf8");
    for (const encoded of base64Forms(bytes)) add(encoded);
  };
  if (value.length < MIN_SECRET_LENGTH) return [];
  addTextForms(value);
  addTextForms(value.trim());
  add([...value.trim()].reverse().join(""));
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
