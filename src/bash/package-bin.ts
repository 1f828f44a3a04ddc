// The program a package runner (`npx`, `pnpm dlx`, `yarn dlx`, `bunx`) most likely starts for a
// package spec. Each of them installs the package the spec names, then runs the bin named after
// it: the one bin a package has, else the one named as the package is without its scope
// (libnpmexec's get-bin-from-manifest.js, pnpm's dlx, yarn's `dlx`, bun's bunx_command.zig). The
// name of a package that has one bin of another name (`@angular/cli` runs `ng`) is not known
// without its manifest: the name after the scope is the likeliest, and it is what a deny rule
// naming the program would name (`npx npm@10 publish` runs `npm publish`).

/** A URL, a git host or a `file:` spec (`github:o/r`, `git+https://…`, `https://…/x.tgz`). */
const PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;

/** What a tarball's file name adds to the package's name: `-1.2.3.tgz`, `.tar.gz`. */
const TARBALL = /(?:-\d[^/]*)?\.(?:tgz|tar\.gz|tar)$/;

/**
 * The bin a package spec most likely runs: `npm@10` → `npm`, `@scope/tool@1` → `tool`,
 * `alias@npm:real@2` → `real`, `github:o/tool#v1` → `tool`. A path (`./x`, `/usr/bin/x`) runs that
 * file, so it stays as written, and so does a spec no name can be read from.
 */
export function packageBin(spec: string): string {
  if (spec === '' || spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('~')) return spec;
  let rest = spec.startsWith('npm:') ? spec.slice(4) : spec;
  // An alias installs the package it names after `npm:` under its own name; npm and pnpm run that
  // package's bin.
  const alias = rest.indexOf('@npm:', 1);
  if (alias > 0) rest = rest.slice(alias + 5);
  if (PROTOCOL.test(rest) || (!rest.startsWith('@') && rest.includes('/'))) return remoteName(rest) || spec;
  const at = rest.indexOf('@', 1);
  const name = at > 0 ? rest.slice(0, at) : rest;
  return name.slice(name.lastIndexOf('/') + 1) || spec;
}

/** A git repository's or a tarball's name, which a package fetched from there is most likely called. */
function remoteName(spec: string): string {
  const path = spec.replace(/#.*$/, '').replace(/\/+$/, '');
  const last = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf(':')) + 1);
  return last.replace(/\.git$/, '').replace(TARBALL, '');
}
