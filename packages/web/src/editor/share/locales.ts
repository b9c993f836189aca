import i18n from '../../app/i18n';

// The share dialog's strings, in their own bundle under `share` (the shared locale files stay untouched).
const zhCN = {
  title: '分享',
  button: '分享',
  notPublished: '项目尚未发布分享链接。',
  published: '分享链接已发布',
  password: '访问密码',
  passwordOn: '需要密码',
  passwordPlaceholder: '输入访问密码',
  passwordKeep: '留空则保留原密码',
  passwordRequired: '请输入访问密码',
  expiry: '有效期至',
  expiryNever: '永久有效',
  link: '分享链接',
  copy: '复制链接',
  copied: '已复制',
  qr: '扫码访问',
  publish: '发布分享',
  republish: '生成新链接',
  save: '保存设置',
  revoke: '撤销分享',
  revokeConfirm: '撤销后链接立即失效，确定撤销？',
  revoked: '分享已撤销',
  saved: '已保存',
  hasPassword: '已设置密码',
  noPassword: '无密码',
};

const en: typeof zhCN = {
  title: 'Share',
  button: 'Share',
  notPublished: 'The project has no share link yet.',
  published: 'The share link is published',
  password: 'Password',
  passwordOn: 'Require a password',
  passwordPlaceholder: 'Password for viewers',
  passwordKeep: 'Leave empty to keep the current password',
  passwordRequired: 'Enter a password',
  expiry: 'Valid until',
  expiryNever: 'Never expires',
  link: 'Share link',
  copy: 'Copy link',
  copied: 'Copied',
  qr: 'Scan to open',
  publish: 'Publish',
  republish: 'New link',
  save: 'Save settings',
  revoke: 'Revoke',
  revokeConfirm: 'The link stops working at once. Revoke it?',
  revoked: 'The share was revoked',
  saved: 'Saved',
  hasPassword: 'Password set',
  noPassword: 'No password',
};

i18n.addResourceBundle('zh-CN', 'translation', { share: zhCN }, true, true);
i18n.addResourceBundle('en', 'translation', { share: en }, true, true);
