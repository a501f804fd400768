import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { LoginPage } from '../features/auth/login-page';
import { ProtectedLayout, PublicLayout, RequireAdmin } from './guards';
import { lazyPage } from './lazy-page';

// Every page but the sign-in page and the small fallbacks is its own chunk, loaded on first visit.

const UploadAccountLeadsPage = lazyPage(() =>
  import('../features/account-leads/upload-account-leads-page').then((m) => m.UploadAccountLeadsPage),
);
const AdminPage = lazyPage(() => import('./pages/admin-page').then((m) => m.AdminRoute));
const CompanyListPage = lazyPage(() =>
  import('../features/companies/company-list-page').then((m) => m.CompanyListPage),
);
const CompanyPage = lazyPage(() => import('./pages/company-page').then((m) => m.CompanyRoute));
const ContractDetailPage = lazyPage(() => import('./pages/contract-detail-page').then((m) => m.ContractDetailRoute));
const ContractsDashboardPage = lazyPage(() =>
  import('./pages/contracts-dashboard-page').then((m) => m.ContractsDashboardRoute),
);
const CreateContractPage = lazyPage(() =>
  import('../features/contracts/create-contract-page').then((m) => m.CreateContractPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const TwoFactorSetupPage = lazyPage(() =>
  import('../features/auth/two-factor-setup-page').then((m) => m.TwoFactorSetupPage),
);
const LoginLinkPage = lazyPage(() => import('../features/auth/login-link-page').then((m) => m.LoginLinkPage));
const SignUpPage = lazyPage(() => import('../features/auth/sign-up-page').then((m) => m.SignUpPage));
const WelcomePage = lazyPage(() => import('../features/home/welcome-page').then((m) => m.WelcomePage));
const OutboxPage = lazyPage(() => import('../features/outbox/outbox-page').then((m) => m.OutboxPage));
const ProfilePage = lazyPage(() => import('../features/users/profile-page').then((m) => m.ProfilePage));
const CreateProductionPlanPage = lazyPage(() =>
  import('../features/production-plans/create-production-plan-page').then((m) => m.CreateProductionPlanPage),
);
const EditProductionPlanPage = lazyPage(() =>
  import('../features/production-plans/edit-production-plan-page').then((m) => m.EditProductionPlanPage),
);
const MasterAgreementPage = lazyPage(() =>
  import('../features/production-plans/master-agreement-page').then((m) => m.MasterAgreementPage),
);
const ViewProductionPlanPage = lazyPage(() =>
  import('./pages/production-plan-view-page').then((m) => m.ProductionPlanViewRoute),
);
const UploadGrowersPage = lazyPage(() =>
  import('../features/growers/upload-growers-page').then((m) => m.UploadGrowersPage),
);
const ProgramsPage = lazyPage(() => import('../features/programs/programs-page').then((m) => m.ProgramsPage));
const ReportsPage = lazyPage(() => import('../features/reports/reports-page').then((m) => m.ReportsPage));
const ScaleTicketsPage = lazyPage(() => import('./pages/scale-tickets-page').then((m) => m.ScaleTicketsRoute));
const SearchPage = lazyPage(() => import('../features/search/search-page').then((m) => m.SearchPage));
const EmbeddedSigningPage = lazyPage(() =>
  import('../features/signing/e-sign-page').then((m) => m.EmbeddedSigningPage),
);
const ConfirmContactPage = lazyPage(() =>
  import('../features/signing/confirm-contact-page').then((m) => m.ConfirmContactPage),
);
const LinkSigningPage = lazyPage(() => import('../features/signing/e-sign-page').then((m) => m.LinkSigningPage));
const SignPdfPage = lazyPage(() => import('../features/signing/sign-pdf-page').then((m) => m.SignPdfPage));
const SigningCompletePage = lazyPage(() =>
  import('../features/signing/signing-complete-page').then((m) => m.SigningCompletePage),
);
const SigningReturnPage = lazyPage(() =>
  import('../features/signing/signing-return-page').then((m) => m.SigningReturnPage),
);
const ViewPdfPage = lazyPage(() => import('../features/signing/view-pdf-page').then((m) => m.ViewPdfPage));
const StewardshipPage = lazyPage(() =>
  import('../features/stewardship/stewardship-page').then((m) => m.StewardshipPage),
);
const SurveyCodePage = lazyPage(() =>
  import('../features/survey-codes/survey-code-page').then((m) => m.SurveyCodePage),
);
const TrainingVideoPage = lazyPage(() =>
  import('../features/training/training-video-page').then((m) => m.TrainingVideoPage),
);
const UploadCompaniesTrainingPage = lazyPage(() =>
  import('../features/training/upload-companies-training-page').then((m) => m.UploadCompaniesTrainingPage),
);
const UploadScaleTicketsPage = lazyPage(() =>
  import('../features/scale-tickets/upload/upload-scale-tickets-page').then((m) => m.UploadScaleTicketsPage),
);
const UserPage = lazyPage(() => import('./pages/user-page').then((m) => m.UserRoute));

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
  // Admins who must enrol TOTP: signed in, but kept out of the shell until they have.
  { path: '/two-factor-setup', element: <TwoFactorSetupPage /> },
  // Reached from the reset e-mail whether or not the reader is signed in.
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  // Signing: signers reach these signed out (links) or inside the sign-pdf frame.
  { path: '/e-sign', element: <LinkSigningPage /> },
  { path: '/e-sign/embedded', element: <EmbeddedSigningPage /> },
  { path: '/e-sign/confirm-contact', element: <ConfirmContactPage /> },
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
      { path: '/company/:companyId/upload-scale-ticket/:productionPlanId', element: <UploadScaleTicketsPage /> },
      { path: '/master-agreement/:contractTemplateId', element: <MasterAgreementPage /> },
      { path: '/company/:companyId/scale-tickets/:year', element: <ScaleTicketsPage /> },
      { path: '/search', element: <SearchPage /> },
      { path: '/company/:companyId/contracts/create', element: <CreateContractPage /> },
      { path: '/company/:companyId/contracts/amend-contract/:contractId', element: <CreateContractPage /> },
      { path: '/company/:companyId/contracts/:contractId', element: <ContractDetailPage /> },
      { path: '/company/:companyId/contracts/view-pdf/:contractId', element: <ViewPdfPage /> },
      { path: '/company/:companyId/contracts/sign-pdf/:contractId', element: <SignPdfPage /> },
      { path: '/company/:companyId/stewardship/:activityId', element: <StewardshipPage /> },
      { path: '/reports', element: <ReportsPage /> },
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
