import { DashboardPage } from '../../../backoffice/DashboardPage';

export default function BackofficeDashboard() {
  return <DashboardPage />;
}
