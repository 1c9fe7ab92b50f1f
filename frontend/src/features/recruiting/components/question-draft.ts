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

/** The field of a question the server's message is about (it reports one per question). */
export type QuestionField = 'prompt' | 'kind' | 'options' | 'knockout';

/** The server's messages about a question, by the field they concern; others go to the prompt. */
const FIELD_OF_SERVER_TEXT: Record<string, QuestionField> = {
  'A question is 1 to 500 characters.': 'prompt',
  'Only choice questions have options.': 'kind',
  'A choice question has 2 to 20 distinct options of at most 200 characters.': 'options',
  'A knockout answer is true/false for yes/no questions or one of the options.': 'knockout',
};

export function questionFieldOf(serverText: string): QuestionField {
  return FIELD_OF_SERVER_TEXT[serverText] ?? 'prompt';
}

export function optionLines(options: string): string[] {
  return options
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
}
