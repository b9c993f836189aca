import { App, Button, Dropdown, Input, Select } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../app/useConfirmDelete';
import { libraryApi, type ResourceGroup } from './libraryApi';

/** '-1' is "all groups" (the list is not filtered), as the list call reads it. */
export const ALL_GROUPS = '-1';

/**
 * The resource-group picker of a library list with the group actions (docs/reference.md#api
 * /group-management/{add, update, group/copy, delete}): new, rename, copy with its resources, delete
 * with its resources after a confirmation. `onChanged` reloads groups, list and counts.
 */
export function GroupBar(props: {
  groupType: number;
  groups: ResourceGroup[];
  value: string;
  onChange(id: string): void;
  onChanged(): void;
}) {
  const { groupType, groups, value } = props;
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const current = groups.find((g) => g.id === value);

  /** A one-field name dialog; `save` runs on OK with the trimmed, non-empty name. */
  const askName = (title: string, initial: string, save: (name: string) => Promise<unknown>) => {
    let name = initial;
    modal.confirm({
      title,
      icon: null,
      content: (
        <Input
          autoFocus
          defaultValue={initial}
          placeholder={t('library.groupName')}
          maxLength={100}
          onChange={(e) => (name = e.target.value)}
          data-testid="library-group-name"
        />
      ),
      onOk: async () => {
        if (!name.trim()) return;
        await save(name.trim());
        props.onChanged();
      },
    });
  };

  const items = [
    {
      key: 'add',
      label: t('library.newGroup'),
      onClick: () =>
        askName(t('library.newGroup'), '', async (name) =>
          props.onChange((await libraryApi.addGroup(groupType, name)).id),
        ),
    },
    ...(current
      ? [
          {
            key: 'rename',
            label: t('library.renameGroup'),
            onClick: () =>
              askName(t('library.renameGroup'), current.name, (name) =>
                libraryApi.renameGroup(groupType, current.id, name),
              ),
          },
          {
            key: 'copy',
            label: t('library.copyGroup'),
            onClick: () =>
              void libraryApi.copyGroup(groupType, current.id).then((made) => {
                void message.success(t('library.copied'));
                props.onChange(made.id);
                props.onChanged();
              }),
          },
          {
            key: 'delete',
            label: t('library.deleteGroup'),
            danger: true,
            onClick: () =>
              confirmDelete({
                title: t('library.deleteGroup'),
                content: t('library.deleteGroupContent', {
                  name: current.name,
                  count: current.resourceCount,
                }),
                remove: () => libraryApi.deleteGroup(groupType, current.id),
                after: () => {
                  props.onChange(ALL_GROUPS);
                  props.onChanged();
                },
              }),
          },
        ]
      : []),
  ];

  return (
    <>
      <Select
        size="small"
        value={value}
        onChange={props.onChange}
        popupMatchSelectWidth={false}
        className="tc-library-group"
        data-testid="library-group-select"
        options={[
          { value: ALL_GROUPS, label: t('library.allGroups') },
          ...groups.map((g) => ({ value: g.id, label: `${g.name} (${g.resourceCount})` })),
        ]}
      />
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button
          size="small"
          icon={<FolderOutlined />}
          title={t('library.groupActions')}
          aria-label={t('library.groupActions')}
          data-testid="library-group-actions"
        />
      </Dropdown>
    </>
  );
}
