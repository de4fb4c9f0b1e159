import { notFound } from 'next/navigation';

/** Any path under a locale that no other route answers: the locale's own not-found page, inside the shell. */
export default function UnknownPage() {
  notFound();
}
