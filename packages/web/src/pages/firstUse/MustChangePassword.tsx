import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../app/signOut';
import { useSession } from '../../app/session';
import { useSystemInfo } from '../auth/systemInfo';
import { PasswordCard } from '../userCenter/PasswordCard';
import './locales';

/**
 * Shown instead of every signed-in page while the account still has the initial password an administrator
 * gave it: the server clears the flag when the password changes, and the answer's profile lifts this gate.
 */
export function MustChangePassword() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isPrivate = useSystemInfo().data?.edition === 'private';
  const refresh = useSession((s) => s.session?.refresh_token);
  return (
    <div style={{ maxWidth: 480, margin: '64px auto', padding: '0 16px' }} data-testid="must-change-password">
      <Typography.Title level={3}>{t('firstUse.mustChange')}</Typography.Title>
      <Alert type="info" showIcon title={t('firstUse.mustChangeHint')} style={{ marginBottom: 16 }} />
      <PasswordCard isPrivate={isPrivate} />
      <Button
        type="link"
        onClick={() => {
          signOut(refresh);
          // void: react-router reports a failed navigation itself (its error element); nothing is lost.
          void navigate('/login', { replace: true });
        }}
      >
        {t('nav.signOut')}
      </Button>
    </div>
  );
}
