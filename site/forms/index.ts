export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { BirthdayFields, type BirthdayFieldsProps } from './BirthdayFields';
export { FormError, type FieldProps } from './Field';
export { errorText, useErrorText } from './error-text';
export { useZodForm, FORM_ERRORS, type UseZodFormOptions, type ZodForm } from './useZodForm';
export { collectFieldErrors, reportValidationErrors } from './report';
