// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useState } from 'react';
import backoffice from '../../messages/en/backoffice.json';
import { emptyAchievement, validateAchievement, type AchievementValues, type FieldErrors } from './achievement-form';
import { AchievementForm } from './AchievementForm';
import { AchievementPreview } from './AchievementPreview';

afterEach(cleanup);

function Harness({ onSave, initial }: { onSave(v: unknown): void; initial?: AchievementValues }) {
  const [values, setValues] = useState<AchievementValues>(initial ?? emptyAchievement());
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <IntlProvider locale="en" messages={backoffice}>
      <AchievementForm
        values={values}
        onChange={setValues}
        errors={errors}
        readOnly={false}
        saving={false}
        submitLabel="Save achievement"
        onSubmit={() => {
          const check = validateAchievement(values);
          if (check.ok) onSave(check.body);
          else setErrors(check.errors);
        }}
      />
      <AchievementPreview values={values} />
    </IntlProvider>
  );
}

describe('the achievement form', () => {
  it('labels every field, shows the schema’s messages beside them, and saves the body the platform takes', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save achievement' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title (en)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Slug'), { target: { value: 'first-spin' } });
    fireEvent.change(screen.getByLabelText('Title (en)'), { target: { value: 'First spin' } });
    fireEvent.change(screen.getByLabelText('Title (de)'), { target: { value: 'Erster Dreh' } });
    fireEvent.change(screen.getByLabelText('Target'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save achievement' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: 'first-spin',
        rule_type: 'rounds_played',
        threshold: 3,
        enabled: true,
        image_url: null,
        texts: { en: { title: 'First spin', description: '' }, de: { title: 'Erster Dreh', description: '' } },
      }),
    );
  });

  it('fixes the target of a first deposit at 1 and draws the player’s card, locked and earned, in the chosen locale', () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Rule'), { target: { value: 'first_deposit' } });
    expect((screen.getByLabelText('Target') as HTMLInputElement).value).toBe('1');
    expect(screen.getByLabelText('Target').hasAttribute('readonly')).toBe(true);
    fireEvent.change(screen.getByLabelText('Title (en)'), { target: { value: 'Welcome aboard' } });
    const preview = screen.getByTestId('achievement-preview');
    const cards = within(preview).getAllByTestId('achievement');
    expect(cards.map((c) => c.getAttribute('data-earned'))).toEqual(['false', 'true']);
    expect(cards[0]!.textContent).toContain('Welcome aboard');
    expect(cards[0]!.textContent).toContain('Make your first deposit');
    expect(cards[0]!.textContent).toContain('0 of 1');
    fireEvent.change(within(preview).getByLabelText('Player language of the preview'), { target: { value: 'de' } });
    // No German title: the English one, with the site's German card texts.
    expect(within(preview).getAllByTestId('achievement')[0]!.textContent).toContain('Welcome aboard');
    expect(within(preview).getAllByTestId('achievement')[1]!.textContent).toContain('Erreicht');
  });
});
