import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSystemInfo } from '../auth/systemInfo';
import './locales';

/**
 * On the sign-up and reset forms: says up front when this server cannot send codes (no SMTP, no SMS
 * provider) and whom to ask, instead of claiming a code was sent that only reaches the outbox.
 */
export function CodesUnavailable() {
  const { t } = useTranslation();
  const info = useSystemInfo().data;
  if (!info) return null;
  const key =
    !info.canSendEmail && !info.canSendSms
      ? 'firstUse.noMessenger'
      : !info.canSendEmail
        ? 'firstUse.noEmail'
        : !info.canSendSms
          ? 'firstUse.noSms'
          : null;
  if (!key) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={t(key)}
      style={{ marginBottom: 16 }}
      data-testid="codes-unavailable"
    />
  );
}
