import { Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../app/config';
import { useBaseConfig } from './branding';
import './locales';

/** The about box: product, edition and its version label (public v3.2.0; private from the version record). */
export function AboutModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const q = useBaseConfig();
  const e = q.data?.edition;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('settings.about')}>
      <Descriptions column={1} size="small" data-testid="about-box">
        <Descriptions.Item label="Product">{q.data?.title.trim() || PRODUCT_NAME}</Descriptions.Item>
        <Descriptions.Item label={t('settings.edition')}>
          <span data-testid="about-edition">
            {e
              ? `${e.edition === 'private' ? t('settings.private') : t('settings.public')} ${e.version}`
              : '…'}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
