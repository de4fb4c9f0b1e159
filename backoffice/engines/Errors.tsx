import { BackofficeApiError } from '../api';
import { errorLines } from './forms';

/** A failed call's message and its field messages, one line each. */
export function apiErrorLines(err: unknown): string[] {
  if (!err) return [];
  if (err instanceof BackofficeApiError) return [err.message, ...errorLines(err.fields)];
  return [String(err)];
}

/** The form's error lines (the schema's own check, then the platform's answer), announced when they appear. */
export function Errors({ lines }: { lines: string[] }) {
  return lines.length ? (
    <ul className="bo-error" role="alert">
      {lines.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  ) : null;
}
