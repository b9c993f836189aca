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

/** Editor spec 4.6: 501302 or 401 in share or case mode (and a revoked or expired link). */
export function Unreachable() {
  const other = viewerLang() === 'zh' ? 'en' : 'zh';
  return (
    <div className="tc-viewer-screen" data-testid="viewer-unreachable" role="alert">
      <div className="tc-viewer-emblem">404</div>
      <h1>{tx('unreachableTitle')}</h1>
      <p>{tx('unreachableBody')}</p>
      <p className="tc-viewer-second">
        {tx('unreachableTitle', other)} · {tx('unreachableBody', other)}
      </p>
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
