import { useParams } from 'react-router-dom';
import { Seo } from '../../app/head.tsx';
import { LeadDetail } from '../../features/admin/LeadDetail.tsx';

/** `/admin/leads/:id`: one lead. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <Seo title="Lead | Back office" description="The agent's back office." path={`/admin/leads/${id}`} />
      <LeadDetail id={id} />
    </>
  );
}
