import { LoadingView } from '../../../components/feedback/loading-view';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/container';
import { useGetDepartmentApplicationsQuery } from '../api/careers-api';
import { EmptyState, formatDate, StatusBadge } from './application-parts';
import styles from './careers.module.css';

/** Spec: Department Head Dashboard: the department's applications, no notes. */
export function DepartmentDashboard({ department }: { department: string }) {
  const { data: apps = [], isLoading } = useGetDepartmentApplicationsQuery(department);
  if (isLoading) return <LoadingView size="section" />;
  return (
    <section className={styles.dashboardSection} aria-label={`${department} applications`}>
      <Container>
        <Card variant="elevated" padding="lg">
          {apps.length === 0 ? (
            <EmptyState title={department} text="No applications for your department yet." />
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.count}>
                  {apps.length} {apps.length === 1 ? 'application' : 'applications'} for {department}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Position</th>
                    <th scope="col">Email</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Status</th>
                    <th scope="col">Submitted</th>
                  </tr>
                </thead>
                <tbody>
                  {apps.map((a) => (
                    <tr key={a.id}>
                      <td data-label="Name">
                        <strong>{a.full_name}</strong>
                      </td>
                      <td data-label="Position">{a.position_title}</td>
                      <td data-label="Email">{a.email}</td>
                      <td data-label="Phone">{a.phone || '—'}</td>
                      <td data-label="Status">
                        <StatusBadge status={a.status} />
                      </td>
                      <td data-label="Submitted">{formatDate(a.submitted_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </Container>
    </section>
  );
}
