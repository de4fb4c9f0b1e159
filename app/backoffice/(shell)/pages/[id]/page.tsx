import { notFound } from 'next/navigation';
import { RolePage } from '../../../../../backoffice/RolePage';
import { PageEditor } from '../../../../../backoffice/cms/PageEditor';
import '../../../../../backoffice/cms/cms.css';

export default async function BackofficePageEditor({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  return (
    <RolePage href="/backoffice/pages">
      <PageEditor key={id} id={Number(id)} />
    </RolePage>
  );
}
