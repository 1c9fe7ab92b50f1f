import { FormattedMessage } from 'react-intl';
import { MenuButton } from '@/components/ui/MenuButton';
import type { MessageId } from '@/lib/i18n/catalogs';
import { MAIL_LABELS, type MailLabel } from '../api/types';
import { labelTitle } from './mail-text';

interface ChoiceMenuProps<T extends string> {
  /** What the toggle says ("Move to", "Label"). */
  toggle: MessageId;
  toggleClassName: string;
  choices: readonly T[];
  /** Each choice's name. */
  titles: Readonly<Record<NoInfer<T>, MessageId>>;
  onChoose: (choice: T) => void;
  disabled?: boolean;
  /** The choices that are on already (a message's labels): said as pressed. */
  pressed?: readonly NoInfer<T>[];
}

/** A menu button of folders or labels for the messages at hand. */
export function ChoiceMenu<T extends string>({
  toggle,
  toggleClassName,
  choices,
  titles,
  onChoose,
  disabled,
  pressed,
}: ChoiceMenuProps<T>) {
  return (
    <MenuButton
      toggleClassName={toggleClassName}
      toggle={<FormattedMessage id={toggle} />}
      menuClassName="shadow"
    >
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className="dropdown-item"
          disabled={disabled}
          aria-pressed={pressed?.includes(choice)}
          onClick={() => onChoose(choice)}
        >
          <FormattedMessage id={titles[choice]} />
        </button>
      ))}
    </MenuButton>
  );
}

/** The labels' menu: a label chosen is put on the messages at hand, or taken off them. */
export function LabelMenu(
  props: Omit<ChoiceMenuProps<MailLabel>, 'toggle' | 'choices' | 'titles'>,
) {
  return (
    <ChoiceMenu toggle="mail.toggleLabel" choices={MAIL_LABELS} titles={labelTitle} {...props} />
  );
}
