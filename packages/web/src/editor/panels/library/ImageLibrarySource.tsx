import { useRef, useState } from 'react';
import { Button, Modal, Progress, Space } from 'antd';
import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadState } from '../../../app/api';
import { libraryApi, type Resource } from './libraryApi';
import { ResourceList } from './ResourceList';
import '../../fields/locales';
import './locales';
import './library.css';

export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.bmp,.svg,.avif';

/**
 * Uploads an image into the group's library (type '4') and answers its address: the file first, then
 * its library record, so the picture is in the library for the next field too.
 */
export async function uploadLibraryImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const up = await libraryApi.upload('4', file, file.name, onProgress);
  const name = file.name.replace(/\.[^.]+$/, '').slice(0, 100) || file.name;
  await libraryApi.add({ type: '4', name, fileUrl: up.fileUrl });
  return up.fileUrl;
}

/**
 * The library's image source of every image field (registered once by the library panel module): pick
 * an uploaded image from the resource library, or upload a new one with a progress bar.
 */
export function ImageLibrarySource(props: { value: string; onPick(url: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<UploadState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onFile = async (file: File) => {
    setState({ status: 'loading', percent: 0 });
    try {
      const url = await uploadLibraryImage(file, (percent) => setState({ status: 'loading', percent }));
      setState({ status: 'loaded', path: url, name: file.name });
      props.onPick(url);
    } catch (e) {
      setState({ status: 'unload', msg: e instanceof Error ? e.message : t('library.uploadFailed') });
    }
  };

  return (
    <div className="tc-image-source">
      <Space.Compact block>
        <Button
          size="small"
          icon={<PictureOutlined />}
          onClick={() => setOpen(true)}
          data-testid="image-source-library"
          style={{ flex: 1 }}
        >
          {t('fields.imageFromLibrary')}
        </Button>
        <Button
          size="small"
          icon={<UploadOutlined />}
          loading={state?.status === 'loading'}
          onClick={() => input.current?.click()}
          data-testid="image-source-upload"
          style={{ flex: 1 }}
        >
          {t('fields.imageUpload')}
        </Button>
      </Space.Compact>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="image-source-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void onFile(f);
        }}
      />
      {state?.status === 'loading' && (
        <Progress percent={state.percent} size="small" data-testid="image-source-progress" />
      )}
      {state?.status === 'unload' && <div className="tc-library-error">{state.msg}</div>}
      <Modal
        open={open}
        title={t('fields.imageLibraryTitle')}
        footer={null}
        width={420}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <div className="tc-library" data-testid="image-source-modal">
          <ResourceList
            type="4"
            accept={IMAGE_ACCEPT}
            renderThumb={(r: Resource) => (
              <img className="tc-library-thumb" src={r.thumbnailUrl || r.fileUrl} alt="" loading="lazy" />
            )}
            onPick={(r) => {
              setOpen(false);
              if (r.fileUrl !== props.value) props.onPick(r.fileUrl);
            }}
          />
        </div>
      </Modal>
    </div>
  );
}
