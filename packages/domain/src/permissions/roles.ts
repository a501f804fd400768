import type { PermissionCode } from './codes';
import { PERMISSION_CODES } from './codes';

export const ROLE_TYPES = ['admin', 'internal', 'external'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

/** Highest first: a user's highest role is the assignment whose role type ranks first. */
export const ROLE_TYPE_RANK: Record<RoleType, number> = { admin: 0, internal: 1, external: 2 };

export type RoleDefinition = {
  role_name: string;
  display_name: string;
  description: string;
  role_type: RoleType;
  permissions: readonly PermissionCode[];
};

const RECEIVER: PermissionCode[] = [
  'create-contract',
  'sign-contract',
  'create-production-plan',
  'update-production-plan',
  'create-scale-ticket',
  'adjust-inventory',
  'void-contract',
  'amend-contract',
];

const FIELD_STAFF: PermissionCode[] = [
  'read-company',
  'read-user',
  'show-reports',
  'view-contract',
  'sync-company',
  'sync-contract',
  'filter-enogen-company',
  'assign-external-role',
  'company-training',
];

/** The named roles of the specification with the permission sets the demo programme ships. */
export const NAMED_ROLES: readonly RoleDefinition[] = [
  {
    role_name: 'admin',
    display_name: 'Admin',
    description: 'Provider administrator with every permission',
    role_type: 'admin',
    permissions: PERMISSION_CODES,
  },
  {
    role_name: 'sales-representative',
    display_name: 'Sales Representative',
    description: 'Provider sales representative linked to resellers',
    role_type: 'internal',
    permissions: FIELD_STAFF,
  },
  {
    role_name: 'district-manager',
    display_name: 'District Manager',
    description: 'Provider district manager overseeing sales representatives',
    role_type: 'internal',
    permissions: [...FIELD_STAFF, 'assign-internal-role', 'delete-user', 'update-assigned-company'],
  },
  {
    role_name: 'steward',
    display_name: 'Steward',
    description: 'Provider seed steward',
    role_type: 'internal',
    permissions: ['is-steward', 'read-company', 'read-user', 'view-contract', 'show-reports'],
  },
  {
    role_name: 'reseller',
    display_name: 'Reseller',
    description: 'Reseller employee who approves grower contracts',
    role_type: 'external',
    permissions: ['approve-contract', 'read-user'],
  },
  {
    role_name: 'receiver',
    display_name: 'Receiver',
    description: 'Grain receiver or third-party operator employee',
    role_type: 'external',
    permissions: RECEIVER,
  },
  {
    role_name: 'grain-ops-manager',
    display_name: 'Grain Ops Manager',
    description: 'Grain receiver operations manager; signs fuel contracts',
    role_type: 'external',
    permissions: [...RECEIVER, 'read-user', 'show-reports'],
  },
  {
    role_name: 'grain-receiver-approved-signer',
    display_name: 'Grain Receiver Approved Signer',
    description: 'Signs fuel contracts for the grain receiver',
    role_type: 'external',
    permissions: ['sign-contract', 'view-contract'],
  },
  {
    role_name: 'grower',
    display_name: 'Grower',
    description: 'Grower party to contracts',
    role_type: 'external',
    permissions: ['view-contract'],
  },
];
