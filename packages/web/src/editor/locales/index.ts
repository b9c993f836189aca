import i18n from '../../app/i18n';
import { editorEn } from './en';
import { editorZhCN } from './zh-CN';

// The editor's strings live in their own bundle (merged into 'translation' under `editor`), so the
// shared locale files stay untouched.
i18n.addResourceBundle('zh-CN', 'translation', { editor: editorZhCN }, true, true);
i18n.addResourceBundle('en', 'translation', { editor: editorEn }, true, true);
