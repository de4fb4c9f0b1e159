import { describe, expect, it } from 'vitest';
import { PageDraftSchema } from '../../schemas/cms';
import { draftFromForm, formFromDraft, formProblems, pageFormIssues, publishBlockers } from './page-form';

describe('page editor form', () => {
  const draft = PageDraftSchema.parse({
    title: 'Summer',
    content: '<p>#GameRow[category=new]#</p>',
    categories: ['top-menu'],
    blocks: { description: 'Hot games', 'content-main': '<p>main</p>' },
    meta: { endDate: '01/12/2026' },
  });

  it('round-trips a draft through the inputs and back into a body the contract accepts', () => {
    const form = formFromDraft(draft);
    expect(form.meta).toContain('"endDate"');
    expect(formProblems(form)).toEqual({});
    const body = draftFromForm(form);
    expect(PageDraftSchema.parse(body)).toEqual(draft);
  });

  it('leaves empty blocks out and reads an empty meta.json as none', () => {
    const form = { ...formFromDraft(draft), description: '  ', contentMain: '', meta: '' };
    expect(draftFromForm(form)).toMatchObject({ blocks: {}, meta: null });
  });

  it('names broken JSON in the json block and a meta.json that is not an object', () => {
    const form = { ...formFromDraft(draft), json: '{"a":', meta: '[1,2]' };
    const problems = formProblems(form);
    expect(problems.json).toBeTruthy();
    expect(problems.meta).toBe('object');
  });

  it('checks both HTML fields apart, so positions point into their own source', () => {
    const form = { ...formFromDraft(draft), content: 'ok #GameRow[limit=99;category=new]#', contentMain: '#Nope[]#' };
    const issues = pageFormIssues(form);
    expect(issues.content).toHaveLength(1);
    expect(issues.content[0]!.index).toBe(3);
    expect(issues.contentMain[0]!.message).toMatch(/Unknown widget/);
  });

  it('says every reason publishing is off', () => {
    expect(publishBlockers({ canWrite: true, dirty: false, issueCount: 0, latestIsLive: false })).toEqual([]);
    expect(publishBlockers({ canWrite: false, dirty: true, issueCount: 2, latestIsLive: true })).toEqual(['readOnly', 'unsaved', 'issues']);
    expect(publishBlockers({ canWrite: true, dirty: false, issueCount: 0, latestIsLive: true })).toEqual(['alreadyLive']);
  });
});
