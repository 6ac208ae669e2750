import { describe, expect, it } from 'vitest';
import { describePage, describeProjectPage } from '@/domain/page-metadata';
import { parseProject } from '@/domain/project';
import { parseUserProfile } from '@/domain/user-profile';
import { makeProject, makeUser } from '../support/factories';

const user = parseUserProfile(makeUser());
const project = (fields: Parameters<typeof makeProject>[0] = {}) => {
  const { id, ...document } = makeProject(fields);
  return parseProject(id, document);
};

describe('describePage', () => {
  it("titles the home page by the owner's name and describes it by the bio, on one line", () => {
    expect(describePage(user)).toEqual({
      title: 'Ada Example · Portfolio',
      description: 'I build apps. Mostly for phones.',
    });
  });
});

describe('describeProjectPage', () => {
  it("titles a project's page by the project and its owner, described by its description", () => {
    const page = describeProjectPage(
      project({ title: 'Weather', description: '  Forecasts,\n\n offline.\t' }),
      user,
    );
    expect(page).toEqual({ title: 'Weather · Ada Example', description: 'Forecasts, offline.' });
  });

  it('clips a long description to 160 characters, the last an ellipsis', () => {
    const { description } = describeProjectPage(
      project({ description: 'word '.repeat(100) }),
      user,
    );
    expect(description).toHaveLength(160);
    expect(description).toMatch(/^word word .*…$/);
  });

  it('says who made a project without a description, and names one without a title', () => {
    expect(describeProjectPage(project({ title: 'Weather', description: ' ' }), user)).toEqual({
      title: 'Weather · Ada Example',
      description: 'Weather, by Ada Example.',
    });
    expect(describeProjectPage(project({ title: '', description: '' }), user)).toEqual({
      title: 'Untitled project · Ada Example',
      description: 'Untitled project, by Ada Example.',
    });
  });

  it("falls back to the site's name without an owner's name", () => {
    const nameless = parseUserProfile(makeUser({ name: '' }));
    for (const owner of [nameless, null]) {
      expect(describeProjectPage(project({ title: 'Weather', description: '' }), owner)).toEqual({
        title: 'Weather · Portfolio',
        description: 'Weather',
      });
    }
  });

  it('keeps markup as text: whoever writes the head escapes it', () => {
    const title = '</title><script>alert(1)</script> "quoted" & \'single\'';
    expect(describeProjectPage(project({ title, description: title }), user)).toEqual({
      title: `${title} · Ada Example`,
      description: title,
    });
  });
});
