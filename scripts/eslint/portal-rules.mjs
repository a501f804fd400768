import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's own lint rules (`portal/*` in eslint.config.js): each guards one "one way" of the codebase. */
const rule = (description, create) => ({ meta: { type: 'suggestion', docs: { description }, schema: [] }, create });

/** A finding id of an audit kept outside the repository (e.g. H-3, L-16, X9): a comment says the why instead. */
const FINDING_ID = /\b(?:[CHIMLN]-\d{1,2}|X\d{1,2})\b/;

const noFindingIds = rule('Comments say why in their own words, not by an audit finding id.', (context) => ({
  Program() {
    for (const comment of context.sourceCode.getAllComments()) {
      const id = FINDING_ID.exec(comment.value);
      if (id)
        context.report({
          loc: comment.loc,
          message: `Comment cites the finding id '${id[0]}'; say why in your own words (test names may keep ids).`,
        });
    }
  },
}));

/** docs/architecture.md is the map, the recipe and the boundaries; the rest goes to the topic files beside it. */
const ARCHITECTURE_MAX_LINES = 120;

const architectureMapSize = rule(`docs/architecture.md stays under ${ARCHITECTURE_MAX_LINES} lines.`, (context) => ({
  Program(node) {
    const file = join(import.meta.dirname, '..', '..', 'docs', 'architecture.md');
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').length;
    if (lines > ARCHITECTURE_MAX_LINES)
      context.report({
        node,
        message: `docs/architecture.md has ${lines} lines (at most ${ARCHITECTURE_MAX_LINES}): keep the map there; move decisions, security, performance and area notes to their files in docs/.`,
      });
  },
}));

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

const useFactories = rule('API tests insert the rows a factory covers through the factory.', (context) => ({
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
}));

/** Providers the web's render kit (apps/web/src/testing/render.tsx) sets up for every component test. */
const KIT_PROVIDERS = new Set(['QueryClientProvider', 'MantineProvider']);

const useRenderKit = rule('Web component tests render through the kit in src/testing/render.tsx.', (context) => ({
  ImportSpecifier(node) {
    const name = node.imported.type === 'Identifier' ? node.imported.name : node.imported.value;
    if (KIT_PROVIDERS.has(name))
      context.report({
        node,
        message: `Render through renderWith from src/testing/render.tsx, which sets up ${name}; do not import it in a test.`,
      });
  },
}));

export const portalRules = {
  rules: {
    'no-finding-ids': noFindingIds,
    'architecture-map-size': architectureMapSize,
    'use-factories': useFactories,
    'use-render-kit': useRenderKit,
  },
};
