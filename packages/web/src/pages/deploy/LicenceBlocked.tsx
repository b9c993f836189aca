import type { LicenceBlock } from './licenceBlock';

/** Both languages at once: whoever meets this page (a visitor of a share link too) can read why. */
const TEXT = {
  zh: {
    title: '暂时无法打开此项目',
    licenceMissing: '本服务器尚未安装许可证。',
    licenceExpired: '本服务器的许可证已于 {date} 到期。',
    licenceInvalid: '本服务器安装的许可证与本机不符（机器码已变化）。',
    licenceRevoked: '本服务器安装的许可证已被供应商吊销。',
    safe: '项目和数据都还在，没有任何内容被删除。',
    todo: '请联系系统管理员：在“系统设置 → 许可证”中复制机器码，向供应商申请密钥并安装，安装后即可恢复打开和演示。',
    code: '本机机器码',
  },
  en: {
    title: 'This project cannot be opened right now',
    licenceMissing: 'No licence is installed on this server.',
    licenceExpired: 'This server’s licence expired on {date}.',
    licenceInvalid: 'The installed licence does not match this machine (its machine code changed).',
    licenceRevoked: 'The vendor has revoked the licence installed on this server.',
    safe: 'Your projects and data are all still there; nothing was deleted.',
    todo: 'Ask a system administrator to copy the machine code under System settings → Licence, get a key from the vendor and install it; opening and presenting work again at once.',
    code: 'Machine code',
  },
} as const;

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The page shown instead of a project while the private deployment has no valid licence. */
export function LicenceBlocked({ block, lang }: { block: LicenceBlock; lang: 'zh' | 'en' }) {
  const order: ('zh' | 'en')[] = lang === 'zh' ? ['zh', 'en'] : ['en', 'zh'];
  return (
    <div
      role="alert"
      data-testid="licence-blocked"
      data-reason={block.reason}
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f6f8',
        padding: 24,
        boxSizing: 'border-box',
      }}
    >
      <div
        style={{
          maxWidth: 640,
          background: '#fff',
          borderRadius: 8,
          padding: '32px 40px',
          boxShadow: '0 2px 12px rgba(0,0,0,0.08)',
          color: '#1f2329',
          lineHeight: 1.7,
        }}
      >
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
          <rect x="10" y="21" width="28" height="20" rx="3" fill="none" stroke="#d48806" strokeWidth="3" />
          <path d="M16 21v-6a8 8 0 0116 0v6" fill="none" stroke="#d48806" strokeWidth="3" />
          <circle cx="24" cy="31" r="3" fill="#d48806" />
        </svg>
        {order.map((l, i) => {
          const tx = TEXT[l];
          return (
            <div
              key={l}
              lang={l === 'zh' ? 'zh-CN' : 'en'}
              style={i ? { marginTop: 20, opacity: 0.75, fontSize: 13 } : {}}
            >
              {i === 0 ? (
                <h1 style={{ fontSize: 22, margin: '8px 0' }}>{tx.title}</h1>
              ) : (
                <h2 style={{ fontSize: 15, margin: '4px 0' }}>{tx.title}</h2>
              )}
              <p style={{ margin: '4px 0' }}>
                {tx[block.reason].replace('{date}', day(block.expiresAt))} {tx.safe}
              </p>
              <p style={{ margin: '4px 0' }}>{tx.todo}</p>
            </div>
          );
        })}
        {block.machineCode ? (
          <p style={{ marginTop: 20, fontSize: 13 }}>
            {TEXT[lang].code}:{' '}
            <code data-testid="licence-blocked-code" style={{ userSelect: 'all', wordBreak: 'break-all' }}>
              {block.machineCode}
            </code>
          </p>
        ) : null}
      </div>
    </div>
  );
}
