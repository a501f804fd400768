import type { PortalDeps } from '../../services/deps';

export type ReportDeps = Pick<PortalDeps, 'db' | 'config'>;
