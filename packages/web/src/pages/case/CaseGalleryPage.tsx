import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Badge, Button, Card, Empty, Input, Modal, Segmented, Select, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { basePath } from '../../app/config';
import { openWindow } from '../../app/desktopHost';
import { useConfirmDelete } from '../../app/useConfirmDelete';
import { useTitle } from '../../app/useTitle';
import { CASE_PAGE, COUNT_ONLY_END, mergeCases, type CaseAnswer, type CaseItem } from './caseList';
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
  const [list, setList] = useState<CaseItem[]>([]);
  const [categories, setCategories] = useState<string[]>([]);
  const [counts, setCounts] = useState<Record<Gallery, number>>({ official: 0, industry: 0 });
  const [hasMore, setHasMore] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const rId = useRef(0);

  const countAll = useCallback(async () => {
    for (const g of ['official', 'industry'] as const) {
      const a = await api.post<CaseAnswer>(`project/case/v2/${prefix(g)}list`, {
        start: 0,
        end: COUNT_ONLY_END,
      });
      setCounts((c) => ({ ...c, [g]: a.caseNum }));
    }
  }, []);

  const load = useCallback(
    async (replace: boolean, start: number) => {
      const id = ++rId.current;
      const answer = await api.post<CaseAnswer>(`project/case/v2/${prefix(gallery)}list`, {
        start,
        end: start + CASE_PAGE,
        rId: id,
        category: category || undefined,
      });
      setList((cur) => {
        const next = mergeCases(cur, answer, rId.current, replace);
        return next ?? cur;
      });
      if (id === rId.current) {
        setCategories(answer.categories);
        setHasMore(start + answer.list.length < answer.caseNum);
      }
    },
    [gallery, category],
  );

  useEffect(() => void load(true, 0), [load]);
  useEffect(() => void countAll(), [countAll]);

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
            <Badge count={counts[g]} size="small" offset={[10, 0]} color="#1677ff">
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
                            after: () => (void load(true, 0), void countAll()),
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
      {hasMore && (
        <Button block onClick={() => void load(false, list.length)}>
          {t('cases.more')}
        </Button>
      )}
      <PublishModal
        open={publishing}
        gallery={gallery}
        onClose={(done) => {
          setPublishing(false);
          if (done) {
            // Publishing raises the case count by one (docs/reference.md#workspace).
            setCounts((c) => ({ ...c, [gallery]: c[gallery] + 1 }));
            void load(true, 0);
          }
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
  const [projects, setProjects] = useState<{ id: string; projectName: string }[]>([]);
  const [projectId, setProjectId] = useState<string>();
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  useEffect(() => {
    if (open)
      void api
        .post<{ list: { id: string; projectName: string }[] }>('project/v2/in/folder/list', {
          start: 0,
          end: 300,
        })
        .then((r) => setProjects(r.list));
  }, [open]);
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
          options={projects.map((p) => ({ value: p.id, label: p.projectName }))}
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
