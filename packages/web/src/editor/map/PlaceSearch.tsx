import { useState } from 'react';
import { Input, List, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Component2D } from '@twincanvas/model';
import { ApiError } from '../../app/api';
import { mapBus } from '../../map/bus';
import { mapApi, type Place } from './api';

/** Place search of the map panel (the server's tc/searchCoordinate, 20 a page); a pick flies the map there. */
export function PlaceSearch({ map }: { map: Component2D }) {
  const { t } = useTranslation();
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [loading, setLoading] = useState(false);
  const crs = String((map.mapModel as { baseCrs?: unknown } | undefined)?.baseCrs ?? 'WGS84');
  const search = async (keyword: string) => {
    if (!keyword.trim()) return setPlaces(null);
    setLoading(true);
    try {
      setPlaces((await mapApi.search(keyword.trim(), crs)).list);
    } catch (error) {
      setPlaces(null);
      const text = error instanceof ApiError || error instanceof Error ? error.message : String(error);
      void message.error(t('maps.searchFailed', { error: text }));
    } finally {
      setLoading(false);
    }
  };
  const fly = (p: Place) => {
    const zoom = p.level === 'province' ? 7 : p.level === 'city' ? 10 : 12;
    if (!mapBus.flyTo(map._id, { center: [p.lng, p.lat], zoom })) void message.warning(t('maps.notOnScreen'));
  };
  return (
    <div>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('maps.searchHint')}
        aria-label={t('maps.search')}
        loading={loading}
        data-testid="map-search"
        onSearch={(v) => void search(v)}
      />
      {places && places.length === 0 ? (
        <Typography.Text type="secondary">{t('maps.searchEmpty')}</Typography.Text>
      ) : null}
      {places && places.length > 0 ? (
        <List
          size="small"
          style={{ maxHeight: 180, overflow: 'auto' }}
          dataSource={places}
          renderItem={(p) => (
            <List.Item
              data-testid="map-search-result"
              style={{ cursor: 'pointer', padding: '2px 4px' }}
              onClick={() => fly(p)}
            >
              <Typography.Text ellipsis>{p.fullName ?? p.name}</Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
