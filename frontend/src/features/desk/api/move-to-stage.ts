import { api, dataOf } from '@/lib/api/client';

export interface StageMoveInput {
  id: number;
  stageId: number;
  /** Required by the server to move back to an earlier stage. */
  note: string | null;
}

/** Moves an application to a stage of its vacancy's process. */
export function moveToStage({ id, stageId, note }: StageMoveInput) {
  return dataOf(
    api.POST('/api/v1/admin/applications/{id}/stage', {
      params: { path: { id } },
      body: { stageId, note },
    }),
  );
}
