// Builds ci-commands.txt: the hand-written commands of hand-written.txt followed by commands
// generated from templates of what a CI coding agent runs (git, package managers, test runners,
// linters, file pipelines, redirects, wrappers, loops, substitutions, heredocs, docker, kubectl,
// gh, curl). Deterministic: the same seed gives the same file, so the committed corpus can be
// checked against its generator.
//
//   npx tsx bench/corpus/generate.ts           write ci-commands.txt
//   npx tsx bench/corpus/generate.ts --check   exit 1 when ci-commands.txt is not what it would write
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORPUS_DIR, CORPUS_FILE, encodeCorpusLine, parseCorpus } from './read.js';

export const CORPUS_SEED = 20_240_611;
/** Generated commands added to the hand-written ones. */
export const GENERATED_COUNT = 1_100;

type Random = () => number;

/** mulberry32: a small, well-mixed 32-bit generator; enough for picking templates. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Picker {
  constructor(private readonly random: Random) {}

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  some<T>(items: readonly T[], max: number): T[] {
    const count = this.int(1, max);
    const out: T[] = [];
    for (let i = 0; i < count; i++) {
      const item = this.pick(items);
      if (!out.includes(item)) out.push(item);
    }
    return out;
  }
}

const SRC_FILES = [
  'src/index.ts',
  'src/cli/main.ts',
  'src/policy/decide.ts',
  'src/bash/decompose.ts',
  'src/utils/format.ts',
  'src/server/routes.ts',
  'src/components/Button.tsx',
  'lib/parser.js',
  'app/models/user.py',
  'pkg/api/handler.go',
  'cmd/server/main.go',
  'src/lib.rs',
  'src/main.rs',
  'README.md',
  'package.json',
  'tsconfig.json',
  'CHANGELOG.md',
];
const TEST_FILES = [
  'test/policy/decide.test.ts',
  'test/bash/words.test.ts',
  'src/utils/format.test.ts',
  'tests/test_api.py',
  'tests/unit/test_models.py',
  'pkg/api/handler_test.go',
  'e2e/login.spec.ts',
  'spec/models/user_spec.rb',
];
const DIRS = ['src', 'test', 'lib', 'packages/app', 'packages/api', 'apps/web', 'docs', 'scripts', 'build', 'dist', 'coverage', 'tests', 'cmd', 'pkg'];
const OUT_FILES = [
  'build.log',
  'test.log',
  'lint.txt',
  'out/report.json',
  'coverage/summary.txt',
  '/tmp/ci.log',
  'results.xml',
  'tmp/output.txt',
  '../artifacts/log.txt',
  '.env.local',
  '.github/workflows/ci.yml',
];
const BRANCHES = ['main', 'origin/main', 'HEAD~1', 'HEAD~3', 'develop', 'feature/login', 'fix/flaky-test', 'v1.2.0'];
const SCRIPTS = ['test', 'lint', 'build', 'typecheck', 'format', 'test:unit', 'test:e2e', 'coverage', 'dev', 'bench'];
const PATTERNS = ['TODO', 'FIXME', 'console.log', 'debugger', 'any', 'password', 'export default', 'import .* from', 'useEffect', 'panic(', 'unwrap()'];
const NAMESPACES = ['default', 'staging', 'production', 'ci', 'kube-system'];
const IMAGES = ['node:20', 'node:20-alpine', 'python:3.12-slim', 'golang:1.22', 'rust:1.79', 'alpine:3.20', 'postgres:16', 'acme/app:ci'];

/** One simple command, of the kinds agents run most. */
function simpleCommand(p: Picker): string {
  const kind = p.int(0, 21);
  switch (kind) {
    case 0: {
      const sub = p.pick([
        'status',
        'diff',
        'log',
        'show',
        'branch',
        'fetch',
        'add',
        'commit',
        'checkout',
        'push',
        'stash',
        'rev-parse',
        'ls-files',
        'blame',
        'grep',
      ]);
      const args: Record<string, () => string> = {
        status: () => p.pick(['', ' --short', ' -sb', ' --porcelain']),
        diff: () => p.pick(['', ' --stat', ' --cached', ` ${p.pick(BRANCHES)}`, ` ${p.pick(BRANCHES)} -- ${p.pick(DIRS)}`, ' --name-only']),
        log: () =>
          p.pick([` --oneline -n ${p.int(1, 50)}`, ` -${p.int(1, 9)}`, ` --format='%h %s' ${p.pick(BRANCHES)}..HEAD`, ` --stat -- ${p.pick(SRC_FILES)}`]),
        show: () => p.pick([' HEAD', ` ${p.pick(BRANCHES)}:${p.pick(SRC_FILES)}`, ' --stat HEAD~1']),
        branch: () => p.pick([' -a', ' --show-current', ` -D ${p.pick(BRANCHES)}`, ' -vv']),
        fetch: () => p.pick([' origin', ` origin ${p.pick(BRANCHES)}`, ' --all --prune', ' --depth=1']),
        add: () => p.pick([' -A', ' .', ` ${p.pick(SRC_FILES)}`, ` ${p.pick(DIRS)}/`]),
        commit: () => p.pick([` -m "fix: ${p.pick(PATTERNS)} in ${p.pick(SRC_FILES)}"`, " -am 'chore: lint'", ' --amend --no-edit']),
        checkout: () => p.pick([` ${p.pick(BRANCHES)}`, ` -b agent/${p.int(1, 999)}`, ` -- ${p.pick(SRC_FILES)}`]),
        push: () => p.pick([' origin HEAD', ` origin ${p.pick(BRANCHES)}`, ' --force', ' -u origin HEAD']),
        stash: () => p.pick(['', ' pop', ' list', ' drop']),
        'rev-parse': () => p.pick([' HEAD', ' --short HEAD', ' --show-toplevel']),
        'ls-files': () => p.pick(['', " '*.ts'", ' --others --exclude-standard', ` ${p.pick(DIRS)}`]),
        blame: () => ` -L ${p.int(1, 50)},+${p.int(5, 30)} ${p.pick(SRC_FILES)}`,
        grep: () => ` -n "${p.pick(PATTERNS)}"${p.pick(['', ` -- ${p.pick(DIRS)}`])}`,
      };
      const globals = p.chance(0.1) ? p.pick([' --no-pager', ' -C .', ` -C ${p.pick(DIRS)}`, ' -c color.ui=never']) : '';
      return `git${globals} ${sub}${args[sub]!()}`;
    }
    case 1: {
      const tool = p.pick(['npm', 'pnpm', 'yarn']);
      const script = p.pick(SCRIPTS);
      if (tool === 'npm')
        return p.pick([
          `npm run ${script}`,
          `npm test`,
          `npm run ${script} -- --${p.pick(['fix', 'watch=false', 'coverage', 'silent', 'ci'])}`,
          `npm ci`,
          `npm install ${p.pick(['-D ', ''])}${p.pick(['vitest', 'eslint', 'zod', 'left-pad', '@types/node'])}`,
          `npm --silent run ${script}`,
          `npm -w packages/app run ${script}`,
        ]);
      if (tool === 'pnpm')
        return p.pick([
          `pnpm ${script}`,
          `pnpm run ${script}`,
          `pnpm -r ${script}`,
          `pnpm --filter ./packages/app ${script}`,
          'pnpm install --frozen-lockfile',
        ]);
      return p.pick([`yarn ${script}`, `yarn run ${script}`, 'yarn install --frozen-lockfile', `yarn workspace app ${script}`]);
    }
    case 2:
      return p.pick([
        `npx vitest run ${p.pick(TEST_FILES)}`,
        `npx vitest run -t "${p.pick(['decides', 'parses', 'renders', 'handles errors'])}"`,
        `npx jest ${p.pick(TEST_FILES)} --coverage=false`,
        `npx tsc --noEmit${p.pick(['', ' -p tsconfig.json', ' --pretty false'])}`,
        `npx eslint ${p.some(DIRS, 3).join(' ')}${p.pick(['', ' --fix', ' --max-warnings=0', ' -f json -o eslint.json'])}`,
        `npx prettier ${p.pick(['--check', '--write', '-l'])} ${p.pick(SRC_FILES)}`,
        `npx playwright test ${p.pick(TEST_FILES)}`,
      ]);
    case 3:
      return p.pick([
        `python -m pytest ${p.pick(TEST_FILES)}${p.pick(['', ' -x', ' -q', ' -k "not slow"', ' --maxfail=1'])}`,
        `pytest -q ${p.pick(['tests', 'tests/unit', 'tests/test_api.py::test_create'])}`,
        `python3 -m mypy ${p.pick(['src', 'app', '.'])}`,
        `ruff check ${p.pick(['.', 'src', 'app'])}${p.pick(['', ' --fix'])}`,
        `python3 scripts/${p.pick(['gen', 'check', 'migrate'])}.py${p.pick(['', ' --dry-run', ' -v'])}`,
        `pip install ${p.pick(['-r requirements.txt', '-e .', 'pytest==8.2.0', '--upgrade pip'])}`,
      ]);
    case 4:
      return p.pick([
        `go test ${p.pick(['./...', './pkg/...', './cmd/server'])}${p.pick(['', ' -race', ' -run TestHandler', ' -count=1 -v'])}`,
        `go build ${p.pick(['./...', '-o bin/app ./cmd/server'])}`,
        `go vet ${p.pick(['./...', './pkg/api'])}`,
        `cargo ${p.pick(['build', 'test', 'check', 'clippy', 'fmt --check', 'doc --no-deps'])}${p.pick(['', ' --release', ' --workspace', ' -p core', ' --all-features'])}`,
        `make ${p.pick(['', 'test', 'build', 'lint', 'clean', '-j4', 'check'])}`.trimEnd(),
      ]);
    case 5:
      return p.pick([
        `cat ${p.pick(SRC_FILES)}`,
        `head -n ${p.int(5, 100)} ${p.pick(SRC_FILES)}`,
        `tail -n ${p.int(5, 200)} ${p.pick(OUT_FILES)}`,
        `wc -l ${p.some(SRC_FILES, 3).join(' ')}`,
        `ls ${p.pick(['', '-la ', '-1 ', '-R '])}${p.pick(DIRS)}`,
        `stat ${p.pick(SRC_FILES)}`,
        `file ${p.pick(SRC_FILES)}`,
      ]);
    case 6:
      return p.pick([
        `grep -rn "${p.pick(PATTERNS)}" ${p.pick(DIRS)}`,
        `grep -rl '${p.pick(PATTERNS)}' ${p.pick(DIRS)} --include='*.${p.pick(['ts', 'py', 'go', 'rs', 'js'])}'`,
        `grep -c "${p.pick(PATTERNS)}" ${p.pick(SRC_FILES)}`,
        `rg -n '${p.pick(PATTERNS)}' ${p.pick(DIRS)}`,
        `rg --type ${p.pick(['ts', 'py', 'go'])} -l "${p.pick(PATTERNS)}"`,
      ]);
    case 7:
      return p.pick([
        `sed -n '${p.int(1, 50)},${p.int(51, 200)}p' ${p.pick(SRC_FILES)}`,
        `sed -i 's/${p.pick(['foo', 'oldName', 'var ', 'http:'])}/${p.pick(['bar', 'newName', 'let ', 'https:'])}/g' ${p.pick(SRC_FILES)}`,
        `awk '{ print $${p.int(1, 4)} }' ${p.pick(OUT_FILES)}`,
        `awk -F, 'NR > 1 { sum += $${p.int(1, 5)} } END { print sum }' data.csv`,
        `cut -d: -f${p.int(1, 4)} ${p.pick(OUT_FILES)}`,
        `sort -u ${p.pick(OUT_FILES)}`,
        `jq '${p.pick(['.version', '.scripts | keys', '.dependencies', '.[] | .name', '.total.lines.pct'])}' ${p.pick(['package.json', 'coverage/coverage-summary.json', 'out/report.json'])}`,
      ]);
    case 8:
      return p.pick([
        `find ${p.pick(['.', ...DIRS])} -name '*.${p.pick(['ts', 'js', 'py', 'log', 'tmp', 'orig'])}'${p.pick(['', ' -type f', ' -not -path "*/node_modules/*"', ' -mtime -1'])}`,
        `find ${p.pick(DIRS)} -type f -name '*.${p.pick(['ts', 'py'])}' -exec ${p.pick(['wc -l', 'grep -l TODO', 'npx prettier --check'])} {} +`,
        `find ${p.pick(DIRS)} -name '*.${p.pick(['tmp', 'orig', 'log'])}' -delete`,
      ]);
    case 9:
      return p.pick([
        `mkdir -p ${p.pick(DIRS)}/${p.pick(['generated', 'tmp', 'reports', '__snapshots__'])}`,
        `touch ${p.pick(SRC_FILES)}`,
        `cp ${p.pick(SRC_FILES)} ${p.pick(DIRS)}/`,
        `cp -r ${p.pick(DIRS)} ${p.pick(['/tmp/backup', 'build/copy', '../out'])}`,
        `mv ${p.pick(SRC_FILES)} ${p.pick(SRC_FILES)}.bak`,
        `rm -rf ${p.some(['dist', 'build', 'coverage', 'node_modules/.cache', '.turbo', 'tmp'], 3).join(' ')}`,
        `rm -f ${p.pick(OUT_FILES)}`,
        `chmod +x scripts/${p.pick(['build', 'test', 'release', 'setup'])}.sh`,
        `ln -s ${p.pick(DIRS)} ${p.pick(['current', 'latest', 'link'])}`,
      ]);
    case 10:
      return p.pick([
        `echo "${p.pick(['done', 'building', 'tests passed', 'step $STEP'])}"`,
        `echo '${p.pick(['{"ok":true}', 'hello', '$NOT_EXPANDED'])}'`,
        `printf '%s\\n' "${p.pick(['$VERSION', 'release', '$GITHUB_SHA'])}"`,
        'pwd',
        `date ${p.pick(['', '-u', '+%s'])}`.trimEnd(),
        `sleep ${p.int(1, 30)}`,
        `test -f ${p.pick(SRC_FILES)}`,
        `[ -d ${p.pick(DIRS)} ]`,
      ]);
    case 11:
      return p.pick([
        `docker build -t ${p.pick(['app', 'acme/api', 'ci-image'])}:${p.pick(['latest', 'ci', 'test', '$GITHUB_SHA'])} ${p.pick(['.', '-f Dockerfile.ci .', '--no-cache .'])}`,
        `docker run --rm ${p.pick(['', '-v "$PWD":/w -w /w ', '-e CI=1 ', '--network host '])}${p.pick(IMAGES)} ${p.pick(['npm test', 'pytest', 'go test ./...', 'sh -c "make test"', 'true'])}`,
        `docker compose ${p.pick(['up -d', 'down', 'ps', 'logs --tail 50', 'run --rm app npm test', 'build'])}`,
        `docker ${p.pick(['ps', 'images', 'pull ' + p.pick(IMAGES), 'logs app', 'stop app', 'push acme/api:ci'])}`,
      ]);
    case 12:
      return p.pick([
        `kubectl get ${p.pick(['pods', 'deploy', 'svc', 'events', 'nodes', 'ingress'])} -n ${p.pick(NAMESPACES)}${p.pick(['', ' -o wide', ' -o json', ' --watch=false'])}`,
        `kubectl describe ${p.pick(['pod', 'deploy'])} ${p.pick(['api', 'web', 'worker'])} -n ${p.pick(NAMESPACES)}`,
        `kubectl logs ${p.pick(['deploy/api', 'deploy/web', 'job/migrate'])} -n ${p.pick(NAMESPACES)} --tail=${p.int(50, 500)}`,
        `kubectl ${p.pick(['apply', 'delete'])} -f k8s/${p.pick(['api', 'web', 'config'])}.yaml`,
        `kubectl rollout ${p.pick(['status', 'restart', 'undo'])} deploy/${p.pick(['api', 'web'])} -n ${p.pick(NAMESPACES)}`,
        `helm ${p.pick(['list', 'status api', 'template charts/api', 'upgrade --install api charts/api'])}${p.pick(['', ` -n ${p.pick(NAMESPACES)}`])}`,
      ]);
    case 13:
      return p.pick([
        `gh pr ${p.pick(['view', 'diff', 'checks', 'comment', 'merge', 'close'])} ${p.int(1, 500)}${p.pick(['', ' --json title,files', ' --body "LGTM"', ' --squash'])}`,
        `gh pr list --state ${p.pick(['open', 'closed', 'merged'])} --limit ${p.int(5, 50)}`,
        `gh issue ${p.pick(['view', 'comment', 'close', 'edit'])} ${p.int(1, 900)}${p.pick(['', ' --add-label bug', ' --body "fixed"'])}`,
        `gh run ${p.pick(['list', 'view ' + p.int(1000, 9999), 'rerun ' + p.int(1000, 9999)])}`,
        `gh api repos/acme/app/${p.pick(['pulls', 'issues', 'actions/runs', 'commits/HEAD/check-runs'])}${p.pick(['', " --jq '.[].number'", ' --paginate'])}`,
      ]);
    case 14:
      return p.pick([
        `curl -fsSL ${p.pick(['https://example.com/health', 'http://localhost:3000/api/status', 'https://api.github.com/repos/acme/app'])}`,
        `curl -s -o ${p.pick(OUT_FILES)} ${p.pick(['https://example.com/data.json', 'https://registry.npmjs.org/leash'])}`,
        `curl -X ${p.pick(['POST', 'PUT'])} -H 'Content-Type: application/json' -d '{"status":"${p.pick(['ok', 'failed'])}"}' http://localhost:${p.int(3000, 9000)}/hook`,
        `wget -q ${p.pick(['https://example.com/tool.tgz', 'https://example.com/fixture.zip'])}`,
      ]);
    case 15:
      return p.pick([
        `node ${p.pick(['scripts/build.mjs', 'dist/cli.js --help', 'index.js', '--test test/', 'scripts/gen.js --out src/generated'])}`,
        `node -e "${p.pick(['console.log(1)', 'console.log(process.version)', "require('./dist')"])}"`,
        `tsx ${p.pick(['scripts/check.ts', 'src/cli/bin.ts --version', 'bench/run.ts'])}`,
        `deno ${p.pick(['test', 'lint', 'fmt --check'])}`,
        `bun ${p.pick(['test', 'run build', 'install'])}`,
      ]);
    case 16:
      return p.pick([
        `tar -czf ${p.pick(['dist.tgz', 'build.tar.gz', '/tmp/artifact.tgz'])} ${p.pick(DIRS)}`,
        `tar -xzf ${p.pick(['artifact.tgz', 'release.tar.gz'])}${p.pick(['', ' -C out'])}`,
        `zip -r ${p.pick(['site.zip', 'coverage.zip'])} ${p.pick(DIRS)}`,
        `unzip -o ${p.pick(['coverage.zip', 'fixtures.zip'])}${p.pick(['', ' -d tmp'])}`,
        `sha256sum ${p.pick(['dist.tgz', 'build.tar.gz', 'bin/app'])}`,
      ]);
    case 17:
      return p.pick([
        `which ${p.pick(['node', 'npm', 'python3', 'go', 'cargo', 'docker'])}`,
        `command -v ${p.pick(['jq', 'yq', 'gh', 'kubectl'])}`,
        `${p.pick(['node', 'npm', 'python3', 'go', 'cargo', 'docker', 'kubectl', 'terraform'])} --version`,
        `uname -${p.pick(['a', 'm', 's'])}`,
        p.pick(['whoami', 'id -u', 'nproc', 'df -h .', 'free -m', 'env | sort', 'ps aux']),
      ]);
    case 18:
      return p.pick([
        `terraform ${p.pick(['init -input=false', 'plan', 'validate', 'fmt -check', 'apply -auto-approve'])}`,
        `aws s3 ${p.pick(['ls', 'cp dist/ s3://acme-site/ --recursive', 'sync build s3://acme-build'])}`,
        `ssh ${p.pick(['deploy@example.com', 'bastion'])} ${p.pick(['uptime', "'systemctl status app'", 'ls /srv'])}`,
        `rsync -a${p.pick(['', 'v', 'z'])} ${p.pick(DIRS)}/ ${p.pick(['backup/', 'deploy@example.com:/srv/app'])}`,
      ]);
    case 19:
      return p.pick([
        `export ${p.pick(['NODE_ENV=test', 'CI=true', 'FORCE_COLOR=0', 'TZ=UTC', 'PATH="$HOME/.local/bin:$PATH"'])}`,
        `unset ${p.pick(['NODE_OPTIONS', 'DEBUG', 'HTTP_PROXY'])}`,
        `set -${p.pick(['e', 'eu', 'euo pipefail', 'x'])}`,
        `ulimit -n ${p.pick(['4096', '65535'])}`,
      ]);
    case 20:
      return p.pick([
        `ruby -v`,
        `bundle exec ${p.pick(['rspec', 'rubocop', 'rake test'])}`,
        `mvn -B ${p.pick(['test', 'verify', 'package -DskipTests'])}`,
        `./gradlew ${p.pick(['test', 'build', 'check'])} --no-daemon`,
        `dotnet ${p.pick(['test', 'build', 'restore'])}`,
      ]);
    default:
      return p.pick([
        `perl -ne 'print if /${p.pick(PATTERNS)}/' ${p.pick(SRC_FILES)}`,
        `python3 -c "import json; print(json.load(open('${p.pick(['package.json', 'out/report.json'])}'))['${p.pick(['name', 'version', 'total'])}'])"`,
        `diff -u ${p.pick(SRC_FILES)} ${p.pick(SRC_FILES)}`,
        `tee ${p.pick(OUT_FILES)} < ${p.pick(OUT_FILES)}`,
        `xxd ${p.pick(['bin/app', 'dist.tgz'])} | head`,
      ]);
  }
}

/** Wraps or combines commands the ways CI scripts do. */
function compose(p: Picker, depth = 0): string {
  const base = () => (depth < 2 && p.chance(0.2) ? compose(p, depth + 1) : simpleCommand(p));
  const shape = p.int(0, 24);
  switch (shape) {
    case 0:
    case 1:
    case 2:
    case 3:
      return simpleCommand(p);
    case 4:
      return `${simpleCommand(p)} && ${simpleCommand(p)}`;
    case 5:
      return `${simpleCommand(p)} || ${simpleCommand(p)}`;
    case 6:
      return `${simpleCommand(p)}; ${simpleCommand(p)}`;
    case 7:
      return `${simpleCommand(p)} | ${p.pick(['head', 'head -n 20', 'tail -n 50', 'grep -v node_modules', 'sort', 'sort | uniq -c', 'wc -l', 'jq .', 'tee ' + p.pick(OUT_FILES), 'cat', 'less'])}`;
    case 8:
      return `${simpleCommand(p)} ${p.pick(['>', '>>', '2>', '&>'])} ${p.pick(OUT_FILES)}`;
    case 9:
      return `${simpleCommand(p)} ${p.pick(['2>&1', '> /dev/null 2>&1', '2>/dev/null', '2>&1 | tee ' + p.pick(OUT_FILES)])}`;
    case 10:
      return `cd ${p.pick(DIRS)} && ${base()}`;
    case 11:
      return `${p.pick(['timeout ' + p.pick(['60', '300', '5m', '-k 5 120']), 'env CI=1', 'env -i PATH=/usr/bin', 'nice -n 10', 'nohup', 'time', 'stdbuf -oL', 'sudo', 'sudo -u runner', 'command', 'exec'])} ${simpleCommand(p)}`;
    case 12:
      return `${p.pick(['NODE_ENV=test', 'CI=true', 'DEBUG=1', 'FORCE_COLOR=0 TZ=UTC', 'RUST_BACKTRACE=1', 'GOFLAGS=-mod=mod', 'NODE_OPTIONS=--enable-source-maps', 'PATH=./bin:$PATH'])} ${simpleCommand(p)}`;
    case 13:
      return `${p.pick(['git ls-files', 'git diff --name-only', 'find src -name "*.ts"', 'ls *.json'])} | xargs ${p.pick(['', '-r ', '-0 ', '-n 1 ', '-I{} '])}${p.pick(['npx prettier --check', 'wc -l', 'grep -l TODO', 'rm -f', 'echo'])}`;
    case 14:
      return `for ${p.pick(['f', 'file', 'pkg', 'dir'])} in ${p.pick(['src/*.ts', 'packages/*', '$(git diff --name-only)', 'a b c', '"$@"', '*.json'])}; do ${simpleCommand(p)}; done`;
    case 15:
      return `if ${p.pick(['[ -f package-lock.json ]', 'test -d node_modules', 'git diff --quiet', 'npm test', '[[ "$CI" == true ]]', 'command -v pnpm'])}; then ${simpleCommand(p)}; ${p.pick(['', `else ${simpleCommand(p)}; `])}fi`;
    case 16:
      return `(${simpleCommand(p)} && ${simpleCommand(p)})`;
    case 17:
      return `{ ${simpleCommand(p)}; ${simpleCommand(p)}; } ${p.pick(['> ' + p.pick(OUT_FILES), '2>&1 | tee ' + p.pick(OUT_FILES), '|| true'])}`;
    case 18:
      return p.pick([
        `${p.pick(['VERSION', 'SHA', 'BRANCH', 'FILES'])}=$(${simpleCommand(p)})`,
        `echo "${p.pick(['version', 'sha', 'count'])}: $(${simpleCommand(p)})"`,
        `${simpleCommand(p)} "$(${p.pick(['git rev-parse HEAD', 'cat .nvmrc', 'date +%s'])})"`,
        `diff <(${simpleCommand(p)}) <(${simpleCommand(p)})`,
        `echo "\`${p.pick(['git rev-parse --short HEAD', 'date', 'whoami'])}\`"`,
      ]);
    case 19:
      return p.pick([
        `cat > ${p.pick(OUT_FILES)} <<'EOF'\n${p.pick(['line one', '{"ok": true}', 'name: ci\non: push'])}\nEOF`,
        `cat <<EOF > ${p.pick(OUT_FILES)}\nversion=${p.pick(['$VERSION', '1.2.3', '$(git describe)'])}\nEOF`,
        `${p.pick(['python3 -', 'bash', 'sh -s', 'node'])} <<'EOF'\n${p.pick(['print(1)', 'npm test', 'console.log(1)', 'set -e\nmake'])}\nEOF`,
        `kubectl apply -f - <<EOF\napiVersion: v1\nkind: Namespace\nmetadata:\n  name: ${p.pick(NAMESPACES)}\nEOF`,
      ]);
    case 20: {
      const quote = p.pick(["'", '"']);
      return `${p.pick(['sh', 'bash'])} -c ${quote}${simpleCommand(p).replace(/['"`$\\]/g, '')}${p.pick([' && echo ok', ''])}${quote}`;
    }
    case 21:
      return `${simpleCommand(p)} \\\n  ${p.pick(['--verbose', '--ci', '-- --coverage', '&& echo done'])}`;
    case 22:
      return `while ${p.pick(['! curl -fs http://localhost:3000', 'kubectl get pods | grep -q Pending', 'read -r line'])}; do ${p.pick(['sleep 2', 'echo "$line"', simpleCommand(p)])}; done`;
    case 23:
      return `${simpleCommand(p)} &\n${simpleCommand(p)}\nwait`;
    default:
      return `${base()} && ${base()} && ${simpleCommand(p)}`;
  }
}

/** The hand-written commands, then generated ones until there are `count` more unique ones. */
export function buildCorpus(handWritten: readonly string[], seed = CORPUS_SEED, count = GENERATED_COUNT): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const command of handWritten) {
    if (seen.has(command)) throw new Error(`hand-written command listed twice: ${JSON.stringify(command)}`);
    seen.add(command);
    out.push(command);
  }
  const p = new Picker(seededRandom(seed));
  let added = 0;
  for (let attempts = 0; added < count; attempts++) {
    if (attempts > count * 50) throw new Error(`only ${added} unique commands after ${attempts} attempts; the templates are too narrow`);
    const command = compose(p);
    if (seen.has(command)) continue;
    seen.add(command);
    out.push(command);
    added++;
  }
  return out;
}

export function corpusText(commands: readonly string[], seed: number, handCount: number): string {
  const header = [
    '# Commands a CI coding agent runs, for bench/decisions.ts and the property tests. Written by bench/corpus/generate.ts: do not edit; edit hand-written.txt or the generator.',
    '# Format: one command per line. `\\n` is a newline, `\\t` a tab, `\\\\` a single backslash; any other backslash is kept as written. Lines starting with `#` are comments.',
    `# ${commands.length} commands: ${handCount} hand-written, ${commands.length - handCount} generated with seed ${seed}.`,
  ];
  return `${[...header, ...commands.map(encodeCorpusLine)].join('\n')}\n`;
}

function main(): void {
  const handWritten = parseCorpus(readFileSync(join(CORPUS_DIR, 'hand-written.txt'), 'utf8'));
  const commands = buildCorpus(handWritten);
  const text = corpusText(commands, CORPUS_SEED, handWritten.length);
  if (process.argv.includes('--check')) {
    const current = readFileSync(CORPUS_FILE, 'utf8');
    if (current !== text) {
      console.error(`${CORPUS_FILE} is not what generate.ts writes; run npx tsx bench/corpus/generate.ts`);
      process.exitCode = 1;
      return;
    }
    console.log(`${CORPUS_FILE} is up to date (${commands.length} commands)`);
    return;
  }
  writeFileSync(CORPUS_FILE, text);
  console.log(`wrote ${commands.length} commands (${handWritten.length} hand-written) to ${CORPUS_FILE}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
