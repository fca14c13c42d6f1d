import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormWholeNumberField } from '@/client/components/admin/form-fields';

/** A form of one whole-number box, showing what the form holds. */
function OneBox() {
  const { control } = useForm<{ points: string }>({ defaultValues: { points: '' } });
  const held = useWatch({ control, name: 'points' });
  return (
    <>
      <FormWholeNumberField control={control} name="points" label="Points" />
      <output data-testid="held">{held}</output>
    </>
  );
}

describe('FormWholeNumberField', () => {
  it('keeps only the digits typed, on a number pad', async () => {
    render(<OneBox />);
    const box = screen.getByLabelText('Points');
    expect(box).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(box, '1a2 -3');
    expect(box).toHaveValue('123');
    expect(screen.getByTestId('held')).toHaveTextContent('123');
  });
});
