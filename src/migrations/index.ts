import * as migration_20261122_184914_initial from './20261122_184914_initial';

export const migrations = [
  {
    up: migration_20261122_184914_initial.up,
    down: migration_20261122_184914_initial.down,
    name: '20261122_184914_initial'
  },
];
