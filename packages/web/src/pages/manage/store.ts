import { create } from 'zustand';
import { manageApi, type Folder } from './manageApi';
import { mergeProjectPage, PROJECT_PAGE_SIZE, toggleSelection, type ProjectItem } from './projectList';

/** Folder and project state of /manage (docs/reference.md#workspace: Folder state, Project state). */
interface ManageState {
  folders: Folder[];
  curFolderId: string | null;
  projects: ProjectItem[];
  selected: string[];
  keyword: string;
  haveUnLoad: boolean;
  loading: boolean;
  /** Keyboard (manager) state: the folder copied with Ctrl+C, pasted with Ctrl+V. */
  copyFolderId: string | null;

  loadFolders(): Promise<void>;
  selectFolder(id: string): Promise<void>;
  search(keyword: string): Promise<void>;
  loadProjects(start: number): Promise<void>;
  toggle(id: string): void;
  clearSelection(): void;
  afterDeleteFolder(id: string): Promise<void>;
  setCopyFolder(id: string | null): void;
}

export const useManage = create<ManageState>((set, get) => ({
  folders: [],
  curFolderId: null,
  projects: [],
  selected: [],
  keyword: '',
  haveUnLoad: false,
  loading: false,
  copyFolderId: null,

  async loadFolders() {
    const folders = await manageApi.folders();
    const cur = get().curFolderId;
    const keep = folders.some((f) => f.id === cur);
    set({ folders, curFolderId: keep ? cur : (folders[0]?.id ?? null) });
    if (!keep) await get().loadProjects(0);
  },

  async selectFolder(id) {
    set({ curFolderId: id, selected: [], projects: [] });
    await get().loadProjects(0);
  },

  async search(keyword) {
    set({ keyword, selected: [] });
    await get().loadProjects(0);
  },

  async loadProjects(start) {
    const { curFolderId, keyword } = get();
    if (!curFolderId) return set({ projects: [], haveUnLoad: false });
    set({ loading: true });
    try {
      const page = await manageApi.projects(curFolderId, start, start + PROJECT_PAGE_SIZE, keyword);
      // A folder switch while the request was out makes this answer stale.
      if (get().curFolderId !== curFolderId || get().keyword !== keyword) return;
      set(mergeProjectPage(get().projects, page, { keyword, start }));
    } finally {
      set({ loading: false });
    }
  },

  toggle: (id) => set({ selected: toggleSelection(get().selected, id) }),
  clearSelection: () => set({ selected: [] }),

  /** docs/reference.md#workspace: deleting a folder selects the previous one, or the first, and reloads. */
  async afterDeleteFolder(id) {
    const { folders } = get();
    const index = folders.findIndex((f) => f.id === id);
    const rest = folders.filter((f) => f.id !== id);
    const next = rest[Math.max(0, index - 1)] ?? null;
    set({ folders: rest, curFolderId: next?.id ?? null, projects: [], selected: [] });
    await get().loadProjects(0);
  },

  setCopyFolder: (id) => set({ copyFolderId: id }),
}));
