import { useEffect, useRef, useState } from 'react';
import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { libraryApi, type Resource } from './libraryApi';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Thumbnail size the crop is scaled into (longest side). */
const THUMB = 240;

/**
 * Image cropper with thumbnail editor (editor spec 2): drag a rectangle on the image; the area is drawn
 * into a canvas, uploaded as PNG and becomes the resource's thumbnail. The original file is untouched.
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
  const [saving, setSaving] = useState(false);
  useEffect(() => setBox(null), [resource]);

  const point = (e: React.PointerEvent) => {
    const r = img.current!.getBoundingClientRect();
    return {
      x: Math.max(0, Math.min(r.width, e.clientX - r.left)),
      y: Math.max(0, Math.min(r.height, e.clientY - r.top)),
    };
  };

  const save = async () => {
    const el = img.current;
    if (!el || !resource) return;
    setSaving(true);
    try {
      const scale = el.naturalWidth / el.clientWidth;
      const b = box && box.w > 4 && box.h > 4 ? box : { x: 0, y: 0, w: el.clientWidth, h: el.clientHeight };
      const sw = b.w * scale;
      const sh = b.h * scale;
      const k = Math.min(1, THUMB / Math.max(sw, sh));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(sw * k));
      canvas.height = Math.max(1, Math.round(sh * k));
      canvas
        .getContext('2d')!
        .drawImage(el, b.x * scale, b.y * scale, sw, sh, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob>((res, rej) =>
        canvas.toBlob((x) => (x ? res(x) : rej(new Error('toBlob'))), 'image/png'),
      );
      const up = await libraryApi.upload('4', blob, 'thumbnail.png');
      await libraryApi.update({ id: resource.id, thumbnailUrl: up.fileUrl });
      void message.success(t('library.updated'));
      onClose(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={resource !== null}
      title={t('library.crop')}
      okText={t('library.cropSave')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p>{t('library.cropHint')}</p>
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
