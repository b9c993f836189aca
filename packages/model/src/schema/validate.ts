import type { z } from 'zod';
import { walkNodes } from '../ops/tree.js';
import type { DocNode, NodeKind } from '../ops/tree.js';
import type { Component2D } from '../types/component2d.js';
import type { Page } from '../types/page.js';
import type { Project } from '../types/project.js';
import type { Scene } from '../types/scene.js';
import { component2DSchema, pageSchema, projectSchema, sceneSchema } from './document.js';

export interface Problem {
  /** Dotted path from the validated value, e.g. projectScenesList.0.projectPageList.1._id. */
  path: string;
  message: string;
}

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

const pathText = (path: readonly PropertyKey[]): string => path.map(String).join('.');

/** Every node id must be unique in a document, since operations address nodes by id. */
function duplicateIdProblems(value: DocNode, kind: NodeKind): Problem[] {
  const seen = new Map<string, string>();
  const problems: Problem[] = [];
  const paths = new Map<string, string>();
  walkNodes(value, kind, (_node, info) => {
    const parentPath = info.parentId === null ? '' : (paths.get(info.parentId) ?? '');
    const path =
      info.listField === null
        ? ''
        : [parentPath, info.listField, info.position].filter((s) => s !== '').join('.');
    paths.set(info.id, path);
    const first = seen.get(info.id);
    if (first !== undefined)
      problems.push({
        path: pathText([path, '_id'].filter((s) => s !== '')),
        message: `duplicate id '${info.id}' (first at '${first}')`,
      });
    else seen.set(info.id, path);
  });
  return problems;
}

function validateWith<T>(schema: z.ZodType, kind: NodeKind, input: unknown): ValidationResult<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })),
    };
  }
  const problems = duplicateIdProblems(parsed.data as DocNode, kind);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data as T };
}

/** Checks a stored or received project document; every problem is reported with its path. */
export function validateProject(input: unknown): ValidationResult<Project> {
  return validateWith<Project>(projectSchema, 'project', input);
}

export function validateScene(input: unknown): ValidationResult<Scene> {
  return validateWith<Scene>(sceneSchema, 'scene', input);
}

export function validatePage(input: unknown): ValidationResult<Page> {
  return validateWith<Page>(pageSchema, 'page', input);
}

export function validateComponent2D(input: unknown): ValidationResult<Component2D> {
  return validateWith<Component2D>(component2DSchema, 'component2d', input);
}
