import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../data/locales';
import { DataPanel } from './DataPanel';
import { InteractionsPanel } from '../interactions';
import { useEffect } from 'react';
import { memberTransport } from '../../../data/runtime';
import { currentValues, resolveRouterVariables, useVariables } from '../../../data/variables';
import { useEditor } from '../../store';
import { useVariableList } from './lists';
import { useEditorLiveData } from './liveData';
import { useRouterRelationsSync } from './routerRelations';

/**
 * The editor's right panel: the property panel and the "Data" tab side by side. It also keeps the
 * server's router relations in step with the document (added on paste, removed on delete), runs live
 * data on the canvas and loads the project's variables.
 */
export function RightPanel({ title, properties }: { title: string; properties: ReactNode }) {
  const { t } = useTranslation();
  useRouterRelationsSync();
  useEditorLiveData();
  // Requests read the project's variables when they are made (parameters, router-linked values).
  const projectFlag = useEditor((s) => s.projectFlag);
  const variables = useVariableList(projectFlag).data;
  useEffect(() => {
    if (!variables) return;
    useVariables.getState().load(variables);
    void resolveRouterVariables(variables, {
      projectFlag,
      transport: memberTransport(projectFlag),
      variables: currentValues,
    });
  }, [variables, projectFlag]);
  return (
    <Tabs
      size="small"
      className="tc-right-tabs"
      style={{ padding: '0 8px' }}
      items={[
        { key: 'properties', label: title, children: properties },
        {
          key: 'data',
          label: <span data-testid="tab-data">{t('dataBinding.tab')}</span>,
          children: <DataPanel />,
        },
        {
          key: 'interactions',
          label: <span data-testid="tab-interactions">{t('interactions.tab')}</span>,
          children: <InteractionsPanel />,
        },
      ]}
    />
  );
}
