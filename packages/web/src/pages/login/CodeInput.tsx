import { useEffect, useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** Seconds before a new code may be asked for. */
export const RESEND_SECONDS = 60;

/**
 * A verification-code field with its "send code" button and a 60 s resend countdown. `onSend` validates
 * the address and sends; it answers false when nothing was sent (so no countdown starts).
 */
export function CodeInput(props: {
  value?: string;
  onChange?: (value: string) => void;
  onSend: () => Promise<boolean>;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        data-testid={props.testId}
      />
      <Button
        loading={sending}
        disabled={left > 0}
        style={{ minWidth: 120 }}
        data-testid={props.testId ? `${props.testId}-send` : undefined}
        onClick={async () => {
          setSending(true);
          try {
            if (await props.onSend()) setLeft(RESEND_SECONDS);
          } finally {
            setSending(false);
          }
        }}
      >
        {left > 0 ? t('code.resendIn', { seconds: left }) : t('code.send')}
      </Button>
    </Space.Compact>
  );
}
