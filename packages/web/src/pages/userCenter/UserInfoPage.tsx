import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { useTitle } from '../../app/useTitle';
import { refreshProfile } from '../header/accountApi';
import { useSystemInfo } from '../auth/systemInfo';
import { PasswordCard } from './PasswordCard';
import { PhoneCard } from './PhoneCard';
import { ProfileCard } from './ProfileCard';
import { TrialCard } from './TrialCard';
import styles from './userCenter.module.css';

/** /userCenter/userInfo: the caller's profile, password, phone and free trial. */
export function UserInfoPage() {
  const { t } = useTranslation();
  useTitle(t('pages.userInfo'));
  const user = useSession((s) => s.session?.user);
  const info = useSystemInfo();
  // The stored copy may be stale (edited in another tab or device): show what the server has.
  useEffect(() => {
    void refreshProfile().catch(() => undefined);
  }, []);
  if (!user) return null;
  return (
    <div className={styles.column}>
      <div className={styles.page}>
        <ProfileCard user={user} />
        <div className={styles.column}>
          <PasswordCard isPrivate={info.data?.edition === 'private'} />
          <PhoneCard user={user} />
        </div>
      </div>
      <TrialCard />
    </div>
  );
}
