import type { Bilingual } from '../../http/messages.js';

/** Messages of the workspace areas (folders, projects, documents, recycle bin, logs, messages). */
export const WS_MSG = {
  projectNotFound: { zh: '项目不存在', en: 'The project does not exist' },
  folderNotFound: { zh: '文件夹不存在', en: 'The folder does not exist' },
  sceneNotFound: { zh: '场景不存在', en: 'The scene does not exist' },
  recycleNotFound: { zh: '回收站中没有该记录', en: 'The item is not in the recycle bin' },
  wrongCommand: { zh: '操作命令错误', en: 'wrong command value' },
  saveFailed: { zh: '保存失败', en: 'Save failed' },
  saveConflict: {
    zh: '保存冲突：项目已被他人修改，请刷新后重试',
    en: 'Save conflict: the project was changed by someone else, reload and try again',
  },
  revisionAhead: {
    zh: '保存失败：版本号比服务器上的新',
    en: 'Save failed: the base revision is newer than the server’s',
  },
  importInvalid: { zh: '导入文件不是有效的项目', en: 'The imported file is not a valid project' },
  importHash: {
    zh: '导入文件已损坏（校验值不符）',
    en: 'The imported file is damaged (content hash mismatch)',
  },
  exportTooLarge: { zh: '项目过大，无法导出', en: 'The project is too large to export' },
  unsupportedType: { zh: '不支持的类型', en: 'Unsupported type' },
} as const satisfies Record<string, Bilingual>;

/** The message with the technical reason appended (save and import answers). */
export function withReason(text: Bilingual, reason: string): Bilingual {
  return { zh: `${text.zh}：${reason}`, en: `${text.en}: ${reason}` };
}
