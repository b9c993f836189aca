import { useState } from 'react';
import { Button, Form, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileToBase64, sourceApi, type FilePreview } from './dataSourceApi';

export interface PickedFile {
  fileName: string;
  content: string;
}

/** Choose a CSV/XLSX/JSON file; the server parses it and answers a preview before anything is stored. */
export function FileFields({ onPicked }: { onPicked(file: PickedFile | null): void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<FilePreview | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form.Item label={t('dataSource.form.file')} required>
      <Upload
        accept=".csv,.xlsx,.json,.txt"
        maxCount={1}
        showUploadList={false}
        beforeUpload={async (file) => {
          setBusy(true);
          try {
            const content = await fileToBase64(file);
            const answer = await sourceApi.upload({ fileName: file.name, content, previewOnly: true });
            setPreview(answer.preview);
            onPicked({ fileName: file.name, content });
          } catch {
            setPreview(null);
            onPicked(null);
          } finally {
            setBusy(false);
          }
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} data-testid="source-file">
          {preview?.fileName ?? t('dataSource.upload')}
        </Button>
      </Upload>
      {preview ? (
        <div style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">
            {t('dataSource.form.filePreview', { total: preview.total })}
          </Typography.Text>
          <Table
            size="small"
            rowKey={(_, i) => String(i)}
            pagination={false}
            scroll={{ x: true, y: 200 }}
            dataSource={preview.rows}
            columns={preview.columns.map((c) => ({
              title: c,
              dataIndex: c,
              render: (v: unknown) => String(v ?? ''),
            }))}
            data-testid="file-preview"
          />
        </div>
      ) : null}
    </Form.Item>
  );
}
