import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DocNode, IndexStep } from '@twincanvas/model';
import { ACTION_TYPES, type InteractionAction, type ValueSource } from '../../../runtime/interactions/types';
import { Camera3DFields, Component3DFields } from '../../scene3d/Camera3DFields';
import { componentOptions, newAction, pageOptions, removeAt, sceneOptions } from './model';

// Loaded when a fly-to action is shown: the place search and its form controls stay out of the panel.
const MapFlyToFields = lazy(() =>
  import('../../map/MapFlyToFields').then((m) => ({ default: m.MapFlyToFields })),
);

/** A text input that commits once, on blur or Enter (one undoable edit, not one per keystroke). */
export function BlurInput(props: {
  value: string;
  onCommit: (v: string) => void;
  placeholder?: string;
  testId?: string;
}) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = () => draft !== props.value && props.onCommit(draft);
  return (
    <Input
      size="small"
      value={draft}
      placeholder={props.placeholder}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      data-testid={props.testId}
    />
  );
}

function StepField({ step, onChange }: { step: IndexStep; onChange: (s: IndexStep) => void }) {
  const { t } = useTranslation();
  const mode = step === '+' ? 'next' : step === '-' ? 'prev' : 'index';
  return (
    <Space.Compact size="small">
      <Select
        size="small"
        value={mode}
        style={{ width: 96 }}
        onChange={(m) => onChange(m === 'next' ? '+' : m === 'prev' ? '-' : 0)}
        options={(['next', 'prev', 'index'] as const).map((m) => ({
          value: m,
          label: t(`interactions.steps.${m}`),
        }))}
      />
      {mode === 'index' ? (
        <InputNumber
          size="small"
          min={1}
          value={Number(step) + 1}
          onChange={(v) => onChange(Math.max(0, Number(v ?? 1) - 1))}
          style={{ width: 64 }}
        />
      ) : null}
    </Space.Compact>
  );
}

function SourceFields({ action, onChange }: { action: ValueSource; onChange: (a: ValueSource) => void }) {
  const { t } = useTranslation();
  const source = action.source ?? 'constant';
  return (
    <Space.Compact size="small" style={{ width: '100%' }}>
      <Select
        size="small"
        value={source}
        style={{ width: 96 }}
        onChange={(s) => onChange({ ...action, source: s })}
        options={(['payload', 'variable', 'constant'] as const).map((s) => ({
          value: s,
          label: t(`interactions.source.${s}`),
        }))}
      />
      {source === 'constant' ? (
        <BlurInput
          value={typeof action.value === 'string' ? action.value : JSON.stringify(action.value ?? '')}
          placeholder={t('interactions.value')}
          onCommit={(v) => onChange({ ...action, value: v })}
        />
      ) : (
        <BlurInput
          value={action.key ?? ''}
          placeholder={t(source === 'variable' ? 'interactions.variableName' : 'interactions.key')}
          onCommit={(v) => onChange({ ...action, key: v })}
        />
      )}
    </Space.Compact>
  );
}

function ActionFields(props: {
  doc: DocNode;
  pageId: string;
  action: InteractionAction;
  onChange: (a: InteractionAction) => void;
}) {
  const { t } = useTranslation();
  const { doc, pageId, action, onChange } = props;
  const pick = (kind?: 'dynamic' | 'chart', with3D = false) => componentOptions(doc, pageId, kind, with3D);
  const select = {
    size: 'small' as const,
    style: { width: '100%' },
    showSearch: true,
    optionFilterProp: 'label',
  };
  switch (action.type) {
    case 'visibility':
      return (
        <>
          <Select
            size="small"
            value={action.mode}
            onChange={(mode) => onChange({ ...action, mode })}
            options={(['show', 'hide', 'toggle'] as const).map((m) => ({
              value: m,
              label: t(`interactions.modes.${m}`),
            }))}
          />
          <Select
            {...select}
            mode="multiple"
            placeholder={t('interactions.components')}
            value={action.targets}
            onChange={(targets) => onChange({ ...action, targets })}
            options={pick(undefined, true)}
          />
          <div className="tc-ix-pair">
            <label className="tc-ix-line">
              <span className="tc-ix-line-label">{t('interactions.animation')}</span>
              <Select
                size="small"
                value={action.animateType === 'fade' ? 'fade' : 'none'}
                onChange={(animateType: string) => onChange({ ...action, animateType })}
                options={(['none', 'fade'] as const).map((a) => ({
                  value: a,
                  label: t(`interactions.animations.${a}`),
                }))}
              />
            </label>
            <label className="tc-ix-line">
              <span className="tc-ix-line-label">{t('interactions.duration')}</span>
              <InputNumber
                size="small"
                min={0}
                step={100}
                suffix="ms"
                style={{ width: '100%' }}
                disabled={action.animateType !== 'fade'}
                value={action.animateDuration}
                onChange={(v) => onChange({ ...action, animateDuration: Number(v ?? 0) })}
              />
            </label>
          </div>
        </>
      );
    case 'dynamicPage':
    case 'chartPage':
      return (
        <>
          <Select
            {...select}
            placeholder={t('interactions.target')}
            value={action.target || undefined}
            onChange={(target: string) => onChange({ ...action, target })}
            options={pick(action.type === 'dynamicPage' ? 'dynamic' : 'chart')}
          />
          <StepField step={action.step} onChange={(step) => onChange({ ...action, step })} />
        </>
      );
    case 'changePage':
      return (
        <>
          <Select
            {...select}
            allowClear
            placeholder={t('interactions.scene')}
            value={action.sceneId}
            onChange={(sceneId?: string) => onChange({ type: 'changePage', sceneId })}
            options={sceneOptions(doc)}
          />
          <Select
            {...select}
            allowClear
            placeholder={t('interactions.page')}
            value={action.pageId}
            onChange={(p?: string) => onChange({ ...action, pageId: p })}
            options={pageOptions(doc, action.sceneId)}
          />
        </>
      );
    case 'link':
      return (
        <>
          <BlurInput
            value={action.url}
            placeholder={t('interactions.url')}
            onCommit={(url) => onChange({ ...action, url })}
          />
          <Space size={6}>
            <Switch
              size="small"
              checked={action.newWindow !== false}
              onChange={(newWindow) => onChange({ ...action, newWindow })}
            />
            {t('interactions.newWindow')}
          </Space>
        </>
      );
    case 'variable':
      return (
        <>
          <BlurInput
            value={action.name}
            placeholder={t('interactions.variableName')}
            onCommit={(name) => onChange({ ...action, name })}
          />
          <SourceFields action={action} onChange={(a) => onChange({ ...action, ...a })} />
        </>
      );
    case 'componentData':
      return (
        <>
          <Select
            {...select}
            placeholder={t('interactions.target')}
            value={action.target || undefined}
            onChange={(target: string) => onChange({ ...action, target })}
            options={pick()}
          />
          <SourceFields action={action} onChange={(a) => onChange({ ...action, ...a })} />
        </>
      );
    case 'camera3D':
      return <Camera3DFields doc={doc} pageId={pageId} action={action} onChange={onChange} />;
    case 'component3D':
      return <Component3DFields doc={doc} pageId={pageId} action={action} onChange={onChange} />;
    case 'mapFlyTo':
      return (
        <Suspense fallback={null}>
          <MapFlyToFields doc={doc} pageId={pageId} action={action} onChange={onChange} />
        </Suspense>
      );
    case 'wander':
      return (
        <Select
          {...select}
          mode="multiple"
          placeholder={t('interactions.components')}
          value={action.targets}
          onChange={(targets) => onChange({ ...action, targets })}
          options={pick()}
        />
      );
  }
}

/** The actions of one branch (a condition or else), in order. */
export function ActionList(props: {
  doc: DocNode;
  pageId: string;
  actions: InteractionAction[];
  onChange: (actions: InteractionAction[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { actions, onChange } = props;
  const typeOptions = ACTION_TYPES.map((type) => ({
    value: type,
    label: t(`interactions.actionTypes.${type}`),
  }));
  return (
    <div className="tc-ix-actions" data-testid={props.testId}>
      {actions.map((action, i) => (
        <div className="tc-ix-action" key={i} data-testid={`${props.testId}-${i}`}>
          <Space.Compact size="small" style={{ width: '100%' }}>
            <Select
              size="small"
              style={{ flex: 1 }}
              value={action.type}
              onChange={(type) => onChange(actions.map((a, j) => (j === i ? newAction(type) : a)))}
              options={typeOptions}
            />
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('interactions.remove')}
              onClick={() => onChange(removeAt(actions, i))}
            />
          </Space.Compact>
          <ActionFields
            doc={props.doc}
            pageId={props.pageId}
            action={action}
            onChange={(next) => onChange(actions.map((a, j) => (j === i ? next : a)))}
          />
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        block
        icon={<PlusOutlined />}
        onClick={() => onChange([...actions, newAction('visibility')])}
        data-testid={`${props.testId}-add`}
      >
        {t('interactions.addAction')}
      </Button>
    </div>
  );
}
