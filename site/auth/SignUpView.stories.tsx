import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { fn } from 'storybook/test';
import { SignUpView } from './SignUpView';
import { CURRENCY_CHOICES } from './region';
import { countryOptions } from '../core/i18n/country-names';
import { ISO_COUNTRIES } from '../../schemas/countries';
import { authDecorators } from './story-frame';

const empty = { email: '', password: '', country: 'CA', currency: 'CAD', terms: false, promos: false, birthDay: '', birthMonth: '', birthYear: '' };

const meta = {
  component: SignUpView,
  title: 'Auth/SignUp',
  args: {
    titleId: 'story-title',
    values: empty,
    countries: countryOptions(
      ISO_COUNTRIES.map((code) => ({ code })),
      'en',
    ),
    currencies: CURRENCY_CHOICES,
    showBirthday: false,
    errors: { fields: {} },
    pending: false,
    termsHref: '/en/terms-and-conditions',
    onChange: fn(),
    onEmailBlur: fn(),
    onSubmit: fn(),
    onSignIn: fn(),
    onClose: fn(),
  },
  decorators: authDecorators,
} satisfies Meta<typeof SignUpView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Empty: Story = {};
/** A visitor from Germany: the geo country pre-filled, its currency with it (issue 13). */
export const FromGermany: Story = { args: { values: { ...empty, country: 'DE', currency: 'EUR' } } };
export const WithBirthday: Story = { args: { showBirthday: true } };
export const Errors: Story = {
  args: {
    showBirthday: true,
    values: { ...empty, email: 'ace@', birthDay: '12', birthMonth: '05', birthYear: '2012' },
    errors: {
      fields: {
        email: 'Enter a valid e-mail address',
        password: 'This field is required',
        terms_acceptance: 'This box must be ticked',
        date_of_birth: 'You must be at least 18 years old',
      },
    },
  },
};
export const CheckYourMail: Story = { args: { sentTo: 'ace@example.com' } };
