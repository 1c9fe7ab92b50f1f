import type { ErrorCode } from '@/lib/api/api-error';
import type { QuestionKind } from '@/lib/api/types';

/** The answer that rules a candidate out: yes/no for yes/no questions, an option for choice. */
export type KnockoutAnswer = boolean | string | null;

export interface QuestionDraft {
  prompt: string;
  kind: QuestionKind;
  /** One option a line, for choice questions. */
  options: string;
  required: boolean;
  knockoutAnswer: KnockoutAnswer;
}

export const EMPTY_QUESTION: QuestionDraft = {
  prompt: '',
  kind: 'text',
  options: '',
  required: false,
  knockoutAnswer: null,
};

/** The field of a question the server's problem is about (it reports one per question). */
export type QuestionField = 'prompt' | 'kind' | 'options' | 'knockout';

/** The codes of the server's problems with a question, by the field they concern. */
const FIELD_OF_CODE: ReadonlyMap<string, QuestionField> = new Map<ErrorCode, QuestionField>([
  ['question_prompt_length', 'prompt'],
  ['question_options_only_for_choice', 'kind'],
  ['question_options_invalid', 'options'],
  ['question_knockout_invalid', 'knockout'],
]);

/** The field a problem's code is about; any other problem is shown at the prompt. */
export function questionFieldOf(code: string): QuestionField {
  return FIELD_OF_CODE.get(code) ?? 'prompt';
}

export function optionLines(options: string): string[] {
  return options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
}
