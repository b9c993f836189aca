import { useState, type CSSProperties } from 'react';
import { useComponentData } from '../../data/useComponentData';
import { safeMediaUrl } from '../common/url';
import type { RendererProps } from '../types';
import { PLACEHOLDER_IMAGE } from './placeholder';

interface ImageModel {
  imageUrl?: string;
  fit?: CSSProperties['objectFit'];
}

/** The image, or the shipped placeholder when there is no usable address or it fails to load. */
export default function ImageRenderer({ node }: RendererProps) {
  const model = (node.imageModel ?? {}) as ImageModel;
  // A data result ({imageUrl} or an address) replaces the stored address.
  const { page } = useComponentData(node);
  const delivered = typeof page === 'object' && page !== null ? (page as ImageModel).imageUrl : page;
  const url = safeMediaUrl(typeof delivered === 'string' ? delivered : model.imageUrl, {
    allowDataImage: true,
  });
  const [failed, setFailed] = useState<string | null>(null);
  const src = url && failed !== url ? url : PLACEHOLDER_IMAGE;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      onError={() => setFailed(url)}
      style={{
        width: '100%',
        height: '100%',
        objectFit: model.fit ?? 'fill',
        display: 'block',
        pointerEvents: 'none',
      }}
    />
  );
}
