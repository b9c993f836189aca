import { useEffect, useRef, useState } from 'react';
import { Button, Input, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_SVG_CHARS, sanitizeSvg } from '../../components/customSvg/sanitize';

const TEXT = {
  zh: {
    upload: '上传 SVG 文件',
    stripped: '已移除不安全内容（脚本、事件、外部引用）',
    invalid: '不是有效的 SVG',
    tooLarge: '文件过大',
  },
  en: {
    upload: 'Upload an SVG file',
    stripped: 'Unsafe content removed (scripts, handlers, external references)',
    invalid: 'Not a valid SVG',
    tooLarge: 'File too large',
  },
};

/**
 * SVG markup for the custom SVG kind: pasted into the text area or read from a local .svg file. What is
 * stored is the sanitised markup, so the document never carries the script a paste contained; the
 * renderer sanitises again (stored data is not trusted).
 */
export function SvgField(props: { value: string; onChange(v: string): void; testId?: string }) {
  const { i18n } = useTranslation();
  const t = (i18n.language ?? 'zh-CN').startsWith('zh') ? TEXT.zh : TEXT.en;
  const [draft, setDraft] = useState(props.value);
  const [note, setNote] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = (markup: string) => {
    if (markup.length > MAX_SVG_CHARS) return setNote(t.tooLarge);
    const clean = markup.trim() ? sanitizeSvg(markup) : '';
    if (markup.trim() && !clean) return setNote(t.invalid);
    setNote(clean.replace(/\s+/g, '') !== markup.trim().replace(/\s+/g, '') && clean ? t.stripped : null);
    setDraft(clean);
    if (clean !== props.value) props.onChange(clean);
  };
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <Input.TextArea
        size="small"
        value={draft}
        autoSize={{ minRows: 3, maxRows: 8 }}
        data-testid={props.testId}
        spellCheck={false}
        style={{ fontFamily: 'monospace', fontSize: 11 }}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => draft !== props.value && commit(draft)}
      />
      <input
        ref={fileRef}
        type="file"
        accept=".svg,image/svg+xml"
        hidden
        data-testid={props.testId ? `${props.testId}-file` : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          if (file.size > MAX_SVG_CHARS) return setNote(t.tooLarge);
          void file.text().then(commit);
        }}
      />
      <Button size="small" icon={<UploadOutlined />} onClick={() => fileRef.current?.click()}>
        {t.upload}
      </Button>
      {note ? (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      ) : null}
    </div>
  );
}
