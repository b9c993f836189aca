import { useState } from 'react';
import { Button, Empty, InputNumber, Select, Switch } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  AUTO_REQUEST_DEFAULT_INTERVAL,
  type Component2D,
  type DataSourceConfig,
  targetShapeOf,
} from '@twincanvas/model';
import { editableDefinitionOfNode, type EditableDefinition } from '../../../components/editingRegistry';
import { sourceKindOf } from '../../../data/runtime';
import '../../../data/locales';
import { setProperty } from '../../commands';
import { selectedEditable } from '../../map/state';
import { useEditor } from '../../store';
import { FiltersSection } from './FiltersSection';
import { ManageDialog } from './ManageDialog';
import { ParamsSection } from './ParamsSection';
import { PreviewSection } from './PreviewSection';
import { DraftText, RequestFields } from './RequestFields';
import { commitRequestSource, patchRequestSource, useVariableList } from './lists';

const KINDS = ['static', 'request', 'router', 'file', 'socket', 'push'] as const;
type Kind = (typeof KINDS)[number];

/** Data-capable kinds declare sample data (the shape they expect) and a data shape other than 'none'. */
export function isDataCapable(def: EditableDefinition | undefined): def is EditableDefinition {
  return !!def && def.sampleData !== undefined && !String(def.dataShape ?? '').startsWith('none');
}

function kindOf(rs: DataSourceConfig | undefined): Kind {
  const k = sourceKindOf(rs);
  if (k === 'request' && rs?.type === 'file') return 'file';
  return k;
}

/** The requestSource a kind starts from (keeps mapping, filters, parameters and refresh settings). */
function switchKind(rs: DataSourceConfig, kind: Kind): DataSourceConfig {
  const keep = {
    effect: rs.effect,
    filters: rs.filters,
    filterOn: rs.filterOn,
    paramVars: rs.paramVars,
    enable: rs.enable,
    interval: rs.interval,
  };
  switch (kind) {
    case 'static':
      return { ...rs, type: 'static' };
    case 'router':
      return { ...keep, type: 'router', sqlOptions: { routers: [] } };
    case 'file':
      return { ...keep, type: 'file' };
    case 'socket':
      return { ...keep, type: 'api', sourceType: 'socket', requestType: 'socket' };
    case 'push':
      return { ...keep, type: 'push' as DataSourceConfig['type'], channel: '' };
    default:
      return { ...keep, type: 'api', requestType: 'GET', bodyType: 0 };
  }
}

function StaticData({ node }: { node: Component2D }) {
  const { t } = useTranslation();
  const [bad, setBad] = useState(false);
  const data = node.chartModel?.data;
  if (!node.chartModel)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataBinding.kinds.static')} />;
  return (
    <div className="tc-prop-row">
      <label>{t('dataBinding.staticData')}</label>
      <DraftText
        value={JSON.stringify(data ?? [], null, 2)}
        rows={6}
        mono
        testId="data-static"
        onCommit={(text) => {
          try {
            const value = JSON.parse(text) as unknown;
            setBad(false);
            const chartModel = { ...node.chartModel, data: value };
            setProperty(node, 'chartModel', chartModel);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <span style={{ color: '#cf1322', fontSize: 12 }}>{t('dataBinding.staticInvalid')}</span>}
    </div>
  );
}

/** The "Data" tab: how the selected component gets its data (docs/reference.md#data-binding, issue 8 item 4). */
export function DataPanel() {
  const { t } = useTranslation();
  const [manage, setManage] = useState(false);
  const projectFlag = useEditor((s) => s.projectFlag);
  // A map item of the open map, or the selected component of the edited list.
  const node = useEditor(selectedEditable);
  const variables = useVariableList(projectFlag).data;
  const definition = node ? editableDefinitionOfNode(node) : undefined;
  const manageButton = (
    <Button size="small" icon={<SettingOutlined />} data-testid="data-manage" onClick={() => setManage(true)}>
      {t('dataBinding.manage')}
    </Button>
  );
  if (!node || !isDataCapable(definition))
    return (
      <div className="tc-props">
        {manageButton}
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataBinding.noData')} />
        {manage && <ManageDialog projectFlag={projectFlag} onClose={() => setManage(false)} />}
      </div>
    );
  const rs = node.requestSource ?? {};
  const kind = kindOf(node.requestSource);
  return (
    <div className="tc-props" data-testid="data-panel">
      {manageButton}
      <div className="tc-prop-row" style={{ marginTop: 8 }}>
        <label>{t('dataBinding.source')}</label>
        <Select
          size="small"
          style={{ width: '100%' }}
          value={kind}
          data-testid="data-kind"
          options={KINDS.map((k) => ({ value: k, label: t(`dataBinding.kinds.${k}`) }))}
          onChange={(k: Kind) => k !== kind && commitRequestSource(node, switchKind(rs, k))}
        />
      </div>
      {kind === 'static' ? (
        <StaticData node={node} />
      ) : (
        <>
          <RequestFields node={node} kind={kind} projectFlag={projectFlag} />
          <section>
            <h4>{t('dataBinding.params')}</h4>
            <ParamsSection node={node} variables={variables ?? []} />
          </section>
          {kind !== 'socket' && kind !== 'push' && (
            <section>
              <div className="tc-prop-row">
                <label>{t('dataBinding.autoRefresh')}</label>
                <Switch
                  size="small"
                  checked={rs.enable === true}
                  data-testid="data-auto"
                  onChange={(enable) =>
                    patchRequestSource(node, {
                      enable,
                      interval: rs.interval ?? AUTO_REQUEST_DEFAULT_INTERVAL,
                    })
                  }
                />
              </div>
              <div className="tc-prop-row">
                <label>{t('dataBinding.interval')}</label>
                <InputNumber
                  size="small"
                  min={1}
                  max={86_400}
                  value={Number(rs.interval ?? AUTO_REQUEST_DEFAULT_INTERVAL)}
                  data-testid="data-interval"
                  onBlur={(e) => {
                    const v = Number(e.target.value);
                    if (Number.isFinite(v) && v >= 1 && v !== rs.interval)
                      patchRequestSource(node, { interval: v });
                  }}
                />
              </div>
              <div className="tc-prop-row">
                <label>{t('dataBinding.cache')}</label>
                <Switch
                  size="small"
                  checked={rs.cache === true}
                  onChange={(cache) => patchRequestSource(node, { cache })}
                />
              </div>
            </section>
          )}
          <PreviewSection
            node={node}
            definition={definition}
            target={targetShapeOf(definition.sampleData)}
            projectFlag={projectFlag}
          />
          <section>
            <h4>{t('dataBinding.filters')}</h4>
            <FiltersSection node={node} projectFlag={projectFlag} />
          </section>
        </>
      )}
      {manage && <ManageDialog projectFlag={projectFlag} onClose={() => setManage(false)} />}
    </div>
  );
}
