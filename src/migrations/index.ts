import * as migration_20261122_184914_initial from './20261122_184914_initial';
import * as migration_20261122_220000_content_version from './20261122_220000_content_version';

export const migrations = [
  {
    up: migration_20261122_184914_initial.up,
    down: migration_20261122_184914_initial.down,
    name: '20261122_184914_initial'
  },
  {
    up: migration_20261122_220000_content_version.up,
    down: migration_20261122_220000_content_version.down,
    name: '20261122_220000_content_version'
  },
];
