import { planInventoryCode, type EndProductType } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { FileStorage } from '../../services/file-storage';
import type { Tx } from '../client';
import { companies, contractTemplates, contractTypes, monthlyUnits, productionPlans } from '../schema';
import { generateMasterAgreement, MASTER_AGREEMENT_FIELDS } from './master-agreement-pdf';

type DemoPlan = {
  company: 'cornbelt' | 'prairieHorizon' | 'midwestLogistics';
  contractType: string;
  aph: number;
  totalAcres: number;
  premium: number;
  location: {
    location_name: string;
    location_address1: string;
    location_city: string;
    location_state: string;
    location_zipcode: string;
    location_country: string;
  };
  /** [delivery month index 0–12 from September, end product type, acres, units] */
  rows: [number, EndProductType, number, number][];
};

const DEMO_PLANS: DemoPlan[] = [
  {
    company: 'cornbelt',
    contractType: 'fuel',
    aph: 200,
    totalAcres: 5000,
    premium: 0.25,
    location: {
      location_name: 'Cornbelt Renewable Fuels – Nevada plant',
      location_address1: '1500 Ethanol Drive',
      location_city: 'Nevada',
      location_state: 'IA',
      location_zipcode: '50201',
      location_country: 'USA',
    },
    rows: [
      [1, 'grain', 800, 160000],
      [2, 'grain', 1000, 200000],
      [3, 'grain', 700, 140000],
      [4, 'grain', 500, 100000],
      [6, 'grain', 500, 100000],
      [8, 'grain', 500, 100000],
      [10, 'grain', 500, 100000],
    ],
  },
  {
    company: 'prairieHorizon',
    contractType: 'fuel',
    aph: 180,
    totalAcres: 3000,
    premium: 0.3,
    location: {
      location_name: 'Prairie Horizon Ethanol – Chatham',
      location_address1: '300 Distillery Road',
      location_city: 'Chatham',
      location_state: 'ON',
      location_zipcode: 'N7M 5J4',
      location_country: 'Canada',
    },
    rows: [
      [1, 'grain', 1000, 180000],
      [2, 'grain', 1000, 180000],
      [5, 'grain', 500, 90000],
      [9, 'grain', 500, 90000],
    ],
  },
  {
    company: 'midwestLogistics',
    contractType: 'commercial-feed',
    aph: 190,
    totalAcres: 2000,
    premium: 0.2,
    location: {
      location_name: 'Midwest Grain Logistics terminal',
      location_address1: '77 Terminal Avenue',
      location_city: 'Sioux City',
      location_state: 'IA',
      location_zipcode: '51101',
      location_country: 'USA',
    },
    rows: [
      [0, 'silage', 300, 6000],
      [1, 'grain', 700, 133000],
      [2, 'grain', 600, 114000],
      [3, 'earlage', 200, 2400],
      [4, 'high-moisture', 200, 45600],
    ],
  },
];

/**
 * Production plans for the demo grain receivers and the 3PO in the current sales year, with monthly
 * rows and generated master agreements (English; French too where the company supports it),
 * stored through the file storage provider. Runs inside the demo transaction.
 */
export async function seedDemoPlans(
  tx: Tx,
  options: { companyIds: Record<DemoPlan['company'], string>; salesYear: number; files: FileStorage },
) {
  const { companyIds, salesYear, files } = options;
  const types = await tx.select().from(contractTypes);
  const companyRows = await tx
    .select()
    .from(companies)
    .where(
      inArray(
        companies.companyId,
        DEMO_PLANS.map((plan) => companyIds[plan.company]),
      ),
    );

  for (const plan of DEMO_PLANS) {
    const company = companyRows.find((row) => row.companyId === companyIds[plan.company])!;
    const type = types.find((row) => row.contractTypeName === plan.contractType)!;
    const inventoryCode = planInventoryCode(salesYear, {
      company_type: company.companyType,
      inventory_code: company.inventoryCode,
    })!;
    const [row] = await tx
      .insert(productionPlans)
      .values({
        companyId: company.companyId,
        contractYear: salesYear,
        aph: plan.aph,
        totalAcres: plan.totalAcres,
        totalUnits: plan.totalAcres * plan.aph,
        inventoryCode,
        premium: plan.premium,
        premiumType: 'bushels',
        unitType: 'bushels',
        contractTypeId: type.contractTypeId,
        contractTypeEnum: type.contractTypeName,
        deliveryLocation: plan.location,
      })
      .returning({ id: productionPlans.productionPlanId });
    const planId = row!.id;
    await tx.insert(monthlyUnits).values(
      plan.rows.map(([index, endProductType, acres, units]) => ({
        productionPlanId: planId,
        month: ((8 + index) % 12) + 1,
        year: salesYear + (index >= 4 ? 1 : 0),
        endProductType,
        availableAcres: acres,
        availableUnits: units,
        premium: plan.premium,
        premiumType: 'bushels',
      })),
    );

    const address = [company.address1, company.city, `${company.state} ${company.zipcode}`].join(', ');
    for (const language of company.supportedLanguages.filter((l): l is 'en' | 'fr' => l === 'en' || l === 'fr')) {
      const bytes = await generateMasterAgreement({
        language,
        receiverName: company.companyName,
        receiverAddress: address,
        contractYear: salesYear,
        inventoryCode,
        deliveryLocation: `${plan.location.location_name}, ${plan.location.location_address1}, ${plan.location.location_city}, ${plan.location.location_state}`,
        premiumText:
          language === 'fr'
            ? `${plan.premium.toFixed(2).replace('.', ',')} $ par boisseau`
            : `$${plan.premium.toFixed(2)} per bushel`,
      });
      const key = files.newKey('templates', 'pdf');
      await files.put(key, bytes, 'application/pdf', tx);
      await tx.insert(contractTemplates).values({
        contractTypeId: type.contractTypeId,
        externalReferenceId: company.companyId,
        productionPlanId: planId,
        templateName:
          language === 'fr'
            ? `Contrat-cadre Enogen ${salesYear} – ${company.companyName}.pdf`
            : `Enogen Master Agreement ${salesYear} – ${company.companyName}.pdf`,
        templateLanguage: language,
        fileKey: key,
        contractDetailsSchema: { fields: MASTER_AGREEMENT_FIELDS },
      });
    }
  }
  return { planCount: DEMO_PLANS.length };
}
