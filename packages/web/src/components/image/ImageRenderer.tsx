import type { CSSProperties } from 'react';
import type { RendererProps } from '../types';
import { PLACEHOLDER_IMAGE } from './placeholder';

interface ImageModel {
  imageUrl?: string;
  fit?: CSSProperties['objectFit'];
}

export default function ImageRenderer({ node }: RendererProps) {
  const model = (node.imageModel ?? {}) as ImageModel;
  return (
    <img
      src={model.imageUrl || PLACEHOLDER_IMAGE}
      alt=""
      draggable={false}
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
