import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { IntlMessages } from '@/lib/i18n/catalogs';
import en from '@/locales/en.json';
import { FilterBar } from './FilterBar';

function bar(query: string, onSearch = vi.fn<(words: string) => void>()) {
  const onSelect = vi.fn<(name: string, value: string) => void>();
  const ui = (current: string) => (
    <IntlProvider locale="en" messages={en as IntlMessages}>
      <FilterBar
        id="test"
        searchLabel="Keywords"
        query={current}
        onSearch={onSearch}
        selects={[
          {
            name: 'status',
            label: 'Status',
            value: '',
            options: [{ value: 'draft', label: 'Draft' }],
          },
        ]}
        onSelect={onSelect}
      />
    </IntlProvider>
  );
  const view = render(ui(query));
  return { onSearch, onSelect, rerender: (next: string) => view.rerender(ui(next)) };
}

describe('filter bar', () => {
  it('applies the words on submit and a select at once, each control labelled', async () => {
    const user = userEvent.setup();
    const { onSearch, onSelect } = bar('');
    await user.type(screen.getByLabelText('Keywords'), '  rust  {Enter}');
    expect(onSearch).toHaveBeenCalledWith('rust');
    await user.selectOptions(screen.getByLabelText('Status'), 'Draft');
    expect(onSelect).toHaveBeenCalledWith('status', 'draft');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('shows the address’s words when they change under it (back button)', () => {
    const { rerender } = bar('rust');
    expect(screen.getByLabelText('Keywords')).toHaveValue('rust');
    rerender('go');
    expect(screen.getByLabelText('Keywords')).toHaveValue('go');
  });
});
