import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { IntlMessages } from '@/lib/i18n/catalogs';
import de from '@/locales/de.json';
import { FilePicker } from './FilePicker';

function renderPicker(onChange = vi.fn()) {
  render(
    <IntlProvider locale="de" messages={de as IntlMessages}>
      <FilePicker
        id="cv"
        label="Lebenslauf hochladen"
        accept=".pdf"
        onChange={onChange}
        hint="PDF"
      />
    </IntlProvider>,
  );
  return onChange;
}

describe('FilePicker', () => {
  it('speaks the site’s language, not the browser’s, and names the input by its purpose', () => {
    renderPicker();
    expect(screen.getByText('Datei auswählen')).toBeInTheDocument();
    const input = screen.getByLabelText('Lebenslauf hochladen');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Lebenslauf hochladen');
    expect(input).toHaveAccessibleDescription('PDF');
  });

  it('hands the chosen file on', async () => {
    const onChange = renderPicker();
    const file = new File(['%PDF-1.7'], 'Lebenslauf Jörg.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Lebenslauf hochladen'), file);
    expect(onChange).toHaveBeenCalledTimes(1);
    const input = onChange.mock.calls[0]?.[0] as { target: HTMLInputElement } | undefined;
    expect(input?.target.files?.[0]?.name).toBe('Lebenslauf Jörg.pdf');
  });
});
