import type { MessageId } from '@/lib/i18n/catalogs';
import type { Decision, KitArea, Recommendation, ScorecardState } from '../api/types';

export const areaLabel: Readonly<Record<KitArea, MessageId>> = {
  skills: 'scorecards.area.skills',
  qualifications: 'scorecards.area.qualifications',
  personality: 'scorecards.area.personality',
  other: 'scorecards.area.other',
};

/** A rating's words (1 strong no … 4 strong yes). */
export const ratingLabel: Readonly<Record<number, MessageId>> = {
  1: 'scorecards.rating.1',
  2: 'scorecards.rating.2',
  3: 'scorecards.rating.3',
  4: 'scorecards.rating.4',
};

/** A recommendation reads as the rating of the same strength. */
export const recommendationLabel: Readonly<Record<Recommendation, MessageId>> = {
  strong_no: 'scorecards.rating.1',
  no: 'scorecards.rating.2',
  yes: 'scorecards.rating.3',
  strong_yes: 'scorecards.rating.4',
};

export const stateLabel: Readonly<Record<ScorecardState, MessageId>> = {
  not_started: 'scorecards.state.not_started',
  draft: 'scorecards.state.draft',
  submitted: 'scorecards.state.submitted',
};

export const stateVariant: Readonly<Record<ScorecardState, string>> = {
  not_started: 'secondary',
  draft: 'warning',
  submitted: 'success',
};

export const decisionLabel: Readonly<Record<Decision, MessageId>> = {
  advance: 'scorecards.decision.advance',
  reject: 'scorecards.decision.reject',
  hold: 'scorecards.decision.hold',
};

/** An attribute's name in the reader's language, else in the first language it has one. */
export function localized(texts: Readonly<Record<string, string>> | undefined, locale: string) {
  if (!texts) return '';
  const language = locale.split('-')[0] ?? locale;
  return texts[language] ?? Object.values(texts).find((text) => text.trim() !== '') ?? '';
}
