// The version the package says, for events and --version.
import packageJson from '../../package.json' with { type: 'json' };

export const LEASH_VERSION: string = packageJson.version;
