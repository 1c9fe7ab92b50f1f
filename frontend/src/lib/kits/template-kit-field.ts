import type { Schemas } from '@/lib/api/types';

/**
 * What a template stage's interview-kit field is given: the hiring process's feature shows the
 * field in each stage's row, the structured interviews' feature makes it (the app passes it in,
 * as neither feature imports the other).
 */
export interface TemplateKitFieldProps {
  /** Unique on the page: the kit's group has this id, its attributes' ids start with it. */
  idPrefix: string;
  /** The stage's name as its row shows it ("Interview", else "Stage 3"). */
  stageLabel: string;
  /** An interview stage shows its kit at once; the others offer one. */
  isInterview: boolean;
  /** The kit the stage starts with (read once: the field keeps the kit being edited). */
  kit: readonly Schemas['KitAttribute'][];
  /** The kit as it would be sent, after each change. */
  onChange: (kit: Schemas['KitAttribute'][]) => void;
  /** The template's failed save: its problems with this kit are shown at their fields. */
  serverError: unknown;
  /** The kit's name in the server's problems: `stages.N.kit`. */
  field: string;
}
