import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTitle } from '../../app/useTitle';

export function ManagePage() {
  const { t } = useTranslation();
  // Platform spec section 2: the manager's title carries a tagline.
  useTitle(t('app.tagline'));
  return (
    <Card
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('manage.title')}
        </Typography.Title>
      }
    >
      <Empty description={t('manage.empty')} data-testid="manage-empty">
        <Typography.Text type="secondary">{t('manage.emptyHint')}</Typography.Text>
      </Empty>
    </Card>
  );
}
