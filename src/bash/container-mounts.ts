// The host paths a container run binds into the container: `-v SRC:DST[:OPTS]` and
// `--mount type=bind,source=SRC,target=DST[,readonly]` (docker, podman, compose). A named or
// anonymous volume binds no host path. What the container may do there is what the mount allows:
// read and write, or only read with `ro`.

/** A host path is one that starts as a path does; anything else before the colon names a volume. */
function isHostPath(source: string): boolean {
  return source.startsWith('/') || source.startsWith('.') || source.startsWith('~');
}

/**
 * The host path `-v` binds: undefined when it binds none (a volume), null when that is not known
 * (`-v "$SRC":/x`). `known` says whether `text` is the whole value or only its static start.
 */
export function bindSource(text: string, known: boolean): string | null | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return known ? undefined : null;
  const source = text.slice(0, colon);
  if (!isHostPath(source)) return source === '' ? null : undefined;
  return known ? source : null;
}

/** The host path `--mount` binds, in the same terms. */
export function mountSource(text: string, known: boolean): string | null | undefined {
  const fields = text.split(',');
  const type = fields.find((field) => field.startsWith('type='))?.slice(5);
  if (type !== undefined && type !== 'bind') return undefined;
  if (!known) return null;
  // With no type, a mount is a volume.
  if (type === undefined) return undefined;
  const source = fields.find((field) => field.startsWith('source=') || field.startsWith('src='));
  return source === undefined ? undefined : source.slice(source.indexOf('=') + 1);
}

/** The mount only reads: `-v a:b:ro`, `--mount …,readonly`. */
export function readOnlyMount(form: 'bind' | 'mount', text: string): boolean {
  if (form === 'bind') {
    const options = text.split(':')[2];
    return options !== undefined && options.split(',').some((option) => option === 'ro' || option === 'readonly');
  }
  return text.split(',').some((field) => /^(?:ro|readonly)(?:=(?:true|1))?$/.test(field));
}
