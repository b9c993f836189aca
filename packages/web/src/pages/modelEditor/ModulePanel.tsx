import { App, Button, ColorPicker, Empty, Input, Select, Slider, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelEditorJson, ModuleStyle } from '@twincanvas/model';
import { DEFAULT_MODEL_STYLE_ID } from '@twincanvas/model';

interface Props {
  json: ModelEditorJson;
  styleId: string;
  moduleId: string | null;
  selectedCount: number;
  onStyleId: (id: string) => void;
  onModule: (id: string | null) => void;
  onNewModule: (name: string) => void;
  onAddStyle: (name: string) => void;
  onModuleNodes: (id: string, remove: boolean) => void;
  onRename: (id: string, name: string) => void;
  onDelete: (id: string) => void;
  onStyle: (patch: Partial<Record<keyof ModuleStyle, ModuleStyle[keyof ModuleStyle] | undefined>>) => void;
}

/** Modules (named node groups) and the current style's overrides of the chosen module. */
export function ModulePanel(p: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const ask = (title: string, initial: string, done: (v: string) => void) => {
    let value = initial;
    modal.confirm({
      title,
      content: (
        <Input
          autoFocus
          maxLength={100}
          defaultValue={initial}
          onChange={(e) => (value = e.target.value)}
          data-testid="model-name-input"
        />
      ),
      onOk: () => {
        if (value.trim()) done(value.trim());
      },
    });
  };
  const style = p.json.styleList.find((s) => s.id === p.styleId);
  const current = p.moduleId ? (style?.modules[p.moduleId] ?? {}) : null;
  const module = p.json.modules.find((m) => m.id === p.moduleId);
  return (
    <div className="tc-me-modules" data-testid="model-modules">
      <div className="tc-me-head">
        <b>{t('modelEditor.modules')}</b>
        <Button
          size="small"
          type="primary"
          disabled={p.selectedCount === 0}
          onClick={() => ask(t('modelEditor.newModule'), '', p.onNewModule)}
          data-testid="model-new-module"
        >
          {t('modelEditor.newModule')}
        </Button>
      </div>
      {p.json.modules.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('modelEditor.noModules')} />
      ) : (
        <ul className="tc-me-list">
          {p.json.modules.map((m) => (
            <li
              key={m.id}
              className={m.id === p.moduleId ? 'tc-me-on' : undefined}
              onClick={() => p.onModule(m.id)}
              data-testid="model-module"
              data-name={m.name}
            >
              <span className="tc-me-name">{m.name}</span>
              <span className="tc-me-count">{t('modelEditor.nodeCount', { count: m.nodes.length })}</span>
            </li>
          ))}
        </ul>
      )}
      {module && (
        <Space wrap size={4}>
          <Button
            size="small"
            disabled={p.selectedCount === 0}
            onClick={() => p.onModuleNodes(module.id, false)}
          >
            {t('modelEditor.addToModule')}
          </Button>
          <Button
            size="small"
            disabled={p.selectedCount === 0}
            onClick={() => p.onModuleNodes(module.id, true)}
          >
            {t('modelEditor.removeFromModule')}
          </Button>
          <Button
            size="small"
            onClick={() => ask(t('modelEditor.rename'), module.name, (v) => p.onRename(module.id, v))}
          >
            {t('modelEditor.rename')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              modal.confirm({
                title: t('modelEditor.delete'),
                content: t('modelEditor.deleteModule', { name: module.name }),
                onOk: () => p.onDelete(module.id),
              })
            }
          >
            {t('modelEditor.delete')}
          </Button>
        </Space>
      )}

      <div className="tc-me-head">
        <b>{t('modelEditor.styles')}</b>
        <Space size={4}>
          <Select
            size="small"
            style={{ width: 120 }}
            value={p.styleId}
            onChange={p.onStyleId}
            options={p.json.styleList.map((s) => ({
              value: s.id,
              label: s.id === DEFAULT_MODEL_STYLE_ID ? t('modelEditor.defaultStyle') : s.name,
            }))}
            data-testid="model-style-select"
          />
          <Button size="small" onClick={() => ask(t('modelEditor.newStyle'), '', p.onAddStyle)}>
            +
          </Button>
        </Space>
      </div>
      {!current ? (
        <div className="tc-me-hint">{t('modelEditor.pickModule')}</div>
      ) : (
        <div className="tc-me-style" data-testid="model-style">
          <label>{t('modelEditor.color')}</label>
          <Space size={4}>
            <ColorPicker
              size="small"
              allowClear
              value={current.color ?? null}
              onChangeComplete={(c) => p.onStyle({ color: `#${c.toHex().slice(0, 6).toUpperCase()}` })}
              onClear={() => p.onStyle({ color: undefined })}
            />
            <Input
              size="small"
              style={{ width: 90 }}
              placeholder="#RRGGBB"
              value={current.color ?? ''}
              onChange={(e) =>
                /^#[0-9a-fA-F]{6}$/.test(e.target.value) && p.onStyle({ color: e.target.value.toUpperCase() })
              }
              data-testid="model-style-color"
            />
          </Space>
          <label>{t('modelEditor.opacity')}</label>
          <Slider
            min={0}
            max={1}
            step={0.05}
            value={current.opacity ?? 1}
            onChange={(v: number) => p.onStyle({ opacity: v >= 1 ? undefined : v })}
          />
          <label>{t('modelEditor.emissive')}</label>
          <ColorPicker
            size="small"
            allowClear
            value={current.emissive ?? null}
            onChangeComplete={(c) => p.onStyle({ emissive: `#${c.toHex().slice(0, 6).toUpperCase()}` })}
            onClear={() => p.onStyle({ emissive: undefined })}
          />
          <label>{t('modelEditor.xray')}</label>
          <Switch
            size="small"
            checked={!!current.xray}
            onChange={(v) => p.onStyle({ xray: v || undefined })}
            data-testid="model-style-xray"
          />
          <label>{t('modelEditor.wireframe')}</label>
          <Switch
            size="small"
            checked={!!current.wireframe}
            onChange={(v) => p.onStyle({ wireframe: v || undefined })}
          />
          <Button
            size="small"
            onClick={() =>
              p.onStyle({
                color: undefined,
                opacity: undefined,
                emissive: undefined,
                xray: undefined,
                wireframe: undefined,
              })
            }
          >
            {t('modelEditor.reset')}
          </Button>
        </div>
      )}
    </div>
  );
}
