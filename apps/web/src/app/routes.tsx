import type { RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { NotFoundPage } from '../components/not-found-page';
import { UploadAccountLeadsPage } from '../features/account-leads/upload-account-leads-page';
import { AdminPage } from '../features/admin/admin-page';
import { CompanyListPage } from '../features/companies/company-list-page';
import { CompanyPage } from '../features/companies/company-page';
import { ContractDetailPage } from '../features/contracts/contract-detail-page';
import { ContractsDashboardPage } from '../features/contracts/contracts-dashboard-page';
import { CreateContractPage } from '../features/contracts/create-contract-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginLinkPage } from '../features/auth/login-link-page';
import { LoginPage } from '../features/auth/login-page';
import { SignUpPage } from '../features/auth/sign-up-page';
import { WelcomePage } from '../features/home/welcome-page';
import { OutboxPage } from '../features/outbox/outbox-page';
import { ProfilePage } from '../features/users/profile-page';
import { CreateProductionPlanPage } from '../features/production-plans/create-production-plan-page';
import { EditProductionPlanPage } from '../features/production-plans/edit-production-plan-page';
import { MasterAgreementPage } from '../features/production-plans/master-agreement-page';
import { ViewProductionPlanPage } from '../features/production-plans/view-production-plan-page';
import { UploadGrowersPage } from '../features/growers/upload-growers-page';
import { ProgramsPage } from '../features/programs/programs-page';
import { SearchPage } from '../features/search/search-page';
import { EmbeddedSigningPage, LinkSigningPage } from '../features/signing/e-sign-page';
import { SignPdfPage } from '../features/signing/sign-pdf-page';
import { SigningCompletePage } from '../features/signing/signing-complete-page';
import { SigningReturnPage } from '../features/signing/signing-return-page';
import { ViewPdfPage } from '../features/signing/view-pdf-page';
import { SurveyCodePage } from '../features/survey-codes/survey-code-page';
import { TrainingVideoPage } from '../features/training/training-video-page';
import { UploadCompaniesTrainingPage } from '../features/training/upload-companies-training-page';
import { UserPage } from '../features/users/user-page';
import { ProtectedLayout, PublicLayout, RequireAdmin } from './guards';

const home = <ContractsDashboardPage />;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/:loginHash', element: <LoginLinkPage /> },
      { path: '/sign-up', element: <SignUpPage /> },
    ],
  },
  // Reached from the reset e-mail whether or not the reader is signed in.
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  // Signing: signers reach these signed out (links) or inside the sign-pdf frame.
  { path: '/e-sign', element: <LinkSigningPage /> },
  { path: '/e-sign/embedded', element: <EmbeddedSigningPage /> },
  { path: '/contracts/return', element: <SigningReturnPage /> },
  { path: '/contracts/complete', element: <SigningCompletePage /> },
  {
    element: <ProtectedLayout />,
    children: [
      { path: '/', element: home },
      { path: '/contracts', element: home },
      { path: '/dashboard', element: home },
      { path: '/welcome', element: <WelcomePage /> },
      { path: '/new-user', element: <ProfilePage mode="new-user" /> },
      { path: '/update-profile', element: <ProfilePage mode="update-profile" /> },
      { path: '/company/:companyId/user/:userId', element: <UserPage /> },
      { path: '/company', element: <CompanyListPage /> },
      { path: '/company/:companyId', element: <CompanyPage /> },
      { path: '/company/:companyId/production-plan/create', element: <CreateProductionPlanPage /> },
      { path: '/company/:companyId/production-plan/edit/:productionPlanId', element: <EditProductionPlanPage /> },
      { path: '/company/:companyId/production-plan/view/:productionPlanId', element: <ViewProductionPlanPage /> },
      { path: '/company/:companyId/master-agreement/:contractTemplateId', element: <MasterAgreementPage /> },
      { path: '/master-agreement/:contractTemplateId', element: <MasterAgreementPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/company/:companyId/contracts/create', element: <CreateContractPage /> },
      { path: '/company/:companyId/contracts/amend-contract/:contractId', element: <CreateContractPage /> },
      { path: '/company/:companyId/contracts/:contractId', element: <ContractDetailPage /> },
      { path: '/company/:companyId/contracts/view-pdf/:contractId', element: <ViewPdfPage /> },
      { path: '/company/:companyId/contracts/sign-pdf/:contractId', element: <SignPdfPage /> },
      { path: '/reports', element: <ComingSoon title="Reports" /> },
      { path: '/company/programs', element: <ProgramsPage /> },
      { path: '/company/upload-account-leads', element: <UploadAccountLeadsPage /> },
      { path: '/company/upload-companies-training', element: <UploadCompaniesTrainingPage /> },
      { path: '/surveycode', element: <SurveyCodePage /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminPage /> },
          { path: '/admin/outbox', element: <OutboxPage /> },
          { path: '/company/upload-training-video', element: <TrainingVideoPage /> },
          { path: '/company/upload-growers', element: <UploadGrowersPage /> },
        ],
      },
    ],
  },
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];
