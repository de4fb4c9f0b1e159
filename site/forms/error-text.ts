import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { parseValidationMessage } from '../../schemas/validation';

/**
 * The text of a field or form error. Errors arrive as message keys (schemas/validation.ts
 * encodes `validation.minLength {"min":8}`; forms use ids such as `forms.error.network`) from the
 * client-side zod checks and from the platform's 422 field errors alike; both are translated
 * here. Any other text (a platform phrase such as "is invalid or was already used") is shown as
 * it came, as a sentence.
 */
export function errorText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = parseValidationMessage(message);
  if (key) return intl.formatMessage({ id: key.id }, key.values);
  if (/^[a-z][A-Za-z]*(\.[A-Za-z0-9]+)+$/.test(message) && message in intl.messages) return intl.formatMessage({ id: message });
  return message.charAt(0).toUpperCase() + message.slice(1);
}

export function useErrorText(): (message: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback((message: string | undefined) => errorText(intl, message), [intl]);
}
