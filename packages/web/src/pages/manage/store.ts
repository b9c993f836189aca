import { create } from 'zustand';
import { toggleSelection } from './projectList';

/**
 * What the person chose on /manage (docs/reference.md#workspace: Folder state, Project state). The folders
 * and projects themselves are server data, read through react-query (manageQueries.ts).
 */
interface ManageState {
  /** The folder chosen; the first folder is shown while none is (or the chosen one is gone). */
  curFolderId: string | null;
  selected: string[];
  keyword: string;
  /** Keyboard (manager) state: the folder copied with Ctrl+C, pasted with Ctrl+V. */
  copyFolderId: string | null;

  selectFolder(id: string | null): void;
  search(keyword: string): void;
  toggle(id: string): void;
  clearSelection(): void;
  setCopyFolder(id: string | null): void;
}

export const useManage = create<ManageState>((set, get) => ({
  curFolderId: null,
  selected: [],
  keyword: '',
  copyFolderId: null,

  selectFolder: (id) => set({ curFolderId: id, selected: [] }),
  search: (keyword) => set({ keyword, selected: [] }),
  toggle: (id) => set({ selected: toggleSelection(get().selected, id) }),
  clearSelection: () => set({ selected: [] }),
  setCopyFolder: (id) => set({ copyFolderId: id }),
}));
