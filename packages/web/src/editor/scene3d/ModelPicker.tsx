import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, List, Modal, Pagination, Progress, Spin, Typography } from 'antd';
import { CodeSandboxOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProjectModel } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { libraryApi, type Resource } from '../panels/library/libraryApi';
import './locales';

/** What the server keeps about a prepared model in the resource body (see docs/3d.md, "Models"). */
interface PreparedBody {
  model?: { originalUrl?: string; optimisedUrl?: string; report?: unknown };
  modelEditorJson?: unknown;
}

/** The scene model pointing at a library resource: the optimised copy to load, the original kept. */
export function projectModelOf(r: Resource): ProjectModel {
  const body = (r.body ?? {}) as PreparedBody;
  return {
    modelId: r.id,
    resourceId: r.id,
    modelName: r.name,
    modelThumb: r.thumbnailUrl || undefined,
    modelWebUrl: body.model?.optimisedUrl || r.fileUrl,
    modelHotFixPath: body.model?.originalUrl || r.fileUrl,
    modelEditorJson: body.modelEditorJson,
  };
}

const MODELS_KEY = ['library', 'resources', '9'];

/**
 * The library's 3D resources (type '9') to pick a scene's model from, with an upload (progress bar while
 * the file goes up, then while the server inspects and optimises it).
 */
export function ModelPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose(): void;
  onPick(r: Resource): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  // Under the library's key for 3D resources, so an upload here refreshes the library panel's list too.
  const models = useQuery({
    queryKey: [...MODELS_KEY, 'picker', page],
    queryFn: () => libraryApi.list({ type: '9', page }),
    // Read again each time the dialog opens.
    enabled: open,
  });
  const data = models.data ?? null;
  const loading = models.isFetching;

  const send = async (file: File) => {
    setProgress(0);
    try {
      const made = await libraryApi.uploadModel(file, file.name, {}, (p) => setProgress(p));
      setPage(1);
      void client.invalidateQueries({ queryKey: MODELS_KEY });
      onPick(made.resource);
    } catch {
      // The client already showed the server's message.
    } finally {
      setProgress(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('scene3d.modelTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <div className="tc-s3d-upload">
        <input
          ref={input}
          type="file"
          accept=".glb,.gltf,.zip"
          hidden
          data-testid="s3d-model-file"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void send(f);
          }}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={progress !== null}>
          {t('scene3d.upload')}
        </Button>
        {progress !== null ? (
          <div className="tc-s3d-upload-progress" data-testid="s3d-upload-progress">
            <Progress percent={progress} status="active" size="small" />
            <Typography.Text type="secondary">{t('scene3d.uploading')}</Typography.Text>
          </div>
        ) : null}
      </div>
      <Spin spinning={loading}>
        {data && data.currentResult.length === 0 ? (
          <Empty description={t('scene3d.empty')} />
        ) : (
          <List
            dataSource={data?.currentResult ?? []}
            renderItem={(r) => (
              <List.Item
                data-testid={`s3d-model-${r.name}`}
                actions={[
                  <Button key="use" type="primary" size="small" onClick={() => onPick(r)}>
                    {t('scene3d.use')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    r.thumbnailUrl ? (
                      <img src={r.thumbnailUrl} alt="" className="tc-s3d-thumb" />
                    ) : (
                      <CodeSandboxOutlined className="tc-s3d-thumb" />
                    )
                  }
                  title={r.name}
                />
              </List.Item>
            )}
          />
        )}
      </Spin>
      {data && data.totalPage > 1 ? (
        <Pagination size="small" current={page} total={data.totalResult} pageSize={20} onChange={setPage} />
      ) : null}
    </Modal>
  );
}
