import { useEffect, useState } from 'react';
import { Button, Dropdown, Empty, Input, List, Popconfirm, Tooltip, Typography, message } from 'antd';
import {
  AimOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LogoutOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MAP_ITEM_LISTS,
  mapItemList,
  zIndexOf,
  type Component2D,
  type MapComponentClass,
} from '@twincanvas/model';
import { COMPONENTS_MAP, mapLayerEditingOf } from '../../components/editingRegistry';
import { pickText } from '../../components/registry';
import { mapBus, useMapFocus } from '../../map/bus';
import '../../map/locales';
import { useEditor } from '../store';
import {
  addMapItemEdit,
  removeMapItemsEdit,
  renameMapItemEdit,
  reorderMapItemEdit,
  saveMapViewEdit,
  showMapItemEdit,
} from '../actions/mapItems';
import { perform } from '../execute';
import { PlaceSearch } from './PlaceSearch';
import { openMapNode } from './state';

function ItemRow({ map, item }: { map: Component2D; item: Component2D }) {
  const { t, i18n } = useTranslation();
  const selected = useEditor((s) => s.selectedIds.length === 1 && s.selectedIds[0] === item._id);
  const [editing, setEditing] = useState(false);
  const def = mapLayerEditingOf(item.componentType);
  const Icon = def?.icon;
  const hidden = item.show === false;
  const name = item.componentName ?? (def ? pickText(def.name, i18n.language) : String(item.componentType));
  return (
    <List.Item
      className={`tc-map-item${selected ? ' tc-map-item-selected' : ''}`}
      data-testid={`map-item-${item._id}`}
      onClick={() => useEditor.getState().select([item._id])}
      style={{
        padding: '2px 4px',
        cursor: 'pointer',
        background: selected ? '#e6f4ff' : undefined,
        opacity: hidden ? 0.5 : 1,
      }}
    >
      <span style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1, minWidth: 0 }}>
        {Icon ? <Icon /> : null}
        {editing ? (
          <Input
            size="small"
            autoFocus
            defaultValue={name}
            data-testid="map-item-rename"
            onClick={(e) => e.stopPropagation()}
            onBlur={(e) => {
              setEditing(false);
              perform(renameMapItemEdit, item, e.target.value);
            }}
            onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
          />
        ) : (
          <Typography.Text ellipsis onDoubleClick={() => setEditing(true)} title={t('maps.rename')}>
            {name}
          </Typography.Text>
        )}
      </span>
      <span onClick={(e) => e.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={hidden ? t('maps.show') : t('maps.hide')}>
          <Button
            size="small"
            type="text"
            data-testid="map-item-toggle"
            icon={hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={() => perform(showMapItemEdit, item, hidden)}
          />
        </Tooltip>
        <Tooltip title={t('maps.up')}>
          <Button
            size="small"
            type="text"
            data-testid="map-item-up"
            icon={<ArrowUpOutlined />}
            onClick={() => perform(reorderMapItemEdit, map, item._id, 'up')}
          />
        </Tooltip>
        <Tooltip title={t('maps.down')}>
          <Button
            size="small"
            type="text"
            data-testid="map-item-down"
            icon={<ArrowDownOutlined />}
            onClick={() => perform(reorderMapItemEdit, map, item._id, 'down')}
          />
        </Tooltip>
        <Popconfirm
          title={t('maps.removeConfirm', { name })}
          onConfirm={() => perform(removeMapItemsEdit, map, [item._id])}
        >
          <Button
            size="small"
            type="text"
            danger
            data-testid="map-item-remove"
            icon={<DeleteOutlined />}
            aria-label={t('maps.remove')}
          />
        </Popconfirm>
      </span>
    </List.Item>
  );
}

function ListSection({ map, list }: { map: Component2D; list: MapComponentClass }) {
  const { t, i18n } = useTranslation();
  const type = Number(map.componentType);
  const kinds = COMPONENTS_MAP.filter((d) => d.mapClass === list && d.containers.includes(type));
  // Top of the drawing order first, as layer lists read.
  const items = [...mapItemList(map, list)].sort((a, b) => zIndexOf(b) - zIndexOf(a));
  if (kinds.length === 0 && items.length === 0) return null;
  return (
    <section data-testid={`map-list-${list}`}>
      <div
        className="tc-panel-head"
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}
      >
        <span>{t(`maps.lists.${list}`)}</span>
        <Dropdown
          trigger={['click']}
          menu={{
            items: kinds.map((d) => ({
              key: String(d.typeCodes[0]),
              icon: <d.icon />,
              label: <span data-testid={`map-add-${d.typeCodes[0]}`}>{pickText(d.name, i18n.language)}</span>,
            })),
            onClick: ({ key }) => {
              const def = mapLayerEditingOf(key);
              if (!def) return;
              const item = def.defaults(Number(key));
              perform(addMapItemEdit, map, item);
            },
          }}
        >
          <Button size="small" type="link" icon={<PlusOutlined />} data-testid={`map-add-${list}`}>
            {t('maps.add')}
          </Button>
        </Dropdown>
      </div>
      {items.length > 0 ? (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => <ItemRow key={item._id} map={map} item={item} />}
        />
      ) : null}
    </section>
  );
}

/**
 * The map editing context's left panel: the open map's layers, vectors, markers and pixels (add,
 * delete, reorder by zIndex, show/hide, rename), the place search, and saving the current view.
 */
export function MapPanel() {
  const { t } = useTranslation();
  const map = useEditor(openMapNode);
  if (!map) return null;
  const count = MAP_ITEM_LISTS.reduce((n, l) => n + mapItemList(map, l).length, 0);
  const saveView = () => {
    const view = mapBus.view(map._id);
    if (!view) return void message.warning(t('maps.notOnScreen'));
    if (perform(saveMapViewEdit, map, view)?.committed) void message.success(t('maps.viewSaved'));
  };
  return (
    <div
      className="tc-map-panel"
      data-testid="map-panel"
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Typography.Text strong ellipsis style={{ flex: 1 }}>
          {t('maps.editing', { name: map.componentName ?? '' })}
        </Typography.Text>
        <Tooltip title={t('maps.saveView')}>
          <Button size="small" icon={<AimOutlined />} data-testid="map-save-view" onClick={saveView} />
        </Tooltip>
        <Tooltip title={t('maps.leave')}>
          <Button
            size="small"
            icon={<LogoutOutlined />}
            data-testid="map-leave"
            onClick={() => useEditor.getState().openMap(null)}
          />
        </Tooltip>
      </div>
      <PlaceSearch map={map} />
      {count === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('maps.empty')} /> : null}
      {MAP_ITEM_LISTS.map((list) => (
        <ListSection key={list} map={map} list={list} />
      ))}
    </div>
  );
}

/** Keeps the map view's focus (which map takes the pointer) in step with the store's tMapId. */
export function useMapFocusSync(): void {
  const id = useEditor((s) => (openMapNode(s) ? s.tMapId : null));
  useEffect(() => {
    useMapFocus.getState().setOpen(id);
    // A map deleted meanwhile (a co-editor, undo of its paste) closes its context.
    if (id === null && useEditor.getState().tMapId !== null) useEditor.getState().openMap(null);
  }, [id]);
}
