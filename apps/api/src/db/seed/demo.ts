import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  accounts,
  assignments,
  companies,
  companyDetails,
  companyTraining,
  farms,
  fields,
  growers,
  linkedCompanies,
  plantingAndHarvestDates,
  programs,
  roles,
  storageLocations,
  users,
} from '../schema';

export const DEMO_PASSWORD = 'Demo-Password-1';

type DemoUser = { email: string; first: string | null; last: string | null; phone: string | null; who: string };

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@example.com', first: 'Alex', last: 'Morgan', phone: '19195550100', who: 'provider admin' },
  { email: 'salesrep@example.com', first: 'Sam', last: 'Rivera', phone: '13195550101', who: 'sales representative' },
  { email: 'steward@example.com', first: 'Stella', last: 'Hart', phone: '15155550102', who: 'steward' },
  { email: 'reseller@example.com', first: 'Riley', last: 'Jensen', phone: '17125550103', who: 'reseller user' },
  { email: 'receiver@example.com', first: 'Rachel', last: 'Okafor', phone: '14025550104', who: 'grain receiver user' },
  { email: 'operator@example.com', first: 'Omar', last: 'Lindqvist', phone: '16055550105', who: '3PO user' },
  { email: 'newuser@example.com', first: null, last: null, phone: null, who: 'user with no name yet' },
];

const company = (
  c: Partial<typeof companies.$inferInsert> & Pick<typeof companies.$inferInsert, 'companyName' | 'companyType'>,
) => c;

const COMPANIES = {
  provider: company({
    companyName: 'Syngenta Seeds',
    companyType: 'syngenta',
    address1: '11055 Wayzata Blvd',
    city: 'Minnetonka',
    state: 'MN',
    zipcode: '55305',
    phone: '19525550100',
    sapId: '0010000001',
    inventoryCode: 'SYN1',
  }),
  prairieGold: company({
    companyName: 'Prairie Gold Seed Co.',
    companyType: 'reseller',
    address1: '410 Main Street',
    city: 'Ames',
    state: 'IA',
    zipcode: '50010',
    phone: '15155550110',
    sapId: '0012345678',
    salesforceId: 'SFDC-PG-001',
    enogenDealer: true,
  }),
  heartland: company({
    companyName: 'Heartland Ag Supply',
    companyType: 'reseller',
    address1: '22 Cooperative Road',
    city: 'Grand Island',
    state: 'NE',
    zipcode: '68801',
    phone: '13085550111',
    sapId: '0012345679',
    salesforceId: 'SFDC-HA-002',
    enogenDealer: true,
  }),
  northStar: company({
    companyName: 'North Star Seed Sales',
    companyType: 'reseller',
    address1: '9 Elevator Lane',
    city: 'Brookings',
    state: 'SD',
    zipcode: '57006',
    phone: '16055550112',
    sapId: '0012345680',
    salesforceId: 'SFDC-NS-003',
    enogenDealer: false,
  }),
  cornbelt: company({
    companyName: 'Cornbelt Renewable Fuels',
    companyType: 'grain-receiver',
    address1: '1500 Ethanol Drive',
    city: 'Nevada',
    state: 'IA',
    zipcode: '50201',
    phone: '15155550120',
    sapId: '0020000001',
    inventoryCode: 'COR1',
  }),
  prairieHorizon: company({
    companyName: 'Prairie Horizon Ethanol',
    companyType: 'grain-receiver',
    country: 'Canada',
    address1: '300 Distillery Road',
    city: 'Chatham',
    state: 'ON',
    zipcode: 'N7M 5J4',
    phone: '15195550121',
    sapId: '0020000002',
    inventoryCode: 'PRA1',
    supportedLanguages: ['en', 'fr'],
  }),
  midwestLogistics: company({
    companyName: 'Midwest Grain Logistics',
    companyType: '3PO',
    address1: '77 Terminal Avenue',
    city: 'Sioux City',
    state: 'IA',
    zipcode: '51101',
    phone: '17125550130',
    sapId: '0030000001',
    inventoryCode: 'MID1',
  }),
};

type CompanyKey = keyof typeof COMPANIES;

/** Colleagues without a demo sign-in: a second Cornbelt employee, a district manager, signers. */
const DEMO_PEOPLE: { email: string; first: string; last: string; phone: string; roles: [CompanyKey, string][] }[] = [
  {
    email: 'gavin.price@cornbelt.example.net',
    first: 'Gavin',
    last: 'Price',
    phone: '15155550124',
    roles: [['cornbelt', 'grain-ops-manager']],
  },
  {
    email: 'dana.whitfield@syngenta.example.net',
    first: 'Dana',
    last: 'Whitfield',
    phone: '13195550125',
    roles: [
      ['cornbelt', 'district-manager'],
      ['midwestLogistics', 'district-manager'],
      ['prairieHorizon', 'district-manager'],
    ],
  },
  {
    email: 'priya.natarajan@prairiehorizon.example.net',
    first: 'Priya',
    last: 'Natarajan',
    phone: '15195550126',
    roles: [['prairieHorizon', 'grain-receiver-approved-signer']],
  },
  {
    email: 'lee.carter@northstar.example.net',
    first: 'Lee',
    last: 'Carter',
    phone: '16055550127',
    roles: [['northStar', 'reseller']],
  },
];

const GROWERS: {
  name: string;
  first: string;
  last: string;
  city: string;
  state: string;
  sapId: string;
  reseller: CompanyKey;
}[] = [
  {
    name: 'Hansen Family Farms',
    first: 'Erik',
    last: 'Hansen',
    city: 'Boone',
    state: 'IA',
    sapId: '0050000001',
    reseller: 'prairieGold',
  },
  {
    name: 'Miller Acres',
    first: 'Dana',
    last: 'Miller',
    city: 'Ames',
    state: 'IA',
    sapId: '0050000002',
    reseller: 'prairieGold',
  },
  {
    name: 'Kowalski Grain',
    first: 'Piotr',
    last: 'Kowalski',
    city: 'Kearney',
    state: 'NE',
    sapId: '0050000003',
    reseller: 'heartland',
  },
  {
    name: 'Two Rivers Ranch',
    first: 'Maria',
    last: 'Santos',
    city: 'Yankton',
    state: 'SD',
    sapId: '0050000004',
    reseller: 'northStar',
  },
];

/** The demo programme: realistic companies, people, growers and land. Run once, on an empty database. */
export async function seedDemo(tx: Tx, options: { passwordHash: string; salesYear: number }) {
  const ids = {} as Record<CompanyKey, string>;
  for (const [key, values] of Object.entries(COMPANIES) as [CompanyKey, (typeof COMPANIES)[CompanyKey]][]) {
    const [row] = await tx.insert(companies).values(values).returning({ id: companies.companyId });
    ids[key] = row!.id;
  }

  const roleRows = await tx.select({ id: roles.roleId, name: roles.roleName }).from(roles);
  const role = (name: string) => roleRows.find((r) => r.name === name)!.id;

  const userIds: Record<string, string> = {};
  for (const user of DEMO_USERS) {
    const id = crypto.randomUUID();
    userIds[user.email] = id;
    await tx.insert(users).values({
      id,
      email: user.email,
      name: [user.first, user.last].filter(Boolean).join(' '),
      emailVerified: true,
      first: user.first,
      last: user.last,
      phone: user.phone,
      inviteComplete: true,
      // The demo's passwords are the operator's, not a stranger's: an invitation keeps them.
      signedInAt: new Date(),
    });
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: options.passwordHash,
    });
  }

  const assign = (email: string, companyKey: CompanyKey | null, roleName: string) => ({
    userId: userIds[email]!,
    companyId: companyKey ? ids[companyKey] : null,
    roleId: role(roleName),
  });
  await tx
    .insert(assignments)
    .values([
      assign('admin@example.com', null, 'admin'),
      assign('salesrep@example.com', 'prairieGold', 'sales-representative'),
      assign('salesrep@example.com', 'heartland', 'sales-representative'),
      assign('salesrep@example.com', 'northStar', 'sales-representative'),
      assign('steward@example.com', 'provider', 'steward'),
      assign('reseller@example.com', 'prairieGold', 'reseller'),
      assign('receiver@example.com', 'cornbelt', 'receiver'),
      assign('operator@example.com', 'midwestLogistics', 'receiver'),
      assign('newuser@example.com', 'heartland', 'reseller'),
    ]);

  // People of the programme who do not sign in to the demo: colleagues on the company pages.
  for (const person of DEMO_PEOPLE) {
    const id = crypto.randomUUID();
    userIds[person.email] = id;
    await tx.insert(users).values({
      id,
      email: person.email,
      name: `${person.first} ${person.last}`,
      emailVerified: true,
      first: person.first,
      last: person.last,
      phone: person.phone,
      inviteComplete: true,
    });
    await tx
      .insert(assignments)
      .values(person.roles.map(([companyKey, roleName]) => assign(person.email, companyKey, roleName)));
  }

  await tx.insert(linkedCompanies).values([
    { companyId1: ids.cornbelt, companyId2: ids.prairieGold },
    { companyId1: ids.cornbelt, companyId2: ids.heartland },
    { companyId1: ids.prairieHorizon, companyId2: ids.northStar },
    { companyId1: ids.midwestLogistics, companyId2: ids.prairieGold },
  ]);

  await tx.insert(companyDetails).values([
    { companyId: ids.cornbelt, detailsName: 'Plant capacity', detailsValue: '120 million gallons per year' },
    { companyId: ids.cornbelt, detailsName: 'Receiving hours', detailsValue: 'Mon–Sat 6:00–18:00' },
    { companyId: ids.prairieGold, detailsName: 'Territory', detailsValue: 'Central Iowa' },
  ]);

  await tx
    .insert(programs)
    .values([{ programName: `Enogen Fuel ${options.salesYear}` }, { programName: 'Enogen Feed Pilot' }]);

  await tx.insert(companyTraining).values([
    {
      trainingYear: options.salesYear,
      companySapId: COMPANIES.prairieGold.sapId!,
      companyName: COMPANIES.prairieGold.companyName,
      active: true,
      contactName: 'Riley Jensen',
      contactEmail: 'reseller@example.com',
    },
    {
      trainingYear: options.salesYear,
      companySapId: COMPANIES.heartland.sapId!,
      companyName: COMPANIES.heartland.companyName,
      active: true,
      contactName: 'Jordan Blake',
      contactEmail: 'jordan.blake@example.com',
    },
  ]);

  await tx.insert(plantingAndHarvestDates).values({
    selectedYear: options.salesYear,
    plantingDate: `${options.salesYear}-06-15`,
    harvestDate: `${options.salesYear}-11-15`,
  });

  for (const [index, g] of GROWERS.entries()) {
    const [grower] = await tx
      .insert(growers)
      .values({
        growerName: g.name,
        first: g.first,
        last: g.last,
        address: `${100 + index * 11} County Road ${index + 3}`,
        city: g.city,
        state: g.state,
        zipcode: `5${index}00${index + 1}`,
        phone: `1515555020${index}`,
        email: `${g.last.toLowerCase()}@farm.example.com`,
        sapId: g.sapId,
        growerSfdcId: `SFDC-G-00${index + 1}`,
        resellerCompanyId: ids[g.reseller],
      })
      .returning({ id: growers.growerId });
    const growerId = grower!.id;
    const [farm] = await tx
      .insert(farms)
      .values({ growerId, farmName: `${g.last} Home Farm` })
      .returning({ id: farms.farmId });
    await tx.insert(fields).values(
      ['North 80', 'Creek Bottom', 'East Quarter'].map((fieldName, i) => ({
        farmId: farm!.id,
        growerId,
        fieldName,
        plantingRate: 32000 + i * 1000,
        averageYield: 190 + i * 10,
        borderRows: i === 1,
        acres: [80, 45.5, 160][i]!,
        cropYear: options.salesYear,
        latitude: 42.0 + index * 0.1 + i * 0.01,
        longitude: -93.6 - index * 0.1 - i * 0.01,
      })),
    );
    await tx.insert(storageLocations).values({
      growerId,
      storageName: `${g.last} Bin Site`,
      storageCapacity: 60000,
      storageType: 'Grain',
      storageLatitude: 42.05 + index * 0.1,
      storageLongitude: -93.62 - index * 0.1,
    });
  }
  return { companyIds: ids, userIds };
}

export async function isEmpty(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS[0]!.email)).limit(1);
  const anyCompany = await tx.select({ id: companies.companyId }).from(companies).limit(1);
  return rows.length === 0 && anyCompany.length === 0;
}
