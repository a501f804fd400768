/** Tables the API's test factories (apps/api/test/factories/) build: a test arranges their rows through `buildX`. */
const FACTORY_TABLES = {
  companies: 'buildCompany / buildCompanies',
  contracts: 'buildContract / buildContracts',
  growers: 'buildGrower',
  linkedCompanies: 'buildLink',
  productionPlans: 'buildPlan',
  programAssignments: 'buildProgramAssignment',
  scaleTickets: 'buildScaleTicket / buildScaleTickets',
};

const useFactories = {
  meta: {
    type: 'suggestion',
    docs: { description: 'API tests insert the rows a factory covers through the factory.' },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee } = node;
        const [table] = node.arguments;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (callee.property.name !== 'insert' || table?.type !== 'Identifier') return;
        const factory = FACTORY_TABLES[table.name];
        if (factory)
          context.report({
            node,
            message: `Arrange ${table.name} rows with ${factory} from test/factories (@portal/api/testing), not db.insert.`,
          });
      },
    };
  },
};

/** Providers the web's render kit (apps/web/src/testing/render.tsx) sets up for every component test. */
const KIT_PROVIDERS = new Set(['QueryClientProvider', 'MantineProvider']);

const useRenderKit = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Web component tests render through the kit in src/testing/render.tsx.' },
    schema: [],
  },
  create(context) {
    return {
      ImportSpecifier(node) {
        const name = node.imported.type === 'Identifier' ? node.imported.name : node.imported.value;
        if (KIT_PROVIDERS.has(name))
          context.report({
            node,
            message: `Render through renderWith from src/testing/render.tsx, which sets up ${name}; do not import it in a test.`,
          });
      },
    };
  },
};

/** The repository's own rules for tests (`portal-tests/*` in eslint.config.js). */
export const testRules = { rules: { 'use-factories': useFactories, 'use-render-kit': useRenderKit } };
