import * as migration_20261122_184914_initial from './20261122_184914_initial';
import * as migration_20261122_220000_content_version from './20261122_220000_content_version';
import * as migration_20261123_090000_content_notify from './20261123_090000_content_notify';
import * as migration_20261123_113159_media_storage_fields from './20261123_113159_media_storage_fields';
import * as migration_20261123_151417_api_keys from './20261123_151417_api_keys';
import * as migration_20261125_043942_mail_queue from './20261125_043942_mail_queue';
import * as migration_20261125_075212_drafts from './20261125_075212_drafts';
import * as migration_20261125_082456_schedules from './20261125_082456_schedules';
import * as migration_20261125_105400_activity_log from './20261125_105400_activity_log';
import * as migration_20261126_182229_localization from './20261126_182229_localization';
import * as migration_20261126_204806_line_ups from './20261126_204806_line_ups';
import * as migration_20261126_233844_alerts from './20261126_233844_alerts';
import * as migration_20261127_002730_schedule_notify from './20261127_002730_schedule_notify';
import * as migration_20261128_023011_users_language from './20261128_023011_users_language';
import * as migration_20261128_083301_texts_by_record from './20261128_083301_texts_by_record';
import * as migration_20261128_110551_list_search from './20261128_110551_list_search';
import * as migration_20261128_140302_event_ticket_facts from './20261128_140302_event_ticket_facts';
import * as migration_20261128_140427_message_states from './20261128_140427_message_states';
import * as migration_20261128_143000_record_changes from './20261128_143000_record_changes';
import * as migration_20261128_182625_gallery_captions from './20261128_182625_gallery_captions';

export const migrations = [
  {
    up: migration_20261122_184914_initial.up,
    down: migration_20261122_184914_initial.down,
    name: '20261122_184914_initial',
  },
  {
    up: migration_20261122_220000_content_version.up,
    down: migration_20261122_220000_content_version.down,
    name: '20261122_220000_content_version',
  },
  {
    up: migration_20261123_090000_content_notify.up,
    down: migration_20261123_090000_content_notify.down,
    name: '20261123_090000_content_notify',
  },
  {
    up: migration_20261123_113159_media_storage_fields.up,
    down: migration_20261123_113159_media_storage_fields.down,
    name: '20261123_113159_media_storage_fields',
  },
  {
    up: migration_20261123_151417_api_keys.up,
    down: migration_20261123_151417_api_keys.down,
    name: '20261123_151417_api_keys',
  },
  {
    up: migration_20261125_043942_mail_queue.up,
    down: migration_20261125_043942_mail_queue.down,
    name: '20261125_043942_mail_queue',
  },
  {
    up: migration_20261125_075212_drafts.up,
    down: migration_20261125_075212_drafts.down,
    name: '20261125_075212_drafts',
  },
  {
    up: migration_20261125_082456_schedules.up,
    down: migration_20261125_082456_schedules.down,
    name: '20261125_082456_schedules',
  },
  {
    up: migration_20261125_105400_activity_log.up,
    down: migration_20261125_105400_activity_log.down,
    name: '20261125_105400_activity_log',
  },
  {
    up: migration_20261126_182229_localization.up,
    down: migration_20261126_182229_localization.down,
    name: '20261126_182229_localization',
  },
  {
    up: migration_20261126_204806_line_ups.up,
    down: migration_20261126_204806_line_ups.down,
    name: '20261126_204806_line_ups',
  },
  {
    up: migration_20261126_233844_alerts.up,
    down: migration_20261126_233844_alerts.down,
    name: '20261126_233844_alerts',
  },
  {
    up: migration_20261127_002730_schedule_notify.up,
    down: migration_20261127_002730_schedule_notify.down,
    name: '20261127_002730_schedule_notify',
  },
  {
    up: migration_20261128_023011_users_language.up,
    down: migration_20261128_023011_users_language.down,
    name: '20261128_023011_users_language',
  },
  {
    up: migration_20261128_083301_texts_by_record.up,
    down: migration_20261128_083301_texts_by_record.down,
    name: '20261128_083301_texts_by_record',
  },
  {
    up: migration_20261128_110551_list_search.up,
    down: migration_20261128_110551_list_search.down,
    name: '20261128_110551_list_search',
  },
  {
    up: migration_20261128_140302_event_ticket_facts.up,
    down: migration_20261128_140302_event_ticket_facts.down,
    name: '20261128_140302_event_ticket_facts',
  },
  {
    up: migration_20261128_140427_message_states.up,
    down: migration_20261128_140427_message_states.down,
    name: '20261128_140427_message_states',
  },
  {
    up: migration_20261128_143000_record_changes.up,
    down: migration_20261128_143000_record_changes.down,
    name: '20261128_143000_record_changes',
  },
  {
    up: migration_20261128_182625_gallery_captions.up,
    down: migration_20261128_182625_gallery_captions.down,
    name: '20261128_182625_gallery_captions',
  },
];
