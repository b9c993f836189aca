import i18n from '../../app/i18n';

const zh = {
  noMessenger:
    '本服务器未配置邮件和短信服务，验证码无法发出。请联系本系统的管理员：由其在「用户管理」中为你创建账号，或在那里查看发给你的验证码。',
  noEmail: '本服务器未配置邮件服务，发往邮箱的验证码无法送达；请改用手机号，或联系本系统的管理员。',
  noSms: '本服务器未配置短信服务，发往手机的验证码无法送达；请改用邮箱，或联系本系统的管理员。',
  inviteExisting: '邀请已有账号',
  createAccount: '创建新账号',
  createHint: '账号将以初始密码创建并加入本团队，对方首次登录时须修改密码。请把账号和初始密码告知对方。',
  created: '账号已创建：请把账号和初始密码告知对方，首次登录时须修改密码',
  accountRequired: '请填写账号',
  passwordRequired: '请填写初始密码',
  superHidden: '超级管理员不在此列表中显示。',
  emptyMembers: '除超级管理员外暂无成员（超级管理员不在此列出）',
  pending: '待处理',
  pendingInvites: '等待对方接受的邀请',
  noPendingInvites: '没有等待中的邀请',
  invitedAt: '邀请时间',
  outbox: '未能发出的验证码与通知',
  outboxHint: '服务器未配置邮件/短信服务时，验证码留在这里（10 分钟内有效）：请通过其他方式转告对方。',
  outboxEmpty: '没有待转告的验证码',
  target: '发往',
  content: '内容',
  time: '时间',
  mustChange: '请先设置你自己的密码',
  mustChangeHint: '你的账号由管理员创建，首次登录须把初始密码换成只有你知道的密码。',
};
const en: typeof zh = {
  noMessenger:
    'This server has no e-mail or SMS service configured, so codes cannot be sent. Ask the administrator of this system: they can create your account under "Users", or read the code meant for you there.',
  noEmail:
    'This server has no e-mail service configured, so codes to e-mail addresses cannot be delivered; use a phone number or ask the administrator of this system.',
  noSms:
    'This server has no SMS service configured, so codes to phones cannot be delivered; use an e-mail address or ask the administrator of this system.',
  inviteExisting: 'Invite an existing account',
  createAccount: 'Create a new account',
  createHint:
    'The account is created with the initial password and joins this group; they must change the password at first sign-in. Tell them the account and the initial password.',
  created: 'Account created: tell them the account and the initial password; they change it at first sign-in',
  accountRequired: 'Please enter the account',
  passwordRequired: 'Please enter an initial password',
  superHidden: 'Super administrators are not listed here.',
  emptyMembers: 'No members besides the super administrators (who are not listed here)',
  pending: 'Pending',
  pendingInvites: 'Invitations waiting for an answer',
  noPendingInvites: 'No invitations are waiting',
  invitedAt: 'Invited',
  outbox: 'Codes and notices that could not be sent',
  outboxHint:
    'Without an e-mail/SMS service the server keeps codes here (valid for 10 minutes): pass them on another way.',
  outboxEmpty: 'No codes to pass on',
  target: 'To',
  content: 'Content',
  time: 'Time',
  mustChange: 'Set your own password first',
  mustChangeHint:
    'An administrator created your account: replace the initial password with one only you know before going on.',
};

i18n.addResourceBundle('zh-CN', 'translation', { firstUse: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { firstUse: en }, true, true);
