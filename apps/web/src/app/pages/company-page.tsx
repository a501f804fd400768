import type { Company } from '@portal/domain';
import { CompanyPage } from '../../features/companies/company-page';
import { CompanyContractsSection } from '../../features/contracts/company-contracts-section';
import { LinkedCompaniesCard } from '../../features/links/linked-companies-card';
import { CompanyPlansSection } from '../../features/production-plans/company-plans-section';
import { ProgramsCard } from '../../features/programs/programs-card';
import { CompanyTicketsSection } from '../../features/scale-tickets/company-tickets-section';
import { TrainingCard } from '../../features/training/training-card';

/** /company/{company_id}: the company page with the linked companies, contracts, scale tickets, plans, training and programs. */
export function CompanyRoute() {
  return (
    <CompanyPage
      main={(company) => (
        <>
          <LinkedCompaniesCard company={company} />
          <CompanyContractsSection company={company} />
          <CompanyTicketsSection companyId={company.company_id} companyType={company.company_type} />
          <CompanyPlansSection companyId={company.company_id} companyType={company.company_type} />
        </>
      )}
      side={(company) => <CompanySide company={company} />}
    />
  );
}

/** The side column: training info (with the reseller training toggle) on resellers only (spec 3 §2), programs. */
export function CompanySide({
  company,
}: {
  company: Pick<Company, 'company_id' | 'company_type' | 'sap_id' | 'company_name'>;
}) {
  return (
    <>
      {company.company_type === 'reseller' && (
        <TrainingCard companyId={company.company_id} sapId={company.sap_id} companyName={company.company_name} />
      )}
      <ProgramsCard companyId={company.company_id} />
    </>
  );
}
