import type { Bilingual } from '../../http/messages.js';

/** Deployment page size (docs/reference.md#limits): the deployment lists show 9 records a page. */
export const DEPLOY_PAGE_SIZE = 9;
/** Version labels of docs/reference.md#workspace, docs/reference.md#limits: the private edition's record, the public edition's label. */
export const PRIVATE_VERSION = { name: 'private', version: 'v3.3.0' } as const;
export const PUBLIC_VERSION_LABEL = 'v3.2.0';
/** A record expiring within this many days is flagged as expiring soon. */
export const EXPIRING_SOON_DAYS = 30;

export const DEPLOY_MSG = {
  notPartner: {
    zh: '当前团队不是私有化部署合作伙伴，无法使用部署管理',
    en: 'This group is not a private-deployment partner, so deployment management is not available',
  },
  versionNotFound: { zh: '版本记录不存在', en: 'The version record does not exist' },
  recordNotFound: { zh: '激活记录不存在', en: 'The activation record does not exist' },
  noActivationsLeft: {
    zh: '该版本的激活次数已用完（共 {total} 次），请先增加激活总数',
    en: 'All {total} activations of this version are used; raise its activation total first',
  },
  noProjectsLeft: {
    zh: '该版本剩余可分配项目数为 {left}，不足 {asked} 个',
    en: 'This version has {left} projects left to give out, fewer than the {asked} asked for',
  },
  machineCodeRequired: {
    zh: '请先填写客户服务器的机器码（在客户系统“系统设置 → 许可证”中复制）',
    en: 'Enter the customer server’s machine code first (copied from its System settings → Licence)',
  },
  revoked: {
    zh: '该记录的密钥已吊销，不能再激活、修改或下载；如需继续授权请新建激活记录',
    en: 'This record’s key was revoked; it cannot be activated, changed or downloaded again. Add a new activation record to licence the customer again',
  },
  revokedDone: { zh: '密钥已吊销', en: 'The key was revoked' },
  notActivated: {
    zh: '该记录尚未激活，没有可下载的密钥',
    en: 'This record is not activated yet, so there is no key to download',
  },
  notIssuer: {
    zh: '本服务器不签发许可证密钥（私有化部署未配置 LICENCE_SIGNING_KEY）',
    en: 'This server does not issue licence keys (a private deployment without LICENCE_SIGNING_KEY)',
  },
  totalBelowUsed: {
    zh: '总数不能小于已使用的数量（{used}）',
    en: 'The total cannot be lower than what is already used ({used})',
  },
  systemAdminOnly: {
    zh: '只有系统管理员可以登记合作伙伴',
    en: 'Only a system administrator can register partners',
  },
  added: { zh: '添加成功', en: 'added' },
  activated: { zh: '激活成功，密钥已生成', en: 'Activated: the key was made' },
  saved: { zh: '保存成功', en: 'saved' },
  prolonged: { zh: '已延期', en: 'The expiry was extended' },
} as const satisfies Record<string, Bilingual>;
