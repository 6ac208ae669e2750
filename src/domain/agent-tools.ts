import { contactFormSchema } from './contact-message';
import { z } from './zod';

const { name, email, message } = contactFormSchema.shape;

/**
 * The tools the page offers agents through WebMCP, where the browser has it: what each does, and
 * the schema of its input, which the page declares (as JSON Schema) and checks again when the
 * tool runs (the browser passes it on unchecked). send_message's is the contact form's own.
 */
export const AGENT_TOOLS = [
  {
    name: 'list_projects',
    description:
      "Lists the site owner's projects in the owner's order: each one's id, title, tags, a " +
      "one-line summary and the address of its page. Give a tag to list only that tag's projects.",
    input: z.strictObject({
      tag: z.optional(
        z.string().check(z.describe('Only projects with this tag (as list_projects names it).')),
      ),
    }),
    readOnly: true,
  },
  {
    name: 'get_project',
    description:
      'One project in full: its title, tags, whole description, links and the address of its page.',
    input: z.strictObject({ id: z.string().check(z.describe('The id list_projects gives.')) }),
    readOnly: true,
  },
  {
    name: 'get_profile',
    description: "The site owner's name, bio and profiles elsewhere (GitHub, LinkedIn and others).",
    input: z.strictObject({}),
    readOnly: true,
  },
  {
    name: 'send_message',
    description:
      'Fills in the contact form on the page with a message to the site owner, checked as the ' +
      'form checks it (a name of 2 characters or more, a valid email address, a message of at ' +
      'most 5000 characters). Nothing is sent until the visitor checks the form and presses its ' +
      'Submit button.',
    input: z.object({
      name: name.check(z.describe("The sender's name.")),
      email: email.check(z.describe('Where the owner should reply.')),
      message: message.check(z.describe('The message.')),
    }),
    readOnly: false,
  },
] as const;

export type AgentTool = (typeof AGENT_TOOLS)[number];
