import { DashboardPage } from '../../../site/backoffice/DashboardPage';

export default function BackofficeDashboard() {
  return <DashboardPage />;
}
