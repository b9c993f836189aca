import type { ReactNode } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import '../../map/locales';
import { execute } from '../execute';
import { useEditor } from '../store';
import { enterMapAction } from './actions';
import { MapItemProperties } from './MapItemProperties';
import { MapPanel, useMapFocusSync } from './MapPanel';
import { isMap, openMapNode, selectedEditable, selectedMapItem } from './state';

/** The left panel's layer tab: the open map's items while a map is open, else the 2D layer list. */
export function LayersOrMap({ layers }: { layers: ReactNode }) {
  useMapFocusSync();
  const open = useEditor((s) => openMapNode(s) !== null);
  return open ? <MapPanel /> : <>{layers}</>;
}

/** The right panel's properties: the selected map item's, else the 2D panel with "Edit map" on a map. */
export function PropertiesOrMapItem({ properties }: { properties: ReactNode }) {
  const { t } = useTranslation();
  const item = useEditor(selectedMapItem);
  const mapSelected = useEditor((s) => {
    const node = selectedEditable(s);
    return s.tMapId === null && node !== null && isMap(node);
  });
  if (item) return <MapItemProperties item={item} />;
  return (
    <>
      {mapSelected ? (
        <Button
          size="small"
          block
          icon={<GlobalOutlined />}
          data-testid="map-enter"
          style={{ marginBottom: 8 }}
          onClick={() => execute(enterMapAction)}
        >
          {t('maps.edit')}
        </Button>
      ) : null}
      {properties}
    </>
  );
}
