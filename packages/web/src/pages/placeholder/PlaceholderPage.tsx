import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTitle } from '../../app/useTitle';

/**
 * The screen for a route whose area is not built yet: a proper page with a way back, never a crash.
 * `bare` pages (editor, viewers) have no manager chrome around them.
 */
export function PlaceholderPage({ titleKey, bare = false }: { titleKey: string; bare?: boolean }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useTitle(title);
  const navigate = useNavigate();
  return (
    <div style={bare ? { minHeight: '100vh', display: 'grid', placeItems: 'center' } : undefined}>
      <Result
        icon={<ToolOutlined />}
        title={title}
        subTitle={t('placeholder.description')}
        extra={<Button onClick={() => navigate('/manage')}>{t('placeholder.back')}</Button>}
      />
    </div>
  );
}
