/**
 * The CV as a PDF (React-PDF components, rendered at build time in Node): the owner's name,
 * headline and links, then every section of the record that has entries, in RESUME_SECTIONS'
 * order. Text stays text (selectable, searchable), links are live only when safe, and no entry is
 * split across two pages.
 */
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { CvWords } from '../../src/domain/cv-words';
import type { Resume, ResumeEntry } from '../../src/domain/resume';
import { RESUME_SECTIONS } from '../../src/domain/resume-sections';
import { toSafeHref } from '../../src/domain/safe-link';
import {
  PROFILE_LINK_FIELDS,
  SOCIAL_NETWORK_NAMES,
  type UserProfile,
} from '../../src/domain/user-profile';
import { CV_FONT_FAMILY } from './cv-fonts';
import { cvEntryLines, displayAddress } from './cv-entry-lines';
import { LIGHT_COLOURS as C } from './site-look';

const styles = StyleSheet.create({
  page: {
    fontFamily: CV_FONT_FAMILY,
    fontSize: 9.5,
    lineHeight: 1.4,
    color: C.text,
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 52,
  },
  name: { fontSize: 22, fontWeight: 700, lineHeight: 1.2 },
  label: { fontSize: 12, color: C.textMuted, marginTop: 2 },
  links: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 8 },
  linkItem: { marginRight: 14 },
  link: { color: C.accent, textDecoration: 'none' },
  bio: { marginTop: 10, color: C.textMuted },
  section: { marginTop: 18 },
  heading: {
    fontSize: 11,
    fontWeight: 700,
    color: C.accent,
    textTransform: 'uppercase',
    letterSpacing: 0.8,
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 1,
    borderBottomColor: C.border,
  },
  entry: { marginBottom: 9 },
  title: { fontWeight: 700, fontSize: 10.5 },
  muted: { color: C.textMuted },
  paragraph: { marginTop: 3 },
  bullet: { flexDirection: 'row', marginTop: 1 },
  bulletMark: { width: 10 },
  bulletText: { flex: 1 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 52,
    right: 52,
    fontSize: 8,
    color: C.textMuted,
  },
});

function SafeLink({ href, text }: { href: string; text?: string }) {
  const safe = toSafeHref(href);
  if (!safe) return null;
  return (
    <Link src={safe} style={styles.link}>
      {text ?? displayAddress(safe)}
    </Link>
  );
}

function ProfileLinks({
  profile,
  siteUrl,
  words,
}: {
  profile: UserProfile;
  siteUrl: string | null;
  words: CvWords;
}) {
  const links = [
    ...(siteUrl ? [{ name: words.website, href: siteUrl }] : []),
    ...PROFILE_LINK_FIELDS.flatMap((field) => {
      const href = toSafeHref(profile[field]);
      if (!href || field === 'resume') return [];
      return [{ name: SOCIAL_NETWORK_NAMES[field], href }];
    }),
  ];
  if (links.length === 0) return null;
  return (
    <View style={styles.links}>
      {links.map(({ name, href }) => (
        <Text key={name} style={styles.linkItem}>
          <Text style={styles.muted}>{name}: </Text>
          <SafeLink href={href} />
        </Text>
      ))}
    </View>
  );
}

/** An entry, never split across pages; the first of a section carries its heading with it. */
function Entry({
  entry,
  words,
  heading,
}: {
  entry: ResumeEntry;
  words: CvWords;
  heading?: string | undefined;
}) {
  const lines = cvEntryLines(entry, words);
  return (
    <View style={styles.entry} wrap={false}>
      {heading ? <Text style={styles.heading}>{heading}</Text> : null}
      {/* One column: text set side by side is read back (copied, extracted) interleaved. */}
      <Text style={styles.title}>{lines.title}</Text>
      {lines.subtitle ? <Text>{lines.subtitle}</Text> : null}
      {lines.dates ? <Text style={styles.muted}>{lines.dates}</Text> : null}
      {lines.note ? <Text style={styles.muted}>{lines.note}</Text> : null}
      {lines.link ? <SafeLink href={lines.link} /> : null}
      {lines.paragraph ? <Text style={styles.paragraph}>{lines.paragraph}</Text> : null}
      {lines.items.length > 0 && lines.itemsInline ? (
        <Text style={styles.muted}>{lines.items.join(', ')}</Text>
      ) : (
        lines.items.map((item, index) => (
          <View key={index} style={styles.bullet}>
            <Text style={styles.bulletMark}>•</Text>
            <Text style={styles.bulletText}>{item}</Text>
          </View>
        ))
      )}
    </View>
  );
}

/** The document's title, as a PDF reader's window and tab show it. */
export function cvTitle(profile: UserProfile, words: CvWords): string {
  return profile.name ? `${words.cv} — ${profile.name}` : words.cv;
}

export function CvDocument({
  profile,
  resume,
  siteUrl,
  words,
}: {
  profile: UserProfile;
  resume: Resume;
  siteUrl: string | null;
  /** The site's words in the CV's language (the server entry's cvWords). */
  words: CvWords;
}) {
  const skills = resume.skills.flatMap(({ fields }) => [fields.name, ...fields.keywords]);
  return (
    <Document
      title={cvTitle(profile, words)}
      author={profile.name || undefined}
      subject={profile.label ? `${profile.name}, ${profile.label}` : profile.name || words.cv}
      keywords={skills.filter(Boolean).join(', ') || undefined}
      creator={siteUrl ?? undefined}
      language={words.language}
    >
      <Page size="A4" style={styles.page}>
        <View>
          {profile.name ? <Text style={styles.name}>{profile.name}</Text> : null}
          {profile.label ? <Text style={styles.label}>{profile.label}</Text> : null}
          <ProfileLinks profile={profile} siteUrl={siteUrl} words={words} />
          {profile.bio.trim() ? <Text style={styles.bio}>{profile.bio.trim()}</Text> : null}
        </View>
        {RESUME_SECTIONS.filter((section) => resume[section].length > 0).map((section) => (
          <View key={section} style={styles.section}>
            {(resume[section] as ResumeEntry[]).map((entry, index) => (
              <Entry
                key={entry.id}
                entry={entry}
                words={words}
                heading={index === 0 ? words.headings[section] : undefined}
              />
            ))}
          </View>
        ))}
        {/* No page numbers: React-PDF 4.9 lays a page out anew for a render prop, and on a
            long CV that second layout fails (pdfkit: "unsupported number"). */}
        <Text style={styles.footer} fixed>
          {cvTitle(profile, words)}
        </Text>
      </Page>
    </Document>
  );
}
