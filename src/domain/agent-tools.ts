/** What a WebMCP tool declares of itself: its name, what it does and what it takes (JSON Schema). */
export interface AgentToolDefinition {
  name: string;
  description: string;
  inputSchema: {
    type: 'object';
    properties: Record<string, Record<string, unknown>>;
    required?: string[];
    additionalProperties: false;
  };
  /** Only reads: an agent may call it without asking the visitor. */
  readOnly: boolean;
}

/**
 * The tools the page offers agents through WebMCP, where the browser has it. The inputs are
 * checked again when a tool runs (the browser passes them on unchecked), send_message's with the
 * contact form's own schema.
 */
export const AGENT_TOOLS = [
  {
    name: 'list_projects',
    description:
      "Lists the site owner's projects in the owner's order: each one's id, title, tags, a " +
      "one-line summary and the address of its page. Give a tag to list only that tag's projects.",
    inputSchema: {
      type: 'object',
      properties: {
        tag: {
          type: 'string',
          description: 'Only projects with this tag (as list_projects names it).',
        },
      },
      additionalProperties: false,
    },
    readOnly: true,
  },
  {
    name: 'get_project',
    description:
      'One project in full: its title, tags, whole description, links and the address of its page.',
    inputSchema: {
      type: 'object',
      properties: { id: { type: 'string', description: 'The id list_projects gives.' } },
      required: ['id'],
      additionalProperties: false,
    },
    readOnly: true,
  },
  {
    name: 'list_posts',
    description:
      "Lists the site owner's published posts, newest first: each one's title, summary, date of " +
      'publication, tags and the address of its page, where it reads in full. Give a tag to ' +
      "list only that tag's posts.",
    inputSchema: {
      type: 'object',
      properties: {
        tag: {
          type: 'string',
          description: 'Only posts with this tag (as list_posts names it).',
        },
      },
      additionalProperties: false,
    },
    readOnly: true,
  },
  {
    name: 'get_profile',
    description: "The site owner's name, bio and profiles elsewhere (GitHub, LinkedIn and others).",
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    readOnly: true,
  },
  {
    name: 'get_resume',
    description:
      "The site owner's CV: each section that has entries (work, education, skills, languages, " +
      'certificates, awards, publications, volunteer) with every field of each entry in JSON ' +
      "Resume's shape (an empty endDate means the entry goes on), and the addresses of the CV's " +
      'page, its PDF and the JSON Resume document.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    readOnly: true,
  },
  {
    name: 'send_message',
    description:
      'Fills in the contact form on the page with a message to the site owner, checked as the ' +
      'form checks it (a name of 2 characters or more, a valid email address, a message of at ' +
      'most 5000 characters). Nothing is sent until the visitor checks the form and presses its ' +
      'Submit button.',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', description: "The sender's name." },
        email: { type: 'string', format: 'email', description: 'Where the owner should reply.' },
        message: { type: 'string', description: 'The message.' },
      },
      required: ['name', 'email', 'message'],
      additionalProperties: false,
    },
    readOnly: false,
  },
] as const satisfies readonly AgentToolDefinition[];

export type AgentToolName = (typeof AGENT_TOOLS)[number]['name'];
