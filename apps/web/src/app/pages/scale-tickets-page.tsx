import { useParams } from 'react-router';
import { useCompanyPlans } from '../../features/production-plans/api/get-company-plans';
import { ScaleTicketsPage } from '../../features/scale-tickets/scale-tickets-page';

/** /company/{company_id}/scale-tickets/{scale_year}: the tickets list with the company's production plans. */
export function ScaleTicketsRoute() {
  const { companyId = '' } = useParams();
  const plans = useCompanyPlans(companyId);
  return <ScaleTicketsPage companyName={plans.data?.company.company_name} plans={plans.data?.production_plans} />;
}
