import { X } from 'react-feather';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

interface PersonChipProps {
  name: string;
  /** Shown on hover, e.g. the address behind the name. */
  title?: string | undefined;
  /** The remove button's name, given `{name}`: "Remove Ada" in the picker's words. */
  removeLabel: MessageId;
  onRemove: () => void;
  /** `li` inside a list of chosen people, `span` inside a control. */
  as?: 'li' | 'span';
}

/** A chosen person in a picker (recipients, attendees), with a button that takes them out. */
export function PersonChip({
  name,
  title,
  removeLabel,
  onRemove,
  as: Tag = 'span',
}: PersonChipProps) {
  const intl = useIntl();
  return (
    <Tag className="badge rounded-pill d-inline-flex align-items-center gap-1 bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle fw-normal">
      <span title={title}>{name}</span>
      <button
        type="button"
        className="btn btn-link p-0 lh-1 text-reset"
        aria-label={intl.formatMessage({ id: removeLabel }, { name })}
        onClick={onRemove}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </Tag>
  );
}
