import { Button } from '../../../components/ui/button';
import { PageHero } from '../../../components/ui/page-hero';
import { dashboardViews, roleLabel } from '../account-roles';
import type { AccountUser } from '../account-types';

function introFor(user: AccountUser): string {
  const views = dashboardViews(user);
  if (views.admin) return 'Business figures and management tools for every Suvarna property.';
  if (views.hr) return 'Your hiring pipeline, your stays and your account, in one place.';
  if (views.departmentHead) return "Your department's applicants, your stays and your account, in one place.";
  return 'Everything about your stays and your account, in one place.';
}

/** The dashboard's opening: greets the user by full name and links to the profile (spec: Dashboard). */
export function DashboardHero({ user }: { user: AccountUser }) {
  return (
    <PageHero
      size="compact"
      align="start"
      eyebrow={`${roleLabel(user.role)} Dashboard`}
      title={`Namaste, ${user.full_name}`}
      description={introFor(user)}
      actions={
        <Button to="/profile" variant="secondary" inverse>
          Manage Profile
        </Button>
      }
    />
  );
}
