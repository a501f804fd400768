import { ANY_COMPANY, companiesWith, UPLOADS_HUB_TEXTS, type AccessState } from '@portal/domain';
import {
  ACCOUNT_LEADS_ACCESS,
  ADMIN_ACCESS,
  mayOpen,
  PROGRAMS_ACCESS,
  SCALE_TICKETS_UPLOAD_CODES,
  TRAINING_UPLOAD_ACCESS,
  type PageAccess,
} from './page-access';

export type UploadEntry = {
  label: string;
  description: string;
  /** The access of the page the entry leads to (the one its route declares). */
  access: PageAccess;
  to: (access: AccessState) => string;
};

/**
 * /docUploader's entries: the upload and programme pages, each shown when its page may be opened.
 * Scale tickets are uploaded per plan: the entry leads to the user's company, whose plans link on.
 */
export const UPLOADS: readonly UploadEntry[] = [
  {
    label: 'Upload Scale Tickets',
    description: UPLOADS_HUB_TEXTS.scaleTickets,
    access: { anyOf: SCALE_TICKETS_UPLOAD_CODES },
    to: (access) => {
      const company = companiesWith(access, SCALE_TICKETS_UPLOAD_CODES)?.[0];
      return company && company !== ANY_COMPANY ? `/company/${company}` : '/company';
    },
  },
  {
    label: 'Upload Stewardship Training',
    description: UPLOADS_HUB_TEXTS.stewardshipTraining,
    access: TRAINING_UPLOAD_ACCESS,
    to: () => '/company/upload-companies-training',
  },
  {
    label: 'Upload Account Leads',
    description: UPLOADS_HUB_TEXTS.accountLeads,
    access: ACCOUNT_LEADS_ACCESS,
    to: () => '/company/upload-account-leads',
  },
  {
    label: 'Programs',
    description: UPLOADS_HUB_TEXTS.programs,
    access: PROGRAMS_ACCESS,
    to: () => '/company/programs',
  },
  {
    label: 'Upload Training Video',
    description: UPLOADS_HUB_TEXTS.trainingVideo,
    access: ADMIN_ACCESS,
    to: () => '/company/upload-training-video',
  },
  {
    label: 'Upload Growers',
    description: UPLOADS_HUB_TEXTS.growers,
    access: ADMIN_ACCESS,
    to: () => '/company/upload-growers',
  },
];

export const uploadsFor = (access: AccessState) => UPLOADS.filter((entry) => mayOpen(access, entry.access));

export const UPLOADS_PATH = '/docUploader';
