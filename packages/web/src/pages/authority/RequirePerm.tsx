import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCodes } from '../header/accountApi';
import { hasAny } from './perms';

/**
 * A page of the authority area opened directly (typed URL, bookmark) by someone lacking its view codes
 * shows a 403 page instead of a table the server would refuse to fill.
 */
export function RequirePerm({ anyOf, children }: { anyOf: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const codes = useCodes();
  if (codes === null) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!hasAny(codes, anyOf))
    return <Result status="403" title="403" subTitle={t('authority.forbidden')} data-testid="forbidden" />;
  return <>{children}</>;
}
