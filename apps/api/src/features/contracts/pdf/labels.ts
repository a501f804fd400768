import { contractTypeLabel, END_PRODUCT_LABELS, type ContractType, type EndProductType } from '@portal/domain';

/** The texts of the contract schedule in one language. */
export type Labels = {
  schedule: string;
  contract: string;
  contractNumber: string;
  contractYear: string;
  contractPeriod: string;
  contractType: string;
  productionPlan: string;
  created: string;
  parties: string;
  grower: string;
  reseller: string;
  receiver: string;
  operator: string;
  sapId: string;
  fields: string;
  fieldColumns: [string, string, string, string, string, string, string, string];
  total: string;
  yes: string;
  no: string;
  unitsNeeded: string;
  unitSize: (size: string) => string;
  weightedRate: string;
  totalAcres: string;
  totalYield: string;
  delivery: string;
  deliveryColumns: [string, string, string, string];
  deliveryTypeName: (type: string) => string;
  unit: (label: string) => string;
  storage: string;
  storageColumns: [string, string, string, string, string];
  cattle: string;
  cattleType: string;
  headcount: string;
  estimatedBushels: string;
  cattleTypes: Record<string, string>;
  signatures: string;
  signatureNote: string;
  seeSignatures: string;
  page: (n: number, of: number) => string;
  contractTypeName: (type: string) => string;
  none: string;
};

/** English: contract and delivery type names as the pages show them. */
const EN: Labels = {
  schedule: 'Contract schedule',
  contract: 'Contract',
  contractNumber: 'Contract number',
  contractYear: 'Contract year',
  contractPeriod: 'Contract period',
  contractType: 'Contract type',
  productionPlan: 'Production plan',
  created: 'Created',
  parties: 'Parties',
  grower: 'Grower',
  reseller: 'Reseller',
  receiver: 'Grain receiver',
  operator: 'Third-party operator',
  sapId: 'SAP ID',
  fields: 'Fields',
  fieldColumns: ['Farm', 'Field', 'Acres', 'Planting rate', 'APH', 'Border rows', 'Crop year', 'Latitude, longitude'],
  total: 'Total',
  yes: 'Yes',
  no: 'No',
  unitsNeeded: 'Units needed',
  unitSize: (size) => `units of ${size} seeds`,
  weightedRate: 'Average weighted planting rate',
  totalAcres: 'Total acres',
  totalYield: 'Total yield (bushels)',
  delivery: 'Delivery schedule',
  deliveryColumns: ['Month', 'Delivery type', 'Acres', 'Quantity'],
  deliveryTypeName: (type) => END_PRODUCT_LABELS[type as EndProductType] ?? type,
  unit: (label) => ({ bushel: 'bushels', 'wet bushel': 'wet bushels', tons: 'tons' })[label] ?? label,
  storage: 'Storage locations',
  storageColumns: ['Name', 'Type', 'Capacity', 'Latitude', 'Longitude'],
  cattle: 'Cattle',
  cattleType: 'Cattle type',
  headcount: 'Head count',
  estimatedBushels: 'Estimated bushels fed',
  cattleTypes: { beef: 'Beef', dairy: 'Dairy' },
  signatures: 'Signatures',
  signatureNote: 'The parties sign this contract electronically. Each signature is stamped below with its date.',
  seeSignatures: 'Signed electronically - see the last page',
  page: (n, of) => `page ${n} of ${of}`,
  contractTypeName: contractTypeLabel,
  none: 'None',
};

const FR_CONTRACT_TYPES: Record<ContractType, string> = {
  generic: 'Générique',
  'commercial-feed': 'Alimentation commerciale',
  'fed-on-farm': 'Nourri à la ferme',
  enogen: 'Enogen',
  'non-enogen': 'Non Enogen',
  fuel: 'Carburant',
};

const FR_DELIVERY_TYPES: Record<EndProductType, string> = {
  grain: 'Grain',
  silage: 'Ensilage',
  earlage: 'Maïs-épi',
  'high-moisture': 'Maïs humide',
};

const FR: Labels = {
  schedule: 'Annexe du contrat',
  contract: 'Contrat',
  contractNumber: 'Numéro de contrat',
  contractYear: 'Année contractuelle',
  contractPeriod: 'Période du contrat',
  contractType: 'Type de contrat',
  productionPlan: 'Plan de production',
  created: 'Créé le',
  parties: 'Parties',
  grower: 'Producteur',
  reseller: 'Détaillant',
  receiver: 'Receveur de grain',
  operator: 'Opérateur tiers',
  sapId: 'ID SAP',
  fields: 'Champs',
  fieldColumns: ['Ferme', 'Champ', 'Acres', 'Taux de semis', 'APH', 'Bordure', 'Récolte', 'Latitude, longitude'],
  total: 'Total',
  yes: 'Oui',
  no: 'Non',
  unitsNeeded: 'Unités nécessaires',
  unitSize: (size) => `unités de ${size} semences`,
  weightedRate: 'Taux de semis moyen pondéré',
  totalAcres: 'Total des acres',
  totalYield: 'Rendement total (boisseaux)',
  delivery: 'Calendrier de livraison',
  deliveryColumns: ['Mois', 'Type de livraison', 'Acres', 'Quantité'],
  deliveryTypeName: (type) => FR_DELIVERY_TYPES[type as EndProductType] ?? type,
  unit: (label) => ({ bushel: 'boisseaux', 'wet bushel': 'boisseaux humides', tons: 'tonnes' })[label] ?? label,
  storage: "Lieux d'entreposage",
  storageColumns: ['Nom', 'Type', 'Capacité', 'Latitude', 'Longitude'],
  cattle: 'Bétail',
  cattleType: 'Type de bétail',
  headcount: 'Nombre de têtes',
  estimatedBushels: 'Boisseaux estimés consommés',
  cattleTypes: { beef: 'Boucherie', dairy: 'Laitier' },
  signatures: 'Signatures',
  signatureNote:
    'Les parties signent ce contrat électroniquement. Chaque signature est apposée ci-dessous avec sa date.',
  seeSignatures: 'Signé électroniquement - voir la dernière page',
  page: (n, of) => `page ${n} de ${of}`,
  contractTypeName: (type) => FR_CONTRACT_TYPES[type as ContractType] ?? type,
  none: 'Aucun',
};

export function labelsFor(language: string): Labels {
  return language === 'fr' ? FR : EN;
}

export function numberFormat(language: string, value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(value)
    .replace(/\u202f|\u00a0/g, ' ');
}

export function dateFormat(language: string, value: Date | string): string {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
