// The version the package says, for the events the Action writes.
import packageJson from '../../package.json' with { type: 'json' };

export const LEASH_VERSION: string = packageJson.version;
