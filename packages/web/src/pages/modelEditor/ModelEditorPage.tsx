import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, List, Progress, Result, Spin, Tag } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_MODEL_STYLE_ID,
  matchModules,
  readModelEditorJson,
  type ModelEditorJson,
  type ModelNodeInfo,
  type UnmatchedRef,
} from '@twincanvas/model';
import { useTitle } from '../../app/useTitle';
import { modelEditorApi, type LibraryModel } from './modelEditorApi';
import {
  addModule,
  addStyle,
  changeModuleNodes,
  deleteModule,
  refsOf,
  remapReferences,
  renameModule,
  setModuleStyle,
} from './edit';
import { ModelView } from './ModelView';
import { ModulePanel } from './ModulePanel';
import { NodeTree } from './NodeTree';
import { RemapDialog } from './RemapDialog';
import './locales';
import './modelEditor.css';

/** The models of the library to choose from when the page opens without one. */
function ModelPicker() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  // Under the library's key for 3D resources: an upload or delete there makes it stale.
  const models = useQuery({
    queryKey: ['library', 'resources', '9', 'model-editor'],
    queryFn: () => modelEditorApi.list(),
  });
  if (models.isPending) return <Spin />;
  // A failed read (the client showed why) leaves nothing to open.
  const list = models.data?.currentResult ?? [];
  return (
    <div className="tc-me-picker" data-testid="model-picker">
      <h2>{t('modelEditor.pick')}</h2>
      <p>{t('modelEditor.pickHint')}</p>
      {list.length === 0 ? (
        <Empty description={t('modelEditor.noModels')} />
      ) : (
        <List
          bordered
          dataSource={list}
          renderItem={(m) => (
            <List.Item
              actions={[
                <Button key="open" type="link" onClick={() => setParams({ id: m.id })}>
                  {t('modelEditor.open')}
                </Button>,
              ]}
            >
              {m.name}
            </List.Item>
          )}
        />
      )}
    </div>
  );
}

/** /ModelEditor?id=…: a library model's node tree, its model modules and their styles (docs/3d.md). */
export function ModelEditorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  useTitle(t('modelEditor.title'));
  const [model, setModel] = useState<LibraryModel | null>(null);
  const [nodes, setNodes] = useState<ModelNodeInfo[]>([]);
  const [json, setJson] = useState<ModelEditorJson | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [saving, setSaving] = useState(false);
  const [styleId, setStyleId] = useState(DEFAULT_MODEL_STYLE_ID);
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<number | null>(0);
  const [error, setError] = useState<string | null>(null);
  const [unmatched, setUnmatched] = useState<UnmatchedRef[]>([]);

  useEffect(() => {
    if (!id) return;
    let live = true;
    void (async () => {
      try {
        const m = await modelEditorApi.get(id);
        if (!m.body.model) throw new Error(t('modelEditor.notPrepared'));
        const list = await modelEditorApi.nodes(m.body.model.nodesUrl);
        if (!live) return;
        const stored = readModelEditorJson(m.body.modelEditorJson);
        const match = matchModules(stored, list);
        setModel(m);
        setNodes(list);
        setJson(match.json);
        setSaved(JSON.stringify(stored));
        setUnmatched(match.unmatched);
        if (match.rebound > 0) void message.info(t('modelEditor.rebound', { count: match.rebound }));
      } catch (e) {
        if (live) setError(e instanceof Error ? e.message : String(e));
      }
    })();
    return () => void (live = false);
  }, [id, t, message]);

  const byPath = useMemo(() => new Map(nodes.map((n) => [n.path, n])), [nodes]);
  const dirty = json !== null && JSON.stringify(json) !== saved;

  const save = useCallback(async () => {
    if (!json || !id || saving) return;
    setSaving(true);
    try {
      await modelEditorApi.save(id, json);
      setSaved(JSON.stringify(json));
      void message.success(t('modelEditor.saved'));
    } finally {
      setSaving(false);
    }
  }, [json, id, saving, message, t]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      } else if (e.key === 'Escape') setSelected(new Set());
    };
    const onLeave = (e: BeforeUnloadEvent) => dirty && e.preventDefault();
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [save, dirty]);

  const select = (paths: string[], additive: boolean) =>
    setSelected((cur) => {
      if (!additive) return new Set(paths);
      const next = new Set(cur);
      for (const p of paths)
        if (next.has(p)) next.delete(p);
        else next.add(p);
      return next;
    });

  if (!id) return <ModelPicker />;
  if (error)
    return (
      <Result
        status="warning"
        title={t('modelEditor.loadFailed', { msg: error })}
        extra={<Button onClick={() => navigate('/ModelEditor')}>{t('modelEditor.back')}</Button>}
      />
    );
  if (!model || !json) return <Spin fullscreen />;

  return (
    <div className="tc-me" data-testid="model-editor">
      <header className="tc-me-bar">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate('/ModelEditor')}
          aria-label={t('modelEditor.back')}
        />
        <b>{t('modelEditor.title')}</b>
        <span className="tc-me-model">{model.name}</span>
        <span className="tc-me-spacer" />
        {selected.size > 0 && (
          <Tag closable onClose={() => setSelected(new Set())} data-testid="model-selection">
            {t('modelEditor.selected', { count: selected.size })}
          </Tag>
        )}
        <span className="tc-me-status" data-testid="model-save-status">
          {saving ? t('modelEditor.saving') : dirty ? t('modelEditor.unsaved') : t('modelEditor.saved')}
        </span>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!dirty}
          loading={saving}
          onClick={() => void save()}
          data-testid="model-save"
        >
          {t('modelEditor.save')}
        </Button>
      </header>
      <div className="tc-me-body">
        <NodeTree nodes={nodes} selected={selected} onSelect={select} />
        <div className="tc-me-stage">
          <ModelView
            url={model.fileUrl}
            json={json}
            styleId={styleId}
            selected={selected}
            onPick={(p, additive) => (p ? select([p], additive) : !additive && setSelected(new Set()))}
            onProgress={setProgress}
            onLoaded={() => setProgress(null)}
            onError={(msg) => setError(msg)}
          />
          {progress !== null && (
            <div className="tc-me-loading">
              <Progress type="circle" size={72} percent={Math.round(progress * 100)} />
              <div>{t('modelEditor.loading', { percent: Math.round(progress * 100) })}</div>
            </div>
          )}
        </div>
        <ModulePanel
          json={json}
          styleId={styleId}
          moduleId={moduleId}
          selectedCount={selected.size}
          onStyleId={setStyleId}
          onModule={(mid) => {
            setModuleId(mid);
            const m = json.modules.find((x) => x.id === mid);
            if (m) setSelected(new Set(m.nodes.map((r) => r.path)));
          }}
          onNewModule={(name) => {
            const r = addModule(json, name, refsOf(selected, byPath));
            setJson(r.json);
            setModuleId(r.id);
          }}
          onAddStyle={(name) => {
            const r = addStyle(json, name);
            setJson(r.json);
            setStyleId(r.id);
          }}
          onModuleNodes={(mid, remove) =>
            setJson(changeModuleNodes(json, mid, refsOf(selected, byPath), remove))
          }
          onRename={(mid, name) => setJson(renameModule(json, mid, name))}
          onDelete={(mid) => {
            setJson(deleteModule(json, mid));
            setModuleId(null);
          }}
          onStyle={(patch) => moduleId && setJson(setModuleStyle(json, styleId, moduleId, patch))}
        />
      </div>
      {unmatched.length > 0 && (
        <RemapDialog
          json={json}
          unmatched={unmatched}
          allPaths={nodes.filter((n) => n.fingerprint).map((n) => n.path)}
          onApply={(choices) => {
            setJson(remapReferences(json, choices, byPath));
            setUnmatched([]);
          }}
        />
      )}
    </div>
  );
}
