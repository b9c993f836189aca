import type { Bilingual } from '../../http/messages.js';

/** The licence's messages: each says what happened and what to do about it, in both languages. */
export const LICENCE_MSG = {
  missing: {
    zh: '本服务器尚未安装许可证，暂时无法打开或演示项目。项目和数据均未删除。请系统管理员在“系统设置 → 许可证”中复制本机机器码，向供应商申请并安装许可证密钥。',
    en: 'No licence is installed on this server, so projects cannot be opened or presented for now. Nothing was deleted. A system administrator can copy the machine code under System settings → Licence, ask the vendor for a key and install it.',
  },
  expired: {
    zh: '本服务器的许可证已于 {date} 到期，暂时无法打开或演示项目。项目和数据均未删除。请联系供应商续期，并由系统管理员在“系统设置 → 许可证”中安装新的密钥。',
    en: 'This server’s licence expired on {date}, so projects cannot be opened or presented for now. Nothing was deleted. Ask the vendor for a renewed key; a system administrator installs it under System settings → Licence.',
  },
  installedRevoked: {
    zh: '供应商已吊销本服务器安装的许可证（记录 {keyId}），暂时无法打开或演示项目。项目和数据均未删除。请联系供应商了解原因并申请新的密钥，由系统管理员在“系统设置 → 许可证”中安装。',
    en: 'The vendor has revoked the licence installed on this server (record {keyId}), so projects cannot be opened or presented for now. Nothing was deleted. Ask the vendor why and for a new key; a system administrator installs it under System settings → Licence.',
  },
  invalid: {
    zh: '本服务器安装的许可证已不适用于本机（机器码已变化），暂时无法打开或演示项目。项目和数据均未删除。请用新的机器码向供应商申请密钥。',
    en: 'The installed licence no longer matches this machine (its machine code changed), so projects cannot be opened or presented for now. Nothing was deleted. Ask the vendor for a key for the new machine code.',
  },
  malformed: {
    zh: '这不是有效的许可证密钥：请粘贴供应商提供的完整密钥文件内容（以 TCL1. 开头）。',
    en: 'This is not a licence key: paste the whole content of the key file from the vendor (it starts with TCL1.).',
  },
  tampered: {
    zh: '许可证密钥已被修改或不是由供应商签发，已拒绝。请重新下载原始密钥文件。',
    en: 'The licence key was altered or was not signed by the vendor; it was refused. Download the original key file again.',
  },
  otherMachine: {
    zh: '该许可证密钥是为另一台机器（机器码 {theirs}）签发的，本机机器码为 {ours}。请用本机机器码向供应商申请密钥。',
    en: 'This licence key was issued for another machine (machine code {theirs}); this machine’s code is {ours}. Ask the vendor for a key made for this machine code.',
  },
  keyExpired: {
    zh: '该许可证密钥已于 {date} 到期，无法安装。请向供应商申请续期后的密钥。',
    en: 'This licence key expired on {date} and cannot be installed. Ask the vendor for a renewed key.',
  },
  wrongSlot: {
    zh: '该密钥是{edition}许可证，请在对应位置安装。',
    en: 'This key is a licence of kind "{edition}"; install it in its own place.',
  },
  seatLimit: {
    zh: '已达到许可证允许的用户数上限（{limit} 个），无法再添加用户。现有用户不受影响；如需更多席位请联系供应商。',
    en: 'The licence allows at most {limit} users and that many exist; no more can be added. Existing users are not affected; ask the vendor for more seats.',
  },
  projectLimit: {
    zh: '已达到许可证允许的项目数上限（{limit} 个），无法再新建项目。现有项目不受影响；可删除不用的项目或联系供应商。',
    en: 'The licence allows at most {limit} projects and that many exist; no new project can be made. Existing projects are not affected; remove unused ones or ask the vendor for more.',
  },
  installed: { zh: '许可证已安装', en: 'The licence was installed' },
  revoked: {
    zh: '该许可证密钥已被供应商吊销（记录 {keyId}），无法使用。请联系供应商了解原因并申请新的密钥。',
    en: 'The vendor has revoked this licence key (record {keyId}); it cannot be used. Ask the vendor why and for a new key.',
  },
  verifyHostDown: {
    zh: '无法连接许可证校验服务器 {host}，暂时无法确认密钥是否有效。请检查网络或 VERIFY_URL 设置后重试。',
    en: 'The licence verify host {host} could not be reached, so the key cannot be confirmed for now. Check the network or the VERIFY_URL setting and try again.',
  },
  recheckValid: {
    zh: '已向许可证校验服务器确认：已安装的许可证有效',
    en: 'The licence verify host confirmed it: the installed licence is valid',
  },
  recheckRevoked: {
    zh: '许可证校验服务器答复：已安装的许可证已被供应商吊销，项目暂时无法打开或演示。请联系供应商申请新的密钥。',
    en: 'The licence verify host answered that the vendor revoked the installed licence, so projects cannot be opened or presented for now. Ask the vendor for a new key.',
  },
  recheckNothing: {
    zh: '本服务器尚未安装许可证，没有需要检查的密钥',
    en: 'No licence is installed on this server, so there is no key to check',
  },
  recheckUnreachable: {
    zh: '无法连接许可证校验服务器 {host}，本次未能检查，许可证状态保持不变。请检查网络或 VERIFY_URL 设置后重试。',
    en: 'The licence verify host {host} could not be reached, so nothing was checked and the licence state is unchanged. Check the network or the VERIFY_URL setting and try again.',
  },
  systemAdminOnly: {
    zh: '只有系统管理员可以安装或检查许可证',
    en: 'Only a system administrator can install or check a licence',
  },
} as const satisfies Record<string, Bilingual>;

/** A message with its {placeholders} filled in, in both languages. */
export function fill(text: Bilingual, values: Record<string, string | number>): Bilingual {
  const sub = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));
  return { zh: sub(text.zh), en: sub(text.en) };
}

/** Dates in licence messages: year-month-day in China time (the product's home time zone). */
export function licenceDate(d: Date | string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date(d));
}
