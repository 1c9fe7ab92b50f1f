import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KIT_AREAS, type KitAttribute } from '../api/types';
import { areaLabel, localized } from './labels';
import { Part } from './Part';

/** A saved attribute of a kit (the sheet's are: scorecards rate them by their id). */
export type SavedAttribute = KitAttribute & { id: string };

/** A kit's attributes grouped by area, each area a part its heading names. */
export function KitByArea({
  kit,
  idPrefix,
  attribute,
}: {
  kit: readonly KitAttribute[];
  /** Unique on the page: the areas' heading ids are `<prefix>-<area>`. */
  idPrefix: string;
  /** An attribute's part of the page. */
  attribute: (attribute: SavedAttribute) => ReactNode;
}) {
  const saved = kit.filter((candidate): candidate is SavedAttribute => Boolean(candidate.id));
  return KIT_AREAS.map((area) => {
    const attributes = saved.filter((candidate) => candidate.area === area);
    if (attributes.length === 0) return null;
    return (
      <Part
        key={area}
        id={`${idPrefix}-${area}`}
        title={<FormattedMessage id={areaLabel[area]} />}
        className="mb-3"
      >
        {attributes.map(attribute)}
      </Part>
    );
  });
}

/** What the kit tells the interviewer about an attribute: its guidance and suggested questions. */
export function AttributeNotes({ attribute }: { attribute: KitAttribute }) {
  const intl = useIntl();
  const guidance = localized(attribute.guidance, intl.locale);
  const language = intl.locale.split('-')[0] ?? 'en';
  const questions =
    attribute.questions?.[language] ??
    Object.values(attribute.questions ?? {}).find((list) => list.length > 0) ??
    [];
  return (
    <>
      {guidance ? <p className="small text-pre-wrap mb-1">{guidance}</p> : null}
      {questions.length > 0 ? (
        <ul className="small text-body-secondary mb-2">
          {questions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
