import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  DatePicker,
  Descriptions,
  Input,
  Modal,
  Popconfirm,
  Space,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { basePath } from '../../app/config';
import './locales';

/** The owner's view of a share (answer of project/share/v2 calls). */
export interface ShareInfo {
  shareId: string;
  projectId: string;
  shareType: number;
  hasPassword: boolean;
  expireTime: string | null;
}

export const shareLink = (shareId: string) => `${window.location.origin}${basePath()}share/${shareId}`;

/**
 * The editor's share dialog (docs/reference.md#workspace, docs/reference.md#api): publish (PUT), change (POST) and revoke the project's
 * share, with an optional password and expiry; copy the link or scan its QR code.
 */
export function ShareDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [needPass, setNeedPass] = useState(false);
  const [pass, setPass] = useState('');
  const [expiry, setExpiry] = useState<Dayjs | null>(null);
  const [qr, setQr] = useState('');
  const queryClient = useQueryClient();
  const key = ['project/share/v2/query', projectId];
  const current = useQuery({
    queryKey: key,
    enabled: open && !!projectId,
    // Stale at once (the default), so asked afresh each time the dialog opens: a co-editor may have
    // changed or revoked the share since; dropped with the editor.
    gcTime: 0,
    queryFn: () => api.post<ShareInfo | null>('project/share/v2/query', { projectId }),
  });
  const share = current.data ?? null;
  const loaded = current.isFetched && !current.isFetching;

  // The form starts from each share the server sends (not from this dialog's own changes: `shown`).
  const [seededAt, setSeededAt] = useState(0);
  if (current.isSuccess && current.dataUpdatedAt !== seededAt) {
    setSeededAt(current.dataUpdatedAt);
    setNeedPass(current.data?.hasPassword ?? false);
    setExpiry(current.data?.expireTime ? dayjs(current.data.expireTime) : null);
    setPass('');
  }
  const shown = (s: ShareInfo | null) => {
    const at = Date.now();
    queryClient.setQueryData(key, s, { updatedAt: at });
    setSeededAt(at);
  };

  useEffect(() => {
    if (!share) return setQr('');
    let live = true;
    void QRCode.toDataURL(shareLink(share.shareId), { margin: 1, width: 168 }).then(
      (url) => live && setQr(url),
    );
    return () => {
      live = false;
    };
  }, [share]);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch {
      // the API client already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  const expireTime = expiry ? expiry.valueOf() : null;
  const passwordMissing = needPass && !pass && !share?.hasPassword;

  const publish = () =>
    run(async () => {
      if (needPass && !pass) return void message.warning(t('share.passwordRequired'));
      const s = await api.put<ShareInfo>('project/share/v2', {
        projectId,
        ...(needPass ? { sharePass: pass } : {}),
        expireTime,
      });
      shown(s);
      setPass('');
      void message.success(t('share.published'));
    });

  const change = () =>
    run(async () => {
      const sharePass = needPass ? (pass ? pass : undefined) : null;
      const s = await api.post<ShareInfo>('project/share/v2', { projectId, sharePass, expireTime });
      shown(s);
      setPass('');
      void message.success(t('share.saved'));
    });

  const revoke = () =>
    run(async () => {
      await api.post('project/share/v2/revoke', { projectId });
      shown(null);
      void message.success(t('share.revoked'));
    });

  const copy = async () => {
    if (!share) return;
    await navigator.clipboard?.writeText(shareLink(share.shareId)).catch(() => undefined);
    void message.success(t('share.copied'));
  };

  return (
    <Modal title={t('share.title')} open={open} onCancel={onClose} footer={null} width={560} destroyOnHidden>
      <div data-testid="share-dialog">
        {loaded && !share ? <Typography.Paragraph>{t('share.notPublished')}</Typography.Paragraph> : null}
        {share ? (
          <Space align="start" size={16} style={{ width: '100%', marginBottom: 16 }}>
            <div style={{ flex: 1, minWidth: 300 }}>
              <Typography.Text type="secondary">{t('share.link')}</Typography.Text>
              <Space.Compact style={{ width: '100%', marginTop: 4 }}>
                <Input readOnly value={shareLink(share.shareId)} data-testid="share-link" />
                <Button onClick={() => void copy()}>{t('share.copy')}</Button>
              </Space.Compact>
              <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
                <Descriptions.Item label={t('share.password')}>
                  {share.hasPassword ? t('share.hasPassword') : t('share.noPassword')}
                </Descriptions.Item>
                <Descriptions.Item label={t('share.expiry')}>
                  {share.expireTime
                    ? dayjs(share.expireTime).format('YYYY-MM-DD HH:mm')
                    : t('share.expiryNever')}
                </Descriptions.Item>
              </Descriptions>
            </div>
            {qr ? (
              <figure style={{ margin: 0, textAlign: 'center' }}>
                <img src={qr} width={120} height={120} alt={t('share.qr')} data-testid="share-qr" />
                <figcaption style={{ fontSize: 12 }}>{t('share.qr')}</figcaption>
              </figure>
            ) : null}
          </Space>
        ) : null}
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            {/* Until the current share has loaded, a change here would be overwritten by what it says. */}
            <Switch
              checked={needPass}
              onChange={setNeedPass}
              disabled={!loaded}
              data-testid="share-password-switch"
            />
            <span>{t('share.passwordOn')}</span>
          </Space>
          {needPass ? (
            <Input.Password
              value={pass}
              maxLength={64}
              onChange={(e) => setPass(e.target.value)}
              placeholder={share?.hasPassword ? t('share.passwordKeep') : t('share.passwordPlaceholder')}
              data-testid="share-password"
            />
          ) : null}
          <Space>
            <span>{t('share.expiry')}</span>
            <DatePicker
              showTime
              value={expiry}
              onChange={setExpiry}
              disabled={!loaded}
              placeholder={t('share.expiryNever')}
              disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
              data-testid="share-expiry"
            />
          </Space>
          <Space style={{ marginTop: 8 }}>
            {share ? (
              <>
                <Button
                  type="primary"
                  loading={busy}
                  disabled={passwordMissing}
                  onClick={() => void change()}
                  data-testid="share-save"
                >
                  {t('share.save')}
                </Button>
                <Button
                  loading={busy}
                  disabled={passwordMissing}
                  onClick={() => void publish()}
                  data-testid="share-republish"
                >
                  {t('share.republish')}
                </Button>
                <Popconfirm title={t('share.revokeConfirm')} onConfirm={() => void revoke()}>
                  <Button danger loading={busy} data-testid="share-revoke">
                    {t('share.revoke')}
                  </Button>
                </Popconfirm>
              </>
            ) : (
              <Button
                type="primary"
                loading={busy}
                disabled={!loaded}
                onClick={() => void publish()}
                data-testid="share-publish"
              >
                {t('share.publish')}
              </Button>
            )}
          </Space>
        </Space>
      </div>
    </Modal>
  );
}

/** The top bar's share button with its dialog (one import for the editor). */
export function ShareButton({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} disabled={!projectId} data-testid="share-open">
        {t('share.button')}
      </Button>
      <ShareDialog projectId={projectId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
