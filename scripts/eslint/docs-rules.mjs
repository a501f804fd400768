import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A finding id of an audit kept outside the repository (H-3, L-16, C-1, X9): a comment says the why instead. */
const FINDING_ID = /\b(?:[CHIMLN]-\d{1,2}|X\d{1,2})\b/;

const noFindingIds = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments say why in their own words, not by an audit finding id.' },
    schema: [],
  },
  create(context) {
    return {
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
    };
  },
};

/** docs/architecture.md is the map, the recipe and the boundaries; the rest goes to the topic files beside it. */
const ARCHITECTURE_MAX_LINES = 120;

const architectureMapSize = {
  meta: {
    type: 'suggestion',
    docs: { description: `docs/architecture.md stays under ${ARCHITECTURE_MAX_LINES} lines.` },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const file = join(import.meta.dirname, '..', '..', 'docs', 'architecture.md');
        const lines = readFileSync(file, 'utf8').trimEnd().split('\n').length;
        if (lines > ARCHITECTURE_MAX_LINES)
          context.report({
            node,
            message: `docs/architecture.md has ${lines} lines (at most ${ARCHITECTURE_MAX_LINES}): keep the map there; move decisions, security, performance and area notes to their files in docs/.`,
          });
      },
    };
  },
};

/** The repository's own rules about its docs and comments (`portal-docs/*` in eslint.config.js). */
export const docsRules = { rules: { 'no-finding-ids': noFindingIds, 'architecture-map-size': architectureMapSize } };
