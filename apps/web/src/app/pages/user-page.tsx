import { UserAssignmentsCard } from '../../features/assignments/user-assignments-card';
import { UserPage } from '../../features/users/user-page';

/** /company/{company_id}/user/{user_id}: the user page with their company assignments. */
export function UserRoute() {
  return <UserPage assignments={(user) => <UserAssignmentsCard user={user} />} />;
}
