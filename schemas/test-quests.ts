/**
 * A test quest (C6): its identifier contains `ffc`. Marketing tries a quest out on the live site
 * under such an identifier; players see it only with the `testQuests` flag on (/ffc), and a widget
 * never picks one by itself. Free of zod, so pages import it without the schemas' weight.
 */
export const isTestQuest = (t: { questSize: string | null; frontend_identifier: string }): boolean =>
  t.questSize !== null && t.frontend_identifier.toLowerCase().includes('ffc');
