import { useIntl } from 'react-intl';

/** A file's size in the reader's number format: kilobytes, or megabytes from 1 MB. */
export function useFileSize() {
  const intl = useIntl();
  return (bytes: number) => {
    const megabytes = bytes >= 1024 * 1024;
    return intl.formatNumber(megabytes ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024), {
      style: 'unit',
      unit: megabytes ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: megabytes ? 1 : 0,
    });
  };
}
