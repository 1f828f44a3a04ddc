// The policy `leash policy init` writes: read-only commands, commented, with self-tests, for a
// person to edit. Kept as text so the comments survive.
export const STARTER_POLICY = `# Leash policy: what the CI agent may do. Edit it, then run \`leash policy test\`.
#
# How it reads (docs/policy.md has the whole reference):
# - A deny from any layer always wins. A call is allowed when an allow covers every part of it.
# - Anything no rule covers gets the default below. In CI nobody can answer a prompt, so
#   "prompt" refuses too, but is reported as "needs approval" rather than "denied".
# - Patterns are prefixes: "git diff *" is git diff alone or with arguments, "src/**" a folder
#   and everything below it, ".env*" any path starting with .env, anything else exact.
# - Reads and writes anywhere inside the workspace are allowed until you give an allow list
#   under read or write; writes to .git/** are always denied (hooks and config run code).
version: 1

# What no rule covers: refused, and reported as needing approval.
default: prompt

tools:
  bash:
    allow:
      # Looking around. These read and print; none of them change anything.
      - "git status *"
      - "git diff *"
      - "git log *"
      - "git show *"
      - "git branch --show-current"
      - "ls *"
      - "pwd"
      - "wc *"
      - "cat *"          # its file arguments still meet the read rules below
      - "head *"
      - "tail *"
      - "grep *"
      - "echo *"
      # Add the project's own checks here, for example:
      # - "npm test *"
      # - "npm run lint *"
    deny:
      - "git push *"     # the workflow publishes results, never the agent
      - "git commit *"
      - "rm *"
      - "curl *"
      - "wget *"
      - "sudo *"
  write:
    deny:
      - ".github/**"     # workflows run with the repository's secrets
      - ".env*"
  read:
    deny:
      - ".env*"          # also covers \`cat .env\` and \`grep KEY .env\` in bash
      - "~/.ssh/**"
      - "~/.aws/**"

# Where commands may connect (through the sandbox's proxy): nowhere unless a host is listed.
# Uncomment what the project's commands need. "*.host" is every name below host; "host:443"
# one port. Every allowed host receives what a command sends it, and the code hosts accept
# pushes, gists and issues: see "Network" in docs/policy.md before opening one.
network:
  allow: [
    # Package registries
    # "registry.npmjs.org",           # npm, pnpm, yarn
    # "registry.yarnpkg.com",         # yarn 1
    # "pypi.org",                     # pip, uv: the index
    # "files.pythonhosted.org",       # pip, uv: the files
    # "crates.io", "index.crates.io", "static.crates.io",   # cargo
    # "proxy.golang.org", "sum.golang.org",                  # go modules
    # "rubygems.org", "index.rubygems.org",                  # bundler
    # "repo.maven.apache.org", "repo1.maven.org",            # maven, gradle
    # "plugins.gradle.org", "services.gradle.org",           # gradle
    # "api.nuget.org",                                       # dotnet
    # "registry-1.docker.io", "auth.docker.io", "production.cloudflare.docker.com",  # docker pulls
    # Code hosts (they also accept data: pushes, gists, issues)
    # "github.com", "codeload.github.com", "objects.githubusercontent.com",
    # "gitlab.com",
    # "bitbucket.org",
  ]
  deny: []

# Whether commands run in the OS sandbox: required (refuse to start without it), auto (use it
# when it works, say so when it does not) or off. The Action defaults to required on Linux.
# sandbox: required

tests:
  - { bash: "git status", expect: allow }
  - { bash: "git diff HEAD~1 -- src", expect: allow }
  - { bash: "ls -la && wc -l README.md", expect: allow }
  - { bash: "git push origin main", expect: deny }
  - { bash: "rm -rf build", expect: deny }
  - { bash: "cat .env", expect: deny }
  - { bash: "npm install left-pad", expect: prompt }
  - { bash: "echo $(id)", expect: prompt }
  - { write: ".github/workflows/ci.yml", expect: deny }
  - { write: ".git/hooks/pre-commit", expect: deny }
  - { read: "~/.ssh/id_rsa", expect: deny }
  - { network: "example.com:443", expect: deny }
`;
