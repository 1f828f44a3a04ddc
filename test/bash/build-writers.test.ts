// Build tools, archivers, installers and downloaders that write files: under a policy allowing
// every command, their writes into .git meet the built-in `.git/**` deny (a hook or config
// written there runs code at the next git command), and their ordinary uses stay allowed.
import { beforeAll, describe, expect, it } from 'vitest';
import { decomposeBash, type BashParser, type PathScope } from '../../src/bash/index.js';
import { emptyFileSystem } from '../../src/paths/resolve.js';
import { decideBashCommand, type Policy } from '../../src/policy/index.js';
import { bashParser, HOME, policyFrom, WS } from '../helpers/policy.js';

let parser: BashParser;
/** Every command allowed; writes anywhere in the workspace but where the built-in layer denies. */
let everything: Policy;
/** Writes only to build/ and src/; reads anything but secrets. */
let narrow: Policy;

beforeAll(async () => {
  parser = await bashParser();
  everything = await policyFrom({ version: 1, tools: { bash: { allow: ['*'] } } });
  narrow = await policyFrom({
    version: 1,
    default: 'prompt',
    tools: { bash: { allow: ['*'] }, write: { allow: ['build/**', 'src/**'] }, read: { deny: ['.env*'] } },
  });
});

/** `read a`, `write b/` (a folder walked as a whole), `write c/~` (walked in part), sorted. */
function scopes(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem })
    .scopes.filter((scope): scope is PathScope => scope.kind !== 'command')
    .map((scope) => `${scope.kind} ${scope.written}${scope.recursive && !scope.written.endsWith('/') ? '/' : ''}${scope.partial ? '~' : ''}`)
    .sort();
}

function reasons(command: string): string[] {
  return decomposeBash(parser, command, { workspace: WS, home: HOME, fs: emptyFileSystem }).reasons.map((reason) => reason.message);
}

/** The write scopes a decision denies. */
function deniedWrites(command: string, policy: Policy = everything): string[] {
  return decideBashCommand(policy, parser, command)
    .scopes.filter((scope) => scope.kind === 'write' && scope.decision === 'deny')
    .map((scope) => scope.text);
}

describe('writes into .git are denied whatever allows the command', () => {
  it.each([
    ['gcc -o .git/hooks/pre-commit x.c', '.git/hooks/pre-commit'],
    ['cc -o .git/hooks/pre-commit x.c', '.git/hooks/pre-commit'],
    ['g++ -o.git/hooks/pre-commit x.cc', '.git/hooks/pre-commit'],
    ['c++ --output .git/hooks/pre-commit x.cc', '.git/hooks/pre-commit'],
    ['clang -o .git/hooks/pre-commit x.c', '.git/hooks/pre-commit'],
    ['clang++ -o .git/hooks/pre-commit x.cc', '.git/hooks/pre-commit'],
    ['clang -working-directory .git/hooks -o pre-commit x.c', '.git/hooks/pre-commit'],
    ['cd .git/hooks && gcc x.c', '.git/hooks'],
    ['go build -o .git/hooks/pre-commit ./cmd/x', '.git/hooks/pre-commit'],
    ['go build --o=.git/hooks/pre-commit ./cmd/x', '.git/hooks/pre-commit'],
    ['go build -C .git/hooks -o pre-commit .', '.git/hooks/pre-commit'],
    ['go test -c -o .git/hooks/pre-commit ./pkg', '.git/hooks/pre-commit'],
    ['go test -coverprofile=.git/hooks/pre-commit ./...', '.git/hooks/pre-commit'],
    ['rustc -o .git/hooks/pre-commit x.rs', '.git/hooks/pre-commit'],
    ['cargo build --target-dir .git', '.git/'],
    ['cargo --target-dir .git build', '.git/'],
    ['cargo b --release --target-dir=.git/t', '.git/t/'],
    ['cargo install --root .git ripgrep', '.git/'],
    ['tsc --outDir .git', '.git/'],
    ['tsc --outdir .git', '.git/'],
    ['tsc -outFile .git/hooks/pre-commit x.ts', '.git/hooks/pre-commit'],
    ['tsc --declarationDir .git', '.git/'],
    ['tsc --tsBuildInfoFile .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['esbuild x.ts --outfile=.git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['esbuild x.ts --outdir=.git/hooks', '.git/hooks/'],
    ['webpack -o .git/hooks', '.git/hooks/'],
    ['webpack --output-path .git/hooks', '.git/hooks/'],
    ['webpack build --output-path=.git/hooks', '.git/hooks/'],
    ['vite build --outDir .git', '.git/'],
    ['vite build --out-dir .git', '.git/'],
    ['rollup x.js -o .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['rollup x.js --file .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['rollup x.js -d .git/hooks', '.git/hooks/'],
    ['rollup x.js --dir=.git/hooks', '.git/hooks/'],
    ['javac -d .git/hooks X.java', '.git/hooks/'],
    ['pip install -t .git x', '.git/'],
    ['pip install --target .git x', '.git/'],
    ['pip install --tar .git x', '.git/'],
    ['pip install --prefix .git x', '.git/'],
    ['pip install --root .git x', '.git/'],
    ['pip install --src .git -e git+https://example.com/x.git#egg=x', '.git/'],
    ['pip --log .git/hooks/pre-commit install x', '.git/hooks/pre-commit'],
    ['pip download -d .git x', '.git/'],
    ['python3 -m pip install -t .git x', '.git/'],
    ['npm install --prefix .git', '.git/node_modules/'],
    ['npm i --prefix=.git x', '.git/node_modules/'],
    ['npm --prefix .git ci', '.git/node_modules/'],
    ['npm pack --pack-destination .git/hooks', '.git/hooks'],
    ['python3 -m venv .git/v', '.git/v/'],
    ['virtualenv .git/v', '.git/v/'],
    ['uv venv .git/v', '.git/v/'],
    ['uv --directory .git venv', '.git/.venv/'],
    ['cmake -B .git/b', '.git/b/'],
    ['cmake -S . -B.git/b', '.git/b/'],
    ['cmake --install build --prefix .git', '.git/'],
    ['cmake -E copy x .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['meson setup .git/b', '.git/b/'],
    ['7z x a.7z -o.git', '.git/'],
    ['7za e a.7z -o.git/hooks', '.git/hooks/'],
    ['bsdtar -xf a.tar -C .git', '.git/'],
    ['unrar x a.rar .git/', '.git/'],
    ['cd .git && ar x a.ar', '.git'],
    ['setfacl -m u:me:rwx .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['docker cp c:/x .git/hooks/pre-commit', '.git/hooks/pre-commit/'],
    ['docker container cp c:/x .git/hooks', '.git/hooks/'],
    ['docker build -o .git/hooks .', '.git/hooks/'],
    ['docker buildx build --output type=local,dest=.git .', '.git/'],
    ['kubectl cp p:/x .git/hooks/pre-commit', '.git/hooks/pre-commit/'],
    ['kubectl cp -n prod prod/p:/x .git/hooks', '.git/hooks/'],
    ['aws s3 cp s3://b/x .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['aws --region eu-west-1 s3 cp --recursive s3://b/x .git', '.git/'],
    ['aws s3 sync s3://b/x .git/hooks', '.git/hooks/'],
    ['gsutil cp gs://b/x .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['gsutil -m rsync -r gs://b/x .git', '.git/'],
    ['convert x.png .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['convert x.png png:.git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['magick x.png .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['ffmpeg -i x .git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['ffmpeg -i x -c:v copy file:.git/hooks/pre-commit', '.git/hooks/pre-commit'],
    ['pandoc -o .git/hooks/pre-commit x.md', '.git/hooks/pre-commit'],
    ['gh run download 1 -D .git/hooks', '.git/hooks/'],
    ['gh release download v1 -D .git/hooks', '.git/hooks'],
    ['gh release download v1 -O .git/hooks/pre-commit', '.git/hooks/pre-commit'],
  ])('%s', (command, written) => {
    const decision = decideBashCommand(everything, parser, command);
    expect(decision.decision, JSON.stringify(decision.scopes)).toBe('deny');
    expect(deniedWrites(command)).toContain(written);
  });
});

describe('ordinary uses stay allowed', () => {
  it.each([
    'go build ./...',
    'go test ./... -run TestX -count 1',
    'go vet ./...',
    'gcc -o app main.c',
    'gcc -c -O2 -Wall -Iinclude src/a.c -o build/a.o',
    'cc -shared -fPIC -Wl,-soname,libx.so.1 -o libx.so x.c',
    'rustc --edition 2021 -O src/main.rs -o app',
    'cargo build --release',
    'cargo test --workspace -- --nocapture',
    'tsc -p .',
    'tsc --noEmit',
    'npx tsc -p tsconfig.build.json',
    'esbuild src/app.ts --bundle --outfile=dist/app.js',
    'vite build',
    'webpack --mode production',
    'rollup -c',
    'javac -d build/classes src/A.java',
    'pip install -r requirements.txt',
    'pip install -e .',
    'python3 -m pip install --upgrade pip',
    'python3 -m venv .venv',
    'npm install',
    'npm ci',
    'npm run build',
    'cmake -S . -B build && cmake --build build -j 4',
    'meson setup build && meson compile -C build',
    'tar -czf dist.tgz dist',
    'docker build -t app:1 .',
    'docker cp web:/var/log/app.log logs/',
    'aws s3 cp dist s3://b/site --recursive',
    'convert in.jpg -resize 50% -quality 85 out.jpg',
    'ffmpeg -y -i in.mov -c:v libx264 -b:v 2M -vf scale=1280:-2 out.mp4',
    'pandoc -s README.md -o docs/index.html',
    'gh release download v1 -p "*.tgz" -D dist',
  ])('%s', (command) => {
    const decision = decideBashCommand(everything, parser, command);
    expect(decision.decision, JSON.stringify([decision.scopes, decision.reasons])).toBe('allow');
  });
});

describe('the scopes are the files the tool writes, so narrower write rules meet them too', () => {
  it.each([
    ['gcc -o src/app main.c', 'allow'],
    ['gcc -o bin/app main.c', 'prompt'],
    ['go build -o build/app ./cmd/app', 'allow'],
    ['cargo build --target-dir target', 'prompt'],
    ['tsc --outDir build', 'allow'],
    ['tsc --outDir dist', 'prompt'],
    ['pip download -d build/wheels x', 'allow'],
    ['aws s3 cp s3://b/x build/x', 'allow'],
    ['aws s3 cp s3://b/x out/x', 'prompt'],
  ])('%s: %s', (command, expected) => {
    expect(decideBashCommand(narrow, parser, command).decision).toBe(expected);
  });

  it('a remote side of a copy is no local file', () => {
    expect(scopes('docker cp web:/etc/passwd build/passwd')).toEqual(['write build/passwd/~']);
    expect(scopes('kubectl cp ns/pod:/tmp/x build/x')).toEqual(['write build/x/~']);
    expect(scopes('aws s3 cp s3://b/.env build/.env')).toEqual(['write build/.env']);
    expect(scopes('gsutil cp gs://b/x file://build/x')).toEqual(['write build/x']);
    expect(scopes('ffmpeg -i https://example.com/a.m3u8 -f mp3 pipe:1')).toEqual([]);
  });

  it('an upload reads the local side, so read rules meet it', () => {
    expect(decideBashCommand(narrow, parser, 'aws s3 cp .env s3://b/x').decision).toBe('deny');
    expect(decideBashCommand(narrow, parser, 'docker cp .env web:/tmp/x').decision).toBe('deny');
    expect(decideBashCommand(narrow, parser, 'gh release upload v1 .env').decision).toBe('deny');
  });
});

describe('options are read as each tool reads them', () => {
  it.each([
    // A value that is no file stays no file.
    ['gcc -x c -include config.h -MT x.o -MF build/x.d -c x.c -o build/x.o', ['read config.h', 'write build/x.d', 'read x.c', 'write build/x.o']],
    ['gcc -o=x a.c', ['write =x', 'read a.c']],
    ['ffmpeg -i a.mp4 -c:v libx264 -b:a 128k -metadata:s:a:0 language=eng -movflags +faststart b.mp4', ['read a.mp4', 'write b.mp4']],
    ['ffmpeg -i a.mp4 -x265-params log-level=error b.mp4', ['read a.mp4', 'write b.mp4']],
    ['convert a.png -resize 50% -annotate +10+10 Hello -write mid.png b.png', ['read a.png', 'write mid.png', 'write b.png']],
    ['rollup -m main.js -o out.js', ['write out.js']],
    ['rollup -m -o out.js main.js', ['write out.js', 'read main.js']],
    ['webpack --json --mode production', []],
    ['webpack --json stats.json', ['write stats.json']],
    ['cargo build -p app --bin server --target-dir t', ['write t/']],
    ['7z a -mx=9 -x!*.log out.7z dist', ['read out.7z', 'write out.7z', 'read dist/']],
    ['unrar x -o+ -p- a.rar out/', ['read a.rar', 'write out/~']],
    // A tool whose root operand moves what it writes.
    ['vite build web --outDir public', ['write web/public/']],
    ['vite build web', ['write web/dist/']],
  ])('%s', (command, expected) => {
    expect(scopes(command)).toEqual([...expected].sort());
  });
});

describe('what Leash cannot see needs approval', () => {
  it.each([
    ['gcc x.c -Wl,-o,.git/hooks/pre-commit', /passes on arguments that name an output file/],
    ['gcc x.c -Xlinker -o -Xlinker .git/hooks/pre-commit', /passes on arguments that name an output file/],
    ['gcc @args.txt', /holds more arguments/],
    ['javac @sources.txt', /holds more arguments/],
    ['tsc @opts.txt', /holds more arguments/],
    ['7z a out.7z @files.txt', /holds more arguments/],
    ['ffmpeg -i x crypto:.git/hooks/pre-commit', /is not known before it runs/],
    ["ffmpeg -i x -f tee 'a.mkv|.git/hooks/pre-commit'", /is not known before it runs/],
    ['rustc --emit=link=a,obj=b x.rs', /is not known before it runs/],
    ["rename 's/^/.git\\/hooks\\//' pre-commit", /Perl expression/],
    ['echo .git/hooks/pre-commit | setfacl -m u:me:rwx -', /named on standard input/],
    ['setfacl --restore=acl.txt', /named in this file/],
    ['tar -xPf a.tar', /absolute and `\.\.` paths/],
    ['bsdtar -x -P -f a.tar', /absolute and `\.\.` paths/],
    ['pandoc -d defaults.yaml', /defaults file/],
    ['gsutil cp -I gs://b/', /standard input/],
  ])('%s', (command, why) => {
    expect(reasons(command).join('\n')).toMatch(why);
    expect(decideBashCommand(everything, parser, command).decision).not.toBe('allow');
  });

  it('creating an archive with -P needs no approval', () => {
    expect(reasons('tar -cPf a.tar /etc/hosts')).toEqual([]);
  });
});

describe('subcommands an entry does not name keep the no-file-table check', () => {
  it.each([
    'docker compose -f .git/hooks/x.yml up',
    'npm diff --diff .git/hooks',
    'go generate -o .git/hooks/pre-commit',
    'gh pr create -F .git/config',
    'aws s3api put-object --bucket b --key k --body .git/config',
  ])('%s', (command) => {
    const decision = decideBashCommand(everything, parser, command);
    expect(decision.decision).toBe('prompt');
    expect(decision.reasons.join('\n')).toMatch(/no file table/);
  });

  it("the tool's own options still name their files", () => {
    expect(deniedWrites('pip --log .git/x list')).toEqual(['.git/x']);
    expect(scopes('kubectl --kubeconfig ci.yaml get pods')).toEqual(['read ci.yaml']);
  });
});
