import type { Operation, Page } from '@twincanvas/model';
import type { CameraState } from '../../engine3d/camera';
import type { CameraTour, CameraView } from '../../engine3d/tour';
import { cameraOps, deleteViewOps, toursOf, toursOps, viewsOf, viewsOps } from '../scene3d/ops3d';
import { onEdited3DPage } from './edit3D';
import { defineEdit } from './types';

/**
 * The edited page's camera: its initial camera, its saved views and its tours, each change one
 * update3DCamera step.
 */

const onPage = <Args extends unknown[]>(build: (page: Page, ...args: Args) => Operation[]) =>
  onEdited3DPage('update3DCamera', build);

/** The page's initial camera (a mode switch, "save as initial view"). */
export const setCameraEdit = defineEdit(
  'setCamera3D',
  onPage((page, camera: CameraState) => cameraOps(page, camera)),
);

export const addViewEdit = defineEdit(
  'addView3D',
  onPage((page, view: CameraView) => viewsOps(page, [...viewsOf(page), view])),
);

export const renameViewEdit = defineEdit(
  'renameView3D',
  onPage((page, id: string, name: string) =>
    viewsOps(
      page,
      viewsOf(page).map((v) => (v.id === id ? { ...v, name: name.slice(0, 100) } : v)),
    ),
  ),
);

/** Deletes a view and its stops in every tour. */
export const deleteViewEdit = defineEdit(
  'deleteView3D',
  onPage((page, id: string) => deleteViewOps(page, id)),
);

export const addTourEdit = defineEdit(
  'addTour3D',
  onPage((page, tour: CameraTour) => toursOps(page, [...toursOf(page), tour])),
);

export const setToursEdit = defineEdit(
  'setTours3D',
  onPage((page, tours: CameraTour[]) => toursOps(page, tours)),
);
