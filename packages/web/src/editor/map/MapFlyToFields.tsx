import { useState } from 'react';
import { AutoComplete, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocNode } from '@twincanvas/model';
import type { MapFlyToAction } from '../../runtime/interactions/types';
import { componentOptions } from '../panels/interactions/model';
import { locate } from '../../runtime/interactions/tree';
import { mapApi, type Place } from './api';
import '../../map/locales';

const zoomOf = (p: Place) => (p.level === 'province' ? 7 : p.level === 'city' ? 10 : 12);

/**
 * The fly-to action's fields: which map of the page, and where to — a place found with the server's
 * place search (its coordinates stored in the target map's base coordinate system) or typed in, or the
 * coordinates in the event's data (a clicked marker's row) — and the zoom to fly to.
 */
export function MapFlyToFields({
  doc,
  pageId,
  action,
  onChange,
}: {
  doc: DocNode;
  pageId: string;
  action: MapFlyToAction;
  onChange(a: MapFlyToAction): void;
}) {
  const { t } = useTranslation();
  const [places, setPlaces] = useState<Place[]>([]);
  const [draft, setDraft] = useState(action.place ?? '');
  const target = action.target ? locate(doc, pageId, action.target)?.node : undefined;
  const crs = String((target?.mapModel as { baseCrs?: unknown } | undefined)?.baseCrs ?? 'WGS84');
  const search = async (keyword: string) => {
    if (!keyword.trim()) return setPlaces([]);
    try {
      setPlaces((await mapApi.search(keyword.trim(), crs)).list);
    } catch {
      // The client already showed the server's message.
      setPlaces([]);
    }
  };
  const small = { size: 'small' as const, style: { width: '100%' } };
  return (
    <>
      <Select
        {...small}
        placeholder={t('maps.fly.target')}
        value={action.target || undefined}
        onChange={(id: string) => onChange({ ...action, target: id })}
        options={componentOptions(doc, pageId, 'map')}
        data-testid="ix-map-target"
      />
      <Radio.Group
        size="small"
        value={action.from ?? 'fixed'}
        onChange={(e) => onChange({ ...action, from: e.target.value as 'fixed' | 'payload' })}
        options={[
          { value: 'fixed', label: t('maps.fly.fixed') },
          { value: 'payload', label: t('maps.fly.payload') },
        ]}
      />
      {action.from === 'payload' ? (
        <Space.Compact size="small" style={{ width: '100%' }}>
          <Input
            size="small"
            placeholder={t('maps.fly.lngKey')}
            defaultValue={action.lngKey}
            onBlur={(e) => onChange({ ...action, lngKey: e.target.value.trim() || undefined })}
          />
          <Input
            size="small"
            placeholder={t('maps.fly.latKey')}
            defaultValue={action.latKey}
            onBlur={(e) => onChange({ ...action, latKey: e.target.value.trim() || undefined })}
          />
        </Space.Compact>
      ) : (
        <>
          <AutoComplete
            {...small}
            placeholder={t('maps.fly.place')}
            value={draft}
            onChange={setDraft}
            onSearch={(v) => void search(v)}
            options={places.map((p, i) => ({ value: String(i), label: p.fullName ?? p.name }))}
            onSelect={(i: string) => {
              const p = places[Number(i)];
              if (!p) return;
              setDraft(p.name);
              onChange({ ...action, place: p.name, lng: p.lng, lat: p.lat, zoom: zoomOf(p) });
            }}
            data-testid="ix-map-place"
          />
          <Space.Compact size="small" style={{ width: '100%' }}>
            <InputNumber
              size="small"
              placeholder={t('maps.fly.lng')}
              min={-180}
              max={180}
              value={action.lng}
              onChange={(v) => onChange({ ...action, lng: v ?? undefined, place: undefined })}
            />
            <InputNumber
              size="small"
              placeholder={t('maps.fly.lat')}
              min={-85}
              max={85}
              value={action.lat}
              onChange={(v) => onChange({ ...action, lat: v ?? undefined, place: undefined })}
            />
          </Space.Compact>
        </>
      )}
      <InputNumber
        {...small}
        placeholder={t('maps.fly.zoom')}
        min={0}
        max={24}
        value={action.zoom}
        onChange={(v) => onChange({ ...action, zoom: v ?? undefined })}
      />
    </>
  );
}
