import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { formatDateTime } from '../../app/format';
import { settingsApi, type RecheckAnswer } from './settingsApi';

type Shown =
  { kind: 'done'; answer: RecheckAnswer; at: string } | { kind: 'failed'; message: string; at: string };

const ALERT_TYPE = { valid: 'success', revoked: 'error', nothing: 'info' } as const;

/**
 * "Check now": asks the verify host about the installed keys at once (the server otherwise asks 30 s
 * after start and every 6 hours), then shows the outcome and refreshes the licence state above. A host
 * that cannot be reached changes nothing; the server's message says which host and what to do.
 */
export function LicenceCheck() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const run = async () => {
    setBusy(true);
    setShown(null);
    const at = new Date().toISOString();
    try {
      const answer = await settingsApi.recheck();
      setShown({ kind: 'done', answer, at });
    } catch (e) {
      setShown({ kind: 'failed', message: e instanceof ApiError ? e.message : String(e), at });
    } finally {
      setBusy(false);
      await qc.invalidateQueries({ queryKey: ['licence'] });
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space wrap>
        <Button
          icon={<SyncOutlined spin={busy} />}
          loading={busy}
          onClick={() => void run()}
          data-testid="licence-check"
        >
          {t('settings.checkNow')}
        </Button>
        <Typography.Text type="secondary">
          {busy ? t('settings.checking') : t('settings.checkNowHint')}
        </Typography.Text>
      </Space>
      {shown?.kind === 'done' && (
        <Alert
          showIcon
          type={ALERT_TYPE[shown.answer.outcome]}
          data-testid="licence-check-result"
          data-outcome={shown.answer.outcome}
          message={
            shown.answer.outcome === 'valid'
              ? t('settings.checkedValid')
              : shown.answer.outcome === 'revoked'
                ? t('settings.checkedRevoked')
                : t('settings.checkedNothing')
          }
          description={formatDateTime(shown.at)}
        />
      )}
      {shown?.kind === 'failed' && (
        <Alert
          showIcon
          type="warning"
          data-testid="licence-check-result"
          data-outcome="failed"
          message={t('settings.checkFailed')}
          description={`${shown.message} (${formatDateTime(shown.at)})`}
        />
      )}
    </Space>
  );
}
