import { Button, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Component2D, ParamVariable } from '@twincanvas/model';
import type { VariableRow } from '../../../data/api';
import { paramVarId, parseParamVarId } from '../../../data/params';
import { currentUserId, patchRequestSource } from './lists';

/** A parameter bound to a variable: `{userId}_{varId}` with the variable's fields (docs/reference.md#data-binding). */
export function paramFor(name: string, v: VariableRow, userId: string): ParamVariable {
  return {
    id: paramVarId(userId, v.id),
    name,
    value: v.defaultValue,
    des: v.variableDescribe ?? '',
    used: true,
    createBy: userId,
    variableType: v.projectFlag === null ? 'global' : 'project',
    routerType: v.routerType ?? 0,
    routerId: v.routerId ?? undefined,
    routerField: v.routerField ?? '',
  };
}

/**
 * Parameters of the request, each filled from a variable when the request is made. In SQL and URLs they
 * are referred to as ${name}; the server binds them, never splices them.
 */
export function ParamsSection({ node, variables }: { node: Component2D; variables: VariableRow[] }) {
  const { t } = useTranslation();
  const list = node.requestSource?.paramVars ?? [];
  const save = (next: ParamVariable[]) => patchRequestSource(node, { paramVars: next });
  const varOf = (p: ParamVariable) => parseParamVarId(p.id)?.varId;
  return (
    <div data-testid="data-params">
      {list.map((p, i) => (
        <div className="tc-prop-row" key={`${p.id}-${i}`} style={{ display: 'flex', gap: 4 }}>
          <Input
            size="small"
            defaultValue={p.name}
            placeholder={t('dataBinding.paramName')}
            data-testid={`param-name-${i}`}
            style={{ flex: 1 }}
            onBlur={(e) => {
              const name = e.target.value.trim();
              if (name && name !== p.name) save(list.map((x, j) => (j === i ? { ...x, name } : x)));
            }}
          />
          <Select
            size="small"
            style={{ flex: 1 }}
            value={varOf(p)}
            placeholder={t('dataBinding.variable')}
            data-testid={`param-var-${i}`}
            options={variables.map((v) => ({
              value: v.id,
              label: `${v.name}${v.projectFlag === null ? `（${t('dataBinding.global')}）` : ''}`,
            }))}
            onChange={(id: string) => {
              const v = variables.find((x) => x.id === id);
              if (v) save(list.map((x, j) => (j === i ? paramFor(x.name || v.name, v, currentUserId()) : x)));
            }}
          />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('dataBinding.delete')}
            onClick={() => save(list.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        data-testid="param-add"
        disabled={variables.length === 0}
        onClick={() => {
          const v = variables[0];
          if (v) save([...list, paramFor(v.name, v, currentUserId())]);
        }}
      >
        {t('dataBinding.addParam')}
      </Button>
    </div>
  );
}
