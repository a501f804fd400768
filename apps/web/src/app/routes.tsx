import { SIGN_PAGE_PERMISSIONS, type PermissionCode } from '@portal/domain';
import { NotFoundPage } from '../components/not-found-page';
import { LoginPage } from '../features/auth/login-page';
import { companyPeopleQuery, companyQuery } from '../features/companies/api/companies';
import { ProtectedLayout, PublicLayout } from './guards';
import { lazyPage } from './lazy-page';
import {
  ACCOUNT_LEADS_ACCESS,
  ADMIN_ACCESS,
  page,
  PROGRAMS_ACCESS,
  REPORTS_ACCESS,
  SCALE_TICKETS_UPLOAD_CODES,
  SEARCH_ACCESS,
  TRAINING_UPLOAD_ACCESS,
  type AppRoute,
  type PageAccess,
} from './page-access';
import { UPLOADS_PATH } from './uploads';

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
const AuditLogPage = lazyPage(() => import('../features/admin/audit-log-page').then((m) => m.AuditLogPage));
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
const SignPdfPage = lazyPage(() => import('./pages/sign-pdf-page').then((m) => m.SignPdfRoute));
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
const DocUploaderPage = lazyPage(() => import('./pages/doc-uploader-page').then((m) => m.DocUploaderPage));
const UserPage = lazyPage(() => import('./pages/user-page').then((m) => m.UserRoute));

const home = <ContractsDashboardPage />;

const SIGNED_IN: PageAccess = { signedIn: true };
const PUBLIC: PageAccess = { public: true };
/** One of the codes at the page's {companyId}. */
const atCompany = (...anyOf: PermissionCode[]): PageAccess => ({ anyOf, company: 'companyId' });

export const routes: AppRoute[] = [
  {
    element: <PublicLayout />,
    children: [
      page('/login', <LoginPage />, PUBLIC, 'Sign in'),
      page('/login/:loginHash', <LoginLinkPage />, PUBLIC, 'Sign in'),
      page('/sign-up', <SignUpPage />, PUBLIC, 'Sign up'),
    ],
  },
  // Admins who must enrol TOTP: signed in, but kept out of the shell until they have.
  page('/two-factor-setup', <TwoFactorSetupPage />, PUBLIC, 'Two-step sign-in'),
  // Reached from the reset e-mail whether or not the reader is signed in.
  page('/forgot-password', <ForgotPasswordPage />, PUBLIC, 'Reset password'),
  // Signing: signers reach these signed out (links) or inside the sign-pdf frame.
  page('/e-sign', <LinkSigningPage />, PUBLIC, 'Sign contract'),
  page('/e-sign/embedded', <EmbeddedSigningPage />, PUBLIC, 'Sign contract'),
  page('/e-sign/confirm-contact', <ConfirmContactPage />, PUBLIC, 'Confirm contact'),
  page('/contracts/return', <SigningReturnPage />, PUBLIC, 'Signing'),
  page('/contracts/complete', <SigningCompletePage />, PUBLIC, 'Signing complete'),
  {
    // Signed-in pages: the layout's RequireAccess checks each page's access.
    element: <ProtectedLayout />,
    children: [
      page('/', home, SIGNED_IN, 'Contracts'),
      page('/contracts', home, SIGNED_IN, 'Contracts'),
      page('/dashboard', home, SIGNED_IN, 'Contracts'),
      page('/welcome', <WelcomePage />, SIGNED_IN, 'Welcome'),
      page('/new-user', <ProfilePage mode="new-user" />, SIGNED_IN, 'Complete your profile'),
      page('/update-profile', <ProfilePage mode="update-profile" />, SIGNED_IN, 'Update profile'),
      page('/company/:companyId/user/:userId', <UserPage />, SIGNED_IN, 'User'),
      page('/company', <CompanyListPage />, SIGNED_IN, 'Companies'),
      page('/company/:companyId', <CompanyPage />, SIGNED_IN, 'Company', ({ companyId = '' }) => [
        companyQuery(companyId),
        companyPeopleQuery(companyId),
      ]),
      page(
        '/company/:companyId/production-plan/create',
        <CreateProductionPlanPage />,
        atCompany('create-production-plan'),
        'New production plan',
      ),
      page(
        '/company/:companyId/production-plan/edit/:productionPlanId',
        <EditProductionPlanPage />,
        atCompany('update-production-plan'),
        'Edit production plan',
      ),
      page(
        '/company/:companyId/production-plan/view/:productionPlanId',
        <ViewProductionPlanPage />,
        SIGNED_IN,
        'Production plan',
      ),
      page(
        '/company/:companyId/master-agreement/:contractTemplateId',
        <MasterAgreementPage />,
        SIGNED_IN,
        'Master agreement',
      ),
      page(
        '/company/:companyId/upload-scale-ticket/:productionPlanId',
        <UploadScaleTicketsPage />,
        atCompany(...SCALE_TICKETS_UPLOAD_CODES),
        'Upload scale tickets',
      ),
      page('/master-agreement/:contractTemplateId', <MasterAgreementPage />, SIGNED_IN, 'Master agreement'),
      page('/company/:companyId/scale-tickets/:year', <ScaleTicketsPage />, SIGNED_IN, 'Scale tickets'),
      page('/search', <SearchPage />, SEARCH_ACCESS, 'Search'),
      page(
        '/company/:companyId/contracts/create',
        <CreateContractPage />,
        atCompany('create-contract'),
        'Create contract',
      ),
      page(
        '/company/:companyId/contracts/amend-contract/:contractId',
        <CreateContractPage />,
        atCompany('amend-contract'),
        'Amend contract',
      ),
      page('/company/:companyId/contracts/:contractId', <ContractDetailPage />, SIGNED_IN, 'Contract'),
      page('/company/:companyId/contracts/view-pdf/:contractId', <ViewPdfPage />, SIGNED_IN, 'Contract document'),
      // The server checks that the user is the signer.
      page(
        '/company/:companyId/contracts/sign-pdf/:contractId',
        <SignPdfPage />,
        { anyOf: SIGN_PAGE_PERMISSIONS },
        'Sign contract',
      ),
      page('/company/:companyId/stewardship/:activityId', <StewardshipPage />, SIGNED_IN, 'Stewardship'),
      page('/reports', <ReportsPage />, REPORTS_ACCESS, 'Reports'),
      page(UPLOADS_PATH, <DocUploaderPage />, SIGNED_IN, 'Uploads'),
      page('/company/programs', <ProgramsPage />, PROGRAMS_ACCESS, 'Programs'),
      page('/company/upload-account-leads', <UploadAccountLeadsPage />, ACCOUNT_LEADS_ACCESS, 'Upload account leads'),
      page(
        '/company/upload-companies-training',
        <UploadCompaniesTrainingPage />,
        TRAINING_UPLOAD_ACCESS,
        'Upload companies training',
      ),
      page('/surveycode', <SurveyCodePage />, SIGNED_IN, 'Survey code'),
      page('/admin', <AdminPage />, ADMIN_ACCESS, 'Admin'),
      page('/admin/outbox', <OutboxPage />, ADMIN_ACCESS, 'Outbox'),
      page('/admin/audit-log', <AuditLogPage />, ADMIN_ACCESS, 'Audit log'),
      page('/company/upload-training-video', <TrainingVideoPage />, ADMIN_ACCESS, 'Training videos'),
      page('/company/upload-growers', <UploadGrowersPage />, ADMIN_ACCESS, 'Upload growers'),
    ],
  },
  page('/404', <NotFoundPage />, PUBLIC, 'Page not found'),
  page('*', <NotFoundPage />, PUBLIC, 'Page not found'),
];
