import { Button, ColorPicker, Form, InputNumber, Popover, Segmented, Slider, Switch } from 'antd';
import { CloudOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Page } from '@twincanvas/model';
import { readSky, type SkyData } from '../../engine3d/sceneData';
import { setSky } from './commands3d';

const hex = (c: { toHexString(): string }) => c.toHexString();

/** Sky (colour, gradient or the procedural sky), sunlight and fog of the page. */
export function EnvironmentPanel({ page }: { page: Page | undefined }) {
  const { t } = useTranslation();
  if (!page) return null;
  const sky = readSky(page.projectThreeComponent?.configData?.skyData);
  const set = (patch: Partial<SkyData>) => setSky({ ...sky, ...patch });
  const content = (
    <Form
      size="small"
      layout="horizontal"
      labelCol={{ span: 8 }}
      className="tc-s3d-env"
      data-testid="s3d-env"
    >
      <Form.Item label={t('scene3d.sky')}>
        <Segmented
          size="small"
          value={sky.type}
          onChange={(v) => set({ type: v as SkyData['type'] })}
          options={[
            { value: 'color', label: t('scene3d.skyColor') },
            { value: 'gradient', label: t('scene3d.skyGradient') },
            { value: 'sky', label: t('scene3d.skySky') },
          ]}
        />
      </Form.Item>
      {sky.type === 'color' ? (
        <Form.Item label={t('scene3d.color')}>
          <ColorPicker
            size="small"
            value={sky.color}
            onChangeComplete={(c) => set({ color: hex(c) })}
            disabledAlpha
          />
        </Form.Item>
      ) : null}
      {sky.type === 'gradient' ? (
        <Form.Item label={t('scene3d.color')}>
          <ColorPicker
            size="small"
            value={sky.topColor}
            onChangeComplete={(c) => set({ topColor: hex(c) })}
            disabledAlpha
          />{' '}
          <ColorPicker
            size="small"
            value={sky.bottomColor}
            onChangeComplete={(c) => set({ bottomColor: hex(c) })}
            disabledAlpha
          />
        </Form.Item>
      ) : null}
      <Form.Item label={t('scene3d.sunElevation')}>
        <Slider min={-5} max={90} value={sky.sunElevation} onChange={(v) => set({ sunElevation: v })} />
      </Form.Item>
      <Form.Item label={t('scene3d.sunAzimuth')}>
        <Slider
          min={0}
          max={360}
          value={((sky.sunAzimuth % 360) + 360) % 360}
          onChange={(v) => set({ sunAzimuth: v })}
        />
      </Form.Item>
      <Form.Item label={t('scene3d.sunIntensity')}>
        <Slider
          min={0}
          max={6}
          step={0.1}
          value={sky.sunIntensity}
          onChange={(v) => set({ sunIntensity: v })}
        />
      </Form.Item>
      <Form.Item label={t('scene3d.fog')}>
        <Switch checked={sky.fog.on} onChange={(on) => set({ fog: { ...sky.fog, on } })} />{' '}
        <ColorPicker
          size="small"
          value={sky.fog.color}
          disabled={!sky.fog.on}
          onChangeComplete={(c) => set({ fog: { ...sky.fog, color: hex(c) } })}
          disabledAlpha
        />{' '}
        <span className="tc-s3d-env-caption">{t('scene3d.fogFar')}</span>
        <InputNumber
          size="small"
          min={0}
          max={100000}
          value={sky.fog.far}
          disabled={!sky.fog.on}
          onChange={(v) => typeof v === 'number' && set({ fog: { ...sky.fog, far: v } })}
          style={{ width: 90 }}
        />
      </Form.Item>
    </Form>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" content={content}>
      <Button size="small" icon={<CloudOutlined />} data-testid="s3d-env-open">
        {t('scene3d.environment')}
      </Button>
    </Popover>
  );
}
