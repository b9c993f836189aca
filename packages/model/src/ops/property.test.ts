import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Operation } from '../types/operation.js';
import { applyOps } from './apply.js';
import { makeDeleteOp, makeUpdateOp } from './build.js';
import { assembleDocument, flattenDocument } from './flatten.js';
import { invertOps } from './invert.js';
import { getAtPath, isPlainObject } from './paths.js';
import { CHILD_LISTS, getChildList, walkNodes } from './tree.js';
import type { DocNode, NodeKind } from './tree.js';

// Random documents: a tree shape of every node kind, own data from JSON values, ids assigned afterwards.
const PROPS = ['componentName', 'order', 'opacity', 'lock', 'style', 'componentRect'] as const;
const propsArb = fc.dictionary(fc.constantFrom(...PROPS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

interface Shape {
  props: Record<string, unknown>;
  lists: Shape[][];
}
const shapeArb = (depth: number): fc.Arbitrary<Shape> =>
  fc.record({
    props: propsArb,
    lists:
      depth <= 0
        ? fc.constant([])
        : fc.array(
            fc.array(
              fc.constant(null).chain(() => shapeArb(depth - 1)),
              // Two children a list keeps documents small now that 2D components have six lists.
              { maxLength: 2 },
            ),
            // Enough lists for every child list of a 2D component (groups, dynamic pages, map items).
            { maxLength: 6 },
          ),
  });

function build(shape: Shape, kind: NodeKind, next: () => string): DocNode {
  let node: DocNode = { ...shape.props, _id: kind === 'project' ? 'A0' : next() };
  CHILD_LISTS[kind].forEach(({ field, kind: childKind }, i) => {
    const children = shape.lists[i];
    if (!children) return; // list absent: ops must cope with documents that lack some lists
    const list = children.map((child) => build(child, childKind, next));
    const [head, ...tail] = field.split('.') as [string, ...string[]];
    // Several lists may share one holder object (mapModel.layer, mapModel.marker...): merge into it.
    const holder = isPlainObject(node[head]) ? node[head] : { note: head };
    node = tail.length
      ? { ...node, [head]: { ...holder, [tail.join('.')]: list } }
      : { ...node, [head]: list };
  });
  return node;
}

const docArb = shapeArb(4).map((shape) => {
  let counter = 0;
  return build(shape, 'project', () => `N${(counter += 1)}`);
});

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

interface Located {
  node: DocNode;
  id: string;
  kind: NodeKind;
  parentId: string | null;
}
function nodesOf(doc: DocNode): Located[] {
  const out: Located[] = [];
  walkNodes(doc, 'project', (node, { id, kind, parentId }) => out.push({ node, id, kind, parentId }));
  return out;
}

// Hundreds of random documents per property: minutes, not seconds, on a busy machine.
const PROPERTY_TIMEOUT = 120_000;

type Choice = [number, number, number, number, unknown];
const choicesArb = fc.array(
  fc.tuple(
    fc.nat(),
    fc.nat(),
    fc.nat(),
    fc.nat(),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(undefined)),
  ),
  { maxLength: 12 },
);

/** Turns random choices into a valid op sequence against `doc`, applying each op as it goes. */
function opsFrom(doc: DocNode, choices: Choice[]): Operation[] {
  const ops: Operation[] = [];
  let current = doc;
  let fresh = 0;
  for (const [what, target, which, index, value] of choices) {
    const nodes = nodesOf(current);
    const pick = nodes[target % nodes.length] as Located;
    let op: Operation | undefined;
    if (what % 3 === 0) {
      const lists = CHILD_LISTS[pick.kind].filter(({ field }) => getChildList(pick.node, field));
      const list = lists[which % Math.max(lists.length, 1)];
      if (list) {
        fresh += 1;
        const child: DocNode = { _id: `X${fresh}`, componentName: value ?? null };
        const length = (getChildList(pick.node, list.field) as unknown[]).length;
        op = {
          command: 'add',
          path: `${pick.id}.${list.field}`,
          records: { index: index % (length + 2), value: child },
        };
      }
    } else if (what % 3 === 1 && pick.parentId !== null) {
      op = makeDeleteOp(current, pick.id);
    } else {
      const prop = PROPS[which % PROPS.length] as string;
      const existing = getAtPath(pick.node, prop);
      // Dotted paths cannot name keys that are empty or contain a dot; such keys are only set whole.
      const key = isPlainObject(existing)
        ? Object.keys(existing).find(
            (k) => /^[\w$-]+$/.test(k) && !['__proto__', 'constructor', 'prototype'].includes(k),
          )
        : undefined;
      const path = key !== undefined && index % 2 === 0 ? `${prop}.${key}` : prop;
      op = makeUpdateOp(current, pick.id, path, value);
    }
    if (op) {
      ops.push(op);
      current = applyOps(current, [op]);
    }
  }
  return ops;
}

describe('operations, property-based', () => {
  // Undo and redo save the inverse ops (docs/reference.md#history), so inverse ops must restore the document exactly.
  it(
    'applyOps(applyOps(doc, ops), invertOps(ops)) deep-equals doc and never mutates its input',
    () => {
      fc.assert(
        fc.property(docArb, choicesArb, (doc, choices) => {
          const ops = opsFrom(doc, choices);
          const frozen = deepFreeze(structuredClone(doc));
          const after = applyOps(frozen, ops);
          const back = applyOps(after, invertOps(ops));
          expect(back).toStrictEqual(doc);
          expect(frozen).toStrictEqual(doc);
        }),
        { numRuns: 300 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  // Architecture 3: "answers only after COMMIT" / nothing half-done — applyOps is all-or-nothing.
  it(
    'an op sequence with a failing last op throws and leaves the document untouched (all-or-nothing)',
    () => {
      fc.assert(
        fc.property(docArb, choicesArb, (doc, choices) => {
          const ops = opsFrom(doc, choices);
          const frozen = deepFreeze(structuredClone(doc));
          const bad: Operation = { command: 'update', path: 'missing-node.x', records: { newValue: 1 } };
          expect(() => applyOps(frozen, [...ops, bad])).toThrow();
          expect(frozen).toStrictEqual(doc);
        }),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  // Architecture 3: "Storage is per node, not one blob."
  it(
    'assembleDocument(project body, flattenDocument(doc)) is the exact inverse of flattenDocument',
    () => {
      fc.assert(
        fc.property(docArb, fc.boolean(), (doc, shuffle) => {
          const records = flattenDocument(doc);
          const [root, ...rest] = records;
          const input = shuffle ? [...rest].reverse() : records;
          expect(assembleDocument((root as (typeof records)[number]).body, input)).toStrictEqual(doc);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
