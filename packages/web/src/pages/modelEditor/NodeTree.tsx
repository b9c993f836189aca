import { useMemo, useState } from 'react';
import { Input, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelNodeInfo } from '@twincanvas/model';

interface TreeItem {
  key: string;
  title: string;
  children: TreeItem[];
}

/** The flat node list (depth-first, with depths) as a tree keyed by node path. */
function toTree(nodes: readonly ModelNodeInfo[]): TreeItem[] {
  const roots: TreeItem[] = [];
  const stack: TreeItem[] = [];
  for (const n of nodes) {
    const item: TreeItem = { key: n.path, title: n.name, children: [] };
    stack.length = n.depth;
    (n.depth === 0 ? roots : (stack[n.depth - 1]?.children ?? roots)).push(item);
    stack[n.depth] = item;
  }
  return roots;
}

/** The model's node tree: click selects, Ctrl/Shift-click adds; a search keeps matching nodes. */
export function NodeTree(props: {
  nodes: readonly ModelNodeInfo[];
  selected: ReadonlySet<string>;
  onSelect: (paths: string[], additive: boolean) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const tree = useMemo(() => toTree(props.nodes), [props.nodes]);
  const matches = useMemo(() => {
    const q = search.trim().toLowerCase();
    return q ? props.nodes.filter((n) => n.name.toLowerCase().includes(q)) : null;
  }, [search, props.nodes]);
  return (
    <div className="tc-me-tree" data-testid="model-node-tree">
      <Input.Search
        size="small"
        allowClear
        placeholder={t('modelEditor.searchNodes')}
        onChange={(e) => setSearch(e.target.value)}
      />
      {matches ? (
        <ul className="tc-me-matches">
          {matches.slice(0, 500).map((n) => (
            <li
              key={n.path}
              className={props.selected.has(n.path) ? 'tc-me-on' : undefined}
              title={n.path}
              onClick={(e) => props.onSelect([n.path], e.ctrlKey || e.metaKey || e.shiftKey)}
            >
              {n.name}
            </li>
          ))}
        </ul>
      ) : (
        <Tree
          blockNode
          multiple
          height={560}
          defaultExpandAll={props.nodes.length < 300}
          defaultExpandedKeys={props.nodes.filter((n) => n.depth === 0).map((n) => n.path)}
          treeData={tree}
          selectedKeys={[...props.selected]}
          onSelect={(_keys, info) =>
            props.onSelect(
              [String(info.node.key)],
              info.nativeEvent.ctrlKey || info.nativeEvent.metaKey || info.nativeEvent.shiftKey,
            )
          }
          titleRender={(n) => (
            <span data-testid="model-node" data-path={String(n.key)}>
              {n.title}
            </span>
          )}
        />
      )}
    </div>
  );
}
