import type { ReactNode } from 'react';
import '../../map/locales';
import { useEditor } from '../store';
import { MapItemProperties } from './MapItemProperties';
import { MapPanel, useMapFocusSync } from './MapPanel';
import { openMapNode, selectedMapItem } from './state';

/** The left panel's layer tab: the open map's items while a map is open, else the 2D layer list. */
export function LayersOrMap({ layers }: { layers: ReactNode }) {
  useMapFocusSync();
  const open = useEditor((s) => openMapNode(s) !== null);
  return open ? <MapPanel /> : <>{layers}</>;
}

/** The right panel's properties: the selected map item's while a map is open, else the 2D panel. */
export function PropertiesOrMapItem({ properties }: { properties: ReactNode }) {
  const item = useEditor(selectedMapItem);
  return item ? <MapItemProperties item={item} /> : <>{properties}</>;
}
