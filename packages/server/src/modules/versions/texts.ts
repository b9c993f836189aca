import type { Bilingual } from '../../http/messages.js';

/** Messages of the versions area. */
export const VERSION_MSG = {
  versionNotFound: { zh: '版本不存在', en: 'The version does not exist' },
  restoreConflict: {
    zh: '恢复失败：项目正被他人频繁修改，请稍后重试（未做任何修改）',
    en: 'Restore failed: others keep changing the project; try again shortly (nothing changed)',
  },
  saved: { zh: '版本已保存', en: 'Version saved' },
  restored: { zh: '版本已恢复', en: 'Version restored' },
} as const satisfies Record<string, Bilingual>;
