import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Storage keys, named like the session's and the customizer's (`token`, `customizer`, …). */
export const PIPELINE_VIEW_STORAGE_KEY = 'pipelineView';
export const APPLICATION_COLUMNS_STORAGE_KEY = 'applicationColumns';

export const PIPELINE_VIEWS = ['board', 'list'] as const;
export type PipelineView = (typeof PIPELINE_VIEWS)[number];

interface PipelineViewState {
  view: PipelineView;
  setView: (view: PipelineView) => void;
}

/** Board or list on a vacancy's applicants page: the recruiter's last choice. */
export const usePipelineView = create<PipelineViewState>()(
  persist((set) => ({ view: 'board', setView: (view) => set({ view }) }), {
    name: PIPELINE_VIEW_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ view }) => ({ view }),
    merge: (persisted, current) => {
      const stored = (persisted as Partial<PipelineViewState> | undefined)?.view;
      return { ...current, view: PIPELINE_VIEWS.find((view) => view === stored) ?? current.view };
    },
  }),
);

interface ApplicationColumnsState {
  /** The optional columns the recruiter has hidden (by column id). */
  hidden: string[];
  setHidden: (hidden: string[]) => void;
}

/** The all-applications table's column choice. */
export const useApplicationColumns = create<ApplicationColumnsState>()(
  persist((set) => ({ hidden: [], setHidden: (hidden) => set({ hidden }) }), {
    name: APPLICATION_COLUMNS_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: ({ hidden }) => ({ hidden }),
    merge: (persisted, current) => {
      const stored = (persisted as Partial<ApplicationColumnsState> | undefined)?.hidden;
      const hidden = Array.isArray(stored)
        ? stored.filter((id): id is string => typeof id === 'string')
        : current.hidden;
      return { ...current, hidden };
    },
  }),
);
