import { useLocation, useNavigate, useParams } from 'react-router';
import { homePathFor } from '@hrms/shared';
import { readSession } from '../../../lib/session';
import {
  EmployeeDetailsPage,
  type DetailsSectionContext,
  type DetailsSections,
  type DetailsTab,
} from './EmployeeDetailsPage';

/** The /details/:id route element; `sections` are other features' parts, composed by app/. */
export function DetailsPage({
  sections,
  tabs,
}: {
  sections?: DetailsSections;
  tabs?: (context: DetailsSectionContext) => DetailsTab[];
}) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = () => {
    // Opened straight from a bookmark there is no in-app history, so Back goes to the user's dashboard.
    if (location.key !== 'default') void navigate(-1);
    else {
      const session = readSession();
      void navigate(session ? homePathFor(session.user.role) : '/login');
    }
  };
  return <EmployeeDetailsPage key={id} id={id} onBack={goBack} sections={sections} tabs={tabs} />;
}
