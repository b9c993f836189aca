import { useRef, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Empty, Input, Pagination, Progress, Spin } from 'antd';
import { MoreOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../app/useConfirmDelete';
import type { UploadState } from '../../../app/api';
import { ALL_GROUPS, GroupBar } from './GroupBar';
import {
  CATEGORY_OF,
  GROUP_TYPE,
  libraryApi,
  PAGE_SIZE,
  type Resource,
  type ResourceGroup,
  type ResourceNumber,
  type ResourceType,
} from './libraryApi';

const NO_GROUPS: ResourceGroup[] = [];

export interface ResourceListProps {
  type: ResourceType;
  /** File input accept list; no upload button without it. */
  accept?: string;
  /** What a click on an item does (insert, apply…). */
  onPick?: (r: Resource) => void;
  /** Extra menu entries of an item. */
  extraActions?: (
    r: Resource,
    reload: () => void,
  ) => { key: string; label: ReactNode; onClick: () => void }[];
  /** Shown in front of the name (image thumbnail, font sample…). */
  renderThumb?: (r: Resource) => ReactNode;
  /** Bumped by the parent to force a reload (after a save elsewhere). */
  refreshKey?: number;
  toolbar?: ReactNode;
  /** Replaces the plain upload-then-add (models are prepared by the server in one call). */
  uploadFile?: (
    file: File,
    groupManagementId: string | undefined,
    onProgress: (p: number) => void,
  ) => Promise<void>;
  /** Shown under the full progress bar while the server still works on the upload. */
  processingLabel?: string;
}

/** One resource type of the library: search, groups, paging (20 from page 1), upload with progress, item actions. */
export function ResourceList(props: ResourceListProps) {
  const { type } = props;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string>(ALL_GROUPS);
  const [uploadState, setUploadState] = useState<UploadState | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const groupType = GROUP_TYPE[type];
  const category = CATEGORY_OF[type];
  const inGroup = group === ALL_GROUPS ? undefined : group;
  const client = useQueryClient();
  // The parent's refreshKey (bumped after a save elsewhere) is part of each key: a new key is a new read.
  const listKey = ['library', 'resources', type];
  const list = useQuery({
    queryKey: [...listKey, keyword, page, inGroup, props.refreshKey],
    queryFn: () => libraryApi.list({ type, keyword: keyword || undefined, page, groupManagementId: inGroup }),
    // The page shown stays while the next one (or the search's answer) is read.
    placeholderData: keepPreviousData,
  });
  // A list that cannot be read shows as empty.
  const data = list.data
    ? { list: list.data.currentResult, total: list.data.totalResult }
    : list.isError
      ? { list: [], total: 0 }
      : null;
  // Group sizes and the category's total/used/free follow every upload, copy, move and delete (docs/reference.md#library).
  const groupsKey = ['library', 'groups', groupType];
  const groups =
    useQuery({ queryKey: [...groupsKey, props.refreshKey], queryFn: () => libraryApi.groups(groupType) })
      .data ?? NO_GROUPS;
  const numbersKey = ['library', 'resource-number'];
  const usage =
    useQuery({
      queryKey: [...numbersKey, props.refreshKey],
      queryFn: libraryApi.resourceNumber,
      enabled: category !== undefined,
      select: (all): ResourceNumber | null => all.find((r) => r.type === category) ?? null,
    }).data ?? null;
  const reload = () => void client.invalidateQueries({ queryKey: listKey });
  const changed = () => {
    reload();
    void client.invalidateQueries({ queryKey: groupsKey });
    void client.invalidateQueries({ queryKey: numbersKey });
  };

  const onFile = async (file: File) => {
    setUploadState({ status: 'loading', percent: 0 });
    const onProgress = (percent: number) => setUploadState({ status: 'loading', percent });
    try {
      if (props.uploadFile) {
        await props.uploadFile(file, inGroup, onProgress);
        setUploadState(null);
        setPage(1);
        changed();
        return;
      }
      const up = await libraryApi.upload(type, file, file.name, onProgress);
      const name = file.name.replace(/\.[^.]+$/, '').slice(0, 100) || file.name;
      await libraryApi.add({
        type,
        name,
        fileUrl: up.fileUrl,
        groupManagementId: inGroup,
      });
      setUploadState({ status: 'loaded', path: up.path, name: up.name });
      setPage(1);
      changed();
    } catch (e) {
      setUploadState({ status: 'unload', msg: e instanceof Error ? e.message : t('library.uploadFailed') });
    }
  };

  const rename = (r: Resource) => {
    let value = r.name;
    modal.confirm({
      title: t('library.rename'),
      content: (
        <Input
          defaultValue={r.name}
          maxLength={100}
          onChange={(e) => (value = e.target.value)}
          data-testid="library-rename-input"
        />
      ),
      onOk: async () => {
        await libraryApi.update({ id: r.id, name: value.trim() || r.name });
        void message.success(t('library.updated'));
        reload();
      },
    });
  };
  /** Moves or copies one resource into a group (null: ungrouped) through /group-management/{move,copy}. */
  const toGroup = async (mode: 'move' | 'copy', r: Resource, to: string | null) => {
    await (mode === 'move' ? libraryApi.moveTo : libraryApi.copyTo)(type, [r.id], to);
    void message.success(t(mode === 'move' ? 'library.moved' : 'library.copied'));
    changed();
  };
  const groupMenu = (mode: 'move' | 'copy', r: Resource) => [
    { key: `${mode}-none`, label: t('library.ungrouped'), onClick: () => void toGroup(mode, r, null) },
    ...groups.map((g) => ({
      key: `${mode}-${g.id}`,
      label: g.name,
      onClick: () => void toGroup(mode, r, g.id),
    })),
  ];

  const menu = (r: Resource) => [
    ...(props.extraActions?.(r, reload) ?? []),
    { key: 'rename', label: t('library.rename'), onClick: () => rename(r) },
    {
      key: 'copy',
      label: t('library.copy'),
      onClick: () =>
        void libraryApi.copy([r.id]).then(() => (void message.success(t('library.copied')), changed())),
    },
    { key: 'copyTo', label: t('library.copyTo'), children: groupMenu('copy', r) },
    { key: 'move', label: t('library.move'), children: groupMenu('move', r) },
    {
      key: 'delete',
      label: t('library.delete'),
      danger: true,
      onClick: () =>
        confirmDelete({
          title: t('library.deleteTitle'),
          content: t('library.deleteContent', { name: r.name }),
          remove: () => libraryApi.remove([r.id]),
          after: changed,
        }),
    },
  ];

  return (
    <div className="tc-library-list" data-testid={`library-list-${type}`}>
      <Input.Search
        size="small"
        allowClear
        placeholder={t('library.search')}
        onSearch={(v) => (setKeyword(v.trim()), setPage(1))}
        data-testid="library-search"
      />
      <div className="tc-library-bar">
        <GroupBar
          groupType={groupType}
          groups={groups}
          value={group}
          onChange={(v) => (setGroup(v), setPage(1))}
          onChanged={changed}
        />
        {props.accept && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={props.accept}
              hidden
              data-testid={`library-file-${type}`}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) void onFile(f);
              }}
            />
            <Button
              size="small"
              icon={<UploadOutlined />}
              loading={uploadState?.status === 'loading'}
              onClick={() => fileInput.current?.click()}
              data-testid={`library-upload-${type}`}
            >
              {t('library.upload')}
            </Button>
          </>
        )}
      </div>
      {(props.toolbar || usage) && (
        <div className="tc-library-bar">
          {props.toolbar}
          {usage && (
            <span
              className={usage.free > 0 ? 'tc-library-usage' : 'tc-library-usage tc-library-usage-full'}
              data-testid="library-usage"
            >
              {t('library.usage', { used: usage.used, total: usage.total })}
            </span>
          )}
        </div>
      )}
      {uploadState?.status === 'loading' && (
        <Progress percent={uploadState.percent} size="small" data-testid="library-upload-progress" />
      )}
      {uploadState?.status === 'loading' && uploadState.percent >= 100 && props.processingLabel && (
        <div className="tc-library-processing" data-testid="library-upload-processing">
          {props.processingLabel}
        </div>
      )}
      {uploadState?.status === 'unload' && <div className="tc-library-error">{uploadState.msg}</div>}
      {!data ? (
        <Spin size="small" />
      ) : data.list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(keyword ? 'library.noMatch' : 'library.empty')}
          data-testid="library-empty"
        />
      ) : (
        <ul className="tc-library-items">
          {data.list.map((r) => (
            <li key={r.id} data-testid="library-item" data-name={r.name}>
              <button
                type="button"
                className="tc-library-pick"
                title={r.name}
                onClick={() => props.onPick?.(r)}
              >
                {props.renderThumb?.(r)}
                <span className="tc-library-name">{r.name}</span>
              </button>
              <Dropdown
                // Group submenus open on click: a hover path to them crosses the neighbouring entry.
                menu={{ items: menu(r), triggerSubMenuAction: 'click' }}
                trigger={['click']}
              >
                <Button size="small" type="text" icon={<MoreOutlined />} data-testid="library-item-menu" />
              </Dropdown>
            </li>
          ))}
        </ul>
      )}
      {data && data.total > PAGE_SIZE && (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPage}
        />
      )}
    </div>
  );
}
