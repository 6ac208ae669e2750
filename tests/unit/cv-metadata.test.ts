import { describe, expect, it } from 'vitest';
import { hasCv } from '@/domain/cv-address';
import { describeCvPage } from '@/domain/page-metadata';
import { emptyResume, groupResume, parseResumeEntry, type ResumeEntry } from '@/domain/resume';
import { describeCvSharing } from '@/domain/share-metadata';
import { describeCvStructuredData } from '@/domain/structured-data';
import { parseUserProfile } from '@/domain/user-profile';
import { makeUser } from '../support/factories';

const SITE = 'https://maya.example/';
const user = parseUserProfile(makeUser({ name: 'Maya Lindqvist', label: 'Mobile developer' }));
const entry = (id: string, document: Record<string, unknown>) =>
  parseResumeEntry(id, document) as ResumeEntry;

const resume = groupResume([
  entry('now', {
    section: 'work',
    order: 0,
    name: 'Northlight Apps',
    position: 'Senior mobile developer',
    location: 'Gothenburg, Sweden',
    url: 'https://northlight.example.com',
    startDate: '2022-09',
    summary: 'Leads two\napps.',
  }),
  entry('before', {
    section: 'work',
    order: 1,
    name: 'Fjäril Studio',
    position: 'Android developer',
    startDate: '2017',
    endDate: '2019',
    url: 'javascript:alert(1)',
  }),
  entry('msc', { section: 'education', order: 0, institution: 'Chalmers', url: 'https://c.se' }),
  entry('mobile', { section: 'skills', order: 0, name: 'Mobile', keywords: ['Kotlin', 'Swift'] }),
  entry('web', { section: 'skills', order: 1, name: 'Web', keywords: ['Kotlin', 'React'] }),
  entry('sv', { section: 'languages', order: 0, language: 'Swedish', fluency: 'Native' }),
  entry('aad', {
    section: 'certificates',
    order: 0,
    name: 'Associate Android Developer',
    issuer: 'Google',
    date: '2020-05',
  }),
]);

describe('the CV page’s head', () => {
  it('titles and describes the CV by its owner', () => {
    expect(describeCvPage(user)).toEqual({
      title: 'CV · Maya Lindqvist',
      description: 'The CV of Maya Lindqvist, Mobile developer: experience, education and skills.',
    });
  });

  it('shares the CV at its own address, with its own title and the profile’s other tags', () => {
    const share = describeCvSharing(user, { siteUrl: SITE, previewImage: null });
    expect(share.canonical).toBe('https://maya.example/cv');
    const tags = Object.fromEntries(
      [...share.profileTags, ...share.addressTags].map(({ key, content }) => [key, content]),
    );
    expect(tags).toMatchObject({
      'og:title': 'CV · Maya Lindqvist',
      'og:site_name': 'Maya Lindqvist',
      'og:url': 'https://maya.example/cv',
      'profile:last_name': 'Lindqvist',
    });
  });

  it('has a CV only with an entry in some section', () => {
    expect(hasCv(emptyResume())).toBe(false);
    expect(hasCv(undefined)).toBe(false);
    expect(hasCv(resume)).toBe(true);
  });
});

describe('describeCvStructuredData', () => {
  it('describes the owner’s Person with their career in schema.org’s terms', () => {
    const graph = describeCvStructuredData(user, resume, SITE) as unknown as {
      '@graph': Record<string, unknown>[];
    };
    expect(graph['@graph']).toHaveLength(2);
    const [person, page] = graph['@graph'] as [Record<string, unknown>, Record<string, unknown>];
    // The page is the owner's profile page; the Person is the same node as on the home page.
    expect(page).toEqual({
      '@type': 'ProfilePage',
      name: 'CV · Maya Lindqvist',
      url: 'https://maya.example/cv',
      mainEntity: { '@id': 'https://maya.example/#owner' },
    });
    expect(person).toMatchObject({
      '@type': 'Person',
      '@id': 'https://maya.example/#owner',
      name: 'Maya Lindqvist',
      url: 'https://maya.example/',
      hasOccupation: [
        {
          '@type': 'Occupation',
          name: 'Senior mobile developer',
          description: 'Leads two apps.',
          occupationLocation: { '@type': 'AdministrativeArea', name: 'Gothenburg, Sweden' },
        },
        { '@type': 'Occupation', name: 'Android developer' },
      ],
      // Only the job without an end is where the owner works now.
      worksFor: [
        {
          '@type': 'Organization',
          name: 'Northlight Apps',
          url: 'https://northlight.example.com/',
        },
      ],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Chalmers', url: 'https://c.se/' }],
      knowsAbout: ['Mobile', 'Kotlin', 'Swift', 'Web', 'React'],
      knowsLanguage: [{ '@type': 'Language', name: 'Swedish' }],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          name: 'Associate Android Developer',
          dateCreated: '2020-05',
          recognizedBy: { '@type': 'Organization', name: 'Google' },
        },
      ],
    });
    expect(JSON.stringify(graph)).not.toContain('javascript');
  });

  it('leaves out what the record does not have', () => {
    const person = (
      describeCvStructuredData(user, groupResume([resume.work[1]!]), null) as unknown as {
        '@graph': Record<string, unknown>[];
      }
    )['@graph'][0]!;
    expect(person).not.toHaveProperty('worksFor');
    expect(person).not.toHaveProperty('knowsAbout');
    expect(person.hasOccupation).toEqual([{ '@type': 'Occupation', name: 'Android developer' }]);
    expect(person).not.toHaveProperty('url');
    expect(
      (
        describeCvStructuredData(user, resume, null) as unknown as {
          '@graph': Record<string, unknown>[];
        }
      )['@graph'][1],
    ).not.toHaveProperty('url');
  });
});
