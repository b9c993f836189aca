import { useTranslation } from 'react-i18next';
import type { Bilingual } from '../types';

const NO_DATA: Bilingual = { zh: '暂无数据', en: 'No data' };

/**
 * What a kind shows when it has nothing to show (no data, no URL, a provider not configured): a quiet
 * caption, never a broken box or an error dialog on a big screen.
 */
export function EmptyState({ text = NO_DATA, testId }: { text?: Bilingual; testId?: string }) {
  const { i18n } = useTranslation();
  return (
    <div
      className="tc-empty-state"
      data-testid={testId ?? 'empty-state'}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(255,255,255,0.45)',
        fontSize: 14,
        textAlign: 'center',
        overflow: 'hidden',
        pointerEvents: 'none',
      }}
    >
      {(i18n.language ?? 'zh-CN').startsWith('zh') ? text.zh : text.en}
    </div>
  );
}
