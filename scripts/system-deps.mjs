// What the test suite needs from the system, checked before `npm test` runs (npm's pretest).
// Missing ones are installed from Debian's packages when this process may (root with apt-get,
// as on CI and these machines); otherwise it stops at once with the one command that does.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

// [command on PATH, Debian package, what needs it]
export const SYSTEM_DEPENDENCIES = [
  ['chromium', 'chromium', 'the HTML report browser tests'],
  ['bwrap', 'bubblewrap', 'the OS sandbox tests'],
  ['socat', 'socat', 'the OS sandbox network tests'],
  ['rg', 'ripgrep', 'the OS sandbox, whose library finds the files to protect with it'],
  ['lowntfs-3g', 'ntfs-3g', 'the path folding tests on a case-insensitive NTFS image'],
  ['mkfs.vfat', 'dosfstools', 'the path folding tests on a FAT image'],
  ['fusefat', 'fusefat', 'the path folding tests on a FAT image'],
];

function onPath(command, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

export function missingDependencies(env = process.env) {
  if (process.platform !== 'linux') return [];
  return SYSTEM_DEPENDENCIES.filter(([command]) => !onPath(command, env));
}

function main() {
  const missing = missingDependencies();
  if (missing.length === 0) return 0;
  const packages = missing.map(([, pkg]) => pkg);
  const why = missing.map(([, pkg, what]) => `${pkg} (${what})`).join(', ');
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  const mayInstall = process.getuid?.() === 0 && onPath('apt-get') && process.env.LEASH_NO_SYSTEM_INSTALL !== '1';
  if (!mayInstall) {
    console.error(`npm test needs ${why}. Install them with: sudo sh -c '${command}'`);
    return 1;
  }
  console.error(`npm test: installing ${why} from Debian's packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (run.status !== 0) {
      console.error(`npm test: apt-get ${args.join(' ')} failed; install them with: ${command}`);
      return 1;
    }
  }
  const still = missingDependencies();
  if (still.length > 0) {
    console.error(`npm test: still missing after apt-get: ${still.map(([c]) => c).join(', ')}`);
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
