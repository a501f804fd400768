import {
  CONTRACT_DEFAULTS,
  contractYearSpan,
  createContractSchema,
  formatNewContractId,
  TOTAL_ROW_ID,
  type ContractState,
  type CreateContractInput,
} from '@portal/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { templateFor, type CreateContext } from '../../features/contracts/contract-context';
import { buildContractDetails } from '../../features/contracts/contract-details';
import { nextContractNumber } from '../../features/contracts/contract-write-repository';
import { generateContractPdf } from '../../features/contracts/pdf/generate-contract-pdf';
import { sealSignedPdf, type SealedSigner } from '../../services/e-signature';
import type { FileStorage } from '../../services/file-storage';
import type { Tx } from '../client';
import {
  committedUnits,
  companies,
  contractTemplates,
  contractHistory,
  contracts,
  contractSigners,
  farms,
  fields,
  growers,
  monthlyUnits,
  productionPlans,
  storageLocations,
  users,
} from '../schema';

type Receiver = 'cornbelt' | 'prairieHorizon' | 'midwestLogistics';
type Reseller = 'prairieGold' | 'heartland' | 'northStar';
type Signed = 'none' | 'grower' | 'all';

type DemoContract = {
  key: string;
  receiver: Receiver;
  operator?: 'midwestLogistics';
  /** Whose plan the contract draws on (the 3PO's when it operates for the receiver). */
  planOwner?: Receiver;
  reseller: Reseller;
  grower: string;
  type: 'commercial-feed' | 'generic' | 'fed-on-farm';
  state: ContractState;
  language?: 'en' | 'fr';
  /** Field indexes of the grower's three fields (per-field types). */
  fieldIndexes?: number[];
  cattle?: { cattle_type: 'beef' | 'dairy'; unit_count: number };
  signed: Signed;
  /** The key of the contract this one amends. */
  amends?: string;
  /** feed: grain rows plus a row of every other end product the plan offers (the report's feed tabs). */
  schedule?: 'feed';
  daysAgo: number;
};

/**
 * Contracts in every state across the demo receivers, the 3PO, resellers, growers, types and
 * languages, with signers, history, committed units and a generated PDF each (signed PDFs for the
 * completed ones). The amendments point at their voided originals.
 */
const DEMO_CONTRACTS: DemoContract[] = [
  {
    key: 'hansen-completed',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Hansen Family Farms',
    type: 'commercial-feed',
    state: 'completed',
    fieldIndexes: [0, 1],
    signed: 'all',
    daysAgo: 60,
  },
  {
    key: 'miller-pending',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Miller Acres',
    type: 'generic',
    state: 'pending',
    signed: 'none',
    daysAgo: 3,
  },
  {
    key: 'kowalski-grower-signed',
    receiver: 'cornbelt',
    reseller: 'heartland',
    grower: 'Kowalski Grain',
    type: 'commercial-feed',
    state: 'pendinggrowersigned',
    fieldIndexes: [0, 2],
    signed: 'grower',
    daysAgo: 10,
  },
  {
    key: 'hansen-original',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Hansen Family Farms',
    type: 'commercial-feed',
    state: 'voided',
    fieldIndexes: [2],
    signed: 'none',
    daysAgo: 40,
  },
  {
    key: 'hansen-amendment',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Hansen Family Farms',
    type: 'commercial-feed',
    state: 'amendment_pending',
    fieldIndexes: [1, 2],
    signed: 'none',
    amends: 'hansen-original',
    daysAgo: 2,
  },
  {
    key: 'kowalski-original',
    receiver: 'cornbelt',
    reseller: 'heartland',
    grower: 'Kowalski Grain',
    type: 'commercial-feed',
    state: 'voided',
    fieldIndexes: [1],
    signed: 'none',
    daysAgo: 50,
  },
  {
    key: 'kowalski-amendment',
    receiver: 'cornbelt',
    reseller: 'heartland',
    grower: 'Kowalski Grain',
    type: 'commercial-feed',
    state: 'amendment_completed',
    fieldIndexes: [1],
    signed: 'all',
    amends: 'kowalski-original',
    daysAgo: 45,
  },
  {
    key: 'miller-original',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Miller Acres',
    type: 'commercial-feed',
    state: 'voided',
    fieldIndexes: [0],
    signed: 'none',
    daysAgo: 30,
  },
  {
    key: 'miller-amendment',
    receiver: 'cornbelt',
    reseller: 'prairieGold',
    grower: 'Miller Acres',
    type: 'commercial-feed',
    state: 'amendmentpendinggrowersigned',
    fieldIndexes: [0, 1],
    signed: 'grower',
    amends: 'miller-original',
    daysAgo: 5,
  },
  {
    key: 'two-rivers-fr',
    receiver: 'prairieHorizon',
    reseller: 'northStar',
    grower: 'Two Rivers Ranch',
    type: 'fed-on-farm',
    state: 'completed',
    language: 'fr',
    fieldIndexes: [0, 1, 2],
    cattle: { cattle_type: 'beef', unit_count: 400 },
    signed: 'all',
    daysAgo: 20,
  },
  {
    key: 'miller-3po',
    receiver: 'cornbelt',
    operator: 'midwestLogistics',
    planOwner: 'midwestLogistics',
    reseller: 'prairieGold',
    grower: 'Miller Acres',
    type: 'fed-on-farm',
    state: 'completed',
    fieldIndexes: [2],
    cattle: { cattle_type: 'dairy', unit_count: 250 },
    signed: 'all',
    daysAgo: 1,
  },
  {
    key: 'miller-feed-3po',
    receiver: 'cornbelt',
    operator: 'midwestLogistics',
    planOwner: 'midwestLogistics',
    reseller: 'prairieGold',
    grower: 'Miller Acres',
    type: 'commercial-feed',
    state: 'pendinggrowersigned',
    fieldIndexes: [1],
    signed: 'grower',
    schedule: 'feed',
    daysAgo: 4,
  },
];

/** Who signs for a company in the demo (companies without a signer here only have the grower sign). */
const DEMO_SIGNERS = {
  cornbelt: 'receiver@example.com',
  prairieGold: 'reseller@example.com',
  prairieHorizon: 'priya.natarajan@prairiehorizon.example.net',
  northStar: 'lee.carter@northstar.example.net',
} as const;

/** Feed products: a tenth of the acres each, in the product's unit (tons, or wet bushels for high moisture). */
const FEED_UNITS_PER_ACRE: Record<string, number> = { silage: 20, earlage: 12, 'high-moisture': 220 };

/** A feed schedule: the grain rows on 70% of the acres and yield, plus each feed product of the plan. */
function feedRows(months: { month: number; year: number; type: string }[], totalAcres: number, totalYield: number) {
  const feed = months.filter((m) => m.type in FEED_UNITS_PER_ACRE);
  const acres = Math.round(totalAcres * 10) / 100;
  const grain = deliveryRows(
    months,
    'commercial-feed',
    Math.round(totalAcres * 70) / 100,
    Math.round(totalYield * 0.7),
  );
  return [
    ...grain,
    ...feed.map((m) => ({
      delivery_month: m.month,
      delivery_year: m.year,
      delivery_type: m.type as 'silage',
      contract_acres: acres,
      contract_units: Math.round(acres * FEED_UNITS_PER_ACRE[m.type]!),
    })),
  ];
}

/** Delivery rows over the plan's first months with availability that allocate exactly the fields' yield. */
function deliveryRows(
  months: { month: number; year: number; type: string }[],
  type: DemoContract['type'],
  totalAcres: number,
  totalYield: number,
) {
  const grain = months.filter((m) => m.type === 'grain').slice(0, 2);
  const firstAcres = Math.round(totalAcres * 60) / 100;
  const firstUnits = Math.round(totalYield * 0.6);
  if (type === 'fed-on-farm' || grain.length < 2) {
    return [
      {
        delivery_month: grain[0]!.month,
        delivery_year: grain[0]!.year,
        delivery_type: 'grain' as const,
        contract_acres: totalAcres,
        contract_units: totalYield,
      },
    ];
  }
  return [
    {
      delivery_month: grain[0]!.month,
      delivery_year: grain[0]!.year,
      delivery_type: 'grain' as const,
      contract_acres: firstAcres,
      contract_units: firstUnits,
    },
    {
      delivery_month: grain[1]!.month,
      delivery_year: grain[1]!.year,
      delivery_type: 'grain' as const,
      contract_acres: Math.round((totalAcres - firstAcres) * 100) / 100,
      contract_units: totalYield - firstUnits,
    },
  ];
}

export async function seedDemoContracts(
  tx: Tx,
  options: { companyIds: Record<Receiver | Reseller | 'provider', string>; salesYear: number; files: FileStorage },
) {
  const { companyIds, salesYear, files } = options;
  const growerRows = await tx.select().from(growers);
  const fieldRows = await tx.select().from(fields).orderBy(asc(fields.fieldName));
  const storageRows = await tx.select().from(storageLocations);
  const userRows = await tx
    .select()
    .from(users)
    .where(inArray(users.email, ['admin@example.com', ...Object.values(DEMO_SIGNERS)]));
  const admin = userRows.find((u) => u.email === 'admin@example.com')!;
  const plans = (await tx.select().from(productionPlans).where(eq(productionPlans.contractYear, salesYear))).map(
    (p) => ({
      ...p,
      id: p.productionPlanId,
    }),
  );
  const companyRows = await tx
    .select()
    .from(companies)
    .where(inArray(companies.companyId, Object.values(companyIds)));
  const companyOf = (key: keyof typeof companyIds) => companyRows.find((c) => c.companyId === companyIds[key])!;
  const templates = await tx
    .select()
    .from(contractTemplates)
    .where(
      inArray(
        contractTemplates.productionPlanId,
        plans.map((p) => p.id),
      ),
    );
  const farmNames = new Map((await tx.select().from(farms)).map((f) => [f.farmId, f.farmName]));
  const months = await tx
    .select({
      plan: monthlyUnits.productionPlanId,
      month: monthlyUnits.month,
      year: monthlyUnits.year,
      type: monthlyUnits.endProductType,
    })
    .from(monthlyUnits)
    .where(
      and(
        inArray(
          monthlyUnits.productionPlanId,
          plans.map((p) => p.id),
        ),
        gt(monthlyUnits.availableUnits, 0),
      ),
    )
    .orderBy(asc(monthlyUnits.year), asc(monthlyUnits.month));
  const templateBytes = new Map<string, Uint8Array>();
  const ids = new Map<string, string>();
  const day = 86_400_000;
  const seededAt = Date.now();

  for (const demo of DEMO_CONTRACTS) {
    const grower = growerRows.find((g) => g.growerName === demo.grower)!;
    const plan = plans.find((p) => p.companyId === companyIds[demo.planOwner ?? demo.receiver])!;
    const own = fieldRows.filter((f) => f.growerId === grower.growerId);
    const storage = storageRows.filter((s) => s.growerId === grower.growerId);
    const chosen = demo.type === 'generic' ? [] : (demo.fieldIndexes ?? [0]).map((i) => own[i]!);
    const fieldPayload =
      demo.type === 'generic'
        ? [
            {
              field_id: TOTAL_ROW_ID,
              field_name: 'Total Enogen acres',
              acres: 120,
              planting_rate: 140000,
              average_yield: 200,
              is_total: true,
            },
          ]
        : chosen.map((f) => ({
            field_id: f.fieldId,
            field_name: f.fieldName,
            farm_id: f.farmId,
            planting_rate: f.plantingRate,
            average_yield: f.averageYield,
            border_rows: f.borderRows,
            acres: f.acres,
            crop_year: f.cropYear,
            latitude: f.latitude,
            longitude: f.longitude,
          }));
    const acres = fieldPayload.reduce((s, f) => s + (f.acres ?? 0), 0);
    const bushels = Math.round(fieldPayload.reduce((s, f) => s + (f.acres ?? 0) * (f.average_yield ?? 0), 0));
    const planMonths = months.filter((m) => m.plan === plan.id);
    const totalAcres = Math.round(acres * 100) / 100;
    const schedule =
      demo.schedule === 'feed'
        ? feedRows(planMonths, totalAcres, bushels)
        : deliveryRows(planMonths, demo.type, totalAcres, bushels);
    const input: CreateContractInput = {
      contract_type: demo.type,
      contract_year: salesYear,
      contract_language: demo.language ?? 'en',
      production_plan_id: plan.id,
      grain_receiver_details: { grain_receiver_id: companyIds[demo.receiver] },
      reseller_details: { reseller_id: companyIds[demo.reseller] },
      third_party_operator_id: demo.operator ? companyIds[demo.operator] : null,
      grower_details: { grower_id: grower.growerId },
      fields: fieldPayload,
      storage: storage.map((s) => ({
        storage_location_id: s.storageLocationId,
        storage_name: s.storageName,
        storage_capacity: s.storageCapacity,
        storage_type: s.storageType as 'Grain',
        storage_latitude: s.storageLatitude,
        storage_longitude: s.storageLongitude,
      })),
      delivery_schedule: schedule,
      cattle_info: demo.cattle ?? null,
    };
    const payload = createContractSchema.parse(input);
    const context: CreateContext = {
      receiver: companyOf(demo.receiver),
      operator: demo.operator ? companyOf(demo.operator) : null,
      reseller: companyOf(demo.reseller),
      grower,
      plan,
      linked: () => true, // the demo's parties are linked in seedDemo
      templates: templates.filter((t) => t.productionPlanId === plan.id),
      checks: {},
      growerFieldIds: new Set(own.map((f) => f.fieldId)),
      growerStorageIds: new Set(storage.map((s) => s.storageLocationId)),
      farmNames,
    };
    const details = buildContractDetails(payload, context);
    const template = templateFor(context.templates, payload.contract_language ?? 'en')!;
    if (!templateBytes.has(template.fileKey))
      templateBytes.set(template.fileKey, (await files.get(template.fileKey, tx))!.bytes);

    const created = new Date(seededAt - demo.daysAgo * day);
    const number = formatNewContractId(context.plan!.inventoryCode, await nextContractNumber(tx));
    const pdf = await generateContractPdf({
      template: templateBytes.get(template.fileKey)!,
      language: payload.contract_language ?? 'en',
      newContractId: number,
      contractType: demo.type,
      contractYear: salesYear,
      contractStart: null,
      contractEnd: null,
      created,
      details,
    });
    const key = files.newKey('contracts', 'pdf');
    await files.put(key, pdf, 'application/pdf', tx);

    const signers = [
      {
        role: 'grower',
        userId: null,
        firstName: grower.first,
        lastName: grower.last,
        email: grower.email,
        phone: grower.phone,
        entityName: grower.growerName,
        externalReferenceId: null,
        isApprover: false,
        order: 1,
        signed: demo.signed !== 'none',
      },
      ...(['receiver', 'reseller'] as const).flatMap((role) => {
        const companyKey = role === 'receiver' ? demo.receiver : demo.reseller;
        const email = DEMO_SIGNERS[companyKey as keyof typeof DEMO_SIGNERS];
        const user = userRows.find((u) => u.email === email);
        if (!user) return [];
        return [
          {
            role,
            userId: user.id,
            firstName: user.first,
            lastName: user.last,
            email: user.email,
            phone: user.phone,
            entityName: role === 'receiver' ? context.receiver!.companyName : context.reseller!.companyName,
            externalReferenceId: companyIds[companyKey],
            isApprover: role === 'reseller',
            order: role === 'receiver' ? 2 : 3,
            signed: demo.signed === 'all',
          },
        ];
      }),
    ];
    const signedAt = (order: number) => new Date(created.getTime() + order * 3_600_000);
    const completed = demo.state === 'completed' || demo.state === 'amendment_completed';
    let signedKey: string | null = null;
    if (completed) {
      const sealed: SealedSigner[] = signers.map((s) => ({
        name: [s.firstName, s.lastName].filter(Boolean).join(' '),
        signatureName: [s.firstName, s.lastName].filter(Boolean).join(' '),
        role: s.role,
        entityName: s.entityName,
        email: s.email,
        phone: s.phone,
        deliveryChoice: 'email',
        signedAt: signedAt(s.order),
        ip: '203.0.113.10',
      }));
      signedKey = files.newKey('contracts', 'pdf');
      const signedPdf = await sealSignedPdf({
        original: pdf,
        contract: {
          newContractId: number,
          contractType: demo.type,
          contractYear: salesYear,
          growerName: grower.growerName,
          resellerName: context.reseller!.companyName,
          receiverName: context.receiver!.companyName,
        },
        signers: sealed,
        completedAt: signedAt(signers.length + 1),
      });
      await files.put(signedKey, signedPdf, 'application/pdf', tx);
    }

    const voided = demo.state === 'voided';
    const amendedBy = DEMO_CONTRACTS.find((other) => other.amends === demo.key);
    const voidedAt = voided
      ? new Date(amendedBy ? seededAt - amendedBy.daysAgo * day : created.getTime() + 5 * day)
      : null;
    const span = contractYearSpan(salesYear);
    const [row] = await tx
      .insert(contracts)
      .values({
        newContractId: number,
        externalReferenceId: context.reseller!.companyId,
        grainReceiverId: context.receiver!.companyId,
        thirdPartyOperatorId: context.operator?.companyId ?? null,
        growerId: grower.growerId,
        contractTemplateId: template.contractTemplateId,
        productionPlanId: plan.id,
        contractYear: salesYear,
        contractState: demo.state,
        contractType: demo.type,
        contractLanguage: payload.contract_language ?? 'en',
        contractStart: span.contract_start,
        contractEnd: span.contract_end,
        contractStartExecution: demo.signed !== 'none' ? signedAt(1) : null,
        contractEndExecution: completed ? signedAt(signers.length + 1) : null,
        contractOriginated: CONTRACT_DEFAULTS.contract_originated,
        contractDocKey: key,
        signedDocKey: signedKey,
        parentVoidedContractId: demo.amends ? ids.get(demo.amends)! : null,
        contractDetails: details,
        createdBy: admin.id,
        voidedAt,
        created,
        modified: voidedAt ?? created,
      })
      .returning({ id: contracts.contractId });
    const contractId = row!.id;
    ids.set(demo.key, contractId);

    await tx.insert(contractSigners).values(
      signers.map((s) => ({
        contractId,
        externalReferenceId: s.externalReferenceId,
        userId: s.userId,
        firstName: s.firstName,
        lastName: s.lastName,
        email: s.email,
        phone: s.phone,
        deliveryChoice: 'email',
        isApprover: s.isApprover,
        role: s.role,
        assignmentRole: s.role,
        entityName: s.entityName,
        signingOrder: s.order,
        signingRequestedAt: created,
        approvalTimestamp: s.signed ? signedAt(s.order) : null,
        signedIp: s.signed ? '203.0.113.10' : null,
        signatureName: s.signed ? [s.firstName, s.lastName].filter(Boolean).join(' ') : null,
      })),
    );
    if (details.delivery_schedule.length) {
      await tx.insert(committedUnits).values(
        details.delivery_schedule.map((r) => ({
          contractId,
          productionPlanId: plan.id,
          deliveryType: r.delivery_type,
          deliveryMonth: r.delivery_month,
          deliveryYear: r.delivery_year,
          contractAcres: r.contract_acres ?? 0,
          contractUnits: r.contract_units ?? 0,
        })),
      );
    }
    const by = { userId: admin.id, userName: 'Alex Morgan', userEmail: admin.email };
    await tx
      .insert(contractHistory)
      .values([
        { contractId, kind: 'created', ...by, at: created },
        ...(voidedAt ? [{ contractId, kind: 'voided', ...by, at: voidedAt }] : []),
        ...(amendedBy && voidedAt ? [{ contractId, kind: 'amended', ...by, at: voidedAt }] : []),
      ]);
  }
  return { contractCount: DEMO_CONTRACTS.length };
}
