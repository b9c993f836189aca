import { useState } from 'react';
import { Button, Empty, InputNumber, Popover, Space, Tooltip, Typography } from 'antd';
import {
  CaretRightOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  PauseOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Page } from '@twincanvas/model';
import type { Engine } from '../../engine3d';
import { readPage3D } from '../../engine3d/sceneData';
import {
  addTour,
  deleteView,
  renameView,
  saveInitialView,
  saveView,
  setAreaInteraction,
  updateTours,
} from './commands3d';
import { toursOf, viewsOf } from './ops3d';

/** Saved views of the page (fly to, rename, delete) and camera tours through them (play, timing). */
export function ViewsPanel({ engine, page }: { engine: Engine | null; page: Page | undefined }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  if (!page) return null;
  const views = viewsOf(page);
  const tours = toursOf(page);
  const area = readPage3D(page.projectThreeComponent).area;
  const play = (id: string) => {
    if (!engine) return;
    engine.setCameraViews(views, tours);
    if (engine.playTour(id)) {
      setPlaying(id);
      const watch = () => (engine.touring ? setTimeout(watch, 250) : setPlaying(null));
      setTimeout(watch, 250);
    }
  };
  const content = (
    <div className="tc-s3d-views" data-testid="s3d-views">
      <Space wrap>
        <Button
          size="small"
          type="primary"
          onClick={() => engine && saveView(engine)}
          data-testid="s3d-save-view"
        >
          {t('scene3d.saveView')}
        </Button>
        <Button size="small" onClick={() => engine && saveInitialView(engine)} data-testid="s3d-set-initial">
          {t('scene3d.setInitial')}
        </Button>
      </Space>
      {views.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scene3d.noViews')} />
      ) : null}
      {views.map((v) => (
        <div key={v.id} className="tc-s3d-row" data-testid={`s3d-view-${v.name}`}>
          <Typography.Text editable={{ onChange: (name) => name.trim() && renameView(v.id, name.trim()) }}>
            {v.name}
          </Typography.Text>
          <Tooltip title={t('scene3d.flyTo')}>
            <Button
              size="small"
              type="text"
              icon={<SendOutlined />}
              aria-label={t('scene3d.flyTo')}
              onClick={() => engine?.flyTo(v)}
            />
          </Tooltip>
          <Tooltip title={t('scene3d.deleteView')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('scene3d.deleteView')}
              onClick={() => deleteView(v.id)}
            />
          </Tooltip>
        </div>
      ))}
      <div className="tc-panel-head">{t('scene3d.tours')}</div>
      {views.length < 2 ? (
        <Typography.Text type="secondary">{t('scene3d.noTours')}</Typography.Text>
      ) : (
        <Button size="small" onClick={addTour} data-testid="s3d-add-tour">
          {t('scene3d.addTour')}
        </Button>
      )}
      {tours.map((tour) => (
        <div key={tour.id} className="tc-s3d-tour" data-testid={`s3d-tour-${tour.name}`}>
          <div className="tc-s3d-row">
            <Typography.Text
              editable={{
                onChange: (name) =>
                  name.trim() &&
                  updateTours(
                    tours.map((x) => (x.id === tour.id ? { ...x, name: name.trim().slice(0, 100) } : x)),
                  ),
              }}
            >
              {tour.name}
            </Typography.Text>
            {playing === tour.id ? (
              <Button
                size="small"
                icon={<PauseOutlined />}
                onClick={() => (engine?.stopTour(), setPlaying(null))}
              >
                {t('scene3d.stop')}
              </Button>
            ) : (
              <Button
                size="small"
                icon={<CaretRightOutlined />}
                onClick={() => play(tour.id)}
                data-testid="s3d-play-tour"
              >
                {t('scene3d.play')}
              </Button>
            )}
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('scene3d.deleteView')}
              onClick={() => updateTours(tours.filter((x) => x.id !== tour.id))}
            />
          </div>
          {tour.stops.map((stop, i) => (
            <div key={`${stop.viewId}-${i}`} className="tc-s3d-stop">
              <span>{views.find((v) => v.id === stop.viewId)?.name ?? stop.viewId}</span>
              <InputNumber
                size="small"
                min={0.1}
                max={600}
                step={0.5}
                value={stop.duration}
                suffix={t('scene3d.seconds')}
                onChange={(d) =>
                  typeof d === 'number' &&
                  updateTours(
                    tours.map((x) =>
                      x.id === tour.id
                        ? { ...x, stops: x.stops.map((s, j) => (j === i ? { ...s, duration: d } : s)) }
                        : x,
                    ),
                  )
                }
              />
            </div>
          ))}
        </div>
      ))}
      {/* How area interactions (the component3D flyTo action) frame their target (docs/3d.md "Camera"). */}
      <div className="tc-s3d-row" data-testid="s3d-area">
        <span>{t('scene3d.areaFraming')}</span>
        <InputNumber
          size="small"
          min={0.1}
          max={1000}
          value={area.distance}
          prefix={t('scene3d.areaDistance')}
          data-testid="s3d-area-distance"
          onChange={(d) => typeof d === 'number' && setAreaInteraction({ ...area, distance: d })}
        />
        <InputNumber
          size="small"
          min={0}
          max={90}
          value={area.pitch}
          prefix={t('scene3d.areaPitch')}
          suffix="°"
          data-testid="s3d-area-pitch"
          onChange={(p) => typeof p === 'number' && setAreaInteraction({ ...area, pitch: p })}
        />
      </div>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomLeft" content={content}>
      <Button size="small" icon={<EnvironmentOutlined />} data-testid="s3d-views-open">
        {t('scene3d.views')} {views.length ? `(${views.length})` : ''}
      </Button>
    </Popover>
  );
}
