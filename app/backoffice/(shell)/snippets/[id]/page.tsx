import { notFound } from 'next/navigation';
import { RolePage } from '../../../../../backoffice/RolePage';
import { SnippetEditor } from '../../../../../backoffice/cms/SnippetEditor';
import '../../../../../backoffice/cms/cms.css';

export default async function BackofficeSnippetEditor({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <RolePage href="/backoffice/snippets">
      <SnippetEditor key={id} id={Number(id)} />
    </RolePage>
  );
}
