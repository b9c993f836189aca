import { useMemo, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Empty, Input, Modal, Segmented, Select, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { basePath } from '../../app/config';
import { openWindow } from '../../app/desktopHost';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { useTitle } from '../../app/useTitle';
import { appendCases, CASE_PAGE, COUNT_ONLY_END, type CaseAnswer, type CaseItem } from './caseList';
import './locales';
import './case.css';

type Gallery = 'official' | 'industry';
const prefix = (g: Gallery) => (g === 'official' ? '' : 'industry-');

/** The official and industry case galleries: categories, paging by 20, copy into a project, launch, publish. */
export function CaseGalleryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  useTitle(t('cases.title'));
  const [gallery, setGallery] = useState<Gallery>('official');
  const [category, setCategory] = useState('');
  const [publishing, setPublishing] = useState(false);
  const queryClient = useQueryClient();

  // Both galleries' counts for the tab badges (a count-only page: docs/reference.md#limits).
  const counts = useQuery({
    queryKey: ['cases', 'counts'],
    queryFn: async () => {
      const count = async (g: Gallery) =>
        (await api.post<CaseAnswer>(`project/case/v2/${prefix(g)}list`, { start: 0, end: COUNT_ONLY_END }))
          .caseNum;
      return { official: await count('official'), industry: await count('industry') };
    },
  });
  // Pages of 20, appended by "more"; an answer for another gallery or category lands under its own key,
  // so a late one never shows in the list the user has moved on from.
  const cases = useInfiniteQuery({
    queryKey: ['cases', gallery, category],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.post<CaseAnswer>(`project/case/v2/${prefix(gallery)}list`, {
        start: pageParam,
        end: pageParam + CASE_PAGE,
        category: category || undefined,
      }),
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && shown < last.caseNum ? shown : undefined;
    },
  });
  const list = useMemo(
    () => (cases.data?.pages ?? []).reduce<CaseItem[]>((shown, page) => appendCases(shown, page.list), []),
    [cases.data],
  );
  const categories = cases.data?.pages.at(-1)?.categories ?? [];
  // After a publish or a delete: the lists and the counts again.
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['cases'] });

  const copy = async (c: CaseItem) => {
    const made = await api.post<{ projectFlag: string }>('project/case/v2/copy', { caseId: c.caseId });
    void message.success(t('cases.copied'));
    openWindow(`${basePath()}project/${made.projectFlag}`);
  };
  const launch = (c: CaseItem) => openWindow(`${basePath()}case?caseFlag=${encodeURIComponent(c.caseFlag)}`);

  return (
    <div className="tc-cases" data-testid="case-gallery">
      <div className="tc-cases-head">
        <h2>{t('cases.title')}</h2>
        <Button type="primary" onClick={() => setPublishing(true)} data-testid="case-publish-open">
          {t('cases.publish')}
        </Button>
      </div>
      <Tabs
        activeKey={gallery}
        onChange={(k) => (setGallery(k as Gallery), setCategory(''))}
        items={(['official', 'industry'] as const).map((g) => ({
          key: g,
          label: (
            <Badge count={counts.data?.[g] ?? 0} size="small" offset={[10, 0]} color="#1677ff">
              {t(`cases.${g}`)}
            </Badge>
          ),
        }))}
      />
      <Segmented
        value={category}
        onChange={(v) => setCategory(String(v))}
        options={[
          { value: '', label: t('cases.allCategories') },
          ...categories.map((c) => ({ value: c, label: c })),
        ]}
      />
      {list.length === 0 ? (
        <Empty description={t('cases.empty')} />
      ) : (
        <div className="tc-cases-grid">
          {list.map((c) => (
            <Card
              key={c.caseId}
              size="small"
              data-testid="case-card"
              data-flag={c.caseFlag}
              cover={
                c.thumbnailUrl ? (
                  <img src={c.thumbnailUrl} alt="" />
                ) : (
                  <div className="tc-cases-cover">{c.caseName}</div>
                )
              }
              actions={[
                <Button
                  key="use"
                  type="link"
                  size="small"
                  onClick={() => void copy(c)}
                  data-testid="case-copy"
                >
                  {t('cases.use')}
                </Button>,
                <Button
                  key="launch"
                  type="link"
                  size="small"
                  onClick={() => launch(c)}
                  data-testid="case-launch"
                >
                  {t('cases.launch')}
                </Button>,
                ...(c.official
                  ? []
                  : [
                      <Button
                        key="del"
                        type="link"
                        danger
                        size="small"
                        onClick={() =>
                          confirmDelete({
                            title: t('cases.delete'),
                            content: c.caseName,
                            remove: () =>
                              api.post(
                                `project/case/v2/${gallery === 'official' ? 'delete' : 'industry-del'}`,
                                { caseId: c.caseId },
                              ),
                            after: reload,
                          })
                        }
                      >
                        {t('cases.delete')}
                      </Button>,
                    ]),
              ]}
            >
              <Card.Meta
                title={c.caseName}
                description={
                  <Space size={4}>
                    {c.category}
                    {c.official ? ` · ${t('cases.officialTag')}` : ''}
                  </Space>
                }
              />
            </Card>
          ))}
        </div>
      )}
      {cases.hasNextPage && (
        <Button block loading={cases.isFetchingNextPage} onClick={() => void cases.fetchNextPage()}>
          {t('cases.more')}
        </Button>
      )}
      <PublishModal
        open={publishing}
        gallery={gallery}
        onClose={(done) => {
          setPublishing(false);
          // Publishing raises the case count by one (docs/reference.md#workspace).
          if (done) reload();
        }}
      />
    </div>
  );
}

function PublishModal({
  open,
  gallery,
  onClose,
}: {
  open: boolean;
  gallery: Gallery;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const [projectId, setProjectId] = useState<string>();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const projects = useQuery({
    queryKey: ['cases', 'publishable projects'],
    enabled: open,
    queryFn: async () =>
      (
        await api.post<{ list: { id: string; projectName: string }[] }>('project/v2/in/folder/list', {
          start: 0,
          end: 300,
        })
      ).list,
  });
  return (
    <Modal
      open={open}
      title={t('cases.publish')}
      onCancel={() => onClose(false)}
      okButtonProps={{ disabled: !projectId }}
      onOk={async () => {
        await api.post(`project/case/v2/${prefix(gallery)}publish`, {
          projectId,
          caseName: name || undefined,
          category: category || undefined,
        });
        onClose(true);
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          style={{ width: '100%' }}
          placeholder={t('cases.pickProject')}
          value={projectId}
          onChange={setProjectId}
          loading={projects.isFetching}
          options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.projectName }))}
          showSearch
          optionFilterProp="label"
        />
        <Input
          placeholder={t('cases.caseName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
        />
        <Input
          placeholder={t('cases.category')}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          maxLength={100}
        />
      </Space>
    </Modal>
  );
}
