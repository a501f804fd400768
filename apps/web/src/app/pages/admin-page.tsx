import { InviteAdminButton } from '../../features/admin/invite-admin-button';
import { AdminPage } from '../../features/admin/admin-page';
import { PlantingDatesCard } from '../../features/planting-dates/planting-dates-card';
import { RolesCard } from '../../features/roles/roles-card';
import { SalesYearButton } from '../../features/sales-year/sales-year-button';
import { SsoProvidersCard } from '../../features/sso/sso-providers-card';

/** /admin: the admin page with the planting dates, roles, sales year and SSO parts of their areas. */
export function AdminRoute() {
  return (
    <AdminPage salesYearButton={<SalesYearButton />}>
      <PlantingDatesCard />
      <RolesCard actions={<InviteAdminButton />} />
      <SsoProvidersCard />
    </AdminPage>
  );
}
