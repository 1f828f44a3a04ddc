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
`;
