import { useEffect, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { loginApi, type SessionAnswer } from '../login/loginApi';

// A one-time code can be exchanged once; React's development double effects must not spend it twice.
const exchanges = new Map<string, Promise<SessionAnswer>>();

/** /auth: the single-sign-on landing. Exchanges `?code=` for a session (auth/accessToken), then /manage. */
export function AuthLandingPage() {
  const { t } = useTranslation();
  useTitle(t('pages.auth'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const code = params.get('code');
  const [error, setError] = useState<string | null>(code ? null : t('auth.noCode'));

  useEffect(() => {
    if (!code) return;
    let live = true;
    if (!exchanges.has(code)) exchanges.set(code, loginApi.ssoExchange(code));
    exchanges
      .get(code)!
      .then((s) => {
        if (!live) return;
        signIn(s);
        // void: react-router reports a failed navigation itself (its error element); nothing is lost.
        void navigate('/manage', { replace: true });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [code, signIn, navigate]);

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      {error ? (
        <Result
          status="warning"
          title={t('auth.failed')}
          subTitle={error}
          data-testid="auth-error"
          extra={<Button onClick={() => navigate('/login', { replace: true })}>{t('auth.toLogin')}</Button>}
        />
      ) : (
        <Spin size="large" description={t('auth.signingIn')} />
      )}
    </div>
  );
}
