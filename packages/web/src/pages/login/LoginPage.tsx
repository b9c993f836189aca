import { useEffect, useState } from 'react';
import { Button, Card, Select, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { basePath } from '../../app/config';
import { setLanguage, type Language } from '../../app/i18n';
import { useSession } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { ssoRedirectUrl, useSystemInfo } from '../auth/systemInfo';
import type { SessionAnswer } from './loginApi';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import styles from './login.module.css';

type Mode = 'signIn' | 'register' | 'reset';

/** /login: sign-in, sign-up and forgotten password; with an SSO page configured, a redirect to it. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<Mode>('signIn');
  useTitle(t(mode === 'register' ? 'register.title' : mode === 'reset' ? 'reset.title' : 'login.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((s) => s.session !== null);
  const signIn = useSession((s) => s.signIn);
  const info = useSystemInfo();
  const from = (location.state as { from?: string } | null)?.from;
  const sso = signedIn ? null : (info.data?.ssoUrl ?? null);

  // docs/reference.md#routes: sign-in happens on the external SSO page, which sends the user back to /auth.
  useEffect(() => {
    if (sso) window.location.replace(ssoRedirectUrl(sso, window.location.origin, basePath()));
  }, [sso]);

  if (signedIn) return <Navigate to={from ?? '/manage'} replace />;

  const onSignedIn = (s: SessionAnswer) => {
    signIn(s);
    // void: react-router reports a failed navigation itself (its error element); nothing is lost.
    void navigate(from ?? '/manage', { replace: true });
  };
  const isPrivate = info.data?.edition === 'private';
  const canRegister = info.data?.publicRegistration === true;
  const heading = mode === 'register' ? 'register.title' : mode === 'reset' ? 'reset.title' : 'login.welcome';

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.top}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(heading)}
          </Typography.Title>
          <Select<Language>
            size="small"
            aria-label={t('app.language')}
            value={i18n.language === 'en' ? 'en' : 'zh-CN'}
            onChange={setLanguage}
            options={[
              { value: 'zh-CN', label: '简体中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </div>
        <Typography.Paragraph type="secondary">{t('app.tagline')}</Typography.Paragraph>
        {info.isLoading || sso ? (
          <div className={styles.center}>
            <Spin />
            {sso && <Typography.Paragraph>{t('login.ssoRedirect')}</Typography.Paragraph>}
          </div>
        ) : (
          <>
            {mode === 'signIn' && <SignInForm isPrivate={isPrivate} onSignedIn={onSignedIn} />}
            {mode === 'register' && <RegisterForm onSignedIn={onSignedIn} />}
            {mode === 'reset' && <ResetPasswordForm isPrivate={isPrivate} onDone={() => setMode('signIn')} />}
            <div className={styles.links}>
              {mode === 'signIn' ? (
                <>
                  <Button type="link" size="small" onClick={() => setMode('reset')} data-testid="to-reset">
                    {t('login.forgot')}
                  </Button>
                  {canRegister && (
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setMode('register')}
                      data-testid="to-register"
                    >
                      {t('login.register')}
                    </Button>
                  )}
                </>
              ) : (
                <Button type="link" size="small" onClick={() => setMode('signIn')} data-testid="to-sign-in">
                  {t('login.backToSignIn')}
                </Button>
              )}
            </div>
          </>
        )}
      </Card>
    </div>
  );
}
