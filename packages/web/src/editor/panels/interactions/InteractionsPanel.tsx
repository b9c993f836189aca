import { Button, Dropdown, Empty, InputNumber, Select, Space, Typography, message } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CONDITION_OPERATORS,
  ELSE_ACTION_KEY,
  TABLE_SCOPES,
  findNode,
  isTableScope,
  type Component2D,
  type Condition,
  type ConditionIf,
  type DocNode,
  type Interaction,
} from '@twincanvas/model';
import { eventCodeOf } from '../../../runtime/interactions/runner';
import { setProperty } from '../../commands';
import { selectedEditable } from '../../map/state';
import { useEditor } from '../../store';
import { ActionList, BlurInput } from './ActionList';
import {
  PANEL_EVENTS,
  addCondition,
  branchActions,
  componentOptions,
  move,
  newEntry,
  newTest,
  removeAt,
  removeCondition,
  setBranchActions,
  updateEntry,
} from './model';
import './locales';
import './interactions.css';

const SOURCE_TYPES = ['variables', 'equalizer', 'constants', '2D', '3D'] as const;
const TABLE_TYPE = '2021';
const RANGE = 'range';

/** A labelled line of the panel: the label above its control, so nothing is cut at 270 px. */
function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="tc-ix-line">
      <span className="tc-ix-line-label">{label}</span>
      {children}
    </label>
  );
}

/**
 * Which cells of a table target the test reads (docs/reference.md#conditions): all, odd or even rows or columns, or a
 * range 'a-b:c-d' (rows a-b, columns c-d, one-based).
 */
function ScopeField({ scope, onChange }: { scope: string | undefined; onChange: (s: string) => void }) {
  const { t } = useTranslation();
  const value = scope || 'all';
  const named = (TABLE_SCOPES as readonly string[]).includes(value);
  return (
    <Line label={t('interactions.scope')}>
      <Space.Compact size="small" style={{ width: '100%' }}>
        <Select
          size="small"
          style={{ flex: 1 }}
          value={named ? value : RANGE}
          data-testid="ix-scope"
          onChange={(v: string) => onChange(v === RANGE ? '1-1:1-1' : v)}
          options={[...TABLE_SCOPES, RANGE].map((s) => ({ value: s, label: t(`interactions.scopes.${s}`) }))}
        />
        {named ? null : (
          <BlurInput
            value={value}
            placeholder="1-3:2-2"
            testId="ix-scope-range"
            onCommit={(v) => {
              if (isTableScope(v.trim())) onChange(v.trim());
              else void message.warning(t('interactions.scopeInvalid'));
            }}
          />
        )}
      </Space.Compact>
    </Line>
  );
}
const OPERATORS = CONDITION_OPERATORS.filter((o) => o !== 'invalid');

function TestRow(props: {
  doc: DocNode;
  pageId: string;
  test: ConditionIf;
  onChange: (t: ConditionIf) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { test, onChange } = props;
  const isComponent = test.type === '2D';
  const needsValue = test.key !== 'empty' && test.key !== 'notEmpty';
  const targetType =
    isComponent && test.target ? String(findNode(props.doc, test.target)?.node.componentType ?? '') : '';
  return (
    <div className="tc-ix-test">
      <Space.Compact size="small" style={{ width: '100%' }}>
        <Select
          size="small"
          style={{ width: 96 }}
          value={test.type ?? 'variables'}
          onChange={(type) => onChange({ ...test, type, target: '' })}
          options={SOURCE_TYPES.map((s) => ({ value: s, label: t(`interactions.sourceType.${s}`) }))}
        />
        {isComponent ? (
          <Select
            size="small"
            style={{ flex: 1 }}
            showSearch
            optionFilterProp="label"
            placeholder={t('interactions.target')}
            value={test.target || undefined}
            onChange={(target: string) => onChange({ ...test, target })}
            options={componentOptions(props.doc, props.pageId)}
          />
        ) : (
          <BlurInput
            value={test.target ?? ''}
            placeholder={t('interactions.target')}
            onCommit={(target) => onChange({ ...test, target })}
          />
        )}
        <Button
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('interactions.remove')}
          onClick={props.onRemove}
        />
      </Space.Compact>
      <Space.Compact size="small" style={{ width: '100%' }}>
        <BlurInput
          value={test.targetKey ?? ''}
          placeholder={t('interactions.targetKey')}
          onCommit={(targetKey) => onChange({ ...test, targetKey })}
        />
        <Select
          size="small"
          style={{ width: 110 }}
          value={test.key ?? 'equal'}
          onChange={(key) => onChange({ ...test, key })}
          options={OPERATORS.map((o) => ({ value: o, label: t(`interactions.operators.${o}`) }))}
        />
        {needsValue ? (
          <BlurInput
            value={test.val === undefined ? '' : String(test.val)}
            placeholder={t('interactions.value')}
            onCommit={(val) => onChange({ ...test, val })}
          />
        ) : null}
      </Space.Compact>
      {targetType === TABLE_TYPE ? (
        <ScopeField scope={test.scope} onChange={(scope) => onChange({ ...test, scope })} />
      ) : null}
    </div>
  );
}

function ConditionBlock(props: {
  doc: DocNode;
  pageId: string;
  entry: Interaction;
  index: number;
  onChange: (e: Interaction) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { entry, index, onChange } = props;
  const conditions = entry.conditions ?? [];
  const condition = conditions[index]!;
  const setCondition = (c: Condition) =>
    onChange({ ...entry, conditions: conditions.map((x, i) => (i === index ? c : x)) });
  const setTests = (ifs: ConditionIf[]) => setCondition({ ...condition, ifs });
  return (
    <div className="tc-ix-condition" data-testid={props.testId}>
      <Line label={t('interactions.conditionName')}>
        <BlurInput
          value={condition.name ?? ''}
          onCommit={(name) => setCondition({ ...condition, name })}
          testId={`${props.testId}-name`}
        />
      </Line>
      <Space.Compact size="small" style={{ width: '100%' }}>
        <Select
          size="small"
          style={{ flex: 1 }}
          value={condition.logic}
          onChange={(logic) => setCondition({ ...condition, logic })}
          options={[
            { value: '&', label: t('interactions.logicAnd') },
            { value: '|', label: t('interactions.logicOr') },
          ]}
        />
        <Button
          size="small"
          icon={<ArrowUpOutlined />}
          aria-label={t('interactions.up')}
          disabled={index === 0}
          onClick={() => onChange({ ...entry, conditions: move(conditions, index, -1) })}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined />}
          aria-label={t('interactions.down')}
          disabled={index === conditions.length - 1}
          onClick={() => onChange({ ...entry, conditions: move(conditions, index, 1) })}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('interactions.removeCondition')}
          onClick={() => onChange(removeCondition(entry, index))}
        />
      </Space.Compact>
      {condition.ifs.map((test, i) => (
        <TestRow
          key={i}
          doc={props.doc}
          pageId={props.pageId}
          test={test}
          onChange={(next) => setTests(condition.ifs.map((x, j) => (j === i ? next : x)))}
          onRemove={() => setTests(removeAt(condition.ifs, i))}
        />
      ))}
      <Button
        size="small"
        type="link"
        icon={<PlusOutlined />}
        onClick={() => setTests([...condition.ifs, newTest()])}
      >
        {t('interactions.addTest')}
      </Button>
      <Typography.Text type="secondary" className="tc-ix-label">
        {t('interactions.actions')}
      </Typography.Text>
      <ActionList
        doc={props.doc}
        pageId={props.pageId}
        actions={branchActions(entry, condition.id)}
        onChange={(actions) => onChange(setBranchActions(entry, condition.id, actions))}
        testId={`${props.testId}-actions`}
      />
    </div>
  );
}

/**
 * The Interactions tab of the right panel (docs/reference.md#events, docs/reference.md#conditions): the selected component's events,
 * each with ordered condition groups, actions per condition and else actions. Every change is one update
 * op of `projectInteractionList` through the editor's commit (undoable, saved, shared live).
 */
export function InteractionsPanel() {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  // A map item of the open map (its clicks carry the picked row), or the selected 2D component.
  const node = useEditor((s): Component2D | null => selectedEditable(s));
  if (!doc || !node)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('interactions.selectOne')} />;
  const list = node.projectInteractionList ?? [];
  const save = (next: Interaction[]) => setProperty(node, 'projectInteractionList', next);
  const eventLabel = (code: string) => t(`interactions.events.${code}`, { defaultValue: code });
  return (
    <div className="tc-ix" data-testid="interactions-panel">
      {list.map((entry, i) => {
        const code = eventCodeOf(entry);
        const setEntry = (e: Interaction) => save(updateEntry(list, i, e));
        const id = `ix-${i}`;
        return (
          <section className="tc-ix-entry" key={i} data-testid={id}>
            <Space.Compact size="small" style={{ width: '100%' }}>
              <Select
                size="small"
                style={{ flex: 1 }}
                value={code}
                onChange={(eventId: string) => setEntry({ ...entry, eventId })}
                options={PANEL_EVENTS.map((c) => ({ value: c, label: eventLabel(c) }))}
                data-testid={`${id}-event`}
              />
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('interactions.removeEvent')}
                onClick={() => save(removeAt(list, i))}
                data-testid={`${id}-remove`}
              />
            </Space.Compact>
            {code === '40107' ? (
              <Space size={6}>
                <Typography.Text type="secondary">{t('interactions.interval')}</Typography.Text>
                <InputNumber
                  size="small"
                  min={200}
                  step={500}
                  value={Number(entry.timerInterval ?? 5000)}
                  onChange={(v) => setEntry({ ...entry, timerInterval: Number(v ?? 5000) })}
                  data-testid={`${id}-interval`}
                />
              </Space>
            ) : null}
            <Typography.Text type="secondary" className="tc-ix-label">
              {t('interactions.conditions')}
            </Typography.Text>
            {(entry.conditions ?? []).map((c, ci) => (
              <ConditionBlock
                key={c.id}
                doc={doc}
                pageId={pageId}
                entry={entry}
                index={ci}
                onChange={setEntry}
                testId={`${id}-cond-${ci}`}
              />
            ))}
            <Button
              size="small"
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => setEntry(addCondition(entry))}
              data-testid={`${id}-add-condition`}
            >
              {t('interactions.addCondition')}
            </Button>
            <Typography.Text type="secondary" className="tc-ix-label">
              {t('interactions.else')}
            </Typography.Text>
            <ActionList
              doc={doc}
              pageId={pageId}
              actions={branchActions(entry, ELSE_ACTION_KEY)}
              onChange={(actions) => setEntry(setBranchActions(entry, ELSE_ACTION_KEY, actions))}
              testId={`${id}-else`}
            />
          </section>
        );
      })}
      <Dropdown
        trigger={['click']}
        menu={{
          items: PANEL_EVENTS.map((c) => ({ key: c, label: eventLabel(c) })),
          onClick: ({ key }) => save([...list, newEntry(node, key)]),
        }}
      >
        <Button size="small" type="primary" block icon={<PlusOutlined />} data-testid="ix-add-event">
          {t('interactions.addEvent')}
        </Button>
      </Dropdown>
    </div>
  );
}
