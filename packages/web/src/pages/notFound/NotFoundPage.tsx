import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTitle } from '../../app/useTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.description')}
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          {t('notFound.back')}
        </Button>
      }
    />
  );
}
