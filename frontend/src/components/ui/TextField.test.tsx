import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormField } from './FormField';
import { SelectField } from './SelectField';
import { TextField, type TextFieldProps } from './TextField';

/** A TextField that is empty and ignores typing unless told otherwise. */
function renderTextField(
  props: Omit<TextFieldProps, 'value' | 'onChange'> & Partial<TextFieldProps>,
) {
  return render(<TextField value="" onChange={() => undefined} {...props} />);
}

describe('the labelled form fields', () => {
  it('names the input by its label and describes it by its hint', async () => {
    const onChange = vi.fn();
    renderTextField({ id: 'name', label: 'Name', hint: 'As on your passport', onChange });
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAccessibleDescription('As on your passport');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('puts the error in the hint’s place, announced and tied to the control', () => {
    renderTextField({
      id: 'name',
      label: 'Name',
      hint: 'As on your passport',
      error: 'Enter a name',
      describedBy: 'elsewhere',
    });
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAttribute('aria-describedby', 'name-error elsewhere');
    expect(screen.queryByText('As on your passport')).toBeNull();
  });

  it('keeps the hint beside the error when asked to', () => {
    renderTextField({
      id: 'slug',
      label: 'Address',
      hint: '/help/slug',
      keepHint: true,
      error: 'Taken',
    });
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Taken /help/slug');
  });

  it('marks a required field for sight and for the browser, and writes lines in a textarea', () => {
    renderTextField({ id: 'cv', label: 'Summary', required: true, rows: 4 });
    const area = screen.getByLabelText(/Summary/);
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a select’s options after the leading ones', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        id="role"
        label="Role"
        error="Choose one"
        value=""
        onChange={onChange}
        leading={<option value="">None</option>}
        options={[{ value: 'staff', label: 'Staff' }]}
      />,
    );
    const select = screen.getByLabelText('Role');
    expect(select).toHaveAccessibleDescription('Choose one');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'Staff',
    ]);
    await userEvent.selectOptions(select, 'staff');
    expect(onChange).toHaveBeenCalledWith('staff');
  });

  it('ties any control to its label, error and hint', () => {
    render(
      <FormField
        id="to"
        label="To"
        error="Add someone"
        labelAside={<button type="button">x</button>}
      >
        {(control) => (
          <input
            id="to"
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>,
    );
    const input = screen.getByLabelText('To');
    expect(input).toHaveAccessibleDescription('Add someone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
