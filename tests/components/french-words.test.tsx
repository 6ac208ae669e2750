import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactFormSchema } from '@/domain/contact-message';
import { localizeProfile, localizeResume } from '@/domain/localize-content';
import { groupResume, parseResumeEntry, type ResumeEntry } from '@/domain/resume';
import { parseUserProfile } from '@/domain/user-profile';
import { sendWaitText } from '@/sections/contact/send-wait-text';
import { CvDocument } from '@/sections/cv/cv-document';
import { cvWords } from '@/sections/cv/cv-words';
import { activateInterfaceLanguage, interfaceI18n } from '@/start/interface-catalogs';
import { showLoadFailure } from '@/start/load-failure';
import { AppStartingHint } from '@/ui/app-starting';
import { HydratedProvider } from '@/ui/use-hydrated';
import { makeContent, makeProject, makeUser } from '../support/factories';
import { renderApp } from '../support/render-app';

const entry = (id: string, document: Record<string, unknown>) =>
  parseResumeEntry(id, document) as ResumeEntry;

const resume = groupResume([
  entry('job', {
    section: 'work',
    order: 0,
    name: 'Northlight Apps',
    position: 'Senior mobile developer',
    startDate: '2021-03',
    endDate: '',
    highlights: ['Cut cold start'],
  }),
  entry('degree', {
    section: 'education',
    order: 0,
    institution: 'Chalmers',
    studyType: 'MSc',
    startDate: '2015',
    endDate: '2017',
  }),
]);

describe('the site in French', () => {
  beforeEach(() => activateInterfaceLanguage('fr'));
  afterEach(() => activateInterfaceLanguage('en'));

  it("writes the CV's headings, labels and dates in French", () => {
    // The default language's texts, on a page whose words are French.
    const site = { default: 'en', all: ['en'] } as const;
    render(
      <CvDocument
        user={localizeProfile(parseUserProfile(makeUser()), 'en', site)}
        resume={localizeResume(resume, 'en', site)}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Expérience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Formation' })).toBeInTheDocument();
    expect(screen.getByText("mars 2021 – aujourd'hui")).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Points forts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Autres formats' })).toBeInTheDocument();
  });

  it("dates the home page's jobs in French", async () => {
    const work = [
      {
        name: 'Northlight',
        position: 'Developer',
        location: '',
        url: '',
        description: '',
        summary: '',
        highlights: [],
        startDate: '2021-03',
        endDate: '2023-11',
      },
    ];
    await renderApp({ content: makeContent({ resume: { work } }) });
    const section = await screen.findByRole('region', { name: 'Expérience' });
    expect(within(section).getByText('mars 2021 – nov. 2023')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'CV complet' })).toBeInTheDocument();
  });

  it('counts the projects shown with the plural French asks for, and names the filter', async () => {
    const projects = Array.from({ length: 13 }, (_, index) =>
      makeProject({ id: `p${index}`, title: `Project ${index}`, tags: ['Android'] }),
    );
    await renderApp({ content: makeContent({ projects }) });
    const section = await screen.findByRole('region', { name: 'Projets à la une' });
    const filter = await within(section).findByRole('radiogroup', {
      name: 'Filtrer les projets par étiquette',
    });
    expect(within(filter).getByRole('radio', { name: 'Tous' })).toBeChecked();
    expect(within(section).getByText('12 projets affichés sur 13')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Afficher plus de projets' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Me contacter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Votre message')).toBeInTheDocument();
  });

  it("says the contact form's waits and errors in French, one and many", () => {
    expect(sendWaitText({ limit: 'interval', retryAfterSeconds: 1 })).toBe(
      'Veuillez patienter 1 seconde avant d’envoyer un autre message. Rien de ce que vous avez écrit n’est perdu.',
    );
    expect(sendWaitText({ limit: 'interval', retryAfterSeconds: 30 })).toMatch(
      /^Veuillez patienter 30 secondes /,
    );
    expect(sendWaitText({ limit: 'daily', retryAfterSeconds: 7200 })).toMatch(
      /réessayer dans 2 heures\.$/,
    );
    const checked = contactFormSchema.safeParse({ name: '', email: 'nope', message: 'Hi' });
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([
      'Veuillez saisir votre nom',
      'Veuillez saisir une adresse e-mail valide, comme nom@example.com',
    ]);
  });

  it("gives a script the CV's words in a language, kept whatever the page's language is", async () => {
    const german = cvWords(await interfaceI18n('de'));
    expect(german.headings.work).toBe('Berufserfahrung');
    expect(german.locale).toBe('de');
    // Filled in later, with French active: still German.
    expect(german.score('1,3')).toBe('Note: 1,3');
    expect(cvWords().score('16/20')).toBe('Note : 16/20');
  });

  it("says in French that the page's code could not load, from the words the built page carries", () => {
    // The build's page, as the browser has it before the app runs; the notice's script has no
    // catalog of its own.
    document.body.innerHTML = renderToStaticMarkup(
      <HydratedProvider>
        <AppStartingHint />
      </HydratedProvider>,
    );
    showLoadFailure();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(/^Une partie de cette page n’a pas pu être chargée/);
    expect(within(notice).getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    document.body.innerHTML = '';
  });
});
