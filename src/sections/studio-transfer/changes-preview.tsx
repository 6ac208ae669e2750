import { clipText } from '@/domain/clip';
import type { ContentChanges, ProjectMention } from '@/domain/content-changes';
import {
  POST_FIELD_WORDS,
  PROFILE_FIELD_WORDS,
  PROJECT_FIELD_WORDS,
  RESUME_FIELD_WORDS,
  RESUME_SECTION_WORDS,
} from '@/domain/content-field-words';
import type { PostMention } from '@/domain/post-changes';
import type { ResumeMention } from '@/domain/resume-changes';

const shown = (value: string) => (value === '' ? '(empty)' : `“${clipText(value, 80)}”`);
const project = ({ id, title }: ProjectMention) =>
  title ? `${title} (/projects/${id})` : `/projects/${id}`;
const entry = ({ section, place, title }: ResumeMention) =>
  `${RESUME_SECTION_WORDS[section]} ${place}${title ? `: ${title}` : ''}`;
const post = ({ slug, title }: PostMention) =>
  title ? `${title} (/writing/${slug})` : `/writing/${slug}`;
const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function ChangeList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="transfer-change">
      <h5>
        {title} ({items.length})
      </h5>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What an import will change, by kind; all of it is the file's or the stored text, as text. */
export function ChangesPreview({ changes }: { changes: ContentChanges }) {
  return (
    <div className="transfer-changes">
      <ChangeList
        title="Profile fields changed"
        items={changes.profile.map(
          ({ field, from, to }) =>
            `${capitalized(PROFILE_FIELD_WORDS[field])}: ${shown(from)} → ${shown(to)}`,
        )}
      />
      <ChangeList title="Projects added" items={changes.added.map(project)} />
      <ChangeList title="Projects removed" items={changes.removed.map(project)} />
      <ChangeList
        title="Projects changed"
        items={changes.changed.map(
          (entry) =>
            `${project(entry)}: ${entry.fields.map((field) => PROJECT_FIELD_WORDS[field]).join(', ')}`,
        )}
      />
      <ChangeList
        title="Projects moved"
        items={changes.moved.map(
          (entry) => `${project(entry)}: from place ${entry.from} to place ${entry.to}`,
        )}
      />
      <ChangeList title="Career entries added" items={changes.resumeAdded.map(entry)} />
      <ChangeList title="Career entries removed" items={changes.resumeRemoved.map(entry)} />
      <ChangeList
        title="Career entries changed"
        items={changes.resumeChanged.map(
          (changed) =>
            `${entry(changed)} (${changed.fields.map((field) => RESUME_FIELD_WORDS[field as keyof typeof RESUME_FIELD_WORDS] ?? field).join(', ')})`,
        )}
      />
      <ChangeList
        title="Career entries moved"
        items={changes.resumeMoved.map(
          (moved) => `${entry(moved)}: from place ${moved.from} to place ${moved.to}`,
        )}
      />
      <ChangeList title="Posts added" items={changes.postsAdded.map(post)} />
      <ChangeList title="Posts removed" items={changes.postsRemoved.map(post)} />
      <ChangeList
        title="Posts changed"
        items={changes.postsChanged.map(
          (changed) =>
            `${post(changed)}: ${changed.fields.map((field) => POST_FIELD_WORDS[field]).join(', ')}`,
        )}
      />
    </div>
  );
}
