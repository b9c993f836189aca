import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api';
import { libraryApi, type Resource } from './libraryApi';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Thumbnail size the chosen area is scaled into (longest side). */
const THUMB = 240;
/** Types the cropped image keeps; anything else (GIF, SVG, BMP…) becomes a PNG. */
const KEEP_TYPE: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/** The chosen area in the image's own pixels, inside the image (the whole image when nothing is chosen). */
function naturalArea(el: HTMLImageElement, box: Box | null): Box {
  const k = el.naturalWidth / (el.clientWidth || 1);
  const b = box && box.w > 4 && box.h > 4 ? box : { x: 0, y: 0, w: el.clientWidth, h: el.clientHeight };
  const x = Math.max(0, Math.round(b.x * k));
  const y = Math.max(0, Math.round(b.y * k));
  return {
    x,
    y,
    w: Math.max(1, Math.min(el.naturalWidth - x, Math.round(b.w * k))),
    h: Math.max(1, Math.min(el.naturalHeight - y, Math.round(b.h * k))),
  };
}

/** Draws an area of the image at `scale` into a canvas and encodes it. */
async function encode(el: HTMLImageElement, a: Box, scale: number, mime: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(a.w * scale));
  canvas.height = Math.max(1, Math.round(a.h * scale));
  canvas.getContext('2d')!.drawImage(el, a.x, a.y, a.w, a.h, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((res, rej) =>
    canvas.toBlob((b) => (b ? res(b) : rej(new Error('toBlob'))), mime, 0.92),
  );
}

/**
 * Image cropper with thumbnail editor (docs/reference.md#routes): drag a rectangle on the image, then either crop
 * the image to it (a new file at the image's own resolution replaces the resource's file; the old one
 * is released by the server unless something still uses it) or make it the thumbnail (scaled into
 * 240 px, the file untouched).
 */
export function ImageCropper({
  resource,
  onClose,
}: {
  resource: Resource | null;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const img = useRef<HTMLImageElement>(null);
  const [box, setBox] = useState<Box | null>(null);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const [saving, setSaving] = useState<'crop' | 'thumb' | null>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => (setBox(null), setLoaded(false)), [resource]);

  const point = (e: React.PointerEvent) => {
    const r = img.current!.getBoundingClientRect();
    return {
      x: Math.max(0, Math.min(r.width, e.clientX - r.left)),
      y: Math.max(0, Math.min(r.height, e.clientY - r.top)),
    };
  };
  const area = loaded && img.current ? naturalArea(img.current, box) : null;

  const save = async (mode: 'crop' | 'thumb') => {
    const el = img.current;
    if (!el || !resource || !area) return;
    setSaving(mode);
    try {
      if (mode === 'crop') {
        const ext = /\.([a-z0-9]+)$/i.exec(resource.fileUrl)?.[1]?.toLowerCase() ?? '';
        const mime = KEEP_TYPE[ext] ?? 'image/png';
        const blob = await encode(el, area, 1, mime);
        const up = await libraryApi.upload('4', blob, `${resource.name}.${mime.split('/')[1]}`);
        // The old thumbnail showed the uncropped picture: the list falls back to the new file.
        await libraryApi.update({ id: resource.id, fileUrl: up.fileUrl, thumbnailUrl: '' });
      } else {
        const blob = await encode(el, area, Math.min(1, THUMB / Math.max(area.w, area.h)), 'image/png');
        const up = await libraryApi.upload('4', blob, 'thumbnail.png');
        await libraryApi.update({ id: resource.id, thumbnailUrl: up.fileUrl });
      }
      void message.success(t('library.updated'));
      onClose(true);
    } catch (e) {
      // API failures have shown the server's message; a picture from another site cannot be read back.
      if (!(e instanceof ApiError)) void message.warning(t('library.cropFailed'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Modal
      open={resource !== null}
      title={t('library.cropTitle')}
      onCancel={() => onClose(false)}
      destroyOnHidden
      footer={[
        <span key="size" className="tc-cropper-size" data-testid="cropper-size">
          {area ? t('library.cropSize', { w: area.w, h: area.h }) : ''}
        </span>,
        <Button key="cancel" onClick={() => onClose(false)}>
          {t('library.cancel')}
        </Button>,
        <Button
          key="thumb"
          loading={saving === 'thumb'}
          disabled={!area || saving !== null}
          onClick={() => void save('thumb')}
          data-testid="cropper-thumb"
        >
          {t('library.cropSave')}
        </Button>,
        <Button
          key="crop"
          type="primary"
          loading={saving === 'crop'}
          disabled={!area || !box || saving !== null}
          onClick={() => void save('crop')}
          data-testid="cropper-crop"
        >
          {t('library.cropImage')}
        </Button>,
      ]}
    >
      <p className="tc-cropper-hint">{t('library.cropHint')}</p>
      {resource && (
        <div
          className="tc-cropper"
          data-testid="library-cropper"
          onPointerDown={(e) => {
            (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
            const p = point(e);
            setDrag(p);
            setBox({ ...p, w: 0, h: 0 });
          }}
          onPointerMove={(e) => {
            if (!drag) return;
            const p = point(e);
            setBox({
              x: Math.min(p.x, drag.x),
              y: Math.min(p.y, drag.y),
              w: Math.abs(p.x - drag.x),
              h: Math.abs(p.y - drag.y),
            });
          }}
          onPointerUp={() => setDrag(null)}
        >
          <img
            ref={img}
            src={resource.fileUrl}
            alt={resource.name}
            crossOrigin="anonymous"
            draggable={false}
            onLoad={() => setLoaded(true)}
          />
          {box && (
            <div
              className="tc-cropper-box"
              style={{ left: box.x, top: box.y, width: box.w, height: box.h }}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
