import { useState, type FormEvent } from 'react';
import { tx, viewerLang } from './texts';

/** Full-screen messages of the viewer: loading, page unreachable (bilingual), load failed, password. */
export function Loading() {
  return (
    <div className="tc-viewer-screen" data-testid="viewer-loading">
      <div className="tc-viewer-spinner" />
      <p>{tx('loading')}</p>
    </div>
  );
}

/** A broken link: the link does not lead anywhere (any cause: unknown, revoked, expired, no access). */
function BrokenLink() {
  return (
    <svg className="tc-viewer-emblem" viewBox="0 0 64 64" aria-hidden="true">
      <path d="M27 37l-6 6a8 8 0 01-11-11l6-6M37 27l6-6a8 8 0 0111 11l-6 6" />
      <path d="M24 14l2 6M14 24l6 2M40 50l-2-6M50 40l-6-2" />
    </svg>
  );
}

/** docs/reference.md#project-load: 501302 or 401 in share or case mode (and a revoked or expired link), in both languages. */
export function Unreachable() {
  const first = viewerLang();
  const other = first === 'zh' ? 'en' : 'zh';
  const langAttr = (l: typeof first) => (l === 'zh' ? 'zh-CN' : 'en');
  return (
    <div className="tc-viewer-screen" data-testid="viewer-unreachable" role="alert">
      <BrokenLink />
      <div lang={langAttr(first)}>
        <h1>{tx('unreachableTitle', first)}</h1>
        <p>{tx('unreachableBody', first)}</p>
      </div>
      <div className="tc-viewer-second" lang={langAttr(other)}>
        <h2>{tx('unreachableTitle', other)}</h2>
        <p>{tx('unreachableBody', other)}</p>
      </div>
    </div>
  );
}

export function LoadFailed({ code, message }: { code: string; message: string }) {
  return (
    <div className="tc-viewer-screen" data-testid="viewer-failed" data-code={code} role="alert">
      <h1>{tx('loadFailed')}</h1>
      <p>{message || code}</p>
    </div>
  );
}

export function PasswordScreen({
  wrong,
  tooMany,
  onSubmit,
}: {
  wrong: boolean;
  tooMany: boolean;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value || busy) return;
    setBusy(true);
    void onSubmit(value).finally(() => setBusy(false));
  };
  return (
    <div className="tc-viewer-screen" data-testid="viewer-password">
      <form className="tc-viewer-card" onSubmit={submit}>
        <h1>{tx('passwordTitle')}</h1>
        <p>{tx('passwordHint')}</p>
        <label>
          <span>{tx('password')}</span>
          <input
            type="password"
            autoFocus
            autoComplete="off"
            maxLength={64}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            data-testid="viewer-password-input"
          />
        </label>
        {wrong || tooMany ? (
          <p className="tc-viewer-error" role="alert" data-testid="viewer-password-error">
            {tooMany ? tx('tooMany') : tx('wrongPassword')}
          </p>
        ) : null}
        <button type="submit" disabled={busy || !value} data-testid="viewer-password-submit">
          {tx('open')}
        </button>
      </form>
    </div>
  );
}
