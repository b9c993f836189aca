import { useEffect, useState } from 'react';
import { App, Button, Image, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ensureFont } from '../../../app/fonts';
import { openWindow } from '../../../app/desktopHost';
import { registerImageSource } from '../../fields/BasicFields';
import { useEditor } from '../../store';
import { insertChart, insertImage, saveSelectedChart, selectedComponents, applyFont } from './actions';
import { CollectedList } from './CollectedList';
import { ImageCropper } from './ImageCropper';
import { IMAGE_ACCEPT, ImageLibrarySource } from './ImageLibrarySource';
import { libraryApi, type Resource } from './libraryApi';
import { ModelBudgetReportView } from './ModelReport';
import { modelActions } from './modelActions';
import { ResourceList } from './ResourceList';
import { ThemePanel } from './ThemePanel';
import './locales';
import './library.css';

// Every image field (image, poster, icon...) offers the library's images and an upload: registered once here.
registerImageSource(ImageLibrarySource);

const FONT_ACCEPT = '.ttf,.otf,.woff,.woff2';
const MODEL_ACCEPT = '.glb,.gltf,.zip';
const SOURCE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.svg,.mp4,.webm,.json,.geojson,.csv,.xlsx';

/** A font's name shown in the font itself once it has loaded. */
function FontSample({ r }: { r: Resource }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void ensureFont(r.name, r.fileUrl).then(setReady), [r.name, r.fileUrl]);
  return (
    <span className="tc-library-font" style={ready ? { fontFamily: r.name } : undefined}>
      Aa字
    </span>
  );
}

/** The editor's resource library (docs/reference.md#routes, docs/reference.md#library): one tab per resource type, plus colour plans. */
export function LibraryPanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [cropping, setCropping] = useState<Resource | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [tab, setTab] = useState('4');
  const doc = useEditor((s) => s.doc);

  // Fonts the open project lists are registered so its text shows in them while editing.
  useEffect(() => {
    const fonts = Array.isArray(doc?.fonts) ? (doc.fonts as { fontRealName: string; fontUrl: string }[]) : [];
    for (const f of fonts) void ensureFont(f.fontRealName, f.fontUrl);
  }, [doc?.fonts]);

  const imageThumb = (r: Resource) => (
    <img className="tc-library-thumb" src={r.thumbnailUrl || r.fileUrl} alt="" loading="lazy" />
  );
  const imageActions = (r: Resource) => [
    { key: 'preview', label: t('library.preview'), onClick: () => setPreview(r.fileUrl) },
    { key: 'crop', label: t('library.crop'), onClick: () => setCropping(r) },
  ];

  const saveChart = () => {
    const [chart] = selectedComponents();
    if (!chart) return void message.warning(t('library.needSelection'));
    let name = String(chart.componentName ?? '');
    modal.confirm({
      title: t('library.saveChart'),
      content: (
        <Input
          defaultValue={name}
          maxLength={100}
          placeholder={t('library.chartName')}
          onChange={(e) => (name = e.target.value)}
        />
      ),
      onOk: async () => {
        await saveSelectedChart(name.trim() || 'chart');
        setRefresh((n) => n + 1);
      },
    });
  };

  const items = [
    {
      key: '4',
      label: t('library.tabs.image'),
      children: (
        <ResourceList
          type="4"
          accept={IMAGE_ACCEPT}
          onPick={(r) => void insertImage(r)}
          renderThumb={imageThumb}
          extraActions={imageActions}
          refreshKey={refresh}
        />
      ),
    },
    {
      key: '0',
      label: t('library.tabs.chart'),
      children: (
        <ResourceList
          type="0"
          onPick={insertChart}
          refreshKey={refresh}
          toolbar={
            <Button size="small" onClick={saveChart} data-testid="library-save-chart">
              {t('library.saveChart')}
            </Button>
          }
        />
      ),
    },
    { key: '1', label: t('library.tabs.collect'), children: <CollectedList /> },
    {
      key: '2',
      label: t('library.tabs.font'),
      children: (
        <ResourceList
          type="2"
          accept={FONT_ACCEPT}
          onPick={(r) =>
            void applyFont(r).then(() => void message.success(t('library.fontReady', { name: r.name })))
          }
          renderThumb={(r) => <FontSample r={r} />}
        />
      ),
    },
    {
      key: '5',
      label: t('library.tabs.source'),
      children: (
        <ResourceList
          type="5"
          accept={SOURCE_ACCEPT}
          extraActions={(r) => [
            {
              key: 'preview',
              label: t('library.preview'),
              onClick: () => openWindow(r.fileUrl, 'noopener'),
            },
          ]}
        />
      ),
    },
    {
      key: '9',
      label: t('library.tabs.model'),
      children: (
        <ResourceList
          type="9"
          accept={MODEL_ACCEPT}
          renderThumb={() => <span className="tc-library-font">3D</span>}
          processingLabel={t('models.preparing')}
          uploadFile={async (file, groupManagementId, onProgress) => {
            const { resource, report } = await libraryApi.uploadModel(
              file,
              file.name,
              { groupManagementId },
              onProgress,
            );
            void message.success(t('models.uploaded'));
            modal.info({
              title: t('models.reportOf', { name: resource.name }),
              width: 520,
              content: <ModelBudgetReportView report={report} />,
            });
          }}
          extraActions={(r, reload) => modelActions(r, reload, { t, modal, message })}
        />
      ),
    },
    { key: 'theme', label: t('library.tabs.theme'), children: <ThemePanel /> },
  ];

  return (
    <div className="tc-library" data-testid="library-panel">
      {/* Plain buttons, not nested Tabs: the editor's left-panel tab styles would apply to them too. */}
      <div className="tc-library-tabs" role="tablist">
        {items.map((it) => (
          <button
            key={it.key}
            type="button"
            role="tab"
            aria-selected={tab === it.key}
            className={tab === it.key ? 'tc-library-tab tc-library-tab-on' : 'tc-library-tab'}
            onClick={() => setTab(it.key)}
            data-testid={`library-tab-${it.key}`}
          >
            {it.label}
          </button>
        ))}
      </div>
      <div className="tc-library-body">{items.find((it) => it.key === tab)?.children}</div>
      <ImageCropper
        resource={cropping}
        onClose={(changed) => {
          setCropping(null);
          if (changed) setRefresh((n) => n + 1);
        }}
      />
      <Image
        style={{ display: 'none' }}
        src={preview ?? undefined}
        preview={{
          visible: preview !== null,
          src: preview ?? undefined,
          onVisibleChange: (v) => !v && setPreview(null),
        }}
      />
    </div>
  );
}
