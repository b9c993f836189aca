import { useState } from 'react';
import { Modal, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelEditorJson, UnmatchedRef } from '@twincanvas/model';

export interface RemapChoice {
  moduleId: string;
  from: string;
  to: string | null;
}

/** Lists module references a new upload no longer matches; each gets a new node or is removed. */
export function RemapDialog(props: {
  json: ModelEditorJson;
  unmatched: UnmatchedRef[];
  allPaths: string[];
  onApply: (choices: RemapChoice[]) => void;
}) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<RemapChoice[]>(() =>
    props.unmatched.map((u) => ({ moduleId: u.moduleId, from: u.ref.path, to: u.candidates[0] ?? null })),
  );
  const moduleName = (id: string) => props.json.modules.find((m) => m.id === id)?.name ?? id;
  return (
    <Modal
      open
      width={720}
      title={t('modelEditor.remapTitle')}
      okText={t('modelEditor.remapApply')}
      onOk={() => props.onApply(choices)}
      closable={false}
      cancelButtonProps={{ style: { display: 'none' } }}
      data-testid="model-remap"
    >
      <p>{t('modelEditor.remapHint')}</p>
      <Table
        size="small"
        pagination={false}
        rowKey={(r) => `${r.moduleId}:${r.from}`}
        dataSource={choices}
        columns={[
          { title: t('modelEditor.remapModule'), render: (_v, r) => moduleName(r.moduleId) },
          { title: t('modelEditor.remapFrom'), dataIndex: 'from' },
          {
            title: t('modelEditor.remapTo'),
            render: (_v, r, i) => {
              const candidates = props.unmatched[i]?.candidates ?? [];
              const rest = props.allPaths.filter((p) => !candidates.includes(p));
              return (
                <Select
                  size="small"
                  showSearch
                  style={{ width: 280 }}
                  value={r.to ?? '__remove'}
                  options={[
                    { value: '__remove', label: t('modelEditor.remapRemove') },
                    ...[...candidates, ...rest].slice(0, 2000).map((p) => ({ value: p, label: p })),
                  ]}
                  onChange={(v: string) =>
                    setChoices((all) =>
                      all.map((c, j) => (j === i ? { ...c, to: v === '__remove' ? null : v } : c)),
                    )
                  }
                />
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
