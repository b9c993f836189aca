import { EmptyState } from '../common/EmptyState';
import { safeMediaUrl } from '../common/url';
import type { RendererProps } from '../types';
import { ICON_BY_NAME } from './iconSet';
import type { IconModel } from './index';

/** Icon 4100: an uploaded/linked image when set, else the built-in icon in its colour (vector, crisp). */
export default function IconRenderer({ node }: RendererProps) {
  const model = (node.iconModel ?? {}) as IconModel;
  const url = safeMediaUrl(model.imageUrl, { allowDataImage: true });
  if (url)
    return (
      <img
        src={url}
        alt=""
        draggable={false}
        data-testid="icon-image"
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'contain',
          display: 'block',
          pointerEvents: 'none',
        }}
      />
    );
  const icon = ICON_BY_NAME.get(model.iconName ?? '');
  if (!icon) return <EmptyState />;
  return (
    <svg
      data-testid="icon-svg"
      data-icon={icon.name}
      width="100%"
      height="100%"
      viewBox="0 0 24 24"
      fill="none"
      stroke={model.color ?? '#00D1FFFF'}
      strokeWidth={model.strokeWidth ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ display: 'block' }}
    >
      {icon.paths.map((d, k) => (
        <path key={k} d={d} />
      ))}
    </svg>
  );
}
