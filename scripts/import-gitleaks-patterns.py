#!/usr/bin/env python3
"""Writes src/agent/secret-patterns-gitleaks.json from gitleaks' rule table (config/gitleaks.toml,
MIT licence), for the token formats with a distinctive prefix that Leash's own table lacks.

    python3 scripts/import-gitleaks-patterns.py PATH/TO/gitleaks.toml COMMIT

Rules are data: each regex is taken as gitleaks writes it and only translated from Go's RE2 to
JavaScript (capturing groups made non-capturing, `(?i)` spelled out as both cases in character
classes, the trailing delimiter group made a lookahead so it is not redacted). The examples are
the synthetic tokens of test/fixtures/secret-formats.json; the table check runs them.
"""
import json
import re
import sys
import tomllib

# gitleaks rule id -> (Leash pattern name, fixture format name)
RULES = {
    'gitlab-pat': ('gitlab_pat', 'GitLab PAT'),
    'pypi-upload-token': ('pypi_upload_token', 'PyPI upload token'),
    'sendgrid-api-token': ('sendgrid_api_key', 'SendGrid API key'),
    'digitalocean-pat': ('digitalocean_pat', 'DigitalOcean PAT'),
    'shopify-access-token': ('shopify_access_token', 'Shopify access token'),
    'huggingface-access-token': ('huggingface_token', 'Hugging Face token'),
    'databricks-api-token': ('databricks_token', 'Databricks token'),
    'linear-api-key': ('linear_api_key', 'Linear API key'),
    'doppler-api-token': ('doppler_token', 'Doppler token'),
    'age-secret-key': ('age_secret_key', 'age secret key'),
    'postman-api-token': ('postman_api_key', 'Postman API key'),
    'grafana-service-account-token': ('grafana_service_account_token', 'Grafana service account token'),
    'square-access-token': ('square_access_token', 'Square access token'),
    'hashicorp-tf-api-token': ('terraform_cloud_token', 'Terraform Cloud token'),
    'sentry-user-token': ('sentry_user_token', 'Sentry user token'),
    'rubygems-api-token': ('rubygems_api_key', 'RubyGems API key'),
    'pulumi-api-token': ('pulumi_token', 'Pulumi token'),
    'twilio-api-key': ('twilio_api_key', 'Twilio API key'),
}

TRAILER = "(?:[\\x60'\"\\s;]|\\\\[nr]|$)"


def both_cases(cls: str) -> str:
    body = cls[1:-1]
    if 'a-z' in body and 'A-Z' not in body:
        body = body.replace('a-z', 'a-zA-Z')
    if 'a-f' in body and 'A-F' not in body:
        body = body.replace('a-f', 'a-fA-F')
    return f'[{body}]'


def to_javascript(regex: str) -> str:
    out = regex.replace(TRAILER, '(?=' + TRAILER[3:])
    if out.startswith('(?i)'):
        out = re.sub(r'\[[^\]]*\]', lambda m: both_cases(m.group(0)), out[4:])
    # `(?i)` in the middle applies to the rest: spell the classes after it in both cases.
    if '(?i)' in out:
        head, tail = out.split('(?i)', 1)
        out = head + re.sub(r'\[[^\]]*\]', lambda m: both_cases(m.group(0)), tail)
    out = re.sub(r'\(\?i:(\[[^\]]*\])', lambda m: '(?:' + both_cases(m.group(1)), out)
    out = re.sub(r'\(\?-i:', '(?:', out)
    # Capturing groups become non-capturing: Leash traces a match by one group per pattern.
    out = re.sub(r'(?<!\\)\((?!\?)', '(?:', out)
    return out


def anchors(regex: str, keywords: list[str]) -> list[str]:
    plain = regex.replace('\\.', '.').replace('\\-', '-')
    found = []
    for keyword in keywords:
        at = plain.lower().find(keyword.lower())
        if at >= 0:
            found.append(plain[at:at + len(keyword)])
    return found


def main() -> None:
    source, commit = sys.argv[1], sys.argv[2]
    with open(source, 'rb') as handle:
        rules = {rule['id']: rule for rule in tomllib.load(handle)['rules']}
    with open('test/fixtures/secret-formats.json') as handle:
        tokens = {entry['format']: entry['token'] for entry in json.load(handle)['formats']}
    patterns = []
    for rule_id, (name, fixture) in RULES.items():
        rule = rules[rule_id]
        regex = to_javascript(rule['regex'])
        token = tokens[fixture]
        patterns.append({
            'name': name,
            'why': f"{rule['description']} (gitleaks rule {rule_id})",
            'regex': regex,
            'anchors': anchors(regex, rule.get('keywords', [])),
            'max_length': 300,
            'match': [token, f'export TOKEN={token}'],
            'not_match': [token[: len(token) // 2]],
            'redacts': [[f'key: {token}\n', f'key: [REDACTED:{name}]\n']],
            'gitleaks': {'id': rule_id, 'regex': rule['regex']},
        })
    table = {
        'about': 'Token patterns taken from gitleaks (config/gitleaks.toml), translated to JavaScript by scripts/import-gitleaks-patterns.py; read with secret-patterns.json and checked the same way. Do not edit by hand: change the script and run it again.',
        'source': {'project': 'gitleaks', 'file': 'config/gitleaks.toml', 'commit': commit, 'licence': 'MIT', 'copyright': 'Copyright (c) 2019 Zachary Rice', 'licence_file': 'src/agent/secret-patterns-gitleaks.LICENSE'},
        'patterns': patterns,
    }
    with open('src/agent/secret-patterns-gitleaks.json', 'w') as handle:
        json.dump(table, handle, indent=2)
        handle.write('\n')


main()
