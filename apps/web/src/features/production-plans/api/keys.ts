/** The production-plans feature's query keys; a save invalidates `all`. */
export const planKeys = {
  all: ['production-plans'] as const,
  company: (companyId: string) => ['production-plans', 'company', companyId] as const,
  one: (planId: string) => ['production-plans', 'one', planId] as const,
  committed: (planId: string) => ['production-plans', 'committed', planId] as const,
  parents: (companyId: string) => ['production-plans', 'parents', companyId] as const,
  parentSearch: (term: string) => ['production-plans', 'parent-search', term] as const,
  template: (templateId: string) => ['production-plans', 'template', templateId] as const,
  versions: (templateId: string) => ['production-plans', 'versions', templateId] as const,
  contractTypes: () => ['production-plans', 'contract-types'] as const,
};
